/**
 * The referee report's rules, shared by `/api/fixture/{id}/referee-report…` and the sync push's
 * `fixture.submitReport`. Call inside a transaction with validated input; access is checked first.
 *
 * - A draft belongs to its author (the appointed referee who first saved it) and changes until submitted.
 * - Submitting is final (seed 2 §4): the report becomes read-only, the fixture is marked `reportSubmitted`
 *   (its score is then final too), and a second submission — a replay from another device, say — is a
 *   `reportSubmitted` conflict that changes nothing.
 * - Documents are keyed by the device's id: an upload sent twice stores one file. After submission only the
 *   documents the report lists may still arrive (they were attached offline and upload after the submit).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Fixture } from '../../../domain/competition/fixture.ts';
import type {
  RefereeReport,
  RefereeReportDoc,
  RefereeReportDraft,
  ReportStatus,
} from '../../../domain/competition/referee-report.ts';
import { RM } from '../../../domain/competition/report-messages.ts';
import { requireAccess } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { fixture, refereeReport, refereeReportDocument } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { bumpedAt, lockFixture } from './fixture.repository.ts';
import { fixtureDoc } from './record-score.ts';

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

async function liveFixture(tx: Db, fixtureId: string) {
  const row = await lockFixture(tx, fixtureId);
  if (!row || row.deletedAt) throw notFound('Fixture not found');
  return row;
}

export async function saveDraft(
  tx: Db,
  principal: Principal | null,
  fixtureId: string,
  draft: RefereeReportDraft,
): Promise<RefereeReportDoc> {
  const p = await requireAccess({ principal, db: tx }, 'fixture.writeReport', fixtureId);
  const f = await liveFixture(tx, fixtureId);
  const current = await findReport(tx, fixtureId);
  if (f.reportSubmitted || current?.status === 'SUBMITTED') throw conflict(RM.reportFinal.message);
  await tx
    .insert(refereeReport)
    .values({ fixtureId, authorPersonId: p!.personId!, content: draft })
    .onConflictDoUpdate({
      target: refereeReport.fixtureId,
      set: { content: draft, version: sql`${refereeReport.version} + 1`, updatedAt: sql`clock_timestamp()` },
    });
  return (await findReport(tx, fixtureId))!;
}

export type SubmitOutcome =
  { kind: 'applied'; doc: Fixture } | { kind: 'conflict'; reason: 'reportSubmitted'; doc: Fixture };

export async function submitReport(
  tx: Db,
  principal: Principal | null,
  fixtureId: string,
  report: RefereeReport,
): Promise<SubmitOutcome> {
  const p = await requireAccess({ principal, db: tx }, 'fixture.writeReport', fixtureId);
  const f = await liveFixture(tx, fixtureId);
  const current = await findReport(tx, fixtureId);
  if (f.reportSubmitted || current?.status === 'SUBMITTED') {
    return { kind: 'conflict', reason: 'reportSubmitted', doc: (await fixtureDoc(tx, fixtureId))! };
  }
  const submitted = { status: 'SUBMITTED', content: report, submittedAt: sql`clock_timestamp()` };
  await tx
    .insert(refereeReport)
    .values({ fixtureId, authorPersonId: p!.personId!, ...submitted })
    .onConflictDoUpdate({
      target: refereeReport.fixtureId,
      set: { ...submitted, version: sql`${refereeReport.version} + 1`, updatedAt: sql`clock_timestamp()` },
    });
  await tx
    .update(fixture)
    .set({ reportSubmitted: true, version: sql`${fixture.version} + 1`, updatedAt: bumpedAt })
    .where(eq(fixture.id, fixtureId));
  return { kind: 'applied', doc: (await fixtureDoc(tx, fixtureId))! };
}

export interface UploadedFile {
  id: string;
  category: string;
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/** Stores one document; answers whether it was new (false: the same id was already stored). */
export async function storeDocument(
  tx: Db,
  principal: Principal | null,
  fixtureId: string,
  file: UploadedFile,
): Promise<boolean> {
  const p = await requireAccess({ principal, db: tx }, 'fixture.writeReport', fixtureId);
  await liveFixture(tx, fixtureId);
  const [prior] = await tx
    .select({ fixtureId: refereeReportDocument.fixtureId })
    .from(refereeReportDocument)
    .where(eq(refereeReportDocument.id, file.id));
  if (prior) {
    if (prior.fixtureId !== fixtureId) throw conflict(RM.fileRejected.message);
    return false;
  }
  const report = await findReport(tx, fixtureId);
  if (report?.status === 'SUBMITTED' && !report.content.documents.some((d) => d.id === file.id)) {
    throw conflict(RM.reportFinal.message);
  }
  await tx.insert(refereeReportDocument).values({
    id: file.id,
    fixtureId,
    category: file.category,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.bytes.byteLength,
    content: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
    uploadedBy: p!.personId!,
  });
  return true;
}

export async function readDocument(db: Db, fixtureId: string, id: string) {
  const [row] = await db
    .select()
    .from(refereeReportDocument)
    .where(and(eq(refereeReportDocument.id, id), eq(refereeReportDocument.fixtureId, fixtureId)));
  return row;
}

export async function deleteDocument(
  tx: Db,
  principal: Principal | null,
  fixtureId: string,
  id: string,
): Promise<void> {
  await requireAccess({ principal, db: tx }, 'fixture.writeReport', fixtureId);
  const report = await findReport(tx, fixtureId);
  if (report?.status === 'SUBMITTED') throw conflict(RM.reportFinal.message);
  const rows = await tx
    .delete(refereeReportDocument)
    .where(and(eq(refereeReportDocument.id, id), eq(refereeReportDocument.fixtureId, fixtureId)))
    .returning({ id: refereeReportDocument.id });
  if (rows.length === 0) throw notFound('Document not found');
}
