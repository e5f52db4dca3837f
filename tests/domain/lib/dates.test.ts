import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  ageOnFirstJanuary,
  agePhase,
  formatDisplayDate,
  formatDisplayDateTime,
  isIsoDate,
  isPastDate,
  todayInDublin,
  TransportDate,
} from '../../../domain/lib/dates.ts';
import { M } from '../../../domain/messages.ts';

describe('TransportDate', () => {
  it('accepts real yyyy-MM-dd dates, leap days included', () => {
    expect(v.parse(TransportDate, '2024-02-29')).toBe('2024-02-29');
    expect(v.parse(TransportDate, '2000-02-29')).toBe('2000-02-29');
    expect(v.parse(TransportDate, '2025-12-31')).toBe('2025-12-31');
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2025-04-31',
    '2025-13-01',
    '2025-00-10',
    '2025-1-5',
    '05/01/2025',
    '2025-01-01T00:00',
  ])('rejects %s with the date-invalid id', (input) => {
    const result = v.safeParse(TransportDate, input);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(M.dateInvalid.id);
  });

  it('reports an empty or missing date as required', () => {
    expect(v.safeParse(TransportDate, '').issues?.[0]?.message).toBe(M.required.id);
    expect(v.safeParse(TransportDate, undefined).issues?.[0]?.message).toBe(M.required.id);
    expect(isIsoDate('2025-06-01')).toBe(true);
  });
});

describe('todayInDublin', () => {
  it('uses Irish Standard Time in summer: 23:30 UTC is already tomorrow in Dublin', () => {
    expect(todayInDublin(new Date('2025-06-30T23:30:00Z'))).toBe('2025-07-01');
    expect(todayInDublin(new Date('2025-06-30T22:59:59Z'))).toBe('2025-06-30');
  });

  it('uses GMT in winter', () => {
    expect(todayInDublin(new Date('2025-12-31T23:30:00Z'))).toBe('2025-12-31');
    expect(todayInDublin(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01');
  });
});

describe('isPastDate', () => {
  const now = new Date('2025-03-15T12:00:00Z');

  it('is true for yesterday, false for today and tomorrow', () => {
    expect(isPastDate('2025-03-14', now)).toBe(true);
    expect(isPastDate('2025-03-15', now)).toBe(false);
    expect(isPastDate('2025-03-16', now)).toBe(false);
  });

  it('is false for a malformed date', () => {
    expect(isPastDate('2025-02-30', now)).toBe(false);
    expect(isPastDate('yesterday', now)).toBe(false);
  });
});

describe('formatDisplayDateTime', () => {
  it('shows the instant on Dublin’s calendar and 24-hour clock (summer time and winter time)', () => {
    expect(formatDisplayDateTime('2026-07-01T22:30:00Z')).toBe('1/7/2026 23:30');
    expect(formatDisplayDateTime('2026-07-01T23:30:00Z')).toBe('2/7/2026 00:30');
    expect(formatDisplayDateTime(new Date('2026-01-05T09:05:00Z'))).toBe('5/1/2026 09:05');
  });

  it('returns what is not an instant unchanged', () => {
    expect(formatDisplayDateTime('soon')).toBe('soon');
  });
});

describe('formatDisplayDate', () => {
  it('formats d/M/yyyy without leading zeros', () => {
    expect(formatDisplayDate('2025-03-05')).toBe('5/3/2025');
    expect(formatDisplayDate('2025-12-31')).toBe('31/12/2025');
  });

  it('returns anything else unchanged', () => {
    expect(formatDisplayDate('not a date')).toBe('not a date');
    expect(formatDisplayDate('2025-02-30')).toBe('2025-02-30');
  });
});

describe('age on 1 January and age phase', () => {
  it('counts someone born on 1 January as having had the birthday', () => {
    expect(ageOnFirstJanuary('2007-01-01', 2025)).toBe(18);
    expect(agePhase('2007-01-01', 2025)).toBe('adult');
  });

  it('counts someone born on 2 January as a year younger', () => {
    expect(ageOnFirstJanuary('2007-01-02', 2025)).toBe(17);
    expect(agePhase('2007-01-02', 2025)).toBe('youth');
  });

  it('handles the end of the year and leap-day births', () => {
    expect(ageOnFirstJanuary('2006-12-31', 2025)).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('throws on a malformed birth date', () => {
    expect(() => ageOnFirstJanuary('2007-02-30', 2025)).toThrow(RangeError);
  });
});
