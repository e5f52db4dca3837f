/**
 * Referee reports with their documents, the follow-up job queue and the notification outbox (seed 2 §3
 * Referee report, §4 Fixture, §9).
 *
 * - One report per fixture, written by its appointed referee (`author_person_id`); a draft is the author's
 *   alone; SUBMITTED is final (seed 2 §4).
 * - Document bytes are stored in the database (bytea): they are at most 10 MB each and few per report, and a
 *   second machine behind the load balancer sees them with no shared disk. Keyed by the id the device made,
 *   so a re-sent upload stores nothing twice.
 * - `follow_up_job` is a Postgres-backed queue: one row per (fixture, kind), so scheduling is idempotent;
 *   the runner claims due rows with `for update skip locked` (several processes on one PostgreSQL).
 */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt, requiredRef } from './columns.ts';
import { fixture } from './competition.ts';
import { person } from './person.ts';

export const refereeReport = pgTable('referee_report', {
  fixtureId: text('fixture_id')
    .primaryKey()
    .references(() => fixture.id),
  authorPersonId: requiredRef('author_person_id', () => person.id),
  /** DRAFT or SUBMITTED. */
  status: text('status').notNull().default('DRAFT'),
  /** domain/competition/referee-report.ts RefereeReportDraft (a submitted one is a full RefereeReport). */
  content: jsonb('content').notNull(),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 3 })
    .notNull()
    .defaultNow(),
  submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
});

export const refereeReportDocument = pgTable(
  'referee_report_document',
  {
    /** The uuid the device gave the document. */
    id: text('id').primaryKey(),
    fixtureId: requiredRef('fixture_id', () => fixture.id),
    /** TEAM_SHEET, SUBSTITUTION_SLIP or ADDITIONAL. */
    category: text('category').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: requiredRef('uploaded_by', () => person.id),
    createdAt: createdAt(),
  },
  (t) => [index('referee_report_document_fixture_idx').on(t.fixtureId)],
);

export const followUpJob = pgTable(
  'follow_up_job',
  {
    id: text('id').primaryKey(),
    fixtureId: requiredRef('fixture_id', () => fixture.id),
    /** server/jobs/follow-ups.ts FOLLOW_UPS. */
    kind: text('kind').notNull(),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** SCHEDULED, DONE or CANCELLED. */
    state: text('state').notNull().default('SCHEDULED'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('follow_up_job_unique').on(t.fixtureId, t.kind),
    index('follow_up_job_due_idx').on(t.state, t.runAt),
  ],
);
