/**
 * The local provider's customer cash balances (seed 3 §3 "Customer organisation payment account with a cash
 * balance"; Stripe's customer cash balance): `payment_cash_transaction` rows, append-only, summed per
 * currency. A simulated bank transfer (the super admin's test helper) FUNDS it; charging it moves the whole
 * balance into the club's own balance as a bank-transfer top-up — a `payment_top_up` row, so the ledger
 * triggers post it pending and it becomes available by the fund clearing rules (1–2 working days pending,
 * then a day: domain/payment/clearing.ts), less the bank transfer fee of §9. Each movement is once per
 * reference, under the account's lock.
 */
import { and, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import { paymentCashTransaction as cash, paymentTopUp } from '../../db/schema/index.ts';
import type { MoneyMovementView } from '../../../domain/payment/account.ts';
import { topUpClearsAt } from '../../../domain/payment/clearing.ts';
import { topUpFee } from '../../../domain/payment/fees.ts';
import { lockAccount } from './local-balance.ts';
import { topUpView } from './local-money.ts';
import { PaymentsError, type CashBalance, type CashMovementInput } from './provider.ts';

const newId = (prefix: string) => `${prefix}_${uuidv7().replace(/-/g, '')}`;

/** The top-up's payment method: the customer's cash balance, not a bank account of the club. */
export const CASH_BALANCE_METHOD = 'cash_balance';

export async function cashBalances(db: Db, accountId: string): Promise<CashBalance[]> {
  const rows = await db
    .select({ currency: cash.currency, amount: sql<string>`sum(${cash.amountMinor})` })
    .from(cash)
    .where(eq(cash.accountId, accountId))
    .groupBy(cash.currency)
    .orderBy(cash.currency);
  return rows.map((r) => ({ currency: r.currency, amountMinor: Number(r.amount) }));
}

async function cashBalance(db: Db, accountId: string, currency: string): Promise<number> {
  const [row] = await db
    .select({ amount: sql<string>`coalesce(sum(${cash.amountMinor}), 0)` })
    .from(cash)
    .where(and(eq(cash.accountId, accountId), eq(cash.currency, currency)));
  return Number(row?.amount ?? 0);
}

export async function fundCash(
  db: Db,
  input: CashMovementInput & { amountMinor: number },
  now: Date,
): Promise<CashBalance> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
    throw new PaymentsError('The amount must be a positive whole number of minor units');
  }
  return db.transaction(async (tx) => {
    await lockAccount(tx, input.organizationId);
    await tx
      .insert(cash)
      .values({
        id: newId('cbt'),
        accountId: input.organizationId,
        kind: 'FUNDED',
        amountMinor: input.amountMinor,
        currency: input.currency,
        reference: input.reference,
        createdAt: now,
      })
      .onConflictDoNothing();
    return {
      currency: input.currency,
      amountMinor: await cashBalance(tx, input.organizationId, input.currency),
    };
  });
}

export async function chargeCash(
  db: Db,
  input: CashMovementInput,
  now: Date,
): Promise<MoneyMovementView | null> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, input.organizationId);
    const [done] = await tx
      .select()
      .from(cash)
      .where(and(eq(cash.accountId, input.organizationId), eq(cash.reference, input.reference)));
    if (done) {
      if (!done.topUpId) return null;
      const [t] = await tx.select().from(paymentTopUp).where(eq(paymentTopUp.id, done.topUpId));
      return t ? topUpView(t, now) : null;
    }
    const amount = await cashBalance(tx, input.organizationId, input.currency);
    if (amount <= 0) return null;
    const [row] = await tx
      .insert(paymentTopUp)
      .values({
        id: newId('tu'),
        accountId: input.organizationId,
        paymentMethodId: CASH_BALANCE_METHOD,
        methodType: 'EU_BANK_TRANSFER',
        amountMinor: amount,
        feeMinor: topUpFee('EU_BANK_TRANSFER', amount),
        currency: input.currency,
        description: 'Cash balance (bank transfer)',
        reference: `cash:${input.reference}`,
        availableAt: topUpClearsAt('EU_BANK_TRANSFER', now),
        createdAt: now,
      })
      .returning();
    await tx.insert(cash).values({
      id: newId('cbt'),
      accountId: input.organizationId,
      kind: 'CHARGED',
      amountMinor: -amount,
      currency: input.currency,
      reference: input.reference,
      topUpId: row!.id,
      createdAt: now,
    });
    return topUpView(row!, now);
  });
}
