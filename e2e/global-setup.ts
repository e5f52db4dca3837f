/**
 * Runs once before the workers start: migrates and seeds the demo into one PGlite folder that every worker's
 * server then copies (seeding per worker would cost each worker the whole migration and seed).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { E2E_ENV, E2E_ROOT, SEEDED_DATA_DIR } from './server';

export default async function globalSetup() {
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `npm run build` first (npm run test:e2e does).');
  await rm(E2E_ROOT, { recursive: true, force: true });
  execFileSync(process.execPath, ['--import', 'tsx', 'server/db/seed-cli.ts'], {
    env: { ...process.env, ...E2E_ENV, DATA_DIR: SEEDED_DATA_DIR },
    stdio: ['ignore', 'ignore', 'pipe'], // a failure throws with stderr in the message
  });
}
