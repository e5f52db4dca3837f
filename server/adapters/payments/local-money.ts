/**
 * Top-ups and payouts of the local provider. Each is one transaction under the account's lock: a retry with
 * the same reference answers the first (idempotent by key), a payout is refused when the available balance
 * does not cover it, and the record's trigger posts its ledger rows (local-balance.ts).
 * - A top-up clears by its method's rule (domain/payment/clearing.ts) and pays its fee (domain/payment/fees.ts).
 * - A payout is reserved until it arrives, PAYOUT_ARRIVAL_WORKING_DAYS later.
 * - A transfer leaves the payer's available balance and reaches the destination's available balance at once
 *   (both rows from its trigger, summing to zero); the payer needs an account and the balance to cover it.
 */
import { and, desc, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import { paymentMethod, paymentPayout, paymentTopUp, paymentTransfer } from '../../db/schema/index.ts';
import type { MoneyMovementView, PaymentMethodType } from '../../../domain/payment/account.ts';
import {
  addWorkingDays,
  calendarOfCurrency,
  PAYOUT_ARRIVAL_WORKING_DAYS,
  topUpClearsAt,
} from '../../../domain/payment/clearing.ts';
import { topUpFee } from '../../../domain/payment/fees.ts';
import { ledgerBalance, lockAccount } from './local-balance.ts';
import {
  BalanceDebitError,
  PaymentsError,
  type PayoutInput,
  type TopUpInput,
  type TransferInput,
} from './provider.ts';

const newId = (prefix: string) => `${prefix}_${uuidv7().replace(/-/g, '')}`;

type TopUpRow = typeof paymentTopUp.$inferSelect;
type PayoutRow = typeof paymentPayout.$inferSelect;

export function topUpView(r: TopUpRow, now: Date): MoneyMovementView {
  return {
    id: r.id,
    kind: 'TOP_UP',
    amountMinor: r.amountMinor,
    feeMinor: r.feeMinor,
    currency: r.currency,
    status: r.availableAt <= now ? 'available' : 'pending',
    description: r.description,
    createdAt: r.createdAt.toISOString(),
    settlesAt: r.availableAt.toISOString(),
  };
}

export function payoutView(r: PayoutRow, now: Date): MoneyMovementView {
  return {
    id: r.id,
    kind: 'PAYOUT',
    amountMinor: r.amountMinor,
    feeMinor: 0,
    currency: r.currency,
    status: r.arrivalAt <= now ? 'paid' : 'in_transit',
    description: r.description,
    createdAt: r.createdAt.toISOString(),
    settlesAt: r.arrivalAt.toISOString(),
  };
}

function assertAmount(amountMinor: number) {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new PaymentsError('The amount must be a positive whole number of minor units');
  }
}

export async function createTopUp(db: Db, input: TopUpInput, now: Date): Promise<MoneyMovementView> {
  assertAmount(input.amountMinor);
  return db.transaction(async (tx) => {
    await lockAccount(tx, input.accountId);
    const [done] = await tx
      .select()
      .from(paymentTopUp)
      .where(and(eq(paymentTopUp.accountId, input.accountId), eq(paymentTopUp.reference, input.reference)));
    if (done) return topUpView(done, now);
    const [method] = await tx
      .select()
      .from(paymentMethod)
      .where(and(eq(paymentMethod.id, input.paymentMethodId), eq(paymentMethod.accountId, input.accountId)));
    if (!method) throw new PaymentsError(`No payment method ${input.paymentMethodId} on this account`);
    const type = method.type as PaymentMethodType;
    const fee = topUpFee(type, input.amountMinor);
    const [row] = await tx
      .insert(paymentTopUp)
      .values({
        id: newId('tu'),
        accountId: input.accountId,
        paymentMethodId: method.id,
        methodType: type,
        amountMinor: input.amountMinor,
        feeMinor: fee,
        currency: input.currency,
        description: input.description,
        reference: input.reference,
        availableAt: topUpClearsAt(type, now),
        createdAt: now,
      })
      .returning();
    return topUpView(row!, now);
  });
}

export async function createPayout(db: Db, input: PayoutInput, now: Date): Promise<MoneyMovementView> {
  assertAmount(input.amountMinor);
  return db.transaction(async (tx) => {
    await lockAccount(tx, input.accountId);
    const [done] = await tx
      .select()
      .from(paymentPayout)
      .where(and(eq(paymentPayout.accountId, input.accountId), eq(paymentPayout.reference, input.reference)));
    if (done) return payoutView(done, now);
    const balance = await ledgerBalance(tx, input.accountId, input.currency, now);
    if (input.amountMinor > balance.available) throw new BalanceDebitError('insufficient');
    const [row] = await tx
      .insert(paymentPayout)
      .values({
        id: newId('po'),
        accountId: input.accountId,
        amountMinor: input.amountMinor,
        currency: input.currency,
        status: 'pending',
        description: input.description,
        reference: input.reference,
        arrivalAt: addWorkingDays(now, PAYOUT_ARRIVAL_WORKING_DAYS, calendarOfCurrency(input.currency)),
        createdAt: now,
      })
      .returning();
    return payoutView(row!, now);
  });
}

export async function createTransfer(db: Db, input: TransferInput, now: Date): Promise<{ id: string }> {
  assertAmount(input.amountMinor);
  return db.transaction(async (tx) => {
    await lockAccount(tx, input.accountId);
    const [done] = await tx
      .select({ id: paymentTransfer.id })
      .from(paymentTransfer)
      .where(
        and(eq(paymentTransfer.accountId, input.accountId), eq(paymentTransfer.reference, input.reference)),
      );
    if (done) return done;
    const balance = await ledgerBalance(tx, input.accountId, input.currency, now);
    if (input.amountMinor > balance.available) throw new BalanceDebitError('insufficient');
    const id = newId('tr');
    await tx.insert(paymentTransfer).values({ id, ...input, createdAt: now });
    return { id };
  });
}

export async function listMovements(db: Db, accountId: string, now: Date): Promise<MoneyMovementView[]> {
  const [topUps, payouts] = await Promise.all([
    db
      .select()
      .from(paymentTopUp)
      .where(eq(paymentTopUp.accountId, accountId))
      .orderBy(desc(paymentTopUp.createdAt)),
    db
      .select()
      .from(paymentPayout)
      .where(eq(paymentPayout.accountId, accountId))
      .orderBy(desc(paymentPayout.createdAt)),
  ]);
  return [...topUps.map((r) => topUpView(r, now)), ...payouts.map((r) => payoutView(r, now))].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
}
