/**
 * The sync push applies a batch set-based (server/sync/push.ts, issue 50): one failing mutation is answered
 * alone and the rest apply exactly once; a replay answers the same and applies nothing; several mutations of
 * one entity in a batch apply in order.
 */
import { count, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/lib/days.ts';
import { todayInDublin } from '../../domain/lib/dates.ts';
import type { Mutation, PushResponse } from '../../domain/sync/protocol.ts';
import { injuryRecord } from '../../server/db/schema/index.ts';
import { leagueFixtureId } from '../../server/db/seed/competition.ts';
import { personId } from '../../server/db/seed/people.ts';
import { COACH_TEAMS } from '../../server/db/seed/teams.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

async function push(as: string, mutations: Mutation[]) {
  const res = await s.call('/api/sync/push', { as, method: 'POST', json: { protocol: 1, mutations } });
  expect(res.status).toBe(200);
  return ((await res.json()) as PushResponse).results;
}

const injury = (player: string, notes: string): Mutation => ({
  id: uuidv7(),
  idempotencyKey: `batch-${uuidv7()}`,
  op: 'injury.save',
  entityId: uuidv7(),
  baseVersion: null,
  payload: {
    personId: player,
    groupId: COACH_TEAMS.senior,
    status: 'COMPLETE',
    injuryDate: addDays(todayInDublin(), -1),
    additionalType: 'MUSCLE',
    activityType: 'TRAINING',
    mechanism: 'STRETCH',
    availability: 'RESTRICTED',
    injuryDetails: [{ side: 'LEFT', area: 'CALF', diagnosis: 'CALF.STRAIN', grade: '1' }],
    publicNotes: notes,
    privateNotes: '',
  },
});

async function stored(ids: string[]) {
  const [r] = await s.database.db
    .select({ n: count() })
    .from(injuryRecord)
    .where(inArray(injuryRecord.id, ids));
  return r!.n;
}

describe('a set-based batch', () => {
  it('answers one failing mutation alone and applies the rest exactly once; a replay applies nothing', async () => {
    const batch = Array.from({ length: 6 }, (_, i) => injury(personId('demo:member'), `batch ${i}`));
    // A player who does not exist: the multi-row insert refuses the whole set (a foreign key), so the push
    // applies the set again one mutation at a time and refuses only this one.
    batch[3] = injury(`no-such-person-${uuidv7()}`, 'batch 3');
    const ids = batch.map((m) => m.entityId);

    const first = await push('injury-specialist', batch);
    expect(first.map((r) => r.id)).toEqual(batch.map((m) => m.id));
    expect(first.map((r) => r.status)).toEqual([
      'applied',
      'applied',
      'applied',
      'rejected',
      'applied',
      'applied',
    ]);
    expect(first[3]).toMatchObject({ status: 'rejected', error: { status: 409 } });
    for (const r of first.filter((x) => x.status === 'applied')) {
      expect(r).toMatchObject({ document: { version: 1, person: { id: personId('demo:member') } } });
    }
    expect(await stored(ids)).toBe(5);

    // The response was lost: the device sends the whole batch again.
    const again = await push('injury-specialist', batch);
    expect(again).toEqual(first);
    expect(await stored(ids)).toBe(5);
  });

  it('applies several mutations of one entity in one batch in order, and answers a stale one as a conflict', async () => {
    const create = injury(personId('demo:member'), 'first');
    const edit = {
      ...injury(personId('demo:member'), 'second'),
      entityId: create.entityId,
      baseVersion: 1,
    };
    const stale = {
      ...injury(personId('demo:member'), 'stale'),
      entityId: create.entityId,
      baseVersion: 1,
    };
    const other = injury(personId('demo:member'), 'other');
    const [a, b, c, d] = await push('injury-specialist', [create, edit, stale, other]);
    expect(a).toMatchObject({ status: 'applied', document: { version: 1, publicNotes: 'first' } });
    expect(b).toMatchObject({ status: 'applied', document: { version: 2, publicNotes: 'second' } });
    expect(c).toMatchObject({ status: 'conflict', reason: 'stale', document: { version: 2 } });
    expect(d).toMatchObject({ status: 'applied', document: { version: 1, publicNotes: 'other' } });
  });

  it('answers the same key twice in one batch as one mutation', async () => {
    const m = injury(personId('demo:member'), 'twice');
    const [a, b] = await push('injury-specialist', [m, { ...m, id: uuidv7() }]);
    expect(a).toMatchObject({ status: 'applied' });
    expect(b).toMatchObject({ status: 'applied', document: (a as { document: object }).document });
    expect(await stored([m.entityId])).toBe(1);
  });

  it('applies a batch of scores set-based with per-fixture order kept', async () => {
    const fixtureId = leagueFixtureId(7);
    const read = async () =>
      (await (await s.call(`/api/fixture/${fixtureId}`, { as: 'member' })).json()) as { version: number };
    const v0 = (await read()).version;
    const score = (homePoints: number, baseVersion: number): Mutation => ({
      id: uuidv7(),
      idempotencyKey: `score-${uuidv7()}`,
      op: 'fixture.recordScore',
      entityId: fixtureId,
      baseVersion,
      payload: { homeGoals: 1, homePoints, awayGoals: 0, awayPoints: 3 },
    });
    const [a, b] = await push('referee', [score(4, v0), score(5, v0 + 1)]);
    expect(a).toMatchObject({ status: 'applied', document: { version: v0 + 1, homeTeam: { points: 4 } } });
    expect(b).toMatchObject({ status: 'applied', document: { version: v0 + 2, homeTeam: { points: 5 } } });
    expect((await read()).version).toBe(v0 + 2);
  });
});
