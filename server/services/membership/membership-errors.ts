/** Membership errors in the caller's language, with the message id kept for clients that translate. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError } from '../../http/errors.ts';
import { pickLocale, translate } from '../../i18n.ts';

export function membershipError(
  status: ContentfulStatusCode,
  m: { id: string; message: string },
  acceptLanguage?: string | null,
  field = '(membership)',
): HttpError {
  const message = translate(m.id, pickLocale(acceptLanguage), m.message);
  return new HttpError(status, message, [{ field, message, code: m.id }]);
}
