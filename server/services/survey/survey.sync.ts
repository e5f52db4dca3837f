/**
 * The surveys' part of sync: the `survey.save` push operation (a draft's answers typed with no network, sent
 * once by the outbox: survey-actions.ts saveSurvey, the rule PUT /api/survey-submission/{id} uses) and the
 * `surveySubmissions` pull collection — the submissions of the clubs the caller is an officer of, scoped by
 * those clubs (a change of clubs starts the collection again).
 */
import { SaveSurveyInput } from '../../../domain/survey/submission.ts';
import type {
  Checkpoint,
  PullPage,
  SyncCollection,
  SyncedDocument,
  SyncOperationName,
} from '../../../domain/sync/protocol.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import {
  operation,
  scopedPageOf,
  scopedStart,
  scopeOf,
  type Puller,
  type SyncOperation,
} from '../../sync/operation.ts';
import { saveSurvey } from './survey-actions.ts';
import { toSubmissionDoc } from './survey.dto.ts';
import { officerClubsOf } from './survey.policy.ts';
import { submissionsChangedSince } from './survey.repository.ts';

async function pullSubmissions(
  db: Db,
  p: Principal,
  after: Checkpoint | null,
  limit: number,
): Promise<PullPage> {
  const clubs = officerClubsOf(p);
  const scope = scopeOf(clubs);
  const start = scopedStart(after, scope);
  const rows = await submissionsChangedSince(db, clubs, start.from, limit + 1);
  const docs = rows.slice(0, limit).map((r) => toSubmissionDoc(r) as unknown as SyncedDocument);
  return scopedPageOf(docs, start, rows.length > limit, scope);
}

export const SURVEY_OPERATIONS = {
  'survey.save': operation({
    action: 'survey.save',
    input: SaveSurveyInput,
    apply: async (tx, principal, m, input) => {
      const outcome = await saveSurvey(tx, principal, m.entityId, input, m.baseVersion);
      return outcome.kind === 'applied'
        ? { kind: 'applied', doc: outcome.doc as unknown as SyncedDocument }
        : { kind: 'conflict', reason: outcome.reason, doc: outcome.doc as unknown as SyncedDocument | null };
    },
  }),
} satisfies Partial<Record<SyncOperationName, SyncOperation>>;

export const SURVEY_PULLERS = {
  surveySubmissions: pullSubmissions,
} satisfies Partial<Record<SyncCollection, Puller>>;
