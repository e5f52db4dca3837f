import { cpus } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

/**
 * End-to-end tests in Debian's Chromium against the real server (built app + API + OIDC). Never downloads a
 * browser. Test files run in parallel workers; each worker starts its own server on its own port and a copy of
 * a PGlite folder migrated and seeded once (e2e/global-setup.ts, e2e/server.ts); tests in one file run in
 * order in one worker unless the file says its tests are independent (`mode: 'parallel'`). One worker per core
 * by default (three on two cores were slower: docs/testing.md); `E2E_WORKERS` overrides it.
 */
const workers = Number(process.env.E2E_WORKERS ?? cpus().length);

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Any test over 15 s is listed at the end (issue 31: each one justified or split; docs/testing.md).
  reportSlowTests: { max: 20, threshold: 15_000 },
  // A test with two people, a service worker install and an offline phase takes 45 s on a quiet 2-core machine;
  // CI machines are noisier (60 s cut two such tests short). Waits inside tests stay at most 30 s.
  timeout: 90_000,
  // Sign-in crosses the provider and two API calls: on a busy 2-core machine that can take over 5 s.
  expect: { timeout: 10_000 },
  use: {
    // Recording a trace costs CPU in every test (DOM snapshots, screencast): only the retry of a failed test records one (CI retries once).
    trace: 'on-first-retry',
    // A new context installs the service worker, which precaches every asset (150 files): 20–25 % of a test's
    // CPU for tests that never go offline. Tests about offline or the PWA say `test.use(withServiceWorker)`
    // (e2e/fixtures.ts); E2E_SW=allow gives every test the service worker, as a member's browser has.
    serviceWorkers: process.env.E2E_SW === 'allow' ? 'allow' : 'block',
    // The app honours prefers-reduced-motion (src/app/theme.ts): no fades or spinning to paint in a software-
    // rendered browser, and no half-faded dialog for axe to measure.
    reducedMotion: process.env.E2E_MOTION === 'allow' ? 'no-preference' : 'reduce',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
