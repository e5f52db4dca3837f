import { uuidv7 } from 'uuidv7';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Fixture } from '../../domain/competition/fixture.ts';
import type {
  Checkpoint,
  Mutation,
  PullResponse,
  PushResponse,
  PushResult,
  SyncedDocument,
} from '../../domain/sync/protocol.ts';
import { leagueFixtureId } from '../../server/db/seed/competition.ts';
import { CUP_TODAY_FIXTURE_ID } from '../../server/db/seed/officials.ts';
import { appointOfficial, removeOfficial } from '../../server/services/competition/fixture-writes.ts';
import { operationFor } from '../../server/sync/operations.ts';
import { isRetryableConflict } from '../../server/sync/push.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
let refereeId: string;
beforeAll(async () => {
  s = await startTestServer();
  const me = (await (await s.call('/api/person/me', { as: 'referee' })).json()) as { id: string };
  refereeId = me.id;
});
afterAll(() => s.close());

const F = {
  confirmed: leagueFixtureId(2),
  reportSubmitted: leagueFixtureId(3),
  pastNoResult: leagueFixtureId(4),
  todayOtherRef: leagueFixtureId(5),
  tomorrow: leagueFixtureId(6),
  later: leagueFixtureId(7),
  otherRef: leagueFixtureId(8),
  backup: leagueFixtureId(10),
};
const REFEREE_FIXTURES = [
  F.confirmed,
  F.reportSubmitted,
  F.pastNoResult,
  CUP_TODAY_FIXTURE_ID,
  F.tomorrow,
  F.later,
  F.backup,
];
const SCORE = { homeGoals: 2, homePoints: 11, awayGoals: 1, awayPoints: 8 };

async function pullPage(as: string, checkpoint: Checkpoint | null, limit = 500) {
  const q = new URLSearchParams({ collections: 'fixtures', limit: String(limit) });
  if (checkpoint) q.set('checkpoints', JSON.stringify({ fixtures: checkpoint }));
  const res = await s.call(`/api/sync/pull?${q}`, { as });
  expect(res.status).toBe(200);
  const body = (await res.json()) as PullResponse;
  expect(body.protocol).toBe(1);
  return body.collections.fixtures!;
}

/** Walks every page from a checkpoint, as a device does. */
async function pullAll(as: string, from: Checkpoint | null = null, limit = 500) {
  const docs: SyncedDocument[] = [];
  let checkpoint = from;
  for (let i = 0; i < 50; i++) {
    const page = await pullPage(as, checkpoint, limit);
    expect(page.documents.length).toBeLessThanOrEqual(limit);
    docs.push(...page.documents);
    checkpoint = page.checkpoint;
    if (!page.hasMore) return { docs, checkpoint };
  }
  throw new Error('pull did not finish');
}

let keys = 0;
function mutation(
  entityId: string,
  payload: unknown,
  baseVersion: number | null,
  over: Partial<Mutation> = {},
) {
  return {
    id: uuidv7(),
    idempotencyKey: `test-key-${++keys}-${uuidv7()}`,
    op: 'fixture.recordScore',
    entityId,
    baseVersion,
    payload,
    ...over,
  } satisfies Mutation;
}

async function push(as: string, mutations: Mutation[]) {
  const res = await s.call('/api/sync/push', { as, method: 'POST', json: { protocol: 1, mutations } });
  expect(res.status).toBe(200);
  return ((await res.json()) as PushResponse).results;
}

/** The document of an applied result, checked against the one Fixture schema. */
function appliedDoc(r: PushResult | undefined): Fixture {
  if (r?.status !== 'applied') throw new Error(`expected applied, got ${JSON.stringify(r)}`);
  return v.parse(Fixture, r.document);
}

async function read(id: string) {
  return (await (await s.call(`/api/fixture/${id}`, { as: 'member' })).json()) as Fixture;
}

