/**
 * Follow and be told (issue 52 item 3): the follow and subscription routes (the caller's own only), the
 * fan-out a committed match event makes (one message per browser, however many follows reach its person),
 * score coalescing, 404/410 removal, retry, the rate limit and the person's language — delivered for real to
 * a local push service that checks VAPID and decrypts each payload (tests/support/push-endpoint.ts).
 */
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS } from '../../domain/comms/delivery.ts';
import type { MatchEventInput } from '../../domain/competition/match-event.ts';
import { followApi } from '../../domain/follow/follow.contract.ts';
import { PUSH_LIMIT_PER_HOUR, SCORE_COALESCE_MS, type PushPayload } from '../../domain/follow/follow.ts';
import type { Mutation } from '../../domain/sync/protocol.ts';
import { vapidOf } from '../../server/adapters/push/vapid.ts';
import {
  competition,
  fixture,
  follow,
  person,
  pushMessage,
  pushSubscription,
  team,
} from '../../server/db/schema/index.ts';
import { leagueFixtureId } from '../../server/db/seed/competition.ts';
import { personId } from '../../server/db/seed/people.ts';
import { deliverPushDue } from '../../server/jobs/push-delivery.ts';
import { startPushEndpoint, type FakeSubscription, type PushEndpoint } from '../support/push-endpoint.ts';
import { callContract, startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
let ep: PushEndpoint;
const vapid = () => vapidOf(s.database.db, { VAPID_SUBJECT: 'mailto:test@pairc.ie' })();
const deliver = (now = new Date()) => deliverPushDue(s.database.db, { vapid, now });

beforeAll(async () => {
  s = await startTestServer();
  ep = await startPushEndpoint();
});
afterAll(async () => {
  await ep.close();
  await s.close();
});

async function fixtureTargets(id: string) {
  const [f] = await s.database.db.select().from(fixture).where(eq(fixture.id, id));
  const [home] = await s.database.db.select().from(team).where(eq(team.id, f!.homeTeamId!));
  return { homeTeam: home!.id, club: home!.organizationId, competition: f!.competitionId };
}

async function subscribe(as: string, sub: FakeSubscription): Promise<string> {
  const res = await callContract(s, followApi.subscribe, { body: sub.toJSON() }, as);
  expect(res.status).toBe(201);
  return res.body.id;
}

async function followAs(as: string, kind: 'TEAM' | 'CLUB' | 'COMPETITION', targetId: string) {
  const res = await callContract(s, followApi.follow, { body: { kind, targetId } }, as);
  expect(res.status).toBe(201);
  return res.body;
}

const event = (kind: MatchEventInput['kind'], minute: number, rest: Partial<MatchEventInput> = {}) =>
  ({ id: uuidv7(), kind, minute, ...rest }) as MatchEventInput;

async function record(fixtureId: string, ...events: MatchEventInput[]) {
  const mutations: Mutation[] = events.map((payload) => ({
    id: uuidv7(),
    idempotencyKey: `push-${uuidv7()}`,
    op: 'fixture.recordMatchEvent',
    entityId: fixtureId,
    baseVersion: 0,
    payload,
  }));
  const res = await s.call('/api/sync/push', {
    as: 'referee',
    method: 'POST',
    json: { protocol: 1, mutations },
  });
  expect(res.status).toBe(200);
}

const payloadsOf = (name: string) =>
  ep.received.filter((r) => r.name === name).map((r) => r.payload as PushPayload);

describe('follow routes', () => {
  it('follows once, lists with the name, changes settings and unfollows; the VAPID key is public', async () => {
    const t = await fixtureTargets(leagueFixtureId(7));
    const first = await followAs('member', 'COMPETITION', t.competition);
    const again = await followAs('member', 'COMPETITION', t.competition);
    expect(again.id).toBe(first.id);
    const [c] = await s.database.db.select().from(competition).where(eq(competition.id, t.competition));
    expect(first).toMatchObject({ kind: 'COMPETITION', name: c!.name, settings: { scores: true } });

    const changed = await callContract(
      s,
      followApi.update,
      { params: { id: first.id }, body: { scores: false } },
      'member',
    );
    expect(changed.body.settings).toEqual({ throwIn: true, scores: false, halfTime: true, fullTime: true });
    const list = await callContract(s, followApi.list, {}, 'member');
    expect(list.body.follows.map((f) => f.id)).toContain(first.id);

    const gone = await callContract(s, followApi.unfollow, { params: { id: first.id } }, 'member');
    expect(gone.status).toBe(204);
    expect((await callContract(s, followApi.list, {}, 'member')).body.follows.map((f) => f.id)).not.toContain(
      first.id,
    );

    const unknown = await callContract(
      s,
      followApi.follow,
      { body: { kind: 'TEAM', targetId: 'no-such' } },
      'member',
    );
    expect(unknown.status).toBe(404);

    const key = await callContract(s, followApi.vapidKey, {});
    expect(key.status).toBe(200);
    expect(key.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await callContract(s, followApi.vapidKey, {})).body.publicKey).toBe(key.body.publicKey);
  });

  it('a person can neither read, change nor remove another’s follows or subscriptions', async () => {
    const t = await fixtureTargets(leagueFixtureId(7));
    const mine = await followAs('member', 'TEAM', t.homeTeam);
    const sub = await subscribe('member', ep.subscription('bola'));
    const other = await callContract(s, followApi.list, {}, 'parent');
    expect(other.body.follows.map((f) => f.id)).not.toContain(mine.id);
    const patch = await callContract(
      s,
      followApi.update,
      { params: { id: mine.id }, body: { scores: false } },
      'parent',
    );
    expect(patch.status).toBe(404);
    expect((await callContract(s, followApi.unfollow, { params: { id: mine.id } }, 'parent')).status).toBe(
      404,
    );
    expect((await callContract(s, followApi.unsubscribe, { params: { id: sub } }, 'parent')).status).toBe(
      404,
    );
    const [still] = await s.database.db.select().from(follow).where(eq(follow.id, mine.id));
    expect(still?.scores).toBe(true);
    expect((await callContract(s, followApi.unsubscribe, { params: { id: sub } }, 'member')).status).toBe(
      204,
    );
    await callContract(s, followApi.unfollow, { params: { id: mine.id } }, 'member');
  });
});

