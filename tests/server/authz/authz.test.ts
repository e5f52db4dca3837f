/**
 * The authorization matrix, executed: every route × every demo role (and no token), against the real server
 * and the demo seed. And the coverage rule: a registered route without a row fails.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../../domain/contracts.ts';
import { routeKey } from '../../../domain/lib/contract.ts';
import { registeredRoutes } from '../api-document.ts';
import { startTestServer, type TestServer } from '../harness.ts';
import { CALLERS, expected, loadIds, probe, REFUSED, type ProbeContext, type Row } from './matrix.ts';
import { ALL_ROWS, OUTSIDE_MATRIX, PAGE_ROWS } from './rows.ts';

let s: TestServer;
let ctx: ProbeContext;
beforeAll(async () => {
  s = await startTestServer();
  ctx = { s, ids: await loadIds(s) };
});
afterAll(() => s.close());

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

describe('the matrix walks the route contracts', () => {
  it('probes each contract: open to all when public, and with a body its schema refuses', () => {
    const rows = new Map([...ALL_ROWS, ...PAGE_ROWS].map((r) => [r.route, r]));
    const problems: string[] = [];
    for (const c of CONTRACTS) {
      const key = routeKey(c);
      const row = rows.get(key);
      if (!row) {
        problems.push(`${key}: no row`);
        continue;
      }
      if ((row.allow === 'public') !== Boolean(c.public))
        problems.push(`${key}: the row and the contract disagree on whether it is public`);
      // The allowed roles' probe body must be one the contract refuses, or an allowed probe could change data.
      if (row.body === REFUSED && c.body?.kind === 'schema' && v.safeParse(c.body, REFUSED).success)
        problems.push(`${key}: the contract's body schema accepts the refused probe body`);
      if (c.body?.kind === 'schema' && row.body === undefined && (row.ok ?? 200) < 300)
        problems.push(`${key}: a body contract probed without a body answers ${row.ok ?? 200}`);
    }
    expect(problems).toEqual([]);
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
