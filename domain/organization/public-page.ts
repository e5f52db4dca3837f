/**
 * The rules of the public club page (seed 1 §2 "Public club page", §9), shared by the page and by the
 * server, which puts the same title, description and structured data into the HTML it sends to crawlers.
 */
import { todayInDublin } from '../lib/dates.ts';
import { countryCode, countryName } from '../reference/countries.ts';
import type { Fixture } from '../competition/fixture.ts';
import { isAbsentRegion } from './enums.ts';
import {
  DESCRIPTION_MIN_SHOWN,
  type AssociationEmails,
  type Organization,
  type SameAsLink,
} from './organization.ts';

/** The address on one line: empty parts (and placeholder regions) collapsed; the country by name. */
export function addressLine(address: Organization['address'], locale = 'en'): string {
  const a = address ?? {};
  return [
    a.streetAddress,
    a.streetAddress2,
    a.postOfficeBoxNumber,
    a.addressLocality,
    isAbsentRegion(a.addressRegion) ? undefined : a.addressRegion,
    a.postalCode,
    countryName(a.addressCountry, locale),
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** A directions link to a maps service, only when the club has coordinates. */
export function directionsUrl(location: Organization['location']): string | undefined {
  if (!location) return undefined;
  return `https://www.openstreetmap.org/directions?to=${location.latitude}%2C${location.longitude}`;
}

/** A place's map link (venue on a fixture card), only when it has coordinates. */
export function placeMapUrl(place: Fixture['place']): string | undefined {
  if (place?.latitude == null || place.longitude == null) return undefined;
  return `https://www.openstreetmap.org/?mlat=${place.latitude}&mlon=${place.longitude}#map=16/${place.latitude}/${place.longitude}`;
}

/** The associations whose contacts the page shows, in this order. */
export const CONTACT_ASSOCIATIONS = ['GAA', 'LGFA', 'Camogie'] as const;
export type ContactAssociation = (typeof CONTACT_ASSOCIATIONS)[number];
export type ContactRole = 'secretary' | 'clubChildrensOfficer';

export interface ContactGroup {
  role: ContactRole;
  /** Non-empty addresses only; `association` is shown as a label when the club has more than one. */
  entries: { association: ContactAssociation; email: string }[];
}

/** Secretary and children's officer e-mails per association; roles with no address are left out. */
export function contactGroups(email: Organization['email']): ContactGroup[] {
  const roles: ContactRole[] = ['secretary', 'clubChildrensOfficer'];
  return roles
    .map((role) => {
      const byAssociation: AssociationEmails = email?.[role] ?? {};
      const entries = CONTACT_ASSOCIATIONS.flatMap((association) => {
        const address = byAssociation[association]?.trim();
        return address ? [{ association, email: address }] : [];
      });
      return { role, entries };
    })
    .filter((g) => g.entries.length > 0);
}

/** More than one association among the contacts: each address carries its association's label. */
export function labelContactsByAssociation(groups: readonly ContactGroup[]): boolean {
  return new Set(groups.flatMap((g) => g.entries.map((e) => e.association))).size > 1;
}

export const LINK_KINDS = ['x', 'linkedin', 'facebook', 'instagram', 'youtube', 'generic'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

const HOST_KINDS: [RegExp, LinkKind][] = [
  [/(^|\.)(twitter|x)\.com$/, 'x'],
  [/(^|\.)linkedin\.com$/, 'linkedin'],
  [/(^|\.)(facebook|fb)\.com$/, 'facebook'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'youtube'],
];

/** The icon a link gets: by its type (twitter counts as x), else by its host, else generic. */
export function linkKind(link: SameAsLink): LinkKind {
  const type = link.additionalType?.trim().toLowerCase();
  if (type === 'twitter') return 'x';
  if (type && (LINK_KINDS as readonly string[]).includes(type)) return type as LinkKind;
  let host = '';
  try {
    host = new URL(link.url).hostname.toLowerCase();
  } catch {
    return 'generic';
  }
  return HOST_KINDS.find(([re]) => re.test(host))?.[1] ?? 'generic';
}

/** The `sameAs` type that marks the club's safeguarding statement (shown apart, opening in a new window). */
export const SAFEGUARDING_LINK_TYPE = 'safeguardingStatement';

/** Only http(s) links are followed; anything else (javascript:, data:) is dropped. */
export function isWebUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

export function clubLinks(sameAs: Organization['sameAs']): {
  safeguarding?: SameAsLink;
  external: (SameAsLink & { kind: LinkKind })[];
} {
  const links = (sameAs ?? []).filter((l) => isWebUrl(l.url));
  const safeguarding = links.find((l) => l.additionalType === SAFEGUARDING_LINK_TYPE);
  return {
    safeguarding,
    external: links.filter((l) => l !== safeguarding).map((l) => ({ ...l, kind: linkKind(l) })),
  };
}

/** The description is shown (as sanitised HTML) only when longer than 7 characters. */
export function showsDescription(description: string | undefined): description is string {
  return (description?.length ?? 0) > DESCRIPTION_MIN_SHOWN;
}

/** Plain text of an HTML fragment, for meta descriptions and structured data (never rendered as HTML). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export interface DateGroup {
  /** yyyy-MM-dd in Dublin. */
  date: string;
  fixtures: Fixture[];
}

/** Results newest first, fixtures oldest first, each grouped by their Dublin date. */
export function resultsAndFixtures(all: readonly Fixture[]): { results: DateGroup[]; fixtures: DateGroup[] } {
  const byStart = [...all].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id));
  return {
    results: groupByDate(byStart.filter((f) => f.isResult).reverse()),
    fixtures: groupByDate(byStart.filter((f) => !f.isResult)),
  };
}

