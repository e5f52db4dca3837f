/**
 * The approval chain of a player transfer and the transitions of an application (seed 2 §4, §6).
 *
 * Chain rule: one step per reviewing unit, the LEAVING side first then the JOINING side, each side from the
 * club up (club secretary, county board, provincial council) as far as the type's `approvers` go
 * (type-rules.ts). A unit already in the chain is not asked twice (a county transfer inside one province
 * asks the province once). Units are found in the organisation tree (the club's parent for the
 * association, then that board's parent).
 *
 * Step statuses: the first undecided step is PENDING (its turn, due in UNIT_REVIEW_DAYS days); later ones
 * are UNAVAILABLE (earlier units first); APPROVED, REJECTED; EXPIRED when the unit did not decide in time.
 *
 * Application statuses used: DRAFT → (submit) AWAITING_APPROVAL → APPROVED when every step approved →
 * (complete) COMPLETED. A rejection makes it REJECTED; the applicant may appeal once, which puts the
 * rejected step back to PENDING and the application AWAITING_REVIEW. A unit may ask for rework
 * (REWORK_REQUESTED: the applicant edits and submits again, the same unit decides). A step left PENDING
 * past its due time makes the application EXPIRED; the applicant may then submit it to the county (the
 * next unit up the chain takes its turn). A county or provincial unit in the chain may EXPEDITE: decide
 * every undecided step at once, with a reason. PENDING, LOCKED, REJECTED_MORE_INFO, READY_FOR_PROCESSING
 * and READY_FOR_DECISION are listed by the spec without transitions and are not used.
 */
