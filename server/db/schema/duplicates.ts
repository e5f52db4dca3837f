/**
 * Duplicate-member merge (seed 1 §3, §4; domain/membership/duplicates.ts): a club's potential-duplicates jobs,
 * the groups each job found, and the merge log (one row per person merged or linked as family, kept whatever
 * happens to the people later: it names them by id without references, so it never blocks or follows a merge).
 *
 * At most one job per club is SCHEDULED or IN_PROGRESS (a partial unique index: two admins starting one at the
 * same moment get one job and a 409). Groups list by job, status and creation (index-backed page queries).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef } from './columns.ts';
import { organization } from './organization.ts';

const when = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const duplicateJob = pgTable(
  'duplicate_job',
  {
    id: text('id').primaryKey(),
    organizationId: requiredRef('organization_id', () => organization.id),
    /** domain DUPLICATE_JOB_STATUSES */
    status: text('status').notNull().default('SCHEDULED'),
    /** The admin who started it (a person id, no reference: the log outlives a merge of its author). */
    requestedBy: text('requested_by'),
    personCount: integer('person_count').notNull().default(0),
    groupCount: integer('group_count').notNull().default(0),
    reviewedCount: integer('reviewed_count').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: when('started_at'),
    finishedAt: when('finished_at'),
    updatedAt: when('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('duplicate_job_org_idx').on(t.organizationId, t.createdAt),
    index('duplicate_job_status_idx').on(t.status, t.createdAt),
    uniqueIndex('duplicate_job_one_running')
      .on(t.organizationId)
      .where(sql`${t.status} in ('SCHEDULED', 'IN_PROGRESS')`),
  ],
);

export const duplicateGroup = pgTable(
  'duplicate_group',
  {
    id: text('id').primaryKey(),
    jobId: requiredRef('job_id', () => duplicateJob.id),
    /** The people of the group (ids, sorted). */
    personIds: text('person_ids').array().notNull(),
    /** domain DUPLICATE_GROUP_STATUSES */
    status: text('status').notNull().default('PENDING'),
    primaryPersonId: text('primary_person_id'),
    /** domain MERGE_TYPES, once merged. */
    mergeType: text('merge_type'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: when('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('duplicate_group_job_idx').on(t.jobId, t.status, t.createdAt, t.id)],
);

export const personMerge = pgTable(
  'person_merge',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id').notNull(),
    groupId: text('group_id'),
    primaryPersonId: text('primary_person_id').notNull(),
    mergedPersonId: text('merged_person_id').notNull(),
    /** domain MERGE_TYPES */
    mergeType: text('merge_type').notNull(),
    actorPersonId: text('actor_person_id'),
    /** What moved to the primary: rows by table.column (MERGE), or the family joined (FAMILY). */
    detail: jsonb('detail').$type<Record<string, number | string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('person_merge_org_idx').on(t.organizationId, t.createdAt),
    index('person_merge_merged_idx').on(t.mergedPersonId),
    index('person_merge_primary_idx').on(t.primaryPersonId),
  ],
);
