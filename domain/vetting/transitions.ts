/**
 * The vetting application's life (seed 3 §4 Vetting). The spec names the statuses, the actions and some
 * transitions but not the whole graph ("Exact full transition graph: not shown"); this is ours, built on
 * what it names:
 *
 *   applicant creates            PENDING_DOCUMENTATION (authenticator and governing agent UNAVAILABLE)
 *   applicant SUBMIT             IN_REVIEW; authenticator AWAITING_REVIEW     (documents present; none busy)
 *   authenticator VALIDATE       authenticator VALIDATED; governing agent AWAITING_REVIEW
 *   Garda reference upload       IN_PROGRESS; governing agent IN_REVIEW              (Garda vetting only)
 *   PROGRESS_TO_ACCESS_NI        IN_PROGRESS; governing agent AWAITING_ACCESS_NI_REVIEW  (Access NI only)
 *   MARK_FINDINGS                PENDING_COMPLETION; governing agent FINDINGS or NO_FINDINGS
 *   COMPLETE                     COMPLETED (a certification follows; a confirmation e-mail if asked)
 *   REJECT (reason)              REJECTED: the authenticator while it awaits their review, the governing agent
 *                                at any of their stages
 *   CANCEL (reason)              CANCELLED: the applicant or an administrator, while open
 *
 * The authenticator is the club's children's officer (VETTING privilege); the governing agent is the
 * association's Garda or Access NI vetting officer. A super admin may act as either.
 */