function groupByDate(sorted: readonly Fixture[]): DateGroup[] {
  const groups: DateGroup[] = [];
  for (const f of sorted) {
    const date = todayInDublin(new Date(f.startDate));
    const last = groups.at(-1);
    if (last?.date === date) last.fixtures.push(f);
    else groups.push({ date, fixtures: [f] });
  }
  return groups;
}

const META_DESCRIPTION_MAX = 160;

/** The page's meta description: the club's own words when it has some, else where and what it is. */
export function clubMetaDescription(club: Organization): string {
  const own = showsDescription(club.description) ? htmlToText(club.description) : '';
  const fallback = [club.name, club.alternateName !== club.name ? club.alternateName : undefined]
    .filter(Boolean)
    .join(' / ');
  const where = addressLine({
    addressLocality: club.address?.addressLocality,
    addressRegion: club.address?.addressRegion,
    addressCountry: club.address?.addressCountry,
  });
  const text = own || [fallback, where, (club.associations ?? []).join(', ')].filter(Boolean).join(' — ');
  return text.length > META_DESCRIPTION_MAX ? `${text.slice(0, META_DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}

/** schema.org SportsOrganization for the club, with the country as its two-letter code. */
export function clubJsonLd(club: Organization, pageUrl: string): Record<string, unknown> {
  const a = club.address ?? {};
  const country = countryCode(a.addressCountry);
  const emails = contactGroups(club.email).flatMap((g) => g.entries.map((e) => e.email));
  const strip = <T extends Record<string, unknown>>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, value]) => value !== undefined && value !== ''));
  return strip({
    '@context': 'https://schema.org',
    '@type': 'SportsOrganization',
    '@id': pageUrl,
    url: pageUrl,
    name: club.name,
    alternateName: club.alternateName !== club.name ? club.alternateName : undefined,
    logo: club.logo,
    image: club.image ?? club.logo,
    description: showsDescription(club.description) ? htmlToText(club.description) : undefined,
    foundingDate: club.foundingDate,
    sport: club.associations?.length ? club.associations : undefined,
    email: emails[0],
    telephone: club.telephone,
    sponsor: club.sponsor ? { '@type': 'Organization', name: club.sponsor } : undefined,
    address: strip({
      '@type': 'PostalAddress',
      streetAddress: [a.streetAddress, a.streetAddress2].filter(Boolean).join(', ') || undefined,
      addressLocality: a.addressLocality,
      addressRegion: isAbsentRegion(a.addressRegion) ? undefined : a.addressRegion,
      postalCode: a.postalCode,
      addressCountry: country ?? a.addressCountry,
    }),
    geo: club.location
      ? { '@type': 'GeoCoordinates', latitude: club.location.latitude, longitude: club.location.longitude }
      : undefined,
    sameAs: clubLinks(club.sameAs).external.map((l) => l.url),
  });
}

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so no `</script>` can close it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** First of the month `months` away from the month of `today` (yyyy-MM-dd). */
function monthStart(today: string, months: number): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * The results and fixtures a club page lists (at most 100), as a request to the fixture list (under /api):
 * whole months in Dublin, six back and six ahead, so the request — and its offline copy — stays the same all
 * month. The app and the server's document ask the same.
 */
export function clubFixturesPath(clubId: string, now: Date = new Date()): string {
  const today = todayInDublin(now);
  const window = `startDate:>${monthStart(today, -6)},startDate:<${monthStart(today, 7)}`;
  return `/fixture?size=100&filter=organization:${encodeURIComponent(clubId)},${window}`;
}

/** The open-data list answer the club search reads (the app and the server's search document alike). */
export interface OrganizationPage {
  _embedded: { organizations: Organization[] };
  page: { totalElements: number };
}

/** One page of the public club search (ranked by the server), as a request to the open-data API (under /api). */
export const searchPath = (query: string, page: number, size: number) =>
  `/v1/organization?size=${size}&page=${page}&search=${encodeURIComponent(query)}`;

/** A club lists a handful of packages; one page of this many is all the club page shows. */
export const CLUB_PACKAGES_SHOWN = 20;

/** The club page's membership packages, as a request to the open-data API (under /api). */
export const clubPackagesPath = (orgId: string) =>
  `/v1/organization/${encodeURIComponent(orgId)}/package?size=${CLUB_PACKAGES_SHOWN}`;
