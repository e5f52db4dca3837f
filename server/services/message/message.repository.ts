/**
 * Messages and their recipients' copies in the database. A message never changes once sent; each copy
 * (state, read) moves its own `updated_at` strictly forward and its `version` up, so the `messages` pull
 * collection sees every change (copyBumpedAt).
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { MessageInput, MessageState } from '../../../domain/message/message.ts';
import type { Db } from '../../db/client.ts';
import {
  groupMember,
  message,
  messageRecipient,
  organization,
  person,
  personOrganization,
  place,
  team,
} from '../../db/schema/index.ts';

export type MessageRow = typeof message.$inferSelect;

const copyBumpedAt = sql`greatest(clock_timestamp(), ${messageRecipient.updatedAt} + interval '1 millisecond')`;

/** The groups among `ids` (deleted ones too: a sent message still names them), with their club. */
export async function groupsOf(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: team.id,
      organizationId: team.organizationId,
      name: team.name,
      suffix: team.suffix,
      deletedAt: team.deletedAt,
    })
    .from(team)
    .where(inArray(team.id, ids));
}

/** Who a message goes to: the live members of its groups, or the club's active members; consent applied. */
async function recipientIds(db: Db, input: MessageInput): Promise<string[]> {
  const consent = input.commsConsentAdditionalClub
    ? sql`${person.commsConsentAdditionalClub} is true`
    : sql`true`;
  const rows = input.toEveryone
    ? await db
        .selectDistinct({ personId: personOrganization.personId })
        .from(personOrganization)
        .innerJoin(person, eq(person.id, personOrganization.personId))
        .where(
          and(
            eq(personOrganization.organizationId, input.organizationId),
            eq(personOrganization.status, 'ACTIVE'),
            consent,
          ),
        )
    : await db
        .selectDistinct({ personId: groupMember.personId })
        .from(groupMember)
        .innerJoin(person, eq(person.id, groupMember.personId))
        .where(and(inArray(groupMember.groupId, input.toGroupIds), isNull(groupMember.deletedAt), consent));
  return rows.map((r) => r.personId);
}

/** Sends: the message and one ACTIVE, unread copy per recipient (a snapshot). Answers its id and recipients. */
export async function insertMessage(db: Db, input: MessageInput, senderPersonId: string | null) {
  const id = uuidv7();
  const sentAt = new Date();
  await db.insert(message).values({
    id,
    organizationId: input.organizationId,
    senderPersonId,
    toEveryone: input.toEveryone,
    groupIds: input.toEveryone ? [] : [...new Set(input.toGroupIds)],
    categories: [...new Set(input.categories)],
    placeId: input.placeId ?? null,
    subject: input.subject,
    message: input.message,
    commsConsentAdditionalClub: input.commsConsentAdditionalClub,
    sentAt,
  });
  const people = await recipientIds(db, input);
  for (let i = 0; i < people.length; i += 1000) {
    await db
      .insert(messageRecipient)
      .values(
        people.slice(i, i + 1000).map((personId) => ({ id: uuidv7(), messageId: id, personId, sentAt })),
      );
  }
  return { id, people };
}

export async function findMessage(db: Db, id: string): Promise<MessageRow | undefined> {
  const [m] = await db.select().from(message).where(eq(message.id, id));
  return m;
}

/** A copy's owner, or undefined when there is no such copy. */
export async function copyOwner(db: Db, copyId: string): Promise<string | undefined> {
  const [r] = await db
    .select({ personId: messageRecipient.personId })
    .from(messageRecipient)
    .where(eq(messageRecipient.id, copyId));
  return r?.personId;
}

const copyFields = {
  copy: messageRecipient,
  message,
  personGiven: person.givenName,
  personFamily: person.familyName,
  organizationName: organization.name,
  place: { id: place.id, name: place.name },
  sender: sql<string | null>`(select ${person.givenName} || ' ' || ${person.familyName} from ${person}
    where ${person.id} = ${message.senderPersonId})`,
};

