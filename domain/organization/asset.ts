/**
 * The asset register, annual accounts and employment (seed 3 §3 "Asset register", §5 "Asset register,
 * accounts, employment"): one schema per kind, each with its §5 limits — names ≤ 50, lease details ≤ 100,
 * licence description ≤ 100, conditions ≤ 500, certificate URL ≤ 255, address lines ≤ 255, ball catch nets
 * 0–6, car park spaces 0–1000, amounts ≥ 0, capacities > 0, total revenue required and positive, years YYYY.
 * "Exactly one primary location per club" is the server's rule (it needs the club's other locations).
 * Amounts are whole euro/pound/dollar values as the register records them.
 */
import * as v from 'valibot';
import { Currency } from '../enums.ts';
import { TransportDate } from '../lib/dates.ts';
import { Id, optionalText, requiredString, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import { Latitude, Longitude, WebUrl } from './details.ts';
import { ORGANIZATION_MESSAGES as OM } from './messages.ts';

export const ASSET_NAME_MAX = 50;
export const ASSET_KINDS = [
  'LOCATION',
  'STRUCTURE',
  'LICENCE',
  'EQUIPMENT',
  'FINANCIAL_STATEMENT',
  'EMPLOYMENT',
] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];

export const LOCATION_TYPES = ['primary_grounds', 'secondary_grounds'] as const;
export const OWNERSHIPS = ['OWNED', 'LEASED', 'LICENSED', 'HELD_IN_TRUST', 'OTHER'] as const;
export const STRUCTURE_TYPES = [
  'CLUBHOUSE',
  'DRESSING_ROOMS',
  'STAND',
  'GYM',
  'HANDBALL_ALLEY',
  'FLOODLIGHTS',
  'BALL_WALL',
  'OTHER',
] as const;
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'VOLUNTARY'] as const;

const AssetName = v.pipe(requiredString(), v.maxLength(ASSET_NAME_MAX, OM.assetNameMax.id));
const optionalShort = optionalText(ASSET_NAME_MAX, OM.assetNameMax.id);
const Amount = v.pipe(v.number(M.invalid.id), v.minValue(0, OM.amountNotNegative.id));
const Year = v.pipe(v.string(M.required.id), v.trim(), v.regex(/^\d{4}$/, M.invalid.id));
const line = optionalText(255, OM.placeAddressLineMax.id);
/** The club an item is registered for: required when adding (the policy refuses none), kept on a change. */
const Owner = { organizationId: v.optional(Id) };

export const LocationFields = strictObject({
  ...Owner,
  name: AssetName,
  locationType: v.picklist(LOCATION_TYPES, M.invalidOption.id),
  address: strictObject({
    streetAddress: line,
    streetAddress2: line,
    addressLocality: line,
    addressRegion: line,
    addressCountry: line,
    postalCode: optionalText(10, M.postcodeMax.id),
  }),
  location: v.optional(strictObject({ latitude: Latitude, longitude: Longitude })),
  ownership: v.picklist(OWNERSHIPS, M.invalidOption.id),
  leaseDetails: optionalText(100, OM.leaseMax.id),
});

export const StructureFields = strictObject({
  ...Owner,
  name: AssetName,
  type: v.picklist(STRUCTURE_TYPES, M.invalidOption.id),
  rebuildCost: v.optional(Amount),
  contentsValue: v.optional(Amount),
  capacity: v.optional(
    v.pipe(v.number(M.invalid.id), v.integer(M.invalid.id), v.minValue(1, OM.capacityPositive.id)),
  ),
  lighting: v.optional(v.boolean(M.invalid.id)),
  security: v.optional(v.boolean(M.invalid.id)),
  ballCatchNets: v.optional(
    v.pipe(
      v.number(M.invalid.id),
      v.integer(M.invalid.id),
      v.minValue(0, OM.ballCatchNets.id),
      v.maxValue(6, OM.ballCatchNets.id),
    ),
  ),
  carParkSpaces: v.optional(
    v.pipe(
      v.number(M.invalid.id),
      v.integer(M.invalid.id),
      v.minValue(0, OM.carParkSpaces.id),
      v.maxValue(1000, OM.carParkSpaces.id),
    ),
  ),
  additionalFeatures: optionalText(255),
});

export const LicenceFields = v.pipe(
  strictObject({
    ...Owner,
    name: AssetName,
    description: optionalText(100, OM.licenceDescriptionMax.id),
    number: optionalShort,
    type: optionalShort,
    authority: optionalShort,
    issueDate: v.optional(TransportDate),
    expiryDate: v.optional(TransportDate),
    conditions: optionalText(500, OM.conditionsMax.id),
  }),
  v.forward(
    v.check((l) => !l.issueDate || !l.expiryDate || l.expiryDate >= l.issueDate, OM.expiryBeforeIssue.id),
    ['expiryDate'],
  ),
);

export const EquipmentFields = strictObject({
  ...Owner,
  name: AssetName,
  type: optionalShort,
  certificateUrl: v.optional(
    v.union(
      [v.literal(''), v.pipe(v.string(), v.maxLength(255, OM.certificateUrlMax.id), WebUrl)],
      (issue) => issue.issues?.at(-1)?.message ?? OM.urlInvalid.id,
    ),
  ),
});

export const FinancialStatementFields = strictObject({
  ...Owner,
  name: AssetName,
  totalIncome: v.pipe(v.number(M.required.id), v.integer(M.invalid.id), v.minValue(1, OM.incomePositive.id)),
  totalExpenditure: Amount,
  currency: Currency,
  financialYear: Year,
});

export const EmploymentFields = v.pipe(
  strictObject({
    ...Owner,
    role: AssetName,
    type: v.picklist(EMPLOYMENT_TYPES, M.required.id),
    startYear: Year,
    endYear: v.optional(v.union([v.literal(''), Year], M.invalid.id)),
    currentlyEmployed: v.optional(v.boolean(M.invalid.id)),
  }),
  v.forward(
    v.check((e) => !e.endYear || e.endYear >= e.startYear, M.invalid.id),
    ['endYear'],
  ),
);

/** Each kind's fields, and the path it is served under (seed 3 §7). */
export const ASSET_SCHEMAS = {
  LOCATION: LocationFields,
  STRUCTURE: StructureFields,
  LICENCE: LicenceFields,
  EQUIPMENT: EquipmentFields,
  FINANCIAL_STATEMENT: FinancialStatementFields,
  EMPLOYMENT: EmploymentFields,
} as const;
export const ASSET_PATHS: Record<AssetKind, string> = {
  LOCATION: 'location',
  STRUCTURE: 'structure',
  LICENCE: 'license',
  EQUIPMENT: 'inspected-equipment',
  FINANCIAL_STATEMENT: 'financial-statement',
  EMPLOYMENT: 'employment',
};

/** The item's display name: its name, or an employment's role. */
export const assetName = (fields: { name?: string; role?: string }) => fields.name ?? fields.role ?? '';
