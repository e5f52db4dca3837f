/**
 * Model-based test of the outbox and push (issue 29): fast-check generates sequences of local actions,
 * edits by other devices, flushes over a network that fails in every way it can (down, 5xx, a lost answer,
 * a request delivered twice, a partial answer), reloads, pulls, retries and discards. After the signal comes
 * back for good, device and server must agree, nothing may be applied twice, and nothing may be dropped
 * without a visible trace.
 *
 * The server here is a model of the push contract (domain/sync/protocol.ts; server/sync/push.ts): mutations
 * in order, an idempotency key answered once and replayed after, `fixture.recordScore` refused as stale when
 * its base version is not the document's, `event.markAttendance` never (ADR 0004), and one rule the device
 * does not know (a score of 9 goals is rejected), so failed entries occur. The device side is the real
 * engine: runAction, flushOutbox, pullCollections, retryEntry, discardEntry on fake-indexeddb.
 *
 *   MODEL_RUNS=20000 npx vitest run --project unit-dom tests/src/offline/outbox.model.test.ts   (nightly size)
 */
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Fixture } from '../../../domain/competition/fixture';
import { setAttendance, type EventDoc } from '../../../domain/event/event';
import type {
  Mutation,
  PullResponse,
  PushResult,
  SyncCollection,
  SyncedDocument,
} from '../../../domain/sync/protocol';
import { markAttendance } from '../../../src/features/event/attendance.action';
import { recordScore } from '../../../src/features/competition/referee/record-score.action';
import { runAction } from '../../../src/offline/actions';
import { db, type LocalDoc } from '../../../src/offline/db';
import {
  discardEntry,
  flushOutbox,
  resetBackoff,
  retryEntry,
  type FlushDeps,
} from '../../../src/offline/flush';
import { replay } from '../../../src/offline/local-actions';
import { pullCollections } from '../../../src/offline/pull';

const RUNS = Number(process.env.MODEL_RUNS ?? 1000);
const FIXTURES = ['f1', 'f2'] as const;
const PEOPLE = ['p1', 'p2', 'p3'] as const;
const REJECTED_GOALS = 9;

type Score = { homeGoals: number; homePoints: number; awayGoals: number; awayPoints: number };
type Net = 'ok' | 'down' | 'error500' | 'lostAnswer' | 'twice' | 'partial';

type Step =
  | { t: 'score'; f: number; s: Score }
  | { t: 'mark'; p: number; attendance: 'ATTENDED' | 'ABSENT' }
  | { t: 'otherDevice'; f: number; points: number }
  | { t: 'flush'; net: Net }
  | { t: 'online' }
  | { t: 'reload' }
  | { t: 'pull' }
  | { t: 'retry' }
  | { t: 'discard' };

const fixtureDoc = (id: string): Fixture => ({
  id,
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  startDate: '2026-11-22T14:00:00.000Z',
  isResult: false,
  homeTeam: { id: 'h', name: 'Naomh Pádraig' },
  awayTeam: { id: 'a', name: 'Cill Mhantáin' },
});

const eventDoc = (): EventDoc =>
  ({
    id: 'e1',
    version: 1,
    updatedAt: '2026-11-20T10:00:00.000Z',
    toGroupId: 'g1',
    groupName: 'Sinsir',
    recipients: PEOPLE.map((personId) => ({
      id: `r-${personId}`,
      personId,
      name: personId,
      response: 'AWAITING_ACTION',
      attendance: null,
    })),
  }) as unknown as EventDoc;

/** The server: documents, answers by idempotency key, and how often each outbox entry was applied. */
class ModelServer {
  fixtures = new Map<string, Fixture>(FIXTURES.map((id) => [id, fixtureDoc(id)]));
  event = eventDoc();
  answers = new Map<string, PushResult>();
  applied = new Map<string, number>();
  clock = 0;

  private touch<D extends { version: number; updatedAt: string }>(doc: D): D {
    this.clock++;
    return {
      ...doc,
      version: doc.version + 1,
      updatedAt: new Date(Date.UTC(2026, 10, 21, 0, 0, this.clock)).toISOString(),
    };
  }

  push(mutations: Mutation[]): PushResult[] {
    return mutations.map((m) => {
      const known = this.answers.get(m.idempotencyKey);
      if (known) return { ...known, id: m.id };
      const result = this.apply(m);
      this.answers.set(m.idempotencyKey, result);
      if (result.status === 'applied') this.applied.set(m.id, (this.applied.get(m.id) ?? 0) + 1);
      return result;
    });
  }

