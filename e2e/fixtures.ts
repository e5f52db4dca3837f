/**
 * The e2e `test`: every spec imports `test` and `expect` from here. Each worker starts its own server
 * (server.ts), delivering its mail to an SMTP server of the worker's own (`mailSink`), and points `baseURL` at it, so workers run in parallel without sharing data; sign-ins are made
 * once per user per worker and reused (session.ts).
 */
import { test as base } from '@playwright/test';
import { startMailSink, type MailSink } from '../tests/support/mail-sink';
import { startServer, type E2eServer } from './server';
import { forgetSignIns } from './session';

export { expect } from '@playwright/test';

export const test = base.extend<object, { server: E2eServer; mailSink: MailSink }>({
  // Each worker's SMTP server: its Páirc server delivers mail over SMTP to it (SMTP_URL), as in production.
  mailSink: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => {
      const sink = await startMailSink();
      await use(sink);
      await sink.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ mailSink }, use, workerInfo) => {
      const server = await startServer(workerInfo.workerIndex, { SMTP_URL: mailSink.url });
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
