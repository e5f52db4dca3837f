/**
 * Payment history (seed 3 §3 Payment history item, §7 /payment-history and /payment-history/csv): one line
 * per money movement of an organisation, sorted by processed-on date descending. Amounts are integer minor
 * units: `amount` the gross, `totalFees` what the provider kept, `amountCredited` the signed net effect on
 * the balance (negative for money out).
 */
import * as v from 'valibot';
import { M } from '../messages.ts';
import { object } from '../lib/schema-helpers.ts';

export const HISTORY_TYPES = [
  'MEMBERSHIP',
  'DRAW',
  'PIF',
  'TOPUP',
  'PAYOUT',
  'REFUND',
  'LEVY',
  'OTHER',
] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];
export const HISTORY_DIRECTIONS = ['IN', 'OUT'] as const;

export interface PaymentHistoryItem {
  id: string;
  name: string;
  type: HistoryType;
  direction: 'IN' | 'OUT';
  amount: number;
  totalFees: number;
  amountCredited: number;
  currency: string;
  /** paid, succeeded, refunded, pending, in_transit (seed 3 §3 card payment statuses). */
  status: string;
  processedOn: string;
  /** When the money is (or was) available, or a payout arrives. */
  completionDate: string | null;
}

const IsoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, M.invalid.id));

/** The filters of GET /payment-history and /payment-history/csv. */
export const HistoryQuery = object({
  orgId: v.pipe(v.string(), v.minLength(1, M.required.id), v.maxLength(64)),
  type: v.optional(v.picklist(HISTORY_TYPES, M.invalidOption.id)),
  direction: v.optional(v.picklist(HISTORY_DIRECTIONS, M.invalidOption.id)),
  from: v.optional(IsoDate),
  to: v.optional(IsoDate),
  sort: v.optional(v.picklist(['processedOn,desc', 'processedOn,asc'], M.invalidSort.id), 'processedOn,desc'),
  size: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, M.outOfRange.id),
      v.transform(Number),
      v.minValue(1, M.outOfRange.id),
      v.maxValue(500, M.outOfRange.id),
    ),
    '100',
  ),
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type HistoryQuery = v.InferOutput<typeof HistoryQuery>;

/** The CSV columns (header row), in order; the table shows the same. */
export const HISTORY_CSV_COLUMNS = [
  'processedOn',
  'name',
  'type',
  'direction',
  'amount',
  'totalFees',
  'amountCredited',
  'currency',
  'status',
  'completionDate',
  'id',
] as const;
