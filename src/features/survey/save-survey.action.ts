/**
 * Saving a survey's draft answers, declared once for the offline engine (`survey.save`): made and changed
 * on the device with no network, sent once by the outbox, checked by the server against the same definition
 * (server/services/survey/survey-actions.ts). A draft made offline shows the club's name from the list page
 * until the server's document arrives.
 */
import type { SurveyKind } from '../../../domain/survey/enums';
import { SaveSurveyInput } from '../../../domain/survey/save';
import type { SurveySubmissionDoc } from '../../../domain/survey/submission';
import { defineAction } from '../../offline/actions';

export const saveSurvey = defineAction({
  op: 'survey.save',
  collection: 'surveySubmissions',
  schema: SaveSurveyInput,
  apply: (doc: SurveySubmissionDoc, input: SaveSurveyInput): SurveySubmissionDoc => ({
    ...doc,
    answers: input.answers,
  }),
  create: (id: string, input: SaveSurveyInput): SurveySubmissionDoc => ({
    id,
    version: 0,
    updatedAt: new Date().toISOString(),
    surveyId: input.surveyId,
    kind: '' as SurveyKind,
    matterType: null,
    organizationId: input.organizationId,
    organizationName: '',
    county: null,
    status: 'DRAFT',
    answers: input.answers,
    amountAppliedFor: null,
    amountApproved: null,
    computedLevel: null,
    level: null,
    accreditationExpiry: null,
    reason: null,
    submittedAt: null,
  }),
  onConflict: () => 'server',
});
