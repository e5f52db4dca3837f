/**
 * What the caller may do with one group, worked out once (seed 2 §6; ADR 0004):
 * - manage (update, delete, members, events, attendance): club admins of the group's club (privilege
 *   ORG_ADMIN or label ADMIN_CLUB), super admins, and the group's COACH and SENDER members;
 * - read the group: any active member of its club, and its own members;
 * - read the members list: those who manage, the group's medics and organisers, and — when the group's
 *   visibility (viewOthersInGroup) allows — its other members. A member of another club gets 403;
 * - medical columns (medical consent, medical alert, on the teamsheet the medical details): club admins,
 *   super admins and the group's COACH and MEDIC members; never senders, organisers or players.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { MANAGING_ROLES, MEDICAL_ROLES } from '../../../domain/team/group.ts';
import type { GroupMemberRole } from '../../../domain/team/enums.ts';
import { isSuperAdmin } from '../../auth/access.ts';
import { orgsWhere, type Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { groupMember, team } from '../../db/schema/index.ts';

export type GroupRow = typeof team.$inferSelect;

export interface GroupAccess {
  group: GroupRow;
  myRole: GroupMemberRole | null;
  clubAdmin: boolean;
  clubMember: boolean;
  canManage: boolean;
  canReadMembers: boolean;
  canSeeMedical: boolean;
}

const has = (list: readonly string[], role: string | null) => role !== null && list.includes(role);

export function isClubAdmin(p: Principal, orgId: string): boolean {
  return isSuperAdmin(p) || orgsWhere(p, 'admin').includes(orgId);
}

export function accessFrom(p: Principal, group: GroupRow, myRole: GroupMemberRole | null): GroupAccess {
  const clubAdmin = isClubAdmin(p, group.organizationId);
  const clubMember = p.links.some((l) => l.organizationId === group.organizationId && l.status === 'ACTIVE');
  const canManage = clubAdmin || has(MANAGING_ROLES, myRole);
  return {
    group,
    myRole,
    clubAdmin,
    clubMember,
    canManage,
    canReadMembers:
      canManage || has(['MEDIC', 'ORGANISER'], myRole) || (myRole !== null && group.viewOthersInGroup),
    canSeeMedical: clubAdmin || has(MEDICAL_ROLES, myRole),
  };
}

/** The caller's access to a group, or null when the group does not exist (or was deleted). */
export async function groupAccess(db: Db, p: Principal, groupId: string): Promise<GroupAccess | null> {
  const [group] = await db
    .select()
    .from(team)
    .where(and(eq(team.id, groupId), isNull(team.deletedAt)));
  if (!group) return null;
  let myRole: GroupMemberRole | null = null;
  if (p.personId) {
    const [m] = await db
      .select({ role: groupMember.role })
      .from(groupMember)
      .where(
        and(
          eq(groupMember.groupId, groupId),
          eq(groupMember.personId, p.personId),
          isNull(groupMember.deletedAt),
        ),
      );
    myRole = (m?.role as GroupMemberRole | undefined) ?? null;
  }
  return accessFrom(p, group, myRole);
}
