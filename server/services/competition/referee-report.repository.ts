/** Referee reports and their documents in the database (the rules are in referee-report.ts). */
import { and, eq, sql } from 'drizzle-orm';
import type {
  RefereeReport,
  RefereeReportDoc,
  RefereeReportDraft,
  ReportStatus,
} from '../../../domain/competition/referee-report.ts';
import type { Db } from '../../db/client.ts';
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
