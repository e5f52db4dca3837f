/**
 * Submitted surveys of the kinds the caller reviews, not decided yet. Open submissions are few (one per club
 * and kind: survey_submission_open_idx covers these statuses).
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { APPROVALS_PER_KIND } from '../../../domain/approval/approval.ts';
import type { SurveyKind } from '../../../domain/survey/enums.ts';
import type { Db } from '../../db/client.ts';
import { organization, surveySubmission } from '../../db/schema/index.ts';

export async function surveysToReview(db: Db, kinds: SurveyKind[]) {
  if (kinds.length === 0) return [];
  return db
    .select({
      id: surveySubmission.id,
      kind: surveySubmission.kind,
      clubName: organization.name,
      submittedAt: surveySubmission.submittedAt,
    })
    .from(surveySubmission)
    .innerJoin(organization, eq(organization.id, surveySubmission.organizationId))
    .where(
      and(
        inArray(surveySubmission.status, ['PENDING_REVIEW', 'ACCEPTED']),
        inArray(surveySubmission.kind, kinds),
        isNull(surveySubmission.deletedAt),
      ),
    )
    .orderBy(asc(surveySubmission.submittedAt), asc(surveySubmission.id))
    .limit(APPROVALS_PER_KIND);
}
