/**
 * The public view of a competition (issue 21 item 8): what `GET /api/v1/competition/{id}` answers, and the
 * rules the public competition page shares with the server, which writes the same title, description and
 * structured data into the document it sends (docs/adr/0007-public-pages-as-documents.md).
 */
import type { BracketRound, KnockoutRoundCode } from './bracket.ts';
import type { Fixture } from './fixture.ts';
import type { TableRow } from './league-table.ts';

/**
 * One division: its table from confirmed results, its bracket (CUP, LEAGUE_KNOCKOUT) and its fixtures; while
 * some result awaits confirmation, the provisional table counting it too (provisional.ts).
 */
export interface PublicDivision {
  id: string;
  name: string;
  abbreviation: string;
  format: string;
  table: TableRow[];
  provisionalTable?: TableRow[];
  awaitingConfirmation?: number;
  bracket?: BracketRound[];
  fixtures: Fixture[];
}

export interface PublicCompetition {
  id: string;
  name: string;
  season: number;
  format: string;
  status: string;
  activity: string;
  ageLevel: string;
  organization: { id: string; name: string };
  updatedAt: string;
  divisions: PublicDivision[];
}

/** The page's address (under the site's origin) and the API read behind it (under /api). */
export const competitionPagePath = (id: string) => `/competition/${encodeURIComponent(id)}`;
export const competitionApiPath = (id: string) => `/v1/competition/${encodeURIComponent(id)}`;

/** A knockout round's size: FINAL 2, SEMI_FINAL 4, QUARTER_FINAL 8, ROUND_OF_N n. */
export function roundSize(code: KnockoutRoundCode): number {
  if (code === 'FINAL') return 2;
  if (code === 'SEMI_FINAL') return 4;
  if (code === 'QUARTER_FINAL') return 8;
  return Number(code.slice('ROUND_OF_'.length));
}

const META_DESCRIPTION_MAX = 160;

/** The page's meta description: what, when, whose, and what the page holds. */
export function competitionMetaDescription(c: PublicCompetition): string {
  const divisions = c.divisions.length > 1 ? ` (${c.divisions.map((d) => d.name).join(', ')})` : '';
  const season = c.name.includes(String(c.season)) ? '' : `, ${c.season}`;
  const parts = c.format === 'CUP' ? 'draw, fixtures and results' : 'league table, fixtures and results';
  const text = `${c.name}${divisions}${season} — ${c.organization.name}: ${parts}.`;
  return text.length > META_DESCRIPTION_MAX ? `${text.slice(0, META_DESCRIPTION_MAX - 1).trimEnd()}…` : text;
}

const strip = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, value]) => value !== undefined && value !== null));

/**
 * schema.org data for the page: one SportsEvent per fixture between two known teams (byes and teams still to
 * be decided are left out), each with the competition's organiser as its SportsOrganization `organizer`.
 * `organizationUrl` is the organiser's public page.
 */
export function competitionJsonLd(
  c: PublicCompetition,
  pageUrl: string,
  organizationUrl: string,
): Record<string, unknown> {
  const organizer = {
    '@type': 'SportsOrganization',
    '@id': organizationUrl,
    name: c.organization.name,
    url: organizationUrl,
  };
  const team = (t: Fixture['homeTeam']) => strip({ '@type': 'SportsTeam', name: t.name, logo: t.logo });
  const events = c.divisions.flatMap((d) =>
    d.fixtures
      .filter((f) => !f.homeTeam.isBye && !f.awayTeam.isBye && f.homeTeam.name && f.awayTeam.name)
      .map((f) => {
        const home = team(f.homeTeam);
        const away = team(f.awayTeam);
        const place = f.place
          ? strip({
              '@type': 'Place',
              name: f.place.name,
              geo:
                f.place.latitude != null && f.place.longitude != null
                  ? { '@type': 'GeoCoordinates', latitude: f.place.latitude, longitude: f.place.longitude }
                  : undefined,
            })
          : undefined;
        return strip({
          '@type': 'SportsEvent',
          name: `${f.homeTeam.name} v ${f.awayTeam.name}`,
          startDate: f.startDate,
          eventStatus: f.isPostponed
            ? 'https://schema.org/EventPostponed'
            : 'https://schema.org/EventScheduled',
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          sport: c.activity,
          location: place,
          competitor: [home, away],
          homeTeam: home,
          awayTeam: away,
          organizer,
          superEvent: { '@type': 'SportsEvent', name: c.name, url: pageUrl },
          url: pageUrl,
        });
      }),
  );
  return { '@context': 'https://schema.org', '@graph': events };
}
