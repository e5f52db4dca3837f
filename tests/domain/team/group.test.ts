import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GroupInput, groupListPath, TeamsheetQuery } from '../../../domain/team/group.ts';
import { TEAM_MESSAGES as TM } from '../../../domain/team/messages.ts';

const base = {
  organizationId: 'club-1',
  additionalType: 'Team',
  name: 'Naomh Pádraig',
  ageLevel: 'U14',
  activity: 'Hurling',
  suffix: '',
  viewOthersInGroup: true,
  selfJoin: false,
  selfLeave: false,
};
const issues = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value).issues?.map((i) => `${v.getDotPath(i)}:${i.message}`) ?? [];

describe('GroupInput (create team form and POST /group)', () => {
  it('takes a name of 3 to 50 characters, and not 2 or 51', () => {
    expect(issues(GroupInput, { ...base, name: 'abc' })).toEqual([]);
    expect(issues(GroupInput, { ...base, name: 'x'.repeat(50) })).toEqual([]);
    expect(issues(GroupInput, { ...base, name: 'ab' })).toEqual([`name:${TM.teamNameLength.id}`]);
    expect(issues(GroupInput, { ...base, name: 'x'.repeat(51) })).toEqual([`name:${TM.teamNameLength.id}`]);
    // Trimmed first: spaces do not make up the length.
    expect(issues(GroupInput, { ...base, name: '  ab  ' })).toEqual([`name:${TM.teamNameLength.id}`]);
  });

  it('takes a suffix under 50 characters: 49 yes, 50 no', () => {
    expect(issues(GroupInput, { ...base, suffix: 's'.repeat(49) })).toEqual([]);
    expect(issues(GroupInput, { ...base, suffix: 's'.repeat(50) })).toEqual([
      `suffix:${TM.teamSuffixMax.id}`,
    ]);
  });

  it('requires club, age level, activity and each yes/no', () => {
    const { organizationId: _o, ageLevel: _a, activity: _c, selfLeave: _s, ...rest } = base;
    expect(issues(GroupInput, rest).sort()).toEqual(
      [
        'organizationId:validation.required',
        'ageLevel:validation.required',
        'activity:validation.required',
        'selfLeave:validation.required',
      ].sort(),
    );
    expect(issues(GroupInput, { ...base, activity: 'Cricket' })).toEqual([
      'activity:validation.option.invalid',
    ]);
  });
});

describe('TeamsheetQuery', () => {
  it('takes text options of at most 30 characters and a real date', () => {
    expect(issues(TeamsheetQuery, { opposition: 'o'.repeat(30) })).toEqual([]);
    expect(issues(TeamsheetQuery, { opposition: 'o'.repeat(31) })).toEqual([
      `opposition:${TM.teamsheetTextMax.id}`,
    ]);
    expect(issues(TeamsheetQuery, { chairperson: 'c'.repeat(31) })).toEqual([
      `chairperson:${TM.teamsheetTextMax.id}`,
    ]);
    expect(issues(TeamsheetQuery, { date: '2026-02-29' })).toEqual(['date:validation.date.invalid']);
    expect(issues(TeamsheetQuery, { date: '2028-02-29' })).toEqual([]);
    expect(issues(TeamsheetQuery, { includeDob: 'MONTH' })).toEqual(['includeDob:validation.option.invalid']);
  });
});

describe('the groups list request', () => {
  it('asks for 250 groups a page (seed 1 §9, seed 2 §7), with the filter encoded', () => {
    expect(groupListPath()).toBe('/group?size=250');
    expect(groupListPath('member:me,activity:Hurling')).toBe(
      '/group?size=250&filter=member%3Ame%2Cactivity%3AHurling',
    );
  });
});
