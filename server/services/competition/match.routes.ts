/**
 * The match as it happens, read in public (issue 52; contracts in domain/competition/match.contract.ts):
 * - GET /fixture/{id}/match: the events and the match they make, and the fixture's result;
 * - GET /fixture/{id}/live: the same as a Server-Sent Events stream — the current match at once, then each
 *   change (the process's LiveHub watches the public read version; one probe per process, not per client);
 * - GET /fixtures/live?ids=…: one stream for a whole public page, every live fixture card on it.
 * Events are recorded through the sync push (`fixture.recordMatchEvent`, match-events.ts).
 */
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { matchApi } from '../../../domain/competition/match.contract.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { route } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import type { LiveHub } from '../../lib/live-hub.ts';
import { existingFixtureIds, matchOf } from './match-events.ts';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

export const fixtureLiveKey = (id: string) => `fixture:${id}`;

/**
 * Server-Sent Events of the matches of `ids` on one stream: each one's match at once, then each change (the
 * data names its `fixtureId`). Closed when the client goes away.
 */
function liveStream(c: Context<AppEnv>, hub: LiveHub, ids: string[]) {
  c.header('Cache-Control', 'no-store');
  // Tells a buffering reverse proxy (nginx) to pass each event on at once.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let seq = 0;
    const send = (data: string) => void stream.writeSSE({ event: 'match', data, id: String(++seq) });
    const unsubscribe = await Promise.all(ids.map((id) => hub.subscribe(fixtureLiveKey(id), send)));
    const heartbeat = setInterval(() => void stream.write(': keep-alive\n\n'), HEARTBEAT_MS);
    await new Promise<void>((resolve) => {
      if (stream.aborted) resolve();
      else stream.onAbort(resolve);
    });
    clearInterval(heartbeat);
    for (const off of unsubscribe) off();
  });
}

export function matchRoutes(hub: LiveHub) {
  const app = new Hono<AppEnv>();

  route(app, matchApi.match, {
    handler: async (c, { params }) => {
      const match = await matchOf(c.get('auth').db, params.id);
      if (!match) throw notFound('Fixture not found');
      c.header('Cache-Control', 'no-cache');
      return match;
    },
  });

  route(app, matchApi.live, {
    handler: async (c, { params }) => {
      if (!(await matchOf(c.get('auth').db, params.id))) throw notFound('Fixture not found');
      return liveStream(c, hub, [params.id]);
    },
  });

  route(app, matchApi.pageLive, {
    handler: async (c, { query }) => {
      const ids = [...new Set(query.ids.split(','))];
      const known = await existingFixtureIds(c.get('auth').db, ids);
      if (known.length === 0) throw notFound('Fixture not found');
      return liveStream(c, hub, known);
    },
  });

  return app;
}
