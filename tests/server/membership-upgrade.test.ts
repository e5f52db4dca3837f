/**
 * The club admin's side of memberships on the real server: the members list with its filters, upgrading a
 * membership (GET and POST /membership/{id}/upgrade) with the difference due as an UPGRADE order, cancelling
 * or marking that order paid, the receipts a membership carries, and paying an annual levy.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalPaymentsProvider } from '../../server/adapters/payments/local-provider.ts';
import { annualLevy, membership, paymentDebit, paymentIntent } from '../../server/db/schema/index.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { DEMO_PACKAGE_IDS } from '../../server/db/seed/membership.ts';
import { personId } from '../../server/db/seed/people.ts';
import { seedId } from '../../server/db/seed/random.ts';
import { world } from './world.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
const club = orgId.club(MAIN_CLUB_KEY);
const season = new Date().getUTCFullYear();
const memberId = personId('demo:member');
const memberMembership = seedId('membership', `${memberId}:${club}:${season}`);
const adultPlayer = seedId('membership-option', 'adult:0');
const adultNonPlayer = seedId('membership-option', 'adult:1');
const youthPlayer = seedId('membership-option', 'youth:0');
const family = seedId('membership-option', 'family:0');

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

async function json<T = Record<string, unknown>>(res: Response, status: number): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return (body ? JSON.parse(body) : null) as T;
}

type Candidate = { id: string; name: string; differenceMinor: number; packageId: string };
type Receipt = { number: string; amountMinor: number; method: string; orderId: string };
type Membership = {
  id: string;
  optionId: string | null;
  optionName: string | null;
  paymentStatus: string;
  membershipStatus: string;
  receipts: Receipt[];
};
type Order = { id: string; kind: string; status: string; amountMinor: number; paymentType: string };

const candidates = async (as = 'officer') =>
  json<{ _embedded: { options: Candidate[] } }>(
    await s.call(`/api/membership/${memberMembership}/upgrade`, { as }),
    200,
  );
const upgrade = (optionId: string, as = 'officer', lang?: string) =>
  s.call(`/api/membership/${memberMembership}/upgrade`, {
    method: 'POST',
    as,
    json: { optionId },
    headers: lang ? { 'Accept-Language': lang } : {},
  });
const getMembership = async () =>
  json<Membership>(await s.call(`/api/membership/${memberMembership}`, { as: 'officer' }), 200);

describe('upgrading a membership', () => {
  it('offers the dearer options of the club and season that cover the member’s age phase', async () => {
    const list = (await candidates())._embedded.options;
    const ids = list.map((o) => o.id);
    expect(ids).toContain(adultPlayer);
    expect(ids).toContain(family);
    expect(ids).not.toContain(adultNonPlayer); // the option it holds
    expect(ids).not.toContain(youthPlayer); // the member is an adult on 1 January
    expect(list.find((o) => o.id === adultPlayer)).toMatchObject({
      differenceMinor: 12000 - 6000,
      packageId: DEMO_PACKAGE_IDS.adult,
    });
    // Cheapest first.
    expect(list.map((o) => o.differenceMinor)).toEqual(
      [...list.map((o) => o.differenceMinor)].sort((a, b) => a - b),
    );
  });

  it('refuses an option that is not an upgrade, in English and Irish', async () => {
    const en = await json<{ message: string }>(await upgrade(youthPlayer), 409);
    expect(en.message).toMatch(/Unable to upgrade this membership/);
    const ga = await json<{ message: string }>(await upgrade(youthPlayer, 'officer', 'ga'), 409);
    expect(ga.message).not.toBe(en.message);
    expect((await json<{ message: string }>(await upgrade('no-such-option'), 409)).message).toBe(en.message);
    expect((await getMembership()).optionId).toBe(adultNonPlayer);
  });

  it('moves the membership at once and opens an upgrade order for the difference; cancelling it moves back', async () => {
    const out = await json<{ membership: Membership; order: Order }>(await upgrade(adultPlayer), 201);
    expect(out.membership).toMatchObject({ optionId: adultPlayer, paymentStatus: 'PART_PAID' });
    expect(out.order).toMatchObject({
      kind: 'UPGRADE',
      status: 'payment_due',
      paymentType: 'OFFLINE',
      amountMinor: 6000,
    });
    // One upgrade waits at a time.
    const pending = await json<{ message: string }>(await upgrade(family), 409);
    expect(pending.message).toMatch(/already has an upgrade waiting/);
    // An upgrade order is not refunded through the card provider.
    expect(
      (await s.call(`/api/order/${out.order.id}/refund`, { method: 'POST', as: 'officer' })).status,
    ).toBe(409);
    const cancelled = await json<Order>(
      await s.call(`/api/order/${out.order.id}`, {
        method: 'PATCH',
        as: 'officer',
        json: { status: 'abandoned' },
      }),
      200,
    );
    expect(cancelled.status).toBe('abandoned');
    expect(await getMembership()).toMatchObject({ optionId: adultNonPlayer, paymentStatus: 'PAID' });
  });

  it('marking the upgrade paid leaves the membership paid, with a receipt for the difference', async () => {
    const out = await json<{ order: Order }>(await upgrade(adultPlayer), 201);
    await json(
      await s.call(`/api/order/${out.order.id}`, {
        method: 'PATCH',
        as: 'officer',
        json: { status: 'paid' },
      }),
      200,
    );
    const m = await getMembership();
    expect(m).toMatchObject({ optionId: adultPlayer, optionName: 'Adult player', paymentStatus: 'PAID' });
    expect(m.receipts.map((r) => [r.orderId, r.amountMinor, r.method])).toEqual([
      [out.order.id, 6000, 'OFFLINE'],
    ]);
    // The member reads their own membership and its receipts.
    const own = await json<Membership>(
      await s.call(`/api/membership/${memberMembership}`, { as: 'member' }),
      200,
    );
    expect(own.receipts).toHaveLength(1);
  });

  it('only the club’s admins may look or upgrade; a revoked membership cannot be upgraded', async () => {
    for (const as of ['member', 'parent', 'coach']) {
      expect((await s.call(`/api/membership/${memberMembership}/upgrade`, { as })).status).toBe(403);
      expect((await upgrade(family, as)).status).toBe(403);
    }
    // The coach becomes an admin of another club.
    await world(s).adminOfAnotherClub('coach');
    expect((await upgrade(family, 'coach')).status).toBe(403);
    expect(
      (
        await s.call(`/api/membership/${memberMembership}/upgrade`, {
          method: 'POST',
          as: 'officer',
          json: {},
        })
      ).status,
    ).toBe(400);
    await s.database.db
      .update(membership)
      .set({ membershipStatus: 'REVOKED' })
      .where(eq(membership.id, memberMembership));
    expect((await candidates())._embedded.options).toEqual([]);
    expect((await upgrade(family)).status).toBe(409);
    await s.database.db
      .update(membership)
      .set({ membershipStatus: 'REGISTERED' })
      .where(eq(membership.id, memberMembership));
  });
});

describe('orders', () => {
  type OrderRow = { id: string; kind: string; status: string; person: { id: string } };
  const orders = async (query: string, as = 'officer') =>
    json<{ _embedded: { orders: OrderRow[] } }>(await s.call(`/api/order?${query}`, { as }), 200);

  it('lists a club’s orders for its admins, and only their own to anyone else', async () => {
    const upgrades = await orders(`filter=organization.id:${club},kind:UPGRADE`);
    expect(upgrades._embedded.orders.length).toBeGreaterThanOrEqual(2);
    expect(upgrades._embedded.orders.every((o) => o.kind === 'UPGRADE')).toBe(true);
    expect(upgrades._embedded.orders.map((o) => o.status)).toEqual(
      expect.arrayContaining(['paid', 'abandoned']),
    );
    const paid = await orders(`filter=organization.id:${club},kind:UPGRADE,status:paid`);
    expect(paid._embedded.orders.every((o) => o.status === 'paid')).toBe(true);
    // Without a club, each sees only the orders they pay: the member's are the upgrades (no registration
    // order behind the seeded membership, so the member is the payer); the parent sees none of them.
    const own = await orders('', 'member');
    expect(own._embedded.orders.map((o) => o.id).sort()).toEqual(
      upgrades._embedded.orders.map((o) => o.id).sort(),
    );
    const parents = await orders('', 'parent');
    expect(parents._embedded.orders.some((o) => o.person.id === memberId)).toBe(false);
    expect((await s.call(`/api/order?filter=organization.id:${club}`, { as: 'member' })).status).toBe(403);
    expect((await s.call('/api/order?filter=nope:1', { as: 'officer' })).status).toBe(400);
  });
});

describe('the club’s members list', () => {
  type Row = {
    id: string;
    name: string;
    season: number;
    paymentStatus: string | null;
    orderStatus: string | null;
  };
  const list = async (query: string) =>
    json<{ _embedded: { memberships: Row[] }; page: { totalElements: number } }>(
      await s.call(`/api/membership?${query}`, { as: 'officer' }),
      200,
    );

  it('filters by season, payment status and name', async () => {
    const thisSeason = await list(`filter=organization.id:${club},season:${season}&size=1000`);
    expect(thisSeason._embedded.memberships.length).toBeGreaterThan(0);
    expect(thisSeason._embedded.memberships.every((m) => m.season === season)).toBe(true);
    const lastSeason = await list(`filter=organization.id:${club},season:${season - 1}&size=1000`);
    expect(lastSeason._embedded.memberships.every((m) => m.season === season - 1)).toBe(true);
    const due = await list(`filter=organization.id:${club},paymentStatus:DUE&size=1000`);
    expect(due._embedded.memberships.every((m) => m.paymentStatus === 'DUE')).toBe(true);
    const [me] = (await list(`filter=organization.id:${club}&size=1`))._embedded.memberships;
    const byName = await list(
      `filter=organization.id:${club}&search=${encodeURIComponent(me!.name.split(' ')[1]!.toLowerCase())}&size=1000`,
    );
    expect(byName._embedded.memberships.map((m) => m.id)).toContain(me!.id);
    expect(byName.page.totalElements).toBeLessThan(
      thisSeason.page.totalElements + lastSeason.page.totalElements,
    );
    // `%` in a search is a character, not a wildcard.
    expect((await list(`filter=organization.id:${club}&search=%25`)).page.totalElements).toBe(0);
    expect(
      (await s.call(`/api/membership?filter=organization.id:${club},season:20x6`, { as: 'officer' })).status,
    ).toBe(400);
  });
});

describe('paying an annual levy from the club’s balance', () => {
  const levyId = seedId('annual-levy', `${club}:LGFA:${season}`);
  const pay = (as: string, organizationId = club, lang?: string) =>
    s.call(`/api/annual-levy/${levyId}/pay`, {
      method: 'POST',
      as,
      json: { organizationId },
      headers: { 'Idempotency-Key': crypto.randomUUID(), ...(lang ? { 'Accept-Language': lang } : {}) },
    });

  it('refuses when the balance is too low, then pays once from it', async () => {
    const provider = new LocalPaymentsProvider(s.database.db, { publicUrl: s.url, sessionTtlSeconds: 60 });
    const before = (await provider.balance(club, 'EUR')).available;
    const amount = Math.max(0, before) + 5000;
    // The demo club's unpaid LGFA levy, made dearer than the balance.
    await s.database.db.update(annualLevy).set({ amountMinor: amount }).where(eq(annualLevy.id, levyId));
    for (const as of ['member', 'coach']) expect((await pay(as)).status).toBe(403);
    const low = await json<{ message: string }>(await pay('officer'), 409);
    expect(low.message).toMatch(/Not enough balance/);
    const lowGa = await json<{ message: string }>(await pay('officer', club, 'ga'), 409);
    expect(lowGa.message).not.toBe(low.message);
    expect(
      (await json<{ message: string }>(await pay('officer', (await world(s).club()).id), 409)).message,
    ).toMatch(/not for the organisation/);

    // Money arrives (a cleared card payment to the club), and the levy is paid from it.
    await s.database.db.insert(paymentIntent).values({
      id: `pi_levy_${levyId}`,
      accountId: club,
      amountMinor: 10_000,
      feeMinor: 0,
      currency: 'EUR',
      status: 'succeeded',
      availableAt: new Date(Date.now() - 60_000),
      metadata: {},
    });
    const paid = await json<{ paid: boolean; paidOn: string }>(await pay('officer'), 200);
    expect(paid.paid).toBe(true);
    expect(paid.paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await provider.balance(club, 'EUR')).available).toBe(before + 10_000 - amount);
    // Paying again is refused and takes nothing.
    expect((await json<{ message: string }>(await pay('officer'), 409)).message).toMatch(/already paid/);
    const debits = await s.database.db.select().from(paymentDebit).where(eq(paymentDebit.accountId, club));
    expect(debits.filter((d) => d.reference === `annual-levy:${levyId}`)).toHaveLength(1);
    const unpaid = await json<{ _embedded: { annualLevies: { id: string }[] } }>(
      await s.call(`/api/annual-levy?organizationId=${club}&hidePaid=true`, { as: 'officer' }),
      200,
    );
    expect(unpaid._embedded.annualLevies.map((l) => l.id)).not.toContain(levyId);
  });
});
