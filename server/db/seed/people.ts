/** Builders for seeded people and their club links, shared by the demo and the national-scale seed. */
import type { person, personOrganization } from '../schema/index.ts';
import type { CountyData } from './geography.ts';
import {
  asciiSlug,
  dateInYear,
  mobile,
  postalCode,
  randomName,
  seedId,
  STREETS,
  type Rng,
} from './random.ts';

export type PersonInsert = typeof person.$inferInsert;
export type PersonOrganizationInsert = typeof personOrganization.$inferInsert;

/**
 * Membership numbers (7 digits, unique): demo users from 1000001, demo club members from 1100001, the
 * national-scale people from 2000001.
 */
export const UNIQUE_ID_BASE = { demoUser: 1_000_000, demoMember: 1_100_000, national: 2_000_000 } as const;

export const personId = (key: string) => seedId('person', key);

export interface MemberPlace {
  county: CountyData;
  town: string;
  postalPrefix: string;
}

export interface BuiltMember {
  person: PersonInsert;
  link: PersonOrganizationInsert;
  adult: boolean;
}

/**
 * An ordinary club member: about four in ten are youth players (6–17), the rest adults (18–70), most of
 * them players. Adults mostly have an e-mail and a phone; everyone has an address in the club's town.
 */
export function buildMember(
  rng: Rng,
  opts: {
    id: string;
    uniqueId: number;
    organizationId: string;
    place: MemberPlace;
    year: number;
    detailed?: boolean;
  },
): BuiltMember {
  const name = randomName(rng);
  const adult = !rng.chance(0.4);
  const age = adult ? rng.int(18, 70) : rng.int(6, 17);
  const player = !adult || rng.chance(0.6);
  const { county, town, postalPrefix } = opts.place;
  const uniqueId = String(opts.uniqueId);
  const row: PersonInsert = {
    id: opts.id,
    givenName: name.givenName,
    familyName: name.familyName,
    alternateFamilyName: name.alternateFamilyName,
    gender: name.gender,
    birthDate: dateInYear(rng, opts.year - age),
    uniqueId,
    membershipNumber: uniqueId,
    personType: player ? 'PLAYER' : 'NON_PLAYER',
    status: 'ACTIVE',
    address: {
      streetAddress: `${rng.int(1, 120)} ${rng.pick(STREETS)}`,
      addressLocality: town,
      addressRegion: county.name,
      addressCountry: county.country,
      postalCode: postalCode(rng, postalPrefix),
    },
  };
  if (adult && rng.chance(0.75)) {
    row.email = `${asciiSlug(name.givenName)}.${asciiSlug(name.familyName)}.${uniqueId.slice(-4)}@example.com`;
  }
  if (adult && rng.chance(0.6)) row.telephone = mobile(rng, county.country);
  if (opts.detailed) {
    row.commsConsentClub = rng.chance(0.8);
    row.medicalConsentToEmergency = !adult || rng.chance(0.5);
  }
  const labels = adult ? (player ? ['Adult', 'Player'] : ['Adult']) : ['Youth', 'Player'];
  return {
    person: row,
    link: {
      personId: opts.id,
      organizationId: opts.organizationId,
      status: 'ACTIVE',
      labels,
      additionalType: 'MEMBER',
    },
    adult,
  };
}

/** Splits rows into batches for multi-row inserts. */
export function* chunks<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
