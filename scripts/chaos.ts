/**
 * npm run test:chaos -- --runs N --seed S: the seeded offline fault-injection run (e2e/chaos.spec.ts) in
 * Chromium against the built app (run `npm run build` first). E2E_PORT picks the port as for the e2e tests.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '20' },
    seed: { type: 'string', default: String(Date.now() % 1e9) },
  },
});
console.log(`chaos: ${values.runs} runs, seed ${values.seed}`);
const result = spawnSync('npx', ['playwright', 'test', 'e2e/chaos.spec.ts'], {
  stdio: 'inherit',
  env: { ...process.env, CHAOS_RUNS: values.runs, CHAOS_SEED: values.seed },
});
process.exit(result.status ?? 1);
