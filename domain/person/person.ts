/**
 * People (seed 1 §3 Person, §5 Profile) and the account changes made from the profile.
 *
 * `Person` is the document as served and cached: lenient (most fields optional, unknown keys dropped)
 * because invited and dependent people have partial records. The inputs are strict: unknown keys are
 * rejected, so a client cannot slip `status` or `username` into a profile update.
 *
 * Decisions where the spec is open:
 * - Consents (medical process/treat/emergency, club and additional-club comms, photo) are `'YES' | 'NO'`
 *   picklists, not booleans: the profile must ask for a yes or a no, and "not yet answered" is absent,
 *   which a boolean would blur with `false`.
 * - E-mail is not part of the profile inputs: it signs the person in (password resets go to it), so it
 *   changes only through `ChangeEmailInput`, the account holder's own route, where it is required and
 *   must differ. A parent, guardian or admin who may edit a profile cannot redirect the account's mail.
 * - "Club required" is met by the person's organisation link (POST /person?orgId=…), not by a profile field.
 * - A PATCH may replace the address only as a whole (`address` is itself a full `AddressInput`).
 */
import * as v from 'valibot';
import {
  Language,
  Gender,
  GlobalRole,
  InviteStatus,
  MedicalAlert,
  PersonOrgStatus,
  PersonStatus,
  Privilege,
  YesNo,
} from '../enums.ts';
import { TransportDate } from '../lib/dates.ts';
import { Id, object, optionalText, requiredString, strictObject } from '../lib/schema-helpers.ts';
import { isMessageId, M, type MessageId } from '../messages.ts';
import { Address, AddressInput } from '../organization/address.ts';
import { OrganizationType } from '../organization/enums.ts';
import {
  BirthDate,
  CurrentPassword,
  Email,
  NewPassword,
  OptionalPersonName,
  PersonName,
  Telephone,
  UniqueId,
  Username,
} from './fields.ts';
import { BIO_MAX, MEDICAL_DETAILS_MAX } from './limits.ts';

// ── Documents ──────────────────────────────────────────────────────────────────────────────────────

/** A person's link to an organisation, with the labels and privileges held there. */
export const PersonOrganizationLink = object({
  organization: object({
    id: Id,
    name: v.string(M.required.id),
    logo: v.optional(v.string()),
    additionalType: OrganizationType,
  }),
  status: PersonOrgStatus,
  /** Coded labels (`LABELS`) and free-text ones ("Coach", "Chairperson"), so plain strings. */
  labels: v.optional(v.array(v.string()), []),
  privileges: v.optional(v.array(Privilege), []),
  additionalType: v.optional(v.string()),
});
export type PersonOrganizationLink = v.InferOutput<typeof PersonOrganizationLink>;

const optionalString = v.optional(v.string());

export const Person = object({
  id: Id,
  givenName: optionalString,
  familyName: optionalString,
  name: optionalString,
  alternateGivenName: optionalString,
  alternateFamilyName: optionalString,
  gender: v.optional(Gender),
  birthDate: v.optional(TransportDate),
  telephone: optionalString,
  email: optionalString,
  username: optionalString,
  preferredLanguage: v.optional(Language),
  /** Public bio. */
  description: optionalString,
  uniqueId: optionalString,
  thumbnail: optionalString,
  avatar: optionalString,
  status: v.optional(PersonStatus),
  inviteStatus: v.optional(InviteStatus),
  address: v.optional(Address),
  membershipNumber: v.optional(object({ primary: optionalString, secondary: optionalString })),
  clubs: v.optional(v.array(object({ id: Id, name: optionalString }))),
  medicalAlert: v.optional(MedicalAlert),
  medicalDetails: optionalString,
  medicalConsentToProcess: v.optional(YesNo),
  medicalConsentToTreat: v.optional(YesNo),
  medicalConsentToEmergency: v.optional(YesNo),
  commsConsentClub: v.optional(YesNo),
  commsConsentAdditionalClub: v.optional(YesNo),
  photoConsentStatus: v.optional(YesNo),
  family: v.optional(object({ id: Id })),
  organizations: v.optional(v.array(PersonOrganizationLink), []),
  gaa_roles: v.optional(v.array(GlobalRole), []),
});
export type Person = v.InferOutput<typeof Person>;

