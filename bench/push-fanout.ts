/**
 * Push fan-out (issue 52 item 4; docs/adr/0024-web-push.md): a club with 2,000 followers, each with a browser
 * subscribed at a local push service (tests/support/push-endpoint.ts, loopback: it checks each request's VAPID
 * signature and decrypts its payload). Timed: from the start of the transaction that enqueues a match event's
 * notifications (throw-in) to the last notification accepted by the push service, through the push job's
 * own run (deliverPushDue, drained as the job drains it). Goal: ≤ 10 s.
 * Baseline of the same run: 2,000 raw POSTs of a small body to the same push service, through the same HTTP
 * client and as many at once as the job sends (64), accepted without VAPID check or decryption.
 *
 * On a fresh in-memory PGlite by default; on DATABASE_URL's PostgreSQL when set (its rows are removed after).
 * npm run bench -- --no-sync --push   (FOLLOWERS=… to change the 2,000)
 */
import { inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { openDatabase } from '../server/db/client.ts';
import {
  competition,
  fixture,
  follow,
  organization,
  person,
  pushMessage,
  pushSubscription,
  team,
} from '../server/db/schema/index.ts';
import { vapidOf } from '../server/adapters/push/vapid.ts';
import { deliverPushDue, httpSend } from '../server/jobs/push-delivery.ts';
import { enqueueMatchPush } from '../server/services/follow/push-fanout.ts';
import { startPushEndpoint } from '../tests/support/push-endpoint.ts';
import type { Figure } from './sync-engine.ts';

const CONCURRENCY = 64;

export async function pushFanoutFigures(): Promise<Figure[]> {
  const n = Number(process.env.FOLLOWERS ?? 2000);
  const database = await openDatabase(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { memory: true },
  );
  const { db } = database;
  const ep = await startPushEndpoint();
  const run = uuidv7();
  const club = `bench-club-${run}`;
  const comp = `bench-comp-${run}`;
  const [home, away] = [`bench-home-${run}`, `bench-away-${run}`];
  const fx = `bench-fixture-${run}`;
  const people = Array.from({ length: n }, (_, i) => `bench-person-${run}-${i}`);
  const figures: Figure[] = [];
  try {
    await db.insert(organization).values([
      { id: club, name: 'Bench club', additionalType: 'Club' },
      { id: `${club}-2`, name: 'Bench rivals', additionalType: 'Club' },
    ]);
    await db.insert(team).values([
      { id: home, organizationId: club, name: 'Bench seniors', activity: 'Football', ageLevel: 'Senior' },
      {
        id: away,
        organizationId: `${club}-2`,
        name: 'Rivals seniors',
        activity: 'Football',
        ageLevel: 'Senior',
      },
    ]);
    await db.insert(competition).values({
      id: comp,
      name: 'Bench league',
      organizationId: club,
      season: 2026,
      activity: 'Football',
      ageLevel: 'Senior',
      format: 'LEAGUE',
    });
    await db.insert(fixture).values({
      id: fx,
      competitionId: comp,
      ownerId: club,
      startDate: new Date(),
      homeTeamId: home,
      awayTeamId: away,
    });
    for (let i = 0; i < n; i += 500) {
      const slice = people.slice(i, i + 500);
      await db
        .insert(person)
        .values(slice.map((id, j) => ({ id, givenName: 'Follower', familyName: `${i + j}` })));
      await db
        .insert(follow)
        .values(slice.map((personId) => ({ id: uuidv7(), personId, kind: 'CLUB', targetId: club })));
      await db.insert(pushSubscription).values(
        slice.map((personId) => {
          const s = ep.subscription(personId);
          return { id: uuidv7(), personId, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth };
        }),
      );
    }
    const vapid = vapidOf(db, { VAPID_SUBJECT: 'mailto:bench@pairc.ie' });
    await vapid();

    // Baseline: raw POSTs to the same push service (accepted without decryption).
    const sink = ep.subscription('sink');
    ep.answer('sink', 201);
    const body = Buffer.alloc(200);
    const t0 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next++ < n) {
          await httpSend({ endpoint: sink.endpoint, body, headers: { TTL: '60' } });
        }
      }),
    );
    const baseline = performance.now() - t0;

    // The fan-out: enqueue (the match event's transaction), then the job's drain until every one is accepted.
    const t1 = performance.now();
    const queued = await db.transaction((tx) => enqueueMatchPush(tx, fx, { id: uuidv7(), kind: 'THROW_IN' }));
    const tEnqueued = performance.now();
    for (;;) {
      const c = await deliverPushDue(db, { vapid });
      if (c.sent + c.retried + c.dead + c.gone + c.held === 0) break;
    }
    await ep.waitFor(n);
    const fanout = performance.now() - t1;
    const enqueue = tEnqueued - t1;
    if (queued !== n || ep.received.length !== n || ep.refused.length > 0)
      throw new Error(
        `queued ${queued}, received ${ep.received.length}, refused ${ep.refused.length} of ${n}`,
      );

    const s = (x: number) => `${(x / 1000).toFixed(2)} s`;
    figures.push(
      { name: `push fan-out: ${n} followers, enqueue → all accepted (goal ≤ 10 s)`, value: s(fanout) },
      { name: `  of which the enqueue transaction`, value: s(enqueue) },
      { name: `  per notification`, value: `${(fanout / n).toFixed(2)} ms` },
      {
        name: `baseline: ${n} raw POSTs to the same endpoint (${CONCURRENCY} at once, no crypto)`,
        value: s(baseline),
      },
      { name: `push fan-out / baseline`, value: `${(fanout / baseline).toFixed(1)}×` },
    );
  } finally {
    await ep.close();
    if (process.env.DATABASE_URL) {
      await db.delete(pushSubscription).where(inArray(pushSubscription.personId, people));
      await db.delete(follow).where(inArray(follow.personId, people));
      await db.delete(pushMessage).where(sql`${pushMessage.fixtureId} = ${fx}`);
      await db.delete(fixture).where(inArray(fixture.id, [fx]));
      await db.delete(competition).where(inArray(competition.id, [comp]));
      await db.delete(team).where(inArray(team.id, [home, away]));
      await db.delete(person).where(inArray(person.id, people));
      await db.delete(organization).where(inArray(organization.id, [club, `${club}-2`]));
    }
    await database.close();
  }
  return figures;
}
