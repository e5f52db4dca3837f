/**
 * Membership fees between organisations on the real server (member-fee.routes.ts): the outbound and inbound
 * lists per season, a quote checked by hand, paying it from the club's balance once only (a replay with the
 * same Idempotency-Key and a second pay take nothing more) with the covered memberships REGISTERED, the
 * balance and payment-account refusals in English and Irish, and who may call what.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalPaymentsProvider } from '../../server/adapters/payments/local-provider.ts';
import { BalanceDebitError, type PaymentsProvider } from '../../server/adapters/payments/provider.ts';
import type { Principal } from '../../server/auth/principal.ts';
import { membership, paymentDebit, paymentIntent, personOrganization } from '../../server/db/schema/index.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { HttpError } from '../../server/http/errors.ts';
import { memberFeeRoutes } from '../../server/services/membership/member-fee.routes.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { world, type WorldClub } from './world.ts';

let s: TestServer;
const season = new Date().getUTCFullYear();
const mainClub = orgId.club(MAIN_CLUB_KEY);
const wicklow = orgId.county('wicklow');
const kerry = orgId.county('kerry');

type Fee = {
  id: string | null;
  sourceOrganization: { id: string; name: string };
  feeDestinationOrganization: { id: string; name: string };
  association: string;
  season: number;
  kind: string;
  status: string;
  memberCount: number;
  unitAmountMinor: number;
  amountMinor: number;
  currency: string;
  paidOn: string | null;
};
type Quote = {
  lines: { kind: string; memberCount: number; unitAmountMinor: number; amountMinor: number }[];
  totalMinor: number;
  currency: string | null;
};

async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return JSON.parse(body) as T;
}

const outbound = (org: string, as: string, q = '') =>
  s.call(`/api/membership/fee/outbound?sourceOrganization.id=${org}${q}`, { as });
const inbound = (org: string, as: string, q = '') =>
  s.call(`/api/membership/fee/inbound?feeDestinationOrganization.id=${org}${q}`, { as });
const fees = async (res: Promise<Response>) =>
  (await json<{ _embedded: { memberFees: Fee[] } }>(await res, 200))._embedded.memberFees;
const quote = (source: string, as: string, destination = kerry) =>
  s.call('/api/membership/fee/quote', {
    method: 'POST',
    as,
    json: { sourceOrganizationId: source, feeDestinationOrganizationId: destination, season },
  });
const pay = (source: string, as: string, amountMinor: number, opts: { key?: string; lang?: string } = {}) =>
  s.call('/api/membership/fee/pay', {
    method: 'POST',
    as,
    json: { sourceOrganizationId: source, feeDestinationOrganizationId: kerry, season, amountMinor },
    headers: {
      'Idempotency-Key': opts.key ?? crypto.randomUUID(),
      ...(opts.lang ? { 'Accept-Language': opts.lang } : {}),
    },
  });

/** A club under Kerry with 5 memberships waiting for fees, 3 registered and 1 revoked this season. */
let club: WorldClub;
let pendingIds: string[];
let otherClub: WorldClub;

beforeAll(async () => {
  s = await startTestServer();
  const w = world(s);
  club = await w.club({ county: 'kerry' });
  otherClub = await w.club({ county: 'kerry' });
  const statuses = [...Array<string>(5).fill('ASSOCIATION_FEES_PENDING'), 'REGISTERED', 'REGISTERED'];
  statuses.push('REGISTERED', 'REVOKED');
  const rows = [];
  for (const [i, status] of statuses.entries()) {
    const p = await w.person();
    rows.push({
      id: `fee-test-${club.id}-${i}`,
      personId: p.id,
      organizationId: club.id,
      association: 'GAA',
      season,
      membershipStatus: status,
      paymentStatus: 'PAID',
      validFrom: `${season}-01-01`,
      validTo: `${season}-12-31`,
      registeredOn: status === 'REGISTERED' ? `${season}-01-10` : null,
    });
  }
  await s.database.db.insert(membership).values(rows);
  pendingIds = rows.filter((r) => r.membershipStatus === 'ASSOCIATION_FEES_PENDING').map((r) => r.id);
  // The club's treasurer (FINANCE only), a plain member, the county's finance officer, another club's admin.
  await w.member(await w.person({ username: 'fee-treasurer' }), club, {
    labels: ['ADMIN_FINANCE'],
    privileges: ['FINANCE'],
  });
  await w.member(await w.person({ username: 'fee-member' }), club);
  await w.member(await w.person({ username: 'fee-county' }), { id: kerry }, { labels: ['ADMIN_FINANCE'] });
  await w.member(await w.person({ username: 'fee-other-admin' }), otherClub, {
    labels: ['ADMIN_CLUB'],
    privileges: ['ORG_ADMIN'],
  });
});
afterAll(() => s.close());

