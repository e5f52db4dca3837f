/**
 * A place (seed 3 §3 Place, §5 Places): a venue a club keeps — its pitches, hall, alley — that fixtures,
 * events and venue pools point at. Added in two steps on /organizations (type and name; then address and map
 * location): name ≤ 200, type required, address fields required (lines ≤ 255), latitude −90..90, longitude
 * −180..180. `officialFixtures` marks a place used for official fixtures: only a competition administrator
 * sets it or changes such a place (the server's check).
 */
import * as v from 'valibot';
import { VenueType } from '../competition/enums.ts';
import { Id, optionalText, requiredString, requiredText, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import { Latitude, Longitude } from './details.ts';
import { ORGANIZATION_MESSAGES as OM } from './messages.ts';

export const PLACE_NAME_MAX = 200;
export const PLACE_LINE_MAX = 255;
export const PLACE_DESCRIPTION_MAX = 1000;

export const PlaceAddress = strictObject({
  streetAddress: requiredText(PLACE_LINE_MAX, OM.placeAddressLineMax.id),
  streetAddress2: optionalText(PLACE_LINE_MAX, OM.placeAddressLineMax.id),
  addressLocality: requiredText(PLACE_LINE_MAX, OM.placeAddressLineMax.id),
  addressRegion: requiredText(PLACE_LINE_MAX, OM.placeAddressLineMax.id),
  addressCountry: requiredText(PLACE_LINE_MAX, OM.placeAddressLineMax.id),
  postalCode: optionalText(10, M.postcodeMax.id),
});
export type PlaceAddress = v.InferOutput<typeof PlaceAddress>;

/** Step one of adding a place: its type, name and description. */
export const PlaceBasics = strictObject({
  name: v.pipe(requiredString(), v.maxLength(PLACE_NAME_MAX, OM.placeNameMax.id)),
  additionalType: VenueType,
  description: optionalText(PLACE_DESCRIPTION_MAX),
  isInternalOnly: v.optional(v.boolean(M.invalid.id)),
});

/** Step two: where it is. */
export const PlaceWhere = strictObject({
  address: PlaceAddress,
  location: strictObject({ latitude: Latitude, longitude: Longitude }),
});

export const PlaceInput = strictObject({
  ...PlaceBasics.entries,
  ...PlaceWhere.entries,
  /** The owning club (POST only; a PUT keeps the owner). */
  organizationId: v.optional(Id),
  legacyId: optionalText(50),
  officialFixtures: v.optional(v.boolean(M.invalid.id)),
});
export type PlaceInput = v.InferOutput<typeof PlaceInput>;

/** Share a place with another club. */
export const PlaceShareInput = strictObject({ organizationId: Id });
