import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

const PORT = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://localhost:${PORT}`;

/**
 * End-to-end tests in Debian's Chromium against the real server (built app + API + OIDC) on a fresh PGlite
 * folder seeded with the demo. Never downloads a browser.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  // Sign-in crosses the provider and two API calls: on a busy 2-core machine that can take over 5 s.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf .tmp/e2e-data && node --import tsx server/main.ts`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATA_DIR: '.tmp/e2e-data',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      DATABASE_URL: '',
      // Checkout sessions end after 30 s, so draw-online.spec.ts sees an abandoned entry expire.
      PAYMENTS_SESSION_TTL_SECONDS: '30',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
