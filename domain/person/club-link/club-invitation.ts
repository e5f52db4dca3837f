/**
 * Linking an existing person to a club (seed 1 §7 `POST /person/{id}/organization`,
 * `DELETE /person/{id}/organization/{orgId}`, `GET /person/{id}/reference`; issue 53 item 2).
 *
 * A link grants the club rights over the person (their profile, teams, messages), so it is made only with the
 * person's consent: a club administrator's POST makes an _invitation_, and the link exists once the person
 * (or, for a child, a parent or guardian) accepts it. The spec names the calls, not their fields nor words:
 * the shapes and the wording here are ours.
 */
import * as v from 'valibot';
import { object, strictObject } from '../../lib/schema-helpers.ts';
import { M } from '../../messages.ts';
import { UniqueId } from '../fields.ts';

/** At most this many invitations a day to one person, from any clubs (each sends a mail). */
export const CLUB_INVITATIONS_PER_PERSON_PER_DAY = 5;

/** How long an invitation waits for an answer. */
export const CLUB_INVITATION_DAYS = 30;

export const CLUB_INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN', 'EXPIRED'] as const;
export type ClubInvitationStatus = (typeof CLUB_INVITATION_STATUSES)[number];

const Key = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

/** `POST /person/{id}/organization`: the club the person is invited to. */
export const ClubInvitationInput = strictObject({
  organizationId: v.pipe(v.string(M.required.id), v.minLength(1, M.required.id), v.maxLength(64)),
});
export type ClubInvitationInput = v.InferOutput<typeof ClubInvitationInput>;

/** `PATCH /person/{id}/club-invitation/{invitationId}`: the person's (or a guardian's) answer. */
export const ClubInvitationAnswer = strictObject({ accept: v.boolean(M.invalidOption.id) });
export type ClubInvitationAnswer = v.InferOutput<typeof ClubInvitationAnswer>;

export const ClubInvitationDoc = object({
  id: v.string(),
  personId: v.string(),
  organization: object({ id: v.string(), name: v.string() }),
  status: v.picklist(CLUB_INVITATION_STATUSES),
  invitedBy: v.nullable(v.string()),
  createdAt: v.string(),
  expiresAt: v.string(),
});
export type ClubInvitationDoc = v.InferOutput<typeof ClubInvitationDoc>;

/**
 * `GET /person/{id}/reference`: enough for a club's administrator to know they have the right person before
 * inviting them (the 7-digit unique id a member reads from their profile, and the name) — no contact
 * details, no date of birth, no clubs.
 */
export const PersonReference = object({
  id: v.string(),
  uniqueId: v.nullable(v.string()),
  givenName: v.string(),
  familyName: v.string(),
});
export type PersonReference = v.InferOutput<typeof PersonReference>;

/** The path's `{id}` of the reference call: a person's id, or their 7-digit unique id. */
export const ReferenceParam = v.object({ id: Key });
export const isUniqueId = (s: string) => v.is(UniqueId, s);

export const CLUB_INVITATION_ERRORS = {
  personNotFound: /*i18n*/ { id: 'clubInvitation.error.personNotFound', message: 'No person has this id' },
  alreadyMember: /*i18n*/ {
    id: 'clubInvitation.error.alreadyMember',
    message: 'This person is already a member of the club',
  },
  hibernated: /*i18n*/ {
    id: 'clubInvitation.error.hibernated',
    message: 'This person is a hibernated member of the club: unhibernate them instead',
  },
  tooMany: /*i18n*/ {
    id: 'clubInvitation.error.tooMany',
    message: 'This person has had too many club invitations today; try again tomorrow',
  },
  notFound: /*i18n*/ { id: 'clubInvitation.error.notFound', message: 'This invitation was not found' },
  notPending: /*i18n*/ {
    id: 'clubInvitation.error.notPending',
    message: 'This invitation has already been answered or has expired',
  },
  notMember: /*i18n*/ { id: 'clubInvitation.error.notMember', message: 'This person is not in the club' },
  removeSelf: /*i18n*/ {
    id: 'clubInvitation.error.removeSelf',
    message: 'Organisation administrators cannot remove themselves',
  },
  hasMembership: /*i18n*/ {
    id: 'clubInvitation.error.hasMembership',
    message: 'This person has a membership of the club: revoke it before removing them',
  },
  holdsOffice: /*i18n*/ {
    id: 'clubInvitation.error.holdsOffice',
    message: 'This person holds a privilege in the club: remove it before removing them',
  },
} as const;

export const CLUB_INVITATION_MAIL = {
  subject: /*i18n*/ { id: 'clubInvitation.mail.subject', message: 'Páirc: {club} invites you to join' },
  body: /*i18n*/ {
    id: 'clubInvitation.mail.body',
    message:
      'Hello {name},\n\n{club} would like to add {member} to the club on Páirc. Nothing changes until you ' +
      'accept. Open the Clubs page to accept or decline, within {days} days:\n{link}',
  },
} as const;

/** Whether an invitation still waits for an answer at `now`. */
export function invitationOpen(inv: { status: string; expiresAt: string | Date }, now = new Date()) {
  return inv.status === 'PENDING' && new Date(inv.expiresAt).getTime() > now.getTime();
}
