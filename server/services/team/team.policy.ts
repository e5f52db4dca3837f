/**
 * Who may do what with teams and groups (seed 2 §6), by the rules of group-access.ts. A group that does
 * not exist passes the policy so the handler can answer 404 (it reveals nothing a 403 would not).
 */
import type { AuthContext, Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { groupAccess, isClubAdmin, type GroupAccess } from './group-access.ts';

const rule =
  (allow: (a: GroupAccess) => boolean) =>
  async (p: Principal, groupId: string, auth: AuthContext): Promise<boolean> => {
    const a = await groupAccess(auth.db, p, groupId);
    return a === null || allow(a);
  };

export const teamPolicy = {
  'group.list': () => true,
  /** Club admins, and the club's coaches (label Coach), create teams and distribution lists. */
  'group.create': (p: Principal, orgId: string) =>
    isClubAdmin(p, orgId) ||
    p.links.some((l) => l.organizationId === orgId && l.status === 'ACTIVE' && l.labels.includes('Coach')),
  'group.read': rule((a) => a.clubMember || a.myRole !== null || a.canManage),
  'group.update': rule((a) => a.canManage),
  /** Issue 53 item 1: the team's own managers (its coaches and senders) delete it too, as club admins do. */
  'group.delete': rule((a) => a.canManage),
  'group.members': rule((a) => a.canReadMembers),
  'group.manageMembers': rule((a) => a.canManage),
  'group.auditLog': rule((a) => a.canManage),
  'group.teamsheet': rule((a) => a.canManage || a.myRole === 'MEDIC'),
  'group.contactInfo': rule((a) => a.canManage),
  /** Joining oneself: a group that allows it, for an active member of its club (seed 2 §3 selfJoin). */
  'group.selfJoin': rule((a) => a.group.selfJoin && a.clubMember),
  /** Leaving oneself: a group that allows it, for one of its members (seed 2 §3 selfLeave). */
  'group.selfLeave': rule((a) => a.group.selfLeave && a.myRole !== null),
} satisfies Policy;
