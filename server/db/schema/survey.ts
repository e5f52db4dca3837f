/**
 * The survey engine (seed 3 §3 "Survey and submission"): published survey definitions (the whole definition
 * as JSON, checked by domain/survey/definition.ts when seeded or published), a club's submissions of them
 * with their answers, the reviewers' notes, and every action's audit entry (who, what, from which status to
 * which, the reason). At most one open submission per club and kind — per matter type on the property and
 * borrowing track, where each matter type is its own survey (a partial unique index: §4 "A survey already
 * submitted blocks another").
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Answers } from '../../../domain/survey/answers.ts';
import type { SurveyDefinition } from '../../../domain/survey/definition.ts';
import { bytea, createdAt, requiredRef, syncColumns } from './columns.ts';
import { organization } from './organization.ts';
import { person } from './person.ts';

export const surveyDefinition = pgTable(
  'survey_definition',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    matterType: text('matter_type'),
    version: integer('version').notNull().default(1),
    active: boolean('active').notNull().default(true),
    definition: jsonb('definition').$type<SurveyDefinition>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('survey_definition_kind_idx').on(t.kind)],
);

export const surveySubmission = pgTable(
  'survey_submission',
  {
    id: text('id').primaryKey(),
    surveyId: requiredRef('survey_id', () => surveyDefinition.id),
    kind: text('kind').notNull(),
    /** The property matter type of a PROPERTY_MATTER submission (its definition's); null for other kinds. */
    matterType: text('matter_type'),
    organizationId: requiredRef('organization_id', () => organization.id),
    status: text('status').notNull().default('DRAFT'),
    answers: jsonb('answers').$type<Answers>().notNull().default({}),
    amountAppliedFor: numeric('amount_applied_for', { precision: 12, scale: 2, mode: 'number' }),
    amountApproved: numeric('amount_approved', { precision: 12, scale: 2, mode: 'number' }),
    level: text('level'),
    accreditationExpiry: text('accreditation_expiry'),
    reason: text('reason'),
    createdBy: requiredRef('created_by', () => person.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [
    index('survey_submission_sync_idx').on(t.updatedAt, t.id),
    index('survey_submission_org_idx').on(t.organizationId),
    uniqueIndex('survey_submission_open_idx')
      .on(t.organizationId, t.kind, sql`coalesce(${t.matterType}, '')`)
      .where(sql`status in ('DRAFT', 'PENDING_REVIEW', 'ACCEPTED', 'REJECTED_MORE_INFO', 'APPROVED')`),
  ],
);

export const surveyNote = pgTable(
  'survey_note',
  {
    id: text('id').primaryKey(),
    submissionId: text('submission_id')
      .notNull()
      .references(() => surveySubmission.id, { onDelete: 'cascade' }),
    authorId: requiredRef('author_id', () => person.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('survey_note_submission_idx').on(t.submissionId, t.createdAt)],
);

export const surveyEvent = pgTable(
  'survey_event',
  {
    id: text('id').primaryKey(),
    submissionId: text('submission_id')
      .notNull()
      .references(() => surveySubmission.id, { onDelete: 'cascade' }),
    /** Null for the daily job's own changes (an accreditation that expired). */
    actorId: text('actor_id').references(() => person.id),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    reason: text('reason'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('survey_event_submission_idx').on(t.submissionId, t.createdAt)],
);

/**
 * A file uploaded for a survey's FILE question (seed 3 §5 Surveys: one file per upload, at most 10 MB), kept
 * in the database like other documents. It belongs to the club that uploaded it; a FILE answer lists file ids
 * of the same club (checked when answers are saved). Read by the club's survey officers and by the reviewers
 * of a submitted survey whose answers name it (survey.policy.ts).
 */
export const surveyFile = pgTable(
  'survey_file',
  {
    id: text('id').primaryKey(),
    organizationId: requiredRef('organization_id', () => organization.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    uploadedBy: text('uploaded_by'),
    /**
     * The year a linked document stands for (§5 "Linked documents: one document per associated year"): a
     * FILE question marked `linkedByYear` takes at most one file of each year. Null for other files.
     */
    associatedYear: integer('associated_year'),
    createdAt: createdAt(),
  },
  (t) => [index('survey_file_org_idx').on(t.organizationId)],
);

/**
 * A submission's review steps on an approval track with more than one step (domain/survey/approval.ts): one
 * row per step, made when the club submits; the open step is PENDING, the later ones WAITING.
 */
export const surveyApproval = pgTable(
  'survey_approval',
  {
    id: text('id').primaryKey(),
    submissionId: text('submission_id')
      .notNull()
      .references(() => surveySubmission.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    step: text('step').notNull(),
    /** The club or county board whose officer approves; null for the central financial council. */
    approverOrganizationId: text('approver_organization_id').references(() => organization.id),
    status: text('status').notNull(),
    decidedBy: text('decided_by').references(() => person.id),
    reason: text('reason'),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('survey_approval_step_idx').on(t.submissionId, t.position)],
);
