/**
 * Signing up at the embedded identity provider (issue 32): the registration form's fields and rules, and the
 * person a new account creates for itself (POST /person). Both reuse the profile's field rules (seed 1 §5).
 *
 * Children under 16 (Ireland's digital age of consent) do not sign up themselves: a parent or guardian adds
 * them as dependants through the family. The age is measured on Dublin's today.
 */
import * as v from 'valibot';
import { Language } from '../enums.ts';
import { ageOn, todayInDublin } from '../lib/dates.ts';
import { requiredString, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import { BirthDate, Email, NewPassword, PersonName, Username } from '../person/fields.ts';
import { PersonProfileInput } from '../person/person.ts';

/** Ireland's digital age of consent: the youngest age at which someone may open their own account. */
export const MIN_SELF_SIGNUP_AGE = 16;

/** True when someone born on `birthDate` is old enough to sign up themselves today. */
export function oldEnoughToSignUp(birthDate: string, now?: Date): boolean {
  return ageOn(birthDate, todayInDublin(now)) >= MIN_SELF_SIGNUP_AGE;
}

/** A date of birth in the past, of someone at least 16 years old. */
export const SelfSignUpBirthDate = v.pipe(
  BirthDate,
  v.check((value) => oldEnoughToSignUp(value), M.signUpUnder16.id),
);

/** The registration form of the identity provider. */
export const RegistrationInput = v.pipe(
  strictObject({
    givenName: PersonName,
    familyName: PersonName,
    email: Email,
    username: Username,
    password: NewPassword,
    passwordConfirmation: requiredString(M.required.id, false),
    birthDate: SelfSignUpBirthDate,
    preferredLanguage: Language,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirmation']],
      (input) => input.password === input.passwordConfirmation,
      M.passwordsDontMatch.id,
    ),
    ['passwordConfirmation'],
  ),
);
export type RegistrationInput = v.InferOutput<typeof RegistrationInput>;

/**
 * POST /person: the person of a signed-in account that has none yet (seed 1 §4 "404 → no profile"). The
 * full profile, with the account's e-mail (it signs the person in, so the holder gives it here, once), the
 * 16-or-older rule on the date of birth, and no unique ID: the server assigns one.
 */
export const PersonCreateInput = strictObject({
  ...v.omit(PersonProfileInput, ['uniqueId', 'birthDate']).entries,
  birthDate: SelfSignUpBirthDate,
  email: Email,
});
export type PersonCreateInput = v.InferOutput<typeof PersonCreateInput>;
