/**
 * Organisation enumerations of seed 1 §3: organisation types, club associations, organisation status,
 * and the island's four provinces with their 32 counties (English and Irish names). Units nest
 * club → county → province → national (GLOSSARY.md).
 */
import * as v from 'valibot';
import { M } from '../messages.ts';

/**
 * Organisation types as listed in seed 1 §3, plus `Province`: the spec's list has no province type, yet
 * provinces are units with administrators (PROVINCE_ADMINISTRATOR) and are seeded as organisations.
 */
export const ORGANIZATION_TYPES = [
  'Branch',
  'Club',
  'County',
  'Province',
  'IndependentTeam',
  'SGB',
  'School',
  'College',
  'CollegeSGB',
  'G4MNO',
  'Root',
  'Pool',
] as const;
export const OrganizationType = v.picklist(ORGANIZATION_TYPES, M.invalidOption.id);

/** An association's national unit (its vetting and fee desks sit there). */
export const NATIONAL_UNIT_TYPES: readonly string[] = ['Root', 'SGB'] satisfies OrganizationTypeName[];
type OrganizationTypeName = (typeof ORGANIZATION_TYPES)[number];
export type OrganizationType = v.InferOutput<typeof OrganizationType>;

/** Associations a club can belong to: the five bodies plus Cúl Camps. */
export const CLUB_ASSOCIATIONS = ['GAA', 'LGFA', 'Camogie', 'Handball', 'Rounders', 'CulCamps'] as const;
export const ClubAssociation = v.picklist(CLUB_ASSOCIATIONS, M.invalidOption.id);
export type ClubAssociation = v.InferOutput<typeof ClubAssociation>;

export const ORGANIZATION_STATUSES = ['ACTIVE', 'HIBERNATED'] as const;
export const OrganizationStatus = v.picklist(ORGANIZATION_STATUSES, M.invalidOption.id);
export type OrganizationStatus = v.InferOutput<typeof OrganizationStatus>;

/** Region values treated as absent on club pages (the country is shown instead). */
export const ABSENT_REGION_VALUES = ['N_A', 'UNKNOWN', 'undefined', 'Other', 'NotRelated'] as const;

export function isAbsentRegion(region: string | undefined | null): boolean {
  return !region || (ABSENT_REGION_VALUES as readonly string[]).includes(region);
}

// ── Provinces and counties ─────────────────────────────────────────────────────────────────────────

export const PROVINCES = ['Ulster', 'Munster', 'Leinster', 'Connacht'] as const;
export const Province = v.picklist(PROVINCES, M.invalidOption.id);
export type Province = v.InferOutput<typeof Province>;

export const PROVINCE_IRISH_NAMES = {
  Ulster: 'Ulaidh',
  Munster: 'An Mhumhain',
  Leinster: 'Laighin',
  Connacht: 'Connacht',
} as const satisfies Record<Province, string>;

/** The 32 counties by province, alphabetical within each. */
export const COUNTIES_BY_PROVINCE = {
  Ulster: ['Antrim', 'Armagh', 'Cavan', 'Derry', 'Donegal', 'Down', 'Fermanagh', 'Monaghan', 'Tyrone'],
  Munster: ['Clare', 'Cork', 'Kerry', 'Limerick', 'Tipperary', 'Waterford'],
  Leinster: [
    'Carlow',
    'Dublin',
    'Kildare',
    'Kilkenny',
    'Laois',
    'Longford',
    'Louth',
    'Meath',
    'Offaly',
    'Westmeath',
    'Wexford',
    'Wicklow',
  ],
  Connacht: ['Galway', 'Leitrim', 'Mayo', 'Roscommon', 'Sligo'],
} as const satisfies Record<Province, readonly string[]>;

type CountyName = (typeof COUNTIES_BY_PROVINCE)[Province][number];

/** All 32 counties, province by province. */
export const COUNTIES: readonly CountyName[] = PROVINCES.flatMap((p) => COUNTIES_BY_PROVINCE[p]);
export const County = v.picklist(COUNTIES, M.invalidOption.id);
export type County = v.InferOutput<typeof County>;

/** The six counties in Northern Ireland (Access NI vetting, sterling, UK postcodes). */
export const NORTHERN_IRELAND_COUNTIES = [
  'Antrim',
  'Armagh',
  'Derry',
  'Down',
  'Fermanagh',
  'Tyrone',
] as const satisfies readonly County[];

export const COUNTY_IRISH_NAMES = {
  Antrim: 'Aontroim',
  Armagh: 'Ard Mhacha',
  Cavan: 'An Cabhán',
  Derry: 'Doire',
  Donegal: 'Dún na nGall',
  Down: 'An Dún',
  Fermanagh: 'Fear Manach',
  Monaghan: 'Muineachán',
  Tyrone: 'Tír Eoghain',
  Clare: 'An Clár',
  Cork: 'Corcaigh',
  Kerry: 'Ciarraí',
  Limerick: 'Luimneach',
  Tipperary: 'Tiobraid Árann',
  Waterford: 'Port Láirge',
  Carlow: 'Ceatharlach',
  Dublin: 'Baile Átha Cliath',
  Kildare: 'Cill Dara',
  Kilkenny: 'Cill Chainnigh',
  Laois: 'Laois',
  Longford: 'An Longfort',
  Louth: 'Lú',
  Meath: 'An Mhí',
  Offaly: 'Uíbh Fhailí',
  Westmeath: 'An Iarmhí',
  Wexford: 'Loch Garman',
  Wicklow: 'Cill Mhantáin',
  Galway: 'Gaillimh',
  Leitrim: 'Liatroim',
  Mayo: 'Maigh Eo',
  Roscommon: 'Ros Comáin',
  Sligo: 'Sligeach',
} as const satisfies Record<County, string>;

/** The province a county belongs to. */
export function provinceOfCounty(county: County): Province {
  const province = PROVINCES.find((p) => (COUNTIES_BY_PROVINCE[p] as readonly string[]).includes(county));
  if (!province) throw new RangeError(`Unknown county: ${county}`);
  return province;
}
