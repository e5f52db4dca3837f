/**
 * Families (seed 1 §3 Family, §4 Family invites, §5 Family, §7 Family).
 *
 * A family has a name (≤ 30) and a description (≤ 50) and members, each a person with a position
 * (PRIMARY, GUARDIAN, DEPENDENT, OTHER) and a status (ACTIVE, INACTIVE, INVITED). Invites name the person
 * by username or e-mail; the invitee accepts or rejects, and a rejection needs a new invite. Until they
 * accept, the family knows only what it typed (docs/security.md, issue 48).
 *
 * Decisions where the spec is open:
 * - "Move a child to additional people" sets the member's position to OTHER; OTHER members cannot be
 *   managed (seed 1 §6), so the move takes the child out of the parents' care in the app.
 * - A member is 16 to 18 when their age on the day is 16, 17 or 18: the spec's range is inclusive.
 */
import * as v from 'valibot';
import { FamilyMemberStatus, FamilyPosition, Gender } from '../enums.ts';
import { ageOn } from '../lib/dates.ts';
import { Id, object, optionalText, requiredText, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import { BirthDate, OptionalPersonName, PersonName } from '../person/fields.ts';
import { FAMILY_DESCRIPTION_MAX, FAMILY_NAME_MAX } from '../person/limits.ts';

export const FamilyInput = strictObject({
  name: requiredText(FAMILY_NAME_MAX, M.familyNameMax.id),
  description: optionalText(FAMILY_DESCRIPTION_MAX, M.familyDescriptionMax.id),
});
export type FamilyInput = v.InferOutput<typeof FamilyInput>;

export const FamilyMemberPerson = object({
  id: Id,
  givenName: v.optional(v.string()),
  familyName: v.optional(v.string()),
  birthDate: v.optional(v.string()),
  thumbnail: v.optional(v.string()),
  /** False when the member belongs to none of the viewer's clubs: shown greyed, not editable. */
  sameClub: v.optional(v.boolean(), true),
});

export const FamilyMember = object({
  id: Id,
  person: FamilyMemberPerson,
  position: FamilyPosition,
  status: FamilyMemberStatus,
});
export type FamilyMember = v.InferOutput<typeof FamilyMember>;

/**
 * An invite the family has sent and nobody has accepted yet, as its parents and guardians see it: what the
 * inviter typed (a username or an e-mail) and when — never who, if anyone, it reached (issue 48). The
 * invitee's name appears in the family only once they accept.
 */
export const FamilyInvite = object({
  id: Id,
  invitee: v.string(),
  createdAt: v.string(),
});
export type FamilyInvite = v.InferOutput<typeof FamilyInvite>;

export const Family = object({
  id: Id,
  name: v.string(),
  description: v.optional(v.string()),
  /** Active members; an invitee sees their own INVITED row, nobody else's. */
  members: v.array(FamilyMember),
  /** Pending invites, for the family's active parents and guardians only. */
  invites: v.optional(v.array(FamilyInvite)),
  version: v.optional(v.number()),
});
export type Family = v.InferOutput<typeof Family>;

/** POST /family/{id}/member: add a child (a new dependent person). */
export const AddChildInput = strictObject({
  givenName: PersonName,
  familyName: PersonName,
  alternateGivenName: OptionalPersonName,
  alternateFamilyName: OptionalPersonName,
  gender: Gender,
  birthDate: BirthDate,
});
export type AddChildInput = v.InferOutput<typeof AddChildInput>;

/** PATCH /family/{id}/member/{memberId}: a new position or status. */
export const FamilyMemberPatch = v.pipe(
  strictObject({ position: v.optional(FamilyPosition), status: v.optional(FamilyMemberStatus) }),
  v.check((p) => p.position !== undefined || p.status !== undefined, M.atLeastOneField.id),
);
export type FamilyMemberPatch = v.InferOutput<typeof FamilyMemberPatch>;

/**
 * Why the primary member may not make this change to a member, or `null` (docs/security.md). The primary
 * member may only take rights away: remove a member or withdraw an invite (status INACTIVE) and move a member
 * to additional people (position OTHER). Nobody but the invitee activates an invite (PATCH …/invite), and no
 * existing member is made a DEPENDENT or GUARDIAN: a dependant is a child created by their guardian
 * (POST /family/{id}/member), a guardian is someone who accepted an invite. Otherwise a primary could invite
 * another adult and make them a dependant, then read and edit their profile (issue 30, finding 1).
 */
export function familyChangeRefusal(
  current: { position: string; status: string },
  patch: FamilyMemberPatch,
): { status: 403 | 409; messageId: string } | null {
  if (patch.position === 'PRIMARY' && current.position !== 'PRIMARY') {
    return { status: 409, messageId: M.familyOnePrimary.id };
  }
  if (patch.status !== undefined && patch.status !== current.status && patch.status !== 'INACTIVE') {
    return { status: 403, messageId: M.familyOnlyInviteeAnswers.id };
  }
  const movesTo = patch.position !== undefined && patch.position !== current.position ? patch.position : null;
  if (movesTo !== null && (movesTo !== 'OTHER' || current.status === 'INVITED')) {
    return {
      status: 403,
      messageId: current.status === 'INVITED' ? M.familyOnlyInviteeAnswers.id : M.familyNoNewDependant.id,
    };
  }
  return null;
}

/**
 * POST /invite: invite a guardian to a family by username or e-mail. The answer is the same (202, the family
 * with its pending invites) whether or not anybody has that username or e-mail; sending it again for a
 * pending invite sends the invitation again.
 */
export const InviteInput = strictObject({
  familyId: Id,
  invitee: requiredText(254, M.inviteTarget.id),
});
export type InviteInput = v.InferOutput<typeof InviteInput>;

/** PATCH /family/{id}/invite?accept=true|false */
export const InviteAnswerQuery = v.object({
  accept: v.picklist(['true', 'false'], M.invalidOption.id),
});

/** True for a member aged 16 to 18 inclusive on the day: a parent or guardian must vet them (seed 1 §5 Family). */
export function needsGuardianVetting(birthDate: string | undefined, today: string): boolean {
  if (!birthDate) return false;
  const age = ageOn(birthDate, today);
  return age >= 16 && age <= 18;
}

/** Someone a person may act for in a form (a questionnaire, a transfer): themself, or a dependant. */
export interface ActingFor {
  personId: string;
  givenName: string;
  familyName: string;
  isMe: boolean;
}
