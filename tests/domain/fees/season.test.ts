/** The season-fee schemas (domain/fees/season.ts): every §5 Season fees rule with its message. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BandForm,
  BandInput,
  endDateFits,
  FeeLevelForm,
  GradeInput,
  InvoicePatch,
  SeasonForm,
} from '../../../domain/fees/season.ts';

const messages = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value);
  return r.success ? [] : r.issues.map((i) => i.message);
};

describe('season fees rules (§5)', () => {
  it('claims band: a single letter A–E; penalty required, numeric, 100 or below', () => {
    expect(messages(BandInput, { season: 2027, name: 'AB', penaltyPercent: 1 })).toEqual([
      'validation.fees.bandName',
    ]);
    expect(messages(BandInput, { season: 2027, name: 'A', penaltyPercent: 100 })).toEqual([]);
    expect(messages(BandInput, { season: 2027, name: 'A', penaltyPercent: 100.01 })).toEqual([
      'validation.fees.penaltyMax',
    ]);
    expect(messages(BandForm, { penaltyPercent: '' })).toEqual(['validation.required']);
    expect(messages(BandForm, { penaltyPercent: 'ten' })).toEqual(['validation.fees.penaltyNumber']);
    expect(v.parse(BandForm, { penaltyPercent: '12.5' })).toEqual({ penaltyPercent: 12.5 });
  });

  it('fee level: price per team required and numeric; ceiling greater than 0 or blank', () => {
    expect(
      messages(FeeLevelForm, { level: '1', levelName: 'Adult', pricePerTeam: '', priceCeiling: '' }),
    ).toEqual(['validation.required']);
    expect(
      messages(FeeLevelForm, { level: '1', levelName: 'Adult', pricePerTeam: 'abc', priceCeiling: '' }),
    ).toEqual(['validation.fees.pricePerTeam']);
    expect(
      messages(FeeLevelForm, { level: '1', levelName: 'Adult', pricePerTeam: '450', priceCeiling: '0' }),
    ).toEqual(['validation.fees.priceCeiling']);
    expect(
      v.parse(FeeLevelForm, { level: '2', levelName: 'Juvenile', pricePerTeam: '80.50', priceCeiling: '' }),
    ).toEqual({
      level: 2,
      levelName: 'Juvenile',
      pricePerTeam: 8050,
      priceCeiling: null,
    });
  });

  it('grade: age level, season, at least one organisation type and activity, and a fee level', () => {
    expect(
      messages(GradeInput, {
        season: 2027,
        ageLevel: 'U14',
        organizationTypes: [],
        activities: [],
        priceId: '',
      }),
    ).toEqual([
      'validation.fees.organizationTypes',
      'validation.fees.activities',
      'validation.fees.levelRequired',
    ]);
    expect(
      messages(GradeInput, {
        season: 2027,
        ageLevel: 'U99',
        organizationTypes: ['Club'],
        activities: ['Football'],
        priceId: 'p',
      }),
    ).toEqual(['validation.option.invalid']);
  });

  it('season end date: required, dd/mm/yyyy, after 1 June of the year', () => {
    expect(messages(SeasonForm, { year: '2027', endDate: '' })).toEqual(['validation.required']);
    expect(messages(SeasonForm, { year: '2027', endDate: '2028-05-31' })).toEqual([
      'validation.fees.endDateFormat',
    ]);
    expect(messages(SeasonForm, { year: '2027', endDate: '31/02/2028' })).toEqual([
      'validation.fees.endDateFormat',
    ]);
    expect(messages(SeasonForm, { year: '2027', endDate: '01/05/2027' })).toEqual([
      'validation.fees.endDateRange',
    ]);
    expect(v.parse(SeasonForm, { year: '2027', endDate: '31/05/2028' })).toEqual({
      year: 2027,
      endDate: '2028-05-31',
    });
    expect(endDateFits(2027, '2027-06-01')).toBe(false);
    expect(endDateFits(2027, '2029-06-01')).toBe(true);
    expect(endDateFits(2027, '2029-06-02')).toBe(false);
  });

  it('invoice: part paid needs the amount paid', () => {
    expect(messages(InvoicePatch, { status: 'PART_PAID' })).toEqual(['validation.fees.amountPaid']);
    expect(messages(InvoicePatch, { status: 'PART_PAID', amountPaid: 0 })).toEqual([
      'validation.fees.amountPaid',
    ]);
    expect(messages(InvoicePatch, { status: 'PAID' })).toEqual(['validation.option.invalid']);
    expect(messages(InvoicePatch, { discount: -1 })).toEqual(['validation.fees.discount']);
  });
});
