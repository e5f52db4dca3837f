/**
 * Every error leaves the server as `{ status, summary, message, errors? }` (ARCHITECTURE.md), from the one
 * handler in app.ts. Code throws HttpError; anything else is a 500 whose internals are logged, never sent.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, FieldError } from '../../domain/lib/error-body.ts';
import { translate, type Locale } from '../i18n.ts';

export type { ErrorBody, FieldError };

const SUMMARIES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  423: 'Locked',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function summaryFor(status: number): string {
  return SUMMARIES[status] ?? 'Error';
}

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  /** The answer's body; `locale` (from Accept-Language) is for errors that translate late. */
  body(_locale: Locale = 'en'): ErrorBody {
    return {
      status: this.status,
      summary: summaryFor(this.status),
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication is required') =>
  new HttpError(401, message, undefined, { 'WWW-Authenticate': 'Bearer' });
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);

/** A message the answer translates into the caller's language (an i18n descriptor: id and English text). */
export interface MessageDescriptor {
  id: string;
  message: string;
}

/**
 * 409: the request conflicts with the current state. With a `reason`, the body also carries the current
 * `document` (`{ status, summary, message, reason, document }`), so the client can keep the server's copy and
 * show why — the same answer a sync push gives for the conflict. A descriptor message is translated by the
 * one error handler in the caller's language.
 */
export class ConflictError extends HttpError {
  override name = 'ConflictError';
  readonly text: string | MessageDescriptor;
  constructor(
    text: string | MessageDescriptor,
    readonly detail: {
      reason?: string;
      document?: unknown;
      errors?: FieldError[];
      headers?: Record<string, string>;
    } = {},
  ) {
    super(409, typeof text === 'string' ? text : text.message, detail.errors, detail.headers);
    this.text = text;
  }

  override body(locale: Locale = 'en'): ErrorBody & { reason?: string; document?: unknown } {
    const message =
      typeof this.text === 'string' ? this.text : translate(this.text.id, locale, this.text.message);
    return {
      ...super.body(locale),
      message,
      ...(this.detail.reason === undefined
        ? {}
        : { reason: this.detail.reason, document: this.detail.document ?? null }),
    };
  }
}

export const conflict = (message: string, errors?: FieldError[]) => new ConflictError(message, { errors });
