/**
 * The authorization matrix, executed: every route × every demo role (and no token), against the real server
 * and the demo seed. And the coverage rule: a registered route without a row fails.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app.ts';
import { loadEnv } from '../../../server/env.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { CALLERS, expected, loadIds, probe, type ProbeContext, type Row } from './matrix.ts';
import { ALL_ROWS, OUTSIDE_MATRIX, PAGE_ROWS } from './rows.ts';

let s: TestServer;
let ctx: ProbeContext;
beforeAll(async () => {
  s = await startTestServer();
  ctx = { s, ids: await loadIds(s) };
});
afterAll(() => s.close());

/** Every METHOD path the app registers (middleware-only `ALL` entries aside). */
export function registeredRoutes(): string[] {
  const env = loadEnv({
    PORT: '1',
    PUBLIC_URL: 'http://127.0.0.1:1',
    LOG_LEVEL: 'silent',
    STATIC_DIR: 'dist',
  });
  const app = createApp({
    db: {} as never,
    env,
    log: pino({ level: 'silent' }),
    verifyToken: () => Promise.reject(new Error('unused')),
    oidc: { callback: () => () => undefined } as never,
  });
  return [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))];
}

describe('route coverage', () => {
  it('gives every registered route a matrix row (or a stated reason to be outside it)', () => {
    const rows = new Set([...ALL_ROWS, ...PAGE_ROWS].map((r) => r.route));
    const missing = registeredRoutes().filter((r) => !rows.has(r) && !(r in OUTSIDE_MATRIX));
    expect(missing, 'add a row to tests/server/authz/<service>.rows.ts').toEqual([]);
  });

  it('has no row for a route that is not registered', () => {
    const registered = new Set(registeredRoutes());
    const listed = [...[...ALL_ROWS, ...PAGE_ROWS].map((r) => r.route), ...Object.keys(OUTSIDE_MATRIX)];
    expect(listed.filter((r) => !registered.has(r))).toEqual([]);
    expect(listed.length, 'one row per route').toBe(new Set(listed).size);
  });
});

async function run(row: Row) {
  const got: Record<string, number> = {};
  const want: Record<string, number> = {};
  for (const caller of CALLERS) {
    const res = await probe(ctx, row, caller);
    got[caller] = res.status;
    want[caller] = expected(row, caller);
    if (res.status >= 400 && res.headers.get('content-type')?.includes('json')) {
      const body = (await res.json()) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(expect.arrayContaining(['status', 'summary', 'message']));
    } else await res.arrayBuffer();
  }
  expect(got, row.why).toEqual(want);
}

describe('authorization matrix: role × action', () => {
  for (const row of [...ALL_ROWS, ...PAGE_ROWS]) it(row.route, () => run(row));
});
