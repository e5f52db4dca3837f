/**
 * Sync engine figures against a real local server (PostgreSQL with DATABASE_URL, else PGlite), with the
 * client engine running in Node on fake-indexeddb:
 * - time to drain 1,000 queued mutations through POST /api/sync/push (batches of BATCH_SIZE — 100 — as the app sends);
 * - time to pull 10,000 fixtures into an empty device;
 * - local write overhead: runAction (document + outbox entry in one transaction) against a raw Dexie put.
 */
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { account, fixture, fixtureOfficial } from '../server/db/schema/index.ts';
import { startTestServer } from '../tests/server/harness.ts';
import { runAction } from '../src/offline/actions.ts';
import { db } from '../src/offline/db.ts';
import { BATCH_SIZE, flushOutbox, type FlushDeps } from '../src/offline/flush.ts';
import { pullCollections } from '../src/offline/pull.ts';
import { recordScore } from '../src/features/competition/referee/record-score.action.ts';

export interface Figure {
  name: string;
  value: string;
}

const ms = (t0: number) => performance.now() - t0;

export async function syncEngineFigures(): Promise<Figure[]> {
  const s = await startTestServer();
  const figures: Figure[] = [];
  try {
    const token = await s.tokenFor('referee', { expiresIn: '1h' });
    const base = s.url;
    const deps: FlushDeps = {
      getToken: async () => token,
      refresh: async () => token,
      fetch: (input, init) => fetch(`${base}${input as string}`, init),
    };
    const { db: sdb } = s.database;
    const [ref] = await sdb.select().from(account).where(eq(account.username, 'referee'));
    const refereeId = ref!.personId!;

    // ---- pull 10,000 fixtures ------------------------------------------------------------------------
    const [template] = await sdb.select().from(fixture).limit(1);
    const N = 10_000;
    for (let i = 0; i < N; i += 1000) {
      const rows = Array.from({ length: Math.min(1000, N - i) }, (_, k) => ({
        ...template!,
        id: `bench-${String(i + k).padStart(6, '0')}`,
        startDate: new Date(Date.now() + (i + k) * 60_000),
        isResult: false,
        resultConfirmed: false,
        reportSubmitted: false,
        homeGoals: null,
        homePoints: null,
        awayGoals: null,
        awayPoints: null,
        version: 1,
        updatedAt: new Date(),
      }));
      await sdb.insert(fixture).values(rows);
      await sdb.insert(fixtureOfficial).values(
        rows.map((r) => ({
          id: uuidv7(),
          fixtureId: r.id,
          personId: refereeId,
          type: 'REFEREES',
          availability: 'CONFIRMED',
        })),
      );
    }
    // The server's share of a pull: each page's request until its whole body arrived (the device's storing
    // of the page is not in it), summed.
    let serverMs = 0;
    const timedDeps: FlushDeps = {
      ...deps,
      fetch: async (input, init) => {
        const t = performance.now();
        const r = await fetch(`${base}${input as string}`, init);
        const body = await r.arrayBuffer();
        serverMs += performance.now() - t;
        return new Response(body, { status: r.status, headers: r.headers });
      },
    };
    let t0 = 0;
    let pulled = 0;
    for (const size of [500, 2000]) {
      await Promise.all([db.fixtures.clear(), db.outbox.clear(), db.meta.clear(), db.conflicts.clear()]);
      serverMs = 0;
      t0 = performance.now();
      pulled = await pullCollections(['fixtures'], timedDeps, size);
      const pullMs = ms(t0);
      figures.push({
        name: `pull ${pulled} fixtures into an empty device (pages of ${size})`,
        value: `${(pullMs / 1000).toFixed(2)} s in all; server ${(serverMs / 1000).toFixed(2)} s (goal ≤ 0.5 s)`,
      });
    }

    // ---- drain 1,000 queued mutations ------------------------------------------------------------------
    const ids: string[] = await db.fixtures.limit(1000).primaryKeys();
    await db.outbox.bulkAdd(
      ids.map((id, i) => ({
        id: uuidv7(),
        idempotencyKey: uuidv7(),
        op: 'fixture.recordScore',
        collection: 'fixtures' as const,
        entityId: id,
        baseVersion: 1,
        payload: { homeGoals: 1, homePoints: i % 20, awayGoals: 0, awayPoints: 9 },
        createdAt: new Date().toISOString(),
        attempts: 0,
        state: 'pending' as const,
      })),
    );
    // Baseline in the same run (issue 19): 1,000 sequential round trips to the bare health route.
    t0 = performance.now();
    for (let i = 0; i < 1000; i++) await (await fetch(`${base}/api/health`)).arrayBuffer();
    const fetchMs = ms(t0);
    t0 = performance.now();
    const outcome = await flushOutbox(deps);
    const drainMs = ms(t0);
    figures.push({
      name: '1,000 sequential raw fetches of `/api/health` (baseline)',
      value: `${(fetchMs / 1000).toFixed(2)} s`,
    });
    figures.push({
      name: `drain 1,000 queued scores, batches of ${BATCH_SIZE} (applied ${outcome.applied}, conflicts ${outcome.conflicts}, rejected ${outcome.rejected})`,
      value: `${(drainMs / 1000).toFixed(2)} s (${Math.round((1000 / drainMs) * 1000)} mutations/s; ${(drainMs / fetchMs).toFixed(2)}× the baseline, goal ≤ 0.3×)`,
    });

    // ---- local write overhead --------------------------------------------------------------------------
    const W = 500;
    const target = ids[0]!;
    await db.outbox.clear();
    const doc = (await db.fixtures.get(target))!;
    t0 = performance.now();
    for (let i = 0; i < W; i++) await db.fixtures.put({ ...doc, round: String(i) });
    const rawMs = ms(t0) / W;
    t0 = performance.now();
    for (let i = 0; i < W; i++)
      await runAction(recordScore, target, { homeGoals: 1, homePoints: i % 30, awayGoals: 0, awayPoints: 1 });
    const actionMs = ms(t0) / W;
    figures.push({ name: 'raw Dexie put (fake-indexeddb, mean of 500)', value: `${rawMs.toFixed(3)} ms` });
    figures.push({
      name: 'runAction: validate + document + outbox entry in one transaction (mean of 500)',
      value: `${actionMs.toFixed(3)} ms (${(actionMs / rawMs).toFixed(1)}× a raw put)`,
    });
  } finally {
    await s.close();
  }
  return figures;
}
