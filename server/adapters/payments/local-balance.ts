/**
 * Balances of the local test-mode provider, derived from its ledger and never stored: succeeded charges net
 * of the card fee (pending until `available_at`, then available), less refunds (net amount plus the banking
 * refund fee), payouts and debits (levies); payouts not yet arrived are also reported as reserved.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from 'uuidv7';
import { paymentDebit, paymentIntent, paymentPayout, paymentRefund } from '../../db/schema/index.ts';
import { BalanceDebitError, type Balance, type BalanceDebit } from './provider.ts';

export async function ledgerBalance(
  db: Db,
  accountId: string,
  currency: string,
  now: Date,
): Promise<Balance> {
  const [charges] = await db
    .select({
      available: sql<string>`coalesce(sum(${paymentIntent.amountMinor} - ${paymentIntent.feeMinor}) filter (where ${paymentIntent.availableAt} <= ${now.toISOString()}), 0)`,
      pending: sql<string>`coalesce(sum(${paymentIntent.amountMinor} - ${paymentIntent.feeMinor}) filter (where ${paymentIntent.availableAt} > ${now.toISOString()}), 0)`,
    })
    .from(paymentIntent)
    .where(
      and(
        eq(paymentIntent.accountId, accountId),
        eq(paymentIntent.currency, currency),
        eq(paymentIntent.status, 'succeeded'),
      ),
    );
  const [refunds] = await db
    .select({
      total: sql<string>`coalesce(sum(${paymentRefund.amountMinor} - ${paymentIntent.feeMinor} + ${paymentRefund.feeMinor}), 0)`,
    })
    .from(paymentRefund)
    .innerJoin(paymentIntent, eq(paymentIntent.id, paymentRefund.paymentIntentId))
    .where(and(eq(paymentRefund.accountId, accountId), eq(paymentIntent.currency, currency)));
  const [payouts] = await db
    .select({
      total: sql<string>`coalesce(sum(${paymentPayout.amountMinor}), 0)`,
      reserved: sql<string>`coalesce(sum(${paymentPayout.amountMinor}) filter (where ${paymentPayout.arrivalAt} > ${now.toISOString()}), 0)`,
    })
    .from(paymentPayout)
    .where(and(eq(paymentPayout.accountId, accountId), eq(paymentPayout.currency, currency)));
  const [debits] = await db
    .select({ total: sql<string>`coalesce(sum(${paymentDebit.amountMinor}), 0)` })
    .from(paymentDebit)
    .where(and(eq(paymentDebit.accountId, accountId), eq(paymentDebit.currency, currency)));
  return {
    currency,
    available:
      Number(charges!.available) - Number(refunds!.total) - Number(payouts!.total) - Number(debits!.total),
    pending: Number(charges!.pending),
    reserved: Number(payouts!.reserved),
  };
}

/**
 * A debit of the available balance, once per reference: the account's row lock (a transaction-level
 * advisory lock on its id) serialises debits so two at once cannot both spend the same balance.
 */
export async function debitLedger(db: Db, d: BalanceDebit, now: Date): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${d.accountId}))`);
    const [done] = await tx
      .select({ id: paymentDebit.id })
      .from(paymentDebit)
      .where(and(eq(paymentDebit.accountId, d.accountId), eq(paymentDebit.reference, d.reference)));
    if (done) return done;
    const balance = await ledgerBalance(tx, d.accountId, d.currency, now);
    if (d.amountMinor <= 0 || d.amountMinor > balance.available) throw new BalanceDebitError('insufficient');
    const id = `db_${uuidv7().replace(/-/g, '')}`;
    await tx.insert(paymentDebit).values({ id, ...d });
    return { id };
  });
}
