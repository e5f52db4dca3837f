/**
 * The submission's states and transitions (seed 3 §4 "Surveys") as one pure table: for each action, who takes
 * it (the club's officers, or the reviewer of the kind), the statuses it may be taken from and the status it
 * leads to. The server enforces it (one place: the use cases look the action up here); the app shows only the
 * actions the table allows.
 *
 * - A club saves a draft, submits it for review, deletes a draft; after a request for more information it
 *   edits and submits again. Anything past that is locked (§4 "locked from edits").
 * - A reviewer accepts (takes it under review), goes back to pending review (unaccept), approves (with a level
 *   for Club Compas, an amount for grants), rejects (reason required), rejects with more information needed /
 *   requests more information (reason required; the club edits again), completes an approved one, changes the
 *   amount approved until approval, and adds notes. While a submission is under review the reviewer may edit
 *   its answers (every required question stays answered) and may delete it with a reason (`remove`: a
 *   duplicate or one sent in error; it frees the club to start again). An approved, completed or expired one
 *   is kept: it is the club's record.
 */
import type { SubmissionStatus } from './enums.ts';

export const CLUB_ACTIONS = ['save', 'submit', 'delete'] as const;
export type ClubAction = (typeof CLUB_ACTIONS)[number];

export const REVIEW_ACTIONS = [
  'accept',
  'unaccept',
  'approve',
  'reject',
  'requestMoreInfo',
  'complete',
  'updateAmount',
  'addNote',
  'edit',
  'remove',
] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

export type SurveyAction = ClubAction | ReviewAction;

interface Transition {
  by: 'club' | 'reviewer';
  from: readonly SubmissionStatus[];
  /** The status it leads to; null: the status does not change. */
  to: SubmissionStatus | null;
  reasonRequired?: boolean;
}

const UNDER_REVIEW = ['PENDING_REVIEW', 'ACCEPTED'] as const;

export const TRANSITIONS: Record<SurveyAction, Transition> = {
  save: { by: 'club', from: ['DRAFT', 'REJECTED_MORE_INFO'], to: null },
  submit: { by: 'club', from: ['DRAFT', 'REJECTED_MORE_INFO'], to: 'PENDING_REVIEW' },
  delete: { by: 'club', from: ['DRAFT'], to: 'DELETED' },
  accept: { by: 'reviewer', from: ['PENDING_REVIEW'], to: 'ACCEPTED' },
  unaccept: { by: 'reviewer', from: ['ACCEPTED', 'REJECTED_MORE_INFO', 'REJECTED'], to: 'PENDING_REVIEW' },
  approve: { by: 'reviewer', from: UNDER_REVIEW, to: 'APPROVED' },
  reject: { by: 'reviewer', from: UNDER_REVIEW, to: 'REJECTED', reasonRequired: true },
  requestMoreInfo: { by: 'reviewer', from: UNDER_REVIEW, to: 'REJECTED_MORE_INFO', reasonRequired: true },
  complete: { by: 'reviewer', from: ['APPROVED'], to: 'COMPLETED' },
  updateAmount: { by: 'reviewer', from: UNDER_REVIEW, to: null },
  addNote: {
    by: 'reviewer',
    from: [
      'PENDING_REVIEW',
      'ACCEPTED',
      'REJECTED_MORE_INFO',
      'APPROVED',
      'REJECTED',
      'COMPLETED',
      'EXPIRED',
    ],
    to: null,
  },
  edit: { by: 'reviewer', from: UNDER_REVIEW, to: null },
  remove: {
    by: 'reviewer',
    from: ['PENDING_REVIEW', 'ACCEPTED', 'REJECTED_MORE_INFO', 'REJECTED'],
    to: 'DELETED',
    reasonRequired: true,
  },
};

/** The status after `action` from `status`, or null when the table does not allow it. */
export function nextStatus(status: SubmissionStatus, action: SurveyAction): SubmissionStatus | null {
  const t = TRANSITIONS[action];
  if (!t.from.includes(status)) return null;
  return t.to ?? status;
}

export function allowedActions(status: SubmissionStatus, by: 'club' | 'reviewer'): SurveyAction[] {
  return (Object.keys(TRANSITIONS) as SurveyAction[]).filter(
    (a) => TRANSITIONS[a].by === by && TRANSITIONS[a].from.includes(status),
  );
}

/** The club may change the answers (a draft, or after a request for more information). */
export function editableByClub(status: SubmissionStatus): boolean {
  return TRANSITIONS.save.from.includes(status);
}

/**
 * Statuses in which a submission blocks another of the same kind for the club (§4 "A survey already
 * submitted blocks another"): every one but the ended ones. A draft blocks too: one draft per kind.
 */
export const BLOCKING_STATUSES: readonly SubmissionStatus[] = [
  'DRAFT',
  'PENDING_REVIEW',
  'ACCEPTED',
  'REJECTED_MORE_INFO',
  'APPROVED',
];
