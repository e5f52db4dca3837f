/**
 * A sent event changed after sending (domain/message/message-edit.contract.ts): its fields edited, recipients
 * added (the unique (event, person) index keeps anyone from getting it twice), and one recipient's copy read.
 * Every change moves the event's `updated_at` and `version` (eventBumpedAt), so devices pull it again.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { EventPatch } from '../../../domain/message/message-edit.contract.ts';
import type { Db } from '../../db/client.ts';
import {
  event,
  eventRecipient,
  organization,
  person,
  personOrganization,
  place,
} from '../../db/schema/index.ts';
import { eventBumpedAt, touchEvent } from './event.repository.ts';

/** Applies the patch's fields; answers the event's new version. */
export async function updateEventFields(db: Db, id: string, patch: EventPatch): Promise<number> {
  const [row] = await db
    .update(event)
    .set({
      ...(patch.subject !== undefined ? { subject: patch.subject } : {}),
      ...(patch.message !== undefined ? { message: patch.message } : {}),
      ...(patch.startDate !== undefined ? { startDate: new Date(patch.startDate) } : {}),
      ...(patch.duration !== undefined ? { duration: patch.duration } : {}),
      ...(patch.placeId !== undefined ? { placeId: patch.placeId } : {}),
      updatedAt: eventBumpedAt,
      version: sql`${event.version} + 1`,
    })
    .where(eq(event.id, id))
    .returning({ version: event.version });
  return row!.version;
}

export async function placeName(db: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [p] = await db.select({ name: place.name }).from(place).where(eq(place.id, id));
  return p?.name ?? null;
}

/** Those of `personIds` who are active members of the club. */
export async function activeMembersOf(db: Db, organizationId: string, personIds: string[]) {
  if (personIds.length === 0) return new Set<string>();
  const rows = await db
    .selectDistinct({ personId: personOrganization.personId })
    .from(personOrganization)
    .where(
      and(
        eq(personOrganization.organizationId, organizationId),
        eq(personOrganization.status, 'ACTIVE'),
        inArray(personOrganization.personId, personIds),
      ),
    );
  return new Set(rows.map((r) => r.personId));
}

/** Adds the people as recipients (AWAITING_ACTION); answers how many were new. */
export async function addEventRecipients(db: Db, eventId: string, personIds: string[]): Promise<number> {
  const added = await db
    .insert(eventRecipient)
    .values(personIds.map((personId) => ({ id: uuidv7(), eventId, personId })))
    .onConflictDoNothing()
    .returning({ id: eventRecipient.id });
  if (added.length > 0) await touchEvent(db, eventId);
  return added.length;
}

/** One recipient row of the event, with the person's name; undefined when the event has no such recipient. */
export async function findRecipient(db: Db, eventId: string, recipientId: string) {
  const [r] = await db
    .select({
      recipient: eventRecipient,
      givenName: person.givenName,
      familyName: person.familyName,
    })
    .from(eventRecipient)
    .innerJoin(person, eq(person.id, eventRecipient.personId))
    .where(and(eq(eventRecipient.id, recipientId), eq(eventRecipient.eventId, eventId)));
  return r;
}

export async function organizationName(db: Db, id: string): Promise<string> {
  const [o] = await db.select({ name: organization.name }).from(organization).where(eq(organization.id, id));
  return o?.name ?? '';
}

export async function personName(db: Db, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [p] = await db
    .select({ givenName: person.givenName, familyName: person.familyName })
    .from(person)
    .where(eq(person.id, id));
  return p ? `${p.givenName} ${p.familyName}` : null;
}
