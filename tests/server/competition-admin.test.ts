/**
 * Competitions administration (issue 21; seed 2 §4 Competition and Fixture, §5 Competition, Matrix and
 * pools, §6, §8): the wizard's five steps through the REST calls, every §5 rule with its message, the §4
 * transitions, generation, results and the league table, bulk actions, clashes, matrices and pools, roles.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompetitionDoc } from '../../domain/competition/competition.ts';
import type { Fixture } from '../../domain/competition/fixture.ts';
import { COMPETITION_MESSAGES as CM } from '../../domain/competition/messages.ts';
import { localNotifications } from '../../server/adapters/notifications/notifications.ts';
import {
  competition as competitionTable,
  division as divisionTable,
  fixture as fixtureTable,
  notification,
  pool as poolTable,
  team as teamTable,
} from '../../server/db/schema/index.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { runDueFollowUps } from '../../server/jobs/follow-ups.ts';
import { LEAGUE_ID } from '../../server/db/seed/competition.ts';
import { personId } from '../../server/db/seed/people.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
let county: string;
let teams: { teamId: string; organizationId: string; name: string }[];
beforeAll(async () => {
  s = await startTestServer();
  const seeded = (await (
    await s.call(`/api/admin/competition/${LEAGUE_ID}`, { as: 'competition-admin' })
  ).json()) as CompetitionDoc;
  county = seeded.organizationId;
  teams = seeded.divisions![0]!.competitors.map((c) => ({
    teamId: c.teamId!,
    organizationId: c.organizationId!,
    name: c.name,
  }));
});
afterAll(() => s.close());

type ErrorBody = {
  status: number;
  message: string;
  errors?: { field: string; code?: string; message: string }[];
};
const ADMIN = 'competition-admin';
const call = (path: string, method: string, json?: unknown, as = ADMIN) =>
  s.call(`/api/admin${path}`, { as, method, ...(json === undefined ? {} : { json }) });
const codes = async (res: Response) => ((await res.json()) as ErrorBody).errors?.map((e) => e.code) ?? [];

const details = (over: Record<string, unknown> = {}) => ({
  organizationId: county,
  name: 'Wicklow Junior Football League',
  adminPersonId: personId('demo:competition-admin'),
  season: 2026,
  format: 'LEAGUE',
  additionalType: 'LEAGUE',
  rank: 'COUNTY',
  ageLevel: 'SENIOR',
  gender: 'MALE',
  activity: 'Football',
  ...over,
});
const format = (over: Record<string, unknown> = {}) => ({
  format: 'LEAGUE',
  numberOfDivisions: 1,
  legs: 1,
  winPoints: 2,
  drawPoints: 1,
  lossPoints: 0,
  walkoverPoints: 2,
  tieBreaks: ['SCORE_DIFFERENCE', 'SCORES_FOR', 'HEAD_TO_HEAD', 'GOALS_FOR'],
  divisions: [{ name: 'Division 1', abbreviation: 'D1' }],
  ...over,
});
const weekly = (n: number, from = '2027-03-07') =>
  Array.from({ length: n }, (_, i) =>
    new Date(Date.parse(`${from}T12:00:00Z`) + i * 7 * 86_400_000).toISOString().slice(0, 10),
  );

async function newLeague(teamCount = 6, over: Record<string, unknown> = {}) {
  const created = await call('/competition', 'POST', details(over));
  expect(created.status).toBe(201);
  const doc = (await created.json()) as CompetitionDoc;
  const formatted = (await (
    await call(`/competition/${doc.id}/format`, 'PUT', format())
  ).json()) as CompetitionDoc;
  const division = formatted.divisions![0]!;
  const put = await call(`/division/${division.id}/competitor`, 'POST', {
    competitors: teams.slice(0, teamCount).map((t) => ({ teamId: t.teamId })),
  });
  expect(put.status).toBe(200);
  return { competition: formatted, division };
}

describe('wizard step 1: details (seed 2 §5 Competition)', () => {
  it('creates a DRAFT and answers its document', async () => {
    const res = await call('/competition', 'POST', details());
    expect(res.status).toBe(201);
    const doc = (await res.json()) as CompetitionDoc;
    expect(doc).toMatchObject({
      status: 'DRAFT',
      name: 'Wicklow Junior Football League',
      organizationId: county,
      divisions: [],
    });
    const again = (await (await call(`/competition/${doc.id}`, 'GET')).json()) as CompetitionDoc;
    expect(again.id).toBe(doc.id);
  });

  it('requires every field, a season later than 1920, and a sponsor position with a sponsor', async () => {
    const missing = await call('/competition', 'POST', { organizationId: county });
    expect(missing.status).toBe(400);
    const fields = ((await missing.json()) as ErrorBody).errors!.map((e) => e.field);
    for (const f of [
      'name',
      'adminPersonId',
      'season',
      'format',
      'additionalType',
      'rank',
      'ageLevel',
      'gender',
      'activity',
    ])
      expect(fields).toContain(f);
    expect(await codes(await call('/competition', 'POST', details({ season: 1920 })))).toEqual([
      CM.seasonAfter1920.id,
    ]);
    expect(await codes(await call('/competition', 'POST', details({ sponsor: 'Bord Bia' })))).toEqual([
      CM.sponsorPositionRequired.id,
    ]);
    expect(
      (await call('/competition', 'POST', details({ sponsor: 'Bord Bia', sponsorPosition: 'BEFORE_NAME' })))
        .status,
    ).toBe(201);
  });

  it('answers the rule in Irish to an Irish caller', async () => {
    const res = await s.call('/api/admin/competition', {
      as: ADMIN,
      method: 'POST',
      json: details({ season: 1900 }),
      headers: { 'Accept-Language': 'ga' },
    });
    const body = (await res.json()) as ErrorBody;
    expect(body.errors![0]!.code).toBe(CM.seasonAfter1920.id);
    expect(body.errors![0]!.message).not.toBe(CM.seasonAfter1920.message);
  });
});

describe('wizard step 2: format set-up', () => {
  it('enforces divisions 1–10, legs 0–2, points 0–10 and four distinct tie-breaks', async () => {
    const { id } = (await (await call('/competition', 'POST', details())).json()) as CompetitionDoc;
    const put = (over: Record<string, unknown>) => call(`/competition/${id}/format`, 'PUT', format(over));
    expect(await codes(await put({ numberOfDivisions: 11 }))).toContain(CM.divisionsRange.id);
    expect(await codes(await put({ numberOfDivisions: 0, divisions: [] }))).toContain(CM.divisionsRange.id);
    expect(await codes(await put({ legs: 3 }))).toContain(CM.legsRange.id);
    expect(await codes(await put({ winPoints: 11 }))).toContain(CM.pointsRange.id);
    expect(await codes(await put({ walkoverPoints: -1 }))).toContain(CM.pointsRange.id);
    expect(
      await codes(
        await put({ tieBreaks: ['SCORE_DIFFERENCE', 'SCORE_DIFFERENCE', 'HEAD_TO_HEAD', 'GOALS_FOR'] }),
      ),
    ).toContain(CM.tieBreaksRequired.id);
    expect(await codes(await put({ numberOfDivisions: 2 }))).toContain(CM.divisionCount.id);
    expect(await codes(await put({ divisions: [{ name: 'Division 1', abbreviation: '' }] }))).toContain(
      'validation.required',
    );
    expect(
      await codes(await put({ divisions: [{ name: 'D', abbreviation: 'D', officialsDaysBefore: -1 }] })),
    ).toContain(CM.daysHoursMin.id);
    const ok = await put({
      numberOfDivisions: 2,
      divisions: [
        { name: 'Division 1', abbreviation: 'D1' },
        { name: 'Division 2', abbreviation: 'D2' },
      ],
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as CompetitionDoc).divisions!.map((d) => d.abbreviation)).toEqual(['D1', 'D2']);
  });

  it('a format change deletes the divisions and their fixtures, only after confirmation (§4)', async () => {
    const { competition, division } = await newLeague(4);
    await call(`/division/${division.id}/fixture/generate`, 'POST', { roundDates: weekly(3), time: '19:30' });
    const change = format({ format: 'CUP' });
    const refused = await call(`/competition/${competition.id}/format`, 'PUT', change);
    expect(refused.status).toBe(409);
    expect(await codes(refused)).toEqual([CM.confirmRequired.id]);
    const confirmed = await call(`/competition/${competition.id}/format`, 'PUT', {
      ...change,
      confirm: true,
    });
    expect(confirmed.status).toBe(200);
    const doc = (await confirmed.json()) as CompetitionDoc;
    expect(doc.format).toBe('CUP');
    expect(doc.divisions![0]!.id).not.toBe(division.id);
    const live = await s.database.db
      .select()
      .from(fixtureTable)
      .where(and(eq(fixtureTable.divisionId, division.id), isNull(fixtureTable.deletedAt)));
    expect(live).toEqual([]);
  });
});

describe('wizard step 3: allocate teams', () => {
  it('needs at least one competitor, a team or a placeholder, each team once, and a name for a club’s second team', async () => {
    const { division } = await newLeague(3);
    const post = (competitors: unknown[]) =>
      call(`/division/${division.id}/competitor`, 'POST', { competitors });
    expect(await codes(await post([]))).toEqual([CM.competitorRequired.id]);
    expect(await codes(await post([{}]))).toEqual([CM.teamOrPlaceholder.id]);
    expect(await codes(await post([{ teamId: teams[0]!.teamId }, { teamId: teams[0]!.teamId }]))).toEqual([
      CM.competitorTwice.id,
    ]);
    // A second team of the first club (its U12 footballers stand in for a "B" team).
    const [second] = await s.database.db
      .select({ id: teamTable.id })
      .from(teamTable)
      .where(and(eq(teamTable.organizationId, teams[0]!.organizationId), ne(teamTable.id, teams[0]!.teamId)))
      .limit(1);
    const both = [{ teamId: teams[0]!.teamId }, { teamId: second!.id }];
    const unnamed = await post(both);
    expect(unnamed.status).toBe(400);
    expect(await codes(unnamed)).toEqual([CM.teamNameForDuplicate.id]);
    const named = await post([
      { teamId: teams[0]!.teamId, name: `${teams[0]!.name} A` },
      { teamId: second!.id, name: `${teams[0]!.name} B` },
      { placeholder: 'Winner Division 2' },
    ]);
    expect(named.status).toBe(200);
    const doc = (await named.json()) as CompetitionDoc;
    expect(doc.divisions![0]!.competitors.map((c) => c.name)).toEqual([
      `${teams[0]!.name} A`,
      `${teams[0]!.name} B`,
      'Winner Division 2',
    ]);
  });
});

describe('wizard step 4: fixtures generated', () => {
  it('a 6-team single round robin: 5 rounds of 3, every pair once, dates per round in Dublin time', async () => {
    const { division } = await newLeague(6);
    const res = await call(`/division/${division.id}/fixture/generate`, 'POST', {
      roundDates: weekly(5),
      time: '19:30',
    });
    expect(res.status).toBe(201);
    const fixtures = ((await res.json()) as { _embedded: { fixtures: Fixture[] } })._embedded.fixtures;
    expect(fixtures).toHaveLength(15);
    const pairs = new Set(fixtures.map((f) => [f.homeTeam.id, f.awayTeam.id].sort().join('|')));
    expect(pairs.size).toBe(15);
    expect(new Set(fixtures.map((f) => f.round)).size).toBe(5);
    // 7 March 2027 19:30 in Dublin is 19:30 UTC (winter time).
    expect(
      fixtures.filter((f) => f.round === 'Round 1').every((f) => f.startDate === '2027-03-07T19:30:00.000Z'),
    ).toBe(true);
    // The home club's ground is the venue.
    expect(fixtures.every((f) => f.place?.id)).toBe(true);
  });

  it('refuses round dates out of order, too few dates, too few teams; replaces only after confirmation', async () => {
    const { division } = await newLeague(6);
    const gen = (json: unknown) => call(`/division/${division.id}/fixture/generate`, 'POST', json);
    expect(
      await codes(
        await gen({ roundDates: ['2027-03-14', '2027-03-07', ...weekly(3, '2027-03-21')], time: '19:30' }),
      ),
    ).toEqual([CM.roundDateOrder.id]);
    expect(await codes(await gen({ roundDates: weekly(4), time: '19:30' }))).toEqual(['validation.required']);
    expect((await gen({ roundDates: weekly(5), time: '19:30' })).status).toBe(201);
    const again = await gen({ roundDates: weekly(5), time: '19:30' });
    expect(again.status).toBe(409);
    expect(await codes(again)).toEqual([CM.fixturesExist.id]);
    expect((await gen({ roundDates: weekly(5), time: '20:00', replace: true })).status).toBe(201);
    const { division: small } = await newLeague(2);
    expect(
      await codes(
        await call(`/division/${small.id}/fixture/generate`, 'POST', {
          roundDates: weekly(3),
          time: '19:30',
        }),
      ),
    ).toEqual([CM.generateTeams.id]);
  });

  it('uses a matrix for the team count, and refuses one for another count', async () => {
    const { division } = await newLeague(4);
    const gen = (matrixId: string) =>
      call(`/division/${division.id}/fixture/generate`, 'POST', {
        roundDates: weekly(3),
        time: '19:30',
        matrixId,
      });
    expect(await codes(await gen('predefined-6'))).toEqual([CM.matrixTeams.id]);
    expect((await gen('predefined-4')).status).toBe(201);
  });
});

describe('results, the league table and the §4 fixture rules', () => {
  it('confirmed results make the table; CCC notes required for a ruling; a referee cannot overwrite a confirmed result', async () => {
    const { division } = await newLeague(4);
    const gen = await call(`/division/${division.id}/fixture/generate`, 'POST', {
      roundDates: weekly(3),
      time: '19:30',
    });
    const fixtures = ((await gen.json()) as { _embedded: { fixtures: Fixture[] } })._embedded.fixtures;
    const [a, b] = fixtures;
    const result = (f: Fixture, json: unknown) => call(`/fixture/${f.id}/result`, 'PUT', json);
    expect(await codes(await result(a!, { outcome: 'WALKOVER_HOME' }))).toEqual([CM.cccNotesRequired.id]);
    expect(await codes(await result(a!, { outcome: 'PLAYED', homeGoals: 1 }))).toContain(
      'validation.required',
    );
    expect(
      await codes(
        await result(a!, { outcome: 'PLAYED', homeGoals: -1, homePoints: 0, awayGoals: 0, awayPoints: 0 }),
      ),
    ).toContain('validation.number.nonNegative');
    const played = await result(a!, {
      outcome: 'PLAYED',
      homeGoals: 2,
      homePoints: 10,
      awayGoals: 1,
      awayPoints: 9,
    });
    expect(played.status).toBe(200);
    expect((await played.json()) as Fixture).toMatchObject({
      resultConfirmed: true,
      isResult: true,
      homeTeam: { goals: 2, points: 10 },
    });
    expect(
      (await result(b!, { outcome: 'WALKOVER_AWAY', cccNotes: 'Home side failed to field' })).status,
    ).toBe(200);
    const table = (await (await call(`/division/${division.id}/table`, 'GET')).json()) as {
      table: { teamId: string; points: number; played: number; scoresFor: number }[];
    };
    const row = (id: string | undefined) => table.table.find((r) => r.teamId === id)!;
    expect(row(a!.homeTeam.id)).toMatchObject({ points: 2, played: 1, scoresFor: 16 });
    expect(row(a!.awayTeam.id)).toMatchObject({ points: 0, played: 1, scoresFor: 12 });
    expect(row(b!.awayTeam.id)).toMatchObject({ points: 2, played: 1, scoresFor: 0 });
    expect(table.table[0]!.points).toBe(2);
    const csv = await (await call(`/division/${division.id}/report`, 'GET')).text();
    expect(csv.split('\n')[0]).toContain('position');
  });

  it('the public view shows an active competition’s table without a token, and the next confirmed result at once', async () => {
    const { competition, division } = await newLeague(4);
    const gen = await call(`/division/${division.id}/fixture/generate`, 'POST', {
      roundDates: weekly(3),
      time: '19:30',
    });
    const [first] = ((await gen.json()) as { _embedded: { fixtures: Fixture[] } })._embedded.fixtures;
    expect((await s.call(`/api/v1/competition/${competition.id}`)).status).toBe(404); // still a draft
    await call(`/competition/${competition.id}/status`, 'PATCH', { status: 'ACTIVE' });
    type View = { divisions: { table: { teamId: string; points: number }[]; fixtures: Fixture[] }[] };
    const before = (await (await s.call(`/api/v1/competition/${competition.id}`)).json()) as View;
    expect(before.divisions[0]!.fixtures).toHaveLength(6);
    expect(before.divisions[0]!.fixtures[0]!.officials).toBeUndefined();
    expect(before.divisions[0]!.table.every((r) => r.points === 0)).toBe(true);
    await call(`/fixture/${first!.id}/result`, 'PUT', {
      outcome: 'PLAYED',
      homeGoals: 0,
      homePoints: 9,
      awayGoals: 0,
      awayPoints: 9,
    });
    const after = (await (await s.call(`/api/v1/competition/${competition.id}`)).json()) as View;
    const row = after.divisions[0]!.table.find((r) => r.teamId === first!.homeTeam.id)!;
    expect(row.points).toBe(1);
  });

  it('moving a fixture by more than 2 days needs a reason; 2 days does not', async () => {
    const { division } = await newLeague(4);
    const gen = await call(`/division/${division.id}/fixture/generate`, 'POST', {
      roundDates: weekly(3),
      time: '19:30',
    });
    const f = ((await gen.json()) as { _embedded: { fixtures: Fixture[] } })._embedded.fixtures[0]!;
    const edit = (date: string, reason?: string) =>
      call(`/fixture/${f.id}`, 'PUT', {
        divisionId: division.id,
        homeTeamId: f.homeTeam.id,
        awayTeamId: f.awayTeam.id,
        date,
        time: '19:30',
        ...(reason ? { reason } : {}),
      });
    expect((await edit('2027-03-09')).status).toBe(200);
    expect(await codes(await edit('2027-03-20'))).toEqual([CM.dateMoveReason.id]);
    expect((await edit('2027-03-20', 'Pitch unplayable')).status).toBe(200);
  });

  it('bulk: at most 20, a reason to delete, no bulk delete of fixtures that have started', async () => {
    const { division } = await newLeague(6);
    const gen = await call(`/division/${division.id}/fixture/generate`, 'POST', {
      roundDates: weekly(5),
      time: '19:30',
    });
    const ids = ((await gen.json()) as { _embedded: { fixtures: Fixture[] } })._embedded.fixtures.map(
      (f) => f.id,
    );
    expect(
      await codes(await call('/fixture/bulk', 'POST', { action: 'DELETE', ids: Array(21).fill(ids[0]) })),
    ).toContain(CM.bulkLimit.id);
    expect(
      await codes(await call('/fixture/bulk', 'POST', { action: 'DELETE', ids: ids.slice(0, 2) })),
    ).toEqual([CM.reasonRequired.id]);
    expect(
      (await call('/fixture/bulk', 'POST', { action: 'DELETE', ids: ids.slice(0, 2), reason: 'Re-drawn' }))
        .status,
    ).toBe(200);
    const seeded = (await (
      await s.call(`/api/fixture?filter=competition:${LEAGUE_ID},isResult:true&size=1`, { as: ADMIN })
    ).json()) as {
      _embedded: { fixtures: Fixture[] };
    };
    const started = await call('/fixture/bulk', 'POST', {
      action: 'DELETE',
      ids: [seeded._embedded.fixtures[0]!.id],
      reason: 'x',
    });
    expect(started.status).toBe(409);
    expect(await codes(started)).toEqual([CM.bulkDeleteStarted.id]);
  });

  it('finds a team playing twice at overlapping times', async () => {
    const { division } = await newLeague(4);
    const gen = await call(`/division/${division.id}/fixture/generate`, 'POST', {
      roundDates: weekly(3),
      time: '19:30',
    });
    const f = ((await gen.json()) as { _embedded: { fixtures: Fixture[] } })._embedded.fixtures[0]!;
    const other = teams.find((t) => t.teamId !== f.homeTeam.id && t.teamId !== f.awayTeam.id)!;
    const clash = await call('/fixture', 'POST', {
      divisionId: division.id,
      homeTeamId: f.homeTeam.id,
      awayTeamId: other.teamId,
      date: '2027-03-07',
      time: '20:00',
    });
    expect(clash.status).toBe(201);
    // Broadcast details: a blank block is none; a channel needs its summary; a link must be a URL.
    const byHand = (broadcast: unknown) =>
      call('/fixture', 'POST', {
        divisionId: division.id,
        homeTeamId: other.teamId,
        awayPlaceholder: 'Winner Group B',
        date: '2027-04-04',
        time: '15:00',
        broadcast,
      });
    expect((await byHand({ summary: '', channel: '', url: '' })).status).toBe(201);
    expect(await codes(await byHand({ channel: 'TG4' }))).toEqual([CM.broadcastSummary.id]);
    expect(await codes(await byHand({ summary: 'Live', url: 'not a link' }))).toEqual([CM.urlInvalid.id]);
    const shown = (await (
      await byHand({ summary: 'Live on TG4', channel: 'TG4', url: 'https://tg4.ie' })
    ).json()) as Fixture;
    expect(shown).toMatchObject({
      broadcast: { summary: 'Live on TG4', channel: 'TG4' },
      awayTeam: { name: 'Winner Group B' },
    });
    const res = await call(`/fixture/conflicts/${f.id}`, 'POST');
    const body = (await res.json()) as { conflicts: { kind: string; fixtureId: string }[] };
    expect(body.conflicts).toContainEqual(
      expect.objectContaining({ kind: 'TEAM', fixtureId: ((await clash.json()) as Fixture).id }),
    );
  });
});

describe('division communication settings (seed 2 §3)', () => {
  it('remind the appointed officials and the admins the set days and hours before throw-in, through the outbox', async () => {
    const { competition, division } = await newLeague(4);
    const settings = {
      name: 'Division 1',
      abbreviation: 'D1',
      officialsDaysBefore: 1,
      officialsHoursBefore: 2,
      adminDaysBefore: 0,
      adminHoursBefore: 3,
    };
    expect(
      await codes(await call(`/division/${division.id}`, 'PUT', { ...settings, officialsHoursBefore: -1 })),
    ).toEqual([CM.daysHoursMin.id]);
    expect((await call(`/division/${division.id}`, 'PUT', settings)).status).toBe(200);
    const gen = await call(`/division/${division.id}/fixture/generate`, 'POST', {
      roundDates: weekly(3),
      time: '19:30',
    });
    const f = ((await gen.json()) as { _embedded: { fixtures: Fixture[] } })._embedded.fixtures[0]!;
    const appoint = await s.call(`/api/fixture/${f.id}/official`, {
      as: ADMIN,
      method: 'POST',
      json: { officials: [{ personId: personId('demo:referee'), type: 'REFEREES' }] },
    });
    expect(appoint.status).toBe(201);
    const start = Date.parse(f.startDate);
    const sentTo = async () =>
      (await s.database.db.select().from(notification)).filter(
        (n) => n.subject.includes(f.homeTeam.name!) && /Reminder|Coming up/.test(n.subject),
      );
    await runDueFollowUps(s.database.db, localNotifications, new Date(start - 27 * 3600_000));
    expect(await sentTo()).toEqual([]);
    await runDueFollowUps(s.database.db, localNotifications, new Date(start - 26 * 3600_000));
    expect((await sentTo()).map((n) => n.recipientPersonId)).toEqual([personId('demo:referee')]);
    await runDueFollowUps(s.database.db, localNotifications, new Date(start - 3 * 3600_000));
    const admins = (await sentTo()).filter((n) => n.subject.startsWith('Coming up'));
    expect(admins.map((n) => n.recipientPersonId)).toContain(personId('demo:competition-admin'));
    expect(admins[0]!.body).toContain('Officials yet to confirm');
    expect(competition.id).toBeTruthy();
  });
});

describe('fixture notifications', () => {
  it('e-mail the officials and the admins once per fixture version and text; an audience is required', async () => {
    const { division } = await newLeague(4);
    const gen = await call(`/division/${division.id}/fixture/generate`, 'POST', {
      roundDates: weekly(3),
      time: '19:30',
    });
    const f = ((await gen.json()) as { _embedded: { fixtures: Fixture[] } })._embedded.fixtures[0]!;
    await s.call(`/api/fixture/${f.id}/official`, {
      as: ADMIN,
      method: 'POST',
      json: { officials: [{ personId: personId('demo:referee'), type: 'REFEREES' }] },
    });
    expect(await codes(await call(`/fixture/${f.id}/notification`, 'POST', { audiences: [] }))).toEqual([
      'validation.required',
    ]);
    const notice = { audiences: ['OFFICIALS', 'ADMINS'], message: 'Throw-in moved to the main pitch.' };
    const first = (await (await call(`/fixture/${f.id}/notification`, 'POST', notice)).json()) as {
      sent: number;
    };
    expect(first.sent).toBeGreaterThanOrEqual(2);
    const again = (await (await call(`/fixture/${f.id}/notification`, 'POST', notice)).json()) as {
      sent: number;
    };
    expect(again.sent).toBe(0);
    const mails = (await s.database.db.select().from(notification)).filter((n) =>
      n.body.includes('Throw-in moved'),
    );
    expect(mails.map((n) => n.recipientPersonId)).toEqual(
      expect.arrayContaining([personId('demo:referee'), personId('demo:competition-admin')]),
    );
    expect(mails[0]!.body).toContain(f.homeTeam.name!);
  });
});

describe('status, delete, clone (§4)', () => {
  it('archive and unarchive need a reason; Active → Draft deletes fixtures after confirmation; delete needs a reason', async () => {
    const { competition, division } = await newLeague(4);
    await call(`/division/${division.id}/fixture/generate`, 'POST', { roundDates: weekly(3), time: '19:30' });
    const status = (json: unknown) => call(`/competition/${competition.id}/status`, 'PATCH', json);
    expect((await status({ status: 'ACTIVE' })).status).toBe(200);
    expect(await codes(await status({ status: 'ARCHIVED' }))).toEqual([CM.reasonRequired.id]);
    expect((await status({ status: 'ARCHIVED', reason: 'Season over' })).status).toBe(200);
    expect(await codes(await status({ status: 'ACTIVE' }))).toEqual([CM.reasonRequired.id]);
    expect((await status({ status: 'ACTIVE', reason: 'Reopened for a replay' })).status).toBe(200);
    const draft = await status({ status: 'DRAFT' });
    expect(draft.status).toBe(409);
    expect(await codes(draft)).toEqual([CM.confirmRequired.id]);
    const confirmed = (await (await status({ status: 'DRAFT', confirm: true })).json()) as CompetitionDoc;
    expect(confirmed).toMatchObject({ status: 'DRAFT', divisions: [] });

    const clone = await call(`/competition/${competition.id}/clone`, 'POST');
    expect(clone.status).toBe(201);
    expect((await clone.json()) as CompetitionDoc).toMatchObject({
      status: 'DRAFT',
      name: `${competition.name} (copy)`,
    });

    expect(await codes(await call(`/competition/${competition.id}`, 'DELETE', {}))).toEqual([
      'validation.required',
    ]);
    expect((await call(`/competition/${competition.id}`, 'DELETE', { reason: 'Entered twice' })).status).toBe(
      204,
    );
    expect((await call(`/competition/${competition.id}`, 'GET')).status).toBe(404);
  });
});

describe('matrices and pools', () => {
  it('predefined matrices are read-only; a custom one needs a name ≤ 50, 3–24 teams and unique teams', async () => {
    const list = (await (await call('/matrix?filter=totalTeams:6', 'GET')).json()) as {
      _embedded: { matrices: { id: string; predefined: boolean }[] };
    };
    expect(list._embedded.matrices).toContainEqual(
      expect.objectContaining({ id: 'predefined-6', predefined: true }),
    );
    const edit = await call('/matrix/predefined-6', 'PUT', {});
    expect(edit.status).toBe(409);
    expect(((await edit.json()) as ErrorBody).message).toBe(CM.matrixPredefined.message);
    const m = (over: Record<string, unknown>) =>
      call('/matrix', 'POST', {
        organizationId: county,
        name: 'Blitz',
        totalTeams: 3,
        rounds: [{ pairings: [{ home: 1, away: 2 }] }],
        ...over,
      });
    expect(await codes(await m({ name: 'x'.repeat(51) }))).toEqual([CM.matrixNameMax.id]);
    expect(await codes(await m({ totalTeams: 25 }))).toEqual([CM.matrixTeams.id]);
    expect(
      await codes(
        await m({
          rounds: [
            {
              pairings: [
                { home: 1, away: 2 },
                { home: 2, away: 3 },
              ],
            },
          ],
        }),
      ),
    ).toEqual([CM.uniqueTeams.id]);
    const ok = await m({});
    expect(ok.status).toBe(201);
    const { id } = (await ok.json()) as { id: string };
    expect((await call(`/matrix/${id}`, 'DELETE')).status).toBe(204);
  });

  it('pools: name ≤ 50, description ≤ 75; one used by an active competition cannot be deleted', async () => {
    const p = (over: Record<string, unknown>) =>
      call('/pool', 'POST', {
        organizationId: county,
        kind: 'MATCH_OFFICIAL',
        name: 'Senior referees',
        memberIds: [personId('demo:referee')],
        ...over,
      });
    expect(await codes(await p({ name: 'x'.repeat(51) }))).toEqual([CM.poolNameMax.id]);
    expect(await codes(await p({ description: 'x'.repeat(76) }))).toEqual([CM.poolDescriptionMax.id]);
    const pool = (await (await p({})).json()) as { id: string; members: { name: string }[] };
    expect(pool.members).toHaveLength(1);
    const { competition } = await newLeague(3, { matchOfficialPoolId: pool.id });
    await call(`/competition/${competition.id}/status`, 'PATCH', { status: 'ACTIVE' });
    const del = await call(`/pool/${pool.id}`, 'DELETE');
    expect(del.status).toBe(409);
    expect(((await del.json()) as ErrorBody).message).toBe(CM.poolInUse.message);
  });
});

describe('idempotent replay', () => {
  it('a create and a generation sent twice with one Idempotency-Key are applied once, with the same answer', async () => {
    const send = (path: string, json: unknown, key: string) =>
      s.call(`/api/admin${path}`, { as: ADMIN, method: 'POST', json, headers: { 'Idempotency-Key': key } });
    const key = crypto.randomUUID();
    const first = await send('/competition', details({ name: 'Replayed League' }), key);
    const again = await send('/competition', details({ name: 'Replayed League' }), key);
    expect([first.status, again.status]).toEqual([201, 201]);
    const created = (await first.json()) as CompetitionDoc;
    expect(((await again.json()) as CompetitionDoc).id).toBe(created.id);
    const list = (await (
      await call(`/competition?search=Replayed&filter=organization:${county}`, 'GET')
    ).json()) as {
      _embedded: { competitions: CompetitionDoc[] };
    };
    expect(list._embedded.competitions).toHaveLength(1);

    const { division } = await newLeague(4);
    const genKey = crypto.randomUUID();
    const body = { roundDates: weekly(3), time: '19:30' };
    const g1 = await send(`/division/${division.id}/fixture/generate`, body, genKey);
    const g2 = await send(`/division/${division.id}/fixture/generate`, body, genKey);
    expect([g1.status, g2.status]).toEqual([201, 201]);
    const live = await s.database.db
      .select()
      .from(fixtureTable)
      .where(and(eq(fixtureTable.divisionId, division.id), isNull(fixtureTable.deletedAt)));
    expect(live).toHaveLength(6);
  });
});

describe('match officials to appoint', () => {
  it('lists the people with the MATCH_OFFICIAL label under the organisation, by name; needs the organisation', async () => {
    const res = await call(
      `/match-official?filter=organization:${county}&search=${encodeURIComponent('Mac Cárthaigh')}`,
      'GET',
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { _embedded: { people: { id: string; name: string }[] } };
    expect(body._embedded.people.map((p) => p.id)).toContain(personId('demo:referee'));
    expect(await codes(await call('/match-official', 'GET'))).toEqual(['validation.required']);
    expect(
      (await call(`/match-official?filter=organization:${county}`, 'GET', undefined, 'referee')).status,
    ).toBe(403);
  });
});

describe('object level (BOLA)', () => {
  it('the Wicklow admin cannot read or change another county’s competition, division, fixture or pool', async () => {
    const db = s.database.db;
    const cork = orgId.county('cork');
    const competitionId = crypto.randomUUID();
    const divisionId = crypto.randomUUID();
    const fixtureId = crypto.randomUUID();
    const poolId = crypto.randomUUID();
    await db.insert(competitionTable).values({
      id: competitionId,
      name: 'Cork League',
      organizationId: cork,
      season: 2027,
      activity: 'Football',
      ageLevel: 'SENIOR',
      format: 'LEAGUE',
      status: 'ACTIVE',
    });
    await db
      .insert(divisionTable)
      .values({ id: divisionId, competitionId, name: 'Division 1', abbreviation: 'D1' });
    await db.insert(fixtureTable).values({
      id: fixtureId,
      competitionId,
      divisionId,
      homeTeamId: teams[0]!.teamId,
      awayTeamId: teams[1]!.teamId,
      ownerId: cork,
      startDate: new Date('2027-05-01T14:00:00Z'),
    });
    await db
      .insert(poolTable)
      .values({ id: poolId, organizationId: cork, kind: 'VENUE', name: 'Cork grounds' });
    const refused = [
      await call(`/competition/${competitionId}`, 'GET'),
      await call(`/competition/${competitionId}/status`, 'PATCH', { status: 'ARCHIVED', reason: 'x' }),
      await call(`/competition/${competitionId}`, 'DELETE', { reason: 'x' }),
      await call(`/division/${divisionId}/table`, 'GET'),
      await call(`/division/${divisionId}/competitor`, 'POST', { competitors: [{ placeholder: 'X' }] }),
      await call(`/fixture/${fixtureId}/result`, 'PUT', { outcome: 'POSTPONED' }),
      await call('/fixture/bulk', 'POST', { action: 'POSTPONE', ids: [fixtureId] }),
      await call(`/pool/${poolId}`, 'DELETE'),
      await call('/competition', 'POST', details({ organizationId: cork })),
      await call(`/match-official?filter=organization:${cork}`, 'GET'),
    ];
    expect(refused.map((r) => r.status)).toEqual(Array(refused.length).fill(403));
    const list = (await (await call('/competition?size=100', 'GET')).json()) as {
      _embedded: { competitions: CompetitionDoc[] };
    };
    expect(list._embedded.competitions.map((c) => c.id)).not.toContain(competitionId);
    const [after] = await db.select().from(competitionTable).where(eq(competitionTable.id, competitionId));
    expect(after).toMatchObject({ status: 'ACTIVE', deletedAt: null });
    expect((await call(`/competition/${competitionId}`, 'GET', undefined, 'super-admin')).status).toBe(200);
  });
});

describe('roles (seed 2 §6)', () => {
  it('a coach and a member are refused the area; the club officer cannot create a county competition', async () => {
    expect((await call('/competition', 'GET', undefined, 'coach')).status).toBe(403);
    expect((await call('/competition', 'POST', details(), 'member')).status).toBe(403);
    expect((await call('/competition', 'POST', details(), 'officer')).status).toBe(403);
    expect((await call(`/competition/${LEAGUE_ID}`, 'GET', undefined, 'referee')).status).toBe(403);
    expect((await s.call('/api/admin/competition')).status).toBe(401);
  });

  it('lists only competitions under the organisations the admin runs, filtered and paginated', async () => {
    const res = await call(
      `/competition?filter=organization:${county},status:ACTIVE&sort=name,asc&size=1`,
      'GET',
    );
    const body = (await res.json()) as {
      _embedded: { competitions: CompetitionDoc[] };
      page: { totalElements: number; size: number };
    };
    expect(res.status).toBe(200);
    expect(body.page.size).toBe(1);
    expect(
      body._embedded.competitions.every((c) => c.organizationId === county && c.status === 'ACTIVE'),
    ).toBe(true);
    const csv = await (await call(`/competition/report?filter=organization:${county}`, 'GET')).text();
    expect(csv).toContain('Wicklow Senior Football League');
  });
});
