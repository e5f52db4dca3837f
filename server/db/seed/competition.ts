/**
 * The demo's competition: teams for the Wicklow clubs, their grounds, and the Wicklow Senior Football
 * League with one division and ten fixtures placed around `now` (three results earlier, the rest from
 * yesterday to next week), so "this week" stays true whenever the demo is seeded. The demo referee is
 * appointed to five of them, chosen to show every state the referee screens handle: a confirmed result, a
 * submitted report, a past fixture waiting for its score, one tomorrow and one later.
 *
 * The two Wicklow demo clubs are too few for a county league, so four more Wicklow clubs are added here,
 * built with their own PRNG so the rest of the demo (names of members, club details) does not change.
 */
import type { Tx } from '../client.ts';
import {
  competition,
  divisionCompetitor,
  division,
  executivePosition,
  fixture,
  fixtureOfficial,
  organization,
  organizationParent,
  place,
  team,
} from '../schema/index.ts';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import { buildClub, buildExecutive, DEMO_CLUBS, MAIN_CLUB_KEY, type ClubSpec } from './clubs.ts';
import { orgId } from './geography.ts';
import { createRng, seedId } from './random.ts';

export interface CompetitionSeedContext {
  countyBoardId: string;
  mainClubId: string;
  membersByClub: Map<string, { id: string; adult: boolean }[]>;
  userPersonIds: Record<string, string>;
  now: Date;
}

const LEAGUE_CLUB_SEED = 0x51c1a026;

/** Invented Wicklow clubs for the county league (no members or officers; their posts stay open). */
export const WICKLOW_LEAGUE_CLUBS: readonly ClubSpec[] = [
  {
    key: 'rath-droma',
    name: 'Gaeil Ráth Droma',
    alternateName: 'Rathdrum Gaels',
    county: 'wicklow',
    town: 'Rathdrum',
    latitude: 52.9297,
    longitude: -6.2317,
    postalPrefix: 'A67',
    associations: ['GAA'],
    clubColors: ['red', 'black'],
    founded: 1934,
  },
  {
    key: 'inbhear-mor',
    name: 'Réalta an Inbhir Mhóir',
    alternateName: 'Arklow Stars',
    county: 'wicklow',
    town: 'Arklow',
    latitude: 52.7977,
    longitude: -6.1599,
    postalPrefix: 'Y14',
    associations: ['GAA', 'LGFA'],
    clubColors: ['blue', 'white'],
    founded: 1927,
  },
  {
    key: 'bealach-conglais',
    name: 'Fianna Bhealach Conglais',
    alternateName: 'Baltinglass Fianna',
    county: 'wicklow',
    town: 'Baltinglass',
    latitude: 52.9411,
    longitude: -6.7089,
    postalPrefix: 'W91',
    associations: ['GAA'],
    clubColors: ['green', 'red'],
    founded: 1940,
  },
  {
    key: 'bri-chualann',
    name: 'Cú Chulainn Bhrí Chualann',
    alternateName: 'Bray Cuchulainns',
    county: 'wicklow',
    town: 'Bray',
    latitude: 53.2028,
    longitude: -6.0983,
    postalPrefix: 'A98',
    associations: ['GAA', 'LGFA', 'Camogie'],
    clubColors: ['maroon', 'white'],
    founded: 1951,
  },
];

const wicklowClubs = (): ClubSpec[] => [
  ...DEMO_CLUBS.filter((c) => c.county === 'wicklow'),
  ...WICKLOW_LEAGUE_CLUBS,
];

export const teamId = (clubKey: string, activity: string, ageLevel: string) =>
  seedId('team', `${clubKey}:${activity}:${ageLevel}`);
export const groundsId = (clubKey: string) => seedId('place', `grounds:${clubKey}`);
export const LEAGUE_ID = seedId('competition', 'wicklow-sfl');
export const leagueFixtureId = (n: number) => seedId('fixture', `wicklow-sfl:${n}`);

/** The teams of a club: senior football, U12 football and U14 hurling, plus ladies football and camogie. */
function teamsOf(spec: ClubSpec): (typeof team.$inferInsert)[] {
  const kinds: [string, string][] = [
    ['Football', 'SENIOR'],
    ['Football', 'U12'],
    ['Hurling', 'U14'],
  ];
  if (spec.associations.includes('LGFA')) kinds.push(['LadiesFootball', 'SENIOR']);
  if (spec.associations.includes('Camogie')) kinds.push(['Camogie', 'U14']);
  return kinds.map(([activity, ageLevel]) => ({
    id: teamId(spec.key, activity, ageLevel),
    organizationId: orgId.club(spec.key),
    name: spec.name,
    activity,
    ageLevel,
  }));
}

