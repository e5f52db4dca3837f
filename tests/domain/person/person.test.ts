import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { M } from '../../../domain/messages.ts';
import {
  ChangeEmailInput,
  changeEmailInputFor,
  ChangePasswordInput,
  ChangeUsernameInput,
  changeUsernameInputFor,
  checkNewEmail,
  checkNewUsername,
  Person,
  PersonOrganizationLink,
  PersonPatchInput,
  PersonProfileInput,
} from '../../../domain/person/person.ts';

const profile = {
  givenName: 'Siobhán',
  familyName: "O'Connor",
  alternateGivenName: 'Siobhán',
  alternateFamilyName: 'Ní Chonchúir',
  gender: 'FEMALE',
  birthDate: '1990-05-20',
  telephone: '+353 87 123 4567',
  preferredLanguage: 'ga',
  description: 'Imreoir camógaíochta.',
  uniqueId: '1234567',
  address: {
    streetAddress: '12 Bóthar na Trá',
    addressLocality: 'Salthill',
    addressRegion: 'Galway',
    addressCountry: 'IE',
    postalCode: 'H91 E2K3',
  },
  medicalAlert: 'NONE',
  medicalConsentToProcess: 'YES',
  medicalConsentToTreat: 'YES',
  medicalConsentToEmergency: 'YES',
  commsConsentClub: 'YES',
  commsConsentAdditionalClub: 'NO',
  photoConsentStatus: 'NO',
};

/** Issues as `path: message`. */
function issues(schema: v.GenericSchema, input: unknown): string[] {
  return (v.safeParse(schema, input).issues ?? []).map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-15T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PersonProfileInput', () => {
  it('accepts a complete profile', () => {
    expect(issues(PersonProfileInput, profile)).toEqual([]);
  });

  it('lets the optional fields go', () => {
    const rest: Record<string, unknown> = { ...profile };
    for (const key of ['alternateGivenName', 'alternateFamilyName', 'description']) delete rest[key];
    expect(issues(PersonProfileInput, rest)).toEqual([]);
  });

  it('reports every required field as required', () => {
    const required = [
      'givenName',
      'familyName',
      'gender',
      'birthDate',
      'telephone',
      'preferredLanguage',
      'uniqueId',
      'address',
      'medicalAlert',
      'medicalConsentToProcess',
      'medicalConsentToTreat',
      'medicalConsentToEmergency',
      'commsConsentClub',
      'commsConsentAdditionalClub',
      'photoConsentStatus',
    ];
    expect(issues(PersonProfileInput, {})).toEqual(required.map((key) => `${key}: ${M.required.id}`));
  });

  it('caps names at 30 (Irish names too) and the bio at 500, medical details at 250', () => {
    expect(issues(PersonProfileInput, { ...profile, givenName: 'a'.repeat(30) })).toEqual([]);
    expect(issues(PersonProfileInput, { ...profile, givenName: 'a'.repeat(31) })).toEqual([
      `givenName: ${M.nameMax.id}`,
    ]);
    expect(issues(PersonProfileInput, { ...profile, alternateFamilyName: 'a'.repeat(31) })).toEqual([
      `alternateFamilyName: ${M.nameMax.id}`,
    ]);
    expect(issues(PersonProfileInput, { ...profile, description: 'a'.repeat(500) })).toEqual([]);
    expect(issues(PersonProfileInput, { ...profile, description: 'a'.repeat(501) })).toEqual([
      `description: ${M.bioMax.id}`,
    ]);
    expect(
      issues(PersonProfileInput, { ...profile, medicalAlert: 'YES', medicalDetails: 'a'.repeat(250) }),
    ).toEqual([]);
    expect(issues(PersonProfileInput, { ...profile, medicalDetails: 'a'.repeat(251) })).toEqual([
      `medicalDetails: ${M.medicalDetailsMax.id}`,
    ]);
  });

  it('checks the picklists', () => {
    expect(issues(PersonProfileInput, { ...profile, gender: 'X' })).toEqual([
      `gender: ${M.invalidOption.id}`,
    ]);
    expect(issues(PersonProfileInput, { ...profile, preferredLanguage: 'fr' })).toEqual([
      `preferredLanguage: ${M.invalidOption.id}`,
    ]);
    expect(issues(PersonProfileInput, { ...profile, medicalAlert: 'NO' })).toEqual([
      `medicalAlert: ${M.invalidOption.id}`,
    ]);
    expect(issues(PersonProfileInput, { ...profile, commsConsentClub: true })).toEqual([
      `commsConsentClub: ${M.invalidOption.id}`,
    ]);
  });

  it('wants a birth date in the past, a telephone with +, a 7-digit unique ID and a valid address', () => {
    expect(issues(PersonProfileInput, { ...profile, birthDate: '2025-03-15' })).toEqual([
      `birthDate: ${M.birthDatePast.id}`,
    ]);
    expect(issues(PersonProfileInput, { ...profile, telephone: '087 123 4567' })).toEqual([
      `telephone: ${M.telephoneCountryCode.id}`,
    ]);
    expect(issues(PersonProfileInput, { ...profile, uniqueId: '123456' })).toEqual([
      `uniqueId: ${M.uniqueIdDigits.id}`,
    ]);
    expect(
      issues(PersonProfileInput, { ...profile, address: { ...profile.address, postalCode: 'H91' } }),
    ).toEqual([`address.postalCode: ${M.invalidPostcode.id}`]);
    // E-mail changes only through ChangeEmailInput (the account holder's route): the profile refuses it.
    expect(issues(PersonProfileInput, { ...profile, email: 'siobhan@example.ie' })).toEqual([
      `email: ${M.unknownField.id}`,
    ]);
  });

  it('rejects unknown keys, including server-owned ones', () => {
    expect(issues(PersonProfileInput, { ...profile, status: 'ACTIVE' })).toEqual([
      `status: ${M.unknownField.id}`,
    ]);
    expect(issues(PersonProfileInput, { ...profile, username: 'x' })).toEqual([
      `username: ${M.unknownField.id}`,
    ]);
    expect(issues(PersonProfileInput, { ...profile, address: { ...profile.address, flat: '1' } })).toEqual([
      `address.flat: ${M.unknownField.id}`,
    ]);
  });

  it('trims names', () => {
    expect(v.parse(PersonProfileInput, { ...profile, givenName: '  Siobhán ' }).givenName).toBe('Siobhán');
  });
});

