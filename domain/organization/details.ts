/**
 * What a club administrator edits on /organizations, tab "details" (seed 3 §3 Organisation, §5 Organisation,
 * §9): names 3–200, description 3–1000, related websites (name ≤ 50, a valid URL), address lines ≤ 50 and
 * a valid postcode ≤ 10, a telephone with its country code (+353 or +44), latitude and longitude in range, a
 * logo URL, a slug of letters, numbers and hyphens (uniqueness is the server's check), identifiers and CRBOT
 * numbers entered comma-separated, and the publish flags that decide what the public club page shows.
 */
import * as v from 'valibot';
import { TransportDate } from '../lib/dates.ts';
import { optionalText, requiredString, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import { isValidPostcode } from './address.ts';
import { ORGANIZATION_MESSAGES as OM } from './messages.ts';
import { CssColour } from './organization.ts';
import { Slug } from './slug.ts';

export const ORG_NAME_MIN = 3;
export const ORG_NAME_MAX = 200;
export const ORG_DESCRIPTION_MIN = 3;
export const ORG_DESCRIPTION_MAX = 1000;
export const WEBSITE_NAME_MAX = 50;
export const ORG_ADDRESS_LINE_MAX = 50;
export const ORG_POSTCODE_MAX = 10;
export const ORG_TEXT_MAX = 200;
export const ORG_LIST_MAX = 50;
export const CLUB_COLOURS_MAX = 5;
export const WEBSITES_MAX = 20;

/** A name of 3 to 200 characters (trimmed). */
export const OrgName = v.pipe(
  requiredString(),
  v.minLength(ORG_NAME_MIN, OM.nameLength.id),
  v.maxLength(ORG_NAME_MAX, OM.nameLength.id),
);
const optionalName = v.optional(
  v.union(
    [v.literal(''), OrgName],
    // A union reports its own message; the members' messages are what the person needs.
    (issue) => issue.issues?.at(-1)?.message ?? OM.nameLength.id,
  ),
);

/** http(s) URL, at most 255 characters. */
export const WebUrl = v.pipe(
  v.string(M.invalid.id),
  v.trim(),
  v.maxLength(255, M.tooLong.id),
  v.check((s) => {
    try {
      const u = new URL(s);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
    } catch {
      return false;
    }
  }, OM.urlInvalid.id),
);

/** Telephone with the country code: +353 or +44, then 7 to 11 digits (spaces and hyphens allowed). */
export const TELEPHONE = /^\+(?:353|44)\d{7,11}$/;
export const isValidClubTelephone = (s: string) => TELEPHONE.test(s.replace(/[\s-]/g, ''));
const Telephone = v.pipe(
  v.string(M.invalid.id),
  v.trim(),
  v.check(isValidClubTelephone, OM.telephoneCode.id),
);

export const RelatedWebsite = strictObject({
  name: v.pipe(requiredString(), v.maxLength(WEBSITE_NAME_MAX, OM.websiteNameMax.id)),
  url: v.pipe(requiredString(), WebUrl),
});
export type RelatedWebsite = v.InferOutput<typeof RelatedWebsite>;

export const OrgAddressInput = v.pipe(
  strictObject({
    streetAddress: optionalText(ORG_ADDRESS_LINE_MAX, OM.orgAddressLineMax.id),
    streetAddress2: optionalText(ORG_ADDRESS_LINE_MAX, OM.orgAddressLineMax.id),
    addressLocality: optionalText(ORG_ADDRESS_LINE_MAX, OM.orgAddressLineMax.id),
    addressRegion: optionalText(ORG_ADDRESS_LINE_MAX, OM.orgAddressLineMax.id),
    addressCountry: optionalText(ORG_ADDRESS_LINE_MAX, OM.orgAddressLineMax.id),
    postalCode: v.optional(
      v.pipe(
        v.string(M.invalid.id),
        v.trim(),
        v.toUpperCase(),
        v.maxLength(ORG_POSTCODE_MAX, M.postcodeMax.id),
      ),
    ),
    postOfficeBoxNumber: optionalText(ORG_ADDRESS_LINE_MAX, OM.orgAddressLineMax.id),
  }),
  v.forward(
    v.check(
      (a) => !a.postalCode || isValidPostcode(a.postalCode, a.addressCountry || 'IE'),
      M.invalidPostcode.id,
    ),
    ['postalCode'],
  ),
);
export type OrgAddressInput = v.InferOutput<typeof OrgAddressInput>;

export const Latitude = v.pipe(
  v.number(M.invalid.id),
  v.minValue(-90, OM.latitudeRange.id),
  v.maxValue(90, OM.latitudeRange.id),
);
export const Longitude = v.pipe(
  v.number(M.invalid.id),
  v.minValue(-180, OM.longitudeRange.id),
  v.maxValue(180, OM.longitudeRange.id),
);

/** What the public club page shows: each part published unless its flag is false. */
export const PUBLISH_FLAGS = ['address', 'contact', 'committee', 'websites'] as const;
export type PublishFlag = (typeof PUBLISH_FLAGS)[number];
export const PublishFlags = strictObject({
  address: v.optional(v.boolean(M.invalid.id)),
  contact: v.optional(v.boolean(M.invalid.id)),
  committee: v.optional(v.boolean(M.invalid.id)),
  websites: v.optional(v.boolean(M.invalid.id)),
});
export type PublishFlags = v.InferOutput<typeof PublishFlags>;
export const isPublished = (flags: PublishFlags | undefined, flag: PublishFlag) => flags?.[flag] !== false;

/** "a, b ,c" → ["a", "b", "c"] (seed 3 §5: identifiers and CRBOT numbers entered comma-separated). */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
const CommaList = v.pipe(
  v.string(M.invalid.id),
  v.transform(splitCommaList),
  v.maxLength(ORG_LIST_MAX, M.tooLong.id),
  v.check((xs) => xs.every((x) => x.length <= 50), M.tooLong.id),
);

/**
 * The details a club administrator sends (PATCH /api/organization/{id}): every key optional, an absent key
 * is left as it is, an empty string clears an optional text.
 */
export const OrganizationDetailsInput = strictObject({
  name: v.optional(OrgName),
  legalName: optionalName,
  alternateName: optionalName,
  nameEn: optionalName,
  nameGa: optionalName,
  description: v.optional(
    v.union(
      [
        v.literal(''),
        v.pipe(
          v.string(M.invalid.id),
          v.trim(),
          v.minLength(ORG_DESCRIPTION_MIN, OM.descriptionLength.id),
          v.maxLength(ORG_DESCRIPTION_MAX, OM.descriptionLength.id),
        ),
      ],
      (issue) => issue.issues?.at(-1)?.message ?? OM.descriptionLength.id,
    ),
  ),
  bio: optionalText(ORG_DESCRIPTION_MAX),
  email: v.optional(
    v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.email(M.invalidEmail.id))], M.invalidEmail.id),
  ),
  telephone: v.optional(v.union([v.literal(''), Telephone], OM.telephoneCode.id)),
  faxNumber: v.optional(v.union([v.literal(''), Telephone], OM.telephoneCode.id)),
  vatId: optionalText(30),
  sponsor: optionalText(ORG_TEXT_MAX),
  foundingDate: v.optional(v.union([v.literal(''), TransportDate], M.invalid.id)),
  /** A web address, or a path on this site (the demo clubs' crests are served from /demo/). */
  logo: v.optional(
    v.union([v.literal(''), WebUrl, v.pipe(v.string(), v.regex(/^\/[\w./-]{1,254}$/))], OM.urlInvalid.id),
  ),
  slug: v.optional(Slug),
  clubColors: v.optional(
    v.pipe(v.array(CssColour, M.invalid.id), v.maxLength(CLUB_COLOURS_MAX, M.tooLong.id)),
  ),
  sameAs: v.optional(v.pipe(v.array(RelatedWebsite, M.invalid.id), v.maxLength(WEBSITES_MAX, M.tooLong.id))),
  address: v.optional(OrgAddressInput),
  location: v.optional(v.nullable(strictObject({ latitude: Latitude, longitude: Longitude }))),
  identifiers: v.optional(CommaList),
  crbotNumbers: v.optional(CommaList),
  publish: v.optional(PublishFlags),
  propertyHeldInTrust: v.optional(v.boolean(M.invalid.id)),
  injuryFundOptOut: v.optional(v.boolean(M.invalid.id)),
});
export type OrganizationDetailsInput = v.InferInput<typeof OrganizationDetailsInput>;
export type OrganizationDetails = v.InferOutput<typeof OrganizationDetailsInput>;
