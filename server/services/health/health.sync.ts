/**
 * The health questionnaires' part of sync: the `health.submit` push operation (a questionnaire filled in
 * offline, written once: submit-questionnaire.ts) and the `healthQuestionnaires` pull collection — only what
 * the caller filled in, or what is about them or their dependants (never a supervisor's team: supervisors
 * read the day's list online). Deleted ones (retention) come as tombstones.
 */
import { HealthQuestionnaireInput } from '../../../domain/health/health-questionnaire.ts';
import type {
  Checkpoint,
  PullPage,
  SyncCollection,
  SyncedDocument,
  SyncOperationName,
} from '../../../domain/sync/protocol.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { operation, pageOf, type Puller, type SyncOperation } from '../../sync/operation.ts';
import { dependantIds } from '../family/guardianship.ts';
import { toHealthDoc } from './health.dto.ts';
import { questionnairesChangedSince } from './health.repository.ts';
import { submitQuestionnaire } from './submit-questionnaire.ts';

async function pullQuestionnaires(
  db: Db,
  p: Principal,
  after: Checkpoint | null,
  limit: number,
): Promise<PullPage> {
  if (!p.personId) return pageOf([], after, false);
  const personIds = [p.personId, ...(await dependantIds(db, p.personId))];
  const rows = await questionnairesChangedSince(db, { submittedBy: p.personId, personIds }, after, limit + 1);
  const docs = rows.slice(0, limit).map((r) => toHealthDoc(r) as SyncedDocument);
  return pageOf(docs, after, rows.length > limit);
}

export const HEALTH_OPERATIONS = {
  'health.submit': operation({
    action: 'health.submit',
    input: HealthQuestionnaireInput,
    apply: (tx, principal, m, input) => submitQuestionnaire(tx, principal, m.entityId, input),
  }),
} satisfies Partial<Record<SyncOperationName, SyncOperation>>;

export const HEALTH_PULLERS = {
  healthQuestionnaires: pullQuestionnaires,
} satisfies Partial<Record<SyncCollection, Puller>>;
