/**
 * Receipts (seed 1 §3 Membership "receipts"): one for each payment an order takes — the card payment at
 * checkout (or an instalment plan's first payment), each later instalment the job charges, and the club
 * marking a pay-later or upgrade order paid. Written in the same transaction as the payment it records, so a
 * receipt exists exactly when the money is counted in the order's `paid_minor`.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import { membershipReceipt } from '../../db/schema/index.ts';

export interface ReceiptInput {
  orderId: string;
  amountMinor: number;
  currency: string;
  method: 'CARD' | 'OFFLINE';
  paymentIntentId?: string | null;
  paidAt: Date;
}

export interface ReceiptDto {
  id: string;
  /** The order's receipt number: the order id's last eight characters and the receipt's place in it. */
  number: string;
  orderId: string;
  amountMinor: number;
  currency: string;
  method: string;
  paidAt: string;
}

/** Records a receipt; the caller holds the order's row (a transaction that changed it), so `seq` is safe. */
export async function addReceipt(db: Db, r: ReceiptInput): Promise<void> {
  const [{ next }] = (await db
    .select({ next: sql<number>`coalesce(max(${membershipReceipt.seq}), 0)::int + 1` })
    .from(membershipReceipt)
    .where(eq(membershipReceipt.orderId, r.orderId))) as [{ next: number }];
  await db.insert(membershipReceipt).values({
    id: uuidv7(),
    orderId: r.orderId,
    seq: next,
    amountMinor: r.amountMinor,
    currency: r.currency,
    method: r.method,
    paymentIntentId: r.paymentIntentId ?? null,
    paidAt: r.paidAt,
  });
}

export const receiptNumber = (orderId: string, seq: number) =>
  `${orderId.replace(/-/g, '').slice(-8).toUpperCase()}-${seq}`;

/** The receipts of the given orders, oldest first. */
export async function receiptsOf(db: Db, orderIds: string[]): Promise<ReceiptDto[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select()
    .from(membershipReceipt)
    .where(inArray(membershipReceipt.orderId, orderIds))
    .orderBy(asc(membershipReceipt.paidAt), asc(membershipReceipt.seq));
  return rows.map((r) => ({
    id: r.id,
    number: receiptNumber(r.orderId, r.seq),
    orderId: r.orderId,
    amountMinor: r.amountMinor,
    currency: r.currency,
    method: r.method,
    paidAt: r.paidAt.toISOString(),
  }));
}
