/**
 * A batch of attendance marks for the sync push (mark-attendances.ts): the events locked in one statement
 * with their live group and the caller's role in it, the recipients' marks written in one statement, and
 * the events moved forward in one more.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AttendanceInput } from '../../../domain/event/event.ts';
import type { Db } from '../../db/client.ts';
import { event, eventRecipient, groupMember, team } from '../../db/schema/index.ts';
import { eventBumpedAt } from './event.repository.ts';

/** The events (deleted ones too) locked in id order, each with its live group and the person's roles in it. */
export async function lockEventsWithGroup(db: Db, ids: string[], personId: string | null) {
  if (ids.length === 0) return [];
  return db
    .select({ event, group: team, role: groupMember.role })
    .from(event)
    .leftJoin(team, and(eq(team.id, event.groupId), isNull(team.deletedAt)))
    .leftJoin(
      groupMember,
      and(
        eq(groupMember.groupId, event.groupId),
        personId ? eq(groupMember.personId, personId) : sql`false`,
        isNull(groupMember.deletedAt),
      ),
    )
    .where(inArray(event.id, ids))
    .orderBy(asc(event.id))
    .for('update', { of: event });
}

/** Attendance marks in one statement; answers the (event, person) pairs that are recipients and were marked. */
export async function writeAttendances(
  db: Db,
  marks: (AttendanceInput & { eventId: string })[],
  by: string | null,
): Promise<{ eventId: string; personId: string }[]> {
  if (marks.length === 0) return [];
  const now = new Date();
  return db
    .update(eventRecipient)
    .set({
      attendance: sql`v.attendance`,
      attendanceBy: by,
      attendanceAt: now,
      updatedAt: now,
      version: sql`${eventRecipient.version} + 1`,
    })
    .from(
      sql`jsonb_to_recordset(${JSON.stringify(marks)}::jsonb) as v("eventId" text, "personId" text, attendance text)`,
    )
    .where(sql`${eventRecipient.eventId} = v."eventId" and ${eventRecipient.personId} = v."personId"`)
    .returning({ eventId: eventRecipient.eventId, personId: eventRecipient.personId });
}

/**
 * The events' documents changed: `updated_at` strictly forward and the version up by the number of marks
 * written on each (as one mark at a time moves it), in one statement.
 */
export async function touchEvents(db: Db, marksPerEvent: Map<string, number>): Promise<void> {
  if (marksPerEvent.size === 0) return;
  const rows = [...marksPerEvent].map(([id, n]) => ({ id, n }));
  await db
    .update(event)
    .set({ updatedAt: eventBumpedAt, version: sql`${event.version} + v.n` })
    .from(sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id text, n integer)`)
    .where(sql`${event.id} = v.id`);
}
