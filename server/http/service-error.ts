/**
 * A service's refusal in the caller's language, with the message id kept (`code`) for clients that
 * translate themselves: `{ status, summary, message, errors: [{ field, message, code }] }`. A 409 is a
 * conflict with what is stored. Each service names its own default field (`(draw)`, `(membership)`, …).
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { pickLocale, translate } from '../i18n.ts';
import { conflict, HttpError } from './errors.ts';

export function serviceError(
  status: ContentfulStatusCode,
  m: { id: string; message: string },
  acceptLanguage: string | null | undefined,
  field: string,
): HttpError {
  const message = translate(m.id, pickLocale(acceptLanguage), m.message);
  const errors = [{ field, message, code: m.id }];
  return status === 409 ? conflict(message, errors) : new HttpError(status, message, errors);
}
