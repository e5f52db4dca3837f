import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Group } from '../../../domain/team/group.ts';
import {
  addToList,
  pendingMemberId,
  removeFromList,
  setRoleOnList,
  TeamAddMemberInput,
} from '../../../domain/team/team-list.ts';

const member = (personId: string, givenName: string, familyName: string, role = 'PLAYER' as const) => ({
  id: `m-${personId}`,
  personId,
  givenName,
  familyName,
  role,
  photoConsent: true,
});
const team: Group = {
  id: 'g1',
  version: 4,
  updatedAt: '2026-11-29T06:00:00.000Z',
  organizationId: 'club-1',
  name: 'Naomh Pádraig',
  additionalType: 'Team',
  ageLevel: 'SENIOR',
  activity: 'Football',
  suffix: null,
  viewOthersInGroup: true,
  selfJoin: false,
  selfLeave: false,
  status: 'ACTIVE',
  members: [member('p1', 'Aoife', 'Byrne'), member('p3', 'Cian', 'Walsh')],
};

describe('the team list on the device (domain/team/team-list.ts)', () => {
  it('adds a person in name order, with a pending member id until the server’s copy arrives', () => {
    const next = addToList(team, { personId: 'p2', givenName: 'Bríd', familyName: 'Murphy', role: 'COACH' });
    expect(next.members?.map((m) => m.personId)).toEqual(['p1', 'p2', 'p3']);
    expect(next.members?.[1]).toMatchObject({ id: pendingMemberId('p2'), role: 'COACH' });
    expect(team.members).toHaveLength(2);
  });

  it('leaves a person already on the list as they are (the server decides the conflict)', () => {
    const next = addToList(team, { personId: 'p1', givenName: 'Aoife', familyName: 'Byrne', role: 'MEDIC' });
    expect(next).toBe(team);
  });

  it('changes the role of the person named, and nobody else’s', () => {
    const next = setRoleOnList(team, { personId: 'p3', role: 'ORGANISER' });
    expect(next.members?.map((m) => m.role)).toEqual(['PLAYER', 'ORGANISER']);
    expect(setRoleOnList(team, { personId: 'nobody', role: 'COACH' })).toBe(team);
  });

  it('removes the person named; removing again changes nothing', () => {
    const once = removeFromList(team, { personId: 'p1' });
    expect(once.members?.map((m) => m.personId)).toEqual(['p3']);
    expect(removeFromList(once, { personId: 'p1' }).members).toEqual(once.members);
  });

  it('refuses an add without a person or with a role the spec does not have', () => {
    expect(
      v.safeParse(TeamAddMemberInput, { personId: '', givenName: 'a', familyName: 'b', role: 'PLAYER' })
        .success,
    ).toBe(false);
    expect(
      v.safeParse(TeamAddMemberInput, { personId: 'p', givenName: 'a', familyName: 'b', role: 'CAPTAIN' })
        .success,
    ).toBe(false);
    expect(
      v.safeParse(TeamAddMemberInput, { personId: 'p', givenName: 'a', familyName: 'b', role: 'SENDER' })
        .success,
    ).toBe(true);
  });
});
