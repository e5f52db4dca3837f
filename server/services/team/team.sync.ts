/**
 * The team context's part of sync: the `teams` pull collection — the teams the person coaches (or sends
 * for, or is the medic of), with their members; medical details only where the person may see them. Teams
 * have no push operation: they are changed online.
 */
import type { SyncCollection, SyncOperationName } from '../../../domain/sync/protocol.ts';
import type { GroupMemberRole } from '../../../domain/team/enums.ts';
import {
  TeamAddMemberInput,
  TeamMemberRoleInput,
  TeamRemoveMemberInput,
} from '../../../domain/team/team-list.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import {
  operation,
  pageOf,
  type OperationOutcome,
  type Puller,
  type SyncOperation,
} from '../../sync/operation.ts';
import { accessFrom, groupAccess } from './group-access.ts';
import { groupTombstone, toGroupDoc, toMemberDoc } from './team.dto.ts';
import { addPersonToGroup, changeMemberRole, removeMemberFromGroup, teamDocFor } from './team-list.ts';
import { findMemberByPerson, groupsChangedSince, membersOf } from './team.repository.ts';

const applied = async (db: Db, p: Principal, groupId: string): Promise<OperationOutcome> => ({
  kind: 'applied',
  doc: await teamDocFor(db, p, groupId),
});
const memberChanged = async (db: Db, p: Principal, groupId: string): Promise<OperationOutcome> => ({
  kind: 'conflict',
  reason: 'memberChanged',
  doc: await teamDocFor(db, p, groupId),
});

export const TEAM_OPERATIONS = {
  'group.addMember': operation({
    action: 'group.manageMembers',
    input: TeamAddMemberInput,
    async apply(tx, p, m, input) {
      const a = await groupAccess(tx, p, m.entityId);
      if (!a) throw notFound('Group not found');
      const added = await addPersonToGroup(tx, p.personId, a, input.personId, input.role);
      return added ? applied(tx, p, a.group.id) : memberChanged(tx, p, a.group.id);
    },
  }),
  'group.setMemberRole': operation({
    action: 'group.manageMembers',
    input: TeamMemberRoleInput,
    async apply(tx, p, m, input) {
      const member = await findMemberByPerson(tx, m.entityId, input.personId);
      if (!member) return memberChanged(tx, p, m.entityId);
      if (member.role !== input.role) await changeMemberRole(tx, p.personId, m.entityId, member, input.role);
      return applied(tx, p, m.entityId);
    },
  }),
  'group.removeMember': operation({
    action: 'group.manageMembers',
    input: TeamRemoveMemberInput,
    async apply(tx, p, m, input) {
      const member = await findMemberByPerson(tx, m.entityId, input.personId);
      if (member) await removeMemberFromGroup(tx, p.personId, m.entityId, member);
      return applied(tx, p, m.entityId);
    },
  }),
} satisfies Partial<Record<SyncOperationName, SyncOperation>>;

/** Roles whose device holds the team with its members. */
const HOLDING_ROLES: readonly string[] = ['COACH', 'SENDER', 'MEDIC'];

const pullTeams: Puller = async (db, p, after, limit) => {
  if (!p.personId) return pageOf([], after, false);
  const rows = await groupsChangedSince(db, p.personId, after, limit + 1);
  const page = rows.slice(0, limit);
  const visible = page.filter(
    (r) => !r.team.deletedAt && r.myRole !== null && HOLDING_ROLES.includes(r.myRole),
  );
  const members = await membersOf(
    db,
    visible.map((r) => r.team.id),
  );
  const documents = page.map((r) => {
    if (!visible.includes(r)) return groupTombstone(r.team);
    const a = accessFrom(p, r.team, r.myRole as GroupMemberRole);
    return toGroupDoc(r.team, {
      organizationName: r.organizationName,
      myRole: a.myRole,
      canManage: a.canManage,
      members: members.filter((m) => m.groupId === r.team.id).map((m) => toMemberDoc(m, a.canSeeMedical)),
    });
  });
  return pageOf(documents, after, rows.length > limit);
};

export const TEAM_PULLERS = {
  teams: pullTeams,
} satisfies Partial<Record<SyncCollection, Puller>>;
