/**
 * The device's referee report tables (Dexie version 2).
 *
 * - `reportDrafts`: one draft per (person, fixture), id `${personId}:${fixtureId}`. The wizard writes it at
 *   every step, so it survives reloads, restarts and signing out and in again as the same person; another
 *   person signing in on the device does not see it (every read is by the signed-in person's id). After
 *   submission it stays, read-only, as the device's copy of what was sent.
 * - `reportFiles`: the attached documents, kept as Blobs until the server has them. A file uploads only
 *   once its report is submitted (the fixture is marked `reportSubmitted` on the device); then its bytes
 *   are dropped and its description stays.
 */
import type { RefereeReportDraft } from '../../domain/competition/referee-report';

export const REPORT_TABLES = {
  reportDrafts: 'id, personId, fixtureId',
  reportFiles: 'id, [personId+fixtureId], state',
};

/** Raw form values of the wizard: sections may be incomplete until each step is validated. */
export type DraftContent = { [K in keyof RefereeReportDraft]?: unknown };

export interface ReportDraftRow {
  id: string;
  personId: string;
  fixtureId: string;
  /** The wizard step to reopen at (0–4). */
  step: number;
  content: DraftContent;
  status: 'draft' | 'submitted';
  updatedAt: string;
}

export type ReportFileState = 'local' | 'uploading' | 'uploaded' | 'failed';

export interface ReportFileRow {
  id: string;
  personId: string;
  fixtureId: string;
  category: string;
  fileName: string;
  contentType: string;
  size: number;
  /** Null once uploaded. */
  blob: Blob | null;
  state: ReportFileState;
  /** Upload progress, 0–1. */
  progress?: number;
  error?: string;
}

export const draftKey = (personId: string, fixtureId: string) => `${personId}:${fixtureId}`;
