/**
 * The survey engine's enumerations (seed 3 §3 "Survey and submission", §4 "Surveys"). Kinds, question types,
 * property matter types and priority ratings keep the spec's codes; the submission statuses are the subset of
 * §4 a submission moves through (TODO and ACTIVE describe a survey, not a submission: a club with no
 * submission of a kind is "to do"; an approved Club Compas submission is shown as "accredited").
 */
import * as v from 'valibot';
import { M } from '../messages.ts';

export const SURVEY_KINDS = [
  'CLUB_COMPAS',
  'RISK_ASSESSMENT',
  'INSURANCE_DECLARATION',
  'ENERGY_GRANT',
  'INFRASTRUCTURE_GRANT',
  'MEMBER_SURVEY',
  'LOAN_APPLICATION',
  'PROPERTY_MATTER',
] as const;
export const SurveyKind = v.picklist(SURVEY_KINDS, M.invalidOption.id);
export type SurveyKind = v.InferOutput<typeof SurveyKind>;

export const QUESTION_TYPES = ['RADIO', 'TEXT', 'MULTISELECT', 'NUMBER', 'FILE', 'CALCULATED'] as const;
export const QuestionType = v.picklist(QUESTION_TYPES, M.invalidOption.id);
export type QuestionType = v.InferOutput<typeof QuestionType>;

export const PROPERTY_MATTER_TYPES = [
  'PROPERTY_PURCHASE',
  'PROPERTY_DISPOSAL',
  'PROPERTY_CHARGE',
  'LEASE_AS_LESSOR',
  'LEASE_AS_LESSEE',
  'WAYLEAVE_AGREEMENT',
  'BORROWING_15K_75K',
  'BORROWING_75K_150K',
  'BORROWING_OVER_150K',
] as const;
export const PropertyMatterType = v.picklist(PROPERTY_MATTER_TYPES, M.invalidOption.id);
export type PropertyMatterType = v.InferOutput<typeof PropertyMatterType>;

/** Club Compas priority ratings (§3), which map to the accreditation levels (§9). */
export const PRIORITIES = ['MUST', 'SHOULD', 'COULD'] as const;
export const Priority = v.picklist(PRIORITIES, M.invalidOption.id);
export type Priority = v.InferOutput<typeof Priority>;

/** Accreditation levels, lowest first (Platinum is awarded by an assessor, never computed). */
export const LEVELS = ['BRONZE', 'SILVER', 'GOLD', 'PLATINUM'] as const;
export const Level = v.picklist(LEVELS, M.invalidOption.id);
export type Level = v.InferOutput<typeof Level>;

export const SUBMISSION_STATUSES = [
  'DRAFT',
  'PENDING_REVIEW',
  'ACCEPTED',
  'REJECTED_MORE_INFO',
  'APPROVED',
  'REJECTED',
  'COMPLETED',
  'EXPIRED',
  'DELETED',
] as const;
export const SubmissionStatus = v.picklist(SUBMISSION_STATUSES, M.invalidOption.id);
export type SubmissionStatus = v.InferOutput<typeof SubmissionStatus>;

/** Who reviews a kind (§6): independent assessors, or the central financial council for money and property. */
export const REVIEWER_ROLES = ['survey_assessor', 'central_financial_council'] as const;
export type ReviewerRole = (typeof REVIEWER_ROLES)[number];

export function reviewerRoleFor(kind: SurveyKind): ReviewerRole {
  return kind === 'PROPERTY_MATTER' || kind === 'LOAN_APPLICATION'
    ? 'central_financial_council'
    : 'survey_assessor';
}

/** Kinds on the approval track (§7 `filter=isApprovalTrack`): decided by the central financial council. */
export function isApprovalTrack(kind: SurveyKind): boolean {
  return reviewerRoleFor(kind) === 'central_financial_council';
}
