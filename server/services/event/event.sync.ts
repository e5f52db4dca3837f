/**
 * The event context's part of sync: the `events` pull collection and the push operations — the coach's
 * attendance mark and a member's own response, each through the same function as the REST route. Neither
 * operation checks baseVersion: each writes one field of one recipient, so they never conflict with each
 * other (ADR 0004).
 *
 * Pull window: events from the first of last month on (deviceWindowStart: so today's session, the next
 * 7 days and this month's and last month's calendar are there) that the person receives, answers for a
 * dependant, or manages. An event is pulled when it changes; one
 * created long ago that drifts into the 7-day schedule is already on the device, since all future events
 * are pulled, not only the next 7 days.
 */
import { deviceWindowStart } from '../../../domain/calendar/calendar.ts';
import { AttendanceInput, RespondInput } from '../../../domain/event/event.ts';
import type { SyncCollection, SyncOperationName } from '../../../domain/sync/protocol.ts';
import { operation, pageOf, setOperation, type Puller, type SyncOperation } from '../../sync/operation.ts';
import { eventDocs, eventTombstone, viewerOf } from './event-docs.ts';
import { respond } from './event-ops.ts';
import { markAttendances } from './mark-attendances.ts';
import { eventsChangedSince } from './event.repository.ts';

export const EVENT_OPERATIONS = {
  // Set-based (mark-attendances.ts): a coach's team sheet, six statements a batch.
  'event.markAttendance': setOperation({
    action: 'event.markAttendance',
    input: AttendanceInput,
    orderKey: (m, input) => `${m.entityId}|${input.personId}`,
    applyAll: markAttendances,
  }),
  'event.respond': operation({
    action: 'event.respond',
    input: RespondInput,
    apply: (tx, principal, m, input) => respond(tx, principal, m.entityId, input),
  }),
} satisfies Partial<Record<SyncOperationName, SyncOperation>>;

const pullEvents: Puller = async (db, p, after, limit) => {
  const viewer = await viewerOf(db, p);
  const rows = await eventsChangedSince(
    db,
    viewer.personIds,
    [...viewer.managed],
    deviceWindowStart(),
    after,
    limit + 1,
  );
  const page = rows.slice(0, limit);
  const docs = await eventDocs(
    db,
    viewer,
    page.filter((r) => !r.deletedAt).map((r) => r.id),
  );
  const byId = new Map(docs.map((d) => [d.id, d]));
  const documents = page.map((r) => byId.get(r.id) ?? eventTombstone(r));
  return pageOf(documents, after, rows.length > limit);
};

export const EVENT_PULLERS = {
  events: pullEvents,
} satisfies Partial<Record<SyncCollection, Puller>>;