describe('push fan-out and delivery', () => {
  const FX = leagueFixtureId(6);
  let t: Awaited<ReturnType<typeof fixtureTargets>>;

  beforeAll(async () => {
    t = await fixtureTargets(FX);
    // The member follows the club AND the team, on two browsers; the parent follows the competition, in Irish.
    await followAs('member', 'CLUB', t.club);
    await followAs('member', 'TEAM', t.homeTeam);
    await subscribe('member', ep.subscription('member-phone'));
    await subscribe('member', ep.subscription('member-laptop'));
    await followAs('parent', 'COMPETITION', t.competition);
    await subscribe('parent', ep.subscription('parent-phone'));
    await s.database.db
      .update(person)
      .set({ preferredLanguage: 'ga' })
      .where(eq(person.id, personId('demo:parent')));
  });
  beforeEach(() => {
    ep.received.length = 0;
  });

  it('one notification per browser at throw-in, however many follows reach the person; decrypted', async () => {
    await record(FX, event('THROW_IN', 0));
    const counts = await deliver();
    expect(counts.sent).toBe(3);
    expect(ep.refused).toEqual([]);
    expect(payloadsOf('member-phone')).toHaveLength(1);
    expect(payloadsOf('member-laptop')).toHaveLength(1);
    const [p] = payloadsOf('member-phone');
    expect(p).toMatchObject({
      body: 'Throw-in: the match has started.',
      url: `/competition/${encodeURIComponent(t.competition)}`,
      tag: `fixture:${FX}`,
    });
    expect(p!.title).toMatch(/ v /);
    // In the parent's language.
    expect(payloadsOf('parent-phone')[0]!.body).toMatch(/^Caitheamh isteach/);
    expect(ep.received[0]!.ttl).toBeGreaterThan(0);
    // A replay of the same event, or another throw-in, tells no one again.
    await record(FX, event('THROW_IN', 1));
    expect((await deliver()).sent).toBe(0);
  });

  it('score changes coalesce: one carrying the latest score, the next one a few minutes later', async () => {
    await record(
      FX,
      event('SCORE', 3, { side: 'home', goals: 1 }),
      event('SCORE', 4, { side: 'home', points: 1 }),
    );
    const queued = await s.database.db
      .select()
      .from(pushMessage)
      .where(and(eq(pushMessage.kind, 'SCORE'), eq(pushMessage.status, 'QUEUED')));
    expect(queued).toHaveLength(3);
    const now = new Date();
    expect((await deliver(now)).sent).toBe(3);
    expect(payloadsOf('member-phone').map((p) => p.body)).toEqual([expect.stringMatching(/1-01.*0-00$/)]);

    ep.received.length = 0;
    await record(FX, event('SCORE', 6, { side: 'away', points: 1 }));
    expect((await deliver(now)).sent).toBe(0);
    const later = new Date(Date.now() + SCORE_COALESCE_MS + 1000);
    expect((await deliver(later)).sent).toBe(3);
    expect(payloadsOf('member-phone')[0]!.body).toMatch(/1-01.*0-01$/);
  });

  it('a subscription answering 410 or 404 is removed; 500 is retried, then dead', async () => {
    const gone = ep.subscription('gone');
    const goneId = await subscribe('coach', gone);
    const flaky = ep.subscription('flaky');
    const flakyId = await subscribe('coach', flaky);
    await followAs('coach', 'TEAM', t.homeTeam);
    ep.answer('gone', 410);
    ep.answer('flaky', 500);
    await record(FX, event('HALF_TIME', 30));
    const counts = await deliver();
    expect(counts).toMatchObject({ gone: 1, retried: 1 });
    expect(
      await s.database.db.select().from(pushSubscription).where(eq(pushSubscription.id, goneId)),
    ).toEqual([]);
    let [row] = await s.database.db
      .select()
      .from(pushMessage)
      .where(and(eq(pushMessage.subscriptionId, flakyId), eq(pushMessage.kind, 'HALF_TIME')));
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 1 });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    for (let i = 1; i < MAX_ATTEMPTS; i++) await deliver(new Date(Date.now() + i * 3 * 3600_000));
    [row] = await s.database.db
      .select()
      .from(pushMessage)
      .where(and(eq(pushMessage.subscriptionId, flakyId), eq(pushMessage.kind, 'HALF_TIME')));
    expect(row).toMatchObject({ status: 'DEAD', attempts: MAX_ATTEMPTS });
  });

  it('holds a browser’s notifications over the hourly limit', async () => {
    const busy = ep.subscription('busy');
    const busyId = await subscribe('referee', busy);
    await followAs('referee', 'COMPETITION', t.competition);
    await s.database.db.insert(pushMessage).values(
      Array.from({ length: PUSH_LIMIT_PER_HOUR }, (_, i) => ({
        id: uuidv7(),
        subscriptionId: busyId,
        fixtureId: FX,
        kind: 'SCORE',
        dedupeKey: `old:${i}`,
        status: 'SENT',
        sentAt: new Date(Date.now() - 10 * 60_000),
      })),
    );
    await record(FX, event('FULL_TIME', 60));
    const now = new Date();
    const counts = await deliver(now);
    expect(counts.held).toBe(1);
    expect(payloadsOf('busy')).toEqual([]);
    expect(payloadsOf('member-phone')[0]!.body).toMatch(/^Full-time/);
    const [row] = await s.database.db
      .select()
      .from(pushMessage)
      .where(and(eq(pushMessage.subscriptionId, busyId), eq(pushMessage.kind, 'FULL_TIME')));
    expect(row!.status).toBe('QUEUED');
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime() + 40 * 60_000);
  });
});
