/**
 * The match as it happens (issue 52): events through the sync push (`fixture.recordMatchEvent`), exactly once,
 * folded into the fixture's score; the public match read; the live stream (Server-Sent Events).
 */
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from '../../domain/competition/fixture.ts';
import type { MatchAnswer, MatchEventInput } from '../../domain/competition/match-event.ts';
import { matchApi } from '../../domain/competition/match.contract.ts';
import type { Mutation, PushResponse, PushResult } from '../../domain/sync/protocol.ts';
import { fixture } from '../../server/db/schema/index.ts';
import { leagueFixtureId } from '../../server/db/seed/competition.ts';
import { callContract, startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const F = {
  confirmed: leagueFixtureId(2),
  reportSubmitted: leagueFixtureId(3),
  tomorrow: leagueFixtureId(6),
  later: leagueFixtureId(7),
  backup: leagueFixtureId(10),
};

const event = (kind: MatchEventInput['kind'], minute: number, rest: Partial<MatchEventInput> = {}) =>
  ({ id: uuidv7(), kind, minute, ...rest }) as MatchEventInput;

const mutation = (fixtureId: string, payload: MatchEventInput, key = `match-${uuidv7()}`): Mutation => ({
  id: uuidv7(),
  idempotencyKey: key,
  op: 'fixture.recordMatchEvent',
  entityId: fixtureId,
  baseVersion: 0,
  payload,
});

async function push(mutations: Mutation[], as = 'referee'): Promise<PushResult[]> {
  const res = await s.call('/api/sync/push', { as, method: 'POST', json: { protocol: 1, mutations } });
  expect(res.status).toBe(200);
  return ((await res.json()) as PushResponse).results;
}

async function match(id: string): Promise<MatchAnswer> {
  const res = await callContract(s, matchApi.match, { params: { id } });
  expect(res.status).toBe(200);
  return res.body;
}

describe('fixture.recordMatchEvent', () => {
  it('folds the events into the fixture’s score, and full-time makes it a result', async () => {
    const goal = event('SCORE', 4, { side: 'home', goals: 1 });
    const results = await push(
      [
        event('THROW_IN', 0),
        goal,
        event('SCORE', 9, { side: 'away', points: 1 }),
        event('SCORE', 12, { side: 'home', points: 1 }),
      ].map((e) => mutation(F.tomorrow, e)),
    );
    expect(results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
    const doc = results[3]!.status === 'applied' ? (results[3]!.document as Fixture) : null;
    expect(doc?.homeTeam).toMatchObject({ goals: 1, points: 1 });
    expect(doc?.awayTeam).toMatchObject({ goals: 0, points: 1 });
    expect(doc?.isResult).toBe(false);
    expect(doc?.matchEvents).toHaveLength(4);

    let m = await match(F.tomorrow);
    expect(m.state).toMatchObject({ phase: 'FIRST_HALF', home: { goals: 1, points: 1 }, scores: 3 });
    expect(m.result).toEqual({
      home: { goals: 1, points: 1 },
      away: { goals: 0, points: 1 },
      isResult: false,
      confirmed: false,
    });

    await push([
      mutation(F.tomorrow, event('HALF_TIME', 30)),
      mutation(F.tomorrow, event('CORRECTION', 31, { corrects: goal.id })),
    ]);
    m = await match(F.tomorrow);
    expect(m.state).toMatchObject({ phase: 'HALF_TIME', home: { goals: 0, points: 1 } });

    await push([
      mutation(F.tomorrow, event('SECOND_HALF', 30)),
      mutation(F.tomorrow, event('FULL_TIME', 60)),
    ]);
    m = await match(F.tomorrow);
    expect(m.state.phase).toBe('FULL_TIME');
    expect(m.result.isResult).toBe(true);
    const read = (await (await s.call(`/api/fixture/${F.tomorrow}`, { as: 'member' })).json()) as Fixture;
    expect(read).toMatchObject({
      isResult: true,
      homeTeam: { goals: 0, points: 1 },
      awayTeam: { goals: 0, points: 1 },
    });
  });

  it('stores an event once, whether the same key or the same event is sent again', async () => {
    const point = event('SCORE', 5, { side: 'away', points: 1 });
    const m = mutation(F.later, point);
    await push([m]);
    await push([m]); // the same idempotency key: the stored answer
    await push([mutation(F.later, point)]); // a new key, the same event id
    const answer = await match(F.later);
    expect(answer.events.filter((e) => e.id === point.id)).toHaveLength(1);
    expect(answer.state.away).toEqual({ goals: 0, points: 1 });
  });

  it('places a late event, synced after full-time, by its minute', async () => {
    const late = event('SCORE', 50, { side: 'home', goals: 1 });
    await push(
      [event('THROW_IN', 0), event('HALF_TIME', 30), event('SECOND_HALF', 30), event('FULL_TIME', 62)].map(
        (e) => mutation(F.backup, e),
      ),
    );
    await push([mutation(F.backup, late)]);
    const m = await match(F.backup);
    expect(m.state).toMatchObject({ phase: 'FULL_TIME', home: { goals: 1, points: 0 } });
    expect(m.events.map((e) => e.kind)).toEqual([
      'THROW_IN',
      'HALF_TIME',
      'SECOND_HALF',
      'SCORE',
      'FULL_TIME',
    ]);
    expect(m.result).toMatchObject({ home: { goals: 1, points: 0 }, isResult: true });
  });

  it('keeps a confirmed result or a submitted report, and refuses whoever may not score', async () => {
    const [confirmed] = await push([mutation(F.confirmed, event('SCORE', 3, { side: 'home', points: 1 }))]);
    expect(confirmed).toMatchObject({ status: 'conflict', reason: 'resultConfirmed' });
    const [submitted] = await push([mutation(F.reportSubmitted, event('FULL_TIME', 60))]);
    expect(submitted).toMatchObject({ status: 'conflict', reason: 'reportSubmitted' });
    const [coach] = await push([mutation(F.later, event('SCORE', 3, { side: 'home', points: 1 }))], 'coach');
    expect(coach).toMatchObject({ status: 'rejected', error: { status: 403 } });
    const [invalid] = await push([mutation(F.later, { ...event('SCORE', 3), side: undefined })]);
    expect(invalid).toMatchObject({ status: 'rejected', error: { status: 400 } });
  });

  it('the final score entered alone still works, and the match read shows it', async () => {
    const id = leagueFixtureId(4);
    const res = await s.call(`/api/fixture/${id}/score`, {
      as: 'referee',
      method: 'PUT',
      json: { homeGoals: 2, homePoints: 10, awayGoals: 1, awayPoints: 12 },
    });
    expect(res.status).toBe(200);
    const m = await match(id);
    expect(m.events).toEqual([]);
    expect(m.state.phase).toBe('NOT_STARTED');
    expect(m.result).toMatchObject({
      home: { goals: 2, points: 10 },
      away: { goals: 1, points: 12 },
      isResult: true,
    });
  });

  it('answers 404 for a fixture that does not exist', async () => {
    expect((await callContract(s, matchApi.match, { params: { id: uuidv7() } })).status).toBe(404);
  });
});

/** A reader of a Server-Sent Events answer: `next()` answers the next `match` event's data. */
function sse(res: Response) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return async function next(): Promise<MatchAnswer> {
    for (;;) {
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!/^event: match$/m.test(block)) continue;
        const data = block
          .split('\n')
          .filter((l) => l.startsWith('data: '))
          .map((l) => l.slice(6))
          .join('\n');
        return JSON.parse(data) as MatchAnswer;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += value;
    }
  };
}

