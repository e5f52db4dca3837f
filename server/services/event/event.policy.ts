/**
 * Who may do what with events (seed 2 §6: team senders and coaches schedule events). Create, cancel and
 * take attendance: those who manage the group (its COACH and SENDER members, club admins, super admins).
 * Read and respond: those who manage it, the event's recipients, and parents for their dependants. An unknown event passes the policy
 * so the handler answers 404.
 * Edit after sending and add recipients: those who manage the group. One recipient's copy
 * (GET /message/{id}/recipient/{rid}/content): that recipient, their parents and guardians, and those who
 * manage the group — never another recipient (BOLA cases).
 */
import type { AuthContext, Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { groupAccess } from '../team/group-access.ts';
import { dependantIds } from '../family/guardianship.ts';
import { viewerOf } from './event-docs.ts';
import { findRecipient } from './event-edit.repository.ts';
import { findEvent, recipientsOf } from './event.repository.ts';

async function managesEvent(auth: AuthContext, p: Principal, eventId: string): Promise<boolean> {
  const e = await findEvent(auth.db, eventId);
  if (!e) return true;
  const a = await groupAccess(auth.db, p, e.groupId);
  return a?.canManage ?? false;
}

async function receivesEvent(auth: AuthContext, p: Principal, eventId: string): Promise<boolean> {
  const e = await findEvent(auth.db, eventId);
  if (!e) return true;
  const viewer = await viewerOf(auth.db, p);
  if (viewer.managed.has(e.groupId)) return true;
  // Whoever may cancel the event may read it (super admins manage every group).
  if ((await groupAccess(auth.db, p, e.groupId))?.canManage) return true;
  const recipients = await recipientsOf(auth.db, [eventId]);
  return recipients.some((r) => viewer.personIds.includes(r.personId));
}

async function readsRecipientCopy(
  auth: AuthContext,
  p: Principal,
  r: { id: string; rid: string },
): Promise<boolean> {
  const e = await findEvent(auth.db, r.id);
  if (!e) return true;
  const copy = await findRecipient(auth.db, r.id, r.rid);
  if (!copy) return true;
  const owner = copy.recipient.personId;
  if (p.personId === owner) return true;
  if ((await groupAccess(auth.db, p, e.groupId))?.canManage) return true;
  return p.personId !== null && (await dependantIds(auth.db, p.personId, [owner])).length > 0;
}

export const eventPolicy = {
  'event.list': () => true,
  'event.create': async (p: Principal, groupId: string, auth) =>
    (await groupAccess(auth.db, p, groupId))?.canManage ?? true,
  'event.read': (p: Principal, id: string, auth) => receivesEvent(auth, p, id),
  'event.respond': (p: Principal, id: string, auth) => receivesEvent(auth, p, id),
  'event.markAttendance': (p: Principal, id: string, auth) => managesEvent(auth, p, id),
  'event.delete': (p: Principal, id: string, auth) => managesEvent(auth, p, id),
  'event.edit': (p: Principal, id: string, auth) => managesEvent(auth, p, id),
  'event.readRecipientContent': (p: Principal, r: { id: string; rid: string }, auth) =>
    readsRecipientCopy(auth, p, r),
  'place.list': () => true,
} satisfies Policy;
