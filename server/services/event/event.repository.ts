/**
 * Events and their recipients in the database. An event's document embeds its recipients, so every change
 * to a recipient moves the event's `updated_at` strictly forward and its `version` up (`touchEvent`).
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Attendance, EventInput, EventResponse } from '../../../domain/event/event.ts';
import type { Db } from '../../db/client.ts';
import {
  event,
  eventRecipient,
  groupMember,
  person,
  place,
  placeOrganization,
  team,
} from '../../db/schema/index.ts';

export type EventRow = typeof event.$inferSelect;

export const eventBumpedAt = sql`greatest(clock_timestamp(), ${event.updatedAt} + interval '1 millisecond')`;

export async function touchEvent(db: Db, id: string): Promise<void> {
  await db
    .update(event)
    .set({ updatedAt: eventBumpedAt, version: sql`${event.version} + 1` })
    .where(eq(event.id, id));
}

/** Creates the event and one recipient per live member of the group (a snapshot, as a sent message is). */
export async function insertEvent(
  db: Db,
  input: EventInput,
  organizationId: string,
  senderPersonId: string | null,
): Promise<string> {
  const id = uuidv7();
  await db.insert(event).values({
    id,
    groupId: input.toGroupId,
    organizationId,
    senderPersonId,
    placeId: input.placeId ?? null,
    category: input.category,
    subject: input.subject,
    message: input.message,
    startDate: new Date(input.startDate),
    duration: input.duration,
    requestResponse: input.requestResponse,
    viewOtherRecipientsNames: input.viewOtherRecipientsNames,
    commsConsentAdditionalClub: input.commsConsentAdditionalClub,
    sendNotificationReminder: input.sendNotificationReminder,
  });
  const members = await db
    .select({ personId: groupMember.personId })
    .from(groupMember)
    .where(and(eq(groupMember.groupId, input.toGroupId), isNull(groupMember.deletedAt)));
  if (members.length > 0) {
    await db
      .insert(eventRecipient)
      .values(members.map((m) => ({ id: uuidv7(), eventId: id, personId: m.personId })));
  }
  return id;
}

export async function findEvent(db: Db, id: string, lock = false): Promise<EventRow | undefined> {
  const q = db.select().from(event).where(eq(event.id, id));
  const rows = lock ? await q.for('update') : await q;
  return rows[0];
}

export async function eventsWithGroup(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      event,
      groupName: team.name,
      groupSuffix: team.suffix,
      place: { id: place.id, name: place.name },
    })
    .from(event)
    .innerJoin(team, eq(team.id, event.groupId))
    .leftJoin(place, eq(place.id, event.placeId))
    .where(inArray(event.id, ids));
}

export async function recipientsOf(db: Db, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  return db
    .select({
      id: eventRecipient.id,
      eventId: eventRecipient.eventId,
      personId: eventRecipient.personId,
      givenName: person.givenName,
      familyName: person.familyName,
      response: eventRecipient.response,
      attendance: eventRecipient.attendance,
    })
    .from(eventRecipient)
    .innerJoin(person, eq(person.id, eventRecipient.personId))
    .where(inArray(eventRecipient.eventId, eventIds))
    .orderBy(asc(person.familyName), asc(person.givenName), asc(eventRecipient.id));
}

/** Writes one field of one recipient (the conflict rule in domain/event/event.ts); false if not a recipient. */
export async function writeRecipientField(
  db: Db,
  eventId: string,
  personId: string,
  change: { attendance: Attendance; by: string | null } | { response: EventResponse },
): Promise<boolean> {
  const set =
    'attendance' in change
      ? { attendance: change.attendance, attendanceBy: change.by, attendanceAt: new Date() }
      : { response: change.response, respondedAt: new Date() };
  const rows = await db
    .update(eventRecipient)
    .set({ ...set, updatedAt: new Date(), version: sql`${eventRecipient.version} + 1` })
    .where(and(eq(eventRecipient.eventId, eventId), eq(eventRecipient.personId, personId)))
    .returning({ id: eventRecipient.id });
  if (rows.length === 0) return false;
  await touchEvent(db, eventId);
  return true;
}

/** Whose events a person sees: as a recipient (or for their dependants), or in groups they manage. */
export function visibleEventSql(personIds: string[], managedGroupIds: string[]): SQL {
  const asRecipient = personIds.length
    ? sql`exists (select 1 from ${eventRecipient} where ${eventRecipient.eventId} = ${event.id}
        and ${inArray(eventRecipient.personId, personIds)})`
    : sql`false`;
  const managed = managedGroupIds.length ? inArray(event.groupId, managedGroupIds) : sql`false`;
  return sql`(${asRecipient} or ${managed})`;
}

