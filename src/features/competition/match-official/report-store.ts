/**
 * The referee report on the device: the draft (written at every wizard step), its files (Blobs until
 * uploaded) and the submission through the outbox. See src/offline/report-tables.ts for the invariants.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { uuidv7 } from 'uuidv7';
import * as v from 'valibot';
import {
  type RefereeReportDoc,
  RefereeReport,
  ReportDocument,
  type ReportDocument as DocMeta,
} from '../../../../domain/competition/referee-report';
import { api } from '../../../api/client';
import { runAction, type ActionResult } from '../../../offline/actions';
import { db } from '../../../offline/db';
import {
  draftKey,
  type DraftContent,
  type ReportDraftRow,
  type ReportFileRow,
} from '../../../offline/report-tables';
import { submitReport } from './report.action';

export function useDraft(personId: string | undefined, fixtureId: string) {
  return useLiveQuery(
    async () => (personId ? ((await db.reportDrafts.get(draftKey(personId, fixtureId))) ?? null) : null),
    [personId, fixtureId],
  );
}

export function useReportFiles(personId: string | undefined, fixtureId: string) {
  return useLiveQuery(
    () =>
      personId
        ? db.reportFiles.where('[personId+fixtureId]').equals([personId, fixtureId]).sortBy('id')
        : Promise.resolve([] as ReportFileRow[]),
    [personId, fixtureId],
  );
}

const IMPORT_TIMEOUT_MS = 5000;

/**
 * A draft started elsewhere (another device, or the server's demo data) is brought onto the device once,
 * when there is no local draft and there is signal; it never replaces a local draft. Answers true while
 * that is being checked, so the wizard opens on the right content.
 */
export function useImportServerDraft(
  personId: string | undefined,
  fixtureId: string,
  local: ReportDraftRow | null | undefined,
): boolean {
  const [checked, setChecked] = useState<string | null>(null);
  const key = personId ? draftKey(personId, fixtureId) : null;
  const needed = key !== null && local === null && checked !== key && navigator.onLine;
  useEffect(() => {
    if (!needed || !personId) return;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), IMPORT_TIMEOUT_MS);
    void api<RefereeReportDoc>(`/fixture/${encodeURIComponent(fixtureId)}/referee-report`, {
      signal: abort.signal,
    })
      .then(async (doc) => {
        if (doc.status !== 'DRAFT' || doc.authorPersonId !== personId) return;
        const row: ReportDraftRow = {
          id: draftKey(personId, fixtureId),
          personId,
          fixtureId,
          step: 0,
          content: doc.content,
          status: 'draft',
          updatedAt: new Date().toISOString(),
        };
        await db.reportDrafts.add(row).catch(() => undefined);
      })
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        setChecked(draftKey(personId, fixtureId));
      });
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [needed, personId, fixtureId]);
  return needed;
}

export async function saveDraft(personId: string, fixtureId: string, step: number, content: DraftContent) {
  const id = draftKey(personId, fixtureId);
  await db.transaction('rw', db.reportDrafts, async () => {
    const current = await db.reportDrafts.get(id);
    if (current?.status === 'submitted') return; // read-only once submitted
    const row: ReportDraftRow = {
      id,
      personId,
      fixtureId,
      step,
      content,
      status: 'draft',
      updatedAt: new Date().toISOString(),
    };
    await db.reportDrafts.put(row);
  });
}

export type AttachResult = { ok: true } | { ok: false; issues: v.BaseIssue<unknown>[] };

/** Keeps a chosen file on the device, after the document rules (type, one file, ≤ 10 MB). */
export async function attachFile(
  personId: string,
  fixtureId: string,
  category: string,
  file: File,
): Promise<AttachResult> {
  const meta = {
    id: uuidv7(),
    category,
    fileName: file.name,
    contentType: file.type,
    size: file.size,
  };
  const parsed = v.safeParse(ReportDocument, meta);
  if (!parsed.success) return { ok: false, issues: parsed.issues };
  await db.reportFiles.add({ ...parsed.output, personId, fixtureId, blob: file, state: 'local' });
  return { ok: true };
}

export async function removeFile(id: string) {
  await db.reportFiles.where({ id, state: 'local' }).delete();
}

const metaOf = (f: ReportFileRow): DocMeta => ({
  id: f.id,
  category: f.category as DocMeta['category'],
  fileName: f.fileName,
  contentType: f.contentType as DocMeta['contentType'],
  size: f.size,
});

/**
 * Submits: the complete report is checked against the domain's schema, queued in the outbox (the fixture is
 * marked submitted in the same transaction), then the draft is marked submitted. The files upload after the
 * submission reaches the server (upload-files.ts).
 */
export async function submitDraft(
  personId: string,
  fixtureId: string,
  content: DraftContent,
): Promise<ActionResult> {
  const files = await db.reportFiles.where('[personId+fixtureId]').equals([personId, fixtureId]).toArray();
  const report = { ...content, documents: files.map(metaOf) };
  const parsed = v.safeParse(RefereeReport, report);
  if (!parsed.success) return { ok: false, issues: parsed.issues };
  const result = await runAction(submitReport, fixtureId, parsed.output);
  if (result.ok) {
    await db.reportDrafts.update(draftKey(personId, fixtureId), {
      content: parsed.output,
      status: 'submitted',
      updatedAt: new Date().toISOString(),
    });
  }
  return result;
}