describe('PersonPatchInput', () => {
  it('accepts any single field, checked by the same rules', () => {
    expect(issues(PersonPatchInput, { telephone: '+44 28 9012 3456' })).toEqual([]);
    expect(issues(PersonPatchInput, { telephone: '028 9012 3456' })).toEqual([
      `telephone: ${M.telephoneCountryCode.id}`,
    ]);
    expect(issues(PersonPatchInput, { familyName: 'a'.repeat(31) })).toEqual([`familyName: ${M.nameMax.id}`]);
  });

  it('needs at least one field', () => {
    expect(issues(PersonPatchInput, {})).toEqual([`: ${M.atLeastOneField.id}`]);
    expect(issues(PersonPatchInput, { givenName: undefined })).toEqual([`: ${M.atLeastOneField.id}`]);
  });

  it('rejects unknown keys', () => {
    expect(issues(PersonPatchInput, { givenName: 'Cian', id: 'p1' })).toEqual([`id: ${M.unknownField.id}`]);
  });
});

describe('Person and PersonOrganizationLink', () => {
  it('reads a partial (invited) person and defaults the lists', () => {
    const person = v.parse(Person, { id: 'p1', status: 'PENDING', inviteStatus: 'INVITED', extra: 1 });
    expect(person).toEqual({
      id: 'p1',
      status: 'PENDING',
      inviteStatus: 'INVITED',
      organizations: [],
      gaa_roles: [],
    });
  });

  it('reads organisation links with labels and privileges', () => {
    const link = v.parse(PersonOrganizationLink, {
      organization: { id: 'o1', name: 'Naomh Pádraig', additionalType: 'Club' },
      status: 'ACTIVE',
      labels: ['ADMIN_CLUB', 'Coach'],
      privileges: ['ORG_ADMIN', 'FINANCE'],
    });
    expect(link.privileges).toEqual(['ORG_ADMIN', 'FINANCE']);
    expect(issues(PersonOrganizationLink, { ...link, privileges: ['GOD_MODE'] })).toEqual([
      `privileges.0: ${M.invalidOption.id}`,
    ]);
  });
});

