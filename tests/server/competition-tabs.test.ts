/**
 * The competitions area's Communications and Managed Leagues tabs (issue 54 item 2): a division's
 * communication settings kept; fixture notifications recorded with the mail and listed a page at a time; a
 * division handed to another organisation, whose competition admins then manage its fixtures and results
 * and nothing else, and who can neither make nor end a hand-over themselves.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompetitionDoc } from '../../domain/competition/competition.ts';
import { competitionTabsApi as api } from '../../domain/competition/competition-tabs.contract.ts';
import { handOverProblem } from '../../domain/competition/managed-league.ts';
import { COMPETITION_MESSAGES as CM } from '../../domain/competition/messages.ts';
import { fixtureNotification, managedLeague } from '../../server/db/schema/index.ts';
import { LEAGUE_ID, leagueFixtureId } from '../../server/db/seed/competition.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { personId } from '../../server/db/seed/people.ts';
import { seedId } from '../../server/db/seed/random.ts';
import { callContract, startTestServer, type TestServer } from './harness.ts';
import { world, type WorldClub } from './world.ts';

const DIVISION = seedId('division', 'wicklow-sfl:1');
const COUNTY = orgId.county('wicklow');
const FIXTURE = leagueFixtureId(9);
const ADMIN = 'competition-admin';

let s: TestServer;
let district: WorldClub;
/** A competition admin of `district` (another county's club: no rights over Wicklow's league by itself). */
const RUNNER = 'tabs-runner';
/** A competition admin of a third organisation. */
const OUTSIDER = 'tabs-outsider';

beforeAll(async () => {
  s = await startTestServer();
  const w = world(s);
  district = await w.club({ county: 'kerry' });
  const runner = await w.person({ username: RUNNER });
  await w.member(runner, district, { labels: ['ADMIN_COMPETITION'], privileges: ['COMPETITION'] });
  const third = await w.club({ county: 'cork' });
  const outsider = await w.person({ username: OUTSIDER });
  await w.member(outsider, third, { labels: ['ADMIN_COMPETITION'], privileges: ['COMPETITION'] });
});
afterAll(() => s.close());

const result = (homeGoals: number) => ({
  outcome: 'PLAYED',
  homeGoals,
  homePoints: 10,
  awayGoals: 0,
  awayPoints: 9,
  confirm: true,
});

describe('managed leagues: the rule', () => {
  it('refuses a hand-over to the owner itself and a second running one', () => {
    expect(handOverProblem({ ownerId: 'a', managerId: 'a', runningManagerId: null })).toBe('self');
    expect(handOverProblem({ ownerId: 'a', managerId: 'b', runningManagerId: 'c' })).toBe('running');
    expect(handOverProblem({ ownerId: 'a', managerId: 'b', runningManagerId: null })).toBeNull();
  });
});

