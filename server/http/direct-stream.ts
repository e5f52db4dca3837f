/**
 * Long-lived answers written straight to Node's socket (issue 52 item 4: 10,000 live streams on one process).
 *
 * A web `ReadableStream` answer (Hono's `streamSSE`) puts a `TransformStream`, a `ReadableStream` and
 * @hono/node-server's reader loop between each frame and the socket: several promise hops and ~30 KiB of heap
 * per open stream, ~0.2 ms of one core per frame per stream (docs/benchmarks.md, 2026-12-07). A stream that
 * sends the same bytes to thousands of clients wants `ServerResponse.write`: one synchronous call per client.
 *
 * How: the handler asks for a direct stream (`directStream`) and answers an empty 200 marked as such; this
 * middleware, outermost in the app, runs after every other middleware has set its headers (security headers,
 * CSP), writes those headers to the socket, marks the answer as already sent (@hono/node-server then leaves
 * the socket alone) and starts the stream. The answer is not chunked: its body runs to the connection's close,
 * so the stream writes each frame straight to the socket (`out.socket.write`), one system call per client. Where there is no Node socket (`app.request` in tests) the handler
 * falls back to a web stream.
 */
import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

/** Answered by a handler whose stream this middleware starts; never sent. */
const MARK = 'x-pairc-direct-stream';
/** @hono/node-server's mark of an answer the handler wrote itself (`RESPONSE_ALREADY_SENT`). */
const ALREADY_SENT = 'x-hono-already-sent';

/** Starts writing to the client once the answer's headers are out. */
export type StreamStart = (out: ServerResponse) => void;

/** What the middleware keeps for a request whose handler asked for a direct stream. */
export interface DirectStreams {
  start?: StreamStart;
}

export function directStreams(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const out = c.env?.outgoing as ServerResponse | undefined;
    if (!out || typeof out.writeHead !== 'function') return next();
    const asked: DirectStreams = {};
    c.set('directStreams', asked);
    await next();
    const start = asked.start;
    if (!start || c.res.status !== 200 || !c.res.headers.has(MARK)) return;
    const headers: Record<string, string> = {};
    c.res.headers.forEach((value, key) => {
      if (key !== MARK && key !== 'content-length') headers[key] = value;
    });
    // No chunked framing: the body ends when the connection closes (a stream never ends otherwise), so each
    // frame goes to the socket as it is, one write, without the response's cork and chunk header.
    out.removeHeader('transfer-encoding');
    headers.connection = 'close';
    out.writeHead(200, headers);
    out.flushHeaders();
    c.res = new Response(null, { headers: { [ALREADY_SENT]: 'true' } });
    start(out);
  };
}

/**
 * A direct stream for this request (`start` runs once the headers are out), or null where there is no Node
 * socket to write to (the caller then answers a web stream).
 */
export function directStream(c: Context<AppEnv>, contentType: string, start: StreamStart): Response | null {
  const asked = c.get('directStreams');
  if (!asked) return null;
  asked.start = start;
  return c.body(null, 200, { 'Content-Type': contentType, [MARK]: '1' });
}
