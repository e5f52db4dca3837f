/**
 * Seeds the published survey definitions (survey-definitions.ts), each checked against the domain's schema
 * first: a definition the renderer or the validation could not read never reaches the database.
 */
import * as v from 'valibot';
import { SurveyDefinition } from '../../../domain/survey/definition.ts';
import type { Tx } from '../client.ts';
import { surveyDefinition, surveyEvent, surveySubmission } from '../schema/index.ts';
import type { DemoContext } from './demo.ts';
import { seedId } from './random.ts';
import { SURVEY_DEFINITIONS, surveyDefinitionId } from './survey-definitions.ts';

/** The main club's risk assessment, submitted and waiting for an assessor. */
export const DEMO_SURVEY_SUBMISSION_ID = seedId('survey-submission', 'main:risk-assessment');

export async function seedSurveyDefinitions(tx: Tx): Promise<void> {
  await tx
    .insert(surveyDefinition)
    .values(
      SURVEY_DEFINITIONS.map((d) => ({
        id: surveyDefinitionId(d.matterType ?? d.kind),
        kind: d.kind,
        matterType: d.matterType ?? null,
        definition: v.parse(SurveyDefinition, d),
      })),
    )
    .onConflictDoNothing();
}

/** The main club's risk assessment, filled and submitted by its secretary (the demo officer). */
export async function seedDemoSurveySubmissions(tx: Tx, ctx: DemoContext): Promise<void> {
  const officer = ctx.userPersonIds.officer!;
  const submittedAt = new Date(ctx.now.getTime() - 3 * 86_400_000);
  await tx.insert(surveySubmission).values({
    id: DEMO_SURVEY_SUBMISSION_ID,
    surveyId: surveyDefinitionId('RISK_ASSESSMENT'),
    kind: 'RISK_ASSESSMENT',
    organizationId: ctx.mainClubId,
    status: 'PENDING_REVIEW',
    answers: {
      pitchCondition: 'FAIR',
      hazards: 'Loose netting behind the town goal; repaired.',
      firstAidKits: 3,
    },
    createdBy: officer,
    submittedAt,
  });
  await tx.insert(surveyEvent).values([
    {
      id: seedId('survey-event', 'main:risk-assessment:create'),
      submissionId: DEMO_SURVEY_SUBMISSION_ID,
      actorId: officer,
      action: 'create',
      toStatus: 'DRAFT',
      createdAt: submittedAt,
    },
    {
      id: seedId('survey-event', 'main:risk-assessment:submit'),
      submissionId: DEMO_SURVEY_SUBMISSION_ID,
      actorId: officer,
      action: 'submit',
      fromStatus: 'DRAFT',
      toStatus: 'PENDING_REVIEW',
      createdAt: submittedAt,
    },
  ]);
}
