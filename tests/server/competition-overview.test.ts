/**
 * The competitions area's overviews (issue 54 item 2): the Competitions View's figures per competition and
 * division (teams, fixtures played of the total, results awaiting confirmation, next fixture) and the Pools
 * tab's pools with the competitions that use them. Rows built here, in a season of their own, so the demo
 * seed's counts do not matter; other organisations' competitions and pools never reach the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from 'uuidv7';
import { overviewApi } from '../../domain/competition/overview/overview.contract.ts';
import type { CompetitionDoc } from '../../domain/competition/competition.ts';
import {
  competition,
  division,
  divisionCompetitor,
  fixture,
  pool,
  poolMember,
} from '../../server/db/schema/index.ts';
import { LEAGUE_ID } from '../../server/db/seed/competition.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { personId } from '../../server/db/seed/people.ts';
import { callContract, startTestServer, type TestServer } from './harness.ts';

const SEASON = 2031;
const ADMIN = 'competition-admin';
let s: TestServer;
let county: string;
let teamIds: string[];
const kerry = orgId.county('kerry');

const comp = (org: string, name: string, over: Partial<typeof competition.$inferInsert> = {}) => ({
  id: uuidv7(),
  name,
  organizationId: org,
  season: SEASON,
  activity: 'Football',
  ageLevel: 'SENIOR',
  format: 'LEAGUE',
  status: 'ACTIVE',
  ...over,
});
const day = (n: number) => new Date(Date.now() + n * 86_400_000);

let league: ReturnType<typeof comp>;
let cup: ReturnType<typeof comp>;
let divA: string;
let divB: string;
let venuePool: string;
let officialPool: string;
let unusedPool: string;

beforeAll(async () => {
  s = await startTestServer();
  const seeded = (await (
    await s.call(`/api/admin/competition/${LEAGUE_ID}`, { as: ADMIN })
  ).json()) as CompetitionDoc;
  county = seeded.organizationId;
  teamIds = seeded.divisions![0]!.competitors.map((c) => c.teamId!).slice(0, 4);
  const db = s.database.db;

  venuePool = uuidv7();
  officialPool = uuidv7();
  unusedPool = uuidv7();
  const kerryPool = uuidv7();
  await db.insert(pool).values([
    { id: venuePool, organizationId: county, kind: 'VENUE', name: 'Overview venues' },
    { id: officialPool, organizationId: county, kind: 'MATCH_OFFICIAL', name: 'Overview referees' },
    { id: unusedPool, organizationId: county, kind: 'VENUE', name: 'Overview unused' },
    { id: kerryPool, organizationId: kerry, kind: 'VENUE', name: 'Kerry venues' },
  ]);
  await db.insert(poolMember).values([
    { poolId: officialPool, memberId: personId('demo:referee'), position: 0 },
    { poolId: officialPool, memberId: personId('demo:competition-admin'), position: 1 },
  ]);

  league = comp(county, 'Overview League', { venuePoolId: venuePool, matchOfficialPoolId: officialPool });
  cup = comp(county, 'Overview Cup', { format: 'CUP', status: 'ARCHIVED', venuePoolId: venuePool });
  const deleted = comp(county, 'Overview Deleted', { status: 'DELETED', venuePoolId: unusedPool });
  const other = comp(kerry, 'Kerry League', { venuePoolId: kerryPool });
  await db.insert(competition).values([league, cup, deleted, other]);

  divA = uuidv7();
  divB = uuidv7();
  await db.insert(division).values([
    { id: divA, competitionId: league.id, name: 'Division 1', abbreviation: 'D1', position: 0 },
    { id: divB, competitionId: league.id, name: 'Division 2', abbreviation: 'D2', position: 1 },
  ]);
  await db.insert(divisionCompetitor).values([
    { id: uuidv7(), divisionId: divA, teamId: teamIds[0]!, position: 1 },
    { id: uuidv7(), divisionId: divA, teamId: teamIds[1]!, position: 2 },
    { id: uuidv7(), divisionId: divA, placeholder: 'Winner Group A', position: 3 },
    { id: uuidv7(), divisionId: divB, teamId: teamIds[2]!, position: 1 },
    { id: uuidv7(), divisionId: divB, teamId: teamIds[3]!, position: 2 },
  ]);
  const fx = (div: string, over: Partial<typeof fixture.$inferInsert>) => ({
    id: uuidv7(),
    competitionId: league.id,
    divisionId: div,
    ownerId: county,
    homeTeamId: teamIds[0]!,
    awayTeamId: teamIds[1]!,
    startDate: day(-10),
    ...over,
  });
  await db.insert(fixture).values([
    // Division 1: a confirmed result, one awaiting confirmation, a postponed one, an abandoned result, two
    // to play (the earlier is the next fixture), a deleted one that counts for nothing.
    fx(divA, { isResult: true, resultConfirmed: true, outcome: 'PLAYED' }),
    fx(divA, { isResult: true, resultConfirmed: false, outcome: 'PLAYED' }),
    fx(divA, { isPostponed: true, startDate: day(1) }),
    fx(divA, { isResult: true, resultConfirmed: false, outcome: 'ABANDONED' }),
    fx(divA, { startDate: day(9) }),
    fx(divA, { startDate: day(4) }),
    fx(divA, { isResult: true, deletedAt: new Date() }),
    // Division 2: a walkover awaiting confirmation, one to play.
    fx(divB, {
      homeTeamId: teamIds[2]!,
      awayTeamId: teamIds[3]!,
      isResult: true,
      outcome: 'WALKOVER_HOME',
    }),
    fx(divB, { homeTeamId: teamIds[2]!, awayTeamId: teamIds[3]!, startDate: day(2) }),
  ]);
  // Kerry's competition has a fixture too: it must not reach Wicklow's figures.
  await db.insert(fixture).values({
    id: uuidv7(),
    competitionId: other.id,
    ownerId: kerry,
    startDate: day(3),
  });
});
afterAll(() => s.close());

const view = (org: string, filter = `season:${SEASON}`, as = ADMIN) =>
  callContract(s, overviewApi.competitionView, { params: { orgId: org }, query: { filter } }, as);
const pools = (org: string, filter = '', as = ADMIN) =>
  callContract(s, overviewApi.poolUsage, { params: { orgId: org }, query: { filter, size: 100 } }, as);

describe('Competitions View', () => {
  it('counts per division and per competition in SQL, deleted rows and other organisations left out', async () => {
    const res = await view(county);
    expect(res.status).toBe(200);
    const rows = res.body._embedded.competitions;
    expect(rows.map((r) => r.name)).toEqual(['Overview Cup', 'Overview League']);
    expect(res.body.page.totalElements).toBe(2);
    const l = rows.find((r) => r.id === league.id)!;
    const [d1, d2] = l.divisions;
    expect(d1).toMatchObject({
      name: 'Division 1',
      teams: 2,
      fixtures: 6,
      played: 2,
      awaitingConfirmation: 1,
    });
    expect(d2).toMatchObject({
      name: 'Division 2',
      teams: 2,
      fixtures: 2,
      played: 1,
      awaitingConfirmation: 1,
    });
    expect(l).toMatchObject({ teams: 4, fixtures: 8, played: 3, awaitingConfirmation: 2 });
    // The next fixture: the earliest still to play, not the postponed one.
    expect(new Date(d1!.nextFixtureAt!).getTime()).toBeGreaterThan(day(3).getTime());
    expect(new Date(d1!.nextFixtureAt!).getTime()).toBeLessThan(day(5).getTime());
    expect(new Date(l.nextFixtureAt!).getTime()).toBeLessThan(day(3).getTime());
    const c = rows.find((r) => r.id === cup.id)!;
    expect(c).toMatchObject({ teams: 0, fixtures: 0, played: 0, nextFixtureAt: null, divisions: [] });
  });

  it('filters by status and pages', async () => {
    const active = await view(county, `season:${SEASON},status:ACTIVE`);
    expect(active.body._embedded.competitions.map((r) => r.name)).toEqual(['Overview League']);
    const first = await callContract(
      s,
      overviewApi.competitionView,
      { params: { orgId: county }, query: { filter: `season:${SEASON}`, size: 1 } },
      ADMIN,
    );
    expect(first.body._embedded.competitions).toHaveLength(1);
    expect(first.body.page).toMatchObject({ totalElements: 2, totalPages: 2 });
    expect((await view(county, 'season:20x1')).status).toBe(400);
    expect((await view(county, 'colour:red')).status).toBe(400);
  });

  it('never answers another organisation’s competitions', async () => {
    expect((await view(kerry)).status).toBe(403);
    const mine = await view(county, `season:${SEASON}`, 'super-admin');
    expect(mine.body._embedded.competitions.some((r) => r.name === 'Kerry League')).toBe(false);
    const theirs = await view(kerry, `season:${SEASON}`, 'super-admin');
    expect(theirs.body._embedded.competitions.map((r) => r.name)).toEqual(['Kerry League']);
    expect(theirs.body._embedded.competitions[0]).toMatchObject({ fixtures: 1, played: 0 });
  });
});

describe('Pools', () => {
  it('lists both kinds with the competitions that use each and whether it may be deleted', async () => {
    const res = await pools(county);
    expect(res.status).toBe(200);
    const byId = new Map(res.body._embedded.pools.map((p) => [p.id, p]));
    expect(byId.get(venuePool)).toMatchObject({ kind: 'VENUE', deletable: false, members: 0 });
    expect(byId.get(venuePool)!.competitions.map((c) => [c.name, c.status])).toEqual([
      ['Overview Cup', 'ARCHIVED'],
      ['Overview League', 'ACTIVE'],
    ]);
    expect(byId.get(officialPool)).toMatchObject({ kind: 'MATCH_OFFICIAL', deletable: false, members: 2 });
    // A deleted competition neither shows nor blocks.
    expect(byId.get(unusedPool)).toMatchObject({ competitions: [], deletable: true });
    expect([...byId.values()].some((p) => p.name === 'Kerry venues')).toBe(false);
  });

  it('agrees with the delete route: a pool it calls deletable deletes, one it does not answers 409', async () => {
    const blocked = await s.call(`/api/admin/pool/${officialPool}`, { as: ADMIN, method: 'DELETE' });
    expect(blocked.status).toBe(409);
    const ok = await s.call(`/api/admin/pool/${unusedPool}`, { as: ADMIN, method: 'DELETE' });
    expect(ok.status).toBe(204);
    const after = await pools(county);
    expect(after.body._embedded.pools.some((p) => p.id === unusedPool)).toBe(false);
  });

  it('filters by kind, and never answers another organisation’s pools', async () => {
    const venues = await pools(county, 'kind:VENUE');
    expect(venues.body._embedded.pools.every((p) => p.kind === 'VENUE')).toBe(true);
    expect(venues.body._embedded.pools.some((p) => p.id === venuePool)).toBe(true);
    expect((await pools(county, 'kind:PITCH')).status).toBe(400);
    expect((await pools(kerry)).status).toBe(403);
    const theirs = await pools(kerry, '', 'super-admin');
    expect(theirs.body._embedded.pools.map((p) => p.name)).toEqual(['Kerry venues']);
  });
});
