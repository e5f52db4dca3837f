/**
 * gzip for JSON answers and the public documents above 1 KiB, for phones on weak networks (issue 50: only
 * where it pays). Decided from the headers before any body is touched: a request that does not accept gzip
 * (most API clients, load balancers' probes) costs one header read; an answer already encoded (a kept public
 * answer sent precompressed, `sendCompressed`), a strong ETag (a document version the client sends back in
 * If-Match: compressing would have to weaken it), `no-transform`, a type that does not compress or a body
 * under 1 KiB is sent as is. The rest is gzipped in one call on the thread pool — no web streams.
 *
 * Kept public answers are compressed once (`keptGzip`), when first asked for compressed, and sent from memory.
 */
import { promisify } from 'node:util';
import { gzip as gzipCallback, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

const gzip = promisify(gzipCallback);
const COMPRESSIBLE =
  /^\s*(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?(?:json|javascript|xml)|image\/svg\+xml)/i;
export const COMPRESS_THRESHOLD = 1024;

/** Whether the request takes gzip (a q=0 refusal counts as not). */
export function acceptsGzip(c: Context): boolean {
  const accepted = c.req.header('accept-encoding');
  return accepted !== undefined && /\bgzip\b(?!;\s*q=0(?:\.0*)?\b)/i.test(accepted);
}

export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!acceptsGzip(c) || c.req.method === 'HEAD') return;
    const res = c.res;
    const headers = res.headers;
    if (headers.has('content-encoding') || res.status === 204 || res.status === 304) return;
    const tag = headers.get('etag');
    if (tag && !tag.startsWith('W/')) return;
    if (!COMPRESSIBLE.test(headers.get('content-type') ?? '')) return;
    if (/\bno-transform\b/i.test(headers.get('cache-control') ?? '')) return;
    const length = headers.get('content-length');
    if (length !== null && Number(length) < COMPRESS_THRESHOLD) return;
    if (!res.body) return;
    const plain = new Uint8Array(await res.arrayBuffer());
    const out = new Headers(headers);
    out.append('Vary', 'Accept-Encoding');
    if (plain.byteLength < COMPRESS_THRESHOLD) {
      c.res = new Response(plain, { status: res.status, headers: out });
      return;
    }
    const body = await gzip(plain);
    out.set('Content-Encoding', 'gzip');
    out.delete('Content-Length');
    c.res = new Response(body, { status: res.status, headers: out });
  };
}

const kept = new WeakMap<object, Uint8Array>();

/** The gzip of a kept answer's body, made once per answer (answers are replaced, never changed). */
export function keptGzip(answer: { body: string }): Uint8Array {
  let z = kept.get(answer);
  if (!z) {
    z = gzipSync(answer.body);
    kept.set(answer, z);
  }
  return z;
}

/**
 * The headers and body for a kept text answer: its gzip copy when the caller takes gzip and it pays, else the
 * text. `Vary: Accept-Encoding` either way, so a cache keeps the two apart.
 */
export function sendCompressed(
  c: Context,
  answer: { body: string },
  headers: Record<string, string>,
): { body: string | Uint8Array; headers: Record<string, string> } {
  const vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
  if (answer.body.length >= COMPRESS_THRESHOLD && acceptsGzip(c)) {
    return { body: keptGzip(answer), headers: { ...headers, Vary: vary, 'Content-Encoding': 'gzip' } };
  }
  return { body: answer.body, headers: { ...headers, Vary: vary } };
}
