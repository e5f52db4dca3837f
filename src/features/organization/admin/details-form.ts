/**
 * The details tab's form values and their way to the shared schema (domain/organization/details.ts): the form
 * keeps the map location and the club colours as typed text, `toDetailsInput` turns them into the shape
 * `OrganizationDetailsInput` checks, so the form's resolver and the server apply the same rules.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Resolver } from 'react-hook-form';
import {
  OrganizationDetailsInput,
  type OrganizationDetailsInput as DetailsInput,
} from '../../../../domain/organization/details';

export interface DetailsForm {
  name: string;
  nameEn: string;
  nameGa: string;
  legalName: string;
  alternateName: string;
  description: string;
  email: string;
  telephone: string;
  faxNumber: string;
  vatId: string;
  sponsor: string;
  logo: string;
  slug: string;
  address: {
    streetAddress: string;
    streetAddress2: string;
    addressLocality: string;
    addressRegion: string;
    addressCountry: string;
    postalCode: string;
  };
  location: { latitude: string; longitude: string };
  clubColors: string;
  identifiers: string;
  crbotNumbers: string;
  sameAs: { name: string; url: string }[];
  publish: { address: boolean; contact: boolean; committee: boolean; websites: boolean };
  propertyHeldInTrust: boolean;
  injuryFundOptOut: boolean;
}

/** The administrator's view the server answers (GET /organization/{id}/details). */
export interface OrganizationAdminDoc {
  id: string;
  name: string;
  nameEn: string;
  nameGa: string;
  legalName: string;
  alternateName: string;
  description: string;
  email: string;
  telephone: string;
  faxNumber: string;
  vatId: string;
  sponsor: string;
  logo: string;
  crest: string;
  banner: string;
  frozen: boolean;
  status: string;
  slug: string;
  historicalSlugs: string[];
  address: Record<string, string | undefined>;
  location: { latitude: number; longitude: number } | null;
  clubColors: string[];
  identifiers: string[];
  crbotNumbers: string[];
  sameAs: { name: string; url: string }[];
  publish: Record<string, boolean>;
  propertyHeldInTrust: boolean;
  injuryFundOptOut: boolean;
  parents: { association: string; id: string; name: string }[];
  version: number;
}

export function detailsDefaults(doc: OrganizationAdminDoc): DetailsForm {
  const a = (k: string) => doc.address[k] ?? '';
  return {
    name: doc.name,
    nameEn: doc.nameEn,
    nameGa: doc.nameGa,
    legalName: doc.legalName,
    alternateName: doc.alternateName,
    description: doc.description,
    email: doc.email,
    telephone: doc.telephone,
    faxNumber: doc.faxNumber,
    vatId: doc.vatId,
    sponsor: doc.sponsor,
    logo: doc.logo,
    slug: doc.slug,
    address: {
      streetAddress: a('streetAddress'),
      streetAddress2: a('streetAddress2'),
      addressLocality: a('addressLocality'),
      addressRegion: a('addressRegion'),
      addressCountry: a('addressCountry'),
      postalCode: a('postalCode'),
    },
    location: {
      latitude: doc.location ? String(doc.location.latitude) : '',
      longitude: doc.location ? String(doc.location.longitude) : '',
    },
    clubColors: doc.clubColors.join(', '),
    identifiers: doc.identifiers.join(', '),
    crbotNumbers: doc.crbotNumbers.join(', '),
    sameAs: doc.sameAs,
    publish: {
      address: doc.publish.address !== false,
      contact: doc.publish.contact !== false,
      committee: doc.publish.committee !== false,
      websites: doc.publish.websites !== false,
    },
    propertyHeldInTrust: doc.propertyHeldInTrust,
    injuryFundOptOut: doc.injuryFundOptOut,
  };
}

const number = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.replace(',', '.')));

/** The body of PATCH /organization/{id}: blank map location = none; colours split at commas. */
export function toDetailsInput(f: DetailsForm): DetailsInput {
  const { location, clubColors, ...rest } = f;
  const empty = location.latitude.trim() === '' && location.longitude.trim() === '';
  return {
    ...rest,
    location: empty ? null : { latitude: number(location.latitude), longitude: number(location.longitude) },
    clubColors: clubColors
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  };
}

const check = valibotResolver(OrganizationDetailsInput);

/** The form's resolver: the shared schema, on the body the form would send. */
export const detailsResolver: Resolver<DetailsForm> = async (values, context, options) => {
  const result = await check(toDetailsInput(values), context, options as never);
  return Object.keys(result.errors).length > 0
    ? { values: {}, errors: result.errors as never }
    : { values, errors: {} };
};
