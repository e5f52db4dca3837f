/**
 * Migrates and seeds the demo into the PGlite folder every e2e worker's server copies (e2e/server.ts).
 *
 * `npm test` runs this as its own stage (`e2e-seed`, scripts/test-all.ts) on the core the checks leave idle
 * while the server tests finish, and tells the e2e stage so (`E2E_SEEDED=1`); a plain `npx playwright test`
 * seeds in its global setup instead (e2e/global-setup.ts).
 *
 *   node --import tsx e2e/seed.ts
 */
import { execFileSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { E2E_ENV, E2E_ROOT, SEEDED_DATA_DIR } from './server';

export async function seedE2e() {
  await rm(E2E_ROOT, { recursive: true, force: true });
  execFileSync(process.execPath, ['--import', 'tsx', 'server/db/seed-cli.ts'], {
    env: { ...process.env, ...E2E_ENV, DATA_DIR: SEEDED_DATA_DIR },
    stdio: ['ignore', 'ignore', 'pipe'], // a failure throws with stderr in the message
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await seedE2e();
