/**
 * Balances of the local test-mode provider, derived from its ledger and never stored: succeeded charges net
 * of the card fee (pending until `available_at`, then available), less refunds (net amount plus the banking
 * refund fee) and payouts; payouts not yet arrived are also reported as reserved.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentIntent, paymentPayout, paymentRefund } from '../../db/schema/index.ts';
import type { Balance } from './provider.ts';

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
  return {
    currency,
    available: Number(charges!.available) - Number(refunds!.total) - Number(payouts!.total),
    pending: Number(charges!.pending),
    reserved: Number(payouts!.reserved),
  };
}