function selectCopies(db: Db) {
  return db
    .select(copyFields)
    .from(messageRecipient)
    .innerJoin(message, eq(message.id, messageRecipient.messageId))
    .innerJoin(person, eq(person.id, messageRecipient.personId))
    .innerJoin(organization, eq(organization.id, message.organizationId))
    .leftJoin(place, eq(place.id, message.placeId));
}
export type CopyRecord = Awaited<ReturnType<ReturnType<typeof selectCopies>['execute']>>[number];

export async function copiesByIds(db: Db, ids: string[]): Promise<CopyRecord[]> {
  if (ids.length === 0) return [];
  return selectCopies(db).where(inArray(messageRecipient.id, ids));
}

/** The inbox: copies of `personIds` in `state`, newest first (index message_recipient_inbox_idx). */
export async function inboxPage(
  db: Db,
  q: { personIds: string[]; state: MessageState; page: number; size: number },
) {
  if (q.personIds.length === 0) return { rows: [], total: 0 };
  const where = and(
    inArray(messageRecipient.personId, q.personIds),
    eq(messageRecipient.state, q.state),
    isNull(messageRecipient.deletedAt),
  );
  const rows = await selectCopies(db)
    .where(where)
    .orderBy(desc(messageRecipient.sentAt), desc(messageRecipient.id))
    .limit(q.size)
    .offset(q.page * q.size);
  const [total] = await db.select({ n: count() }).from(messageRecipient).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Copies of `personIds` sent from `from` on, changed after the checkpoint (the `messages` collection). */
export async function copiesChangedSince(
  db: Db,
  personIds: string[],
  from: Date,
  after: { updatedAt: string; id: string } | null,
  limit: number,
): Promise<CopyRecord[]> {
  if (personIds.length === 0) return [];
  const conds: SQL[] = [inArray(messageRecipient.personId, personIds), gte(messageRecipient.sentAt, from)];
  if (after) {
    conds.push(
      sql`(${messageRecipient.updatedAt}, ${messageRecipient.id}) > (${after.updatedAt}::timestamptz, ${after.id})`,
    );
  }
  return selectCopies(db)
    .where(and(...conds))
    .orderBy(asc(messageRecipient.updatedAt), asc(messageRecipient.id))
    .limit(limit);
}

/** Archives or restores a copy, or marks it read (once: the first reading stays). */
export async function updateCopy(db: Db, id: string, change: { state: MessageState } | { read: true }) {
  const set =
    'state' in change
      ? { state: change.state }
      : { readAt: sql`coalesce(${messageRecipient.readAt}, now())` };
  await db
    .update(messageRecipient)
    .set({ ...set, updatedAt: copyBumpedAt, version: sql`${messageRecipient.version} + 1` })
    .where(eq(messageRecipient.id, id));
}

/** Messages sent by the person or from the clubs where they send for everyone, newest first. */
export async function sentPage(
  db: Db,
  q: { senderPersonId: string | null; organizationIds: string[]; page: number; size: number },
) {
  const who: SQL[] = [];
  if (q.senderPersonId) who.push(eq(message.senderPersonId, q.senderPersonId));
  if (q.organizationIds.length) who.push(inArray(message.organizationId, q.organizationIds));
  if (who.length === 0) return { rows: [], total: 0 };
  const where = or(...who);
  const rows = await db
    .select({
      message,
      recipientCount: count(messageRecipient.id),
      readCount: count(messageRecipient.readAt),
    })
    .from(message)
    .leftJoin(messageRecipient, eq(messageRecipient.messageId, message.id))
    .where(where)
    .groupBy(message.id)
    .orderBy(desc(message.sentAt), desc(message.id))
    .limit(q.size)
    .offset(q.page * q.size);
  const [total] = await db.select({ n: count() }).from(message).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** A message's recipients with their copy's state, by name (at most `size`). */
export async function recipientsOf(db: Db, messageId: string, size: number) {
  return db
    .select({
      id: messageRecipient.id,
      personId: messageRecipient.personId,
      givenName: person.givenName,
      familyName: person.familyName,
      state: messageRecipient.state,
      readAt: messageRecipient.readAt,
    })
    .from(messageRecipient)
    .innerJoin(person, eq(person.id, messageRecipient.personId))
    .where(eq(messageRecipient.messageId, messageId))
    .orderBy(asc(person.familyName), asc(person.givenName), asc(messageRecipient.id))
    .limit(size);
}
