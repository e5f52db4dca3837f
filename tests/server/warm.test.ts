/**
 * Warm start (issue 50, server/warm.ts): before the server listens, the app is asked in-process for what the
 * first visitors need — the health route, the config, a club list, the landing and search pages, and the page
 * of the first club the list names — and a failing path does not stop the start.
 */
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { warmUp } from '../../server/warm.ts';

describe('warmUp', () => {
  it('asks the app for the first requests’ paths, the first club’s page included', async () => {
    const asked: string[] = [];
    const app = new Hono();
    app.use('*', async (c, next) => {
      asked.push(c.req.path);
      await next();
    });
    app.get('/api/v1/organization', (c) => c.json({ _embedded: { organizations: [{ id: 'club-1' }] } }));
    app.get('*', (c) => c.text('ok'));
    await warmUp(app, pino({ level: 'silent' }));
    expect(asked).toEqual([
      '/api/health',
      '/api/config',
      '/api/v1/organization',
      '/',
      '/search',
      '/organization/club-1',
    ]);
  });

  it('starts anyway when a path fails', async () => {
    const app = new Hono();
    app.get('*', () => {
      throw new Error('not ready');
    });
    app.onError((_e, c) => c.text('no', 500));
    await expect(warmUp(app, pino({ level: 'silent' }))).resolves.toBeGreaterThanOrEqual(0);
  });
});
