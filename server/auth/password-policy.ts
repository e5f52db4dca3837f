/**
 * The server's side of the password strength rule (domain/auth/password-strength.ts; issue 48, finding 5): the
 * authority for sign-up, password reset and password change. A refusal is explained in the person's language
 * by the domain's own messages (never the estimator's English).
 */
import type { PasswordMessage } from '../../domain/auth/password-messages.ts';
import {
  passwordRefusal,
  type PasswordOwner,
  type PasswordRefusal,
} from '../../domain/auth/password-strength.ts';
import { HttpError } from '../http/errors.ts';
import { INVALID_INPUT } from '../http/validate.ts';
import { pickLocale, translateMessage, type Locale } from '../i18n.ts';

export type { PasswordOwner };

/** The refusal's reasons in `locale`, as one sentence after another. */
export function refusalText(refusal: PasswordRefusal, locale: Locale): string {
  return refusal.messages.map((m: PasswordMessage) => translateMessage(m, locale)).join(' ');
}

/**
 * Throws a 400 with the field's error (code `validation.password.weak`, the reasons as its message) when
 * `password` is too easy to guess for `owner`.
 */
export function assertStrongPassword(
  password: string,
  owner: PasswordOwner,
  field: string,
  acceptLanguage?: string | null,
): void {
  const refusal = passwordRefusal(password, owner);
  if (!refusal) return;
  const code = refusal.messages[0]!.id;
  const message = refusalText(refusal, pickLocale(acceptLanguage));
  throw new HttpError(400, INVALID_INPUT, [{ field, message, code }]);
}
