/**
 * The approval track's review steps (seed 3 §4 "property and borrowing requests are approved by a central
 * financial council", §7 `GET`/`PATCH /survey-submission/{id}/approval/{approvalId}`): a kind whose track has
 * more than one step is approved step by step — the club's chairperson, then the county board's secretary,
 * then the central financial council. Each step has one approver; the first step opens when the club submits,
 * the next when one is approved; a rejection (a reason required: §5 "Reject reason required", §8 "must provide
 * a reason") ends the track, and the submission follows: rejected, or approved once the last step is.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';
import type { SubmissionStatus, SurveyKind } from './enums.ts';

export const APPROVAL_STEPS = ['CLUB', 'COUNTY', 'CENTRAL_FINANCIAL_COUNCIL'] as const;
export type ApprovalStep = (typeof APPROVAL_STEPS)[number];

export const APPROVAL_STATUSES = ['WAITING', 'PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The steps of a kind's track, in order; one step or none means the kind's reviewer decides alone. */
export function approvalTrackOf(kind: SurveyKind): readonly ApprovalStep[] {
  return kind === 'PROPERTY_MATTER' ? APPROVAL_STEPS : [];
}

export interface StepState {
  step: ApprovalStep;
  status: ApprovalStatus;
}

export type StepDecision = 'approve' | 'reject';

export interface DecisionOutcome {
  /** The new statuses of every step, in order. */
  steps: ApprovalStatus[];
  /** The submission's status when the decision ends the track; null while it goes on. */
  submission: Extract<SubmissionStatus, 'APPROVED' | 'REJECTED'> | null;
}

/**
 * A step's decision: only the open (PENDING) step is decided; approving opens the next step (or approves the
 * submission after the last); rejecting rejects the submission and cancels the steps still waiting. Null when
 * the step is not open.
 */
export function decideStep(steps: readonly StepState[], index: number, decision: StepDecision) {
  if (steps[index]?.status !== 'PENDING') return null;
  const out: ApprovalStatus[] = steps.map((s) => s.status);
  if (decision === 'reject') {
    out[index] = 'REJECTED';
    for (let i = index + 1; i < out.length; i++) if (out[i] === 'WAITING') out[i] = 'CANCELLED';
    return { steps: out, submission: 'REJECTED' } satisfies DecisionOutcome;
  }
  out[index] = 'APPROVED';
  if (index + 1 < out.length) {
    out[index + 1] = 'PENDING';
    return { steps: out, submission: null } satisfies DecisionOutcome;
  }
  return { steps: out, submission: 'APPROVED' } satisfies DecisionOutcome;
}

const Reason = v.pipe(v.string(), v.trim(), v.maxLength(255, M.surveyReasonMax.id));

/** PATCH /survey-submission/{id}/approval/{approvalId}: approve, or reject with a reason. */
export const ApprovalDecisionInput = v.variant('status', [
  v.object({ status: v.literal('APPROVED'), reason: v.optional(Reason) }),
  v.object({
    status: v.literal('REJECTED'),
    reason: v.pipe(Reason, v.minLength(1, M.surveyReasonRequired.id)),
  }),
]);
export type ApprovalDecisionInput = v.InferOutput<typeof ApprovalDecisionInput>;

export const SurveyApprovalDoc = v.object({
  id: v.string(),
  submissionId: v.string(),
  /** 1 for the first step. */
  position: v.number(),
  step: v.picklist(APPROVAL_STEPS),
  status: v.picklist(APPROVAL_STATUSES),
  /** The unit whose officer approves (the club, its county board); null for the central financial council. */
  approverOrganizationId: v.nullable(v.string()),
  approverOrganizationName: v.nullable(v.string()),
  /** Who decided, once decided. */
  decidedByName: v.nullable(v.string()),
  reason: v.nullable(v.string()),
  openedAt: v.nullable(v.string()),
  decidedAt: v.nullable(v.string()),
});
export type SurveyApprovalDoc = v.InferOutput<typeof SurveyApprovalDoc>;
