/**
 * The shape every API request must have before a route sees it:
 * - no NUL character in the path, the query or a JSON string: PostgreSQL cannot store or compare one in text,
 *   so a NUL reaching a query was a 500 (400 now);
 * - a request body is a JSON object (or a multipart upload or CSV text, which their routes check): another content type
 *   is 415, JSON that is not an object (an array, a number, true) is 400. Without this a route's
 *   `validate('json', …)` saw `{}` for a text or form body, and an optional-only schema accepted it; a route
 *   that peeks at the body before validating threw on `'x' in true` (500).
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './errors.ts';
import { INVALID_INPUT } from './validate.ts';

const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\s*(?:;|$)/i;
const MULTIPART = /^multipart\/form-data\s*;/i;
/** CSV uploads (a draw's paper sales): their route parses and checks the text itself. */
const CSV = /^text\/csv\s*(?:;|$)/i;

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

const nul = () =>
  new HttpError(400, INVALID_INPUT, [{ field: '(request)', message: 'NUL characters are not allowed' }]);

export function requestShape() {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (/%00/i.test(c.req.url) || c.req.path.includes('\u0000')) throw nul();
    const length = c.req.header('content-length');
    const hasBody =
      (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
    if (!hasBody || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const type = c.req.header('content-type') ?? '';
    if (MULTIPART.test(type) || CSV.test(type)) return next();
    if (!JSON_TYPE.test(type))
      throw new HttpError(415, 'The request body must be JSON (Content-Type: application/json)');
    const body: unknown = await c.req.json().catch(() => {
      throw new HttpError(400, 'The request body is not valid JSON');
    });
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new HttpError(400, INVALID_INPUT, [
        { field: '(body)', message: 'The body must be a JSON object' },
      ]);
    }
    if (hasNul(body)) throw nul();
    await next();
  });
}
