/**
 * Exchange rates (seed 3 §3 "Exchange rate": source currency, destination currency, rate, status, created and
 * updated by and dates; §5 "New exchange rate required"; §7 listed by status ascending then updateDate
 * descending). The rate travels as a decimal string — exact, never a float — positive, at most 10 digits before
 * the point and 8 after; the currencies are two different 3-letter codes. One ACTIVE rate per pair.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';
import { requiredString, strictObject } from '../lib/schema-helpers.ts';

export const EXCHANGE_RATE_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type ExchangeRateStatus = (typeof EXCHANGE_RATE_STATUSES)[number];

const CurrencyCode = v.pipe(requiredString(), v.regex(/^[A-Z]{3}$/, M.paymentCurrency.id));

export const ExchangeRateValue = v.pipe(
  requiredString(M.exchangeRateRequired.id),
  v.regex(/^\d{1,10}(\.\d{1,8})?$/, M.exchangeRateFormat.id),
  v.check((s) => /[1-9]/.test(s), M.exchangeRatePositive.id),
);

export const ExchangeRateInput = v.pipe(
  strictObject({
    sourceCurrency: CurrencyCode,
    destinationCurrency: CurrencyCode,
    rate: ExchangeRateValue,
    status: v.optional(v.picklist(EXCHANGE_RATE_STATUSES, M.invalid.id), 'ACTIVE'),
  }),
  v.forward(
    v.check((r) => r.sourceCurrency !== r.destinationCurrency, M.exchangeRateSamePair.id),
    ['destinationCurrency'],
  ),
);
export type ExchangeRateInput = v.InferOutput<typeof ExchangeRateInput>;

/** Editing a rate: its value and status (the pair stays). */
export const ExchangeRateUpdateInput = strictObject({
  rate: ExchangeRateValue,
  status: v.picklist(EXCHANGE_RATE_STATUSES, M.invalid.id),
});
export type ExchangeRateUpdateInput = v.InferOutput<typeof ExchangeRateUpdateInput>;

export interface ExchangeRateView {
  id: string;
  sourceCurrency: string;
  destinationCurrency: string;
  /** Decimal string, trailing zeros dropped. */
  rate: string;
  status: ExchangeRateStatus;
  createdBy: string | null;
  updatedBy: string | null;
  createDate: string;
  updateDate: string;
}

/** "1.23000000" → "1.23"; "2.00000000" → "2". */
export function normalizeRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
}
