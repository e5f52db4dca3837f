/**
 * The one rule for submitting a health questionnaire, used by the sync push's `health.submit` operation (a
 * questionnaire filled in at the gate with no signal). Call it in a transaction with a validated input.
 *
 * Order: the person it is about must be the caller or their dependant (403); they must belong to the team of
 * that club (400 on groupId); the result is computed here (the device's is never trusted). A questionnaire is
 * written once: the same id sent again by the one who submitted it answers the stored document (a replay
 * after a lost answer applies nothing twice); by anyone else, 403.
 */
import {
  HEALTH_QUESTIONS,
  healthResult,
  type HealthAnswers,
  type HealthQuestionnaireInput,
} from '../../../domain/health/health-questionnaire.ts';
import { M, messageText } from '../../../domain/messages.ts';
import type { SyncedDocument } from '../../../domain/sync/protocol.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { INVALID_INPUT } from '../../http/validate.ts';
import { toHealthDoc } from './health.dto.ts';
import { actsFor } from './health.policy.ts';
import { belongsToTeam, findQuestionnaire, insertQuestionnaire } from './health.repository.ts';

export async function submitQuestionnaire(
  tx: Db,
  principal: Principal,
  id: string,
  input: HealthQuestionnaireInput,
): Promise<{ kind: 'applied'; doc: SyncedDocument }> {
  const me = principal.personId;
  if (!me) throw forbidden();
  const existing = await findQuestionnaire(tx, id);
  if (existing) {
    if (existing.submittedBy !== me) throw forbidden();
    return { kind: 'applied', doc: toHealthDoc(existing) as SyncedDocument };
  }
  const auth = { principal, db: tx };
  const forSelf = input.personId === me;
  if (input.isPersonalForm !== forSelf || !(await actsFor(auth, principal, input.personId))) {
    throw forbidden('You may fill in a questionnaire only for yourself or your dependants');
  }
  if (!(await belongsToTeam(tx, input.personId, input.groupId, input.organizationId))) {
    throw badRequest(INVALID_INPUT, [
      { field: 'groupId', message: messageText(M.invalidOption.id), code: M.invalidOption.id },
    ]);
  }
  const answers = Object.fromEntries(HEALTH_QUESTIONS.map((q) => [q, input[q]])) as HealthAnswers;
  await insertQuestionnaire(tx, id, input, answers, healthResult(answers), me);
  return { kind: 'applied', doc: toHealthDoc((await findQuestionnaire(tx, id))!) as SyncedDocument };
}
