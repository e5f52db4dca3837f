/**
 * The super admin's accounts and exchange rates (seed 3 §3, §5, §6, §7): payment customers, a simulated bank
 * transfer into the cash balance, charging it into the club's balance (pending, then available by the fund
 * clearing rules when the test clock moves), idempotent replay, both audits; exchange rates with their limits,
 * one ACTIVE per pair, listed by status then newest change; the payout freeze with a reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalPaymentsProvider } from '../../server/adapters/payments/local-provider.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
let provider: LocalPaymentsProvider;
const club = orgId.club(MAIN_CLUB_KEY);
let n = 0;
beforeAll(async () => {
  s = await startTestServer();
  provider = new LocalPaymentsProvider(s.database.db, { publicUrl: s.url, sessionTtlSeconds: 60 });
});
afterAll(() => s.close());

const send = (method: string, path: string, json?: unknown, key = `sa-${++n}`, as = 'super-admin') =>
  s.call(path, { method, as, json, headers: { 'Idempotency-Key': key } });
async function body<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}
type Customer = { organizationId: string; cashBalances: { currency: string; amountMinor: number }[] };
const eur = async () =>
  (
    await body<{ balances: { currency: string; available: number; pending: number }[] }>(
      await s.call(`/api/payment-account/${club}`, { as: 'officer' }),
      200,
    )
  ).balances.find((b) => b.currency === 'EUR')!;

describe('accounts: cash balance', () => {
  it('finds the club, funds its cash balance once per key, charges it into the club’s balance by the clearing rules', async () => {
    const list = await body<{ _embedded: { customers: Customer[] } }>(
      await s.call('/api/super-admin/payment-customer?search=Naomh', { as: 'super-admin' }),
      200,
    );
    expect(list._embedded.customers.map((c) => c.organizationId)).toContain(club);
    const fund = `/api/super-admin/test_helper/organization/${club}/fund_cash_balance`;
    await body(await send('POST', fund, { currency: 'EUR', amount: 0 }), 400);
    await body<Customer>(await send('POST', fund, { currency: 'EUR', amount: 20_000 }, 'fund-1'), 200);
    const replay = await body<Customer>(
      await send('POST', fund, { currency: 'EUR', amount: 20_000 }, 'fund-1'),
      200,
    );
    expect(replay.cashBalances).toEqual([{ currency: 'EUR', amountMinor: 20_000 }]);

    const before = await eur();
    const charge = `/api/super-admin/organization/${club}/balance-transfer/currency/EUR`;
    const out = await body<{ topUp: { amountMinor: number; feeMinor: number; status: string } }>(
      await send('POST', charge, undefined, 'charge-1'),
      200,
    );
    expect(out.topUp).toMatchObject({ amountMinor: 20_000, status: 'pending' });
    await body(await send('POST', charge, undefined, 'charge-1'), 200);
    await body(await send('POST', charge, undefined, 'charge-2'), 409);
    const pending = await eur();
    expect(pending.pending - before.pending).toBe(20_000 - out.topUp.feeMinor);
    expect(pending.available).toBe(before.available);
    await provider.clock.advance(10 * 86_400_000); // 3 working days, over any bank holidays
    const after = await eur();
    expect(after.available - before.available).toBe(20_000 - out.topUp.feeMinor);

    const audit = await body<{ _embedded: { auditLog: { action: string }[] } }>(
      await s.call('/api/super-admin/audit-log', { as: 'super-admin' }),
      200,
    );
    expect(audit._embedded.auditLog.map((a) => a.action)).toEqual(
      expect.arrayContaining(['CASH_BALANCE_FUND', 'CASH_BALANCE_CHARGE']),
    );
    await body(await send('POST', fund, { currency: 'EUR', amount: 100 }, 'x', 'officer'), 403);
  });
});

describe('exchange rates (seed 3 §5: a new rate required)', () => {
  it('adds, refuses bad rates and a second ACTIVE pair, edits, and lists by status then newest', async () => {
    const path = '/api/super-admin/fx-rates';
    const bad = await body<{ errors: { code: string }[] }>(
      await send('POST', path, { sourceCurrency: 'EUR', destinationCurrency: 'GBP', rate: '' }),
      400,
    );
    expect(bad.errors[0]!.code).toBe('validation.exchangeRate.required');
    await body(
      await send('POST', path, { sourceCurrency: 'EUR', destinationCurrency: 'GBP', rate: '0' }),
      400,
    );
    await body(
      await send('POST', path, { sourceCurrency: 'EUR', destinationCurrency: 'EUR', rate: '1' }),
      400,
    );
    await body(
      await send('POST', path, { sourceCurrency: 'EUR', destinationCurrency: 'GBP', rate: '0.1234567891' }),
      400,
    );
    const a = await body<{ id: string; rate: string }>(
      await send('POST', path, { sourceCurrency: 'EUR', destinationCurrency: 'GBP', rate: '0.85500000' }),
      201,
    );
    expect(a.rate).toBe('0.855');
    await body(
      await send('POST', path, { sourceCurrency: 'EUR', destinationCurrency: 'GBP', rate: '0.86' }),
      409,
    );
    await body(await send('PATCH', `${path}/${a.id}`, { rate: '0.86', status: 'INACTIVE' }), 200);
    const b = await body<{ id: string }>(
      await send('POST', path, { sourceCurrency: 'EUR', destinationCurrency: 'GBP', rate: '0.87' }),
      201,
    );
    await body(await send('PATCH', `${path}/${a.id}`, { rate: '0.86', status: 'ACTIVE' }), 409);
    const list = await body<{ _embedded: { fxRates: { id: string; status: string }[] } }>(
      await s.call(path, { as: 'super-admin' }),
      200,
    );
    const ids = list._embedded.fxRates.map((r) => r.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    await body(await s.call(path, { as: 'officer' }), 403);
  });
});

describe('payout freeze with a reason', () => {
  it('is kept in both audits and refuses the treasurer’s payout request', async () => {
    const freeze = `/api/super-admin/organization/${club}/payout-freeze`;
    await body(await send('PUT', freeze, { frozen: true, reason: 'Under review' }), 200);
    const refused = await send(
      'POST',
      `/api/payment-account/${club}/approval`,
      { additionalType: 'PAYOUT', amount: 100, currency: 'EUR', description: 'Kit' },
      'payout-frozen',
      'officer',
    );
    expect((await body<{ errors: { code: string }[] }>(refused, 409)).errors[0]!.code).toBe(
      'payment.error.payoutsFrozen',
    );
    await body(await send('PUT', freeze, { frozen: false }), 200);
  });
});
