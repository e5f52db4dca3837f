/**
 * Follow and be told (issue 52 item 3; docs/adr/0024-web-push.md).
 *
 * - `follow`: a person follows a team, a club or a competition, with what they want to be told of (throw-in,
 *   score changes, half-time, full-time). One row per (person, kind, target).
 * - `push_subscription`: a browser's Web Push subscription (its endpoint and keys), the person's. One row per
 *   endpoint; removed when the push service answers 404 or 410, or the person turns notifications off.
 * - `push_message`: the push queue, like the mail outbox: one row per (subscription, why), written in the
 *   transaction of the match event that caused it, delivered by server/jobs/push-delivery.ts. QUEUED → SENT;
 *   a failure waits with backoff, DEAD after the last try. At most one queued score change per subscription
 *   and fixture (a partial unique index): later score events coalesce into it, and the text is written at
 *   sending time from the fixture's latest score.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { person } from './person.ts';

export const follow = pgTable(
  'follow',
  {
    id: text('id').primaryKey(),
    personId: text('person_id')
      .notNull()
      .references(() => person.id),
    /** TEAM, CLUB or COMPETITION (domain/follow/follow.ts). */
    kind: text('kind').notNull(),
    /** The team's, club's (organisation's) or competition's id. */
    targetId: text('target_id').notNull(),
    throwIn: boolean('throw_in').notNull().default(true),
    scores: boolean('scores').notNull().default(true),
    halfTime: boolean('half_time').notNull().default(true),
    fullTime: boolean('full_time').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follow_person_target').on(t.personId, t.kind, t.targetId),
    // The fan-out reads the followers of a fixture's teams, clubs and competition.
    index('follow_target').on(t.kind, t.targetId),
  ],
);

export const pushSubscription = pgTable(
  'push_subscription',
  {
    id: text('id').primaryKey(),
    personId: text('person_id')
      .notNull()
      .references(() => person.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscription_endpoint').on(t.endpoint),
    index('push_subscription_person').on(t.personId),
  ],
);

export const pushMessage = pgTable(
  'push_message',
  {
    id: text('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => pushSubscription.id, { onDelete: 'cascade' }),
    fixtureId: text('fixture_id').notNull(),
    /** THROW_IN, SCORE, HALF_TIME or FULL_TIME. */
    kind: text('kind').notNull(),
    /** Why it is sent (`<kind>:<fixture>` for a phase, `score:<event id>` for a score); once per subscription. */
    dedupeKey: text('dedupe_key').notNull(),
    /** QUEUED, SENT or DEAD (domain/comms/delivery.ts). */
    status: text('status').notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_message_dedupe').on(t.subscriptionId, t.dedupeKey),
    // Score changes coalesce: one queued at a time per subscription and fixture.
    uniqueIndex('push_message_queued_score')
      .on(t.subscriptionId, t.fixtureId)
      .where(sql`${t.kind} = 'SCORE' and ${t.status} = 'QUEUED'`),
    index('push_message_due').on(t.status, t.nextAttemptAt),
    // The rate limit and the coalescing window read what went to a subscription lately.
    index('push_message_sent').on(t.subscriptionId, t.sentAt),
  ],
);