import * as v from 'valibot';
import { TransportDate } from '../lib/dates.ts';
import { strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import type { ApprovalStepStatus, TransferSide, TransferStatus, TransferType } from './enums.ts';
import { REASON_MAX } from './form-schema.ts';
import { TRANSFER_TYPE_RULES, type UnitLevel } from './type-rules.ts';

/** A unit has this many days to decide once it is its turn (seed 2 §9). */
export const UNIT_REVIEW_DAYS = 10;
const DAY_MS = 86_400_000;

export interface ApprovalStep {
  order: number;
  side: TransferSide;
  level: UnitLevel;
  organizationId: string;
  status: ApprovalStepStatus;
  /** ISO timestamp by which a PENDING step must be decided; null when paused (rework) or not its turn. */
  dueAt: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
  reason: string | null;
  expedited: boolean;
}

/**
 * The review deadline of an application: when the unit whose turn it is (the PENDING step) must decide, and
 * the whole days left from `now` (0 on the last day, negative once passed); null when no unit is deciding.
 */
export function reviewDeadline(
  steps: readonly Pick<ApprovalStep, 'status' | 'dueAt'>[],
  now: Date,
): { dueAt: string; daysLeft: number } | null {
  const due = steps.find((s) => s.status === 'PENDING' && s.dueAt !== null)?.dueAt;
  if (!due) return null;
  return { dueAt: due, daysLeft: Math.floor((new Date(due).getTime() - now.getTime()) / DAY_MS) };
}

export type UnitsBySide = Record<TransferSide, Partial<Record<UnitLevel, string>>>;

/** The steps of a type's chain, from the units of each side; every step UNAVAILABLE until submitted. */
export function approvalChain(type: TransferType, units: UnitsBySide): ApprovalStep[] {
  const { approvers } = TRANSFER_TYPE_RULES[type];
  const steps: ApprovalStep[] = [];
  for (const side of ['LEAVING', 'JOINING'] as const) {
    for (const level of approvers[side === 'LEAVING' ? 'leaving' : 'joining']) {
      const organizationId = units[side][level];
      if (!organizationId || steps.some((s) => s.organizationId === organizationId)) continue;
      steps.push({
        order: steps.length,
        side,
        level,
        organizationId,
        status: 'UNAVAILABLE',
        dueAt: null,
        decidedBy: null,
        decidedAt: null,
        reason: null,
        expedited: false,
      });
    }
  }
  return steps;
}

const Reason = v.pipe(
  v.string(M.transferRejectionReason.id),
  v.trim(),
  v.minLength(1, M.transferRejectionReason.id),
  v.maxLength(REASON_MAX, M.transferRejectionReason.id),
);

/** PATCH /player-transfer/{id}: the applicant's actions. */
export const TransferApplicantAction = v.variant(
  'action',
  [
    strictObject({ action: v.literal('SUBMIT') }),
    strictObject({ action: v.literal('APPEAL'), reason: Reason }),
    strictObject({ action: v.literal('SUBMIT_TO_COUNTY') }),
    strictObject({ action: v.literal('ADD_RETURN_DATE'), returnDate: TransportDate }),
  ],
  M.invalidOption.id,
);

/** PATCH /player-transfer-approval/{id}: a reviewing unit's actions. */
export const TransferApprovalAction = v.variant(
  'action',
  [
    strictObject({ action: v.literal('APPROVE') }),
    strictObject({ action: v.literal('REJECT'), reason: Reason }),
    strictObject({ action: v.literal('REQUEST_REWORK'), reason: Reason }),
    strictObject({
      action: v.literal('EXPEDITE'),
      decision: v.picklist(['APPROVE', 'REJECT'], M.invalidOption.id),
      reason: Reason,
    }),
    strictObject({ action: v.literal('COMPLETE') }),
    strictObject({ action: v.literal('ADD_RETURN_DATE'), returnDate: TransportDate }),
  ],
  M.invalidOption.id,
);
export type TransferAction =
  v.InferOutput<typeof TransferApplicantAction> | v.InferOutput<typeof TransferApprovalAction>;

export interface TransferState {
  status: TransferStatus;
  steps: ApprovalStep[];
  appealed: boolean;
  additionalType: TransferType;
  startDate: string;
}

export interface Actor {
  personId: string;
  applicant: boolean;
  /** Units the caller reviews for. */
  reviews: (organizationId: string) => boolean;
}

export type TransitionResult =
  | {
      ok: true;
      status: TransferStatus;
      steps: ApprovalStep[];
      appealed: boolean;
      returnDate?: string;
      /** The unit whose turn it now is, to notify. */
      next: ApprovalStep | null;
    }
  | { ok: false; forbidden: boolean; message: string };

const OPEN: readonly TransferStatus[] = ['AWAITING_APPROVAL', 'AWAITING_REVIEW'];
const refuse = (message: string, forbidden = false): TransitionResult => ({ ok: false, forbidden, message });

/** Make the first undecided step PENDING (due in 10 days); answers the new status. */
function advance(steps: ApprovalStep[], now: Date): { status: TransferStatus; next: ApprovalStep | null } {
  if (steps.some((s) => s.status === 'REJECTED')) return { status: 'REJECTED', next: null };
  const next = steps.find((s) => s.status === 'UNAVAILABLE' || s.status === 'PENDING');
  if (!next) return { status: 'APPROVED', next: null };
  if (next.status !== 'PENDING' || next.dueAt === null) {
    next.status = 'PENDING';
    next.dueAt = new Date(now.getTime() + UNIT_REVIEW_DAYS * DAY_MS).toISOString();
  }
  return { status: 'AWAITING_APPROVAL', next };
}

function decide(step: ApprovalStep, status: ApprovalStepStatus, actor: Actor, now: Date, reason?: string) {
  step.status = status;
  step.dueAt = null;
  step.decidedBy = actor.personId;
  step.decidedAt = now.toISOString();
  step.reason = reason ?? null;
}

/**
 * What `action` by `actor` does to the application at `now`, or why it is refused (forbidden: the actor may
 * not; otherwise the status does not allow it). Pure: the caller stores the steps and status it answers.
 */
export function transferTransition(
  state: TransferState,
  action: TransferAction,
  actor: Actor,
  now: Date,
): TransitionResult {
  const steps = state.steps.map((s) => ({ ...s }));
  const current = steps.find((s) => s.status === 'PENDING');
  const done = (status: TransferStatus, next: ApprovalStep | null = null, extra = {}): TransitionResult => ({
    ok: true,
    status,
    steps,
    appealed: state.appealed,
    next,
    ...extra,
  });
  const reviewer = steps.some((s) => actor.reviews(s.organizationId));
  switch (action.action) {
    case 'SUBMIT': {
      if (!actor.applicant) return refuse('Only the applicant can submit', true);
      if (state.status !== 'DRAFT' && state.status !== 'REWORK_REQUESTED')
        return refuse('Only a draft or an application sent back for rework can be submitted');
      if (steps.length === 0) return refuse('No unit can review this application');
      const { status, next } = advance(steps, now);
      return done(status, next);
    }
    case 'APPROVE':
    case 'REJECT':
    case 'REQUEST_REWORK': {
      if (!current || !actor.reviews(current.organizationId))
        return refuse('It is not your unit’s turn to review this application', !reviewer);
      if (!OPEN.includes(state.status)) return refuse('This application is not awaiting a decision');
      if (action.action === 'REQUEST_REWORK') {
        current.dueAt = null;
        current.reason = action.reason;
        return done('REWORK_REQUESTED');
      }
      if (action.action === 'APPROVE') decide(current, 'APPROVED', actor, now);
      else decide(current, 'REJECTED', actor, now, action.reason);
      const { status, next } = advance(steps, now);
      return done(status, next);
    }
    case 'EXPEDITE': {
      const mine = steps.find(
        (s) => actor.reviews(s.organizationId) && s.level !== 'CLUB' && s.status !== 'APPROVED',
      );
      if (!mine) return refuse('Only a county or provincial unit still to decide can expedite', true);
      if (!OPEN.includes(state.status) && state.status !== 'EXPIRED')
        return refuse('This application is not awaiting a decision');
      const status = action.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
      for (const s of steps)
        if (s.status !== 'APPROVED' && s.status !== 'REJECTED') {
          decide(s, status, actor, now, action.reason);
          s.expedited = true;
        }
      return done(status);
    }
    case 'APPEAL': {
      if (!actor.applicant) return refuse('Only the applicant can appeal', true);
      if (state.status !== 'REJECTED' || state.appealed)
        return refuse('Only a rejected application can be appealed, once');
      const rejected =
        steps.find((s) => s.status === 'REJECTED' && !s.expedited) ??
        steps.find((s) => s.status === 'REJECTED');
      if (!rejected) return refuse('Only a rejected application can be appealed, once');
      rejected.status = 'PENDING';
      rejected.dueAt = new Date(now.getTime() + UNIT_REVIEW_DAYS * DAY_MS).toISOString();
      rejected.reason = action.reason;
      for (const s of steps)
        if (s.order > rejected.order && s.expedited)
          Object.assign(s, {
            status: 'UNAVAILABLE',
            expedited: false,
            decidedBy: null,
            decidedAt: null,
            reason: null,
          });
      return { ok: true, status: 'AWAITING_REVIEW', steps, appealed: true, next: rejected };
    }
    case 'SUBMIT_TO_COUNTY': {
      if (!actor.applicant) return refuse('Only the applicant can submit to the county', true);
      if (state.status !== 'EXPIRED')
        return refuse('Only an expired application can be submitted to the county');
      const expired = steps.find((s) => s.status === 'EXPIRED');
      const later = steps.find((s) => s.order > (expired?.order ?? -1) && s.status === 'UNAVAILABLE');
      if (!later) return refuse('No unit further up the chain can take the application');
      const { status, next } = advance(steps, now);
      return done(status, next);
    }
    case 'COMPLETE': {
      if (!reviewer) return refuse('Only a reviewing unit can complete the application', true);
      if (state.status !== 'APPROVED') return refuse('Only an approved application can be completed');
      return done('COMPLETED');
    }
    case 'ADD_RETURN_DATE': {
      if (!actor.applicant && !reviewer)
        return refuse('Only the applicant or a reviewing unit can add a return date', true);
      if (state.status !== 'COMPLETED' || TRANSFER_TYPE_RULES[state.additionalType].kind === 'TRANSFER')
        return refuse('A return date is added to a completed sanction or permit');
      if (action.returnDate < state.startDate) return refuse(M.transferReturnDate.id);
      return done('COMPLETED', null, { returnDate: action.returnDate });
    }
  }
}

/** Steps past their due time at `now` become EXPIRED (the job, server/jobs/transfer-expiry.ts). */
export function expireSteps(steps: ApprovalStep[], now: Date): ApprovalStep[] | null {
  const due = steps.find((s) => s.status === 'PENDING' && s.dueAt !== null && s.dueAt <= now.toISOString());
  if (!due) return null;
  return steps.map((s) => (s === due ? { ...s, status: 'EXPIRED' as const, dueAt: null } : s));
}

/** The reason dialogs' form (reject, rework, expedite, appeal): required, at most 2,500 characters. */
export const TransferReasonInput = v.object({ reason: Reason });