describe('GET /api/fixture/:id/live', () => {
  it('sends the match at connect, then the new score after a sync commits, once', async () => {
    const id = leagueFixtureId(9);
    const abort = new AbortController();
    const res = await fetch(`${s.url}/api/fixture/${id}/live`, { signal: abort.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    // Written straight to the socket (http/direct-stream.ts), with every header the app's middleware sets.
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBeTruthy();
    expect(res.headers.get('x-pairc-direct-stream')).toBeNull();
    expect(res.headers.get('x-hono-already-sent')).toBeNull();
    try {
      const next = sse(res);
      const first = await next();
      expect(first.fixtureId).toBe(id);
      const before = first.state.scores;
      // A commit through the app (as another process's would, it moves the fixture read version).
      const pushed = push([mutation(id, event('SCORE', 7, { side: 'away', goals: 1 }))], 'competition-admin');
      const second = await next();
      expect((await pushed)[0]!.status).toBe('applied');
      expect(second.state.scores).toBe(before + 1);
      expect(second.state.away.goals).toBe(first.state.away.goals + 1);
    } finally {
      abort.abort();
    }
  });

  it('hears of a commit made outside this process (the version row), with no write through the app', async () => {
    const id = leagueFixtureId(8);
    const abort = new AbortController();
    const res = await fetch(`${s.url}/api/fixture/${id}/live`, { signal: abort.signal });
    expect(res.status).toBe(200);
    try {
      const next = sse(res);
      await next();
      // As another server process would: a commit straight to the database, which the hub's probe sees.
      await s.database.db
        .update(fixture)
        .set({ homeGoals: 3, homePoints: 4, awayGoals: 0, awayPoints: 9, isResult: true })
        .where(eq(fixture.id, id));
      const second = await next();
      expect(second.result).toMatchObject({ home: { goals: 3, points: 4 }, isResult: true });
    } finally {
      abort.abort();
    }
  });

  it('answers 404 for a fixture that does not exist, without opening a stream', async () => {
    const res = await fetch(`${s.url}/api/fixture/${uuidv7()}/live`);
    expect(res.status).toBe(404);
  });
});

describe('GET /api/fixtures/live (one stream for a page)', () => {
  it('sends each named fixture’s match at connect, skips an unknown one, then each change on the same stream', async () => {
    const [a, b] = [leagueFixtureId(9), leagueFixtureId(8)];
    const abort = new AbortController();
    const res = await fetch(`${s.url}/api/fixtures/live?ids=${a},${uuidv7()},${b},${a}`, {
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    try {
      const next = sse(res);
      const first = [await next(), await next()];
      expect(first.map((m) => m.fixtureId).sort()).toEqual([a, b].sort());
      const before = first.find((m) => m.fixtureId === b)!.state.scores;
      const pushed = push(
        [mutation(b, event('SCORE', 12, { side: 'home', points: 1 }))],
        'competition-admin',
      );
      const change = await next();
      expect((await pushed)[0]!.status).toBe('applied');
      expect(change.fixtureId).toBe(b);
      expect(change.state.scores).toBe(before + 1);
    } finally {
      abort.abort();
    }
  });

  it('answers 404 when no id names a fixture, and 400 for an empty list or more than 50 ids', async () => {
    expect((await fetch(`${s.url}/api/fixtures/live?ids=${uuidv7()},${uuidv7()}`)).status).toBe(404);
    expect((await fetch(`${s.url}/api/fixtures/live?ids=`)).status).toBe(400);
    const many = Array.from({ length: 51 }, () => uuidv7()).join(',');
    expect((await fetch(`${s.url}/api/fixtures/live?ids=${many}`)).status).toBe(400);
  });
});
