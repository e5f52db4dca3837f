/** Draw errors in the caller's language, with the message id kept for clients that translate themselves. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { HttpError } from '../../http/errors.ts';
import { serviceError } from '../../http/service-error.ts';

export function drawError(
  status: ContentfulStatusCode,
  m: { id: string; message: string },
  acceptLanguage?: string | null,
  field = '(draw)',
): HttpError {
  return serviceError(status, m, acceptLanguage, field);
}
