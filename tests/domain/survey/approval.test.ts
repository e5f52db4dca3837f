import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  ApprovalDecisionInput,
  APPROVAL_STEPS,
  approvalTrackOf,
  decideStep,
  type StepState,
} from '../../../domain/survey/approval.ts';

const track = (...statuses: StepState['status'][]): StepState[] =>
  statuses.map((status, i) => ({ step: APPROVAL_STEPS[i]!, status }));

describe('the review steps of an approval track', () => {
  it('are three for property and borrowing, none for a kind one reviewer decides', () => {
    expect(approvalTrackOf('PROPERTY_MATTER')).toEqual(['CLUB', 'COUNTY', 'CENTRAL_FINANCIAL_COUNCIL']);
    expect(approvalTrackOf('CLUB_COMPAS')).toEqual([]);
  });
  it('approving opens the next step; the last approves the submission', () => {
    expect(decideStep(track('PENDING', 'WAITING', 'WAITING'), 0, 'approve')).toEqual({
      steps: ['APPROVED', 'PENDING', 'WAITING'],
      submission: null,
    });
    expect(decideStep(track('APPROVED', 'APPROVED', 'PENDING'), 2, 'approve')).toEqual({
      steps: ['APPROVED', 'APPROVED', 'APPROVED'],
      submission: 'APPROVED',
    });
  });
  it('rejecting rejects the submission and cancels the waiting steps', () => {
    expect(decideStep(track('APPROVED', 'PENDING', 'WAITING'), 1, 'reject')).toEqual({
      steps: ['APPROVED', 'REJECTED', 'CANCELLED'],
      submission: 'REJECTED',
    });
  });
  it('decides only the open step', () => {
    expect(decideStep(track('PENDING', 'WAITING', 'WAITING'), 1, 'approve')).toBeNull();
    expect(decideStep(track('APPROVED', 'PENDING', 'WAITING'), 0, 'reject')).toBeNull();
    expect(decideStep(track('PENDING'), 5, 'approve')).toBeNull();
  });
  it('a rejection must give a reason', () => {
    expect(v.safeParse(ApprovalDecisionInput, { status: 'REJECTED', reason: ' ' }).success).toBe(false);
    expect(v.safeParse(ApprovalDecisionInput, { status: 'REJECTED', reason: 'No AGM vote' }).success).toBe(
      true,
    );
    expect(v.safeParse(ApprovalDecisionInput, { status: 'APPROVED' }).success).toBe(true);
  });
});
