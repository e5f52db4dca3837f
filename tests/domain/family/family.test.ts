import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AddChildInput,
  FamilyInput,
  FamilyMemberPatch,
  InviteAnswerQuery,
  InviteInput,
  needsGuardianVetting,
} from '../../../domain/family/family.ts';
import { M } from '../../../domain/messages.ts';

const messages = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((i) => i.message);

describe('FamilyInput', () => {
  it('name: required, 30 characters with fadas accepted, 31 refused', () => {
    expect(messages(FamilyInput, { name: 'Á'.repeat(30) })).toEqual([]);
    expect(messages(FamilyInput, { name: 'Á'.repeat(31) })).toEqual([M.familyNameMax.id]);
    expect(messages(FamilyInput, { name: '  ' })).toEqual([M.required.id]);
  });

  it('description: at most 50', () => {
    expect(messages(FamilyInput, { name: 'Ó Briain', description: 'd'.repeat(50) })).toEqual([]);
    expect(messages(FamilyInput, { name: 'Ó Briain', description: 'd'.repeat(51) })).toEqual([
      M.familyDescriptionMax.id,
    ]);
  });
});

describe('AddChildInput', () => {
  const child = { givenName: 'Saoirse', familyName: 'Ní Bhriain', gender: 'FEMALE', birthDate: '2018-05-01' };
  it('accepts a child and refuses a future birth date or an over-long Irish name', () => {
    expect(messages(AddChildInput, child)).toEqual([]);
    expect(messages(AddChildInput, { ...child, birthDate: '2999-01-01' })).toEqual([M.birthDatePast.id]);
    expect(messages(AddChildInput, { ...child, alternateGivenName: 'í'.repeat(31) })).toEqual([M.nameMax.id]);
  });
});

describe('members and invites', () => {
  it('a member patch needs a position or a status from the lists', () => {
    expect(messages(FamilyMemberPatch, { position: 'OTHER' })).toEqual([]);
    expect(messages(FamilyMemberPatch, { status: 'INACTIVE' })).toEqual([]);
    expect(messages(FamilyMemberPatch, {})).toEqual([M.atLeastOneField.id]);
    expect(messages(FamilyMemberPatch, { position: 'COUSIN' })).toEqual([M.invalidOption.id]);
  });

  it('an invite names the family and the invitee; the answer is true or false', () => {
    expect(messages(InviteInput, { familyId: 'f1', invitee: 'guardian' })).toEqual([]);
    expect(messages(InviteInput, { familyId: 'f1', invitee: ' ' })).toEqual([M.required.id]);
    expect(messages(InviteAnswerQuery, { accept: 'true' })).toEqual([]);
    expect(messages(InviteAnswerQuery, { accept: 'maybe' })).toEqual([M.invalidOption.id]);
  });
});

describe('needsGuardianVetting', () => {
  it('is true from 16 to 18 inclusive: from the 16th birthday to the day before the 19th (seed 1 §5)', () => {
    expect(needsGuardianVetting('2010-06-02', '2026-06-01')).toBe(false);
    expect(needsGuardianVetting('2010-06-01', '2026-06-01')).toBe(true);
    expect(needsGuardianVetting('2008-06-02', '2026-06-01')).toBe(true);
    expect(needsGuardianVetting('2008-06-01', '2026-06-01')).toBe(true);
    expect(needsGuardianVetting('2007-06-02', '2026-06-01')).toBe(true);
    expect(needsGuardianVetting('2007-06-01', '2026-06-01')).toBe(false);
    expect(needsGuardianVetting(undefined, '2026-06-01')).toBe(false);
  });
});
