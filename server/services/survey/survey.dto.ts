/** Submission rows → the documents the app and the devices hold (domain/survey/submission.ts). */
import type { SurveyApprovalDoc } from '../../../domain/survey/approval.ts';
import { compasLevel } from '../../../domain/survey/compas.ts';
import type {
  Level,
  PropertyMatterType,
  SubmissionStatus,
  SurveyKind,
} from '../../../domain/survey/enums.ts';
import type {
  SurveyEventDoc,
  SurveyNoteDoc,
  SurveySubmissionDetail,
  SurveySubmissionDoc,
} from '../../../domain/survey/submission.ts';
import type { eventsOf, JoinedSubmission, notesOf } from './survey.repository.ts';

export function toSubmissionDoc(r: JoinedSubmission): SurveySubmissionDoc {
  const s = r.submission;
  const kind = s.kind as SurveyKind;
  return {
    id: s.id,
    version: s.version,
    updatedAt: s.updatedAt.toISOString(),
    ...(s.status === 'DELETED' ? { deleted: true } : {}),
    surveyId: s.surveyId,
    kind,
    matterType: s.matterType as PropertyMatterType | null,
    organizationId: s.organizationId,
    organizationName: r.organizationName,
    county: r.county,
    status: s.status as SubmissionStatus,
    answers: s.answers,
    amountAppliedFor: s.amountAppliedFor,
    amountApproved: s.amountApproved,
    computedLevel: kind === 'CLUB_COMPAS' ? compasLevel(r.definition, s.answers) : null,
    level: s.level as Level | null,
    accreditationExpiry: s.accreditationExpiry,
    reason: s.reason,
    submittedAt: s.submittedAt?.toISOString() ?? null,
  };
}

export function toSubmissionDetail(
  r: JoinedSubmission,
  notes: Awaited<ReturnType<typeof notesOf>>,
  events: Awaited<ReturnType<typeof eventsOf>>,
  approvals: SurveyApprovalDoc[],
): SurveySubmissionDetail {
  return {
    ...toSubmissionDoc(r),
    notes: notes.map((n): SurveyNoteDoc => ({ ...n, createdAt: n.createdAt.toISOString() })),
    events: events.map((e): SurveyEventDoc => ({ ...e, createdAt: e.createdAt.toISOString() })),
    approvals,
  };
}
