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
import { directStream } from '../../http/direct-stream.ts';
import { notFound } from '../../http/errors.ts';
import type { MatchHub } from './live.ts';
import { existingFixtureIds, matchOf } from './match-events.ts';

/**
 * Frames a web stream may have waiting to leave (a client that stopped reading): past it the stream is closed,
 * and the client's EventSource reconnects and is sent the current match, rather than the server queueing for
 * it. A direct stream counts bytes waiting in Node's socket buffer instead (past the kernel's own buffer).
 */
const MAX_BACKLOG = 16;
const MAX_BUFFERED_BYTES = 64 * 1024;

export const fixtureLiveKey = (id: string) => `fixture:${id}`;

/**
 * Server-Sent Events of the matches of `ids` on one stream: each one's match at once, then each change (the
 * data names its `fixtureId`). Closed when the client goes away. The hub sends each state's event as bytes made
 * once for every stream, and the heartbeat from one timer (live.ts). Served through Node's socket, each frame
 * is one `write` (http/direct-stream.ts); elsewhere (`app.request` in tests) through Hono's web stream.
 */
function liveStream(c: Context<AppEnv>, hub: MatchHub, ids: string[]) {
  c.header('Cache-Control', 'no-store');
  // Tells a buffering reverse proxy (nginx) to pass each event on at once.
  c.header('X-Accel-Buffering', 'no');
  const keys = ids.map(fixtureLiveKey);
  const log = c.get('log');
  const direct = directStream(c, 'text/event-stream', (out) => {
    const socket = out.socket;
    let closed = !socket;
    const send = (frame: Uint8Array) => {
      if (closed) return;
      if (socket!.writableLength > MAX_BUFFERED_BYTES) {
        closed = true;
        out.destroy();
        return;
      }
      socket!.write(frame);
    };
    const subscribed = hub.subscribe(keys, send);
    // A socket that fails mid-write closes too ('close' follows); the error is the client's going, not ours.
    out.on('error', () => (closed = true));
    out.once('close', () => {
      closed = true;
      void subscribed.then(
        (unsubscribe) => unsubscribe(),
        () => undefined,
      );
    });
    subscribed.catch((e: unknown) => {
      log?.error({ err: e }, 'live stream could not start');
      out.destroy();
    });
  });
  if (direct) return direct;
  return streamSSE(c, async (stream) => {
    let backlog = 0;
    const send = (frame: Uint8Array) => {
      if (stream.aborted) return;
      if (backlog >= MAX_BACKLOG) {
        stream.abort();
        return;
      }
      backlog += 1;
      void stream.write(frame).then(() => (backlog -= 1));
    };
    const unsubscribe = await hub.subscribe(keys, send);
    await new Promise<void>((resolve) => {
      if (stream.aborted) resolve();
      else stream.onAbort(resolve);
    });
    unsubscribe();
  });
}

export function matchRoutes(hub: MatchHub) {
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
