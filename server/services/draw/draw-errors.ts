/** Draw errors in the caller's language, with the message id kept for clients that translate themselves. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { conflict, HttpError } from '../../http/errors.ts';
import { pickLocale, translate } from '../../i18n.ts';

export function drawError(
  status: ContentfulStatusCode,
  m: { id: string; message: string },
  acceptLanguage?: string | null,
  field = '(draw)',
): HttpError {
  const message = translate(m.id, pickLocale(acceptLanguage), m.message);
  const errors = [{ field, message, code: m.id }];
  return status === 409 ? conflict(message, errors) : new HttpError(status, message, errors);
}
