/**
 * Fund clearing (seed 3 §4): when a top-up's money becomes available. Working days are Monday to Friday that
 * are not bank holidays (UTC dates; bank-holidays.ts: Ireland and the euro system for euro money, England and
 * Wales for BACS).
 * - Bank transfer: 1 to 2 working days pending, then a further day: available after 3 working days.
 * - SEPA debit: up to 14 working days (the local provider takes the longest).
 * - BACS and the others: at least 3 business days.
 * - Card: the card clearing of the checkout (CARD_CLEARING_DAYS working days).
 */
import type { PaymentMethodType } from './account.ts';
import { isBankHoliday, type BankCalendar } from './bank-holidays.ts';

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

/** The banks' calendar money moved by a method clears by: BACS in sterling, everything else in euro. */
export function calendarOf(type: PaymentMethodType): BankCalendar {
  return type === 'BACS_DEBIT' ? 'GB' : 'IE';
}

/** The banks' calendar of a payout in `currency`. */
export const calendarOfCurrency = (currency: string): BankCalendar =>
  currency.toUpperCase() === 'GBP' ? 'GB' : 'IE';

export function isWorkingDay(d: Date, calendar: BankCalendar = 'IE'): boolean {
  const day = d.getUTCDay();
  return day !== 0 && day !== 6 && !isBankHoliday(d, calendar);
}

/** `from` plus `days` working days, at the same time of day (a weekend or holiday start counts from the next). */
export function addWorkingDays(from: Date, days: number, calendar: BankCalendar = 'IE'): Date {
  let t = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    t = new Date(t.getTime() + DAY_MS);
    if (isWorkingDay(t, calendar)) left -= 1;
  }
  return t;
}

export function topUpClearsAt(type: PaymentMethodType, createdAt: Date): Date {
  return addWorkingDays(createdAt, CLEARING_WORKING_DAYS[type], calendarOf(type));
}
