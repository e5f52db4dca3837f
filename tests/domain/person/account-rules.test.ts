import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AddressInput, isRegionInCountry } from '../../../domain/organization/address.ts';
import { M } from '../../../domain/messages.ts';
import { isCommonPassword } from '../../../domain/person/common-passwords.ts';
import { NewPassword, passwordProblems } from '../../../domain/person/fields.ts';
import { ChangePasswordInput } from '../../../domain/person/person.ts';
import { ResetPasswordInput } from '../../../domain/person/reset.ts';

const messages = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((i) => i.message);

describe('common passwords', () => {
  it('refuses a common password that otherwise passes every rule, whatever its case', () => {
    expect(isCommonPassword('PASSWORD123')).toBe(true);
    expect(messages(NewPassword, 'Password123')).toEqual([M.passwordCommon.id]);
    expect(messages(NewPassword, 'Welcome2026')).toEqual([M.passwordCommon.id]);
    expect(passwordProblems('Password123')).toEqual([M.passwordCommon.id]);
    expect(messages(NewPassword, 'Camán-Sliotar9')).toEqual([]);
  });
});

describe('change password and reset', () => {
  it('confirmation must match and the current password is required', () => {
    const ok = { currentPassword: 'x', newPassword: 'Abcdefghi1', newPasswordConfirmation: 'Abcdefghi1' };
    expect(messages(ChangePasswordInput, ok)).toEqual([]);
    expect(messages(ChangePasswordInput, { ...ok, newPasswordConfirmation: 'Abcdefghi2' })).toEqual([
      M.passwordsDontMatch.id,
    ]);
    expect(messages(ChangePasswordInput, { ...ok, currentPassword: '' })).toEqual([
      M.currentPasswordRequired.id,
    ]);
    const { currentPassword: _, ...reset } = ok;
    expect(messages(ResetPasswordInput, { ...reset, token: 't' })).toEqual([]);
    expect(messages(ResetPasswordInput, { ...reset, token: 't', newPassword: 'Abcdefgh1' })).toContain(
      M.passwordMin.id,
    );
  });
});

describe('county/region within the country', () => {
  const address = {
    streetAddress: '1 Main Street',
    addressLocality: 'Wicklow',
    addressRegion: 'Wicklow',
    addressCountry: 'IE',
    postalCode: 'A67 X2F4',
  };
  it('accepts a county of the country, by code or name, and any region where no list is known', () => {
    expect(isRegionInCountry('wicklow', 'Ireland')).toBe(true);
    expect(isRegionInCountry('Antrim', 'GB')).toBe(true);
    expect(isRegionInCountry('Ontario', 'CA')).toBe(true);
    expect(messages(AddressInput, address)).toEqual([]);
  });

  it('refuses a county of another country with the spec message', () => {
    expect(messages(AddressInput, { ...address, addressRegion: 'Antrim' })).toEqual([
      M.regionNotInCountry.id,
    ]);
    expect(M.regionNotInCountry.message).toBe(
      'Please update your county/region as it is not present within your selected country',
    );
  });
});
