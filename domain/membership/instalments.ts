/**
 * Instalment plans (seed 1 §9: "Instalments start in February, the first payment is taken on the day, then
 * monthly on the same date; failed instalments are retried automatically").
 *
 * Read literally, and so implemented:
 * - "start in February": an instalment plan for a season can be taken out from 1 February of that season
 *   (before then only single or pay-later payment is offered).
 * - "the first payment is taken on the day": instalment 1 is due, and charged, on the checkout day.
 * - "then monthly on the same date": instalment k is due k − 1 months later on the same day of the month,
 *   or the month's last day when it has no such day (31 January → 28/29 February → 31 March).
 * - Retries: a failed instalment is tried again every RETRY_DAYS days, at most MAX_ATTEMPTS times in all.
 */
import { parseIsoDate } from '../lib/dates.ts';

export const INSTALMENTS_OPEN = { month: 2, day: 1 } as const;
export const RETRY_DAYS = 3;
export const MAX_ATTEMPTS = 4;

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Whether an instalment plan for `season` can start on `today` (yyyy-MM-dd). */
export function instalmentsOpen(season: number, today: string): boolean {
  return today >= `${season}-${pad(INSTALMENTS_OPEN.month)}-${pad(INSTALMENTS_OPEN.day)}`;
}

/** `start` plus `months` months, on the same day of the month (clamped to the month's end). */
export function addMonthsSameDate(start: string, months: number): string {
  const d = parseIsoDate(start);
  if (!d) throw new RangeError(`Not a yyyy-MM-dd date: ${start}`);
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${pad(month)}-${pad(Math.min(d.day, daysIn(year, month)))}`;
}

export interface ScheduledInstalment {
  seq: number;
  dueDate: string;
  amountMinor: number;
}

/** The plan: `count` payments of `amountMinor`, the first on `start`, then monthly on the same date. */
export function instalmentSchedule(start: string, count: number, amountMinor: number): ScheduledInstalment[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('At least one instalment');
  return Array.from({ length: count }, (_, i) => ({
    seq: i + 1,
    dueDate: addMonthsSameDate(start, i),
    amountMinor,
  }));
}

/** The day after `date` plus RETRY_DAYS, as the next attempt of a failed instalment. */
export function nextRetry(at: Date): Date {
  return new Date(at.getTime() + RETRY_DAYS * 24 * 3600_000);
}
