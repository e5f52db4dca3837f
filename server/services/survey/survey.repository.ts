/**
 * The survey engine's SQL: definitions, submissions (with the club's name, its county and the definition the
 * document mapper needs), notes and audit entries.
 */
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { isApprovalTrack, type SurveyKind } from '../../../domain/survey/enums.ts';
import { BLOCKING_STATUSES } from '../../../domain/survey/status.ts';
import type { Checkpoint } from '../../../domain/sync/protocol.ts';
import type { Db } from '../../db/client.ts';
import {
  organization,
  organizationParent,
  person,
  surveyDefinition,
  surveyEvent,
  surveyNote,
  surveySubmission,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../http/list.ts';

export type SubmissionRow = typeof surveySubmission.$inferSelect;
export type DefinitionRow = typeof surveyDefinition.$inferSelect;

export async function activeDefinitions(db: Db, approvalTrack?: boolean): Promise<DefinitionRow[]> {
  const rows = await db
    .select()
    .from(surveyDefinition)
    .where(eq(surveyDefinition.active, true))
    .orderBy(asc(surveyDefinition.kind));
  if (approvalTrack === undefined) return rows;
  return rows.filter((r) => isApprovalTrack(r.kind as SurveyKind) === approvalTrack);
}

export async function findDefinition(db: Db, id: string): Promise<DefinitionRow | undefined> {
  const [row] = await db.select().from(surveyDefinition).where(eq(surveyDefinition.id, id));
  return row;
}

export async function insertDefinition(tx: Db, row: typeof surveyDefinition.$inferInsert) {
  const [inserted] = await tx.insert(surveyDefinition).values(row).returning();
  return inserted!;
}

const county = sql<
  string | null
>`(select p.name from ${organizationParent} op join ${organization} p on p.id = op.parent_id where op.organization_id = ${surveySubmission.organizationId} order by op.association limit 1)`;

const joined = {
  submission: surveySubmission,
  organizationName: organization.name,
  county,
  definition: surveyDefinition.definition,
};

export type JoinedSubmission = {
  submission: SubmissionRow;
  organizationName: string;
  county: string | null;
  definition: DefinitionRow['definition'];
};

function joinedQuery(db: Db) {
  return db
    .select(joined)
    .from(surveySubmission)
    .innerJoin(organization, eq(organization.id, surveySubmission.organizationId))
    .innerJoin(surveyDefinition, eq(surveyDefinition.id, surveySubmission.surveyId));
}

export async function findSubmission(db: Db, id: string): Promise<JoinedSubmission | undefined> {
  const [row] = await joinedQuery(db).where(eq(surveySubmission.id, id));
  return row;
}

export async function lockSubmission(tx: Db, id: string): Promise<SubmissionRow | undefined> {
  const [row] = await tx.select().from(surveySubmission).where(eq(surveySubmission.id, id)).for('update');
  return row;
}

/**
 * The club's open submission of a kind — of a matter type on the property and borrowing track — (the one
 * that blocks another), if any.
 */
export async function openSubmissionOf(
  tx: Db,
  organizationId: string,
  kind: string,
  matterType: string | null,
) {
  const [row] = await tx
    .select({ id: surveySubmission.id })
    .from(surveySubmission)
    .where(
      and(
        eq(surveySubmission.organizationId, organizationId),
        eq(surveySubmission.kind, kind),
        matterType === null
          ? isNull(surveySubmission.matterType)
          : eq(surveySubmission.matterType, matterType),
        inArray(surveySubmission.status, BLOCKING_STATUSES),
      ),
    );
  return row;
}

export async function clubSubmissions(db: Db, organizationId: string, surveyId?: string) {
  return joinedQuery(db)
    .where(
      and(
        eq(surveySubmission.organizationId, organizationId),
        ne(surveySubmission.status, 'DELETED'),
        surveyId ? eq(surveySubmission.surveyId, surveyId) : undefined,
      ),
    )
    .orderBy(desc(surveySubmission.updatedAt), desc(surveySubmission.id));
}

export interface SubmissionFilter {
  /** Kinds the caller reviews (submitted ones only) … */
  reviewKinds: string[];
  /** … and clubs the caller is an officer of (any status but deleted). */
  clubs: string[];
  kind: string[];
  status: string[];
  organizationId: string[];
  search?: string;
}

function filterWhere(f: SubmissionFilter): SQL | undefined {
  const scope = or(
    f.reviewKinds.length
      ? and(inArray(surveySubmission.kind, f.reviewKinds), ne(surveySubmission.status, 'DRAFT'))
      : sql`false`,
    f.clubs.length ? inArray(surveySubmission.organizationId, f.clubs) : sql`false`,
  );
  return and(
    scope,
    ne(surveySubmission.status, 'DELETED'),
    f.kind.length ? inArray(surveySubmission.kind, f.kind) : undefined,
    f.status.length ? inArray(surveySubmission.status, f.status) : undefined,
    f.organizationId.length ? inArray(surveySubmission.organizationId, f.organizationId) : undefined,
    f.search ? ilike(organization.name, containsPattern(f.search)) : undefined,
  );
}

/** The submissions table (§9: updateDate descending). */
export async function listSubmissions(db: Db, f: SubmissionFilter, page: number, size: number) {
  const where = filterWhere(f);
  const rows = await joinedQuery(db)
    .where(where)
    .orderBy(desc(surveySubmission.updatedAt), desc(surveySubmission.id))
    .limit(size)
    .offset(page * size);
  const [total] = await db
    .select({ n: count() })
    .from(surveySubmission)
    .innerJoin(organization, eq(organization.id, surveySubmission.organizationId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The CSV export's most rows (a request for more gets the newest this many: the file says nothing of it). */
export const EXPORT_MAX_ROWS = 10_000;

/**
 * The submissions CSV: the table's filters and order, every page at once up to EXPORT_MAX_ROWS, only the
 * columns the file shows (the order walks survey_submission_sync_idx backwards).
 */
export async function exportSubmissions(db: Db, f: SubmissionFilter) {
  return db
    .select({
      organizationName: organization.name,
      county,
      kind: surveySubmission.kind,
      matterType: surveySubmission.matterType,
      status: surveySubmission.status,
      level: surveySubmission.level,
      amountAppliedFor: surveySubmission.amountAppliedFor,
      amountApproved: surveySubmission.amountApproved,
      submittedAt: surveySubmission.submittedAt,
      updatedAt: surveySubmission.updatedAt,
      accreditationExpiry: surveySubmission.accreditationExpiry,
    })
    .from(surveySubmission)
    .innerJoin(organization, eq(organization.id, surveySubmission.organizationId))
    .where(filterWhere(f))
    .orderBy(desc(surveySubmission.updatedAt), desc(surveySubmission.id))
    .limit(EXPORT_MAX_ROWS);
}

export async function submissionsChangedSince(
  db: Db,
  clubs: string[],
  after: Checkpoint | null,
  limit: number,
) {
  if (clubs.length === 0) return [];
  const from = after
    ? or(
        gt(surveySubmission.updatedAt, new Date(after.updatedAt)),
        and(eq(surveySubmission.updatedAt, new Date(after.updatedAt)), gt(surveySubmission.id, after.id)),
      )
    : undefined;
  return joinedQuery(db)
    .where(and(inArray(surveySubmission.organizationId, clubs), from))
    .orderBy(asc(surveySubmission.updatedAt), asc(surveySubmission.id))
    .limit(limit);
}

export async function insertSubmission(tx: Db, row: typeof surveySubmission.$inferInsert) {
  await tx.insert(surveySubmission).values(row);
}

export async function updateSubmission(
  tx: Db,
  id: string,
  set: Partial<typeof surveySubmission.$inferInsert>,
) {
  await tx
    .update(surveySubmission)
    .set({ ...set, version: sql`${surveySubmission.version} + 1`, updatedAt: new Date() })
    .where(eq(surveySubmission.id, id));
}

export async function insertEvent(tx: Db, row: typeof surveyEvent.$inferInsert) {
  await tx.insert(surveyEvent).values(row);
}

export async function insertNote(tx: Db, row: typeof surveyNote.$inferInsert) {
  await tx.insert(surveyNote).values(row);
}

const actorName = sql<string>`${person.givenName} || ' ' || ${person.familyName}`;

export async function notesOf(db: Db, submissionId: string) {
  return db
    .select({
      id: surveyNote.id,
      text: surveyNote.text,
      authorName: actorName,
      createdAt: surveyNote.createdAt,
    })
    .from(surveyNote)
    .innerJoin(person, eq(person.id, surveyNote.authorId))
    .where(eq(surveyNote.submissionId, submissionId))
    .orderBy(asc(surveyNote.createdAt), asc(surveyNote.id));
}

export async function eventsOf(db: Db, submissionId: string) {
  return db
    .select({
      id: surveyEvent.id,
      action: surveyEvent.action,
      fromStatus: surveyEvent.fromStatus,
      toStatus: surveyEvent.toStatus,
      reason: surveyEvent.reason,
      actorName,
      createdAt: surveyEvent.createdAt,
    })
    .from(surveyEvent)
    .leftJoin(person, eq(person.id, surveyEvent.actorId))
    .where(eq(surveyEvent.submissionId, submissionId))
    .orderBy(asc(surveyEvent.createdAt), asc(surveyEvent.id));
}