// ── Profile inputs ─────────────────────────────────────────────────────────────────────────────────

const profileEntries = {
  givenName: PersonName,
  familyName: PersonName,
  alternateGivenName: OptionalPersonName,
  alternateFamilyName: OptionalPersonName,
  gender: Gender,
  birthDate: BirthDate,
  telephone: Telephone,
  preferredLanguage: Language,
  description: optionalText(BIO_MAX, M.bioMax.id),
  uniqueId: UniqueId,
  address: AddressInput,
  medicalAlert: MedicalAlert,
  medicalDetails: optionalText(MEDICAL_DETAILS_MAX, M.medicalDetailsMax.id),
  medicalConsentToProcess: YesNo,
  medicalConsentToTreat: YesNo,
  medicalConsentToEmergency: YesNo,
  commsConsentClub: YesNo,
  commsConsentAdditionalClub: YesNo,
  photoConsentStatus: YesNo,
};

const ProfileObject = strictObject(profileEntries);

/** The full profile, as sent by PUT /person/{id}. */
export const PersonProfileInput = ProfileObject;
export type PersonProfileInput = v.InferOutput<typeof PersonProfileInput>;

/** Any part of the profile, as sent by PATCH /person/{id}; at least one field. */
export const PersonPatchInput = v.pipe(
  v.partial(ProfileObject),
  v.check((patch) => Object.values(patch).some((value) => value !== undefined), M.atLeastOneField.id),
);
export type PersonPatchInput = v.InferOutput<typeof PersonPatchInput>;

// ── Account changes ────────────────────────────────────────────────────────────────────────────────

/** Why a new username is refused, or `null`: required, different from the current one, no space. */
export function checkNewUsername(newName: string, current: string): MessageId | null {
  if (newName.length === 0) return M.required.id;
  if (newName === current) return M.usernameSameAsCurrent.id;
  if (/\s/.test(newName)) return M.usernameNoSpace.id;
  return null;
}

/** Payload of a username change: the new username and the current password. */
export const ChangeUsernameInput = strictObject({ username: Username, confirmPassword: CurrentPassword });
export type ChangeUsernameInput = v.InferOutput<typeof ChangeUsernameInput>;

/** `ChangeUsernameInput` that also refuses the user's current username. */
export function changeUsernameInputFor(currentUsername: string) {
  return v.pipe(
    ChangeUsernameInput,
    v.forward(
      v.partialCheck(
        [['username']],
        (input) => input.username !== currentUsername,
        M.usernameSameAsCurrent.id,
      ),
      ['username'],
    ),
  );
}

export const ChangePasswordInput = v.pipe(
  strictObject({
    currentPassword: CurrentPassword,
    newPassword: NewPassword,
    newPasswordConfirmation: requiredString(M.required.id, false),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['newPasswordConfirmation']],
      (input) => input.newPassword === input.newPasswordConfirmation,
      M.passwordsDontMatch.id,
    ),
    ['newPasswordConfirmation'],
  ),
);
export type ChangePasswordInput = v.InferOutput<typeof ChangePasswordInput>;

/** E-mail addresses compare without regard to case or surrounding spaces. */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Why a new e-mail is refused for format or sameness, or `null`. */
export function checkNewEmail(newEmail: string, current: string): MessageId | null {
  const result = v.safeParse(Email, newEmail);
  if (!result.success) {
    const id = result.issues[0].message;
    return isMessageId(id) ? id : M.invalidEmail.id;
  }
  return sameEmail(newEmail, current) ? M.emailSameAsCurrent.id : null;
}

export const ChangeEmailInput = strictObject({ email: Email });
export type ChangeEmailInput = v.InferOutput<typeof ChangeEmailInput>;

/** `ChangeEmailInput` that also refuses the user's current e-mail. */
export function changeEmailInputFor(currentEmail: string) {
  return v.pipe(
    ChangeEmailInput,
    v.forward(
      v.partialCheck([['email']], (input) => !sameEmail(input.email, currentEmail), M.emailSameAsCurrent.id),
      ['email'],
    ),
  );
}