  private apply(m: Mutation): PushResult {
    if (m.op === 'event.markAttendance') {
      this.event = this.touch(setAttendance(this.event, m.payload as never));
      return { id: m.id, status: 'applied', document: this.event };
    }
    const doc = this.fixtures.get(m.entityId)!;
    const s = m.payload as Score;
    if (s.homeGoals === REJECTED_GOALS) {
      return {
        id: m.id,
        status: 'rejected',
        error: {
          status: 422,
          summary: 'Invalid input',
          message: 'A score of 9 goals needs the CCC',
        },
      };
    }
    if (m.baseVersion !== doc.version) {
      return { id: m.id, status: 'conflict', reason: 'stale', document: doc };
    }
    const next = this.touch(recordScore.apply(doc, s));
    this.fixtures.set(m.entityId, next);
    return { id: m.id, status: 'applied', document: next };
  }

  otherDevice(id: string, points: number) {
    const doc = this.fixtures.get(id)!;
    this.fixtures.set(id, this.touch({ ...doc, isResult: true, homeTeam: { ...doc.homeTeam, points } }));
  }

  pull(collection: SyncCollection): PullResponse {
    const documents = (
      collection === 'events' ? [this.event] : [...this.fixtures.values()]
    ) as SyncedDocument[];
    return {
      protocol: 1,
      collections: { [collection]: { documents, checkpoint: null, hasMore: false } },
    };
  }
}

/** The network between them for one flush. */
function network(server: ModelServer, net: Net): FlushDeps {
  const f: typeof fetch = async (input, init) => {
    const url = input as string;
    if (net === 'down') throw new TypeError('Failed to fetch');
    if (url.startsWith('/api/sync/pull')) {
      const collection = new URL(url, 'http://x').searchParams.get('collections') as SyncCollection;
      return Response.json(server.pull(collection));
    }
    if (net === 'error500') return new Response('busy', { status: 503 });
    const { mutations } = JSON.parse(init!.body as string) as { mutations: Mutation[] };
    let results = server.push(mutations);
    if (net === 'twice') results = server.push(mutations); // delivered twice: the second is answered from the keys
    if (net === 'lostAnswer') throw new TypeError('Failed to fetch'); // applied, but the answer never came
    if (net === 'partial') results = results.slice(0, Math.ceil(results.length / 2));
    return Response.json({ protocol: 1, results });
  };
  return { getToken: async () => 't', refresh: async () => 't', fetch: f, random: () => 0.5 };
}

const score: fc.Arbitrary<Score> = fc.record({
  homeGoals: fc.constantFrom(0, 1, 2, REJECTED_GOALS),
  homePoints: fc.integer({ min: 1, max: 20 }),
  awayGoals: fc.integer({ min: 0, max: 3 }),
  awayPoints: fc.integer({ min: 0, max: 20 }),
});

const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ t: fc.constant('score' as const), f: fc.nat(1), s: score }), weight: 4 },
  {
    arbitrary: fc.record({
      t: fc.constant('mark' as const),
      p: fc.nat(2),
      attendance: fc.constantFrom('ATTENDED' as const, 'ABSENT' as const),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ t: fc.constant('otherDevice' as const), f: fc.nat(1), points: fc.nat(30) }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('flush' as const),
      net: fc.constantFrom<Net>('ok', 'down', 'error500', 'lostAnswer', 'twice', 'partial'),
    }),
    weight: 4,
  },
  fc.constant({ t: 'online' as const }),
  fc.constant({ t: 'reload' as const }),
  fc.constant({ t: 'pull' as const }),
  fc.constant({ t: 'retry' as const }),
  fc.constant({ t: 'discard' as const }),
);

const strip = <D extends object>(doc: LocalDoc<D> | undefined) => {
  if (!doc) return doc;
  const { _pending: _p, _server: _s, ...rest } = doc;
  return rest;
};

/**
 * After every step: each document shows its queued changes on top of the server copy it keeps, and counts
 * them; a document with nothing queued keeps no copy.
 */