/** The extra Wicklow league clubs, then teams for every Wicklow club. */
export async function seedWicklowTeams(tx: Tx): Promise<void> {
  const rng = createRng(LEAGUE_CLUB_SEED);
  const built = WICKLOW_LEAGUE_CLUBS.map((spec) => buildClub(spec, rng));
  await tx.insert(organization).values(built.map((b) => b.organization));
  await tx.insert(organizationParent).values(built.flatMap((b) => b.parents));
  await tx.insert(executivePosition).values(built.flatMap((b) => buildExecutive(b.organization.id, {})));
  await tx.insert(team).values(wicklowClubs().flatMap(teamsOf));
}

// ── Dates in Dublin ─────────────────────────────────────────────────────────────────────────────────────

const DUBLIN_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Dublin',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The instant of a wall-clock time in Dublin on a calendar date. */
export function dublinInstant(isoDate: string, time: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  const parts = DUBLIN_PARTS.formatToParts(new Date(asUtc));
  const part = (t: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === t)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return new Date(asUtc - (wall - asUtc));
}

// ── The league ──────────────────────────────────────────────────────────────────────────────────────────

type Who = 'referee' | 'otherReferee' | 'umpire';
interface FixtureSpec {
  round: number;
  day: number;
  time: string;
  home: string;
  away: string;
  /** Defaults to the home club's grounds. */
  place?: string;
  result?: { score: [number, number, number, number]; by: Who; confirmed?: boolean; report?: boolean };
  officials: [Who, 'REFEREES' | 'BACKUP_REFEREES' | 'GOAL_UMPIRE', 'PENDING' | 'CONFIRMED'][];
}

const NP = MAIN_CLUB_KEY;
const GDL = 'gleann-da-loch';
const RD = 'rath-droma';
const AIM = 'inbhear-mor';
const BC = 'bealach-conglais';
const BRC = 'bri-chualann';
const COUNTY_GROUNDS = 'county-grounds';

/** Rounds 1–4 of a single round robin (circle method), days relative to Dublin's today. */
const LEAGUE_FIXTURES: readonly FixtureSpec[] = [
  {
    round: 1,
    day: -6,
    time: '19:30',
    home: NP,
    away: BRC,
    result: { score: [1, 12, 0, 14], by: 'otherReferee', confirmed: true },
    officials: [
      ['otherReferee', 'REFEREES', 'CONFIRMED'],
      ['umpire', 'GOAL_UMPIRE', 'CONFIRMED'],
    ],
  },
  {
    round: 1,
    day: -5,
    time: '19:30',
    home: GDL,
    away: BC,
    result: { score: [2, 9, 1, 11], by: 'referee', confirmed: true },
    officials: [['referee', 'REFEREES', 'CONFIRMED']],
  },
  {
    round: 1,
    day: -4,
    time: '14:00',
    home: RD,
    away: AIM,
    result: { score: [0, 15, 1, 10], by: 'referee', report: true },
    officials: [['referee', 'REFEREES', 'CONFIRMED']],
  },
  {
    round: 2,
    day: -1,
    time: '19:30',
    home: NP,
    away: BC,
    officials: [
      ['referee', 'REFEREES', 'CONFIRMED'],
      ['umpire', 'GOAL_UMPIRE', 'CONFIRMED'],
    ],
  },
  {
    round: 2,
    day: 0,
    time: '20:00',
    home: BRC,
    away: AIM,
    officials: [['otherReferee', 'REFEREES', 'CONFIRMED']],
  },
  {
    round: 2,
    day: 1,
    time: '19:30',
    home: GDL,
    away: RD,
    officials: [
      ['referee', 'REFEREES', 'CONFIRMED'],
      ['umpire', 'GOAL_UMPIRE', 'PENDING'],
    ],
  },
  { round: 3, day: 4, time: '19:30', home: NP, away: AIM, officials: [['referee', 'REFEREES', 'PENDING']] },
  {
    round: 3,
    day: 5,
    time: '14:00',
    home: BC,
    away: RD,
    officials: [['otherReferee', 'REFEREES', 'CONFIRMED']],
  },
  { round: 3, day: 6, time: '14:00', home: BRC, away: GDL, officials: [] },
  {
    round: 4,
    day: 8,
    time: '19:30',
    home: NP,
    away: RD,
    place: COUNTY_GROUNDS,
    officials: [
      ['otherReferee', 'REFEREES', 'PENDING'],
      ['referee', 'BACKUP_REFEREES', 'PENDING'],
    ],
  },
];

