import { describe, expect, it } from 'vitest';
import { bankHolidays, easterSunday } from '../../../domain/payment/bank-holidays.ts';
import { addWorkingDays, topUpClearsAt } from '../../../domain/payment/clearing.ts';

const sorted = (s: ReadonlySet<string>) => [...s].sort();

describe('bank holidays (fund clearing, seed 3 §4)', () => {
  it('finds Easter Sunday', () => {
    expect(easterSunday(2024)).toEqual([3, 31]);
    expect(easterSunday(2025)).toEqual([4, 20]);
    expect(easterSunday(2026)).toEqual([4, 5]);
    expect(easterSunday(2038)).toEqual([4, 25]);
  });

  it("knows Ireland's public holidays and the euro system's closing days, moved off the weekend", () => {
    expect(sorted(bankHolidays(2026, 'IE'))).toEqual([
      '2026-01-01',
      '2026-02-02', // St Brigid's Day: 1 February is a Sunday, so the first Monday
      '2026-03-17',
      '2026-04-03', // Good Friday (TARGET)
      '2026-04-06',
      '2026-05-01', // TARGET
      '2026-05-04',
      '2026-06-01',
      '2026-08-03',
      '2026-10-26',
      '2026-12-25',
      '2026-12-28', // St Stephen's Day on a Saturday
    ]);
    // Christmas on a Saturday shuts the banks on Monday 27 and Tuesday 28.
    expect([...bankHolidays(2027, 'IE')].filter((d) => d >= '2027-12-01').sort()).toEqual([
      '2027-12-27',
      '2027-12-28',
    ]);
    // St Brigid's Day is 1 February when that is a Friday.
    expect(bankHolidays(2030, 'IE').has('2030-02-01')).toBe(true);
  });

  it('knows the bank holidays of England and Wales for BACS', () => {
    expect(sorted(bankHolidays(2026, 'GB'))).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-04',
      '2026-05-25',
      '2026-08-31',
      '2026-12-25',
      '2026-12-28',
    ]);
  });

  it('clears money over Christmas and Easter only on days the banks are open', () => {
    // Thursday 24 December 2026: Friday, the weekend and Monday 28 are shut.
    expect(addWorkingDays(new Date('2026-12-24T10:00:00Z'), 3).toISOString()).toBe(
      '2026-12-31T10:00:00.000Z',
    );
    // A bank transfer on Holy Thursday 2026 is available three working days later, after Easter Monday.
    expect(topUpClearsAt('EU_BANK_TRANSFER', new Date('2026-04-02T09:00:00Z')).toISOString()).toBe(
      '2026-04-09T09:00:00.000Z',
    );
    // St Patrick's Day is not a holiday for BACS.
    expect(topUpClearsAt('BACS_DEBIT', new Date('2026-03-16T09:00:00Z')).toISOString()).toBe(
      '2026-03-19T09:00:00.000Z',
    );
    expect(topUpClearsAt('SEPA_DEBIT', new Date('2026-03-16T09:00:00Z')).toISOString()).toBe(
      '2026-04-08T09:00:00.000Z',
    );
  });
});
