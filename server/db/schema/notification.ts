/**
 * The notification outbox (ARCHITECTURE.md "Adapters": mail and SMS) and the people who turned non-essential
 * mail off.
 *
 * - `notification`: one row per (why, channel, recipient: the person, or the address when there is none), written in the transaction of what caused it
 *   (server/adapters/notifications/notifications.ts), then delivered by the delivery job
 *   (server/jobs/delivery.ts) through the configured transport: the local outbox (the default: the row is the
 *   delivery), SMTP, or an SMS provider's HTTP API. QUEUED → SENT; a failure waits with backoff and is tried
 *   again; after the last attempt, or at once on a permanent refusal, DEAD (the dead letters admins see);
 *   SUPPRESSED when the recipient turned non-essential mail off or has no address.
 * - `notification_opt_out`: the people who followed the unsubscribe link of a non-essential mail.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { person } from './person.ts';
import { event } from './team.ts';

export const notification = pgTable(
  'notification',
  {
    id: text('id').primaryKey(),
    /** EMAIL or SMS. */
    channel: text('channel').notNull(),
    recipientPersonId: text('recipient_person_id').references(() => person.id),
    /** The e-mail address or telephone number it goes to (null when the person has none). */
    address: text('address'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Why it was sent (`<kind>:<object id>`); with the channel and recipient, makes sending idempotent. */
    dedupeKey: text('dedupe_key').notNull(),
    /** False for mail a person may turn off (club messages, event notices): it carries an unsubscribe link. */
    essential: boolean('essential').notNull().default(true),
    /** QUEUED, SENT, DEAD or SUPPRESSED (domain/comms/delivery.ts). */
    status: text('status').notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The transport that delivered it: local, smtp or twilio. */
    transport: text('transport'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    // A message to no person (a club's mailbox) is one per address.
    uniqueIndex('notification_dedupe').on(
      t.dedupeKey,
      t.channel,
      sql`coalesce(${t.recipientPersonId}, ${t.address}, '')`,
    ),
    index('notification_due').on(t.status, t.nextAttemptAt),
    // The per-recipient rate limit counts what went to one address lately.
    index('notification_address_sent').on(t.channel, t.address, t.sentAt),
    index('notification_created').on(t.createdAt, t.id),
  ],
);

export const notificationOptOut = pgTable('notification_opt_out', {
  personId: text('person_id')
    .primaryKey()
    .references(() => person.id),
  createdAt: createdAt(),
});

/** Events whose one-hour reminder was queued (server/jobs/event-reminders.ts): the claim, once per event. */
export const eventReminder = pgTable('event_reminder', {
  eventId: text('event_id')
    .primaryKey()
    .references(() => event.id),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
});