/** Places, the league, its division, fixtures and officials. */
export async function seedDemoCompetition(tx: Tx, ctx: CompetitionSeedContext): Promise<void> {
  const today = todayInDublin(ctx.now);
  const season = Number(today.slice(0, 4));
  const clubs = wicklowClubs();
  await tx.insert(place).values([
    ...clubs.map((c) => ({
      id: groundsId(c.key),
      name: `${c.name} grounds, ${c.town}`,
      latitude: c.latitude,
      longitude: c.longitude,
      organizationId: orgId.club(c.key),
    })),
    {
      id: groundsId(COUNTY_GROUNDS),
      name: 'County Grounds, Aughrim',
      latitude: 52.8547,
      longitude: -6.3264,
      organizationId: ctx.countyBoardId,
    },
  ]);
  await tx.insert(competition).values({
    id: LEAGUE_ID,
    name: `Wicklow Senior Football League ${season}`,
    organizationId: ctx.countyBoardId,
    season,
    activity: 'Football',
    ageLevel: 'SENIOR',
    grade: 'SENIOR',
    format: 'LEAGUE',
    status: 'ACTIVE',
    additionalType: 'LEAGUE',
    rank: 'COUNTY',
    gender: 'MALE',
    adminPersonId: ctx.userPersonIds['competition-admin'] ?? null,
  });
  const divisionId = seedId('division', 'wicklow-sfl:1');
  await tx
    .insert(division)
    .values({ id: divisionId, competitionId: LEAGUE_ID, name: 'Division 1', abbreviation: 'D1' });
  // The division's competitors: every team that plays in it, in order of first appearance.
  const leagueTeams = [...new Set(LEAGUE_FIXTURES.flatMap((f) => [f.home, f.away]))];
  await tx.insert(divisionCompetitor).values(
    leagueTeams.map((key, i) => ({
      id: seedId('division-competitor', `wicklow-sfl:1:${key}`),
      divisionId,
      teamId: teamId(key, 'Football', 'SENIOR'),
      position: i + 1,
    })),
  );

  const adults = (clubKey: string) =>
    (ctx.membersByClub.get(orgId.club(clubKey)) ?? []).filter((m) => m.adult).map((m) => m.id);
  const people: Record<Who, string> = {
    referee: ctx.userPersonIds.referee!,
    otherReferee: adults(GDL)[0]!,
    umpire: adults(NP)[3]!,
  };
  const fixtures: (typeof fixture.$inferInsert)[] = [];
  const officials: (typeof fixtureOfficial.$inferInsert)[] = [];
  LEAGUE_FIXTURES.forEach((f, i) => {
    const id = leagueFixtureId(i + 1);
    const r = f.result;
    fixtures.push({
      id,
      competitionId: LEAGUE_ID,
      divisionId,
      homeTeamId: teamId(f.home, 'Football', 'SENIOR'),
      awayTeamId: teamId(f.away, 'Football', 'SENIOR'),
      placeId: groundsId(f.place ?? f.home),
      ownerId: ctx.countyBoardId,
      startDate: dublinInstant(addDays(today, f.day), f.time),
      round: `Round ${f.round}`,
      ...(r
        ? {
            homeGoals: r.score[0],
            homePoints: r.score[1],
            awayGoals: r.score[2],
            awayPoints: r.score[3],
            isResult: true,
            resultConfirmed: r.confirmed ?? false,
            outcome: r.confirmed ? 'PLAYED' : null,
            reportSubmitted: r.report ?? false,
            resultEnteredBy: people[r.by],
          }
        : {}),
    });
    for (const [who, type, availability] of f.officials) {
      officials.push({
        id: seedId('fixture-official', `${id}:${who}:${type}`),
        fixtureId: id,
        personId: people[who],
        type,
        availability,
      });
    }
  });
  await tx.insert(fixture).values(fixtures);
  await tx.insert(fixtureOfficial).values(officials);
}
