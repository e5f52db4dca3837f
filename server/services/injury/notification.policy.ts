/**
 * Who may do what with injury notifications (seed 2 §4, §6): the claimant (who made it) reads, edits and
 * submits their own; the unit secretary — the club's secretary (label EXEC_SECRETARY) or a club admin —
 * reads the unit's notifications and approves, rejects and completes them; player injury oversight (global
 * role player_injury_oversight) and super admins read all. Which status change each may make is checked
 * by the route (notification.routes.ts), from the loaded notification.
 */
import { eq } from 'drizzle-orm';
import { hasGlobalRole, isSuperAdmin, type AuthContext, type Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { injuryNotification } from '../../db/schema/index.ts';

export const SECRETARY_LABELS = ['EXEC_SECRETARY', 'ADMIN_CLUB'];

export const isOversight = (p: Principal) => hasGlobalRole(p, 'player_injury_oversight') || isSuperAdmin(p);

/** Units (clubs) where the principal validates notifications. */
export function secretaryOf(p: Principal): string[] {
  return p.links
    .filter(
      (l) =>
        l.status === 'ACTIVE' &&
        (l.labels.some((x) => SECRETARY_LABELS.includes(x)) || l.privileges.includes('ORG_ADMIN')),
    )
    .map((l) => l.organizationId);
}

export async function notificationScope(auth: AuthContext, id: string) {
  const [row] = await auth.db
    .select({
      claimant: injuryNotification.claimantPersonId,
      orgId: injuryNotification.organizationId,
      deletedAt: injuryNotification.deletedAt,
    })
    .from(injuryNotification)
    .where(eq(injuryNotification.id, id));
  return row && !row.deletedAt ? row : undefined;
}

async function role(auth: AuthContext, p: Principal, id: string) {
  const row = await notificationScope(auth, id);
  if (!row) return { claimant: false, secretary: false, oversight: isOversight(p) };
  return {
    claimant: row.claimant === p.personId,
    secretary: secretaryOf(p).includes(row.orgId),
    oversight: isOversight(p),
  };
}

export const notificationPolicy = {
  'injuryNotification.list': () => true,
  'injuryNotification.groups': () => true,
  'injuryNotification.create': (p: Principal) => p.personId !== null,
  'injuryNotification.read': async (p: Principal, id: string, auth) => {
    const r = await role(auth, p, id);
    return r.claimant || r.secretary || r.oversight;
  },
  'injuryNotification.update': async (p: Principal, id: string, auth) => (await role(auth, p, id)).claimant,
  'injuryNotification.delete': async (p: Principal, id: string, auth) => (await role(auth, p, id)).claimant,
  'injuryNotification.status': async (p: Principal, id: string, auth) => {
    const r = await role(auth, p, id);
    return r.claimant || r.secretary;
  },
  'injuryNotification.document': async (p: Principal, id: string, auth) => {
    const r = await role(auth, p, id);
    return r.claimant || r.secretary;
  },
  'injuryNotification.export': (p: Principal) => isOversight(p) || secretaryOf(p).length > 0,
} satisfies Policy;
