/**
 * Day arithmetic on transport dates (`yyyy-MM-dd`, Europe/Dublin calendar) for every rule and screen that
 * counts days or years (injury and vetting windows, certification expiry, accreditation, the calendar's
 * weeks): whole days only, computed in UTC so no daylight-saving change can move a day.
 */
import { parseIsoDate } from './dates.ts';

function toUtc(iso: string): number {
  const d = parseIsoDate(iso);
  if (!d) throw new RangeError(`Not a yyyy-MM-dd date: ${iso}`);
  return Date.UTC(d.year, d.month - 1, d.day);
}

const DAY_MS = 86_400_000;

/** `iso` plus `days` (negative to go back), as `yyyy-MM-dd`. */
export function addDays(iso: string, days: number): string {
  return new Date(toUtc(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `iso` plus `years`, as `yyyy-MM-dd`; 29 February becomes 28 February in a year without one. */
export function addYears(iso: string, years: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (0 when equal, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}
