/**
 * Hibernating a club member (seed 1 §4 Membership: "A member can be hibernated or unhibernated; hibernation
 * removes teams, groups and match-official codes"; §7 `PUT /person/{id}/organization/{orgId}`, seed 3 §7
 * `GET /asset/hibernateReason`). The reasons and the error wording are ours: the spec names the list and
 * says hibernation has a failure message, without giving either.
 */
import * as v from 'valibot';
import { TransportDate } from '../lib/dates.ts';
import { object, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import { PersonOrganizationLink } from './person.ts';

export const HIBERNATE_REASONS = ['MOVED_CLUB', 'MOVED_ABROAD', 'RETIRED', 'DECEASED', 'OTHER'] as const;
export const HibernateReason = v.picklist(HIBERNATE_REASONS, M.invalidOption.id);
export type HibernateReason = v.InferOutput<typeof HibernateReason>;

/** The label of each reason, for the asset list and the admin's reason picker. */
export const HIBERNATE_REASON_LABELS: Record<HibernateReason, { id: string; message: string }> = {
  MOVED_CLUB: /*i18n*/ { id: 'hibernateReason.MOVED_CLUB', message: 'Moved to another club' },
  MOVED_ABROAD: /*i18n*/ { id: 'hibernateReason.MOVED_ABROAD', message: 'Moved abroad' },
  RETIRED: /*i18n*/ { id: 'hibernateReason.RETIRED', message: 'Retired' },
  DECEASED: /*i18n*/ { id: 'hibernateReason.DECEASED', message: 'Deceased' },
  OTHER: /*i18n*/ { id: 'hibernateReason.OTHER', message: 'Other' },
};

/**
 * `PUT /person/{id}/organization/{orgId}`: hibernate (with an optional reason) or unhibernate. A reason
 * belongs only to hibernation, so it is an unknown field beside ACTIVE.
 */
export const OrganizationLinkInput = v.variant(
  'status',
  [
    strictObject({
      status: v.literal('HIBERNATED', M.invalidOption.id),
      hibernateReason: v.optional(HibernateReason),
    }),
    strictObject({ status: v.literal('ACTIVE', M.invalidOption.id) }),
  ],
  M.invalidOption.id,
);
export type OrganizationLinkInput = v.InferOutput<typeof OrganizationLinkInput>;

/** A link as `GET /person/{id}/organization` and the PUT answer it; the reason only to those who may see it. */
export const OrganizationLinkDoc = object({
  ...PersonOrganizationLink.entries,
  hibernateReason: v.optional(HibernateReason),
  hibernatedOn: v.optional(TransportDate),
});
export type OrganizationLinkDoc = v.InferOutput<typeof OrganizationLinkDoc>;

/**
 * Labels that make a person a club's match official (the "match-official codes" hibernation removes): the
 * coded MATCH_OFFICIAL and any per-sport MATCH_OFFICIAL_<sport> label, but not MATCH_OFFICIAL_ADMIN, which
 * is an administrator's mark.
 */
export function isMatchOfficialCode(label: string): boolean {
  return (
    label === 'MATCH_OFFICIAL' || (label.startsWith('MATCH_OFFICIAL_') && label !== 'MATCH_OFFICIAL_ADMIN')
  );
}

/** Errors the server answers for hibernation; `hibernateFailed` is the alert of a failed call. */
export const HIBERNATE_ERRORS = {
  hibernateFailed: /*i18n*/ {
    id: 'membership.error.hibernate',
    message: 'Unable to hibernate this member. Please try again',
  },
  unhibernateFailed: /*i18n*/ {
    id: 'membership.error.unhibernate',
    message: 'Unable to unhibernate this member. Please try again',
  },
  notMember: /*i18n*/ {
    id: 'membership.error.notClubMember',
    message: 'This person is not a member of this club',
  },
  self: /*i18n*/ {
    id: 'membership.error.hibernateSelf',
    message: 'You cannot hibernate yourself; another administrator of the club must do it',
  },
  finance: /*i18n*/ {
    id: 'membership.error.hibernateFinance',
    message:
      'This member has the finance privilege: remove it first (another finance administrator of the club approves that)',
  },
  pending: /*i18n*/ {
    id: 'membership.error.hibernatePending',
    message: 'This member’s link to the club is still pending',
  },
  hibernatedMember: /*i18n*/ {
    id: 'group.error.hibernatedMember',
    message: 'This member is hibernated in the club; unhibernate them before adding them to a team',
  },
} as const;
