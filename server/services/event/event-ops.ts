/**
 * The two recipient writes, shared by PATCH /message/{id}/recipient/{rid} and the sync push operations
 * `event.markAttendance` and `event.respond`, so an offline mark meets exactly the checks of an online one.
 * Each writes only its own field (the conflict rule in domain/event/event.ts and ADR 0004) and ignores
 * the device's baseVersion: there is no stale conflict between a coach's mark and a member's answer.
 */
import type { AttendanceInput, EventDoc, RespondInput } from '../../../domain/event/event.ts';
import { requireAccess } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { INVALID_INPUT } from '../../http/validate.ts';
import { eventDocs, viewerOf } from './event-docs.ts';
import { findEvent, writeRecipientField } from './event.repository.ts';

export type RecipientOutcome = { kind: 'applied'; doc: EventDoc };

async function liveEvent(tx: Db, eventId: string) {
  const e = await findEvent(tx, eventId, true);
  if (!e || e.deletedAt) throw notFound('This event no longer exists');
  return e;
}

const notRecipient = () =>
  badRequest(INVALID_INPUT, [{ field: 'personId', message: 'This person is not a recipient of the event' }]);

export async function markAttendance(
  tx: Db,
  principal: Principal,
  eventId: string,
  input: AttendanceInput,
): Promise<RecipientOutcome> {
  await requireAccess({ principal, db: tx }, 'event.markAttendance', eventId);
  await liveEvent(tx, eventId);
  const ok = await writeRecipientField(tx, eventId, input.personId, {
    attendance: input.attendance,
    by: principal.personId,
  });
  if (!ok) throw notRecipient();
  const viewer = await viewerOf(tx, principal);
  return { kind: 'applied', doc: (await eventDocs(tx, viewer, [eventId]))[0]! };
}

export async function respond(
  tx: Db,
  principal: Principal,
  eventId: string,
  input: RespondInput,
): Promise<RecipientOutcome> {
  await requireAccess({ principal, db: tx }, 'event.respond', eventId);
  const e = await liveEvent(tx, eventId);
  const viewer = await viewerOf(tx, principal);
  if (!viewer.personIds.includes(input.personId)) {
    throw forbidden('You can answer only for yourself and your dependants');
  }
  if (!e.requestResponse) {
    throw badRequest(INVALID_INPUT, [
      { field: 'response', message: 'This event does not ask for responses' },
    ]);
  }
  if (!(await writeRecipientField(tx, eventId, input.personId, { response: input.response }))) {
    throw notRecipient();
  }
  return { kind: 'applied', doc: (await eventDocs(tx, viewer, [eventId]))[0]! };
}
