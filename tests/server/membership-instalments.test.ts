/**
 * Membership bought in instalments on the real server: checkout through the local payments provider (a
 * declined card, then a good one), the instalment job with its retry (time driven by `now`), receipts, who
 * may approve or refund, and a refund that revokes the memberships and their injury fund cover.
 */
import { seedId } from '../../server/db/seed/random.ts';
import { pifSeasonYear } from '../../domain/injury/pif-eligibility.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LocalPaymentsProvider } from '../../server/adapters/payments/local-provider.ts';
import { runDueInstalments } from '../../server/jobs/membership-instalments.ts';
import {
  membershipInstalment,
  membershipOrder,
  paymentIntent,
  person,
} from '../../server/db/schema/index.ts';
import { world } from './world.ts';
import { bothChildren, club, json, membershipCalls, older, type Order } from './membership-calls.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
let provider: LocalPaymentsProvider;

beforeAll(async () => {
  s = await startTestServer();
  provider = new LocalPaymentsProvider(s.database.db, { publicUrl: s.url, sessionTtlSeconds: 60 });
});
afterAll(() => s.close());
const { basketOf, register, checkout, pay, order } = membershipCalls(() => s);

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
    await world(s).adminOfAnotherClub('coach');
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
    // The seed leaves this season's main-club injury fund invoice due: the association records it paid.
    const invoice = seedId('pif', `invoice:${club}:${pifSeasonYear(today)}`);
    const paid = await s.call(`/api/invoice/${invoice}`, {
      method: 'PATCH',
      as: 'fees-officer',
      json: { status: 'PAID_OFFLINE' },
    });
    expect(paid.status).toBe(200);
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
