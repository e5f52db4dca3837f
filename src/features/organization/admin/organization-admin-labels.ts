/**
 * What the organisation administration screens call things (seed 3 §3): venue types, audit events, location
 * types and ownership. Lazy Lingui descriptors, so a language switch needs no reload.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { VenueType } from '../../../../domain/competition/enums';
import type { OrganizationAuditEvent } from '../../../../domain/organization/admin';
import type {
  AssetKind,
  EMPLOYMENT_TYPES,
  LOCATION_TYPES,
  OWNERSHIPS,
  STRUCTURE_TYPES,
} from '../../../../domain/organization/asset';

export const VENUE_TYPE_LABELS: Record<VenueType, MessageDescriptor> = {
  GRASS_PITCH: msg`Grass pitch`,
  SYNTHETIC_PITCH: msg`Synthetic pitch`,
  EVENTS_VENUE: msg`Events venue`,
  MEETING_ROOM: msg`Meeting room`,
  GYM: msg`Gym`,
  HANDBALL_ALLEY: msg`Handball alley`,
  BALL_WALL: msg`Ball wall`,
  OTHER: msg`Other`,
};

export const AUDIT_EVENT_LABELS: Record<OrganizationAuditEvent, MessageDescriptor> = {
  DETAILS_UPDATED: msg`Details changed`,
  SLUG_CHANGED: msg`Web address changed`,
  HIBERNATED: msg`Club hibernated`,
  REACTIVATED: msg`Club reactivated`,
  ADMIN_GRANTED: msg`Privileges given`,
  ADMIN_REMOVED: msg`Administrator removed`,
  FINANCE_CHANGE_REQUESTED: msg`Finance privilege change requested`,
  FINANCE_CHANGE_APPROVED: msg`Finance privilege change approved`,
  FINANCE_CHANGE_REJECTED: msg`Finance privilege change rejected`,
  FINANCE_CHANGE_CANCELLED: msg`Finance privilege change withdrawn`,
  PLACE_CREATED: msg`Place added`,
  PLACE_UPDATED: msg`Place changed`,
  PLACE_DELETED: msg`Place removed`,
  PLACE_SHARED: msg`Place shared`,
  PLACE_UNSHARED: msg`Place no longer shared`,
  ASSET_CREATED: msg`Added to the asset register`,
  ASSET_UPDATED: msg`Asset register entry changed`,
  ASSET_DELETED: msg`Removed from the asset register`,
};

export const LOCATION_TYPE_LABELS: Record<(typeof LOCATION_TYPES)[number], MessageDescriptor> = {
  primary_grounds: msg`Primary grounds`,
  secondary_grounds: msg`Secondary grounds`,
};

export const OWNERSHIP_LABELS: Record<(typeof OWNERSHIPS)[number], MessageDescriptor> = {
  OWNED: msg`Owned`,
  LEASED: msg`Leased`,
  LICENSED: msg`Licensed`,
  HELD_IN_TRUST: msg`Held in trust`,
  OTHER: msg`Other`,
};

export const STRUCTURE_TYPE_LABELS: Record<(typeof STRUCTURE_TYPES)[number], MessageDescriptor> = {
  CLUBHOUSE: msg`Clubhouse`,
  DRESSING_ROOMS: msg`Dressing rooms`,
  STAND: msg`Stand`,
  GYM: msg`Gym`,
  HANDBALL_ALLEY: msg`Handball alley`,
  FLOODLIGHTS: msg`Floodlights`,
  BALL_WALL: msg`Ball wall`,
  OTHER: msg`Other`,
};

export const EMPLOYMENT_TYPE_LABELS: Record<(typeof EMPLOYMENT_TYPES)[number], MessageDescriptor> = {
  FULL_TIME: msg`Full time`,
  PART_TIME: msg`Part time`,
  CONTRACT: msg`Contract`,
  VOLUNTARY: msg`Voluntary`,
};

export const ASSET_KIND_LABELS: Record<AssetKind, MessageDescriptor> = {
  LOCATION: msg`Locations`,
  STRUCTURE: msg`Structures`,
  LICENCE: msg`Licences`,
  EQUIPMENT: msg`Inspected equipment`,
  FINANCIAL_STATEMENT: msg`Annual accounts`,
  EMPLOYMENT: msg`Employment`,
};

export const ASSET_ADD_LABELS: Record<AssetKind, MessageDescriptor> = {
  LOCATION: msg`Add a location`,
  STRUCTURE: msg`Add a structure`,
  LICENCE: msg`Add a licence`,
  EQUIPMENT: msg`Add equipment`,
  FINANCIAL_STATEMENT: msg`Add annual accounts`,
  EMPLOYMENT: msg`Add employment`,
};

/** The options of a select in the register's forms, by field. */
export const ASSET_OPTION_LABELS: Record<string, Record<string, MessageDescriptor>> = {
  locationType: LOCATION_TYPE_LABELS,
  ownership: OWNERSHIP_LABELS,
  type: { ...STRUCTURE_TYPE_LABELS, ...EMPLOYMENT_TYPE_LABELS },
};