describe('the outbound and inbound lists', () => {
  it('shows the demo club what it owes its county board this season and what it has paid', async () => {
    const list = await fees(outbound(mainClub, 'officer'));
    // Every 7th of the club's 30 generated members is pending (seed/pif.ts): 4 × €10 GAA registration.
    const due = list.filter((f) => f.status === 'DUE');
    expect(due).toEqual([
      expect.objectContaining({
        id: null,
        kind: 'REGISTRATION',
        association: 'GAA',
        memberCount: 4,
        unitAmountMinor: 1000,
        amountMinor: 4000,
        currency: 'EUR',
        season,
        feeDestinationOrganization: expect.objectContaining({ id: wicklow }),
      }),
    ]);
    // This season's affiliation was paid in January (seed/member-fee.ts).
    expect(list.filter((f) => f.status === 'PAID')).toEqual([
      expect.objectContaining({ kind: 'AFFILIATION', amountMinor: 20000, paidOn: `${season}-01-31` }),
    ]);
    const last = await fees(outbound(mainClub, 'officer', `&season=${season - 1}`));
    expect(last.map((f) => `${f.kind}:${f.status}`).sort()).toEqual([
      'AFFILIATION:PAID',
      'REGISTRATION:PAID',
    ]);
    expect((await outbound(mainClub, 'officer', '&season=20x6')).status).toBe(400);
  });

  it('shows the county board what its clubs owe and have paid', async () => {
    const list = await fees(inbound(wicklow, 'super-admin'));
    expect(list.every((f) => f.feeDestinationOrganization.id === wicklow)).toBe(true);
    const main = list.filter((f) => f.sourceOrganization.id === mainClub);
    expect(main.map((f) => `${f.kind}:${f.status}:${f.amountMinor}`).sort()).toEqual([
      'AFFILIATION:PAID:20000',
      'REGISTRATION:DUE:4000',
    ]);
    // Other clubs of Wicklow owe their affiliation and registrations.
    expect(list.some((f) => f.sourceOrganization.id !== mainClub && f.kind === 'AFFILIATION')).toBe(true);
  });
});

