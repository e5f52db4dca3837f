/**
 * `event.markAttendance` for a whole sync batch at once (issue 50): the rule of event-ops.ts `markAttendance`
 * — the `event.markAttendance` policy (whoever manages the event's group: its COACH or SENDER, a club admin
 * of its club, a super admin), the event must be live, the person a recipient — for a coach's whole team
 * sheet in a fixed number of statements: the events locked with their groups, the marks written, the events
 * moved forward, then the documents as the coach sees them (viewer, events and recipients) once for the set.
 * Marks are ordered per (event, person), so a team's marks on one event apply together.
 */
import type { AttendanceInput } from '../../../domain/event/event.ts';
import type { GroupMemberRole } from '../../../domain/team/enums.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { INVALID_INPUT } from '../../http/validate.ts';
import type { Checked, MutationOutcome } from '../../sync/operation.ts';
import { accessFrom } from '../team/group-access.ts';
import { lockEventsWithGroup, touchEvents, writeAttendances } from './event-batch.repository.ts';
import { eventDocs, viewerOf } from './event-docs.ts';

const notRecipient = () =>
  badRequest(INVALID_INPUT, [{ field: 'personId', message: 'This person is not a recipient of the event' }]);

export async function markAttendances(
  tx: Db,
  principal: Principal,
  items: Checked<AttendanceInput>[],
): Promise<MutationOutcome[]> {
  const rows = await lockEventsWithGroup(
    tx,
    items.map((i) => i.m.entityId),
    principal.personId,
  );
  const events = new Map<string, (typeof rows)[number]>();
  for (const r of rows) {
    const held = events.get(r.event.id);
    // Of several memberships, the one that manages (group-access.ts reads one row).
    if (!held || (r.group && accessFrom(principal, r.group, r.role as GroupMemberRole).canManage)) {
      events.set(r.event.id, r);
    }
  }
  const outcomes: (MutationOutcome | null)[] = [];
  const marks: (AttendanceInput & { eventId: string })[] = [];
  for (const { m, input } of items) {
    const r = events.get(m.entityId);
    // The policy (event.policy.ts managesEvent): an unknown event passes, to be answered 404.
    const manages =
      !r || (r.group !== null && accessFrom(principal, r.group, r.role as GroupMemberRole).canManage);
    if (!manages) outcomes.push({ kind: 'rejected', error: forbidden() });
    else if (!r || r.event.deletedAt)
      outcomes.push({ kind: 'rejected', error: notFound('This event no longer exists') });
    else {
      marks.push({ ...input, eventId: m.entityId });
      outcomes.push(null);
    }
  }
  const written = new Set(
    (await writeAttendances(tx, marks, principal.personId)).map((w) => `${w.eventId}|${w.personId}`),
  );
  const marksPerEvent = new Map<string, number>();
  for (const k of marks) {
    if (written.has(`${k.eventId}|${k.personId}`))
      marksPerEvent.set(k.eventId, (marksPerEvent.get(k.eventId) ?? 0) + 1);
  }
  const touched = [...marksPerEvent.keys()];
  await touchEvents(tx, marksPerEvent);
  const docs = touched.length > 0 ? await eventDocs(tx, await viewerOf(tx, principal), touched) : [];
  const byId = new Map(docs.map((d) => [d.id, d]));
  return outcomes.map((o, k) => {
    if (o) return o;
    const { m, input } = items[k]!;
    if (!written.has(`${m.entityId}|${input.personId}`)) return { kind: 'rejected', error: notRecipient() };
    return { kind: 'applied', doc: byId.get(m.entityId)! };
  });
}
