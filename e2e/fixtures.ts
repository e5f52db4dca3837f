/**
 * The e2e `test`: every spec imports `test` and `expect` from here. Each worker starts its own server
 * (server.ts) and points `baseURL` at it, so workers run in parallel without sharing data; sign-ins are made
 * once per user per worker and reused (session.ts).
 */
import { test as base } from '@playwright/test';
import { startServer, type E2eServer } from './server';
import { forgetSignIns } from './session';

export { expect } from '@playwright/test';

export const test = base.extend<object, { server: E2eServer }>({
  server: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use, workerInfo) => {
      const server = await startServer(workerInfo.workerIndex);
      forgetSignIns();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

/**
 * The service worker is blocked by default (playwright.config.ts: installing it precaches every asset, a fifth
 * of a test's CPU). A file or `describe` about working offline, the app shell cache or the PWA says
 * `test.use(withServiceWorker)`.
 */
export const withServiceWorker = { serviceWorkers: 'allow' } as const;