describe('managed leagues', () => {
  let leagueId = '';

  it('before a hand-over, the other organisation’s competition admin cannot touch the county’s fixtures', async () => {
    const res = await s.call(`/api/admin/fixture/${FIXTURE}/result`, {
      method: 'PUT',
      as: RUNNER,
      json: result(1),
    });
    expect(res.status).toBe(403);
    expect((await s.call(`/api/admin/division/${DIVISION}`, { as: RUNNER })).status).toBe(403);
  });

  it('cannot be forged by the receiving side or by anyone outside the owner', async () => {
    for (const as of [RUNNER, OUTSIDER, 'officer', 'referee']) {
      const made = await callContract(
        s,
        api.createManagedLeague,
        { params: { id: DIVISION }, body: { organizationId: district.id } },
        as,
      );
      expect(made.status, as).toBe(403);
    }
    expect(await s.database.db.select().from(managedLeague)).toHaveLength(0);
  });

  it('refuses a hand-over to the owner itself, and an unknown organisation', async () => {
    const self = await callContract(
      s,
      api.createManagedLeague,
      { params: { id: DIVISION }, body: { organizationId: COUNTY } },
      ADMIN,
    );
    expect(self.status).toBe(400);
    expect(self.error?.errors?.[0]).toMatchObject({ field: 'organizationId', code: CM.handOverToSelf.id });
    const nobody = await callContract(
      s,
      api.createManagedLeague,
      { params: { id: DIVISION }, body: { organizationId: crypto.randomUUID() } },
      ADMIN,
    );
    expect(nobody.status).toBe(400);
  });

  it('the owner’s competition admin hands the division over (replayed once with its key), and a second is 409', async () => {
    const input = {
      params: { id: DIVISION },
      body: { organizationId: district.id },
      idempotencyKey: 'tabs-hand-over-1',
    };
    const made = await callContract(s, api.createManagedLeague, input, ADMIN);
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      divisionId: DIVISION,
      competitionId: LEAGUE_ID,
      owner: { id: COUNTY },
      manager: { id: district.id },
      endedAt: null,
      createdBy: 'Gráinne Ní Riain',
    });
    leagueId = made.body.id;
    const replay = await callContract(s, api.createManagedLeague, input, ADMIN);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.id).toBe(leagueId);
    const again = await callContract(
      s,
      api.createManagedLeague,
      { params: { id: DIVISION }, body: { organizationId: district.id } },
      ADMIN,
    );
    expect(again.status).toBe(409);
    expect(again.error?.errors?.[0]).toMatchObject({ code: CM.handOverRunning.id });
  });

  it('lists it on both sides', async () => {
    const mine = await callContract(s, api.managedLeagues, { query: { organization: COUNTY } }, ADMIN);
    expect(mine.body.handedOut.map((m) => m.id)).toEqual([leagueId]);
    const theirs = await callContract(
      s,
      api.managedLeagues,
      { query: { organization: district.id } },
      RUNNER,
    );
    expect(theirs.body.managing.map((m) => m.id)).toEqual([leagueId]);
    expect(theirs.body.handedOut).toEqual([]);
    const outsider = await callContract(
      s,
      api.managedLeagues,
      { query: { organization: district.id } },
      OUTSIDER,
    );
    expect(outsider.status).toBe(403);
  });

  it('lets the managing organisation’s admin manage the division’s fixtures and results', async () => {
    expect((await s.call(`/api/admin/division/${DIVISION}`, { as: RUNNER })).status).toBe(200);
    expect((await s.call(`/api/admin/competition/${LEAGUE_ID}`, { as: RUNNER })).status).toBe(200);
    const scored = await s.call(`/api/admin/fixture/${FIXTURE}/result`, {
      method: 'PUT',
      as: RUNNER,
      json: result(2),
    });
    expect(scored.status).toBe(200);
    expect(await scored.json()).toMatchObject({ homeTeam: { goals: 2 }, resultConfirmed: true });
    const made = await s.call('/api/admin/fixture', {
      method: 'POST',
      as: RUNNER,
      json: {
        divisionId: DIVISION,
        homePlaceholder: 'Winner A',
        awayPlaceholder: 'Winner B',
        date: '2030-06-01',
        time: '15:00',
      },
    });
    expect(made.status).toBe(201);
    // …but not the competition itself, its divisions' settings, its competitors, or a further hand-over.
    const seeded = (await (
      await s.call(`/api/admin/competition/${LEAGUE_ID}`, { as: ADMIN })
    ).json()) as CompetitionDoc;
    const details = await s.call(`/api/admin/competition/${LEAGUE_ID}/status`, {
      method: 'PATCH',
      as: RUNNER,
      json: { status: 'ARCHIVED', reason: 'no' },
    });
    expect(details.status).toBe(403);
    const division = seeded.divisions![0]!;
    const settings = await s.call(`/api/admin/division/${DIVISION}`, {
      method: 'PUT',
      as: RUNNER,
      json: { name: division.name, abbreviation: division.abbreviation, adminDaysBefore: 9 },
    });
    expect(settings.status).toBe(403);
    const onward = await callContract(
      s,
      api.createManagedLeague,
      { params: { id: DIVISION }, body: { organizationId: orgId.county('cork') } },
      RUNNER,
    );
    expect(onward.status).toBe(403);
  });

  it('a third organisation’s admin still cannot, and the receiving side cannot end it', async () => {
    const res = await s.call(`/api/admin/fixture/${FIXTURE}/result`, {
      method: 'PUT',
      as: OUTSIDER,
      json: result(3),
    });
    expect(res.status).toBe(403);
    const end = await callContract(s, api.endManagedLeague, { params: { id: leagueId } }, RUNNER);
    expect(end.status).toBe(403);
  });

  it('ended by the owner, the rights go (and ending twice is 409)', async () => {
    const end = await callContract(s, api.endManagedLeague, { params: { id: leagueId } }, ADMIN);
    expect(end.status).toBe(200);
    expect(end.body.endedBy).toBe('Gráinne Ní Riain');
    expect((await callContract(s, api.endManagedLeague, { params: { id: leagueId } }, ADMIN)).status).toBe(
      409,
    );
    const res = await s.call(`/api/admin/fixture/${FIXTURE}/result`, {
      method: 'PUT',
      as: RUNNER,
      json: result(4),
    });
    expect(res.status).toBe(403);
    // Kept in the history, and the division can be handed again.
    const mine = await callContract(s, api.managedLeagues, { query: { organization: COUNTY } }, ADMIN);
    expect(mine.body.handedOut[0]).toMatchObject({ id: leagueId, endedAt: expect.any(String) });
    const again = await callContract(
      s,
      api.createManagedLeague,
      { params: { id: DIVISION }, body: { organizationId: district.id } },
      'super-admin',
    );
    expect(again.status).toBe(201);
  });
});

