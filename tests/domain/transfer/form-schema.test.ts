import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { M } from '../../../domain/messages.ts';
import { TRANSFER_TYPES, type TransferType } from '../../../domain/transfer/enums.ts';
import {
  missingDocuments,
  transferFormSchema,
  transferInputSchema,
  TransferTypePick,
} from '../../../domain/transfer/form-schema.ts';
import { transferBody } from './transfer-body.ts';

/** Fixed "now": 10 February 2027, noon in Dublin. */
const NOW = () => new Date('2027-02-10T12:00:00Z');

const validBody = (type: TransferType, over: Record<string, unknown> = {}) =>
  transferBody(type, over, { startDate: '2027-03-01', endDate: '2027-08-31' });

const issuesOf = (type: TransferType, over: Record<string, unknown> = {}) => {
  const r = v.safeParse(transferInputSchema(transferFormSchema(type), NOW), validBody(type, over));
  return r.success ? [] : r.issues.map((i) => `${v.getDotPath(i)}:${i.message}`);
};

describe('the form schema as data', () => {
  it('has the four sections and only the field types of the spec, for every type', () => {
    for (const t of TRANSFER_TYPES) {
      const form = transferFormSchema(t);
      expect(form.sections.map((s) => s.id)).toEqual(['APPLICATION', 'SUPPORTING', 'REVIEW', 'DOCUMENTS']);
      for (const f of form.sections.flatMap((s) => s.fields))
        expect(['TEXT', 'SELECT', 'DATE', 'UUID', 'CHECKBOX', 'FILE']).toContain(f.type);
    }
  });

  it('asks for visa and insurance for J1, insurance for a weekend permit, neither for a county transfer', () => {
    const required = (t: TransferType) =>
      transferFormSchema(t)
        .sections.flatMap((s) => s.fields)
        .filter((f) => f.type === 'FILE' && f.required)
        .map((f) => f.documentType);
    expect(required('GAA_J1_SANCTION')).toEqual(['VISA', 'INSURANCE']);
    expect(required('GAA_NEW_YORK_SANCTION')).toEqual(['VISA', 'INSURANCE']);
    expect(required('GAA_WEEKEND_PERMIT')).toEqual(['INSURANCE']);
    expect(required('CAMOGIE_CC6_SANCTION')).toEqual(['INSURANCE']);
    expect(required('GAA_INTER_COUNTY')).toEqual([]);
    expect(missingDocuments(transferFormSchema('GAA_J1_SANCTION'), ['VISA'])).toEqual(['INSURANCE']);
    expect(missingDocuments(transferFormSchema('GAA_J1_SANCTION'), ['VISA', 'INSURANCE'])).toEqual([]);
  });

  it('accepts a complete body of every type', () => {
    for (const t of TRANSFER_TYPES) expect(issuesOf(t), t).toEqual([]);
  });
});

