import { beforeEach, describe, expect, it } from 'vitest';
import type { Fixture } from '../../../domain/competition/fixture';
import type { Mutation, PushResult } from '../../../domain/sync/protocol';
import { defineAction, runAction } from '../../../src/offline/actions';
import { checkpointKey, db, getMeta } from '../../../src/offline/db';
import {
  BATCH_SIZE,
  backoffDelay,
  discardEntry,
  flushOutbox,
  nextAttemptAt,
  resetBackoff,
  retryEntry,
  type FlushDeps,
} from '../../../src/offline/flush';
import { pullCollections } from '../../../src/offline/pull';
import { recordScore } from '../../../src/features/competition/referee/record-score.action';

const fixture = (id: string, version = 1, extra: Partial<Fixture> = {}): Fixture => ({
  id,
  version,
  updatedAt: `2026-11-2${version}T10:00:00.000Z`,
  startDate: '2026-11-22T14:00:00.000Z',
  isResult: false,
  homeTeam: { id: 'h', name: 'Naomh Pádraig' },
  awayTeam: { id: 'a', name: 'Cill Mhantáin' },
  ...extra,
});
const score = { homeGoals: 2, homePoints: 10, awayGoals: 1, awayPoints: 12 };

type Handler = (mutations: Mutation[]) => PushResult[] | Response | Promise<PushResult[] | Response>;

/** A fake network: records what was pushed and answers with the handler's results. */
function fakeNet(handler: Handler, pages: unknown[] = []) {
  const pushed: Mutation[][] = [];
  const pulls: string[] = [];
  const f: typeof fetch = async (input, init) => {
    const url = input as string;
    if (url.startsWith('/api/sync/pull')) {
      pulls.push(url);
      return Response.json(
        pages.shift() ?? {
          protocol: 1,
          collections: { fixtures: { documents: [], checkpoint: null, hasMore: false } },
        },
      );
    }
    const body = JSON.parse(init?.body as string) as { mutations: Mutation[] };
    pushed.push(body.mutations);
    const out = await handler(body.mutations);
    return out instanceof Response ? out : Response.json({ protocol: 1, results: out });
  };
  const deps: FlushDeps = {
    getToken: async () => 'token',
    refresh: async () => 'token2',
    fetch: f,
    random: () => 0.5,
  };
  return { deps, pushed, pulls };
}

const applied = (m: Mutation, doc: object): PushResult => ({
  id: m.id,
  status: 'applied',
  document: doc as Fixture,
});

beforeEach(async () => {
  await Promise.all([db.fixtures.clear(), db.outbox.clear(), db.conflicts.clear(), db.meta.clear()]);
  await db.fixtures.put(fixture('f1'));
});

describe('local actions', () => {
  it('writes the document and one outbox entry together', async () => {
    const r = await runAction(recordScore, 'f1', score);
    expect(r.ok).toBe(true);
    const doc = await db.fixtures.get('f1');
    expect(doc).toMatchObject({ isResult: true, _pending: 1, homeTeam: { goals: 2, points: 10 } });
    expect(doc!._server).toMatchObject({ version: 1, isResult: false });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      op: 'fixture.recordScore',
      entityId: 'f1',
      baseVersion: 1,
      state: 'pending',
      payload: score,
    });
  });

  it('refuses invalid input and writes nothing ("All fields cannot be zero")', async () => {
    const r = await runAction(recordScore, 'f1', {
      homeGoals: 0,
      homePoints: 0,
      awayGoals: 0,
      awayPoints: 0,
    });
    expect(r.ok).toBe(false);
    expect(r.ok === false && 'issues' in r && r.issues[0]!.message).toBe('validation.score.allZero');
    expect(await db.outbox.count()).toBe(0);
  });

  it('leaves no outbox entry when the effect fails (one transaction)', async () => {
    const broken = defineAction({
      op: 'fixture.broken',
      collection: 'fixtures',
      schema: recordScore.schema,
      apply: () => {
        throw new Error('boom');
      },
    });
    await expect(runAction(broken, 'f1', score)).rejects.toThrow('boom');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.fixtures.get('f1')).toEqual(fixture('f1'));
  });
});