describe('username change', () => {
  it('checks a new username against the current one', () => {
    expect(checkNewUsername('', 'ciara')).toBe(M.required.id);
    expect(checkNewUsername('ciara', 'ciara')).toBe(M.usernameSameAsCurrent.id);
    expect(checkNewUsername('ciara ni', 'ciara')).toBe(M.usernameNoSpace.id);
    expect(checkNewUsername('ciara.ni', 'ciara ni')).toBeNull();
  });

  it('needs a username without spaces and the current password', () => {
    expect(issues(ChangeUsernameInput, { username: 'ciara.ni', confirmPassword: 'secret' })).toEqual([]);
    expect(issues(ChangeUsernameInput, { username: 'ciara ni', confirmPassword: '' })).toEqual([
      `username: ${M.usernameNoSpace.id}`,
      `confirmPassword: ${M.currentPasswordRequired.id}`,
    ]);
    expect(issues(ChangeUsernameInput, { username: 'c', confirmPassword: 'p', password: 'p' })).toEqual([
      `password: ${M.unknownField.id}`,
    ]);
  });

  it('refuses the current username when bound to it', () => {
    const schema = changeUsernameInputFor('ciara');
    expect(issues(schema, { username: 'ciara', confirmPassword: 'p' })).toEqual([
      `username: ${M.usernameSameAsCurrent.id}`,
    ]);
    expect(issues(schema, { username: 'ciara2', confirmPassword: 'p' })).toEqual([]);
  });
});

describe('password change', () => {
  const base = { currentPassword: 'old', newPassword: 'Abcdefgh12', newPasswordConfirmation: 'Abcdefgh12' };

  it('accepts a valid, confirmed new password', () => {
    expect(issues(ChangePasswordInput, base)).toEqual([]);
  });

  it('needs the current password and a matching confirmation', () => {
    expect(issues(ChangePasswordInput, { ...base, currentPassword: '' })).toEqual([
      `currentPassword: ${M.currentPasswordRequired.id}`,
    ]);
    expect(issues(ChangePasswordInput, { ...base, newPasswordConfirmation: 'Abcdefgh13' })).toEqual([
      `newPasswordConfirmation: ${M.passwordsDontMatch.id}`,
    ]);
  });

  it('applies the password rules to the new password', () => {
    expect(
      issues(ChangePasswordInput, {
        ...base,
        newPassword: 'Abcdefg12',
        newPasswordConfirmation: 'Abcdefg12',
      }),
    ).toEqual([`newPassword: ${M.passwordMin.id}`]);
  });
});

describe('e-mail change', () => {
  it('checks format and sameness, ignoring case', () => {
    expect(checkNewEmail('new@example.ie', 'old@example.ie')).toBeNull();
    expect(checkNewEmail('Old@Example.ie', 'old@example.ie')).toBe(M.emailSameAsCurrent.id);
    expect(checkNewEmail('nope', 'old@example.ie')).toBe(M.invalidEmail.id);
    expect(checkNewEmail('', 'old@example.ie')).toBe(M.required.id);
  });

  it('needs an e-mail, and a different one when bound to the current', () => {
    expect(issues(ChangeEmailInput, {})).toEqual([`email: ${M.required.id}`]);
    expect(issues(changeEmailInputFor('old@example.ie'), { email: 'OLD@example.ie' })).toEqual([
      `email: ${M.emailSameAsCurrent.id}`,
    ]);
    expect(issues(changeEmailInputFor('old@example.ie'), { email: 'new@example.ie' })).toEqual([]);
  });
});
