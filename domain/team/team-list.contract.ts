/**
 * A team list's calls (seed 2 §7; issue 53 item 1), each declared once (docs/adr/0022-route-contracts.md):
 * registered by server/services/team/team-list.routes.ts, called by src/features/team/team-list.tsx. The same
 * changes queued offline are the sync operations of domain/team/team-list.ts.
 */
import * as v from 'valibot';
import { defineRoute, NO_CONTENT, pagedList } from '../lib/contract.ts';
import { listQuery } from '../lib/list-query.ts';
import { AddMemberInput, MemberRow, UpdateMemberInput } from './group.ts';

const Key = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const GroupParam = v.object({ id: Key });
const MemberParam = v.object({ id: Key, memberId: Key });
const tag = 'group';

/** One club member the person search finds (not yet in the group, not hibernated). */
export const AddablePerson = v.object({
  id: v.string(),
  givenName: v.string(),
  familyName: v.string(),
  birthDate: v.nullable(v.string()),
});
export type AddablePerson = v.InferOutput<typeof AddablePerson>;

export const teamListApi = {
  personSearch: defineRoute({
    method: 'GET',
    path: '/group/:id/person-search',
    tag,
    summary: 'Members of the club (not hibernated) not yet in the group, by name (search)',
    policy: 'group.manageMembers',
    params: GroupParam,
    query: listQuery({ maxSize: 100, defaultSize: 20 }),
    response: pagedList('persons', AddablePerson),
  }),
  addMember: defineRoute({
    method: 'POST',
    path: '/group/:id/member',
    tag,
    summary: 'Add a member of the club to the group, with a role',
    policy: 'group.manageMembers',
    params: GroupParam,
    body: AddMemberInput,
    status: 201,
    response: MemberRow,
  }),
  updateMember: defineRoute({
    method: 'PATCH',
    path: '/group/:id/member/:memberId',
    tag,
    summary: "Change a member's role (audit: member type updated)",
    policy: 'group.manageMembers',
    params: MemberParam,
    body: UpdateMemberInput,
    response: MemberRow,
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/group/:id/member/:memberId',
    tag,
    summary: 'Remove a member',
    policy: 'group.manageMembers',
    params: MemberParam,
    response: NO_CONTENT,
  }),
  deleteGroup: defineRoute({
    method: 'DELETE',
    path: '/group/:id',
    tag,
    summary: "Delete a group (club admins and the group's managers)",
    policy: 'group.delete',
    params: GroupParam,
    response: NO_CONTENT,
  }),
} as const;
