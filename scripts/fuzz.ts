/**
 * npm run test:fuzz -- --cases 10000 [--seed S]: the input fuzzer (tests/fuzz/fuzz.ts) against a fresh server
 * with the demo seed (in-memory PGlite, or a new database on DATABASE_URL). Prints the counts by kind and
 * status class and every failure; exits 1 if there is one.
 */
import { parseArgs } from 'node:util';
import { fuzz } from '../tests/fuzz/fuzz.ts';
import { loadIds } from '../tests/server/authz/matrix.ts';
import { startTestServer } from '../tests/server/harness.ts';

const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '10000' },
    seed: { type: 'string', default: String(Date.now() % 1e9) },
  },
});
const cases = Number(values.cases);
const seed = Number(values.seed);
const s = await startTestServer();
const started = Date.now();
try {
  const stats = await fuzz({ s, ids: await loadIds(s) }, { cases, seed });
  const seconds = (Date.now() - started) / 1000;
  console.log(`fuzz: ${stats.cases} cases in ${seconds.toFixed(0)} s, seed ${seed}`);
  console.log('by kind:', stats.byKind);
  console.log('by status:', stats.byStatus);
  console.log('keyed open data by status:', stats.keyedByStatus);
  for (const f of stats.failures) console.log('FAIL', JSON.stringify(f));
  console.log(`${stats.failures.length} failures`);
  process.exitCode = stats.failures.length > 0 ? 1 : 0;
} finally {
  await s.close();
}
