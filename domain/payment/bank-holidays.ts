/**
 * Bank holidays, for fund clearing's working days (seed 3 §4 Fund clearing): money does not clear on a day the
 * banks are shut. Two calendars, by where the money moves:
 * - `IE` (euro: bank transfers, SEPA, cards): Ireland's public holidays (Organisation of Working Time Act:
 *   1 January, St Brigid's Day, St Patrick's Day, Easter Monday, the first Mondays of May, June and August, the
 *   last Monday of October, Christmas Day, St Stephen's Day) and the euro system's (TARGET) closing days, which
 *   add Good Friday and 1 May.
 * - `GB` (sterling: BACS): the bank holidays of England and Wales, on which Bacs does not process (New Year's
 *   Day, Good Friday, Easter Monday, the early May, spring and summer bank holidays, Christmas, Boxing Day).
 * A fixed-date holiday on a Saturday or Sunday moves to the next weekday that is not itself a holiday (a
 * Christmas on Saturday shuts the banks on Monday 27 and Tuesday 28). One-off holidays proclaimed for a single
 * year are not known. Days are calendar dates in UTC, as `addWorkingDays` counts them.
 */
export type BankCalendar = 'IE' | 'GB';

const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const weekday = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).getUTCDay();

/** Easter Sunday of `year` (Gregorian; the anonymous algorithm): [month, day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

/** The `n`th Monday of a month (1 = first), or the last when `n` is -1: its day of the month. */
function monday(year: number, month: number, n: number): number {
  if (n > 0) return 1 + ((8 - weekday(year, month, 1)) % 7) + (n - 1) * 7;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return last - ((weekday(year, month, last) + 6) % 7);
}

function easterOffset(year: number, days: number): string {
  const [m, d] = easterSunday(year);
  const t = new Date(Date.UTC(year, m - 1, d) + days * 86_400_000);
  return iso(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

const cache = new Map<string, ReadonlySet<string>>();

/** The bank holidays of `year` in `calendar`, as yyyy-MM-dd. */
export function bankHolidays(year: number, calendar: BankCalendar): ReadonlySet<string> {
  const key = `${calendar}:${year}`;
  const known = cache.get(key);
  if (known) return known;
  const movable: string[] = [easterOffset(year, -2), easterOffset(year, 1)];
  let fixed: [number, number][];
  if (calendar === 'IE') {
    const brigid = weekday(year, 2, 1) === 5 ? 1 : monday(year, 2, 1);
    movable.push(
      iso(year, 5, monday(year, 5, 1)),
      iso(year, 6, monday(year, 6, 1)),
      iso(year, 8, monday(year, 8, 1)),
      iso(year, 10, monday(year, 10, -1)),
    );
    if (year >= 2023) movable.push(iso(year, 2, brigid));
    // 1 May is a TARGET closing day whatever the weekday; it does not move.
    if (![0, 6].includes(weekday(year, 5, 1))) movable.push(iso(year, 5, 1));
    fixed = [
      [1, 1],
      [3, 17],
      [12, 25],
      [12, 26],
    ];
  } else {
    movable.push(
      iso(year, 5, monday(year, 5, 1)),
      iso(year, 5, monday(year, 5, -1)),
      iso(year, 8, monday(year, 8, -1)),
    );
    fixed = [
      [1, 1],
      [12, 25],
      [12, 26],
    ];
  }
  const days = new Set(movable);
  for (const [m, d] of fixed) {
    let t = Date.UTC(year, m - 1, d);
    const at = () => new Date(t);
    while (
      [0, 6].includes(at().getUTCDay()) ||
      days.has(iso(year, at().getUTCMonth() + 1, at().getUTCDate()))
    ) {
      t += 86_400_000;
    }
    days.add(iso(at().getUTCFullYear(), at().getUTCMonth() + 1, at().getUTCDate()));
  }
  cache.set(key, days);
  return days;
}

/** Whether the banks of `calendar` are shut on the UTC calendar date of `d` for a holiday. */
export function isBankHoliday(d: Date, calendar: BankCalendar): boolean {
  const y = d.getUTCFullYear();
  return bankHolidays(y, calendar).has(iso(y, d.getUTCMonth() + 1, d.getUTCDate()));
}
