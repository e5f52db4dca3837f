/**
 * Plain messages with one copy per recipient (domain/message/message.ts), and each person's calendar feed
 * secret (domain/calendar/ics.ts).
 *
 * Sync: the `messages` collection carries recipient copies, so a copy's own `updated_at`/`version` move on
 * every change to it (archive, read); the message itself never changes once sent.
 * The feed secret is stored only as its SHA-256 (`token_hash`): the URL is shown once, and a leaked
 * database does not open anyone's calendar. Regenerating replaces the hash; revoking deletes the row — the
 * old URL answers 404 either way.
 */
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, syncColumns } from './columns.ts';
import { place } from './competition.ts';
import { organization } from './organization.ts';
import { person } from './person.ts';

export const message = pgTable(
  'message',
  {
    id: text('id').primaryKey(),
    organizationId: requiredRef('organization_id', () => organization.id),
    senderPersonId: text('sender_person_id').references(() => person.id),
    toEveryone: boolean('to_everyone').notNull(),
    /** The teams and groups it went to (empty for everyone). */
    groupIds: jsonb('group_ids').$type<string[]>().notNull().default([]),
    categories: jsonb('categories').$type<string[]>().notNull(),
    placeId: text('place_id').references(() => place.id),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    commsConsentAdditionalClub: boolean('comms_consent_additional_club').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('message_org_sent_idx').on(t.organizationId, t.sentAt)],
);

export const messageRecipient = pgTable(
  'message_recipient',
  {
    id: text('id').primaryKey(),
    messageId: requiredRef('message_id', () => message.id),
    personId: requiredRef('person_id', () => person.id),
    /** ACTIVE or ARCHIVED. */
    state: text('state').notNull().default('ACTIVE'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /** When it was sent (copied from the message): the inbox's order, index-backed per person. */
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
    ...syncColumns,
  },
  (t) => [
    uniqueIndex('message_recipient_unique').on(t.messageId, t.personId),
    index('message_recipient_inbox_idx').on(t.personId, t.state, t.sentAt),
    index('message_recipient_updated_idx').on(t.personId, t.updatedAt, t.id),
  ],
);

export const calendarFeed = pgTable('calendar_feed', {
  personId: text('person_id')
    .primaryKey()
    .references(() => person.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});
