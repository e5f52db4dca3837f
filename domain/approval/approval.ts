/**
 * Approvals awaiting the signed-in person (issue 53 item 3; seed 1 §2 /user-home "approvals awaiting"): one
 * typed item per kind, each naming where it is handled. Who is asked is each source context's rule (the
 * invitee or their guardian, a transfer's reviewing unit, a second finance admin, the club's vetting
 * authenticator, the kind's reviewer, the unit secretary, the team's health supervisor); the server's
 * server/services/approval/approvals.ts gathers them.
 */
import * as v from 'valibot';
import { pagedList } from '../lib/contract.ts';

export const APPROVAL_KINDS = [
  'FAMILY_INVITE',
  'CLUB_INVITATION',
  'TRANSFER_STEP',
  'PAYOUT',
  'TOP_UP',
  'VETTING_VALIDATION',
  'SURVEY_REVIEW',
  'INJURY_NOTIFICATION',
  'HEALTH_QUESTIONNAIRE',
] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];

/** Each source gives at most this many (the dashboard shows the oldest first, so nothing waits unseen long). */
export const APPROVALS_PER_KIND = 50;

export const ApprovalItem = v.object({
  kind: v.picklist(APPROVAL_KINDS),
  /** The id of the object to handle (a family, invitation, transfer, request, application, submission…). */
  id: v.string(),
  /** What it is about: a family's, club's or person's name. */
  title: v.string(),
  /** A second line where there is one: an amount, a survey kind, a team. */
  detail: v.nullable(v.string()),
  created: v.nullable(v.string()),
  /** When it must be handled by (a transfer step's deadline, an invitation's expiry); null when none. */
  due: v.nullable(v.string()),
  /** Whole days left until `due` (0 on the last day, negative once passed); null when none. */
  daysLeft: v.nullable(v.number()),
  /** The app's path where it is handled. */
  link: v.string(),
});
export type ApprovalItem = v.InferOutput<typeof ApprovalItem>;

export const ApprovalList = pagedList('approvals', ApprovalItem);
export type ApprovalList = v.InferOutput<typeof ApprovalList>;

const DAY_MS = 86_400_000;

/** Whole days from `now` until `due` (0 on the last day, negative once passed). */
export function daysUntil(due: string, now: Date): number {
  return Math.floor((new Date(due).getTime() - now.getTime()) / DAY_MS);
}

/** Oldest first: what has waited longest comes first; items with no date last. */
export function byWaiting(a: ApprovalItem, b: ApprovalItem): number {
  return (a.created ?? '\uffff').localeCompare(b.created ?? '\uffff') || a.id.localeCompare(b.id);
}
