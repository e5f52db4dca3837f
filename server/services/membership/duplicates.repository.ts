/**
 * Duplicate-merge jobs and groups in the database (domain/membership/duplicates.ts has the shapes and the
 * grouping rule; duplicates.ts the use cases). Lists are index-backed: jobs by (organization, created),
 * groups by (job, status, created, id).
 */
import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type {
  DuplicateCandidate,
  DuplicateGroup,
  DuplicateGroupStatus,
  DuplicateJob,
  DuplicateJobStatus,
  MergeType,
} from '../../../domain/membership/duplicates.ts';
import type { Db } from '../../db/client.ts';
import {
  account,
  duplicateGroup,
  duplicateJob,
  organization,
  person,
  personOrganization,
} from '../../db/schema/index.ts';

type JobRow = typeof duplicateJob.$inferSelect;
type GroupRow = typeof duplicateGroup.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toJob = (r: JobRow): DuplicateJob => ({
  id: r.id,
  organizationId: r.organizationId,
  status: r.status as DuplicateJobStatus,
  requestedBy: r.requestedBy,
  personCount: r.personCount,
  groupCount: r.groupCount,
  reviewedCount: r.reviewedCount,
  error: r.error,
  createDate: r.createdAt.toISOString(),
  startedAt: iso(r.startedAt),
  finishedAt: iso(r.finishedAt),
});

export async function insertJob(db: Db, row: typeof duplicateJob.$inferInsert) {
  const [job] = await db.insert(duplicateJob).values(row).returning();
  return job!;
}

/** The club's job `jobId` (undefined when it is another club's: the caller answers 404). */
export async function findJob(db: Db, orgId: string, jobId: string) {
  const [row] = await db
    .select()
    .from(duplicateJob)
    .where(and(eq(duplicateJob.id, jobId), eq(duplicateJob.organizationId, orgId)));
  return row;
}

export async function listJobs(db: Db, orgId: string, page: number, size: number) {
  const where = eq(duplicateJob.organizationId, orgId);
  const rows = await db
    .select()
    .from(duplicateJob)
    .where(where)
    .orderBy(desc(duplicateJob.createdAt), desc(duplicateJob.id))
    .limit(size)
    .offset(page * size);
  const [total] = await db.select({ n: count() }).from(duplicateJob).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function updateJob(db: Db, jobId: string, values: Partial<typeof duplicateJob.$inferInsert>) {
  await db
    .update(duplicateJob)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(duplicateJob.id, jobId));
}

/**
 * A job IN_PROGRESS since before `before` belongs to a process that stopped mid-run: it is FAILED, so its club
 * may start another. Answers how many.
 */
export async function failStaleJobs(db: Db, before: Date): Promise<number> {
  const rows = await db
    .update(duplicateJob)
    .set({ status: 'FAILED', error: 'interrupted', finishedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(duplicateJob.status, 'IN_PROGRESS'), lt(duplicateJob.startedAt, before)))
    .returning({ id: duplicateJob.id });
  return rows.length;
}

/**
 * Claims the oldest SCHEDULED job (skip locked: several processes may run the job runner), in the caller's
 * transaction (the runner opens one per claim).
 */
export async function claimScheduledJob(db: Db): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(duplicateJob)
    .where(eq(duplicateJob.status, 'SCHEDULED'))
    .orderBy(asc(duplicateJob.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!row) return undefined;
  const startedAt = new Date();
  await db
    .update(duplicateJob)
    .set({ status: 'IN_PROGRESS', startedAt, updatedAt: startedAt })
    .where(eq(duplicateJob.id, row.id));
  return { ...row, status: 'IN_PROGRESS', startedAt };
}

/** What the grouping rule reads of a person (domain MatchPerson). */
const matchColumns = {
  id: person.id,
  givenName: person.givenName,
  familyName: person.familyName,
  alternateGivenName: person.alternateGivenName,
  alternateFamilyName: person.alternateFamilyName,
  birthDate: person.birthDate,
  email: person.email,
  telephone: person.telephone,
};

/** The club's current members (not merged away), with what the grouping rule reads. */
export function clubCandidates(db: Db, orgId: string) {
  return db
    .select(matchColumns)
    .from(personOrganization)
    .innerJoin(person, eq(person.id, personOrganization.personId))
    .where(and(eq(personOrganization.organizationId, orgId), isNull(person.deletedAt)))
    .orderBy(person.id);
}

/** The person-id sets of the club's groups an admin skipped before (a new job does not raise them again). */
export async function skippedSets(db: Db, orgId: string): Promise<Set<string>> {
  const rows = await db
    .select({ ids: duplicateGroup.personIds })
    .from(duplicateGroup)
    .innerJoin(duplicateJob, eq(duplicateJob.id, duplicateGroup.jobId))
    .where(and(eq(duplicateJob.organizationId, orgId), eq(duplicateGroup.status, 'SKIPPED')));
  return new Set(rows.map((r) => [...r.ids].sort().join(',')));
}

export async function insertGroups(db: Db, rows: (typeof duplicateGroup.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 500) await db.insert(duplicateGroup).values(rows.slice(i, i + 500));
}

export async function findGroup(db: Db, jobId: string, groupId: string) {
  const [row] = await db
    .select()
    .from(duplicateGroup)
    .where(and(eq(duplicateGroup.id, groupId), eq(duplicateGroup.jobId, jobId)));
  return row;
}

