/** Referee reports and their documents in the database (the rules are in referee-report.ts). */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  RefereeReport,
  RefereeReportDoc,
  RefereeReportDraft,
  ReportStatus,
} from '../../../domain/competition/referee-report.ts';
import type { Db } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { fixture, refereeReport, refereeReportDocument } from '../../db/schema/index.ts';
import { bumpedAt } from './fixture.repository.ts';

export async function findReport(db: Db, fixtureId: string): Promise<RefereeReportDoc | null> {
  const [row] = await db.select().from(refereeReport).where(eq(refereeReport.fixtureId, fixtureId));
  if (!row) return null;
  const docs = await db
    .select({ id: refereeReportDocument.id })
    .from(refereeReportDocument)
    .where(eq(refereeReportDocument.fixtureId, fixtureId));
  return {
    fixtureId,
    authorPersonId: row.authorPersonId,
    status: row.status as ReportStatus,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    content: row.content as RefereeReportDraft,
    uploadedDocumentIds: docs.map((d) => d.id).sort(),
  };
}

/**
 * Writes the fixture's report: a new one by `authorPersonId`, or these fields of the existing one (whose
 * author stays), with its version moved on.
 */
export async function writeReport(
  db: Db,
  fixtureId: string,
  authorPersonId: string,
  fields:
    | { content: RefereeReportDraft }
    | { status: 'SUBMITTED'; content: RefereeReport; submittedAt: ReturnType<typeof sql> },
): Promise<void> {
  await db
    .insert(refereeReport)
    .values({ fixtureId, authorPersonId, ...fields })
    .onConflictDoUpdate({
      target: refereeReport.fixtureId,
      set: { ...fields, version: sql`${refereeReport.version} + 1`, updatedAt: sql`clock_timestamp()` },
    });
}

/** Marks the fixture's report submitted: a change to the fixture's own fields (its score is final). */
export async function markReportSubmitted(db: Db, fixtureId: string): Promise<void> {
  await db
    .update(fixture)
    .set({ reportSubmitted: true, version: sql`${fixture.version} + 1`, updatedAt: bumpedAt })
    .where(eq(fixture.id, fixtureId));
}

/** The reports of some fixtures (author and status), one query: the sync push's batch of submissions. */
export async function reportsOf(db: Db, fixtureIds: string[]) {
  if (fixtureIds.length === 0) return [];
  return db
    .select({
      fixtureId: refereeReport.fixtureId,
      author: refereeReport.authorPersonId,
      status: refereeReport.status,
    })
    .from(refereeReport)
    .where(inArray(refereeReport.fixtureId, fixtureIds));
}

/**
 * A batch of submissions in one statement each for the reports and the fixtures: every report written
 * SUBMITTED (a new one by `authorPersonId`, an existing one keeping its author, version moved on), and each
 * fixture marked `reportSubmitted` as `markReportSubmitted` does. Answers the fixture rows as written.
 */
export async function submitReports(
  db: Db,
  reports: { fixtureId: string; content: RefereeReport }[],
  authorPersonId: string,
) {
  if (reports.length === 0) return [];
  await db
    .insert(refereeReport)
    .select(
      jsonRows(
        refereeReport,
        reports.map((r) => ({
          fixtureId: r.fixtureId,
          authorPersonId,
          status: 'SUBMITTED',
          content: r.content,
        })),
        {
          version: sql`1`,
          createdAt: sql`now()`,
          updatedAt: sql`clock_timestamp()`,
          submittedAt: sql`clock_timestamp()`,
        },
      ),
    )
    .onConflictDoUpdate({
      target: refereeReport.fixtureId,
      set: {
        status: sql`excluded.status`,
        content: sql`excluded.content`,
        submittedAt: sql`clock_timestamp()`,
        version: sql`${refereeReport.version} + 1`,
        updatedAt: sql`clock_timestamp()`,
      },
    });
  return db
    .update(fixture)
    .set({ reportSubmitted: true, version: sql`${fixture.version} + 1`, updatedAt: bumpedAt })
    .where(
      inArray(
        fixture.id,
        reports.map((r) => r.fixtureId),
      ),
    )
    .returning();
}

/** The fixture a stored document belongs to (undefined when no document has this id). */
export async function documentFixtureId(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ fixtureId: refereeReportDocument.fixtureId })
    .from(refereeReportDocument)
    .where(eq(refereeReportDocument.id, id));
  return row?.fixtureId;
}

export async function insertDocument(db: Db, row: typeof refereeReportDocument.$inferInsert): Promise<void> {
  await db.insert(refereeReportDocument).values(row);
}

export async function readDocument(db: Db, fixtureId: string, id: string) {
  const [row] = await db
    .select()
    .from(refereeReportDocument)
    .where(and(eq(refereeReportDocument.id, id), eq(refereeReportDocument.fixtureId, fixtureId)));
  return row;
}

/** Deletes one document of the fixture; false when it had no such document. */
export async function removeDocument(db: Db, fixtureId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(refereeReportDocument)
    .where(and(eq(refereeReportDocument.id, id), eq(refereeReportDocument.fixtureId, fixtureId)))
    .returning({ id: refereeReportDocument.id });
  return rows.length > 0;
}