async function deviceIsConsistent() {
  const outbox = await db.outbox.orderBy('id').toArray();
  const docs = [...(await db.fixtures.toArray()), ...(await db.events.toArray())] as LocalDoc<{
    id: string;
  }>[];
  for (const doc of docs) {
    const queued = outbox.filter((e) => e.entityId === doc.id);
    if (queued.length === 0) {
      expect(doc._pending ?? 0).toBe(0);
      continue;
    }
    expect(doc._pending).toBe(queued.length);
    expect(strip(doc)).toEqual(replay(doc._server, queued));
  }
}

async function run(steps: Step[]) {
  const server = new ModelServer();
  await Promise.all([
    db.fixtures.clear(),
    db.events.clear(),
    db.outbox.clear(),
    db.conflicts.clear(),
    db.meta.clear(),
  ]);
  await db.fixtures.bulkPut(FIXTURES.map(fixtureDoc));
  await db.events.put(eventDoc());
  const made: string[] = [];
  const discarded = new Set<string>();

  for (const s of steps) {
    switch (s.t) {
      case 'score': {
        const r = await runAction(recordScore, FIXTURES[s.f]!, s.s);
        if (r.ok) made.push(r.entryId);
        break;
      }
      case 'mark': {
        const r = await runAction(markAttendance, 'e1', { personId: PEOPLE[s.p], attendance: s.attendance });
        if (r.ok) made.push(r.entryId);
        break;
      }
      case 'otherDevice':
        server.otherDevice(FIXTURES[s.f]!, s.points);
        break;
      case 'flush':
        await flushOutbox(network(server, s.net));
        break;
      case 'online':
        await resetBackoff();
        break;
      case 'reload':
        db.close();
        await db.open();
        break;
      case 'pull':
        await pullCollections(['fixtures', 'events'], network(server, 'ok'));
        break;
      case 'retry': {
        const failed = await db.outbox.where('state').equals('failed').first();
        if (failed) await retryEntry(failed.id);
        break;
      }
      case 'discard': {
        const failed = await db.outbox.where('state').equals('failed').first();
        if (failed) {
          await discardEntry(failed.id);
          discarded.add(failed.id);
        }
        break;
      }
    }
    await deviceIsConsistent();
  }

  // The signal is back for good: everything pending goes, then the device pulls.
  await resetBackoff();
  for (let i = 0; i < 40 && (await db.outbox.where('state').equals('pending').count()) > 0; i++) {
    await flushOutbox(network(server, 'ok'));
  }
  await pullCollections(['fixtures', 'events'], network(server, 'ok'));

  // Nothing applied twice.
  for (const [id, n] of server.applied) expect(n, `entry ${id} applied ${n} times`).toBe(1);
  // Nothing dropped: each change was applied, shown as a conflict, kept as a visible failure, or discarded
  // by the person — exactly one of these.
  const outbox = await db.outbox.toArray();
  expect(outbox.filter((e) => e.state === 'pending')).toEqual([]);
  const conflicts = new Set((await db.conflicts.toArray()).map((c) => c.id));
  for (const id of made) {
    const fates = [
      server.applied.has(id),
      conflicts.has(id),
      outbox.some((e) => e.id === id && e.state === 'failed' && e.error?.message),
      discarded.has(id),
    ].filter(Boolean).length;
    expect(fates, `entry ${id}: applied, conflict, failed or discarded`).toBe(1);
  }
  // Device and server agree: equal where nothing is left queued; otherwise the server's copy, with the
  // person's failed changes still on top of it until they retry or discard them.
  const check = async <D extends { id: string }>(table: 'fixtures' | 'events', serverDoc: D) => {
    const local = (await db[table].get(serverDoc.id)) as LocalDoc<D> | undefined;
    const left = outbox.filter((e) => e.entityId === serverDoc.id).sort((a, b) => a.id.localeCompare(b.id));
    if (left.length === 0) {
      expect(strip(local)).toEqual(serverDoc);
    } else {
      expect(local!._server).toEqual(serverDoc);
      expect(strip(local)).toEqual(replay(serverDoc, left));
      expect(local!._pending).toBe(left.length);
    }
  };
  for (const doc of server.fixtures.values()) await check('fixtures', doc);
  await check('events', server.event);
}

describe('outbox and push, model-based', () => {
  beforeEach(async () => {
    if (!db.isOpen()) await db.open();
  });

  it(`device and server converge; nothing applied twice or dropped (${RUNS} generated runs)`, async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), run), {
      numRuns: RUNS,
    });
  }, 600_000);
});