describe('communications', () => {
  it('keeps a division’s communication settings', async () => {
    const seeded = (await (
      await s.call(`/api/admin/competition/${LEAGUE_ID}`, { as: ADMIN })
    ).json()) as CompetitionDoc;
    const d = seeded.divisions![0]!;
    const res = await s.call(`/api/admin/division/${DIVISION}`, {
      method: 'PUT',
      as: ADMIN,
      json: {
        name: d.name,
        abbreviation: d.abbreviation,
        officialsDaysBefore: 2,
        officialsHoursBefore: 3,
        adminDaysBefore: 1,
        adminHoursBefore: 0,
      },
    });
    expect(res.status).toBe(200);
    const read = (await (await s.call(`/api/admin/division/${DIVISION}`, { as: ADMIN })).json()) as {
      officialsDaysBefore: number;
      officialsHoursBefore: number;
      adminDaysBefore: number;
    };
    expect(read).toMatchObject({ officialsDaysBefore: 2, officialsHoursBefore: 3, adminDaysBefore: 1 });
  });

  it('records a notification with its mail, once for a replay, and lists the history a page at a time', async () => {
    const fixtures = [leagueFixtureId(8), leagueFixtureId(10)];
    for (const [i, f] of fixtures.entries()) {
      const send = () =>
        s.call(`/api/admin/fixture/${f}/notification`, {
          method: 'POST',
          as: ADMIN,
          headers: { 'Idempotency-Key': `tabs-notice-${i}` },
          json: { audiences: ['ADMINS'], message: `Notice ${i}` },
        });
      const first = await send();
      expect(first.status).toBe(200);
      expect(((await first.json()) as { sent: number }).sent).toBeGreaterThan(0);
      expect((await send()).headers.get('idempotent-replayed')).toBe('true');
    }
    const rows = await s.database.db
      .select()
      .from(fixtureNotification)
      .where(eq(fixtureNotification.sentBy, personId('demo:competition-admin')));
    expect(rows).toHaveLength(2);

    const first = await callContract(
      s,
      api.notificationHistory,
      { query: { organization: COUNTY, page: 0, size: 1 } },
      ADMIN,
    );
    expect(first.status).toBe(200);
    expect(first.body._embedded.notifications).toHaveLength(1);
    expect(first.body._embedded.notifications[0]).toMatchObject({
      fixtureId: leagueFixtureId(10),
      audiences: ['ADMINS'],
      message: 'Notice 1',
      sentBy: 'Gráinne Ní Riain',
      fixture: expect.stringContaining(' v '),
    });
    expect(first.body.page.totalPages).toBe(2);
    const second = await callContract(
      s,
      api.notificationHistory,
      { query: { organization: COUNTY, page: 1, size: 1 } },
      ADMIN,
    );
    expect(second.body._embedded.notifications[0]?.fixtureId).toBe(leagueFixtureId(8));
    expect(second.body.page.totalPages).toBe(2);
  });

  it('a notice sent again (same fixture version and text) sends nothing and records nothing', async () => {
    const before = (await s.database.db.select().from(fixtureNotification)).length;
    const res = await s.call(`/api/admin/fixture/${leagueFixtureId(8)}/notification`, {
      method: 'POST',
      as: ADMIN,
      json: { audiences: ['ADMINS'], message: 'Notice 0' },
    });
    expect(((await res.json()) as { sent: number }).sent).toBe(0);
    expect(await s.database.db.select().from(fixtureNotification)).toHaveLength(before);
  });
});
