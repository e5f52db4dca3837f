/**
 * The CI subset of the input fuzzer (tests/fuzz/fuzz.ts): a few hundred cases with a fixed seed; the full run
 * is `npm run test:fuzz -- --cases 10000`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzz } from '../fuzz/fuzz.ts';
import { loadIds, type ProbeContext } from './authz/matrix.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
let ctx: ProbeContext;
beforeAll(async () => {
  s = await startTestServer();
  ctx = { s, ids: await loadIds(s) };
});
afterAll(() => s.close());

describe('input fuzzing (CI subset)', () => {
  it('answers no 5xx, accepts nothing invalid, and gives every error {status, summary, message}', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? 20261122);
    const stats = await fuzz(ctx, { cases: Number(process.env.FUZZ_CASES ?? 400), seed, hostileRoutes: 6 });
    expect(stats.cases).toBeGreaterThan(300);
    // The keyed open-data routes were fuzzed with a valid API key: past the key check, none answered 401.
    expect(Object.values(stats.keyedByStatus).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(stats.keyedByStatus['4xx (401)'] ?? 0).toBe(0);
    const summary = stats.failures.map(
      (f) => `${f.route} | ${f.kind} | ${f.problem} | ${f.status} | ${f.input.slice(0, 300)}`,
    );
    expect(summary, `seed ${seed}`).toEqual([]);
  }, 300_000);
});
