/**
 * The local provider's ledger (local-balance.ts, local-money.ts) and fund clearing (seed 3 §4, §9), on a
 * migrated database with a fixed wall clock that the tests move through the provider's test clock:
 * - property: whatever top-ups, charges, refunds, debits, payouts and clock moves happen, available +
 *   pending + reserved is the money in less the money out, each bucket is what an independent model says,
 *   and a payout or debit beyond the available balance is refused and changes nothing;
 * - the clearing rules (bank transfer, SEPA, BACS), the top-up fees, the card refund cost, idempotent
 *   references, and the ledger refusing UPDATE and DELETE.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalPaymentsProvider } from '../../server/adapters/payments/local-provider.ts';
import { BalanceDebitError, REFUND_BANK_FEE_MINOR } from '../../server/adapters/payments/provider.ts';
import type { Database } from '../../server/db/client.ts';
import { paymentMethod } from '../../server/db/schema/index.ts';
import { topUpFee, cardRefundCost, basisPointsOf } from '../../domain/payment/fees.ts';
import type { PaymentMethodType } from '../../domain/payment/account.ts';
import { openTestDatabase } from './harness.ts';

const DAY = 24 * 3600 * 1000;
/** Friday 6 March 2026, 10:00 UTC. */
const FRIDAY = new Date('2026-03-06T10:00:00Z');
let database: Database;
let provider: LocalPaymentsProvider;
let accounts = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  provider = new LocalPaymentsProvider(database.db, {
    publicUrl: 'http://127.0.0.1:9',
    sessionTtlSeconds: 60,
    webhookUrl: 'http://127.0.0.1:9/none',
    now: () => FRIDAY,
  });
});
afterAll(() => database.close());

async function newAccount() {
  accounts += 1;
  const id = `acct-${accounts}`;
  const methods = {} as Record<PaymentMethodType | 'SAVED', string>;
  for (const type of ['EU_BANK_TRANSFER', 'SEPA_DEBIT', 'BACS_DEBIT', 'CARD'] as const) {
    methods[type] = `pm_${id}_${type}`;
    await database.db
      .insert(paymentMethod)
      .values({ id: methods[type], accountId: id, type, description: type, cardLast4: '4242' });
  }
  methods.SAVED = `pm_${id}_saved`;
  await database.db.insert(paymentMethod).values({ id: methods.SAVED, accountId: id, cardLast4: '4242' });
  return { id, methods };
}

const total = (b: { available: number; pending: number; reserved: number }) =>
  b.available + b.pending + b.reserved;