import * as v from 'valibot';
import { todayInDublin, TransportDate } from '../lib/dates.ts';
import { strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import { CLOSED_STATUSES, isAccessNi, REASON_MAX, type VettingStatus, type VettingType } from './enums.ts';

export type VettingActor = 'applicant' | 'authenticator' | 'governingAgent';

export interface VettingState {
  type: VettingType;
  status: VettingStatus;
  authenticatorStatus: VettingStatus;
  governingAgentStatus: VettingStatus;
  nvb1Date: string | null;
}

/** A rejection or cancel reason: required, at most 255 characters (seed 3 §5). */
export const VettingReason = v.pipe(
  v.string(M.vettingReasonRequired.id),
  v.trim(),
  v.minLength(1, M.vettingReasonRequired.id),
  v.maxLength(REASON_MAX, M.vettingReasonMax.id),
);

/** The reject and cancel dialogs' form. */
export const VettingReasonForm = v.object({ reason: VettingReason });

/** The in-person review date: a real date, not in the future (seed 3 §5). */
export const InPersonReviewDate = v.pipe(
  TransportDate,
  v.check((d) => d <= todayInDublin(), M.vettingDateFuture.id),
);

/** The validator's form (the children's officer's Validate dialog). */
export const VettingValidateForm = v.object({ inPersonReviewDate: InPersonReviewDate });

/** PATCH /vetting/{id}: one action with what it needs. */
export const VettingActionInput = v.variant(
  'action',
  [
    strictObject({ action: v.literal('SUBMIT') }),
    strictObject({ action: v.literal('VALIDATE'), inPersonReviewDate: InPersonReviewDate }),
    strictObject({ action: v.literal('REJECT'), reason: VettingReason }),
    strictObject({ action: v.literal('CANCEL'), reason: VettingReason }),
    strictObject({ action: v.literal('MARK_FINDINGS'), findings: v.boolean(M.selectOption.id) }),
    strictObject({ action: v.literal('COMPLETE'), sendEmail: v.boolean(M.selectOption.id) }),
    strictObject({ action: v.literal('PROGRESS_TO_ACCESS_NI') }),
  ],
  M.invalidOption.id,
);
export type VettingActionInput = v.InferOutput<typeof VettingActionInput>;

type Patch = Partial<Pick<VettingState, 'status' | 'authenticatorStatus' | 'governingAgentStatus'>>;
export type TransitionResult = { ok: true; patch: Patch } | { ok: false; message: string; field?: string };

const refuse = (message: string = M.vettingActionNotAllowed.id, field?: string): TransitionResult => ({
  ok: false,
  message,
  field,
});
const isClosed = (s: VettingState) => CLOSED_STATUSES.includes(s.status);

/** Which actions `actor` may take on an application in state `s` (the table shows only these). */
export function availableActions(
  s: VettingState,
  actors: readonly VettingActor[],
): VettingActionInput['action'][] {
  const all: VettingActionInput['action'][] = [
    'SUBMIT',
    'VALIDATE',
    'REJECT',
    'CANCEL',
    'MARK_FINDINGS',
    'COMPLETE',
    'PROGRESS_TO_ACCESS_NI',
  ];
  return all.filter((action) => actors.some((actor) => allowed(s, action, actor)));
}

function allowed(s: VettingState, action: VettingActionInput['action'], actor: VettingActor): boolean {
  if (isClosed(s)) return false;
  const gov = s.governingAgentStatus;
  switch (action) {
    case 'SUBMIT':
      return actor === 'applicant' && s.status === 'PENDING_DOCUMENTATION';
    case 'VALIDATE':
      return actor === 'authenticator' && s.authenticatorStatus === 'AWAITING_REVIEW';
    case 'REJECT':
      return (
        (actor === 'authenticator' && s.authenticatorStatus === 'AWAITING_REVIEW') ||
        (actor === 'governingAgent' &&
          ['AWAITING_REVIEW', 'IN_REVIEW', 'AWAITING_ACCESS_NI_REVIEW', 'FINDINGS', 'NO_FINDINGS'].includes(
            gov,
          ))
      );
    case 'CANCEL':
      return true;
    case 'PROGRESS_TO_ACCESS_NI':
      return actor === 'governingAgent' && isAccessNi(s.type) && gov === 'AWAITING_REVIEW';
    case 'MARK_FINDINGS':
      return actor === 'governingAgent' && (gov === 'IN_REVIEW' || gov === 'AWAITING_ACCESS_NI_REVIEW');
    case 'COMPLETE':
      return actor === 'governingAgent' && (gov === 'FINDINGS' || gov === 'NO_FINDINGS');
  }
}

/**
 * The change `input` makes to `s` when taken by one of `actors`, or why it may not. SUBMIT's own checks
 * (documents present, no other application busy) need the database and are made by the server beside this.
 */
export function vettingTransition(
  s: VettingState,
  input: VettingActionInput,
  actors: readonly VettingActor[],
  today: string = todayInDublin(),
): TransitionResult {
  if (!actors.some((actor) => allowed(s, input.action, actor))) return refuse();
  switch (input.action) {
    case 'SUBMIT':
      return { ok: true, patch: { status: 'IN_REVIEW', authenticatorStatus: 'AWAITING_REVIEW' } };
    case 'VALIDATE': {
      const date = input.inPersonReviewDate;
      if (date > today) return refuse(M.vettingDateFuture.id, 'inPersonReviewDate');
      if (s.type === 'GARDA_VETTING' && s.nvb1Date && date !== s.nvb1Date)
        return refuse(M.reviewDateNvb1.id, 'inPersonReviewDate');
      return {
        ok: true,
        patch: { authenticatorStatus: 'VALIDATED', governingAgentStatus: 'AWAITING_REVIEW' },
      };
    }
    case 'REJECT': {
      const byAuthenticator = actors.includes('authenticator') && s.authenticatorStatus === 'AWAITING_REVIEW';
      return {
        ok: true,
        patch: byAuthenticator
          ? { status: 'REJECTED', authenticatorStatus: 'REJECTED' }
          : { status: 'REJECTED', governingAgentStatus: 'REJECTED' },
      };
    }
    case 'CANCEL':
      return { ok: true, patch: { status: 'CANCELLED' } };
    case 'PROGRESS_TO_ACCESS_NI':
      return {
        ok: true,
        patch: { status: 'IN_PROGRESS', governingAgentStatus: 'AWAITING_ACCESS_NI_REVIEW' },
      };
    case 'MARK_FINDINGS':
      return {
        ok: true,
        patch: {
          status: 'PENDING_COMPLETION',
          governingAgentStatus: input.findings ? 'FINDINGS' : 'NO_FINDINGS',
        },
      };
    case 'COMPLETE':
      return { ok: true, patch: { status: 'COMPLETED', governingAgentStatus: 'COMPLETED' } };
  }
}

/** A Garda reference file's row applies to a Garda application the association's officer is reviewing. */
export function gardaRowApplies(s: VettingState): boolean {
  return s.type === 'GARDA_VETTING' && !isClosed(s) && s.governingAgentStatus === 'AWAITING_REVIEW';
}
export const GARDA_UPLOAD_PATCH: Patch = { status: 'IN_PROGRESS', governingAgentStatus: 'IN_REVIEW' };

/** One row of a Garda reference file: our reference and the National Vetting Bureau's. */
export const GardaReferenceRow = strictObject({
  reference: v.pipe(
    v.string(M.gardaRowUnknown.id),
    v.trim(),
    v.minLength(1, M.gardaRowUnknown.id),
    v.maxLength(40, M.gardaRowUnknown.id),
  ),
  gardaReference: v.pipe(
    v.string(M.gardaReferenceInvalid.id),
    v.trim(),
    v.regex(/^[A-Za-z0-9-]{1,50}$/, M.gardaReferenceInvalid.id),
  ),
});
export const GardaReferenceFile = v.array(v.unknown(), M.gardaFileInvalid.id);

/** Table defaults per administrator (seed 3 §6 "Vetting table defaults by admin role"). */
export type VettingDesk = 'childrensOfficer' | 'accessNiOfficer' | 'gardaOfficer';
export const VETTING_TABLE_DEFAULTS: Record<
  VettingDesk,
  {
    types: VettingType[];
    statusKey: 'authenticatorStatus' | 'governingAgentStatus';
    statuses: VettingStatus[];
  }
> = {
  childrensOfficer: {
    types: ['GARDA_VETTING', 'ACCESS_NI_VETTING_PAID', 'ACCESS_NI_VETTING_VOLUNTARY'],
    statusKey: 'authenticatorStatus',
    statuses: ['AWAITING_REVIEW', 'VALIDATED', 'REJECTED'],
  },
  accessNiOfficer: {
    types: ['ACCESS_NI_VETTING_PAID', 'ACCESS_NI_VETTING_VOLUNTARY'],
    statusKey: 'governingAgentStatus',
    statuses: ['AWAITING_REVIEW', 'AWAITING_ACCESS_NI_REVIEW', 'FINDINGS', 'NO_FINDINGS'],
  },
  gardaOfficer: {
    types: ['GARDA_VETTING'],
    statusKey: 'governingAgentStatus',
    statuses: ['AWAITING_REVIEW', 'IN_REVIEW', 'FINDINGS', 'NO_FINDINGS'],
  },
};
