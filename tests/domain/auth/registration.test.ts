import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  oldEnoughToSignUp,
  PersonCreateInput,
  RegistrationInput,
} from '../../../domain/auth/registration.ts';
import { M } from '../../../domain/messages.ts';

/** Noon in Dublin on `iso`: the day the rule measures against. */
const on = (iso: string) => new Date(`${iso}T12:00:00Z`);

const valid = {
  givenName: 'Aoife',
  familyName: 'Ní Bhriain',
  email: 'aoife@example.ie',
  username: 'aoife',
  password: 'Camogie2026x',
  passwordConfirmation: 'Camogie2026x',
  birthDate: '1990-04-12',
  preferredLanguage: 'ga',
};

const codes = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((i) => `${v.getDotPath(i)}:${i.message}`);

describe('self sign-up age (16, Ireland’s digital age of consent)', () => {
  it('is 16 on the birthday itself, not the day before', () => {
    expect(oldEnoughToSignUp('2010-06-15', on('2026-06-15'))).toBe(true);
    expect(oldEnoughToSignUp('2010-06-15', on('2026-06-14'))).toBe(false);
  });

  it('is 16 on the 29 February sixteen years on (always a leap year this century)', () => {
    expect(oldEnoughToSignUp('2008-02-29', on('2024-02-28'))).toBe(false);
    expect(oldEnoughToSignUp('2008-02-29', on('2024-02-29'))).toBe(true);
  });
});

describe('RegistrationInput', () => {
  it('takes a complete sign-up', () => {
    expect(codes(RegistrationInput, valid)).toEqual([]);
  });

  it('refuses a child, a mismatched confirmation, a weak password and a username with a space', () => {
    expect(codes(RegistrationInput, { ...valid, birthDate: '2020-01-01' })).toEqual([
      `birthDate:${M.signUpUnder16.id}`,
    ]);
    expect(codes(RegistrationInput, { ...valid, passwordConfirmation: 'Camogie2026y' })).toEqual([
      `passwordConfirmation:${M.passwordsDontMatch.id}`,
    ]);
    expect(
      codes(RegistrationInput, { ...valid, password: 'password', passwordConfirmation: 'password' }),
    ).toContain(`password:${M.passwordMin.id}`);
    expect(codes(RegistrationInput, { ...valid, username: 'a b' })).toEqual([
      `username:${M.usernameNoSpace.id}`,
    ]);
  });
});

describe('PersonCreateInput', () => {
  it('takes no unique ID, status or id: the server assigns them', () => {
    const base = codes(PersonCreateInput, { email: 'x@example.ie' });
    expect(base).not.toContain(`uniqueId:${M.required.id}`);
    for (const key of ['uniqueId', 'status', 'id']) {
      expect(codes(PersonCreateInput, { [key]: '1' })).toContain(`${key}:${M.unknownField.id}`);
    }
  });
});
