/**
 * Who may do what with draws (seed 2 §6: club administrators manage draws and tickets; a national club draw
 * officer exec position exists). A draw is run by its organisation's admins (and super admins): they allocate
 * tickets and manage participation. A club's admins — ORG_ADMIN or ADMIN_CLUB of the club or of an
 * organisation above it, or the club's national club draw officer — sell, edit, declare, upload, export and
 * refund the club's tickets. Entering a draw online needs no sign-in.
 */
import { eq } from 'drizzle-orm';
import { isSuperAdmin, PUBLIC, type AuthContext, type Policy } from '../../auth/access.ts';
import { orgsWhere, type Principal } from '../../auth/principal.ts';
import { draw, drawTicket } from '../../db/schema/index.ts';
import { isOrgOrAncestorIn } from '../competition/competition.policy.ts';

const DRAW_OFFICER_LABEL = 'EXEC_NATIONALCLUBDRAWOFFICER';

/** Organisations whose tickets the principal may handle directly. */
export function drawOfficerOrgs(p: Principal): string[] {
  const officer = p.links
    .filter((l) => l.status === 'ACTIVE' && l.labels.includes(DRAW_OFFICER_LABEL))
    .map((l) => l.organizationId);
  return [...new Set([...orgsWhere(p, 'admin'), ...officer])];
}

export async function mayRunDraw(auth: AuthContext, p: Principal, drawId: string): Promise<boolean> {
  if (isSuperAdmin(p)) return true;
  const [row] = await auth.db.select({ org: draw.organizationId }).from(draw).where(eq(draw.id, drawId));
  return !!row && isOrgOrAncestorIn(auth.db, orgsWhere(p, 'admin'), row.org);
}

export async function mayManageClub(
  auth: AuthContext,
  p: Principal,
  r: { drawId: string; organizationId: string },
): Promise<boolean> {
  if (await isOrgOrAncestorIn(auth.db, drawOfficerOrgs(p), r.organizationId)) return true;
  return mayRunDraw(auth, p, r.drawId);
}

export async function mayHandleTicket(auth: AuthContext, p: Principal, ticketId: string): Promise<boolean> {
  const [t] = await auth.db
    .select({ drawId: drawTicket.drawId, organizationId: drawTicket.organizationId })
    .from(drawTicket)
    .where(eq(drawTicket.id, ticketId));
  // An unknown ticket: allowed through, so the handler answers 404 rather than 403.
  if (!t) return drawOfficerOrgs(p).length > 0 || isSuperAdmin(p);
  return mayManageClub(auth, p, t);
}

export const drawPolicy = {
  'draw.list': (p: Principal) => isSuperAdmin(p) || drawOfficerOrgs(p).length > 0,
  'draw.admin': (p: Principal, drawId: string, auth) => mayRunDraw(auth, p, drawId),
  'draw.club': (p: Principal, r: { drawId: string; organizationId: string }, auth) =>
    mayManageClub(auth, p, r),
  'draw.sellTicket': (p: Principal, ticketId: string, auth) => mayHandleTicket(auth, p, ticketId),
  'draw.editTicket': (p: Principal, ticketId: string, auth) => mayHandleTicket(auth, p, ticketId),
  'draw.enter': PUBLIC,
  'payments.webhook': PUBLIC,
} satisfies Policy;
