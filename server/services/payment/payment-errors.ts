/** Payment errors in the caller's language, with the message id kept for clients that translate. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { HttpError } from '../../http/errors.ts';
import { serviceError } from '../../http/service-error.ts';

export function paymentError(
  status: ContentfulStatusCode,
  m: { id: string; message: string },
  acceptLanguage?: string | null,
  field = '(payment)',
): HttpError {
  return serviceError(status, m, acceptLanguage, field);
}
