/**
 * The team context's part of sync: the `teams` pull collection — the teams the person coaches (or sends
 * for, or is the medic of), with their members; medical details only where the person may see them. Teams
 * have no push operation: they are changed online.
 */
import type { SyncCollection } from '../../../domain/sync/protocol.ts';
import type { GroupMemberRole } from '../../../domain/team/enums.ts';
import { pageOf, type Puller } from '../../sync/operation.ts';
import { accessFrom } from './group-access.ts';
import { groupTombstone, toGroupDoc, toMemberDoc } from './team.dto.ts';
import { groupsChangedSince, membersOf } from './team.repository.ts';

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