describe('a quote and its payment', () => {
  it('quotes the pending registrations and the affiliation (checked by hand)', async () => {
    const q = await json<Quote>(await quote(club.id, 'fee-treasurer'), 200);
    // 5 pending × €10 = €50 registration; €200 affiliation (the club has active members, none paid).
    expect(q.lines).toEqual([
      expect.objectContaining({
        kind: 'REGISTRATION',
        memberCount: 5,
        unitAmountMinor: 1000,
        amountMinor: 5000,
      }),
      expect.objectContaining({
        kind: 'AFFILIATION',
        memberCount: 0,
        unitAmountMinor: 20000,
        amountMinor: 20000,
      }),
    ]);
    expect(q.totalMinor).toBe(25000);
    expect(q.currency).toBe('EUR');
    // Nothing is owed to a board the club is not under.
    expect(await json<Quote>(await quote(club.id, 'fee-treasurer', wicklow), 200)).toMatchObject({
      lines: [],
      totalMinor: 0,
    });
  });

  it('refuses with too little balance (English and Irish) and a total that is not the quote’s', async () => {
    const low = await json<{ message: string }>(await pay(club.id, 'fee-treasurer', 25000), 409);
    expect(low.message).toMatch(/Not enough balance/);
    const lowGa = await json<{ message: string }>(
      await pay(club.id, 'fee-treasurer', 25000, { lang: 'ga' }),
      409,
    );
    expect(lowGa.message).not.toBe(low.message);
    const changed = await json<{ message: string }>(await pay(club.id, 'fee-treasurer', 24000), 409);
    expect(changed.message).toMatch(/changed since the quote/);
  });

  it('pays once from the balance and registers the covered memberships', async () => {
    const { db } = s.database;
    const provider = new LocalPaymentsProvider(db, { publicUrl: s.url, sessionTtlSeconds: 60 });
    await db.insert(paymentIntent).values({
      id: `pi_fees_${club.id}`,
      accountId: club.id,
      amountMinor: 30_000,
      feeMinor: 0,
      currency: 'EUR',
      status: 'succeeded',
      availableAt: new Date(Date.now() - 60_000),
      metadata: {},
    });
    expect((await provider.balance(club.id, 'EUR')).available).toBe(30_000);

    const key = crypto.randomUUID();
    const paid = await json<{ memberFees: Fee[]; registeredCount: number; totalMinor: number }>(
      await pay(club.id, 'fee-treasurer', 25000, { key }),
      200,
    );
    expect(paid.registeredCount).toBe(5);
    expect(paid.totalMinor).toBe(25000);
    expect(paid.memberFees.map((f) => `${f.kind}:${f.status}:${f.amountMinor}`).sort()).toEqual([
      'AFFILIATION:PAID:20000',
      'REGISTRATION:PAID:5000',
    ]);
    const moved = await db.select().from(membership).where(inArray(membership.id, pendingIds));
    expect(moved.every((m) => m.membershipStatus === 'REGISTERED' && m.feesPaidOn !== null)).toBe(true);
    expect(moved.every((m) => m.registeredOn === m.feesPaidOn)).toBe(true);
    // Registered by the fees, each is an ACTIVE member of the club, in the same transaction (issue 53).
    const links = await db
      .select()
      .from(personOrganization)
      .where(
        and(
          eq(personOrganization.organizationId, club.id),
          inArray(
            personOrganization.personId,
            moved.map((m) => m.personId),
          ),
        ),
      );
    expect(links.map((l) => [l.status, l.labels, l.additionalType])).toEqual(
      Array(5).fill(['ACTIVE', ['Adult'], 'MEMBER']),
    );
    expect((await provider.balance(club.id, 'EUR')).available).toBe(5_000);

    // The same request again (same key) is the stored answer; a second pay finds nothing due.
    const replay = await pay(club.id, 'fee-treasurer', 25000, { key });
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { registeredCount: number }).registeredCount).toBe(5);
    const again = await json<{ message: string }>(await pay(club.id, 'fee-treasurer', 25000), 409);
    expect(again.message).toMatch(/No membership fees are due/);
    const debits = await db.select().from(paymentDebit).where(eq(paymentDebit.accountId, club.id));
    expect(debits).toHaveLength(1);
    expect(debits[0]!.amountMinor).toBe(25000);
    expect((await provider.balance(club.id, 'EUR')).available).toBe(5_000);

    // The lists now show it paid, on both sides, and nothing due.
    const out = await fees(outbound(club.id, 'fee-treasurer'));
    expect(out.map((f) => `${f.kind}:${f.status}`).sort()).toEqual(['AFFILIATION:PAID', 'REGISTRATION:PAID']);
    expect(out.find((f) => f.kind === 'REGISTRATION')!.memberCount).toBe(5);
    const inb = (await fees(inbound(kerry, 'fee-county'))).filter((f) => f.sourceOrganization.id === club.id);
    expect(inb.map((f) => f.status)).toEqual(['PAID', 'PAID']);
    expect(await json<Quote>(await quote(club.id, 'fee-treasurer'), 200)).toMatchObject({ totalMinor: 0 });
  });

  it('answers in Irish too when the club has no payment account', async () => {
    // The Stripe provider holds no club balances: every debit is "no account" (stripe-provider.ts).
    const noAccount = {
      debitBalance: () => Promise.reject(new BalanceDebitError('no_account')),
    } as unknown as PaymentsProvider;
    const superAdmin = { accountId: 'a', personId: 'p', globalRoles: ['super_admin'], links: [] };
    const app = new Hono<AppEnv>();
    app.onError((err, c) =>
      c.json({ message: err.message }, err instanceof HttpError ? (err.status as 409) : 500),
    );
    app.use('*', async (c, next) => {
      c.set('auth', { principal: superAdmin as unknown as Principal, db: s.database.db });
      await next();
    });
    app.route('/fee', memberFeeRoutes(noAccount));
    const call = (lang: string) =>
      app.request('/fee/pay', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': lang },
        body: JSON.stringify({
          sourceOrganizationId: otherClub.id,
          feeDestinationOrganizationId: kerry,
          season,
          amountMinor: 0,
        }),
      });
    // The other club has no memberships: nothing is due, before any debit.
    expect((await json<{ message: string }>(await call('en'), 409)).message).toMatch(/No membership fees/);
    const w = world(s);
    await s.database.db.insert(membership).values({
      id: `fee-test-${otherClub.id}`,
      personId: (await w.person()).id,
      organizationId: otherClub.id,
      association: 'GAA',
      season,
      membershipStatus: 'ASSOCIATION_FEES_PENDING',
      validFrom: `${season}-01-01`,
      validTo: `${season}-12-31`,
    });
    const body = (lang: string) =>
      app.request('/fee/pay', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': lang },
        body: JSON.stringify({
          sourceOrganizationId: otherClub.id,
          feeDestinationOrganizationId: kerry,
          season,
          amountMinor: 21000,
        }),
      });
    const en = await json<{ message: string }>(await body('en'), 409);
    expect(en.message).toMatch(/no payment account/);
    const ga = await json<{ message: string }>(await body('ga'), 409);
    expect(ga.message).not.toBe(en.message);
  });
});

describe('who may', () => {
  it('lets the club’s finance admins see, quote and pay; the county reads its inbound; others get 403', async () => {
    for (const as of ['fee-member', 'fee-other-admin', 'officer', 'member', 'coach']) {
      expect((await outbound(club.id, as)).status, as).toBe(403);
      expect((await quote(club.id, as)).status, as).toBe(403);
      expect((await pay(club.id, as, 1)).status, as).toBe(403);
    }
    for (const as of ['fee-member', 'fee-other-admin', 'fee-treasurer', 'officer']) {
      expect((await inbound(kerry, as)).status, as).toBe(403);
    }
    // The county's finance officer reads what a club under it owes, but cannot pay from the club's balance.
    expect((await outbound(club.id, 'fee-county')).status).toBe(200);
    expect((await pay(club.id, 'fee-county', 1)).status).toBe(403);
    expect((await inbound(kerry, 'super-admin')).status).toBe(200);
    expect((await outbound(club.id, 'super-admin')).status).toBe(200);
  });
});
