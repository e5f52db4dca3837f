/**
 * GET /api/sync/pull and POST /api/sync/push: the offline engine's exchange with the server.
 * Any signed-in person: `sync.pull`, `sync.push` (sync.policy.ts); each operation checks its own access.
 * Use cases in pull.ts and push.ts, joining the contexts' server/services/<context>/<context>.sync.ts.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { PullQuery, PushRequest } from '../../domain/sync/protocol.ts';
import { guard } from '../http/guard.ts';
import { validate } from '../http/validate.ts';
import type { AppEnv } from '../http/app-env.ts';
import { createGate } from '../lib/gate.ts';
import { pull } from './pull.ts';
import { push } from './push.ts';

/**
 * GET /api/sync/pull and POST /api/sync/push (domain/sync/protocol.ts). At most `pushConcurrency` pushes are
 * applied at once, first come first served (a reconnect storm is served a few devices at a time).
 */
export function syncRoutes(pushConcurrency = 4) {
  const app = new Hono<AppEnv>();
  const pushGate = createGate(pushConcurrency);

  app.get(
    '/pull',
    describeRoute({
      tags: ['sync'],
      summary:
        'Documents changed after each collection checkpoint {updatedAt, id}, tombstones included, scoped to the caller',
    }),
    guard('sync.pull'),
    validate('query', PullQuery),
    async (c) => {
      const { db, principal } = c.get('auth');
      return c.json(await pull(db, principal!, c.req.valid('query')));
    },
  );

  app.post(
    '/push',
    describeRoute({
      tags: ['sync'],
      summary:
        'Queued mutations, each applied once in its own transaction: applied, conflict (reason, current document) or rejected',
    }),
    guard('sync.push'),
    validate('json', PushRequest),
    async (c) => {
      const { db, principal } = c.get('auth');
      const body = c.req.valid('json');
      const language = c.req.header('accept-language');
      return c.json(await pushGate.run(() => push(db, principal!, body, language)));
    },
  );

  return app;
}
