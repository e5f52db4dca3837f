/**
 * Every API request body is a JSON object (or a multipart upload, which its route checks): another content
 * type is 415, and JSON that is not an object (an array, a number, true) is 400 before any route reads it.
 * Without this a route's `validate('json', …)` saw `{}` for a text or form body and an optional-only schema
 * accepted it, and a route that peeks at the body before validating threw on `'x' in true` (500).
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env.ts';
import { HttpError } from './errors.ts';
import { INVALID_INPUT } from './validate.ts';

const JSON_TYPE = /^application\/(?:[\w.+-]*\+)?json\s*(?:;|$)/i;
const MULTIPART = /^multipart\/form-data\s*;/i;

export function jsonBodies() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const length = c.req.header('content-length');
    const hasBody =
      (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
    if (!hasBody || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const type = c.req.header('content-type') ?? '';
    if (MULTIPART.test(type)) return next();
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
    await next();
  });
}
