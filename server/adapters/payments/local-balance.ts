/**
 * Balances of the local test-mode provider, summed from its append-only ledger (payment_ledger_entry) at a
 * moment and never stored. The records (payment_intent, payment_refund, payment_payout, payment_debit,
 * payment_top_up) post their ledger rows through triggers (migration 0028), in the same transaction:
 * - a succeeded charge: its amount and, negative, its card fee, both pending until `available_at`;
 * - a top-up: its amount and, negative, its fee (seed 3 §9), pending until its clearing date;
 * - a refund: the amount less the card fee kept, and the banking refund fee, out of available;
 * - a payout: out of available into reserved, which stops counting when it arrives (the money has left);
 * - a debit (levy, fee): out of available.
 * So available + pending + reserved is always the money in less the money out (tests/server/payment-ledger).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uuidv7 } from 'uuidv7';
import { paymentDebit, paymentLedgerEntry as e } from '../../db/schema/index.ts';
import { BalanceDebitError, type Balance, type BalanceDebit } from './provider.ts';

export async function ledgerBalance(
  db: Db,
  accountId: string,
  currency: string,
  now: Date,
): Promise<Balance> {
  const at = now.toISOString();
  const [row] = await db
    .select({
      available: sql<string>`coalesce(sum(${e.amountMinor}) filter (where ${e.bucket} = 'available' or (${e.bucket} = 'pending' and ${e.movesAt} <= ${at})), 0)`,
      pending: sql<string>`coalesce(sum(${e.amountMinor}) filter (where ${e.bucket} = 'pending' and ${e.movesAt} > ${at}), 0)`,
      reserved: sql<string>`coalesce(sum(${e.amountMinor}) filter (where ${e.bucket} = 'reserved' and ${e.movesAt} > ${at}), 0)`,
    })
    .from(e)
    .where(and(eq(e.accountId, accountId), eq(e.currency, currency)));
  return {
    currency,
    available: Number(row!.available),
    pending: Number(row!.pending),
    reserved: Number(row!.reserved),
  };
}

/** The currencies an account holds money in (its ledger's), for the overview. */
export async function ledgerCurrencies(db: Db, accountId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ currency: e.currency })
    .from(e)
    .where(eq(e.accountId, accountId))
    .orderBy(e.currency);
  return rows.map((r) => r.currency);
}

/** Serialises the money movements of one account (a transaction-level advisory lock on its id). */
export async function lockAccount(tx: Db, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${accountId}))`);
}

/**
 * A debit of the available balance, once per reference: the account's lock serialises debits so two at once
 * cannot both spend the same balance.
 */
export async function debitLedger(db: Db, d: BalanceDebit, now: Date): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, d.accountId);
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
