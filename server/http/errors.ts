/**
 * Every error leaves the server as `{ status, summary, message, errors? }` (ARCHITECTURE.md), from the one
 * handler in app.ts. Code throws HttpError; anything else is a 500 whose internals are logged, never sent.
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, FieldError } from '../../domain/lib/error-body.ts';

export type { ErrorBody, FieldError };

const SUMMARIES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
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

  body(): ErrorBody {
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
export const conflict = (message: string) => new HttpError(409, message);
