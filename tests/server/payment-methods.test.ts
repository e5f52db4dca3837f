/**
 * Payment methods on the real server (seed 3 §3 Payment method, §5 description ≤ 30): a person's own (scoped
 * to the caller: another person's id answers 404; each change in the payment audit under the person), a club's (its finance admins; audited), the idempotent
 * replay of an add, the refund quote (1.35 % plus the bank fee), and the payer's subscriptions.
 */
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipOrder, paymentAudit } from '../../server/db/schema/index.ts';
import { personId } from '../../server/db/seed/people.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
const club = orgId.club(MAIN_CLUB_KEY);
const base = `/api/payment-account/${club}/payment-method`;
let n = 0;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const send = (method: string, path: string, as: string, json?: unknown, key = `pm-${++n}`) =>
  s.call(path, { method, as, json, headers: { 'Idempotency-Key': key } });
async function body<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}
type Method = { id: string; type: string; description: string; last4: string; cardType: string | null };
const card = { type: 'CARD', description: 'My Visa', currency: 'EUR', token: 'pm_card_visa' };
const bank = {
  type: 'SEPA_DEBIT',
  description: 'Club SEPA account',
  currency: 'EUR',
  country: 'IE',
  accountNumber: 'IE29 AIBK 9311 5212 3456 78',
};

describe('a person’s own payment methods', () => {
  it('adds a test card (brand and last 4 only), lists it, and refuses a description over 30', async () => {
    const m = await body<Method>(await send('POST', '/api/payment-method', 'member', card), 201);
    expect(m).toMatchObject({ type: 'CARD', cardType: 'visa', last4: '4242', description: 'My Visa' });
    const list = await body<{ _embedded: { paymentMethods: Method[] } }>(
      await s.call('/api/payment-method', { as: 'member' }),
      200,
    );
    expect(list._embedded.paymentMethods.map((x) => x.id)).toContain(m.id);
    const long = await body<{ errors: { code: string }[] }>(
      await send('POST', '/api/payment-method', 'member', { ...card, description: 'x'.repeat(31) }),
      400,
    );
    expect(long.errors[0]!.code).toBe('validation.payment.methodDescriptionMax');
    await body(
      await send('POST', '/api/payment-method', 'member', { ...card, token: 'pm_card_unknown' }),
      400,
    );
  });

  it('is unreachable from another person: list, rename and delete answer nothing of it', async () => {
    const m = await body<Method>(await send('POST', '/api/payment-method', 'member', card), 201);
    const other = await body<{ _embedded: { paymentMethods: Method[] } }>(
      await s.call('/api/payment-method', { as: 'coach' }),
      200,
    );
    expect(other._embedded.paymentMethods.map((x) => x.id)).not.toContain(m.id);
    await body(await send('PATCH', `/api/payment-method/${m.id}`, 'coach', { description: 'Mine now' }), 404);
    await body(await send('DELETE', `/api/payment-method/${m.id}`, 'coach'), 404);
    // Nor from the club's account routes.
    await body(await send('DELETE', `${base}/${m.id}`, 'officer'), 404);
    await body(await send('DELETE', `/api/payment-method/${m.id}`, 'member'), 204);
    await body(await send('DELETE', `/api/payment-method/${m.id}`, 'member'), 404);
  });

  it('writes each change to the payment audit under the person, and nothing for another person’s attempts', async () => {
    const me = async (as: string) =>
      ((await (await s.call('/api/person/me', { as })).json()) as { id: string }).id;
    const [member, coach] = [await me('member'), await me('coach')];
    const m = await body<Method>(await send('POST', '/api/payment-method', 'member', card), 201);
    await body(
      await send('PATCH', `/api/payment-method/${m.id}`, 'member', { description: 'Old Visa' }),
      200,
    );
    await body(await send('PATCH', `/api/payment-method/${m.id}`, 'coach', { description: 'Mine' }), 404);
    await body(await send('DELETE', `/api/payment-method/${m.id}`, 'coach'), 404);
    await body(await send('DELETE', `/api/payment-method/${m.id}`, 'member'), 204);
    const rows = (await s.database.db.select().from(paymentAudit))
      .filter((r) => r.subjectId?.startsWith(m.id))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(rows.map((r) => [r.action, r.personId, r.organizationId, r.actorId])).toEqual([
      ['PAYMENT_METHOD_ADDED', member, null, member],
      ['PAYMENT_METHOD_UPDATED', member, null, member],
      ['PAYMENT_METHOD_REMOVED', member, null, member],
    ]);
    expect(rows[0]!.detail).toBe('CARD My Visa ····4242');
    expect(JSON.stringify(rows)).not.toContain('pm_card_visa');
    expect(rows.some((r) => r.actorId === coach)).toBe(false);
    // No organisation's audit log shows a person's own methods.
    const log = await body<{ _embedded: { auditEvents: { subjectId: string | null }[] } }>(
      await s.call(`/api/payment-account/${club}/audit-log?size=100`, { as: 'officer' }),
      200,
    );
    expect(log._embedded.auditEvents.filter((e) => e.subjectId?.startsWith(m.id))).toEqual([]);
  });

  it('replays an add with the same Idempotency-Key: one method', async () => {
    const a = await body<Method>(await send('POST', '/api/payment-method', 'parent', card, 'same-add'), 201);
    const b = await body<Method>(await send('POST', '/api/payment-method', 'parent', card, 'same-add'), 201);
    expect(b.id).toBe(a.id);
    const list = await body<{ _embedded: { paymentMethods: Method[] } }>(
      await s.call('/api/payment-method', { as: 'parent' }),
      200,
    );
    expect(list._embedded.paymentMethods.filter((x) => x.id === a.id)).toHaveLength(1);
  });
});

