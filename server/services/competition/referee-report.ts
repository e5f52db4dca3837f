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
import { sql } from 'drizzle-orm';
import type { Fixture } from '../../../domain/competition/fixture.ts';
import type {
  RefereeReport,
  RefereeReportDoc,
  RefereeReportDraft,
} from '../../../domain/competition/referee-report.ts';
import { RM } from '../../../domain/competition/report-messages.ts';
import { requireAccess } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { lockFixture } from './fixture-writes.ts';
import {
  documentFixtureId,
  findReport,
  insertDocument,
  markReportSubmitted,
  removeDocument,
  writeReport,
} from './referee-report.repository.ts';
import { fixtureDoc } from './record-score.ts';

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
  await writeReport(tx, fixtureId, p!.personId!, { content: draft });
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
  await writeReport(tx, fixtureId, p!.personId!, {
    status: 'SUBMITTED',
    content: report,
    submittedAt: sql`clock_timestamp()`,
  });
  await markReportSubmitted(tx, fixtureId);
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
  const prior = await documentFixtureId(tx, file.id);
  if (prior !== undefined) {
    if (prior !== fixtureId) throw conflict(RM.fileRejected.message);
    return false;
  }
  const report = await findReport(tx, fixtureId);
  if (report?.status === 'SUBMITTED' && !report.content.documents.some((d) => d.id === file.id)) {
    throw conflict(RM.reportFinal.message);
  }
  await insertDocument(tx, {
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

export async function deleteDocument(
  tx: Db,
  principal: Principal | null,
  fixtureId: string,
  id: string,
): Promise<void> {
  await requireAccess({ principal, db: tx }, 'fixture.writeReport', fixtureId);
  const report = await findReport(tx, fixtureId);
  if (report?.status === 'SUBMITTED') throw conflict(RM.reportFinal.message);
  if (!(await removeDocument(tx, fixtureId, id))) throw notFound('Document not found');
}