describe('GET /api/sync/pull', () => {
  it('needs a token and a valid query', async () => {
    expect((await s.call('/api/sync/pull?collections=fixtures')).status).toBe(401);
    for (const q of [
      'collections=draws',
      'collections=fixtures&checkpoints=nope',
      'collections=fixtures&limit=0',
    ]) {
      expect((await s.call(`/api/sync/pull?${q}`, { as: 'referee' })).status, q).toBe(400);
    }
  });

  it('gives a referee only the fixtures they are appointed to, a member none, an admin the county', async () => {
    const { docs } = await pullAll('referee');
    expect(docs.map((d) => d.id).sort()).toEqual([...REFEREE_FIXTURES].sort());
    for (const d of docs) expect(v.safeParse(Fixture, d).issues).toBeUndefined();
    const member = await pullPage('member', null);
    expect(member).toEqual({ documents: [], checkpoint: null, hasMore: false });
    const admin = await pullAll('competition-admin');
    expect(admin.docs).toHaveLength(11);
  });

  it('pages by checkpoint with no repeats and no gaps, then sends a change again after it', async () => {
    const all = await pullAll('referee');
    const paged = await pullAll('referee', null, 2);
    expect(paged.docs.map((d) => d.id)).toEqual(all.docs.map((d) => d.id));
    expect(new Set(paged.docs.map((d) => d.id)).size).toBe(paged.docs.length);
    expect(paged.checkpoint).toEqual({ updatedAt: all.docs.at(-1)!.updatedAt, id: all.docs.at(-1)!.id });

    const empty = await pullPage('referee', paged.checkpoint);
    expect(empty).toEqual({ documents: [], checkpoint: paged.checkpoint, hasMore: false });

    const before = await read(F.later);
    const res = await s.call(`/api/fixture/${F.later}/score`, {
      as: 'competition-admin',
      method: 'PUT',
      json: SCORE,
    });
    expect(res.status).toBe(200);
    const next = await pullPage('referee', paged.checkpoint);
    expect(next.documents.map((d) => [d.id, d.version])).toEqual([[F.later, before.version + 1]]);
    expect(next.checkpoint!.updatedAt > paged.checkpoint!.updatedAt).toBe(true);
    expect((await pullPage('referee', next.checkpoint)).documents).toEqual([]);
  });

  it('gives a person both appointed and running the county each fixture once, in order, across small pages', async () => {
    const { id: adminId } = (await (await s.call('/api/person/me', { as: 'competition-admin' })).json()) as {
      id: string;
    };
    expect(adminId).toBeTruthy();
    const before = await pullAll('competition-admin');
    // Appointed to a fixture of the county they run: the two reasons to hold it are one document.
    await appointOfficial(s.database.db, { fixtureId: F.later, personId: adminId, type: 'REFEREES' });
    const all = await pullAll('competition-admin');
    const paged = await pullAll('competition-admin', null, 3);
    expect(paged.docs.map((d) => d.id)).toEqual(all.docs.map((d) => d.id));
    expect(new Set(all.docs.map((d) => d.id)).size).toBe(all.docs.length);
    expect(all.docs.map((d) => d.id).sort()).toEqual(before.docs.map((d) => d.id).sort());
    const order = all.docs.map((d) => `${d.updatedAt} ${d.id}`);
    expect([...order].sort()).toEqual(order);
    await removeOfficial(s.database.db, { fixtureId: F.later, personId: adminId, type: 'REFEREES' });
  });

  it('sends a tombstone when the referee is taken off a fixture, and the fixture again when re-appointed', async () => {
    const { checkpoint } = await pullAll('referee');
    await removeOfficial(s.database.db, { fixtureId: F.later, personId: refereeId, type: 'REFEREES' });
    const gone = await pullPage('referee', checkpoint);
    expect(gone.documents).toHaveLength(1);
    const tomb = gone.documents[0]!;
    expect(tomb).toEqual({
      id: F.later,
      version: expect.any(Number),
      updatedAt: expect.any(String),
      deleted: true,
    });
    // A device starting from scratch learns of it only as a tombstone too.
    const fresh = await pullAll('referee');
    expect(fresh.docs.find((d) => d.id === F.later)).toMatchObject({ deleted: true });
    expect(fresh.docs.filter((d) => !d.deleted)).toHaveLength(REFEREE_FIXTURES.length - 1);

    await appointOfficial(s.database.db, { fixtureId: F.later, personId: refereeId, type: 'REFEREES' });
    const back = await pullPage('referee', gone.checkpoint);
    expect(back.documents.map((d) => [d.id, d.deleted])).toEqual([[F.later, undefined]]);
  });
});