describe('flushOutbox', () => {
  it('sends oldest first; applied removes the entry and stores the server document', async () => {
    await db.fixtures.put(fixture('f2'));
    await runAction(recordScore, 'f2', score);
    await runAction(recordScore, 'f1', score);
    const net = fakeNet((ms) => ms.map((m) => applied(m, fixture(m.entityId, 2, { isResult: true }))));
    const out = await flushOutbox(net.deps);
    expect(out).toMatchObject({ applied: 2 });
    expect(net.pushed[0]!.map((m) => m.entityId)).toEqual(['f2', 'f1']);
    expect(await db.outbox.count()).toBe(0);
    const doc = await db.fixtures.get('f1');
    expect(doc).toEqual(fixture('f1', 2, { isResult: true }));
    expect(await getMeta('sync.lastSyncedAt')).toEqual(expect.any(String));
  });

  it('drains a long queue in batches of BATCH_SIZE, oldest first, each entity stored once from its newest answer', async () => {
    const ids = Array.from({ length: 130 }, (_, i) => `g${String(i).padStart(3, '0')}`);
    await db.fixtures.bulkPut(ids.map((id) => fixture(id)));
    // Two changes for each of the first 10 fixtures, one for the rest: 140 entries, queued in this order.
    for (const id of ids) await runAction(recordScore, id, score);
    for (const id of ids.slice(0, 10)) await runAction(recordScore, id, { ...score, homePoints: 11 });
    const queued = (await db.outbox.toArray()).map((e) => e.id);
    const net = fakeNet((ms) =>
      ms.map((m) => {
        const p = m.payload as typeof score;
        return applied(
          m,
          fixture(m.entityId, 2, {
            isResult: true,
            homeTeam: { id: 'h', name: 'Naomh Pádraig', points: p.homePoints },
          }),
        );
      }),
    );
    const out = await flushOutbox(net.deps);
    expect(out).toMatchObject({ applied: 140, conflicts: 0, rejected: 0 });
    expect(net.pushed.map((b) => b.length)).toEqual([BATCH_SIZE, 140 - BATCH_SIZE]);
    expect(net.pushed.flat().map((m) => m.id)).toEqual([...queued].sort());
    expect(await db.outbox.count()).toBe(0);
    const first = await db.fixtures.get('g000');
    expect(first).toEqual(
      fixture('g000', 2, {
        isResult: true,
        homeTeam: { id: 'h', name: 'Naomh Pádraig', points: 11 },
      }),
    );
    expect((await db.fixtures.get('g129'))!._pending).toBeUndefined();
  });

  it('re-applies still-queued changes on top of an acknowledged one', async () => {
    await runAction(recordScore, 'f1', score);
    await runAction(recordScore, 'f1', { ...score, awayPoints: 13 });
    let first = true;
    const net = fakeNet((ms) => {
      if (!first) return [];
      first = false;
      return [
        applied(
          ms[0]!,
          fixture('f1', 2, {
            isResult: true,
            homeTeam: { name: 'H', goals: 2, points: 10 },
            awayTeam: { name: 'A', goals: 1, points: 12 },
          }),
        ),
      ];
    });
    const out = await flushOutbox(net.deps);
    expect(out.applied).toBe(1);
    const doc = await db.fixtures.get('f1');
    expect(doc).toMatchObject({ version: 2, _pending: 1, awayTeam: { points: 13 } });
    expect(doc!._server).toMatchObject({ version: 2, awayTeam: { points: 12 } });
  });

  it('conflict: keeps the server document and records the conflict for the person', async () => {
    await runAction(recordScore, 'f1', score);
    const server = fixture('f1', 3, {
      isResult: true,
      resultConfirmed: true,
      homeTeam: { name: 'H', goals: 0, points: 9 },
    });
    const net = fakeNet((ms) => [
      { id: ms[0]!.id, status: 'conflict', reason: 'resultConfirmed', document: server },
    ]);
    expect((await flushOutbox(net.deps)).conflicts).toBe(1);
    expect(await db.fixtures.get('f1')).toEqual(server);
    expect(await db.conflicts.toArray()).toMatchObject([
      { entityId: 'f1', reason: 'resultConfirmed', payload: score, acknowledged: 0 },
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('rejected: kept as failed with the message; retry and discard are the person’s', async () => {
    await runAction(recordScore, 'f1', score);
    const error = { status: 403, summary: 'Forbidden', message: 'You are not appointed to this fixture' };
    const net = fakeNet((ms) => [{ id: ms[0]!.id, status: 'rejected', error }]);
    expect((await flushOutbox(net.deps)).rejected).toBe(1);
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ state: 'failed', error });
    // A second flush does not resend a failed entry.
    await flushOutbox(net.deps);
    expect(net.pushed).toHaveLength(1);
    await retryEntry(entry!.id);
    expect((await db.outbox.get(entry!.id))!.state).toBe('pending');
    await flushOutbox(net.deps);
    expect(net.pushed).toHaveLength(2);
    await discardEntry(entry!.id);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.fixtures.get('f1')).toEqual(fixture('f1'));
  });

  it('a failed batch waits as one: the oldest entry’s backoff holds the newer ones back', async () => {
    await runAction(recordScore, 'f1', score);
    await runAction(recordScore, 'f1', { ...score, homePoints: 11 });
    let down = true;
    const net = fakeNet((ms) => {
      if (down) throw new TypeError('Failed to fetch');
      return ms.map((m, i) => applied(m, fixture('f1', 2 + i)));
    });
    expect((await flushOutbox(net.deps)).stopped).toBe('network');
    const entries = await db.outbox.toArray();
    expect(new Set(entries.map((e) => e.nextAttemptAt)).size).toBe(1);
    expect(await nextAttemptAt()).toBe(entries[0]!.nextAttemptAt);
    // A change made after the failure does not overtake the two that wait.
    await runAction(recordScore, 'f1', { ...score, homePoints: 12 });
    down = false;
    expect((await flushOutbox(net.deps)).stopped).toBe('backoff');
    expect(net.pushed).toHaveLength(1);
    await resetBackoff();
    expect(await nextAttemptAt()).toBeUndefined();
    const out = await flushOutbox(net.deps);
    expect(out.applied).toBe(3);
    expect(net.pushed[1]!.map((m) => (m.payload as typeof score).homePoints)).toEqual([10, 11, 12]);
    // Stored once, from the last answer: the server's newest version.
    expect((await db.fixtures.get('f1'))!.version).toBe(4);
  });

  it('backs off on network errors and 5xx, and goes again at once when signal returns', async () => {
    await runAction(recordScore, 'f1', score);
    let down = true;
    const net = fakeNet((ms) => {
      if (down) throw new TypeError('Failed to fetch');
      return ms.map((m) => applied(m, fixture('f1', 2)));
    });
    expect((await flushOutbox(net.deps)).stopped).toBe('network');
    const [e] = await db.outbox.toArray();
    expect(e!.attempts).toBe(1);
    expect(e!.nextAttemptAt).toBeGreaterThan(Date.now());
    down = false;
    expect((await flushOutbox(net.deps)).stopped).toBe('backoff');
    expect(net.pushed).toHaveLength(1);
    await resetBackoff();
    expect((await flushOutbox(net.deps)).applied).toBe(1);
    const server500 = fakeNet(() => new Response('oops', { status: 500 }));
    await runAction(recordScore, 'f1', score);
    expect((await flushOutbox(server500.deps)).stopped).toBe('server');
    expect(await db.outbox.count()).toBe(1);
  });

  it('backoff grows exponentially with jitter and is capped', () => {
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(2, () => 0)).toBe(1000);
    expect(backoffDelay(4, () => 0.999)).toBeLessThan(8000);
    expect(backoffDelay(40, () => 0)).toBe(150_000);
  });

  it('refreshes once on 401; with no token the entries wait instead of failing', async () => {
    await runAction(recordScore, 'f1', score);
    let calls = 0;
    const net = fakeNet((ms) =>
      ++calls === 1 ? new Response('', { status: 401 }) : ms.map((m) => applied(m, fixture('f1', 2))),
    );
    expect((await flushOutbox(net.deps)).applied).toBe(1);
    expect(calls).toBe(2);
    await runAction(recordScore, 'f1', score);
    const noAuth = fakeNet(() => []);
    const out = await flushOutbox({ ...noAuth.deps, getToken: async () => null });
    expect(out.stopped).toBe('auth');
    expect((await db.outbox.toArray())[0]!.state).toBe('pending');
  });
});