describe('a club’s payment methods', () => {
  it('the treasurer adds, renames and deletes a bank account; each is in the payment audit', async () => {
    const m = await body<Method>(await send('POST', base, 'officer', bank), 201);
    expect(m).toMatchObject({ type: 'SEPA_DEBIT', last4: '5678', cardType: null });
    expect(JSON.stringify(m)).not.toContain('93115212');
    const renamed = await body<Method>(
      await send('PATCH', `${base}/${m.id}`, 'officer', { description: 'Renamed' }),
      200,
    );
    expect(renamed.description).toBe('Renamed');
    await body(await send('DELETE', `${base}/${m.id}`, 'officer'), 204);
    const list = await body<{ _embedded: { paymentMethods: Method[] } }>(
      await s.call(base, { as: 'officer' }),
      200,
    );
    expect(list._embedded.paymentMethods.map((x) => x.id)).not.toContain(m.id);
    const log = await body<{ _embedded: { auditEvents: { action: string; subjectId: string }[] } }>(
      await s.call(`/api/payment-account/${club}/audit-log`, { as: 'officer' }),
      200,
    );
    const actions = log._embedded.auditEvents
      .filter((e) => e.subjectId?.startsWith(m.id))
      .map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['PAYMENT_METHOD_ADDED', 'PAYMENT_METHOD_UPDATED', 'PAYMENT_METHOD_REMOVED']),
    );
  });

  it('a person’s method is not the club’s to delete, and the super admin cannot add one', async () => {
    await body(await send('POST', base, 'super-admin', bank), 403);
    await body(await send('POST', base, 'coach', bank), 403);
  });
});

describe('the refund quote (seed 3 §4)', () => {
  it('takes the amount less 1.35 % plus the bank fee', async () => {
    const q = await body<{ cardFeeMinor: number; costMinor: number; refundable: boolean }>(
      await s.call(`/api/payment-account/${club}/refund-quote?amount=10000&currency=EUR`, { as: 'officer' }),
      200,
    );
    expect(q.cardFeeMinor).toBe(135);
    expect(q.costMinor).toBe(10_000 - 135 + 25);
    expect(typeof q.refundable).toBe('boolean');
  });
});

describe('subscriptions (seed 3 §3, §7)', () => {
  it('the payer lists their plan, moves it to their own card (not another’s), and cancels it; another person reaches none of it', async () => {
    const payer = personId('demo:member');
    const id = uuidv7();
    await s.database.db.insert(membershipOrder).values({
      id,
      personId: payer,
      organizationId: club,
      status: 'payment_processing',
      paymentType: 'INSTALLMENTS_ONLINE',
      amountMinor: 12_000,
      paidMinor: 1_000,
      currency: 'EUR',
    });
    type Sub = { id: string; paymentMethodId: string | null; planCancelled: boolean };
    const list = await body<{ _embedded: { subscriptions: Sub[] } }>(
      await s.call('/api/subscription', { as: 'member' }),
      200,
    );
    expect(list._embedded.subscriptions.map((x) => x.id)).toContain(id);
    const others = await body<{ _embedded: { subscriptions: Sub[] } }>(
      await s.call('/api/subscription', { as: 'coach' }),
      200,
    );
    expect(others._embedded.subscriptions.map((x) => x.id)).not.toContain(id);

    const mine = await body<Method>(await send('POST', '/api/payment-method', 'member', card), 201);
    const theirs = await body<Method>(await send('POST', '/api/payment-method', 'coach', card), 201);
    await body(await send('PATCH', `/api/subscription/${id}`, 'member', { paymentMethodId: theirs.id }), 400);
    await body(await send('PATCH', `/api/subscription/${id}`, 'coach', { paymentMethodId: theirs.id }), 404);
    const moved = await body<Sub>(
      await send('PATCH', `/api/subscription/${id}`, 'member', { paymentMethodId: mine.id }),
      200,
    );
    expect(moved.paymentMethodId).toBe(mine.id);

    await body(await send('DELETE', `/api/subscription/${id}/customer/${payer}`, 'coach'), 404);
    await body(
      await send('DELETE', `/api/subscription/${id}/customer/${personId('demo:coach')}`, 'coach'),
      404,
    );
    const cancelled = await body<Sub>(
      await send('DELETE', `/api/subscription/${id}/customer/${payer}`, 'member'),
      200,
    );
    expect(cancelled.planCancelled).toBe(true);
  });
});
