/**
 * Submitting a return-to-play questionnaire, declared once for the offline engine (`health.submit`): made on
 * the device at the gate, sent once by the outbox, checked by the server with the same schema. The result
 * shown before the server answers is the domain's rule; the server computes it again and its copy replaces
 * this one. A questionnaire is never changed after it is submitted.
 */
import {
  HealthQuestionnaireInput,
  healthResult,
  type HealthQuestionnaireDoc,
} from '../../../domain/health/health-questionnaire';
import { defineAction } from '../../offline/actions';

export const submitQuestionnaire = defineAction({
  op: 'health.submit',
  collection: 'healthQuestionnaires',
  schema: HealthQuestionnaireInput,
  apply: (doc: HealthQuestionnaireDoc): HealthQuestionnaireDoc => doc,
  create: (id: string, input: HealthQuestionnaireInput): HealthQuestionnaireDoc => {
    const now = new Date().toISOString();
    return {
      ...input,
      id,
      version: 0,
      updatedAt: now,
      result: healthResult(input),
      attendance: null,
      submittedAt: now,
      submittedByPersonId: '',
      groupName: '',
    };
  },
  onConflict: () => 'server',
});
