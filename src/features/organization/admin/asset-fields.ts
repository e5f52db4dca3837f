/**
 * The asset register's forms, one per kind, as lists of fields (seed 3 §3 "Asset register"): the form keeps
 * every value as typed, `toAssetInput` turns numbers, dates and ticks into the shape the kind's shared schema
 * (domain/organization/asset.ts ASSET_SCHEMAS) checks — the same schema the server applies.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldValues, Resolver } from 'react-hook-form';
import { CURRENCIES } from '../../../../domain/enums';
import {
  ASSET_SCHEMAS,
  EMPLOYMENT_TYPES,
  LOCATION_TYPES,
  OWNERSHIPS,
  STRUCTURE_TYPES,
  type AssetKind,
} from '../../../../domain/organization/asset';

export interface AssetField {
  name: string;
  label: MessageDescriptor;
  type: 'text' | 'long' | 'number' | 'date' | 'check' | 'select' | 'year';
  options?: readonly string[];
  required?: boolean;
}

const name: AssetField = { name: 'name', label: msg`Name`, type: 'text', required: true };

export const ASSET_FIELDS: Record<AssetKind, AssetField[]> = {
  LOCATION: [
    name,
    { name: 'locationType', label: msg`Grounds`, type: 'select', options: LOCATION_TYPES, required: true },
    { name: 'ownership', label: msg`Ownership`, type: 'select', options: OWNERSHIPS, required: true },
    { name: 'leaseDetails', label: msg`Lease details`, type: 'text' },
    { name: 'address.streetAddress', label: msg`Address line 1`, type: 'text' },
    { name: 'address.addressLocality', label: msg`Town`, type: 'text' },
    { name: 'address.addressRegion', label: msg`County`, type: 'text' },
    { name: 'address.postalCode', label: msg`Postcode`, type: 'text' },
  ],
  STRUCTURE: [
    name,
    { name: 'type', label: msg`Type`, type: 'select', options: STRUCTURE_TYPES, required: true },
    { name: 'rebuildCost', label: msg`Rebuild cost`, type: 'number' },
    { name: 'contentsValue', label: msg`Contents value`, type: 'number' },
    { name: 'capacity', label: msg`Capacity`, type: 'number' },
    { name: 'ballCatchNets', label: msg`Ball catch nets`, type: 'number' },
    { name: 'carParkSpaces', label: msg`Car park spaces`, type: 'number' },
    { name: 'additionalFeatures', label: msg`Additional features`, type: 'text' },
    { name: 'lighting', label: msg`Lighting`, type: 'check' },
    { name: 'security', label: msg`Security`, type: 'check' },
  ],
  LICENCE: [
    name,
    { name: 'number', label: msg`Licence number`, type: 'text' },
    { name: 'type', label: msg`Type`, type: 'text' },
    { name: 'authority', label: msg`Issuing authority`, type: 'text' },
    { name: 'issueDate', label: msg`Issue date`, type: 'date' },
    { name: 'expiryDate', label: msg`Expiry date`, type: 'date' },
    { name: 'description', label: msg`Description`, type: 'text' },
    { name: 'conditions', label: msg`Conditions`, type: 'long' },
  ],
  EQUIPMENT: [
    name,
    { name: 'type', label: msg`Type`, type: 'text' },
    { name: 'certificateUrl', label: msg`Certificate URL`, type: 'text' },
  ],
  FINANCIAL_STATEMENT: [
    name,
    { name: 'financialYear', label: msg`Financial year`, type: 'year', required: true },
    { name: 'totalIncome', label: msg`Total income`, type: 'number', required: true },
    { name: 'totalExpenditure', label: msg`Total expenditure`, type: 'number', required: true },
    { name: 'currency', label: msg`Currency`, type: 'select', options: CURRENCIES, required: true },
  ],
  EMPLOYMENT: [
    { name: 'role', label: msg`Role`, type: 'text', required: true },
    { name: 'type', label: msg`Type`, type: 'select', options: EMPLOYMENT_TYPES, required: true },
    { name: 'startYear', label: msg`Start year`, type: 'year', required: true },
    { name: 'endYear', label: msg`End year`, type: 'year' },
    { name: 'currentlyEmployed', label: msg`Currently employed`, type: 'check' },
  ],
};

const get = (values: FieldValues, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);

function set(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys.at(-1)!] = value;
}

/** The body the kind's schema checks: blanks left out (but a blank required field is sent, to say so). */
export function toAssetInput(kind: AssetKind, values: FieldValues): Record<string, unknown> {
  const out: Record<string, unknown> = kind === 'LOCATION' ? { address: {} } : {};
  for (const f of ASSET_FIELDS[kind]) {
    const raw = get(values, f.name);
    if (f.type === 'check') {
      set(out, f.name, raw === true);
      continue;
    }
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (text === '') {
      if (f.required && f.type !== 'number') set(out, f.name, '');
      continue;
    }
    set(out, f.name, f.type === 'number' ? Number(text.replace(',', '.')) : text);
  }
  return out;
}

/** The kind's resolver: its shared schema, on the body the form would send. */
export function assetResolver(kind: AssetKind): Resolver<FieldValues> {
  const check = valibotResolver(ASSET_SCHEMAS[kind] as never);
  return async (values, context, options) => {
    const result = await check(toAssetInput(kind, values), context, options);
    return Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors as never }
      : { values, errors: {} };
  };
}
