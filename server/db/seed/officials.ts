/**
 * Demo data for the match official area: the demo referee also has a cup fixture today (with a line umpire
 * still to confirm), and a referee report in progress — a server-side draft on yesterday's league fixture
 * that is still waiting for its score. Fixtures last week and next week are the league's
 * (competition.ts).
 */
import type { RefereeReportDraft } from '../../../domain/competition/referee-report.ts';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import type { Tx } from '../client.ts';
import { competition, fixture, fixtureOfficial, refereeReport } from '../schema/index.ts';
import { MAIN_CLUB_KEY } from './clubs.ts';
import {
  dublinInstant,
  groundsId,
  leagueFixtureId,
  teamId,
  type CompetitionSeedContext,
} from './competition.ts';
import { orgId } from './geography.ts';
import { seedId } from './random.ts';

export const CUP_ID = seedId('competition', 'wicklow-sfc');
export const CUP_TODAY_FIXTURE_ID = seedId('fixture', 'wicklow-sfc:qf1');
/** The league fixture (yesterday, no score yet) whose report the demo referee has started. */
export const DRAFT_REPORT_FIXTURE_ID = leagueFixtureId(4);

const DRAFT: RefereeReportDraft = {
  timings: {
    firstHalfStart: '19:31',
    firstHalfEnd: '20:05',
    secondHalfStart: '20:20',
    secondHalfEnd: '20:56',
    halfTimeMinutes: 15,
    extraTimeMinutes: 0,
  },
  substitutions: [
    {
      team: 'HOME',
      playerOff: 'Tomás Ó Briain',
      playerOn: 'Cian Mac Aodha',
      type: 'TEMPORARY',
      injuryType: 'HEAD',
    },
  ],
  infractions: [
    {
      team: 'AWAY',
      playerName: 'Darragh Ó Conaill',
      card: 'YELLOW',
      secondCaution: false,
      deemedIntentional: false,
      reversed: false,
      reversedReason: '',
    },
  ],
  injuries: [],
  comments: [],
  documents: [],
};

export async function seedDemoOfficials(tx: Tx, ctx: CompetitionSeedContext): Promise<void> {
  const today = todayInDublin(ctx.now);
  const season = Number(today.slice(0, 4));
  await tx.insert(competition).values({
    id: CUP_ID,
    name: `Wicklow Senior Football Cup ${season}`,
    organizationId: ctx.countyBoardId,
    season,
    activity: 'Football',
    ageLevel: 'SENIOR',
    grade: 'SENIOR',
    format: 'CUP',
    status: 'ACTIVE',
  });
  await tx.insert(fixture).values({
    id: CUP_TODAY_FIXTURE_ID,
    competitionId: CUP_ID,
    homeTeamId: teamId('rath-droma', 'Football', 'SENIOR'),
    awayTeamId: teamId('bri-chualann', 'Football', 'SENIOR'),
    placeId: groundsId('rath-droma'),
    ownerId: ctx.countyBoardId,
    startDate: dublinInstant(today, '19:45'),
    round: 'Quarter-final',
  });
  const umpire = (ctx.membersByClub.get(orgId.club(MAIN_CLUB_KEY)) ?? []).filter((m) => m.adult)[3]!.id;
  await tx.insert(fixtureOfficial).values([
    {
      id: seedId('fixture-official', `${CUP_TODAY_FIXTURE_ID}:referee`),
      fixtureId: CUP_TODAY_FIXTURE_ID,
      personId: ctx.userPersonIds.referee!,
      type: 'REFEREES',
      availability: 'CONFIRMED',
    },
    {
      id: seedId('fixture-official', `${CUP_TODAY_FIXTURE_ID}:umpire`),
      fixtureId: CUP_TODAY_FIXTURE_ID,
      personId: umpire,
      type: 'GOAL_UMPIRE',
      availability: 'PENDING',
    },
  ]);
  await tx.insert(refereeReport).values({
    fixtureId: DRAFT_REPORT_FIXTURE_ID,
    authorPersonId: ctx.userPersonIds.referee!,
    content: DRAFT,
  });
}