describe('pull', () => {
  it('stores pages, advances the checkpoint only with a stored page, never overwrites a pending document', async () => {
    await runAction(recordScore, 'f1', score);
    const cp1 = { updatedAt: '2026-11-22T10:00:00.000Z', id: 'f1' };
    const cp2 = { updatedAt: '2026-11-22T11:00:00.000Z', id: 'f9' };
    const pages = [
      {
        protocol: 1,
        collections: {
          fixtures: { documents: [fixture('f1', 5), fixture('f2', 1)], checkpoint: cp1, hasMore: true },
        },
      },
      {
        protocol: 1,
        collections: {
          fixtures: {
            documents: [{ id: 'f2', version: 2, updatedAt: cp2.updatedAt, deleted: true }],
            checkpoint: cp2,
            hasMore: false,
          },
        },
      },
    ];
    const net = fakeNet(() => [], pages);
    expect(await pullCollections(['fixtures'], net.deps)).toBe(3);
    expect(net.pulls[1]).toContain(encodeURIComponent(JSON.stringify({ fixtures: cp1 })));
    const local = await db.fixtures.get('f1');
    expect(local).toMatchObject({ isResult: true, _pending: 1, version: 5 });
    expect(local!._server).toMatchObject({ version: 5, isResult: false });
    expect(await db.fixtures.get('f2')).toBeUndefined(); // tombstone
    expect(await getMeta(checkpointKey('fixtures'))).toEqual(cp2);
  });
});