describe('the §5 rules', () => {
  it('limits the reason to 2,500, notes to 500, passport number to 16, postcode to 10 and text to 50', () => {
    expect(issuesOf('GAA_J1_SANCTION', { reason: 'r'.repeat(2500) })).toEqual([]);
    expect(issuesOf('GAA_J1_SANCTION', { reason: 'r'.repeat(2501) })).toEqual([
      `reason:${M.transferReasonMax.id}`,
    ]);
    expect(issuesOf('GAA_J1_SANCTION', { notes: 'n'.repeat(501) })).toEqual([
      `notes:${M.transferNotesMax.id}`,
    ]);
    expect(issuesOf('GAA_J1_SANCTION', { passportNumber: 'P'.repeat(17) })).toEqual([
      `passportNumber:${M.transferPassportNumberMax.id}`,
    ]);
    expect(issuesOf('GAA_J1_SANCTION', { originPostalCode: 'A98 X7Y2 ZZZ' })).toEqual([
      `originPostalCode:${M.transferPostcode.id}`,
    ]);
    expect(issuesOf('GAA_J1_SANCTION', { originPostalCode: 'A98 X7Y2' })).toEqual([]);
    expect(issuesOf('GAA_J1_SANCTION', { collegeName: 'c'.repeat(51) })).toEqual([
      `collegeName:${M.transferTextMax.id}`,
    ]);
  });

  it('requires the required fields, and the last game unless not applicable', () => {
    expect(issuesOf('GAA_INTER_COUNTY', { reason: '  ' })).toEqual([`reason:${M.required.id}`]);
    expect(issuesOf('GAA_INTER_COUNTY', { lastGameCompetition: '' })).toEqual([
      `lastGameCompetition:${M.required.id}`,
    ]);
    expect(
      issuesOf('GAA_INTER_COUNTY', {
        lastGameNotApplicable: true,
        lastGameCompetition: '',
        lastGameDate: '',
        lastGameGrade: '',
      }),
    ).toEqual([]);
  });

  it('wants the start date after today in Dublin and the end date after the start', () => {
    expect(issuesOf('GAA_INTER_COUNTY', { startDate: '2027-02-10' })).toEqual([
      `startDate:${M.transferStartFuture.id}`,
    ]);
    expect(issuesOf('GAA_INTER_COUNTY', { startDate: '2027-02-11' })).toEqual([]);
    expect(issuesOf('GAA_STUDENT_PERMIT', { startDate: '2027-09-01', endDate: '2027-09-01' })).toEqual([
      `endDate:${M.transferEndAfterStart.id}`,
    ]);
    expect(issuesOf('GAA_STUDENT_PERMIT', { startDate: '2027-13-01' })).toContain(
      `startDate:${M.transferDate.id}`,
    );
  });

  it('keeps overseas sanctions between 1 March and 31 October of one year', () => {
    expect(issuesOf('GAA_J1_SANCTION', { startDate: '2027-03-01', endDate: '2027-10-31' })).toEqual([]);
    expect(issuesOf('GAA_J1_SANCTION', { startDate: '2027-02-28', endDate: '2027-06-30' })).toEqual([
      `endDate:${M.transferOverseasSeason.id}`,
    ]);
    expect(issuesOf('LGFA_NEW_YORK', { startDate: '2027-05-01', endDate: '2027-11-01' })).toEqual([
      `endDate:${M.transferOverseasSeason.id}`,
    ]);
    // A student permit at home is not overseas.
    expect(issuesOf('GAA_STUDENT_PERMIT', { startDate: '2027-09-01', endDate: '2028-05-31' })).toEqual([]);
  });

  it('limits a camogie sanction abroad to 6 months', () => {
    expect(issuesOf('CAMOGIE_CC6_SANCTION', { startDate: '2027-03-01', endDate: '2027-09-01' })).toEqual([]);
    expect(issuesOf('CAMOGIE_CC6_SANCTION', { startDate: '2027-03-01', endDate: '2027-09-02' })).toEqual([
      `endDate:${M.transferCamogieSixMonths.id}`,
    ]);
  });

  it('requires the travel insurance confirmation for sanctions and permits, and the declaration', () => {
    expect(issuesOf('GAA_WEEKEND_PERMIT', { travelInsuranceConfirmed: false })).toEqual([
      `travelInsuranceConfirmed:${M.transferTravelInsurance.id}`,
    ]);
    expect(issuesOf('GAA_J1_SANCTION', { insurerName: '' })).toEqual([`insurerName:${M.required.id}`]);
    expect(issuesOf('GAA_INTER_COUNTY', { confirmation: false })).toEqual([
      `confirmation:${M.transferConfirmation.id}`,
    ]);
    expect(transferFormSchema('GAA_INTER_COUNTY').sections[1]!.fields.map((f) => f.name)).not.toContain(
      'travelInsuranceConfirmed',
    );
  });

  it('refuses unknown fields and a body of another type', () => {
    expect(issuesOf('GAA_INTER_COUNTY', { extra: 'x' })).toEqual([`extra:${M.unknownField.id}`]);
    expect(issuesOf('GAA_INTER_COUNTY', { additionalType: 'GAA_J1_SANCTION' })).toEqual([
      `additionalType:${M.invalidOption.id}`,
    ]);
  });

  it('refuses GAA intra-county with the spec message, and a type of another association', () => {
    const pick = (additionalType: string, association: string) => {
      const r = v.safeParse(TransferTypePick, { additionalType, association });
      return r.success ? [] : r.issues.map((i) => i.message);
    };
    expect(pick('GAA_INTRA_COUNTY', 'GAA')).toEqual([M.transferIntraCounty.id]);
    expect(M.transferIntraCounty.message).toMatch(
      /^GAA intra-county transfers are not allowed.*club secretary/,
    );
    expect(pick('LGFA_J1', 'GAA')).toEqual([M.transferNoEligibleType.id]);
    expect(pick('LGFA_J1', 'LGFA')).toEqual([]);
  });
});
