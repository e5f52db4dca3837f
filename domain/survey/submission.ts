/**
 * A club's submission of a survey: the shapes that cross the wire and sit on the device.
 *
 * SaveSurveyInput is the offline operation `survey.save` (a draft's answers, made and changed with no network
 * and sent once by the outbox; the entity id is the submission's, made on the device). SubmitSurveyInput and
 * ReviewActionInput are online calls.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';
import { AnswersShape } from './save.ts';
import { Level, PropertyMatterType, SubmissionStatus, SurveyKind } from './enums.ts';
import { REVIEW_ACTIONS } from './status.ts';
import { SurveyApprovalDoc } from './approval.ts';

export const REASON_MAX = 255;
export const NOTE_MAX = 2000;
export const AMOUNT_MAX = 100_000_000;

export { SaveSurveyInput } from './save.ts';

const Amount = v.pipe(v.number(M.surveyNotANumber.id), v.finite(), v.minValue(0), v.maxValue(AMOUNT_MAX));
const Reason = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, M.surveyReasonRequired.id),
  v.maxLength(REASON_MAX, M.surveyReasonMax.id),
);

/** The reason dialog's values (rejection, request for more information). */
export const ReasonInput = v.object({ reason: Reason });
export const NoteInput = v.object({
  note: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, M.required.id),
    v.maxLength(NOTE_MAX, M.surveyNoteMax.id),
  ),
});

export const ReviewActionInput = v.variant('action', [
  v.object({ action: v.picklist(['accept', 'unaccept', 'complete']) }),
  v.object({
    action: v.literal('approve'),
    level: v.optional(Level),
    amountApproved: v.optional(Amount),
  }),
  v.object({ action: v.picklist(['reject', 'requestMoreInfo', 'remove']), reason: Reason }),
  v.object({ action: v.literal('updateAmount'), amountApproved: Amount }),
  v.object({
    action: v.literal('addNote'),
    note: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, M.required.id),
      v.maxLength(NOTE_MAX, M.surveyNoteMax.id),
    ),
  }),
  /** The reviewer's correction of the answers (checked against the definition as a submission is). */
  v.object({ action: v.literal('edit'), answers: AnswersShape }),
]);
export type ReviewActionInput = v.InferOutput<typeof ReviewActionInput>;

/** The reviewer actions the submissions table applies to many rows at once (POST /survey-submission/bulk). */
export const BULK_REVIEW_ACTIONS = [
  'accept',
  'unaccept',
  'complete',
  'reject',
  'requestMoreInfo',
  'addNote',
  'approve',
] as const satisfies readonly ReviewActionInput['action'][];
export type BulkReviewAction = (typeof BULK_REVIEW_ACTIONS)[number];
export const BULK_MAX = 100;

const BulkIds = v.pipe(
  v.array(v.pipe(v.string(), v.uuid(M.invalid.id)), M.invalid.id),
  v.minLength(1, M.surveyBulkCount.id),
  v.maxLength(BULK_MAX, M.surveyBulkCount.id),
  v.check((ids) => new Set(ids).size === ids.length, M.surveyBulkDuplicate.id),
);

/**
 * One reviewer action on up to 100 submissions, with the same requirements as ReviewActionInput: a reason to
 * reject or request more information, a note to add one; approving takes a level (Club Compas needs one: a
 * Club Compas row approved without it fails on its own, the others go ahead). No amount: amounts are set one
 * submission at a time.
 */
export const BulkReviewInput = v.variant('action', [
  v.object({ ids: BulkIds, action: v.picklist(['accept', 'unaccept', 'complete'], M.invalidOption.id) }),
  v.object({ ids: BulkIds, action: v.literal('approve'), level: v.optional(Level) }),
  v.object({ ids: BulkIds, action: v.picklist(['reject', 'requestMoreInfo']), reason: Reason }),
  v.object({ ids: BulkIds, action: v.literal('addNote'), note: NoteInput.entries.note }),
]);
export type BulkReviewInput = v.InferOutput<typeof BulkReviewInput>;

/** The review action one row of a bulk request takes (what PATCH /survey-submission/{id} would be sent). */
export function rowAction(input: BulkReviewInput): ReviewActionInput {
  switch (input.action) {
    case 'approve':
      return input.level ? { action: 'approve', level: input.level } : { action: 'approve' };
    case 'reject':
    case 'requestMoreInfo':
      return { action: input.action, reason: input.reason };
    case 'addNote':
      return { action: 'addNote', note: input.note };
    default:
      return { action: input.action };
  }
}

/** One row's outcome of a bulk action: its new status, or why it was refused (in the caller's language). */
export const BulkRowResult = v.variant('ok', [
  v.object({ id: v.string(), ok: v.literal(true), status: SubmissionStatus }),
  v.object({ id: v.string(), ok: v.literal(false), code: v.string(), message: v.string() }),
]);
export type BulkRowResult = v.InferOutput<typeof BulkRowResult>;

export const BulkReviewAnswer = v.object({
  results: v.array(BulkRowResult),
  succeeded: v.number(),
  failed: v.number(),
});
export type BulkReviewAnswer = v.InferOutput<typeof BulkReviewAnswer>;

// Every reviewer action the table knows has an input shape here.
const _all: readonly ReviewActionInput['action'][] = REVIEW_ACTIONS;
void _all;

export const SurveyNoteDoc = v.object({
  id: v.string(),
  text: v.string(),
  authorName: v.string(),
  createdAt: v.string(),
});
export type SurveyNoteDoc = v.InferOutput<typeof SurveyNoteDoc>;

export const SurveyEventDoc = v.object({
  id: v.string(),
  action: v.string(),
  fromStatus: v.nullable(v.string()),
  toStatus: v.nullable(v.string()),
  reason: v.nullable(v.string()),
  /** Null when the daily job made the change (an accreditation that expired). */
  actorName: v.nullable(v.string()),
  createdAt: v.string(),
});
export type SurveyEventDoc = v.InferOutput<typeof SurveyEventDoc>;

/** A submission as the club's device and the reviewer's table see it. */
export const SurveySubmissionDoc = v.object({
  id: v.string(),
  version: v.number(),
  updatedAt: v.string(),
  deleted: v.optional(v.boolean()),
  surveyId: v.string(),
  kind: SurveyKind,
  /** The matter type of a property and borrowing request; null for other kinds. */
  matterType: v.nullable(PropertyMatterType),
  organizationId: v.string(),
  organizationName: v.string(),
  county: v.nullable(v.string()),
  status: SubmissionStatus,
  answers: AnswersShape,
  amountAppliedFor: v.nullable(v.number()),
  amountApproved: v.nullable(v.number()),
  /** Club Compas: the level the items met give, and the level awarded. */
  computedLevel: v.nullable(Level),
  level: v.nullable(Level),
  accreditationExpiry: v.nullable(v.string()),
  /** The latest reason given for a rejection or a request for more information. */
  reason: v.nullable(v.string()),
  submittedAt: v.nullable(v.string()),
});
export type SurveySubmissionDoc = v.InferOutput<typeof SurveySubmissionDoc>;

export const SurveySubmissionDetail = v.object({
  ...SurveySubmissionDoc.entries,
  notes: v.array(SurveyNoteDoc),
  events: v.array(SurveyEventDoc),
  /** The review steps of a track of more than one step (domain/survey/approval.ts), in order; else empty. */
  approvals: v.array(SurveyApprovalDoc),
});
export type SurveySubmissionDetail = v.InferOutput<typeof SurveySubmissionDetail>;
