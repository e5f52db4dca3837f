/**
 * Postal addresses (schema.org PostalAddress field names, as the seeds use them).
 *
 * `Address` is the stored and transported shape: every part optional, lengths capped. `AddressInput`
 * is what a person enters on their profile (seed 1 §5): line 1, town, county, country and postcode
 * required, and the postcode must suit the country: an Eircode in Ireland, a UK postcode in the UK
 * (Northern Ireland included), elsewhere 2–10 letters, digits, spaces or dashes. Postcodes are stored
 * upper-case. Countries arrive as ISO codes or names, so both are recognised.
 */
import * as v from 'valibot';
import { object, optionalText, requiredText, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import { ADDRESS_REGIONS, countryCode } from '../reference/countries.ts';
import { ADDRESS_LINE_MAX, COUNTRY_MAX, POSTCODE_MAX, REGION_MAX, TOWN_MAX } from '../person/limits.ts';

/** Routing key (letter + 2 digits, or D6W) and a 4-character identifier from Eircode's alphabet. */
const EIRCODE = /^(?:[ACDEFHKNPRTVWXY]\d{2}|D6W) ?[0-9ACDEFHKNPRTVWXY]{4}$/;
/** UK postcode: outward code, optional space, inward code (digit + 2 letters from the allowed set). */
const UK_POSTCODE =
  /^(?:GIR ?0AA|[A-PR-UWYZ](?:\d[\dA-HJKPSTUW]?|[A-HK-Y]\d[\dABEHMNPRV-Y]?) ?\d[ABD-HJLNP-UW-Z]{2})$/;
const OTHER_POSTCODE = /^(?=.*[A-Z0-9])[A-Z0-9 -]{2,10}$/;

export function isValidEircode(code: string): boolean {
  return EIRCODE.test(code.trim().toUpperCase());
}

export function isValidUkPostcode(code: string): boolean {
  return UK_POSTCODE.test(code.trim().toUpperCase());
}

const IRELAND = new Set(['ie', 'irl', 'ireland', 'republic of ireland', 'éire', 'eire']);
const UNITED_KINGDOM = new Set([
  'gb',
  'gbr',
  'uk',
  'united kingdom',
  'great britain',
  'northern ireland',
  'england',
  'scotland',
  'wales',
]);

/** Which postcode system a country uses, from an ISO code or an English or Irish name. */
export function postcodeSystem(country: string): 'eircode' | 'uk' | 'other' {
  const key = country.trim().toLowerCase();
  if (IRELAND.has(key)) return 'eircode';
  if (UNITED_KINGDOM.has(key)) return 'uk';
  return 'other';
}

/** True when the postcode is valid for the country. */
export function isValidPostcode(code: string, country: string): boolean {
  switch (postcodeSystem(country)) {
    case 'eircode':
      return isValidEircode(code);
    case 'uk':
      return isValidUkPostcode(code);
    default:
      return OTHER_POSTCODE.test(code.trim().toUpperCase());
  }
}

/**
 * False when the country has a known list of counties/regions and the region is not on it (seed 1 §8:
 * "Please update your county/region as it is not present within your selected country").
 */
export function isRegionInCountry(region: string, country: string): boolean {
  const regions = ADDRESS_REGIONS[countryCode(country) ?? ''];
  if (!regions) return true;
  const key = region.trim().toLowerCase();
  return regions.some((r) => r.toLowerCase() === key);
}

/** A stored or transported address: every part optional. */
export const Address = object({
  streetAddress: optionalText(ADDRESS_LINE_MAX, M.addressLineMax.id),
  streetAddress2: optionalText(ADDRESS_LINE_MAX, M.addressLineMax.id),
  addressLocality: optionalText(TOWN_MAX, M.townMax.id),
  addressRegion: optionalText(REGION_MAX),
  addressCountry: optionalText(COUNTRY_MAX),
  postalCode: optionalText(POSTCODE_MAX, M.postcodeMax.id),
  postOfficeBoxNumber: optionalText(ADDRESS_LINE_MAX),
});
export type Address = v.InferOutput<typeof Address>;

/** An address as entered on a profile; unknown keys are rejected. */
export const AddressInput = v.pipe(
  strictObject({
    streetAddress: requiredText(ADDRESS_LINE_MAX, M.addressLineMax.id),
    streetAddress2: optionalText(ADDRESS_LINE_MAX, M.addressLineMax.id),
    addressLocality: requiredText(TOWN_MAX, M.townMax.id),
    addressRegion: requiredText(REGION_MAX),
    addressCountry: requiredText(COUNTRY_MAX),
    postalCode: v.pipe(requiredText(POSTCODE_MAX, M.postcodeMax.id), v.toUpperCase()),
  }),
  v.forward(
    v.partialCheck(
      [['postalCode'], ['addressCountry']],
      (input) => isValidPostcode(input.postalCode, input.addressCountry),
      M.invalidPostcode.id,
    ),
    ['postalCode'],
  ),
  v.forward(
    v.partialCheck(
      [['addressRegion'], ['addressCountry']],
      (input) => isRegionInCountry(input.addressRegion, input.addressCountry),
      M.regionNotInCountry.id,
    ),
    ['addressRegion'],
  ),
);
export type AddressInput = v.InferOutput<typeof AddressInput>;
