/**
 * Calendar dates as the product moves them: `yyyy-MM-dd` strings on the wire (seed 1 §9), and the
 * product's calendar is Europe/Dublin, so "today" is Dublin's today whatever the machine's zone.
 * Everything here is string arithmetic on calendar dates; no Date is built from a transport date, so
 * no time zone or daylight-saving shift can move a birthday. Functions that depend on the clock take an
 * optional `now` so tests (and the server, per request) can pin it.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';
import { endPipeOnIssue, requiredString } from './schema-helpers.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days in a month of the proleptic Gregorian calendar (month 1–12). */
function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Splits a `yyyy-MM-dd` string into numbers, or `null` when it is not a real calendar date. */
export function parseIsoDate(iso: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** True when `iso` is a `yyyy-MM-dd` string naming a real calendar date (no 2023-02-29). */
export function isIsoDate(iso: string): boolean {
  return parseIsoDate(iso) !== null;
}

/** A transport date: `yyyy-MM-dd`, a real calendar date. */
export const TransportDate = v.pipe(
  requiredString(M.required.id, false),
  v.check(isIsoDate, M.dateInvalid.id),
  endPipeOnIssue<string>(),
);
export type TransportDate = v.InferOutput<typeof TransportDate>;

const DUBLIN_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Dublin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Europe/Dublin as `yyyy-MM-dd`. */
export function todayInDublin(now: Date = new Date()): string {
  const parts = DUBLIN_DATE.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** True when the transport date is strictly before Dublin's today (today itself is not past). */
export function isPastDate(d: string, now?: Date): boolean {
  return isIsoDate(d) && d < todayInDublin(now);
}

/** `yyyy-MM-dd` → `d/M/yyyy` (seed 1 §9 display format). Anything else is returned unchanged. */
export function formatDisplayDate(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? `${date.day}/${date.month}/${date.year}` : iso;
}

const DUBLIN = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Dublin',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant's Dublin wall-clock fields, two digits each (year four). */
export function dublinParts(date: Date): {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
} {
  const parts = DUBLIN.formatToParts(date);
  const p = (t: Intl.DateTimeFormatPartTypes) => parts.find((x) => x.type === t)?.value ?? '';
  return { year: p('year'), month: p('month'), day: p('day'), hour: p('hour'), minute: p('minute') };
}

/** An instant as Dublin sees it: `d/M/yyyy HH:mm` (the display date, and the 24-hour clock). */
export function formatDisplayDateTime(at: Date | string): string {
  const when = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(when.getTime())) return String(at);
  const p = dublinParts(when);
  return `${Number(p.day)}/${Number(p.month)}/${p.year} ${p.hour}:${p.minute}`;
}

/**
 * Age in whole years on `on` (both `yyyy-MM-dd`). Someone born on 29 February has their birthday on
 * 1 March in common years. Throws on a date that is not a real calendar date.
 */
export function ageOn(birthDate: string, on: string): number {
  const born = parseIsoDate(birthDate);
  const day = parseIsoDate(on);
  if (!born || !day) throw new RangeError(`Not a yyyy-MM-dd date: ${born ? on : birthDate}`);
  const hadBirthday = day.month > born.month || (day.month === born.month && day.day >= born.day);
  return day.year - born.year - (hadBirthday ? 0 : 1);
}

/** Age on 1 January of the season: age phases are measured on that day (seed 1 §5, §9). */
export function ageOnFirstJanuary(birthDate: string, season: number): number {
  return ageOn(birthDate, `${String(season).padStart(4, '0')}-01-01`);
}

/** Adult is 18 or older on 1 January of the season; youth is 17 or younger. */
export const ADULT_AGE = 18;

export function agePhase(birthDate: string, season: number): 'adult' | 'youth' {
  return ageOnFirstJanuary(birthDate, season) >= ADULT_AGE ? 'adult' : 'youth';
}

const FORM_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A form's `dd/mm/yyyy` (seed 3 §9) → `yyyy-MM-dd`, or null when it is not a real calendar date. */
export function parseFormDate(text: string): string | null {
  const m = FORM_DATE.exec(text.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** `yyyy-MM-dd` → the form's `dd/mm/yyyy`; anything else unchanged. */
export function formatFormDate(iso: string): string {
  const d = parseIsoDate(iso);
  if (!d) return iso;
  return `${String(d.day).padStart(2, '0')}/${String(d.month).padStart(2, '0')}/${d.year}`;
}
