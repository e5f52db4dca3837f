import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { M } from '../../../domain/messages.ts';
import {
  BirthDate,
  CurrentPassword,
  Email,
  NewPassword,
  passwordProblems,
  PersonName,
  Telephone,
  UniqueId,
  Username,
} from '../../../domain/person/fields.ts';

/** Message ids of all issues, in order. */
const messages = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((i) => i.message);

describe('PersonName', () => {
  it('accepts 30 characters, fadas included, and refuses 31', () => {
    expect(messages(PersonName, 'Á'.repeat(30))).toEqual([]);
    expect(messages(PersonName, 'a'.repeat(31))).toEqual([M.nameMax.id]);
  });

  it('trims, so blank is required and padding does not count', () => {
    expect(messages(PersonName, '   ')).toEqual([M.required.id]);
    expect(v.parse(PersonName, `  ${'b'.repeat(30)}  `)).toBe('b'.repeat(30));
  });
});

describe('UniqueId', () => {
  it('wants exactly 7 digits', () => {
    expect(messages(UniqueId, '1234567')).toEqual([]);
    expect(messages(UniqueId, '123456')).toEqual([M.uniqueIdDigits.id]);
    expect(messages(UniqueId, '12345678')).toEqual([M.uniqueIdDigits.id]);
    expect(messages(UniqueId, '12345a7')).toEqual([M.uniqueIdDigits.id]);
    expect(messages(UniqueId, '')).toEqual([M.required.id]);
  });
});

describe('Telephone', () => {
  it.each(['+353 87 123 4567', '+44 28 9012 3456', '+353-87-1234567', '+353.87.123.4567', '+35387123'])(
    'accepts %s',
    (phone) => {
      expect(messages(Telephone, phone)).toEqual([]);
    },
  );

  it('needs a leading + with the country code', () => {
    expect(messages(Telephone, '087 123 4567')).toEqual([M.telephoneCountryCode.id]);
    expect(messages(Telephone, '00353871234567')).toEqual([M.telephoneCountryCode.id]);
    expect(messages(Telephone, '+ 353 87 123 4567')).toEqual([M.telephoneCountryCode.id]);
    expect(messages(Telephone, '+353 (87) 1234567')).toEqual([M.telephoneCountryCode.id]);
  });

  it('needs 7 to 15 digits', () => {
    expect(messages(Telephone, '+353 12')).toEqual([M.telephoneInvalid.id]);
    expect(messages(Telephone, '+1234567890123456')).toEqual([M.telephoneInvalid.id]);
    expect(messages(Telephone, '')).toEqual([M.required.id]);
  });
});

describe('Email and Username', () => {
  it('checks e-mail format', () => {
    expect(messages(Email, 'seán@example.ie')).toEqual([M.invalidEmail.id]);
    expect(messages(Email, 'sean@example.ie')).toEqual([]);
    expect(messages(Email, 'sean@')).toEqual([M.invalidEmail.id]);
  });

  it('refuses a space anywhere in a username', () => {
    expect(messages(Username, 'ciara.ni')).toEqual([]);
    for (const name of [' ciara', 'ciara ', 'ciara ni', 'ciara\tni']) {
      expect(messages(Username, name)).toEqual([M.usernameNoSpace.id]);
    }
    expect(messages(Username, '')).toEqual([M.required.id]);
  });
});

describe('NewPassword', () => {
  it('takes 10 characters and refuses 9', () => {
    expect(messages(NewPassword, 'Abcdefgh12')).toEqual([]);
    expect(messages(NewPassword, 'Abcdefgh1')).toEqual([M.passwordMin.id]);
  });

  it('needs an uppercase letter, a lowercase letter and a digit', () => {
    expect(messages(NewPassword, 'abcdefgh12')).toEqual([M.passwordUpper.id]);
    expect(messages(NewPassword, 'ABCDEFGH12')).toEqual([M.passwordLower.id]);
    expect(messages(NewPassword, 'Abcdefghij')).toEqual([M.passwordDigit.id]);
    expect(messages(NewPassword, 'ÁBCDEFGHí1')).toEqual([]);
  });

  it('lists every problem for a checklist', () => {
    expect(passwordProblems('abc')).toEqual([M.passwordMin.id, M.passwordUpper.id, M.passwordDigit.id]);
    expect(passwordProblems('Abcdefgh12')).toEqual([]);
    expect(passwordProblems(`A1${'a'.repeat(127)}`)).toEqual([M.passwordMax.id]);
  });

  it('reports a missing current password with its own message', () => {
    expect(messages(CurrentPassword, '')).toEqual([M.currentPasswordRequired.id]);
    expect(messages(CurrentPassword, undefined)).toEqual([M.currentPasswordRequired.id]);
  });
});

describe('BirthDate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-15T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts yesterday and refuses today and tomorrow', () => {
    expect(messages(BirthDate, '2025-03-14')).toEqual([]);
    expect(messages(BirthDate, '2025-03-15')).toEqual([M.birthDatePast.id]);
    expect(messages(BirthDate, '2025-03-16')).toEqual([M.birthDatePast.id]);
  });

  it('uses Dublin time: at 00:30 IST on 1 July, 30 June is yesterday', () => {
    vi.setSystemTime(new Date('2025-06-30T23:30:00Z'));
    expect(messages(BirthDate, '2025-06-30')).toEqual([]);
  });

  it('reports a malformed date as invalid', () => {
    expect(messages(BirthDate, '2010-02-30')).toEqual([M.dateInvalid.id]);
    expect(messages(BirthDate, '')).toEqual([M.required.id]);
  });
});
