/**
 * The approval track's review steps (domain/survey/approval.ts): openSteps makes them when the club submits a
 * kind whose track has more than one step (the club's chairperson, its county board's secretary, the central
 * financial council); decideStep records one step's approval or rejection by that step's approver, opens the
 * next, and moves the submission when the track ends (approved after the last step, rejected at any step with
 * the reason). Inside the request's transaction; audited as the submission's other actions are.
 */
import { uuidv7 } from 'uuidv7';
import {
  approvalTrackOf,
  decideStep as decideInDomain,
  type ApprovalDecisionInput,
  type ApprovalStep,
  type SurveyApprovalDoc,
} from '../../../domain/survey/approval.ts';
import type { SubmissionStatus, SurveyKind } from '../../../domain/survey/enums.ts';
import { SURVEY_ERRORS } from '../../../domain/survey/messages.ts';
import { nextStatus } from '../../../domain/survey/status.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, notFound } from '../../http/errors.ts';
import {
  countyOf,
  deleteSteps,
  insertSteps,
  stepDetail,
  stepsOf,
  updateStep,
  type ApprovalRow,
} from './survey-approval.repository.ts';
import { insertEvent, lockSubmission, updateSubmission, type SubmissionRow } from './survey.repository.ts';

type Detail = NonNullable<Awaited<ReturnType<typeof stepDetail>>>;

export function toApprovalDoc(d: Detail): SurveyApprovalDoc {
  const a = d.approval;
  return {
    id: a.id,
    submissionId: a.submissionId,
    position: a.position,
    step: a.step as ApprovalStep,
    status: a.status as SurveyApprovalDoc['status'],
    approverOrganizationId: a.approverOrganizationId,
    approverOrganizationName: d.organizationName,
    decidedByName: a.decidedBy ? d.decidedByName : null,
    reason: a.reason,
    openedAt: a.openedAt?.toISOString() ?? null,
    decidedAt: a.decidedAt?.toISOString() ?? null,
  };
}

/** Labels of a step's approver on the approving unit (the club's chairperson; the county board's secretary). */
const STEP_LABELS: Record<ApprovalStep, string[]> = {
  CLUB: ['EXEC_CHAIRPERSON'],
  COUNTY: ['EXEC_SECRETARY'],
  CENTRAL_FINANCIAL_COUNCIL: [],
};

/** Whether the principal approves this step: an active officer of its unit, or the central financial council. */
export function isStepApprover(p: Principal, step: Pick<ApprovalRow, 'step' | 'approverOrganizationId'>) {
  if (step.step === 'CENTRAL_FINANCIAL_COUNCIL') return p.globalRoles.includes('central_financial_council');
  const labels = STEP_LABELS[step.step as ApprovalStep] ?? [];
  return p.links.some(
    (l) =>
      l.status === 'ACTIVE' &&
      l.organizationId === step.approverOrganizationId &&
      l.labels.some((x) => labels.includes(x)),
  );
}

/** The track's steps, afresh, for a submission just submitted (a resubmission starts the track again). */
export async function openSteps(tx: Db, row: Pick<SubmissionRow, 'id' | 'kind' | 'organizationId'>) {
  const track = approvalTrackOf(row.kind as SurveyKind);
  if (track.length < 2) return;
  await deleteSteps(tx, row.id);
  const county = await countyOf(tx, row.organizationId);
  const now = new Date();
  await insertSteps(
    tx,
    track.map((step, i) => ({
      id: uuidv7(),
      submissionId: row.id,
      position: i + 1,
      step,
      approverOrganizationId: step === 'CLUB' ? row.organizationId : step === 'COUNTY' ? county : null,
      status: i === 0 ? 'PENDING' : 'WAITING',
      openedAt: i === 0 ? now : null,
    })),
  );
}

/** One step of the submission named in the path (another submission's step is not there). */
export async function approvalOf(db: Db, submissionId: string, approvalId: string) {
  const d = await stepDetail(db, approvalId);
  if (!d || d.approval.submissionId !== submissionId) throw notFound('Survey not found');
  return toApprovalDoc(d);
}

export async function decideApproval(
  tx: Db,
  p: Principal,
  submissionId: string,
  approvalId: string,
  input: ApprovalDecisionInput,
) {
  const row = await lockSubmission(tx, submissionId);
  if (!row || row.status === 'DELETED') throw notFound('Survey not found');
  const steps = await stepsOf(tx, submissionId, true);
  const index = steps.findIndex((s) => s.id === approvalId);
  if (index < 0) throw notFound('Survey not found');
  const decision = input.status === 'APPROVED' ? 'approve' : 'reject';
  const outcome = decideInDomain(
    steps.map((s) => ({ step: s.step as ApprovalStep, status: s.status as SurveyApprovalDoc['status'] })),
    index,
    decision,
  );
  // A step not open (waiting, or decided already), or a submission no longer under review.
  const to = outcome?.submission ? nextStatus(row.status as SubmissionStatus, decision) : null;
  if (!outcome || (outcome.submission && !to)) throw new ConflictError(SURVEY_ERRORS.notAllowed);
  const now = new Date();
  const reason = input.reason?.trim() || null;
  for (const [i, s] of steps.entries()) {
    const status = outcome.steps[i]!;
    if (status === s.status) continue;
    await updateStep(
      tx,
      s.id,
      i === index
        ? { status, decidedBy: p.personId, decidedAt: now, reason }
        : { status, openedAt: status === 'PENDING' ? now : s.openedAt },
    );
  }
  if (to) await updateSubmission(tx, submissionId, { status: to, reason: to === 'REJECTED' ? reason : null });
  else await updateSubmission(tx, submissionId, {});
  await insertEvent(tx, {
    id: uuidv7(),
    submissionId,
    actorId: p.personId!,
    action: decision,
    fromStatus: row.status,
    toStatus: to ?? row.status,
    reason,
    detail: { approvalId, step: steps[index]!.step },
  });
  return toApprovalDoc((await stepDetail(tx, approvalId))!);
}