describe('a pull that resets a collection', () => {
  it('drops the documents without queued changes, keeps the queued ones, and forgets the checkpoint', async () => {
    await db.fixtures.bulkPut([fixture('f2'), fixture('f3')]);
    await runAction(recordScore, 'f1', score);
    await db.meta.put({
      key: checkpointKey('fixtures'),
      value: { updatedAt: '2026-01-01T00:00:00.000Z', id: 'f3' },
    });
    const kept = fixture('f3', 4);
    const pages = [
      {
        protocol: 1,
        collections: {
          fixtures: { documents: [kept], checkpoint: null, hasMore: false, reset: true },
        },
      },
    ];
    const net = fakeNet(() => [], pages);
    expect(await pullCollections(['fixtures'], net.deps)).toBe(1);
    expect(await db.fixtures.get('f2')).toBeUndefined(); // no longer in the caller's scope
    expect(await db.fixtures.get('f3')).toMatchObject({ version: 4 });
    expect(await db.fixtures.get('f1')).toMatchObject({ _pending: 1, isResult: true }); // queued: kept
    expect(await getMeta(checkpointKey('fixtures'))).toBeUndefined();
  });
});

describe('device data on sign-out', () => {
  it('clears the device only when nothing is unsent, unless the person chose to discard', async () => {
    const { clearDeviceData } = await import('../../../src/offline/device-data');
    await runAction(recordScore, 'f1', score);
    expect(await clearDeviceData({ discardUnsent: false })).toBe(false);
    expect(await db.outbox.count()).toBe(1);
    expect(await db.fixtures.count()).toBe(1);
    expect(await clearDeviceData({ discardUnsent: true })).toBe(true);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.fixtures.count()).toBe(0);
  });
});
