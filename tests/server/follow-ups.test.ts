import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localNotifications } from '../../server/adapters/notifications/notifications.ts';
import { fixture, followUpJob, notification } from '../../server/db/schema/index.ts';
import { leagueFixtureId } from '../../server/db/seed/competition.ts';
import { runDueFollowUps, scheduleMissingFollowUps } from '../../server/jobs/follow-ups.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
let refereeId: string;
let adminId: string;
const personOf = async (as: string) =>
  ((await (await s.call('/api/person/me', { as })).json()) as { id: string }).id;
beforeAll(async () => {
  s = await startTestServer();
  refereeId = await personOf('referee');
  adminId = await personOf('competition-admin');
  await scheduleMissingFollowUps(s.database.db);
});
afterAll(() => s.close());

const F = { tomorrow: leagueFixtureId(6), later: leagueFixtureId(7), noOfficials: leagueFixtureId(9) };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function startOf(id: string): Promise<number> {
  const [row] = await s.database.db.select({ at: fixture.startDate }).from(fixture).where(eq(fixture.id, id));
  return row!.at.getTime();
}
async function sentFor(id: string) {
  const rows = await s.database.db.select().from(notification);
  return rows
    .filter((n) => n.dedupeKey.endsWith(`:${id}`))
    .map(
      (n) =>
        `${n.dedupeKey.split(':')[0]} ${n.channel} ${n.recipientPersonId === refereeId ? 'referee' : n.recipientPersonId === adminId ? 'admin' : n.recipientPersonId}`,
    )
    .sort();
}
const run = (at: number) => runDueFollowUps(s.database.db, localNotifications, new Date(at));

describe('referee follow-ups', () => {
  it('sends the score request at 1 h, the escalation at 2 h, the SMS at 24 h and the alert at 2 days', async () => {
    const start = await startOf(F.tomorrow);
    await run(start + HOUR - MINUTE);
    expect(await sentFor(F.tomorrow)).toEqual([]);
    await run(start + HOUR);
    expect(await sentFor(F.tomorrow)).toEqual(['scoreRequest EMAIL referee']);
    await run(start + 2 * HOUR);
    expect(await sentFor(F.tomorrow)).toEqual(['adminEscalation EMAIL admin', 'scoreRequest EMAIL referee']);
    await run(start + 24 * HOUR);
    expect(await sentFor(F.tomorrow)).toEqual([
      'adminEscalation EMAIL admin',
      'scoreRequest EMAIL referee',
      'smsReminder SMS referee',
    ]);
    await run(start + 48 * HOUR);
    const all = [
      'adminEscalation EMAIL admin',
      'noReplyAlert EMAIL admin',
      'scoreRequest EMAIL referee',
      'smsReminder SMS referee',
    ];
    expect(await sentFor(F.tomorrow)).toEqual(all);
    // Running again (a second process, a restart) sends nothing twice.
    expect(await run(start + 72 * HOUR)).toBe(0);
    expect(await sentFor(F.tomorrow)).toEqual(all);
    const [alert] = (await s.database.db.select().from(notification)).filter(
      (n) => n.dedupeKey === `noReplyAlert:${F.tomorrow}`,
    );
    expect(alert!.body).toMatch(/never confirmed availability/);
  });

  it('sends nothing after the score arrives, and cancels the remaining jobs', async () => {
    const start = await startOf(F.later);
    await run(start + HOUR);
    expect(await sentFor(F.later)).toEqual(['scoreRequest EMAIL referee']);
    const res = await s.call(`/api/fixture/${F.later}/score`, {
      as: 'referee',
      method: 'PUT',
      json: { homeGoals: 1, homePoints: 10, awayGoals: 2, awayPoints: 3 },
    });
    expect(res.status).toBe(200);
    await run(start + 2 * HOUR);
    await run(start + 24 * HOUR);
    await run(start + 48 * HOUR);
    expect(await sentFor(F.later)).toEqual(['scoreRequest EMAIL referee']);
    const jobs = await s.database.db.select().from(followUpJob).where(eq(followUpJob.fixtureId, F.later));
    expect(jobs.map((j) => j.state).sort()).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED', 'DONE']);
  });

  it('schedules follow-ups when a referee is appointed, once per kind', async () => {
    const jobsOf = () =>
      s.database.db.select().from(followUpJob).where(eq(followUpJob.fixtureId, F.noOfficials));
    expect(await jobsOf()).toEqual([]);
    const res = await s.call(`/api/fixture/${F.noOfficials}/official`, {
      as: 'competition-admin',
      method: 'POST',
      json: { officials: [{ personId: refereeId, type: 'REFEREES' }] },
    });
    expect(res.status).toBe(201);
    await scheduleMissingFollowUps(s.database.db);
    const start = await startOf(F.noOfficials);
    expect((await jobsOf()).map((j) => [j.kind, j.runAt.getTime() - start]).sort()).toEqual([
      ['adminEscalation', 2 * HOUR],
      ['noReplyAlert', 48 * HOUR],
      ['scoreRequest', HOUR],
      ['smsReminder', 24 * HOUR],
    ]);
  });

  it('shows the outbox to super admins only', async () => {
    expect((await s.call('/api/dev/notifications', { as: 'referee' })).status).toBe(403);
    const res = await s.call('/api/dev/notifications', { as: 'super-admin' });
    expect(res.status).toBe(200);
    expect(
      ((await res.json()) as { _embedded: { notifications: unknown[] } })._embedded.notifications.length,
    ).toBeGreaterThan(0);
  });
});
