/**
 * The demo clubs: about forty invented clubs spread over the provinces (clubs-<province>.ts), with Irish and
 * English names, colours, addresses, contacts and an executive committee. Names and details are made up for
 * the demo; any likeness to a real club's details is accidental. Also the shared builders that turn a club
 * spec (club-spec.ts) into rows, used by the national-scale seed too.
 */
import type { executivePosition, SameAsJson } from '../schema/index.ts';
import { SAFEGUARDING_LINK_TYPE } from '../../../domain/organization/public-page.ts';
import { organizationSearchText } from '../../../domain/organization/search-text.ts';
import { countyByKey, orgId, type CountyData } from './geography.ts';
import type { OrganizationInsert, OrganizationParentInsert } from './geography.ts';
import { asciiSlug, dateInYear, postalCode, seedId, STREETS, type Rng } from './random.ts';
import { MAIN_CLUB_KEY, type ClubSpec } from './club-spec.ts';
import { CONNACHT_CLUBS } from './clubs-connacht.ts';
import { LEINSTER_CLUBS } from './clubs-leinster.ts';
import { MUNSTER_CLUBS } from './clubs-munster.ts';
import { ULSTER_CLUBS } from './clubs-ulster.ts';

export { MAIN_CLUB_KEY, type Association, type ClubSpec } from './club-spec.ts';

export type ExecutivePositionInsert = typeof executivePosition.$inferInsert;

/** The executive committee every club gets, in rank order. */
export const EXECUTIVE_POSITIONS = [
  { name: 'chairperson', title: 'Chairperson', rank: 1 },
  { name: 'secretary', title: 'Secretary', rank: 2 },
  { name: 'treasurer', title: 'Treasurer', rank: 3 },
  { name: 'childrens-officer', title: "Children's Officer", rank: 4 },
  { name: 'pro', title: 'Public Relations Officer', rank: 5 },
  { name: 'registrar', title: 'Registrar', rank: 6 },
  { name: 'designated-liaison-person', title: 'Designated Liaison Person', rank: 7 },
  { name: 'national-club-draw-officer', title: 'National Club Draw Officer', rank: 8 },
] as const;

export type ExecutivePositionName = (typeof EXECUTIVE_POSITIONS)[number]['name'];

/** Every demo club, province by province (Leinster first: the main club is the first club built). */
export const DEMO_CLUBS: readonly ClubSpec[] = [
  ...LEINSTER_CLUBS,
  ...MUNSTER_CLUBS,
  ...CONNACHT_CLUBS,
  ...ULSTER_CLUBS,
];

/** Sponsors for generated clubs: invented local businesses. */
export const SPONSORS = [
  'Main Street Pharmacy',
  'Riverside Motors',
  'The Corner House',
  'Hillview Builders',
  'Greenfield Dairies',
  'Parish Credit Union',
  'Crossroads Filling Station',
  'Bogside Turf Supplies',
] as const;

export interface BuiltClub {
  organization: OrganizationInsert;
  parents: OrganizationParentInsert[];
}

/**
 * The organisation row and parent rows of a club. Contacts are keyed by association (secretary and
 * children's officer for each body the club plays under) and use the reserved .example domain.
 */
export function buildClub(spec: ClubSpec, rng: Rng): BuiltClub {
  const county: CountyData = countyByKey(spec.county);
  const id = orgId.club(spec.key);
  const slug = spec.slug ?? asciiSlug(spec.key);
  const domain = `${slug}.example`;
  const secretary: Record<string, string> = {};
  const clubChildrensOfficer: Record<string, string> = {};
  for (const a of spec.associations) {
    const suffix = a === 'GAA' ? '' : `.${a.toLowerCase()}`;
    secretary[a] = `runai${suffix}@${domain}`;
    clubChildrensOfficer[a] = `oifigeach.leanai${suffix}@${domain}`;
  }
  const organizationRow: OrganizationInsert = {
    id,
    slug: spec.pageSlug ?? asciiSlug(spec.key, '-'),
    name: spec.name,
    alternateName: spec.alternateName,
    additionalType: 'Club',
    status: 'ACTIVE',
    associations: spec.associations,
    address: {
      streetAddress: `Páirc an Chumainn, ${rng.pick(STREETS)}`,
      addressLocality: spec.town,
      addressRegion: county.name,
      addressCountry: county.country,
      postalCode: postalCode(rng, spec.postalPrefix),
    },
    latitude: round(spec.latitude + (rng.next() - 0.5) * 0.02, 5),
    longitude: round(spec.longitude + (rng.next() - 0.5) * 0.02, 5),
    description: spec.description ?? null,
    clubColors: spec.clubColors,
    sponsor: spec.sponsor ?? null,
    foundingDate: dateInYear(rng, spec.founded),
    telephone: null,
    email: { secretary, clubChildrensOfficer },
    sameAs: spec.social ? socialLinks(slug, domain, spec.key === MAIN_CLUB_KEY) : [],
    logo: spec.logo ?? null,
    image: spec.image ?? null,
    searchText: organizationSearchText(spec.name, spec.alternateName),
  };
  const parents = spec.associations.map((association) => ({
    organizationId: id,
    association,
    parentId: orgId.county(county.key),
  }));
  return { organization: organizationRow, parents };
}

/** A club's links; the main demo club has one of every kind, and a safeguarding statement. */
function socialLinks(slug: string, domain: string, everyKind: boolean): SameAsJson[] {
  const links: SameAsJson[] = [
    { url: `https://www.facebook.com/${slug}gaa`, name: 'Facebook', additionalType: 'facebook' },
    { url: `https://x.com/${slug}gaa`, name: 'X', additionalType: 'x' },
  ];
  if (!everyKind) return links;
  return [
    ...links,
    { url: `https://www.instagram.com/${slug}gaa`, name: 'Instagram', additionalType: 'instagram' },
    { url: `https://www.youtube.com/@${slug}gaa`, name: 'YouTube', additionalType: 'youtube' },
    { url: `https://www.linkedin.com/company/${slug}gaa`, name: 'LinkedIn', additionalType: 'linkedin' },
    { url: `https://${domain}/lotto`, name: 'Club lotto' },
    {
      url: `https://${domain}/safeguarding-statement.pdf`,
      name: 'Child safeguarding statement',
      additionalType: SAFEGUARDING_LINK_TYPE,
    },
  ];
}

/** The club's executive committee; `holders` fills positions by name, the rest stay unassigned. */
export function buildExecutive(
  clubId: string,
  holders: Partial<Record<ExecutivePositionName, string>>,
): ExecutivePositionInsert[] {
  return EXECUTIVE_POSITIONS.map((p) => ({
    id: seedId('executive-position', `${clubId}:${p.name}`),
    organizationId: clubId,
    name: p.name,
    title: p.title,
    rank: p.rank,
    personId: holders[p.name] ?? null,
  }));
}

export function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
