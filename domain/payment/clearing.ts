/**
 * Fund clearing (seed 3 §4): when a top-up's money becomes available. Working days are Monday to Friday
 * (UTC; public holidays are not known to the local provider and are not skipped).
 * - Bank transfer: 1 to 2 working days pending, then a further day: available after 3 working days.
 * - SEPA debit: up to 14 working days (the local provider takes the longest).
 * - BACS and the others: at least 3 business days.
 * - Card: the card clearing of the checkout (CARD_CLEARING_DAYS working days).
 */
import type { PaymentMethodType } from './account.ts';

const DAY_MS = 24 * 3600 * 1000;

export const CLEARING_WORKING_DAYS: Record<PaymentMethodType, number> = {
  EU_BANK_TRANSFER: 3,
  SEPA_DEBIT: 14,
  BACS_DEBIT: 3,
  AU_BECS_DEBIT: 3,
  US_BANK_ACCOUNT: 3,
  CARD: 2,
};

/** Payouts arrive in the bank after this many working days (reserved until then). */
export const PAYOUT_ARRIVAL_WORKING_DAYS = 2;

export function isWorkingDay(d: Date): boolean {
  const day = d.getUTCDay();
  return day !== 0 && day !== 6;
}

/** `from` plus `days` working days, at the same time of day (a weekend start counts from Monday). */
export function addWorkingDays(from: Date, days: number): Date {
  let t = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    t = new Date(t.getTime() + DAY_MS);
    if (isWorkingDay(t)) left -= 1;
  }
  return t;
}

export function topUpClearsAt(type: PaymentMethodType, createdAt: Date): Date {
  return addWorkingDays(createdAt, CLEARING_WORKING_DAYS[type]);
}
