/**
 * Who may see and do what with surveys (seed 3 §6: "Independent assessors approve or reject Club Compas
 * responses. A central financial council approves property and borrowing requests").
 *
 * - A club's officers fill and submit its surveys: an ACTIVE link to the club with label EXEC_SECRETARY or
 *   ADMIN_CLUB, or privilege ORG_ADMIN (the secretary fills; the club admin may too). They read their club's
 *   submissions, whatever the status.
 * - Reviewers hold a global role (survey_assessor: independent assessors; central_financial_council: property
 *   and borrowing, loans); each reviews the kinds domain/survey/enums.ts reviewerRoleFor gives it, once
 *   submitted (a draft is the club's own). A reviewer is not a club officer by being one: an assessor who is
 *   also a club's secretary fills that club's surveys as its secretary, and reviews as an assessor.
 * Nobody else — not a super admin, not another club.
 */
import { eq } from 'drizzle-orm';
import type { SurveyKind } from '../../../domain/survey/enums.ts';
import { REVIEWER_ROLES, reviewerRoleFor, SURVEY_KINDS } from '../../../domain/survey/enums.ts';
import type { AuthContext, Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { surveySubmission } from '../../db/schema/index.ts';
import { fileOrganization, fileUnderReview } from './survey-file.repository.ts';
import { findStep, stepsOf } from './survey-approval.repository.ts';
import { isStepApprover } from './survey-approval.ts';

export const OFFICER_LABELS = ['EXEC_SECRETARY', 'ADMIN_CLUB'];

/** Clubs whose surveys the principal fills. */
export function officerClubsOf(p: Principal): string[] {
  return p.links
    .filter(
      (l) =>
        l.status === 'ACTIVE' &&
        (l.labels.some((x) => OFFICER_LABELS.includes(x)) || l.privileges.includes('ORG_ADMIN')),
    )
    .map((l) => l.organizationId);
}

export function isOfficerOf(p: Principal, organizationId: unknown): boolean {
  return typeof organizationId === 'string' && officerClubsOf(p).includes(organizationId);
}

/** The kinds the principal reviews (by global role). */
export function reviewedKinds(p: Principal, kinds: readonly SurveyKind[]): SurveyKind[] {
  return kinds.filter((k) => p.globalRoles.includes(reviewerRoleFor(k)));
}

export function isReviewer(p: Principal): boolean {
  return REVIEWER_ROLES.some((r) => p.globalRoles.includes(r));
}

/**
 * Whether the principal is shown a kind's definition: every kind to a club officer, except the property and
 * borrowing track, which needs the PROPERTY_MATTERS feature (§6); a reviewer sees the kinds they review.
 */
export function seesDefinition(p: Principal, kind: SurveyKind): boolean {
  if (p.globalRoles.includes(reviewerRoleFor(kind))) return true;
  if (officerClubsOf(p).length === 0) return false;
  return kind !== 'PROPERTY_MATTER' || p.features.includes('PROPERTY_MATTERS');
}

export interface SurveyRole {
  exists: boolean;
  officer: boolean;
  reviewer: boolean;
}

export async function surveyRole(auth: AuthContext, p: Principal, id: unknown): Promise<SurveyRole> {
  const none = { exists: false, officer: false, reviewer: false };
  if (typeof id !== 'string') return none;
  const [row] = await auth.db
    .select({
      org: surveySubmission.organizationId,
      kind: surveySubmission.kind,
      status: surveySubmission.status,
    })
    .from(surveySubmission)
    .where(eq(surveySubmission.id, id));
  if (!row || row.status === 'DELETED') return none;
  return {
    exists: true,
    officer: isOfficerOf(p, row.org),
    reviewer: row.status !== 'DRAFT' && p.globalRoles.includes(reviewerRoleFor(row.kind as SurveyKind)),
  };
}

/** Reading a submission: the club's officers, and the kind's reviewers once it is submitted. */
async function readsSubmission(p: Principal, id: string, auth: AuthContext) {
  const r = await surveyRole(auth, p, id);
  return r.officer || r.reviewer;
}

export const surveyPolicy = {
  /** Published definitions: club officers and reviewers (they render the answers). */
  'survey.definitions': (p: Principal) => officerClubsOf(p).length > 0 || isReviewer(p),
  /** A club's submissions of a survey: its officers. */
  'survey.clubSubmissions': (p: Principal, organizationId: string) => isOfficerOf(p, organizationId),
  /**
   * Saving a draft (REST and the sync push's `survey.save`): an existing submission's officers; a new one
   * (the id made on the device) passes here, and the use case checks the club named in the payload.
   */
  'survey.save': async (p: Principal, id: string, auth) => {
    const r = await surveyRole(auth, p, id);
    return r.exists ? r.officer : p.personId !== null && officerClubsOf(p).length > 0;
  },
  /** Starting a club's submission at the spec's path (`POST /survey/{id}/{orgId}/{version}/submission`): its officers. */
  'survey.create': (p: Principal, organizationId: string) => isOfficerOf(p, organizationId),
  'survey.submit': async (p: Principal, id: string, auth) => (await surveyRole(auth, p, id)).officer,
  'survey.delete': async (p: Principal, id: string, auth) => (await surveyRole(auth, p, id)).officer,
  /** The submissions table: scoped to the kinds the caller reviews and the clubs they are an officer of. */
  'survey.submissions': (p: Principal) => officerClubsOf(p).length > 0 || isReviewer(p),
  'survey.submission': readsSubmission,
  /** Its report (PDF): whoever reads the submission, the club's draft included (its review step). */
  'survey.report': readsSubmission,
  /** Uploading a FILE answer's file: the club's officers. */
  'survey.upload': (p: Principal, organizationId: string) => isOfficerOf(p, organizationId),
  /**
   * Downloading one: the club's officers (its admins and secretary), and the reviewers of a submitted survey
   * of the club whose answers name the file — nobody else.
   */
  'survey.file': async (p: Principal, fileId: string, auth) => {
    if (typeof fileId !== 'string') return false;
    const org = await fileOrganization(auth.db, fileId);
    if (!org) return false;
    return isOfficerOf(p, org) || fileUnderReview(auth.db, org, fileId, reviewedKinds(p, SURVEY_KINDS));
  },
  /**
   * A review step (`…/approval/{approvalId}`): whoever reads its submission, and the approvers of any of its
   * steps (the club's chairperson, the county board's secretary, the council); deciding it: that step's
   * approver only (the handler then refuses a step that is not open).
   */
  'survey.approval': async (p: Principal, approvalId: string, auth) => {
    if (typeof approvalId !== 'string') return false;
    const step = await findStep(auth.db, approvalId);
    if (!step) return false;
    if (await readsSubmission(p, step.submissionId, auth)) return true;
    return (await stepsOf(auth.db, step.submissionId)).some((s) => isStepApprover(p, s));
  },
  'survey.approve': async (p: Principal, approvalId: string, auth) => {
    if (typeof approvalId !== 'string') return false;
    const step = await findStep(auth.db, approvalId);
    return !!step && isStepApprover(p, step);
  },
  'survey.decide': async (p: Principal, id: string, auth) => (await surveyRole(auth, p, id)).reviewer,
  /**
   * Cloning a survey (a new published definition): reviewers; the handler then finds the survey only for the
   * reviewers of its kind (another's is not found, as GET /survey/{id}).
   */
  'survey.clone': (p: Principal) => isReviewer(p),
  /** A reviewer's action on many submissions: reviewers; each row is then checked as `survey.decide`. */
  'survey.bulk': (p: Principal) => isReviewer(p),
} satisfies Policy;
