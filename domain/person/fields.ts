/**
 * Field schemas for people and accounts (seed 1 §5), reused by the profile, family and account
 * inputs. Each reports message ids from `messages.ts`; a missing or empty value reports "required"
 * before any format rule. Usernames and passwords are not trimmed: a space in a username is an error
 * to show, not to hide, and a password is taken exactly as typed.
 */
import * as v from 'valibot';
import { isPastDate, TransportDate } from '../lib/dates.ts';
import { optionalText, requiredString, requiredText } from '../lib/schema-helpers.ts';
import { M, type MessageId } from '../messages.ts';
import { isCommonPassword } from './common-passwords.ts';
import {
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  TELEPHONE_MAX_DIGITS,
  TELEPHONE_MIN_DIGITS,
  UNIQUE_ID_DIGITS,
  USERNAME_MAX,
} from './limits.ts';

/** First name or surname: required, at most 30 characters. */
export const PersonName = requiredText(NAME_MAX, M.nameMax.id);
/** Irish first name or surname: optional, at most 30 characters. */
export const OptionalPersonName = optionalText(NAME_MAX, M.nameMax.id);

/** A leading + (the country code, such as +353 or +44), then digits, spaces, dashes or dots. */
export const TELEPHONE_PATTERN = /^\+\d[\d\s.-]*$/;

function telephoneDigitsOk(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return digits >= TELEPHONE_MIN_DIGITS && digits <= TELEPHONE_MAX_DIGITS;
}

export const Telephone = v.pipe(
  requiredString(),
  v.regex(TELEPHONE_PATTERN, M.telephoneCountryCode.id),
  v.check(telephoneDigitsOk, M.telephoneInvalid.id),
);

export const UniqueId = v.pipe(
  requiredString(),
  v.regex(new RegExp(`^\\d{${UNIQUE_ID_DIGITS}}$`), M.uniqueIdDigits.id),
);

export const Email = v.pipe(
  requiredString(),
  v.maxLength(EMAIL_MAX, M.tooLong.id),
  v.email(M.invalidEmail.id),
);

export const Username = v.pipe(
  requiredString(M.required.id, false),
  v.maxLength(USERNAME_MAX, M.tooLong.id),
  v.check((value) => !/\s/.test(value), M.usernameNoSpace.id),
);

/** Date of birth: a real date strictly before Dublin's today. */
export const BirthDate = v.pipe(
  TransportDate,
  v.check((value) => isPastDate(value), M.birthDatePast.id),
);

/** The password's own rules, in the order a form lists them; empty means it passes. */
export function passwordProblems(password: string): MessageId[] {
  const problems: MessageId[] = [];
  if (password.length < PASSWORD_MIN) problems.push(M.passwordMin.id);
  if (password.length > PASSWORD_MAX) problems.push(M.passwordMax.id);
  if (!/\p{Lu}/u.test(password)) problems.push(M.passwordUpper.id);
  if (!/\p{Ll}/u.test(password)) problems.push(M.passwordLower.id);
  if (!/\d/.test(password)) problems.push(M.passwordDigit.id);
  if (isCommonPassword(password)) problems.push(M.passwordCommon.id);
  return problems;
}

/** A new password: at least 10 characters with an uppercase letter, a lowercase letter and a digit. */
export const NewPassword = v.pipe(
  requiredString(M.required.id, false),
  v.minLength(PASSWORD_MIN, M.passwordMin.id),
  v.maxLength(PASSWORD_MAX, M.passwordMax.id),
  v.regex(/\p{Lu}/u, M.passwordUpper.id),
  v.regex(/\p{Ll}/u, M.passwordLower.id),
  v.regex(/\d/, M.passwordDigit.id),
  v.check((value) => !isCommonPassword(value), M.passwordCommon.id),
);

/** The current password, asked for to confirm an account change. */
export const CurrentPassword = requiredString(M.currentPasswordRequired.id, false);
