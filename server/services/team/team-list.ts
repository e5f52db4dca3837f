/**
 * The team list's three changes (domain/team/team-list.ts), one function each, called by the REST routes
 * (member.routes.ts) and by the sync operations (team.sync.ts) alike, so the rules cannot drift apart. Each
 * writes the group audit log and moves the group's version, so the coaches' devices pull the new list.
 */
import { HIBERNATE_ERRORS } from '../../../domain/person/organization-link.ts';
import type { GroupMemberRole } from '../../../domain/team/enums.ts';
import type { Group } from '../../../domain/team/group.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { INVALID_INPUT } from '../../http/validate.ts';
import { membershipError } from '../membership/membership-errors.ts';
import { groupAccess, type GroupAccess } from './group-access.ts';
import { releasePositions } from './position.repository.ts';
import { toGroupDoc, toMemberDoc } from './team.dto.ts';
import {
  addMember,
  audit,
  clubLink,
  membersOf,
  organizationName,
  removeMember,
  setMemberRole,
  touchGroup,
  type findMember,
} from './team.repository.ts';

type MemberRecord = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/**
 * Adds a member of the group's club with a role. Answers false when the person is already on the list; a
 * person outside the club is refused (400), a hibernated member too (409, the membership message).
 */
export async function addPersonToGroup(
  db: Db,
  actorId: string | null,
  a: GroupAccess,
  personId: string,
  role: GroupMemberRole,
  acceptLanguage?: string,
): Promise<boolean> {
  const link = await clubLink(db, personId, a.group.organizationId);
  if (!link)
    throw badRequest(INVALID_INPUT, [
      { field: 'personId', message: 'Only members of the club can join its groups' },
    ]);
  if (link.status === 'HIBERNATED')
    throw membershipError(409, HIBERNATE_ERRORS.hibernatedMember, acceptLanguage, 'personId');
  if (!(await addMember(db, a.group.id, personId, role))) return false;
  await audit(db, a.group.id, 'MEMBER_ADDED', actorId, personId, { role });
  return true;
}

/** Changes a member's role (audit: member type updated). */
export async function changeMemberRole(
  db: Db,
  actorId: string | null,
  groupId: string,
  m: MemberRecord,
  role: GroupMemberRole,
): Promise<void> {
  await setMemberRole(db, m.id, role);
  await audit(db, groupId, 'MEMBER_TYPE_UPDATED', actorId, m.personId, { from: m.role, to: role });
  await touchGroup(db, groupId);
}

/** Takes a member off the list; the positions they held are released. */
export async function removeMemberFromGroup(
  db: Db,
  actorId: string | null,
  groupId: string,
  m: MemberRecord,
): Promise<void> {
  await removeMember(db, m.id);
  await releasePositions(db, groupId, m.personId, actorId);
  await audit(db, groupId, 'MEMBER_REMOVED', actorId, m.personId);
  await touchGroup(db, groupId);
}

/** The group as the caller's device holds it (the `teams` collection's document), read after a change. */
export async function teamDocFor(db: Db, p: Principal, groupId: string): Promise<Group> {
  const a = await groupAccess(db, p, groupId);
  if (!a) throw notFound('Group not found');
  const members = await membersOf(db, [groupId]);
  return toGroupDoc(a.group, {
    organizationName: await organizationName(db, a.group.organizationId),
    myRole: a.myRole,
    canManage: a.canManage,
    members: members.map((m) => toMemberDoc(m, a.canSeeMedical)),
  });
}
