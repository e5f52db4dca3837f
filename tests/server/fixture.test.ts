import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Fixture } from '../../domain/competition/fixture.ts';
import { todayInDublin } from '../../domain/lib/dates.ts';
import { leagueFixtureId } from '../../server/db/seed/competition.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { CUP_TODAY_FIXTURE_ID } from '../../server/db/seed/officials.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** The seeded league fixtures (server/db/seed/competition.ts), by their number in the league. */
const F = {
  confirmedOtherRef: leagueFixtureId(1),
  confirmed: leagueFixtureId(2),
  reportSubmitted: leagueFixtureId(3),
  pastNoResult: leagueFixtureId(4),
  todayOtherRef: leagueFixtureId(5),
  tomorrow: leagueFixtureId(6),
  later: leagueFixtureId(7),
  otherRef: leagueFixtureId(8),
  noOfficials: leagueFixtureId(9),
  backup: leagueFixtureId(10),
  /** The demo referee's cup fixture today (server/db/seed/officials.ts). */
  cupToday: CUP_TODAY_FIXTURE_ID,
};
const MAIN_CLUB = orgId.club(MAIN_CLUB_KEY);

type Page = { _embedded: { fixtures: Fixture[] }; page: { totalElements: number; size: number } };
type ErrorBody = {
  status: number;
  message: string;
  errors?: { field: string; code?: string }[];
  reason?: string;
  document?: Fixture;
};

async function list(query: string, as?: string): Promise<Page> {
  const res = await s.call(`/api/fixture${query}`, { as });
  expect(res.status, query).toBe(200);
  return (await res.json()) as Page;
}
const ids = (p: Page) => p._embedded.fixtures.map((f) => f.id);

async function read(id: string): Promise<Fixture> {
  return (await (await s.call(`/api/fixture/${id}`, { as: 'member' })).json()) as Fixture;
}

function score(id: string, as: string, json: unknown, ifMatch?: string | number) {
  const headers = ifMatch === undefined ? undefined : { 'If-Match': String(ifMatch) };
  return s.call(`/api/fixture/${id}/score`, { as, method: 'PUT', json, headers });
}

const SCORE = { homeGoals: 1, homePoints: 9, awayGoals: 0, awayPoints: 11 };

describe('GET /api/fixture', () => {
  it('lists the league by start date with the list page, each a valid Fixture', async () => {
    const body = await list('', 'member');
    expect(body.page.totalElements).toBe(11);
    const starts = body._embedded.fixtures.map((f) => f.startDate);
    expect(starts).toEqual([...starts].sort());
    for (const f of body._embedded.fixtures) expect(v.safeParse(Fixture, f).issues).toBeUndefined();
    const desc = await list('?sort=startDate,desc', 'member');
    expect(ids(desc)).toEqual([...ids(body)].reverse());
  });

  it('filters by result, Dublin calendar days, official:me, organisation and place', async () => {
    const today = todayInDublin();
    expect(ids(await list('?filter=isResult:true', 'member')).sort()).toEqual(
      [F.confirmedOtherRef, F.confirmed, F.reportSubmitted].sort(),
    );
    expect(ids(await list(`?filter=startDate:${today}`, 'member'))).toEqual([F.cupToday, F.todayOtherRef]);
    expect((await list(`?filter=startDate:<${today}`, 'member')).page.totalElements).toBe(4);
    expect((await list(`?filter=startDate:>${today}`, 'member')).page.totalElements).toBe(5);
    const mine = await list('?filter=official:me', 'referee');
    expect(ids(mine).sort()).toEqual(
      [F.confirmed, F.reportSubmitted, F.pastNoResult, F.cupToday, F.tomorrow, F.later, F.backup].sort(),
    );
    expect((await list('?filter=official:me', 'member')).page.totalElements).toBe(0);
    const club = await list(`?filter=organization:${MAIN_CLUB}`, 'member');
    expect(ids(club).sort()).toEqual([F.confirmedOtherRef, F.pastNoResult, F.later, F.backup].sort());
    const placeId = club._embedded.fixtures.find((f) => f.id === F.backup)!.place!.id;
    expect(ids(await list(`?filter=place:${placeId}`, 'member'))).toEqual([F.backup]);
    expect((await list('?size=3&page=1', 'member'))._embedded.fixtures).toHaveLength(3);
  });

  it('refuses unknown filters, bad values, sorts and sizes over 100 with field errors', async () => {
    for (const q of [
      'filter=colour:red',
      'filter=startDate:>2026-13-01',
      'filter=startDate:!2026-01-01',
      'filter=isResult:maybe',
      'filter=official:someone',
      'sort=name',
      'size=101',
    ]) {
      const res = await s.call(`/api/fixture?${q}`, { as: 'member' });
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as ErrorBody).errors!.length, q).toBeGreaterThan(0);
    }
  });

  it("serves one club's fixtures without a token, without officials' availability", async () => {
    expect((await s.call('/api/fixture')).status).toBe(401);
    const body = await list(`?filter=organization:${MAIN_CLUB},isResult:true`);
    expect(ids(body)).toEqual([F.confirmedOtherRef]);
    const f = body._embedded.fixtures[0]!;
    expect(f.officials).toBeUndefined();
    expect(f.refereeName).toEqual(expect.any(String));
    expect(f.homeTeam).toMatchObject({ name: 'Naomh Pádraig', goals: 1, points: 12 });
  });
});

