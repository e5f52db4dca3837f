/**
 * Who may send and read messages (seed 1 §6, seed 2 §6 and §7):
 * - send to everyone in a club: its COMMS senders (privilege COMMS), its admins and super admins;
 * - send to teams and groups: those who manage each group (its COACH and SENDER members, club admins) and
 *   the club's COMMS senders;
 * - a sent message's recipients and their state: its sender, the club's COMMS senders and admins, and
 *   those who manage one of its groups;
 * - a copy in an inbox: its person and their parents or guardians — nobody else (BOLA cases).
 * Unknown ids pass, so the handler answers 404 (or validation 400 for a body that names nothing).
 */
import { isSuperAdmin, type AuthContext, type Policy } from '../../auth/access.ts';
import { orgsWhere, type Principal } from '../../auth/principal.ts';
import { dependantIds } from '../family/guardianship.ts';
import { groupAccess } from '../team/group-access.ts';
import { copyOwner, findMessage } from './message.repository.ts';

/** Clubs where the principal may write to everyone: COMMS (privilege), admins. */
export function commsOrgs(p: Principal): string[] {
  const comms = p.links
    .filter((l) => l.status !== 'HIBERNATED' && l.privileges.includes('COMMS'))
    .map((l) => l.organizationId);
  return [...new Set([...comms, ...orgsWhere(p, 'admin')])];
}

export const sendsForClub = (p: Principal, orgId: string) => isSuperAdmin(p) || commsOrgs(p).includes(orgId);

async function managesAny(auth: AuthContext, p: Principal, groupIds: string[]): Promise<boolean> {
  for (const id of groupIds) if ((await groupAccess(auth.db, p, id))?.canManage) return true;
  return false;
}

/** The body's audience, read loosely (validation comes after the guard). */
async function maySend(auth: AuthContext, p: Principal, body: Record<string, unknown>): Promise<boolean> {
  const orgId = typeof body.organizationId === 'string' ? body.organizationId : '';
  if (sendsForClub(p, orgId)) return true;
  if (body.toEveryone === true) return false;
  const groupIds = Array.isArray(body.toGroupIds)
    ? body.toGroupIds.filter((x): x is string => typeof x === 'string').slice(0, 50)
    : [];
  if (groupIds.length === 0) return true;
  for (const id of groupIds) {
    const a = await groupAccess(auth.db, p, id);
    if (a && !a.canManage) return false;
  }
  return true;
}

async function readsRecipients(auth: AuthContext, p: Principal, id: string): Promise<boolean> {
  const m = await findMessage(auth.db, id);
  if (!m) return true;
  return (
    m.senderPersonId === p.personId || sendsForClub(p, m.organizationId) || managesAny(auth, p, m.groupIds)
  );
}

async function ownsCopy(auth: AuthContext, p: Principal, copyId: string): Promise<boolean> {
  const owner = await copyOwner(auth.db, copyId);
  if (owner === undefined) return true;
  if (!p.personId) return false;
  return owner === p.personId || (await dependantIds(auth.db, p.personId, [owner])).length > 0;
}

export const messagePolicy = {
  'message.send': (p: Principal, body: Record<string, unknown>, auth) => maySend(auth, p, body),
  'message.listSent': () => true,
  'message.readRecipients': (p: Principal, id: string, auth) => readsRecipients(auth, p, id),
  'inbox.list': () => true,
  'inbox.read': (p: Principal, id: string, auth) => ownsCopy(auth, p, id),
  'inbox.update': (p: Principal, id: string, auth) => ownsCopy(auth, p, id),
} satisfies Policy;