describe('POST /api/sync/push', () => {
  it('needs a token and a valid batch', async () => {
    const m = mutation(F.pastNoResult, SCORE, null);
    expect(
      (await s.call('/api/sync/push', { method: 'POST', json: { protocol: 1, mutations: [m] } })).status,
    ).toBe(401);
    for (const json of [
      { protocol: 2, mutations: [m] },
      { protocol: 1, mutations: [] },
    ]) {
      expect((await s.call('/api/sync/push', { as: 'referee', method: 'POST', json })).status).toBe(400);
    }
  });

  it('applies a score once: the document comes back with version + 1, a replay answers the stored result', async () => {
    const before = await read(F.pastNoResult);
    const m = mutation(F.pastNoResult, SCORE, before.version);
    const [first] = await push('referee', [m]);
    expect(first).toMatchObject({ id: m.id, status: 'applied' });
    const doc = appliedDoc(first);
    expect(doc.version).toBe(before.version + 1);
    expect(doc.isResult).toBe(true);
    expect(doc.homeTeam).toMatchObject({ goals: 2, points: 11 });

    // The response was lost; the device sends the same mutation again.
    const [replay] = await push('referee', [m]);
    expect(replay).toEqual(first);
    expect((await read(F.pastNoResult)).version).toBe(before.version + 1);

    const [reused] = await push('referee', [{ ...m, payload: { ...SCORE, homePoints: 12 } }]);
    expect(reused).toMatchObject({ status: 'rejected', error: { status: 422 } });
    expect((await read(F.pastNoResult)).homeTeam.points).toBe(11);
  });

  it('answers a stale baseVersion with a conflict and the current document', async () => {
    const current = await read(F.pastNoResult);
    const [r] = await push('referee', [
      mutation(F.pastNoResult, { ...SCORE, awayPoints: 9 }, current.version - 1),
    ]);
    expect(r).toMatchObject({
      status: 'conflict',
      reason: 'stale',
      document: { id: F.pastNoResult, version: current.version },
    });
    expect((await read(F.pastNoResult)).awayTeam.points).toBe(8);
  });

  it('keeps a confirmed result and a submitted report', async () => {
    const [confirmed, report] = await push('referee', [
      mutation(F.confirmed, SCORE, null),
      mutation(F.reportSubmitted, SCORE, null),
    ]);
    expect(confirmed).toMatchObject({
      status: 'conflict',
      reason: 'resultConfirmed',
      document: { id: F.confirmed, resultConfirmed: true, homeTeam: { goals: 2, points: 9 } },
    });
    expect(report).toMatchObject({ status: 'conflict', reason: 'reportSubmitted' });
  });

  it('rejects a referee not appointed (403) and an invalid payload (400 with field errors)', async () => {
    const [notMine, allZero, negative, unknownOp] = await push('referee', [
      mutation(F.todayOtherRef, SCORE, null),
      mutation(F.tomorrow, { homeGoals: 0, homePoints: 0, awayGoals: 0, awayPoints: 0 }, null),
      mutation(F.tomorrow, { ...SCORE, homeGoals: -1 }, null),
      mutation(F.tomorrow, SCORE, null, { op: 'fixture.delete' }),
    ]);
    expect(notMine).toMatchObject({ status: 'rejected', error: { status: 403, summary: 'Forbidden' } });
    expect(allZero).toMatchObject({
      status: 'rejected',
      error: {
        status: 400,
        errors: [{ field: '(body)', code: 'validation.score.allZero', message: 'All fields cannot be zero' }],
      },
    });
    expect(negative).toMatchObject({
      status: 'rejected',
      error: { status: 400, errors: [{ field: 'homeGoals', code: 'validation.number.nonNegative' }] },
    });
    expect(unknownOp).toMatchObject({ status: 'rejected', error: { status: 400 } });
    expect((await read(F.tomorrow)).isResult).toBe(false);
    expect((await read(F.todayOtherRef)).isResult).toBe(false);
  });

  it('applies the rest of a batch around a rejected mutation', async () => {
    const [a, b, c] = await push('referee', [
      mutation(F.tomorrow, SCORE, null),
      mutation(F.todayOtherRef, SCORE, null),
      mutation(F.backup, { ...SCORE, awayGoals: 3 }, null),
    ]);
    expect([a!.status, b!.status, c!.status]).toEqual(['applied', 'rejected', 'applied']);
    expect((await read(F.tomorrow)).homeTeam).toMatchObject({ goals: 2, points: 11 });
    expect((await read(F.backup)).awayTeam).toMatchObject({ goals: 3, points: 8 });
    expect((await read(F.todayOtherRef)).isResult).toBe(false);
  });

  it('does not keep a rejection: the same key applies once the referee is appointed', async () => {
    const m = mutation(F.otherRef, SCORE, null);
    expect((await push('referee', [m]))[0]).toMatchObject({ status: 'rejected', error: { status: 403 } });
    await appointOfficial(s.database.db, {
      fixtureId: F.otherRef,
      personId: refereeId,
      type: 'BACKUP_REFEREES',
    });
    expect((await push('referee', [m]))[0]).toMatchObject({ status: 'applied' });
    const [again] = await push('referee', [m]);
    expect(again).toMatchObject({ status: 'applied' });
    expect((await read(F.otherRef)).version).toBe(appliedDoc(again).version);
  });

  it('scopes idempotency keys to the caller', async () => {
    const m = mutation(F.todayOtherRef, SCORE, null);
    expect((await push('competition-admin', [m]))[0]).toMatchObject({ status: 'applied' });
    // The same key from another account is its own mutation (and this one is refused on its merits).
    expect((await push('referee', [m]))[0]).toMatchObject({ status: 'rejected', error: { status: 403 } });
  });

  it('a batch cut short by an unexpected error keeps what came before; the retry replays it and applies the rest, once each', async () => {
    const op = operationFor('fixture.recordScore')!;
    const real = op.run.bind(op);
    let calls = 0;
    const spy = vi.spyOn(op, 'run').mockImplementation(async (...args) => {
      if (++calls === 2) throw new Error('the database went away');
      return real(...args);
    });
    const [first, second] = [await read(F.later), await read(CUP_TODAY_FIXTURE_ID)];
    const batch = [
      mutation(F.later, SCORE, null),
      mutation(CUP_TODAY_FIXTURE_ID, { ...SCORE, awayPoints: 10 }, null),
      mutation(F.backup, { ...SCORE, awayPoints: 12 }, null),
    ];
    const backup = await read(F.backup);
    try {
      const res = await s.call('/api/sync/push', {
        as: 'referee',
        method: 'POST',
        json: { protocol: 1, mutations: batch },
      });
      expect(res.status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    // The first committed (its own savepoint); the second rolled back; the third never ran.
    expect((await read(F.later)).version).toBe(first.version + 1);
    expect((await read(CUP_TODAY_FIXTURE_ID)).version).toBe(second.version);
    expect((await read(F.backup)).version).toBe(backup.version);

    const [a, b, c] = await push('referee', batch);
    expect(appliedDoc(a).version).toBe(first.version + 1); // answered from its record, not applied again
    expect(appliedDoc(b).version).toBe(second.version + 1);
    expect(appliedDoc(c).awayTeam.points).toBe(12);
    expect((await read(F.later)).version).toBe(first.version + 1);
    expect((await read(CUP_TODAY_FIXTURE_ID)).awayTeam.points).toBe(10);
  });

  it('treats a deadlock or serialization failure (however wrapped) as "send the rest again", not an error', () => {
    expect(isRetryableConflict({ code: '40P01' })).toBe(true);
    expect(isRetryableConflict(new Error('query failed', { cause: { code: '40001' } }))).toBe(true);
    expect(isRetryableConflict(new Error('boom'))).toBe(false);
    expect(isRetryableConflict({ code: '23505' })).toBe(false);
  });
});