describe('GET /api/fixture/{id} and /api/match-official', () => {
  it('reads a fixture with its officials, referee name and ETag; 404 when missing', async () => {
    const res = await s.call(`/api/fixture/${F.pastNoResult}`, { as: 'member' });
    expect(res.status).toBe(200);
    const f = (await res.json()) as Fixture;
    expect(res.headers.get('etag')).toBe(`"${f.version}"`);
    expect(f.refereeName).toBe('Diarmuid Mac Cárthaigh');
    expect(f.officials!.map((o) => o.type).sort()).toEqual(['GOAL_UMPIRE', 'REFEREES']);
    expect(f.officials!.find((o) => o.type === 'REFEREES')!.availability).toBe('CONFIRMED');
    expect(f.competition!.name).toMatch(/^Wicklow Senior Football League \d{4}$/);
    expect(f.isResult).toBe(false);
    expect((await s.call('/api/fixture/nope', { as: 'member' })).status).toBe(404);
    expect((await s.call(`/api/fixture/${F.pastNoResult}`)).status).toBe(401);
  });

  it("lists the signed-in official's appointments, recent and upcoming", async () => {
    const res = await s.call('/api/match-official', { as: 'referee' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Page;
    expect(body._embedded.fixtures).toHaveLength(7);
    const member = (await (await s.call('/api/match-official', { as: 'member' })).json()) as Page;
    expect(member._embedded.fixtures).toHaveLength(0);
  });
});

describe('PUT /api/fixture/{id}/score', () => {
  it('is 403 for a plain member and a referee not appointed, before the body is looked at', async () => {
    expect((await score(F.pastNoResult, 'member', SCORE)).status).toBe(403);
    expect((await score(F.pastNoResult, 'member', {})).status).toBe(403);
    expect((await score(F.todayOtherRef, 'referee', SCORE)).status).toBe(403);
    expect((await score(F.noOfficials, 'referee', SCORE)).status).toBe(403);
    expect((await score(F.pastNoResult, 'coach', SCORE)).status).toBe(403);
    expect(
      (await s.call(`/api/fixture/${F.pastNoResult}/score`, { method: 'PUT', json: SCORE })).status,
    ).toBe(401);
  });

  it('validates the score with the domain schema and answers field error codes', async () => {
    const cases: [unknown, string, string][] = [
      [{ homeGoals: 0, homePoints: 0, awayGoals: 0, awayPoints: 0 }, '(body)', 'validation.score.allZero'],
      [{ ...SCORE, homeGoals: -1 }, 'homeGoals', 'validation.number.nonNegative'],
      [{ ...SCORE, awayPoints: 1.5 }, 'awayPoints', 'validation.number.integer'],
      [{ ...SCORE, homePoints: '3' }, 'homePoints', 'validation.number.integer'],
      [{ homeGoals: 1, homePoints: 2, awayGoals: 3 }, 'awayPoints', 'validation.required'],
      [{ ...SCORE, penalties: 1 }, 'penalties', 'validation.unknownField'],
    ];
    for (const [json, field, code] of cases) {
      const res = await score(F.pastNoResult, 'referee', json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.errors, JSON.stringify(json)).toContainEqual(expect.objectContaining({ field, code }));
    }
    const allZero = (await (
      await score(F.pastNoResult, 'referee', { homeGoals: 0, homePoints: 0, awayGoals: 0, awayPoints: 0 })
    ).json()) as { errors: { message: string }[] };
    expect(allZero.errors[0]!.message).toBe('All fields cannot be zero');
    expect((await read(F.pastNoResult)).isResult).toBe(false);
  });

  it('records the appointed referee’s score, bumping the version, and refuses a stale If-Match', async () => {
    const before = await read(F.pastNoResult);
    const res = await score(F.pastNoResult, 'referee', SCORE, `"${before.version}"`);
    expect(res.status).toBe(200);
    const after = (await res.json()) as Fixture;
    expect(after.version).toBe(before.version + 1);
    expect(res.headers.get('etag')).toBe(`"${after.version}"`);
    expect(after.isResult).toBe(true);
    expect(after.homeTeam).toMatchObject({ goals: 1, points: 9 });
    expect(after.awayTeam).toMatchObject({ goals: 0, points: 11 });
    expect(after.updatedAt > before.updatedAt).toBe(true);

    const stale = await score(F.pastNoResult, 'referee', { ...SCORE, homePoints: 10 }, before.version);
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as ErrorBody;
    expect(body.reason).toBe('stale');
    expect(body.message).toBe('Someone changed this on the server before your change arrived');
    expect(body.document).toMatchObject({ id: F.pastNoResult, version: after.version });
    expect((await read(F.pastNoResult)).homeTeam.points).toBe(9);
    expect((await score(F.pastNoResult, 'referee', SCORE, 'abc')).status).toBe(400);
  });

  it('keeps a confirmed result and a submitted report (409 with the reason and document)', async () => {
    const confirmed = await score(F.confirmed, 'referee', SCORE);
    expect(confirmed.status).toBe(409);
    const c = (await confirmed.json()) as ErrorBody;
    expect(c.reason).toBe('resultConfirmed');
    expect(c.document).toMatchObject({ id: F.confirmed, resultConfirmed: true });
    expect(c.document!.homeTeam).toMatchObject({ goals: 2, points: 9 });
    const report = await score(F.reportSubmitted, 'referee', SCORE);
    expect(report.status).toBe(409);
    expect(((await report.json()) as ErrorBody).reason).toBe('reportSubmitted');
  });

  it('lets a standby referee and the county competition admin record a score', async () => {
    expect((await score(F.backup, 'referee', SCORE)).status).toBe(200);
    const res = await score(F.noOfficials, 'competition-admin', SCORE);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Fixture).isResult).toBe(true);
    // A competition admin is not the club officer: the club's admin has no say over a county fixture.
    expect((await score(F.otherRef, 'officer', SCORE)).status).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents the fixture, match-official and sync routes', async () => {
    const doc = (await (await s.call('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/fixture',
        '/fixture/{id}',
        '/fixture/{id}/score',
        '/match-official',
        '/sync/pull',
        '/sync/push',
      ]),
    );
  });
});
