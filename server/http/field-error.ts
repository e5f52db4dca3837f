/**
 * One rule broken, as the client shows it: a 400 (or 409 for a conflict with what is stored) whose field
 * error carries the domain's message id (`code`) and its text in the caller's language.
 */
import { messageText, type MessageId } from '../../domain/messages.ts';
import { pickLocale, translate } from '../i18n.ts';
import { conflict, HttpError } from './errors.ts';
import { INVALID_INPUT } from './validate.ts';

export function fieldError(
  field: string,
  id: MessageId | string,
  acceptLanguage?: string | null,
  status: 400 | 409 = 400,
) {
  const message = translate(id, pickLocale(acceptLanguage), messageText(id));
  const errors = [{ field, message, code: id }];
  return status === 409 ? conflict(message, errors) : new HttpError(400, INVALID_INPUT, errors);
}
