import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { M } from '../../../domain/messages.ts';
import { crbotInput, isExecutiveMember } from '../../../domain/vetting/crbot.ts';

const NOW = () => new Date('2026-11-26T12:00:00Z');
const schema = crbotInput(NOW);
const valid = {
  nationality: 'IE',
  identityType: 'PASSPORT',
  identityNumber: '1234567TW',
  organizations: [{ organizationId: 'org-1', dateAssigned: '2024-03-01', dateUnassigned: '' }],
  interests: 'TRUSTEE',
  confirmed: true,
};

function issues(input: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const i of v.safeParse(schema, input).issues ?? [])
    (out[v.getDotPath(i) ?? ''] ??= []).push(i.message);
  return out;
}

describe('CRBOT form (seed 3 §5 CRBOT)', () => {
  it('accepts a complete form and normalises the PPS number', () => {
    expect(v.parse(schema, { ...valid, identityNumber: ' 1234567 tw ' }).identityNumber).toBe('1234567TW');
    expect(issues({ ...valid, identityNumber: '1234567A' })).toEqual({});
  });

  it('requires nationality, identity type, PPS number, extent of interest and the confirmation', () => {
    expect(
      issues({
        ...valid,
        nationality: '',
        identityType: '',
        identityNumber: '',
        interests: '',
        confirmed: false,
      }),
    ).toEqual({
      nationality: [M.crbotNationalityRequired.id],
      identityType: [M.crbotIdentityTypeRequired.id],
      identityNumber: [M.crbotPpsRequired.id],
      interests: [M.crbotInterestRequired.id],
      confirmed: [M.crbotConfirmRequired.id],
    });
  });

  it('checks the PPS format: 7 digits then 1 or 2 letters', () => {
    for (const bad of ['123456TW', '12345678TW', '1234567', '1234567TWX', 'ABCDEFGTW'])
      expect(issues({ ...valid, identityNumber: bad }), bad).toEqual({
        identityNumber: [M.crbotPpsFormat.id],
      });
  });

  it('wants at least one organisation, with an appointed date that is valid and not in the future', () => {
    expect(issues({ ...valid, organizations: [] })).toEqual({
      organizations: [M.crbotOrganizationRequired.id],
    });
    const org = (o: object) => ({ ...valid, organizations: [{ ...valid.organizations[0], ...o }] });
    expect(issues(org({ dateAssigned: '' }))).toEqual({ 'organizations.0.dateAssigned': [M.required.id] });
    expect(issues(org({ dateAssigned: '2026-02-30' }))).toEqual({
      'organizations.0.dateAssigned': [M.dateInvalid.id],
    });
    expect(issues(org({ dateAssigned: '2026-11-27' }))).toEqual({
      'organizations.0.dateAssigned': [M.crbotDateFuture.id],
    });
    expect(issues(org({ dateAssigned: '2026-11-26' }))).toEqual({});
  });

  it('takes a cessation date on or after the appointed date, and not in the future', () => {
    const org = (o: object) => ({ ...valid, organizations: [{ ...valid.organizations[0], ...o }] });
    expect(issues(org({ dateUnassigned: '2024-03-01' }))).toEqual({});
    expect(issues(org({ dateUnassigned: '2024-02-29' }))).toEqual({
      'organizations.0.dateUnassigned': [M.crbotCessationBeforeAppointed.id],
    });
    expect(issues(org({ dateUnassigned: '2026-12-01' }))).toEqual({
      'organizations.0.dateUnassigned': [M.crbotDateFuture.id],
    });
    expect(issues(org({ dateUnassigned: '1/1/2025' }))).toEqual({
      'organizations.0.dateUnassigned': [M.dateInvalid.id],
    });
  });
});

describe('isExecutiveMember', () => {
  it('counts EXEC_* labels and the committee’s descriptive labels on links that are not hibernated', () => {
    expect(isExecutiveMember([{ status: 'ACTIVE', labels: ['EXEC_SECRETARY'] }])).toBe(true);
    expect(isExecutiveMember([{ status: 'ACTIVE', labels: ['Treasurer'] }])).toBe(true);
    expect(isExecutiveMember([{ status: 'ACTIVE', labels: ['Chairperson'] }])).toBe(true);
    expect(isExecutiveMember([{ status: 'HIBERNATED', labels: ['EXEC_SECRETARY'] }])).toBe(false);
    expect(isExecutiveMember([{ status: 'ACTIVE', labels: ['Adult', 'Coach', 'ADMIN_CLUB'] }])).toBe(false);
    expect(isExecutiveMember([])).toBe(false);
  });
});