/** Groups of a job, optionally of one status, newest first then by status (seed 1 §7), a page at a time. */
export async function listGroups(
  db: Db,
  jobId: string,
  status: DuplicateGroupStatus | undefined,
  page: number,
  size: number,
) {
  const where = and(eq(duplicateGroup.jobId, jobId), status ? eq(duplicateGroup.status, status) : undefined);
  const rows = await db
    .select()
    .from(duplicateGroup)
    .where(where)
    .orderBy(desc(duplicateGroup.createdAt), asc(duplicateGroup.status), asc(duplicateGroup.id))
    .limit(size)
    .offset(page * size);
  const [total] = await db.select({ n: count() }).from(duplicateGroup).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Marks the group reviewed and moves the job's reviewed count (REVIEWED when none is left pending). */
export async function markGroupReviewed(
  db: Db,
  group: GroupRow,
  values: {
    status: 'SKIPPED' | 'MERGED';
    primaryPersonId?: string;
    mergeType?: MergeType;
    by: string | null;
  },
) {
  const now = new Date();
  const [updated] = await db
    .update(duplicateGroup)
    .set({
      status: values.status,
      primaryPersonId: values.primaryPersonId ?? null,
      mergeType: values.mergeType ?? null,
      reviewedBy: values.by,
      reviewedAt: now,
    })
    .where(and(eq(duplicateGroup.id, group.id), eq(duplicateGroup.status, 'PENDING')))
    .returning();
  if (!updated) return undefined;
  await db.execute(sql`update duplicate_job set reviewed_count = reviewed_count + 1, updated_at = now(),
    status = case when status = 'PENDING_REVIEW' and not exists (select 1 from duplicate_group g
      where g.job_id = ${group.jobId} and g.status = 'PENDING') then 'REVIEWED' else status end,
    finished_at = coalesce(finished_at, now())
    where id = ${group.jobId}`);
  return updated;
}

/** The people of some groups, as the review cards show them (one query for people, one for their clubs). */
export async function candidatesOf(db: Db, personIds: string[]): Promise<Map<string, DuplicateCandidate>> {
  const out = new Map<string, DuplicateCandidate>();
  if (personIds.length === 0) return out;
  const people = await db
    .select({
      ...matchColumns,
      uniqueId: person.uniqueId,
      hasAccount: sql<boolean>`exists (select 1 from ${account} where ${account.personId} = ${person.id})`,
    })
    .from(person)
    .where(inArray(person.id, personIds));
  const clubs = await db
    .select({ personId: personOrganization.personId, name: organization.name })
    .from(personOrganization)
    .innerJoin(organization, eq(organization.id, personOrganization.organizationId))
    .where(inArray(personOrganization.personId, personIds))
    .orderBy(organization.name);
  for (const p of people) out.set(p.id, { ...p, clubs: [] });
  for (const c of clubs) out.get(c.personId)?.clubs.push(c.name);
  return out;
}

export function toGroup(r: GroupRow, people: Map<string, DuplicateCandidate>): DuplicateGroup {
  return {
    id: r.id,
    jobId: r.jobId,
    status: r.status as DuplicateGroupStatus,
    personIds: r.personIds,
    primaryPersonId: r.primaryPersonId,
    mergeType: r.mergeType as MergeType | null,
    createDate: r.createdAt.toISOString(),
    reviewedAt: iso(r.reviewedAt),
    people: r.personIds.flatMap((id) => people.get(id) ?? []),
  };
}

/** Which of `personIds` are members of the club (linked to it, not merged away). */
export async function membersAmong(db: Db, orgId: string, personIds: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: personOrganization.personId })
    .from(personOrganization)
    .innerJoin(person, eq(person.id, personOrganization.personId))
    .where(
      and(
        eq(personOrganization.organizationId, orgId),
        inArray(personOrganization.personId, personIds),
        isNull(person.deletedAt),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Which of `personIds` have an account. */
export async function accountHoldersAmong(db: Db, personIds: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: account.personId })
    .from(account)
    .where(inArray(account.personId, personIds));
  return rows.flatMap((r) => (r.id ? [r.id] : []));
}

/** The club links of `personIds` (labels and privileges: what rights each holds where). */
export function linksOf(db: Db, personIds: string[]) {
  return db
    .select({
      personId: personOrganization.personId,
      labels: personOrganization.labels,
      privileges: personOrganization.privileges,
    })
    .from(personOrganization)
    .where(inArray(personOrganization.personId, personIds));
}

/** The group `groupId` when its job is the club's (undefined otherwise: the caller answers 404). */
export async function groupOfOrg(db: Db, orgId: string, groupId: string) {
  const [row] = await db
    .select({ id: duplicateGroup.id, jobId: duplicateGroup.jobId })
    .from(duplicateGroup)
    .innerJoin(duplicateJob, eq(duplicateJob.id, duplicateGroup.jobId))
    .where(and(eq(duplicateGroup.id, groupId), eq(duplicateJob.organizationId, orgId)));
  return row;
}

/** The organisations any of `personIds` is linked to. */
export async function orgsOf(db: Db, personIds: string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ org: personOrganization.organizationId })
    .from(personOrganization)
    .where(inArray(personOrganization.personId, personIds));
  return rows.map((r) => r.org);
}
