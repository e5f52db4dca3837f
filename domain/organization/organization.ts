/**
 * The public view of an organisation (seed 1 §3 "Club (public view)"), as served by
 * `GET /v1/organization/{id}` and shown on /organization/{id}. Only id, name and type are always
 * present; everything else is optional because clubs fill in their pages unevenly. Fixtures, results
 * and membership packages are fetched separately and are not part of this shape.
 */
import * as v from 'valibot';
import { TransportDate } from '../lib/dates.ts';
import { Id, object } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import { Address } from './address.ts';
import { ClubAssociation, OrganizationStatus, OrganizationType } from './enums.ts';

/** Hex (#rgb, #rgba, #rrggbb, #rrggbbaa), a named colour, or an rgb()/hsl() function. */
const CSS_COLOUR = /^(?:#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})|[a-z]+|(?:rgb|hsl)a?\([\d\s.,%/+-]+\))$/i;

export function isCssColour(value: string): boolean {
  return CSS_COLOUR.test(value.trim());
}

export const CssColour = v.pipe(v.string(M.invalid.id), v.check(isCssColour, M.invalid.id));

export const GeoLocation = object({
  latitude: v.pipe(v.number(M.invalid.id), v.minValue(-90, M.outOfRange.id), v.maxValue(90, M.outOfRange.id)),
  longitude: v.pipe(
    v.number(M.invalid.id),
    v.minValue(-180, M.outOfRange.id),
    v.maxValue(180, M.outOfRange.id),
  ),
});
export type GeoLocation = v.InferOutput<typeof GeoLocation>;

/** An e-mail per association; the page shows only non-empty ones, so values may be empty strings. */
export const AssociationEmails = object({
  GAA: v.optional(v.string()),
  LGFA: v.optional(v.string()),
  Camogie: v.optional(v.string()),
  Handball: v.optional(v.string()),
  Rounders: v.optional(v.string()),
  CulCamps: v.optional(v.string()),
});
export type AssociationEmails = v.InferOutput<typeof AssociationEmails>;

/** An external link (twitter or x, linkedin, facebook, instagram, youtube, or anything else). */
export const SameAsLink = object({
  url: v.string(M.required.id),
  name: v.optional(v.string()),
  additionalType: v.optional(v.string()),
});
export type SameAsLink = v.InferOutput<typeof SameAsLink>;

/** A seat on the executive committee; an unassigned position has no person. */
export const ExecutiveCommitteeMember = object({
  person: v.optional(object({ givenName: v.optional(v.string()), familyName: v.optional(v.string()) })),
  position: object({
    name: v.optional(v.string()),
    title: v.optional(v.string()),
    rank: v.optional(v.number()),
  }),
});
export type ExecutiveCommitteeMember = v.InferOutput<typeof ExecutiveCommitteeMember>;

export const Organization = object({
  id: Id,
  name: v.pipe(v.string(M.required.id), v.minLength(1, M.required.id)),
  /** The club page's readable address: /organization/{slug}. */
  slug: v.optional(v.string()),
  alternateName: v.optional(v.string()),
  additionalType: OrganizationType,
  logo: v.optional(v.string()),
  image: v.optional(v.string()),
  /** The uploaded crest and banner (seed 3 §3), paths under /api/v1/organization/{id}/. */
  crest: v.optional(v.string()),
  banner: v.optional(v.string()),
  associations: v.optional(v.array(ClubAssociation)),
  address: v.optional(Address),
  location: v.optional(GeoLocation),
  /** HTML; shown only when longer than 7 characters. */
  description: v.optional(v.string()),
  clubColors: v.optional(v.array(CssColour)),
  sponsor: v.optional(v.string()),
  foundingDate: v.optional(TransportDate),
  telephone: v.optional(v.string()),
  email: v.optional(
    object({
      secretary: v.optional(AssociationEmails),
      clubChildrensOfficer: v.optional(AssociationEmails),
    }),
  ),
  sameAs: v.optional(v.array(SameAsLink)),
  status: v.optional(OrganizationStatus),
  /** One parent per association (a club sits in a GAA county and an LGFA county). */
  parents: v.optional(v.array(object({ association: v.string(), id: Id, name: v.string() }))),
  /** Only on the public view of one club (GET /v1/organization/{id}). */
  members: v.optional(object({ executiveCommittee: v.optional(v.array(ExecutiveCommitteeMember)) })),
  links: v.optional(object({ self: object({ href: v.string() }) })),
  version: v.optional(v.number()),
  updatedAt: v.optional(v.string()),
});
export type Organization = v.InferOutput<typeof Organization>;

/** The page shows the description only when it is longer than this (seed 1 §9). */
export const DESCRIPTION_MIN_SHOWN = 7;

const rankOf = (m: ExecutiveCommitteeMember): number => m.position.rank ?? Number.MAX_SAFE_INTEGER;

/** Committee members the public page lists: positions with a name, by rank ascending (unranked last). */
export function visibleExecutiveCommittee(
  committee: readonly ExecutiveCommitteeMember[],
): ExecutiveCommitteeMember[] {
  return committee.filter((m) => Boolean(m.position.name?.trim())).sort((a, b) => rankOf(a) - rankOf(b));
}
