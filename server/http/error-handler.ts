/**
 * The one error handler (app.ts `onError`): every error leaves as `{ status, summary, message, errors? }` —
 * a ConflictError with its `reason` and current `document` too — in the caller's language for errors that
 * translate late. Anything that is not an HttpError (or a Hono 4xx) is a 500 whose internals are logged,
 * never sent.
 */
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import { pickLocale } from '../i18n.ts';
import { HttpError, summaryFor, type ErrorBody } from './errors.ts';

export function errorHandler(log: Logger): ErrorHandler {
  return (err, c) => {
    let body: ErrorBody;
    let headers: Record<string, string> = {};
    if (err instanceof HttpError) {
      body = err.body(pickLocale(c.req.header('accept-language')));
      headers = err.headers ?? {};
    } else if (err instanceof HTTPException && err.status < 500) {
      body = {
        status: err.status,
        summary: summaryFor(err.status),
        message: err.message || summaryFor(err.status),
      };
    } else {
      log.error({ err, path: c.req.path, method: c.req.method }, 'unhandled error');
      body = { status: 500, summary: summaryFor(500), message: 'Something went wrong' };
    }
    if (body.status >= 500 && err instanceof HttpError) log.error({ err }, 'server error');
    return c.json(body, body.status as 400, headers);
  };
}
