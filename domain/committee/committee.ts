/**
 * The club committee (seed 3 §3 "Committee"): the club's executive positions, ordered by rank, each held by at
 * most one member; the standard ones (Chairperson … National Club Draw Officer) are made with the club, custom
 * ones by its administrators (a custom position has no `name`, only a title). Every change is a group audit
 * event (§3: position assigned or unassigned, custom position created or deleted), kept append-only.
 *
 * The committee check (§5 Surveys) is `committeeProblems`: the app shows what is missing before the review
 * step, and the server refuses a submission with the same message ids.
 */
import * as v from 'valibot';
import { M, type MessageId } from '../messages.ts';

export const CHILDRENS_OFFICER = 'childrens-officer';
export const DESIGNATED_LIAISON_PERSON = 'designated-liaison-person';

/** The group audit events (domain/team/enums.ts GROUP_AUDIT_EVENTS) a committee writes. */
export const COMMITTEE_AUDIT_EVENTS = [
  'POSITION_ASSIGNED',
  'POSITION_UNASSIGNED',
  'CUSTOM_POSITION_CREATED',
  'CUSTOM_POSITION_DELETED',
] as const;
export type CommitteeAuditEvent = (typeof COMMITTEE_AUDIT_EVENTS)[number];

export const TITLE_MAX = 60;
const PersonId = v.pipe(v.string(), v.minLength(1, M.required.id), v.maxLength(64, M.tooLong.id));

export const AssignPositionInput = v.strictObject({ personId: PersonId });
export type AssignPositionInput = v.InferOutput<typeof AssignPositionInput>;

export const CustomPositionInput = v.strictObject({
  title: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, M.committeeTitleRequired.id),
    v.maxLength(TITLE_MAX, M.committeeTitleMax.id),
  ),
});
export type CustomPositionInput = v.InferOutput<typeof CustomPositionInput>;

/** A message id of domain/messages.ts, as the committee check answers them. */
const Missing = v.array(v.custom<MessageId>((x) => typeof x === 'string'));

export const CommitteePositionDoc = v.object({
  id: v.string(),
  /** The standard position's key (e.g. `childrens-officer`); null for a custom position. */
  name: v.nullable(v.string()),
  title: v.string(),
  rank: v.number(),
  custom: v.boolean(),
  personId: v.nullable(v.string()),
  holderName: v.nullable(v.string()),
});
export type CommitteePositionDoc = v.InferOutput<typeof CommitteePositionDoc>;

export const CommitteeMemberDoc = v.object({ personId: v.string(), name: v.string() });
export type CommitteeMemberDoc = v.InferOutput<typeof CommitteeMemberDoc>;

export const CommitteeDoc = v.object({
  organizationId: v.string(),
  positions: v.array(CommitteePositionDoc),
  /** The club's active members, who may hold a position. */
  members: v.array(CommitteeMemberDoc),
  /** The committee check (message ids, in order); empty when it passes. */
  missing: Missing,
});
export type CommitteeDoc = v.InferOutput<typeof CommitteeDoc>;

export const CommitteeAuditDoc = v.object({
  id: v.string(),
  event: v.picklist(COMMITTEE_AUDIT_EVENTS),
  positionTitle: v.string(),
  actorName: v.nullable(v.string()),
  subjectName: v.nullable(v.string()),
  createdAt: v.string(),
});
export type CommitteeAuditDoc = v.InferOutput<typeof CommitteeAuditDoc>;

export const CommitteeCheckDoc = v.object({ missing: Missing });
export type CommitteeCheckDoc = v.InferOutput<typeof CommitteeCheckDoc>;

export interface CommitteeFacts {
  positions: { name: string | null; personId: string | null }[];
  /** The club's children's officer mailbox, or the assigned Children's Officer's own e-mail. */
  officerEmail: string | null | undefined;
  address: { streetAddress?: string; addressLocality?: string } | null | undefined;
}

const filled = (s: string | null | undefined) => typeof s === 'string' && s.trim().length > 0;

/** §5: what keeps the committee from the review step (empty: it may proceed). */
export function committeeProblems(f: CommitteeFacts): MessageId[] {
  const held = (name: string) => f.positions.some((p) => p.name === name && p.personId !== null);
  const missing: MessageId[] = [];
  if (!held(CHILDRENS_OFFICER)) missing.push(M.committeeChildrensOfficerMissing.id);
  if (!held(DESIGNATED_LIAISON_PERSON)) missing.push(M.committeeLiaisonMissing.id);
  if (!filled(f.officerEmail)) missing.push(M.committeeOfficerEmailMissing.id);
  if (!filled(f.address?.streetAddress) || !filled(f.address?.addressLocality))
    missing.push(M.committeeAddressMissing.id);
  return missing;
}