export interface EventListQuery {
  page: number;
  size: number;
  personIds: string[];
  managedGroupIds: string[];
  groupId?: string;
  category?: string;
  from?: Date;
  until?: Date;
  direction: 'asc' | 'desc';
}

export async function listEventIds(db: Db, q: EventListQuery) {
  const conds: SQL[] = [isNull(event.deletedAt), visibleEventSql(q.personIds, q.managedGroupIds)];
  if (q.groupId) conds.push(eq(event.groupId, q.groupId));
  if (q.category) conds.push(eq(event.category, q.category));
  if (q.from) conds.push(gte(event.startDate, q.from));
  if (q.until) conds.push(lt(event.startDate, q.until));
  const where = and(...conds);
  const order = q.direction === 'asc' ? asc(event.startDate) : desc(event.startDate);
  const rows = await db
    .select({ id: event.id })
    .from(event)
    .where(where)
    .orderBy(order, asc(event.id))
    .limit(q.size)
    .offset(q.page * q.size);
  const [total] = await db.select({ n: count() }).from(event).where(where);
  return { ids: rows.map((r) => r.id), total: total?.n ?? 0 };
}

/** Groups the person manages by role (COACH or SENDER), and of clubs they administer. */
export async function managedGroupIds(db: Db, personId: string | null, adminOrgIds: string[]) {
  const conds: SQL[] = [];
  if (personId) {
    conds.push(
      sql`exists (select 1 from ${groupMember} where ${groupMember.groupId} = ${team.id}
        and ${groupMember.personId} = ${personId} and ${groupMember.deletedAt} is null
        and ${groupMember.role} in ('COACH', 'SENDER'))`,
    );
  }
  if (adminOrgIds.length) conds.push(inArray(team.organizationId, adminOrgIds));
  if (conds.length === 0) return [];
  const rows = await db
    .select({ id: team.id })
    .from(team)
    .where(and(isNull(team.deletedAt), or(...conds)));
  return rows.map((r) => r.id);
}

/**
 * Events for the `events` sync collection: changed after the checkpoint, starting from `from` on, that the
 * person receives or manages (as COACH or SENDER of the group). Deleted ones come back as tombstones.
 */
export async function eventsChangedSince(
  db: Db,
  personIds: string[],
  groupIds: string[],
  from: Date,
  after: { updatedAt: string; id: string } | null,
  limit: number,
) {
  const conds: SQL[] = [visibleEventSql(personIds, groupIds), gte(event.startDate, from)];
  if (after)
    conds.push(sql`(${event.updatedAt}, ${event.id}) > (${after.updatedAt}::timestamptz, ${after.id})`);
  return db
    .select({ id: event.id, updatedAt: event.updatedAt, version: event.version, deletedAt: event.deletedAt })
    .from(event)
    .where(and(...conds))
    .orderBy(asc(event.updatedAt), asc(event.id))
    .limit(limit);
}

export async function cancelEvent(db: Db, id: string, reason: string | null, remove: boolean) {
  await db
    .update(event)
    .set({
      status: 'CANCELLED',
      cancelReason: reason,
      ...(remove ? { deletedAt: new Date() } : {}),
      updatedAt: eventBumpedAt,
      version: sql`${event.version} + 1`,
    })
    .where(eq(event.id, id));
}

/** The club of a live group an event is sent to; undefined when there is no such group. */
export async function groupOrganizationId(db: Db, groupId: string): Promise<string | undefined> {
  const [group] = await db
    .select({ organizationId: team.organizationId })
    .from(team)
    .where(and(eq(team.id, groupId), isNull(team.deletedAt)));
  return group?.organizationId;
}

export async function placeExists(db: Db, id: string): Promise<boolean> {
  const [p] = await db.select({ id: place.id }).from(place).where(eq(place.id, id));
  return p !== undefined;
}

/** The person a recipient row of the event stands for; undefined when the event has no such recipient. */
export async function recipientPersonId(db: Db, eventId: string, recipientId: string) {
  const [r] = await db
    .select({ personId: eventRecipient.personId })
    .from(eventRecipient)
    .where(and(eq(eventRecipient.id, recipientId), eq(eventRecipient.eventId, eventId)));
  return r?.personId;
}

/** The places of the given clubs and those shared with them (seed 3 §2 "shared places"), by name, at most `size`. */
export async function placesOf(db: Db, organizationIds: string[], size: number) {
  if (organizationIds.length === 0) return [];
  return db
    .select({ id: place.id, name: place.name })
    .from(place)
    .where(
      and(
        isNull(place.deletedAt),
        or(
          inArray(place.organizationId, organizationIds),
          inArray(
            place.id,
            db
              .select({ id: placeOrganization.placeId })
              .from(placeOrganization)
              .where(inArray(placeOrganization.organizationId, organizationIds)),
          ),
        ),
      ),
    )
    .orderBy(asc(place.name))
    .limit(size);
}
