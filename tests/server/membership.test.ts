/**
 * Membership end to end on the real server: registration into the basket, checkout through the local
 * payments provider (single, instalments, pay later), the instalment job with its retry (time driven by
 * `now`), the unpaid levy, the profile rule, the admin lifecycle (approve, revoke, refund, mark paid) and
 * who may do it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalPaymentsProvider } from '../../server/adapters/payments/local-provider.ts';
import { runDueInstalments } from '../../server/jobs/membership-instalments.ts';
import {
  annualLevy,
  membership,
  membershipInstalment,
  membershipOrder,
  paymentIntent,
  person,
} from '../../server/db/schema/index.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { DEMO_PACKAGE_IDS } from '../../server/db/seed/membership.ts';
import { personId } from '../../server/db/seed/people.ts';
import { seedId } from '../../server/db/seed/random.ts';
import { makeAdminOfAnotherClub } from './club-admin-fixture.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
let provider: LocalPaymentsProvider;
const club = orgId.club(MAIN_CLUB_KEY);
const older = personId('demo:parent:child-older');
const younger = personId('demo:parent:child-younger');
const youthOption = seedId('membership-option', 'youth:0');
const adultOption = seedId('membership-option', 'adult:0');
const season = new Date().getUTCFullYear();

beforeAll(async () => {
  s = await startTestServer();
  provider = new LocalPaymentsProvider(s.database.db, { publicUrl: s.url, sessionTtlSeconds: 60 });
});
afterAll(() => s.close());

async function json<T = Record<string, unknown>>(res: Response, status: number): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return (body ? JSON.parse(body) : null) as T;
}

async function basketOf(as: string) {
  const me = personId(`demo:${as}`);
  return json<{ id: string; basketItems: { id: string; members: { id: string }[] }[] }>(
    await s.call(`/api/basket?person.id=${me}`, { as }),
    200,
  );
}

const registration = (
  members: { personId: string; optionId: string; answers?: Record<string, string> }[],
) => ({
  packageId: members[0]!.optionId === youthOption ? DEMO_PACKAGE_IDS.youth : DEMO_PACKAGE_IDS.adult,
  members,
  codeOfConduct: true,
  safeguarding: true,
});

async function register(as: string, members: Parameters<typeof registration>[0]) {
  const b = await basketOf(as);
  return s.call(`/api/basket/${b.id}/item`, { method: 'POST', as, json: registration(members) });
}

async function checkout(as: string, paymentType: string) {
  const b = await basketOf(as);
  return json<{ orderId: string; checkoutUrl: string | null }>(
    // With an Idempotency-Key, as the app sends: the route calls the provider outside the request transaction.
    await s.call(`/api/basket/${b.id}/checkout`, {
      method: 'POST',
      as,
      json: { paymentType },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    }),
    201,
  );
}

async function pay(checkoutUrl: string, card: string) {
  const path = new URL(checkoutUrl).pathname;
  return s.call(path, {
    method: 'POST',
    body: new URLSearchParams({ card, exp: '12/30', cvc: '123', holder: 'Test' }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

type Order = {
  status: string;
  paidMinor: number;
  amountMinor: number;
  instalments: { seq: number; dueDate: string; status: string; amountMinor: number }[];
  memberships: { id: string; personId: string; membershipStatus: string; paymentStatus: string }[];
  receipts: { number: string; amountMinor: number; method: string; paidAt: string }[];
};
const order = async (id: string, as = 'parent') => json<Order>(await s.call(`/api/order/${id}`, { as }), 200);

const bothChildren = [
  {
    personId: older,
    optionId: youthOption,
    answers: { '0': 'Scoil Naomh Pádraig', '1': 'Football, Camogie' },
  },
  { personId: younger, optionId: youthOption },
];

describe('registration rules', () => {
  it('refuses without the code of conduct and safeguarding agreement', async () => {
    const b = await basketOf('parent');
    const res = await s.call(`/api/basket/${b.id}/item`, {
      method: 'POST',
      as: 'parent',
      json: { ...registration(bothChildren), codeOfConduct: false, safeguarding: false },
    });
    const body = await json<{ errors: { field: string; code: string }[] }>(res, 400);
    expect(body.errors.map((e) => e.code).sort()).toEqual([
      'validation.membership.codeOfConduct',
      'validation.membership.safeguarding',
    ]);
  });

  it('refuses an option that does not cover the member’s age phase', async () => {
    const b = await basketOf('parent');
    const wrong = await s.call(`/api/basket/${b.id}/item`, {
      method: 'POST',
      as: 'parent',
      json: {
        ...registration([{ personId: older, optionId: adultOption }]),
        packageId: DEMO_PACKAGE_IDS.adult,
      },
    });
    expect((await json<{ errors: { code: string }[] }>(wrong, 422)).errors[0]!.code).toBe(
      'membership.error.wrongPhase',
    );
  });

  it('says the spec’s message when the profile is incomplete (no gender)', async () => {
    await s.database.db.update(person).set({ gender: null }).where(eq(person.id, younger));
    const res = await register('parent', [{ personId: younger, optionId: youthOption }]);
    const body = await json<{ message: string }>(res, 422);
    expect(body.message).toBe("Cannot progress this membership, please check user's profile.");
    await s.database.db.update(person).set({ gender: 'MALE' }).where(eq(person.id, younger));
  });

  it('is blocked by an unpaid annual levy of the club or the county above it', async () => {
    const county = orgId.county('wicklow');
    const levy = seedId('annual-levy', `${county}:${season}`);
    await s.database.db.update(annualLevy).set({ paid: false }).where(eq(annualLevy.id, levy));
    const res = await register('parent', bothChildren);
    expect((await json<{ errors: { code: string }[] }>(res, 409)).errors[0]!.code).toBe(
      'membership.error.levyUnpaid',
    );
    await s.database.db.update(annualLevy).set({ paid: true }).where(eq(annualLevy.id, levy));
  });

  it('lets nobody register a person they do not act for', async () => {
    const res = await register('member', [{ personId: older, optionId: youthOption }]);
    expect(res.status).toBe(403);
    const other = await s.call(`/api/basket?person.id=${personId('demo:parent')}`, { as: 'member' });
    expect(other.status).toBe(403);
  });
});

describe('bulk registration with instalments', () => {
  it('a declined card leaves the children unregistered with nothing charged', async () => {
    const b = await json<{ basketItems: unknown[] }>(await register('parent', bothChildren), 201);
    expect(b.basketItems).toHaveLength(2);
    const { orderId, checkoutUrl } = await checkout('parent', 'INSTALLMENTS_ONLINE');
    expect((await pay(checkoutUrl!, '4000 0000 0000 0002')).status).toBe(303);
    const o = await order(orderId);
    expect(o.status).toBe('abandoned');
    expect(o.paidMinor).toBe(0);
    expect(o.memberships.map((m) => [m.membershipStatus, m.paymentStatus])).toEqual([
      ['UNREGISTERED', 'FAILED'],
      ['UNREGISTERED', 'FAILED'],
    ]);
    const charged = await s.database.db
      .select()
      .from(paymentIntent)
      .where(and(eq(paymentIntent.accountId, club), eq(paymentIntent.status, 'succeeded')));
    expect(charged.filter((p) => p.metadata.orderId === orderId)).toEqual([]);
    // The basket still holds the registrations, ready for another card.
    expect((await basketOf('parent')).basketItems).toHaveLength(2);
  });

  let orderId: string;
  it('a good card registers both children and stores the plan', async () => {
    const out = await checkout('parent', 'INSTALLMENTS_ONLINE');
    orderId = out.orderId;
    expect((await pay(out.checkoutUrl!, '4242 4242 4242 4242')).status).toBe(303);
    const o = await order(orderId);
    expect(o.status).toBe('payment_processing');
    expect(o.amountMinor).toBe(2 * 3 * 1700);
    expect(o.paidMinor).toBe(2 * 1700);
    expect(o.instalments.map((i) => i.status)).toEqual(['PAID', 'DUE', 'DUE']);
    // A receipt for the first payment, numbered from the order.
    expect(o.receipts.map((r) => [r.amountMinor, r.method])).toEqual([[2 * 1700, 'CARD']]);
    expect(o.receipts[0]!.number).toMatch(/^[0-9A-F]{8}-1$/);
    expect(o.memberships.map((m) => m.membershipStatus)).toEqual(['REGISTERED', 'REGISTERED']);
    expect(o.memberships.every((m) => m.paymentStatus === 'PART_PAID')).toBe(true);
    expect((await basketOf('parent')).basketItems).toHaveLength(0);
    // Registered members cannot be registered twice for the season.
    expect((await register('parent', bothChildren)).status).toBe(409);
  });

  it('the instalment job retries a failed instalment and a success marks that part paid', async () => {
    const [o] = await s.database.db.select().from(membershipOrder).where(eq(membershipOrder.id, orderId));
    const plan = (await order(orderId)).instalments;
    const second = new Date(`${plan[1]!.dueDate}T12:00:00Z`);
    // Nothing is due before the day.
    expect(await runDueInstalments(s.database.db, provider, new Date(second.getTime() - 86_400_000))).toEqual(
      { paid: 0, failed: 0 },
    );
    await provider.updateSavedCard(o!.paymentMethodId!, true);
    expect(await runDueInstalments(s.database.db, provider, second)).toEqual({ paid: 0, failed: 1 });
    let now = await order(orderId);
    expect(now.instalments[1]!.status).toBe('FAILED');
    expect(now.memberships.every((m) => m.paymentStatus === 'FAILED')).toBe(true);
    // Not again until the retry is due; then it succeeds once the card is good.
    expect(
      await runDueInstalments(s.database.db, provider, new Date(second.getTime() + 3600_000 * 2)),
    ).toEqual({ paid: 0, failed: 0 });
    await provider.updateSavedCard(o!.paymentMethodId!, false);
    const retry = new Date(second.getTime() + 3 * 86_400_000);
    expect(await runDueInstalments(s.database.db, provider, retry)).toEqual({ paid: 1, failed: 0 });
    now = await order(orderId);
    expect(now.instalments.map((i) => i.status)).toEqual(['PAID', 'PAID', 'DUE']);
    expect(now.paidMinor).toBe(2 * 2 * 1700);
    expect(now.memberships.every((m) => m.paymentStatus === 'PART_PAID')).toBe(true);
    const [row] = await s.database.db
      .select()
      .from(membershipInstalment)
      .where(and(eq(membershipInstalment.orderId, orderId), eq(membershipInstalment.seq, 2)));
    expect(row!.attempts).toBe(2);
    // The last one pays the order off.
    const third = new Date(`${now.instalments[2]!.dueDate}T12:00:00Z`);
    expect(await runDueInstalments(s.database.db, provider, third)).toEqual({ paid: 1, failed: 0 });
    now = await order(orderId);
    expect(now.status).toBe('paid');
    expect(now.memberships.every((m) => m.paymentStatus === 'PAID')).toBe(true);
    // One receipt per payment taken: the failed attempt has none.
    expect(now.receipts.map((r) => r.amountMinor)).toEqual([3400, 3400, 3400]);
    expect(now.receipts.map((r) => r.number.split('-')[1])).toEqual(['1', '2', '3']);
  });

  it('a member cannot approve or refund; another club’s admin cannot touch this club’s memberships', async () => {
    const m = (await order(orderId)).memberships[0]!;
    for (const as of ['member', 'parent', 'coach']) {
      expect((await s.call(`/api/order/${orderId}/refund`, { method: 'POST', as })).status).toBe(403);
      const patch = await s.call(`/api/membership/${m.id}`, {
        method: 'PATCH',
        as,
        json: { membershipStatus: 'REGISTERED' },
      });
      expect(patch.status).toBe(403);
    }
    // The coach becomes an admin of another club.
    await makeAdminOfAnotherClub(s, 'coach');
    expect((await s.call(`/api/order/${orderId}/refund`, { method: 'POST', as: 'coach' })).status).toBe(403);
    const patch = await s.call(`/api/membership/${m.id}`, {
      method: 'PATCH',
      as: 'coach',
      json: { membershipStatus: 'REVOKED' },
    });
    expect(patch.status).toBe(403);
    const list = await s.call(`/api/membership?filter=organization.id:${club}`, { as: 'coach' });
    expect(list.status).toBe(403);
    expect((await s.call(`/api/order/${orderId}`, { as: 'coach' })).status).toBe(403);
  });

  it('a refund by the club admin revokes, and a revoked membership no longer covers the injury fund', async () => {
    const [uid] = await s.database.db.select({ u: person.uniqueId }).from(person).where(eq(person.id, older));
    const today = new Date().toISOString().slice(0, 10);
    const check = () =>
      s.call(`/api/external/pif/check?clubId=${club}&uniqueId=${uid!.u}&injuryDate=${today}`, {
        as: 'super-admin',
      });
    const before = await json<{ eligible: boolean }>(await check(), 200);
    expect(before.eligible).toBe(true);
    const refunded = await json<Order>(
      await s.call(`/api/order/${orderId}/refund`, {
        method: 'POST',
        as: 'officer',
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
      200,
    );
    expect(refunded.status).toBe('refunded');
    expect(refunded.memberships.map((m) => m.membershipStatus)).toEqual(['REVOKED', 'REVOKED']);
    const after = await json<{ eligible: boolean }>(await check(), 200);
    expect(after.eligible).toBe(false);
  });
});

describe('pay later and the admin lifecycle', () => {
  it('a pay-later order waits for the club to mark it paid', async () => {
    expect((await register('parent', [{ personId: younger, optionId: youthOption }])).status).toBe(201);
    const { orderId, checkoutUrl } = await checkout('parent', 'OFFLINE');
    expect(checkoutUrl).toBeNull();
    let o = await order(orderId);
    expect(o.status).toBe('payment_due');
    expect(o.memberships[0]!.membershipStatus).toBe('UNREGISTERED');
    expect(
      (await s.call(`/api/order/${orderId}`, { method: 'PATCH', as: 'parent', json: { status: 'paid' } }))
        .status,
    ).toBe(403);
    o = await json<Order>(
      await s.call(`/api/order/${orderId}`, { method: 'PATCH', as: 'officer', json: { status: 'paid' } }),
      200,
    );
    expect(o.status).toBe('paid');
    expect(o.memberships[0]!.membershipStatus).toBe('REGISTERED');
    expect(o.memberships[0]!.paymentStatus).toBe('PAID');
    expect(o.receipts.map((r) => [r.amountMinor, r.method])).toEqual([[o.amountMinor, 'OFFLINE']]);
    // Marking it paid twice is refused, and makes no second receipt.
    const again = await s.call(`/api/order/${orderId}`, {
      method: 'PATCH',
      as: 'officer',
      json: { status: 'paid' },
    });
    expect(again.status).toBe(409);
    expect((await order(orderId)).receipts).toHaveLength(1);
  });

  it('the club admin approves a pending membership and revokes it', async () => {
    const [m] = await s.database.db
      .select()
      .from(membership)
      .where(
        and(eq(membership.organizationId, club), eq(membership.membershipStatus, 'ASSOCIATION_FEES_PENDING')),
      )
      .limit(1);
    expect(m).toBeDefined();
    const approved = await json<{ membershipStatus: string }>(
      await s.call(`/api/membership/${m!.id}`, {
        method: 'PATCH',
        as: 'officer',
        json: { membershipStatus: 'REGISTERED' },
      }),
      200,
    );
    expect(approved.membershipStatus).toBe('REGISTERED');
    const revoked = await json<{ membershipStatus: string }>(
      await s.call(`/api/membership/${m!.id}`, {
        method: 'PATCH',
        as: 'officer',
        json: { membershipStatus: 'REVOKED' },
      }),
      200,
    );
    expect(revoked.membershipStatus).toBe('REVOKED');
    const list = await json<{ _embedded: { memberships: { id: string }[] } }>(
      await s.call(`/api/membership?filter=organization.id:${club},membershipStatus:REVOKED&size=1000`, {
        as: 'officer',
      }),
      200,
    );
    expect(list._embedded.memberships.map((x) => x.id)).toContain(m!.id);
  });

  it('lists packages season desc, name asc, and hides drafts from members', async () => {
    const created = await json<{ id: string }>(
      await s.call('/api/package/clone?fromPackageId=' + DEMO_PACKAGE_IDS.adult, {
        method: 'POST',
        as: 'officer',
      }),
      201,
    );
    const names = async (as: string) =>
      (
        await json<{ _embedded: { packages: { id: string; name: string; status: string }[] } }>(
          await s.call(`/api/package?filter=organization.id:${club}`, { as }),
          200,
        )
      )._embedded.packages.map((p) => p.name);
    expect(await names('officer')).toEqual([
      'Adult membership',
      'Adult membership (copy)',
      'Family membership',
      'Youth membership',
    ]);
    expect(await names('member')).toEqual(['Adult membership', 'Family membership', 'Youth membership']);
    expect((await s.call(`/api/package/${created.id}`, { method: 'DELETE', as: 'member' })).status).toBe(403);
    expect((await s.call(`/api/package/${created.id}`, { method: 'DELETE', as: 'officer' })).status).toBe(
      204,
    );
  });

  it('PUT without options keeps the option ids; PUT with options replaces them', async () => {
    type Pkg = { id: string; name: string; options: ({ id: string } & Record<string, unknown>)[] };
    const copy = await json<Pkg>(
      await s.call('/api/package/clone?fromPackageId=' + DEMO_PACKAGE_IDS.youth, {
        method: 'POST',
        as: 'officer',
      }),
      201,
    );
    const fields = { organizationId: club, name: 'Renamed copy', season, status: 'DRAFT' };
    const kept = await json<Pkg>(
      await s.call(`/api/package/${copy.id}`, { method: 'PUT', as: 'officer', json: fields }),
      200,
    );
    expect(kept.name).toBe('Renamed copy');
    expect(kept.options.map((o) => o.id)).toEqual(copy.options.map((o) => o.id));
    const options = copy.options.map(({ id: _id, packageId: _p, ...o }) => o);
    const replaced = await json<Pkg>(
      await s.call(`/api/package/${copy.id}`, { method: 'PUT', as: 'officer', json: { ...fields, options } }),
      200,
    );
    expect(replaced.options).toHaveLength(copy.options.length);
    expect(replaced.options.map((o) => o.id)).not.toContain(copy.options[0]!.id);
    expect((await s.call(`/api/package/${copy.id}`, { method: 'DELETE', as: 'officer' })).status).toBe(204);
  });

  it('takes a question link only on http:// or the product’s own host (seed 1 §5)', async () => {
    type Pkg = { id: string; options: ({ id: string; packageId: string } & Record<string, unknown>)[] };
    const pkg = await json<Pkg>(
      await s.call(`/api/package/${DEMO_PACKAGE_IDS.adult}`, { as: 'officer' }),
      200,
    );
    const { id: optionId, packageId: _p, ...option } = pkg.options[0]!;
    const withLink = (labelHref: string) => ({
      ...option,
      additionalQuestions: [
        {
          questionText: 'Club rules',
          labelHref,
          inputRequired: false,
          inputType: 'TEXT',
          questionOptions: '',
        },
      ],
    });
    const put = (labelHref: string) =>
      s.call(`/api/package/${pkg.id}/option/${optionId}`, {
        method: 'PUT',
        as: 'officer',
        json: withLink(labelHref),
      });
    const refused = await put('https://elsewhere.example/rules');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('additionalQuestions');
    expect((await put(`${s.url}/help/rules`)).status).toBe(200);
    expect((await put('')).status).toBe(200);
    // Back as it was.
    const restore = await s.call(`/api/package/${pkg.id}/option/${optionId}`, {
      method: 'PUT',
      as: 'officer',
      json: option,
    });
    expect(restore.status).toBe(200);
  });
});