describe('the ledger', () => {
  it('always sums: available + pending + reserved is money in less money out, bucket by bucket', async () => {
    const Op = fc.oneof(
      fc.record({
        op: fc.constant('topUp' as const),
        type: fc.constantFrom('EU_BANK_TRANSFER', 'SEPA_DEBIT', 'BACS_DEBIT', 'CARD'),
        amount: fc.integer({ min: 10_000, max: 1_000_000 }),
      }),
      fc.record({ op: fc.constant('charge' as const), amount: fc.integer({ min: 100, max: 50_000 }) }),
      fc.record({ op: fc.constant('refund' as const), pick: fc.nat() }),
      fc.record({ op: fc.constant('payout' as const), amount: fc.integer({ min: 1, max: 2_000_000 }) }),
      fc.record({ op: fc.constant('debit' as const), amount: fc.integer({ min: 1, max: 500_000 }) }),
      fc.record({ op: fc.constant('transfer' as const), amount: fc.integer({ min: 1, max: 500_000 }) }),
      fc.record({ op: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 24 * 9 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(Op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const { id, methods } = await newAccount();
        // A transfer invoice's payee: what leaves `id` by transfer arrives here, available at once.
        const peer = `${id}-peer`;
        let transferred = 0;
        // The model: credits clearing at a time, money out now, payouts leaving at a time.
        const credits: { net: number; at: number }[] = [];
        const payouts: { amount: number; at: number }[] = [];
        let spent = 0;
        const charges: { id: string; amount: number; refunded: boolean }[] = [];
        for (const [n, o] of ops.entries()) {
          const before = await provider.balance(id, 'EUR');
          if (o.op === 'topUp') {
            const m = await provider.topUp({
              accountId: id,
              paymentMethodId: methods[o.type],
              amountMinor: o.amount,
              currency: 'EUR',
              description: 'Top-up',
              reference: `r${n}`,
            });
            expect(m.feeMinor).toBe(topUpFee(o.type, o.amount));
            credits.push({ net: o.amount - m.feeMinor, at: Date.parse(m.settlesAt) });
          } else if (o.op === 'charge') {
            const r = await provider.chargeSaved({
              paymentMethodId: methods.SAVED,
              accountId: id,
              amountMinor: o.amount,
              currency: 'EUR',
              description: 'Charge',
              metadata: {},
            });
            charges.push({ id: r.paymentIntentId, amount: o.amount, refunded: false });
            const now = (await provider.clock.current()).getTime();
            credits.push({ net: o.amount - basisPointsOf(o.amount, 135), at: now + 2 * DAY });
          } else if (o.op === 'refund') {
            const open = charges.filter((c) => !c.refunded);
            if (open.length === 0) continue;
            const c = open[o.pick % open.length]!;
            const cost = cardRefundCost(c.amount, REFUND_BANK_FEE_MINOR);
            if (before.available + before.pending < cost) {
              await expect(provider.refund(c.id)).rejects.toThrow();
            } else {
              await provider.refund(c.id);
              c.refunded = true;
              spent += cost;
            }
          } else if (o.op === 'transfer') {
            const t = {
              accountId: id,
              destinationAccountId: peer,
              amountMinor: o.amount,
              currency: 'EUR',
              description: 'Transfer invoice',
              reference: `r${n}`,
            };
            if (o.amount > before.available) {
              await expect(provider.transfer(t)).rejects.toBeInstanceOf(BalanceDebitError);
              expect(await provider.balance(id, 'EUR')).toEqual(before);
            } else {
              const made = await provider.transfer(t);
              expect((await provider.transfer(t)).id).toBe(made.id);
              spent += o.amount;
              transferred += o.amount;
            }
            const p = await provider.balance(peer, 'EUR');
            expect(p).toEqual({ currency: 'EUR', available: transferred, pending: 0, reserved: 0 });
          } else if (o.op === 'payout' || o.op === 'debit') {
            const move =
              o.op === 'payout'
                ? () =>
                    provider.payout({
                      accountId: id,
                      amountMinor: o.amount,
                      currency: 'EUR',
                      description: 'Payout',
                      reference: `r${n}`,
                    })
                : () =>
                    provider.debitBalance({
                      accountId: id,
                      amountMinor: o.amount,
                      currency: 'EUR',
                      description: 'Levy',
                      reference: `r${n}`,
                    });
            if (o.amount > before.available) {
              await expect(move()).rejects.toBeInstanceOf(BalanceDebitError);
              expect(await provider.balance(id, 'EUR')).toEqual(before);
            } else {
              const made = await move();
              if (o.op === 'payout') {
                payouts.push({
                  amount: o.amount,
                  at: Date.parse((made as unknown as { settlesAt: string }).settlesAt),
                });
              } else spent += o.amount;
            }
          } else {
            await provider.clock.advance(o.hours * 3600 * 1000);
          }
          const now = (await provider.clock.current()).getTime();
          const b = await provider.balance(id, 'EUR');
          const pending = credits.filter((c) => c.at > now).reduce((s, c) => s + c.net, 0);
          const reserved = payouts.filter((p) => p.at > now).reduce((s, p) => s + p.amount, 0);
          const paidOut = payouts.filter((p) => p.at <= now).reduce((s, p) => s + p.amount, 0);
          const moneyIn = credits.reduce((s, c) => s + c.net, 0);
          expect(total(b)).toBe(moneyIn - spent - paidOut);
          expect(b.pending).toBe(pending);
          expect(b.reserved).toBe(reserved);
          expect(b.available).toBe(moneyIn - spent - paidOut - pending - reserved);
          for (const v of [b.available, b.pending, b.reserved]) expect(Number.isInteger(v)).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('is append-only: UPDATE and DELETE are refused by the database', async () => {
    const { id, methods } = await newAccount();
    await provider.topUp({
      accountId: id,
      paymentMethodId: methods.EU_BANK_TRANSFER,
      amountMinor: 10_000,
      currency: 'EUR',
      description: 'x',
      reference: 'once',
    });
    await expect(
      database.db.execute(sql`update payment_ledger_entry set amount_minor = 1 where account_id = ${id}`),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`delete from payment_ledger_entry where account_id = ${id}`),
    ).rejects.toThrow();
  });
});

describe('fund clearing (seed 3 §4)', () => {
  async function topUpOn(type: PaymentMethodType, amount = 100_000) {
    const { id, methods } = await newAccount();
    const start = await provider.clock.current();
    const m = await provider.topUp({
      accountId: id,
      paymentMethodId: methods[type],
      amountMinor: amount,
      currency: 'EUR',
      description: 'Top-up',
      reference: `t-${type}`,
    });
    return { id, start, m };
  }

  it('a bank transfer is pending 1 to 2 working days, then available a further day later', async () => {
    const { id, start, m } = await topUpOn('EU_BANK_TRANSFER');
    const net = 100_000 - (111 + 260);
    expect(m.feeMinor).toBe(371);
    expect(await provider.balance(id, 'EUR')).toMatchObject({ available: 0, pending: net });
    const days = (Date.parse(m.settlesAt) - start.getTime()) / DAY;
    // From a Friday morning: Monday, Tuesday, then Wednesday = 5 calendar days (weekends do not count).
    if (start.getUTCDay() === 5) expect(days).toBe(5);
    expect(days).toBeGreaterThanOrEqual(3);
    await provider.clock.advance(Date.parse(m.settlesAt) - start.getTime() - 1);
    expect(await provider.balance(id, 'EUR')).toMatchObject({ available: 0, pending: net });
    await provider.clock.advance(1);
    expect(await provider.balance(id, 'EUR')).toMatchObject({ available: net, pending: 0 });
  });

  it('SEPA debit takes up to 14 working days; BACS at least 3 business days', async () => {
    const sepa = await topUpOn('SEPA_DEBIT');
    const sepaDays = (Date.parse(sepa.m.settlesAt) - sepa.start.getTime()) / DAY;
    expect(sepaDays).toBeGreaterThanOrEqual(14);
    // Weekends, and bank holidays (at most four fall within any 14 working days: a late Easter with 1 May and
    // the May Monday, or Christmas, St Stephen's and New Year's Day with a substitute).
    expect(sepaDays).toBeLessThanOrEqual(14 + 6 + 4);
    expect(sepa.m.feeMinor).toBe(50 + 260);
    const bacs = await topUpOn('BACS_DEBIT');
    expect((Date.parse(bacs.m.settlesAt) - bacs.start.getTime()) / DAY).toBeGreaterThanOrEqual(3);
    expect(bacs.m.feeMinor).toBe(200 + 260);
  });

  it('a card refund deducts the amount less 1.35 % plus the banking refund fee', async () => {
    const { id, methods } = await newAccount();
    const r = await provider.chargeSaved({
      paymentMethodId: methods.SAVED,
      accountId: id,
      amountMinor: 10_000,
      currency: 'EUR',
      description: 'x',
      metadata: {},
    });
    expect(total(await provider.balance(id, 'EUR'))).toBe(10_000 - 135);
    await provider.topUp({
      accountId: id,
      paymentMethodId: methods.EU_BANK_TRANSFER,
      amountMinor: 10_000,
      currency: 'EUR',
      description: 'cover',
      reference: 'cover',
    });
    const before = total(await provider.balance(id, 'EUR'));
    await provider.refund(r.paymentIntentId);
    expect(before - total(await provider.balance(id, 'EUR'))).toBe(10_000 - 135 + REFUND_BANK_FEE_MINOR);
  });

  it('a top-up or payout is made once per reference', async () => {
    const { id, start, m } = await topUpOn('EU_BANK_TRANSFER');
    const again = await provider.topUp({
      accountId: id,
      paymentMethodId: 'ignored on a replay',
      amountMinor: 100_000,
      currency: 'EUR',
      description: 'Top-up',
      reference: 't-EU_BANK_TRANSFER',
    });
    expect(again.id).toBe(m.id);
    await provider.clock.advance(Date.parse(m.settlesAt) - start.getTime());
    const p = { accountId: id, amountMinor: 5_000, currency: 'EUR', description: 'p', reference: 'p1' };
    const first = await provider.payout(p);
    expect((await provider.payout(p)).id).toBe(first.id);
    expect(await provider.balance(id, 'EUR')).toMatchObject({ reserved: 5_000 });
  });
});
