/** Fee service refusals in the caller's language (FEE_ERRORS), with the message id kept. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FEE_ERRORS } from '../../../domain/fees/messages.ts';
import type { HttpError } from '../../http/errors.ts';
import { serviceError } from '../../http/service-error.ts';

export function feeError(
  status: ContentfulStatusCode,
  m: (typeof FEE_ERRORS)[keyof typeof FEE_ERRORS],
  acceptLanguage?: string | null,
  field = '(fees)',
): HttpError {
  return serviceError(status, m, acceptLanguage, field);
}
