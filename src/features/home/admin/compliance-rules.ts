/**
 * Who sees the dashboard's compliance panels, and when a risk assessment is due (seed 1 §2 /user-home: "action
 * required for child-safety officer compliance, risk assessment"; seed 3 §5 and §9: the committee must have a
 * Children's Officer and a Designated Liaison Person, and a risk assessment is required every two years).
 *
 * Both panels are for the people who fill the club's surveys (`linkFillsSurveys`: its admins and secretary),
 * the same people the server lets read the committee check (`committee.check`) and the club's submissions
 * (`survey.submissions`), so a panel never asks for what its reader may not see.
 */
import type { SubmissionStatus } from '../../../../domain/survey/enums';
import { linkFillsSurveys, type OrgLinkLike } from '../../../app/menu-rules';

/** The clubs whose compliance the person answers for, each once, in the order of their links. */
export function complianceClubs(links: readonly OrgLinkLike[]): { id: string; name: string }[] {
  const seen = new Set<string>();
  const clubs: { id: string; name: string }[] = [];
  for (const l of links) {
    if (!linkFillsSurveys(l) || seen.has(l.organization.id)) continue;
    seen.add(l.organization.id);
    clubs.push({ id: l.organization.id, name: l.organization.name });
  }
  return clubs;
}

/** Seed 3 §9: a risk assessment every two years. */
export const RISK_ASSESSMENT_YEARS = 2;

/** A submitted risk assessment that still counts: not rejected, expired or deleted. */
const COUNTS: readonly SubmissionStatus[] = [
  'PENDING_REVIEW',
  'ACCEPTED',
  'APPROVED',
  'COMPLETED',
  'REJECTED_MORE_INFO',
];

export interface RiskAssessmentRow {
  status: SubmissionStatus;
  submittedAt: string | null;
  deleted?: boolean;
}

export type RiskAssessmentState =
  { due: true; lastSubmitted: string | null } | { due: false; lastSubmitted: string; nextDue: string };

/** Due when no counting risk assessment was submitted in the last two years; else when the next one is due. */
export function riskAssessmentState(rows: readonly RiskAssessmentRow[], now: Date): RiskAssessmentState {
  const submitted = rows
    .filter((r) => !r.deleted && r.submittedAt !== null && COUNTS.includes(r.status))
    .map((r) => r.submittedAt as string)
    .sort();
  const last = submitted.at(-1) ?? null;
  if (last === null) return { due: true, lastSubmitted: null };
  const next = new Date(last);
  next.setUTCFullYear(next.getUTCFullYear() + RISK_ASSESSMENT_YEARS);
  if (next.getTime() <= now.getTime()) return { due: true, lastSubmitted: last };
  return { due: false, lastSubmitted: last, nextDue: next.toISOString() };
}
