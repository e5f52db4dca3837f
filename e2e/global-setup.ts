/**
 * Runs once before the workers start: migrates and seeds the demo into one PGlite folder that every worker's
 * server then copies (seeding per worker would cost each worker the whole migration and seed). Under
 * `npm test` the `e2e-seed` stage has done it already, beside the server tests (E2E_SEEDED=1; e2e/seed.ts).
 */
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { seedE2e } from './seed';
import { E2E_ROOT, SEEDED_DATA_DIR } from './server';

export default async function globalSetup() {
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `npm run build` first (npm run test:e2e does).');
  if (process.env.E2E_SEEDED === '1' && existsSync(SEEDED_DATA_DIR)) {
    // Only the workers' folders of an earlier run go; the seeded folder is this run's.
    const stale = (await readdir(E2E_ROOT)).filter((name) => name.startsWith('worker-'));
    await Promise.all(stale.map((name) => rm(path.join(E2E_ROOT, name), { recursive: true, force: true })));
    return;
  }
  await seedE2e();
}
