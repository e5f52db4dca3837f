/**
 * What the survey pages read and do. Definitions are read online and kept on the device (so a survey opens
 * and renders with no network); a club's submissions arrive by pull (`surveySubmissions`) and a draft's
 * answers are saved by the local action `survey.save` (one Dexie transaction with its outbox entry, sent once
 * by the outbox). Submitting and the reviewers' actions are online calls; a submission's answer is kept on
 * the device through keepServerDocument.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { SurveyDefinitionDoc } from '../../../domain/survey/definition';
import type {
  BulkReviewInput,
  ReviewActionInput,
  SurveySubmissionDoc,
} from '../../../domain/survey/submission';
import { pathOf } from '../../../domain/lib/contract';
import { surveyApi } from '../../../domain/survey/survey.contract';
import { SURVEY_ERRORS } from '../../../domain/survey/messages';
import { BLOCKING_STATUSES } from '../../../domain/survey/status';
import { call } from '../../api/call';
import { CONTENT_DISPOSITION, downloadFile } from '../../api/download';
import { runAction } from '../../offline/actions';
import { db } from '../../offline/db';
import { keepServerDocument } from '../../offline/server-answer';
import { afterLocalWrite } from '../../offline/triggers';
import { outboxOf } from '../../offline/use-local-doc';
import { saveSurvey } from './save-survey.action';

/** Fetches the published definitions and keeps them on the device (no signal: the kept ones serve). */
export async function refreshDefinitions(): Promise<void> {
  try {
    const list = await call(surveyApi.definitions);
    await db.surveyDefinitions.bulkPut(list._embedded.surveys);
  } catch {
    // Offline, or the server is unreachable: the device's copies serve.
  }
}

/** The definitions on the device, refreshed from the server once per mount. */
export function useDefinitions(): SurveyDefinitionDoc[] | undefined {
  useEffect(() => {
    void refreshDefinitions();
  }, []);
  return useLiveQuery(() => db.surveyDefinitions.orderBy('kind').toArray(), []);
}

export function useDefinition(id: string): SurveyDefinitionDoc | null | undefined {
  useEffect(() => {
    void refreshDefinitions();
  }, []);
  return useLiveQuery(async () => (await db.surveyDefinitions.get(id)) ?? null, [id]);
}

/** The club's submissions on the device (deleted ones left out), newest first. */
export function useClubSubmissions(organizationId: string | undefined) {
  return useLiveQuery(
    async () =>
      organizationId
        ? (await db.surveySubmissions.where('organizationId').equals(organizationId).toArray())
            .filter((s) => !s.deleted && s.status !== 'DELETED')
            .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        : [],
    [organizationId],
  );
}

/** The club's open submission of a survey (the one it fills or waits on), with its queued changes. */
export function useOpenSubmission(surveyId: string, organizationId: string) {
  return useLiveQuery(async () => {
    const all = await db.surveySubmissions.where('organizationId').equals(organizationId).toArray();
    const open = all
      .filter((s) => s.surveyId === surveyId && !s.deleted && BLOCKING_STATUSES.includes(s.status))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
    const pending = open ? (await outboxOf('surveySubmissions', open.id)).length : 0;
    return { submission: open ?? null, pending };
  }, [surveyId, organizationId]);
}

/** Saves the answers on the device and queues them for the server. */
export function saveDraft(
  id: string,
  surveyId: string,
  organizationId: string,
  answers: Record<string, unknown>,
) {
  return runAction(saveSurvey, id, { surveyId, organizationId, answers });
}

/** Waits (a few seconds at most) until the outbox has sent every change of the submission. */
async function outboxDrained(id: string): Promise<boolean> {
  for (let i = 0; i < 60; i++) {
    const entries = await outboxOf('surveySubmissions', id);
    if (entries.length === 0) return true;
    if (entries.some((e) => e.state === 'failed')) return false;
    afterLocalWrite();
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** The device's changes have not reached the server yet (no signal, or the server refused them). */
export class OutboxNotSent extends Error {}

/** Submits for review once the device's changes reached the server; keeps the answer on the device. */
export async function submitSurvey(id: string): Promise<SurveySubmissionDoc> {
  if (!(await outboxDrained(id))) throw new OutboxNotSent(SURVEY_ERRORS.saveDraft.message);
  const doc = await call(surveyApi.submit, { params: { id } });
  await keepServerDocument('surveySubmissions', id, doc);
  return doc;
}

/**
 * Downloads the submission's report (PDF, in `locale`) under the name the server gives, once the device's
 * changes reached the server (so the club's report shows the answers it just saved).
 */
export async function downloadSurveyReport(id: string, locale: string): Promise<void> {
  if (!(await outboxDrained(id))) throw new OutboxNotSent(SURVEY_ERRORS.saveDraft.message);
  await downloadFile(pathOf(surveyApi.report, { params: { id } }), 'survey-report.pdf', {
    locale,
    nameHeader: CONTENT_DISPOSITION,
  });
}

type TableQuery = { kind: string; status: string; search: string };

/** The table's filters as the list's query (`kind:…,status:…`, the search trimmed). */
function tableQuery(q: TableQuery) {
  const filter = [q.kind && `kind:${q.kind}`, q.status && `status:${q.status}`].filter(Boolean).join(',');
  return { filter: filter || undefined, search: q.search.trim() || undefined };
}

/** The submissions table's page (100 rows). */
export const submissionsQuery = (q: TableQuery & { page: number }) => ({
  query: { page: q.page, size: 100, ...tableQuery(q) },
});

/** The CSV of the table as filtered (every page; the server names the file). */
export const submissionsExportPath = (q: TableQuery) => pathOf(surveyApi.export, { query: tableQuery(q) });

/** One reviewer action on the chosen submissions: each row's outcome (POST /survey-submission/bulk). */
export const bulkReview = (input: BulkReviewInput, idempotencyKey: string) =>
  call(surveyApi.bulk, { body: input, idempotencyKey });

export const fetchSubmission = (id: string) => call(surveyApi.submission, { params: { id } });

export const reviewAction = (id: string, input: ReviewActionInput) =>
  call(surveyApi.decide, { params: { id }, body: input });

/** Uploads one file for the club's FILE answer (online); the answer then lists its id. */
export function uploadSurveyFile(organizationId: string, file: File, associatedYear?: number) {
  const body = new FormData();
  body.set('file', file);
  // A linked document's year (domain/survey/files.ts: one document per associated year).
  if (associatedYear !== undefined) body.set('associatedYear', String(associatedYear));
  return call(surveyApi.uploadFile, { params: { orgId: organizationId }, body });
}
