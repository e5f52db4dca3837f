/**
 * gzip for JSON answers and the public documents above 1 KiB, for phones on weak networks. A response whose strong ETag is a
 * document version (the client sends it back in If-Match) is sent as is: compressing would have to weaken
 * that ETag, and a weak ETag never matches If-Match. List and open-data answers use weak ETags and compress.
 */
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';
import type { MiddlewareHandler } from 'hono';

export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    let versioned = false;
    const inner = compress({
      contentTypeFilter: (type) => !versioned && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type),
    });
    await inner(c, async () => {
      await next();
      const tag = c.res.headers.get('ETag');
      versioned = Boolean(tag && !tag.startsWith('W/'));
    });
  };
}
