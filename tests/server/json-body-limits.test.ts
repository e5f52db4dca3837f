/**
 * Issue #30 finding 5 (deep / wide JSON bodies): a sync push with a 5,000-deep payload overflowed the stack
 * while hashing the mutation (500, and the batch failed); the NUL check stopped looking at depth 64. Every
 * JSON body is now walked once, without recursion, before any route sees it (server/http/request-shape.ts):
 * too deep or too many values is 400 with the one error body.
 */
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PAPER_START } from '../../server/db/seed/draws.ts';
import { seedId } from '../../server/db/seed/random.ts';
import { BODY_MAX_DEPTH, BODY_MAX_VALUES } from '../../server/http/request-shape.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** `n` objects nested in one another around `inner` (built as text: JSON.stringify itself recurses). */
const nested = (n: number, inner = '1') => '{"a":'.repeat(n) + inner + '}'.repeat(n);
const pushBody = (payload: string) =>
  `{"protocol":1,"mutations":[{"id":"${uuidv7()}","idempotencyKey":"deep-${uuidv7()}",` +
  `"op":"fixture.recordScore","entityId":"x","baseVersion":null,"payload":${payload}}]}`;

async function post(path: string, body: string, as = 'referee') {
  const res = await s.call(path, {
    method: 'POST',
    as,
    body,
    headers: { 'Content-Type': 'application/json' },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function expectRefused(r: { status: number; body: Record<string, unknown> }, message: RegExp) {
  expect(r.status).toBe(400);
  expect(r.body).toMatchObject({ status: 400, summary: expect.any(String) as string });
  expect(r.body.message).toEqual(expect.any(String));
  expect(r.body.errors).toEqual([{ field: '(body)', message: expect.stringMatching(message) as string }]);
}

describe('deeply nested JSON bodies', () => {
  it('a sync push with a 5,000-deep payload is 400, not 500', async () => {
    expectRefused(await post('/api/sync/push', pushBody(nested(5000))), /nested/);
  });

  it('another JSON route refuses a 5,000-deep value the same way', async () => {
    const sale = `/api/draw/ticket/${seedId('draw-ticket', DEMO_PAPER_START + 60)}/sale`;
    expectRefused(await post(sale, `{"name":${nested(5000, '"x"')}}`, 'officer'), /nested/);
    expectRefused(await post(sale, `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`, 'officer'), /nested/);
  });
});

describe('the limits', () => {
  // A push body is 3 levels (body, mutations, mutation) before the payload.
  it(`a body nested ${BODY_MAX_DEPTH} levels reaches the route; one more is refused`, async () => {
    const atLimit = await post('/api/sync/push', pushBody(nested(BODY_MAX_DEPTH - 3)));
    expect(atLimit.status).toBe(200);
    expect(atLimit.body).toMatchObject({ results: [{ status: 'rejected' }] });
    expectRefused(await post('/api/sync/push', pushBody(nested(BODY_MAX_DEPTH - 2))), /nested/);
  });

  it(`a body of ${BODY_MAX_VALUES} values reaches the route; one more is refused`, async () => {
    // The body object, protocol, mutations, the mutation and its 6 members (the payload array one of them): 10.
    const payload = (n: number) => `[${Array.from({ length: n }, () => '0').join(',')}]`;
    const atLimit = await post('/api/sync/push', pushBody(payload(BODY_MAX_VALUES - 10)));
    expect(atLimit.status).toBe(200);
    expectRefused(await post('/api/sync/push', pushBody(payload(BODY_MAX_VALUES - 9))), /values/);
  });

  it('finds a NUL at any depth the body may have, in a string or a key', async () => {
    for (const inner of ['"a\\u0000b"', '{"a\\u0000b":1}']) {
      const r = await post('/api/sync/push', pushBody(nested(BODY_MAX_DEPTH - 5, inner)));
      expect(r.status).toBe(400);
      expect(r.body.errors).toEqual([{ field: '(request)', message: 'NUL characters are not allowed' }]);
    }
  });
});

describe('wide JSON bodies', () => {
  it('an object with 110,000 keys (under 1 MB) is 400', async () => {
    const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    const keys: string[] = [];
    for (const a of alphabet)
      for (const b of alphabet) for (const c of alphabet) if (keys.length < 110_000) keys.push(a + b + c);
    const body = `{${keys.map((k) => `"${k}":0`).join(',')}}`;
    expect(body.length).toBeLessThan(1024 * 1024);
    expectRefused(await post('/api/sync/push', body), /values/);
  });

  it('a sync push whose payload is an array of 200,000 values is 400', async () => {
    const body = pushBody(`[${Array.from({ length: 200_000 }, () => '0').join(',')}]`);
    expect(body.length).toBeLessThan(1024 * 1024);
    expectRefused(await post('/api/sync/push', body), /values/);
  });
});
