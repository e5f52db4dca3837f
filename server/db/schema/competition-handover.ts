/**
 * The competitions area's Communications and Managed Leagues tabs (issue 54 item 2; seed 2 §2, §7):
 * - `fixture_notification`: one row per fixture notification that queued mail (POST
 *   /admin/fixture/{id}/notification), written in the same transaction as the outbox rows, so the history
 *   holds exactly the notices that were sent. Listed per owning organisation, newest first: the
 *   (owner_id, sent_at, id) index serves the page.
 * - `managed_league`: an organisation (the owner of a competition) hands one of its divisions to another
 *   organisation to run (domain/competition/managed-league.ts). At most one running hand-over per division
 *   (partial unique index); an ended one is kept with who ended it and when.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, requiredRef } from './columns.ts';
import { division, fixture } from './competition.ts';
import { organization } from './organization.ts';
import { person } from './person.ts';

export const fixtureNotification = pgTable(
  'fixture_notification',
  {
    id: text('id').primaryKey(),
    fixtureId: requiredRef('fixture_id', () => fixture.id),
    /** The fixture's owner when it was sent: the organisation whose history shows it. */
    ownerId: requiredRef('owner_id', () => organization.id),
    /** OFFICIALS and/or ADMINS (domain FIXTURE_NOTICE_AUDIENCES). */
    audiences: jsonb('audiences').$type<string[]>().notNull(),
    /** How many people were sent a new message. */
    recipients: integer('recipients').notNull(),
    message: text('message'),
    sentBy: text('sent_by').references(() => person.id),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('fixture_notification_owner_idx').on(t.ownerId, t.sentAt, t.id),
    index('fixture_notification_fixture_idx').on(t.fixtureId),
  ],
);

export const managedLeague = pgTable(
  'managed_league',
  {
    id: text('id').primaryKey(),
    divisionId: requiredRef('division_id', () => division.id),
    /** The organisation that owns the competition and handed the division over. */
    ownerId: requiredRef('owner_id', () => organization.id),
    /** The organisation that runs the division's fixtures and results. */
    managerId: requiredRef('manager_id', () => organization.id),
    createdBy: text('created_by').references(() => person.id),
    createdAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    endedBy: text('ended_by').references(() => person.id),
  },
  (t) => [
    uniqueIndex('managed_league_division_running_idx')
      .on(t.divisionId)
      .where(sql`${t.endedAt} is null`),
    index('managed_league_manager_idx').on(t.managerId, t.createdAt),
    index('managed_league_owner_idx').on(t.ownerId, t.createdAt),
  ],
);
