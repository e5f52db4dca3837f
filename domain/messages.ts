/**
 * Validation messages, one Lingui lazy descriptor per rule.
 *
 * Schemas put the descriptor's `id` in the issue message (`v.minLength(1, M.required.id)`), so an issue
 * that crosses the wire (server error body, sync rejection) stays translatable: the client renders it with
 * `i18n._(id)` and the server can fall back to `messageText(id)` for the English source text.
 * The `/*i18n*\/` markers let `lingui extract` collect the messages from this file.
 * Wording follows the spec where it gives one ("All fields cannot be zero"); elsewhere it is ours.
 */
import { TEAM_MESSAGES } from './team/messages.ts';
import { INJURY_MESSAGES } from './injury/messages.ts';
import { DRAW_MESSAGES } from './draw/messages.ts';
import { PERSON_MESSAGES } from './person/messages.ts';
import { MEMBERSHIP_MESSAGES } from './membership/messages.ts';
import { COMPETITION_MESSAGES } from './competition/messages.ts';
import { VETTING_MESSAGES } from './vetting/messages.ts';
import { CERTIFICATION_MESSAGES } from './vetting/certification-messages.ts';
import { CRBOT_MESSAGES } from './vetting/crbot-messages.ts';
import { FEE_MESSAGES } from './fees/messages.ts';
import { TRANSFER_MESSAGES } from './transfer/messages.ts';
import { LINKED_ACCOUNT_MESSAGES } from './linked-account/messages.ts';
import { SUPPORT_MESSAGES } from './support/messages.ts';
import { ORGANIZATION_MESSAGES } from './organization/messages.ts';
import { SURVEY_MESSAGES } from './survey/messages.ts';
import { COMMITTEE_MESSAGES } from './committee/messages.ts';
import { SUPER_ADMIN_MESSAGES } from './super-admin/messages.ts';
import { PAYMENT_MESSAGES } from './payment/messages.ts';

export const M = {
  ...INJURY_MESSAGES,
  ...PERSON_MESSAGES,
  ...DRAW_MESSAGES,
  ...MEMBERSHIP_MESSAGES,
  ...COMPETITION_MESSAGES,
  ...VETTING_MESSAGES,
  ...CERTIFICATION_MESSAGES,
  ...CRBOT_MESSAGES,
  ...FEE_MESSAGES,
  ...TRANSFER_MESSAGES,
  ...LINKED_ACCOUNT_MESSAGES,
  ...SUPPORT_MESSAGES,
  ...ORGANIZATION_MESSAGES,
  ...SURVEY_MESSAGES,
  ...COMMITTEE_MESSAGES,
  ...SUPER_ADMIN_MESSAGES,
  ...PAYMENT_MESSAGES,
  // Presence and generic
  required: /*i18n*/ { id: 'validation.required', message: 'This field is required' },
  invalid: /*i18n*/ { id: 'validation.invalid', message: 'This value is not valid' },
  invalidOption: /*i18n*/ { id: 'validation.option.invalid', message: 'Choose one of the listed options' },
  tooLong: /*i18n*/ { id: 'validation.tooLong', message: 'This value is too long' },
  unknownField: /*i18n*/ { id: 'validation.unknownField', message: 'This field is not recognised' },
  atLeastOneField: /*i18n*/ { id: 'validation.atLeastOneField', message: 'Change at least one field' },
  uploadIncomplete: /*i18n*/ {
    id: 'validation.upload.incomplete',
    message: 'The upload is incomplete or malformed: send the file again',
  },

  // Length limits (seed 1 §9)
  nameMax: /*i18n*/ { id: 'validation.name.max', message: 'Name must be at most 30 characters' },
  addressLineMax: /*i18n*/ {
    id: 'validation.address.lineMax',
    message: 'Address line must be at most 50 characters',
  },
  townMax: /*i18n*/ { id: 'validation.address.townMax', message: 'Town must be at most 50 characters' },
  postcodeMax: /*i18n*/ {
    id: 'validation.address.postcodeMax',
    message: 'Postcode must be at most 10 characters',
  },
  bioMax: /*i18n*/ { id: 'validation.bio.max', message: 'Public bio must be at most 500 characters' },
  medicalDetailsMax: /*i18n*/ {
    id: 'validation.medicalDetails.max',
    message: 'Medical details must be at most 250 characters',
  },
  familyNameMax: /*i18n*/ {
    id: 'validation.family.nameMax',
    message: 'Family name must be at most 30 characters',
  },
  familyDescriptionMax: /*i18n*/ {
    id: 'validation.family.descriptionMax',
    message: 'Family description must be at most 50 characters',
  },
  familyOnePrimary: /*i18n*/ {
    id: 'validation.family.onePrimary',
    message: 'A family has one primary member',
  },
  familyOnlyInviteeAnswers: /*i18n*/ {
    id: 'validation.family.onlyInviteeAnswers',
    message: 'Only the person invited can accept or reject an invite',
  },
  familyNoNewDependant: /*i18n*/ {
    id: 'validation.family.noNewDependant',
    message: 'A dependant is a child you add to the family; a guardian joins only by accepting an invite',
  },

  // Account
  invalidEmail: /*i18n*/ { id: 'validation.email.invalid', message: 'Enter a valid e-mail address' },
  emailSameAsCurrent: /*i18n*/ {
    id: 'validation.email.sameAsCurrent',
    message: 'The new e-mail must be different from the current one',
  },
  usernameSameAsCurrent: /*i18n*/ {
    id: 'validation.username.sameAsCurrent',
    message: 'The new username must be different from the current one',
  },
  usernameNoSpace: /*i18n*/ {
    id: 'validation.username.noSpace',
    message: 'Username must not contain spaces',
  },
  passwordMin: /*i18n*/ { id: 'validation.password.min', message: 'Password must be at least 10 characters' },
  passwordMax: /*i18n*/ { id: 'validation.password.max', message: 'Password must be at most 128 characters' },
  passwordUpper: /*i18n*/ {
    id: 'validation.password.upper',
    message: 'Password must contain an uppercase letter',
  },
  passwordLower: /*i18n*/ {
    id: 'validation.password.lower',
    message: 'Password must contain a lowercase letter',
  },
  passwordDigit: /*i18n*/ { id: 'validation.password.digit', message: 'Password must contain a digit' },
  passwordsDontMatch: /*i18n*/ { id: 'validation.password.mismatch', message: 'Passwords do not match' },
  currentPasswordRequired: /*i18n*/ {
    id: 'validation.password.currentRequired',
    message: 'Enter your current password',
  },

  // Profile
  uniqueIdDigits: /*i18n*/ {
    id: 'validation.uniqueId.digits',
    message: 'Unique ID must be exactly 7 digits',
  },
  telephoneCountryCode: /*i18n*/ {
    id: 'validation.telephone.countryCode',
    message: 'Telephone must start with a country code, such as +353 or +44',
  },
  telephoneInvalid: /*i18n*/ {
    id: 'validation.telephone.invalid',
    message: 'Enter a valid telephone number',
  },
  invalidPostcode: /*i18n*/ {
    id: 'validation.postcode.invalid',
    message: 'Enter a valid postcode or Eircode',
  },

  // Dates and numbers
  dateInvalid: /*i18n*/ { id: 'validation.date.invalid', message: 'Enter a valid date (yyyy-MM-dd)' },
  birthDatePast: /*i18n*/ { id: 'validation.birthDate.past', message: 'Date of birth must be in the past' },
  integer: /*i18n*/ { id: 'validation.number.integer', message: 'Must be a whole number' },
  nonNegative: /*i18n*/ { id: 'validation.number.nonNegative', message: 'Must be zero or more' },
  outOfRange: /*i18n*/ { id: 'validation.number.range', message: 'This number is out of range' },
  scoreAllZero: /*i18n*/ { id: 'validation.score.allZero', message: 'All fields cannot be zero' },

  // Lists
  unknownFilter: /*i18n*/ { id: 'validation.filter.unknown', message: 'This filter is not recognised' },
  invalidFilter: /*i18n*/ {
    id: 'validation.filter.invalid',
    message: 'Filters must be key:value pairs separated by commas',
  },
  filterMax: /*i18n*/ { id: 'validation.filter.max', message: 'Filter must be at most 1000 characters' },
  searchMax: /*i18n*/ { id: 'validation.search.max', message: 'Search must be at most 100 characters' },
  invalidSort: /*i18n*/ { id: 'validation.sort.invalid', message: 'Sort must be field,asc or field,desc' },

  // Teams, groups and events (domain/team/messages.ts)
  ...TEAM_MESSAGES,
} as const;

export type MessageKey = keyof typeof M;
export type MessageId = (typeof M)[MessageKey]['id'];

/**
 * Why the server kept its own version of a document (domain/sync/protocol.ts CONFLICT_REASONS): the
 * client shows these to the person beside the change that was not applied.
 */
export const CONFLICT_MESSAGES = {
  stale: /*i18n*/ {
    id: 'sync.conflict.stale',
    message: 'Someone changed this on the server before your change arrived',
  },
  resultConfirmed: /*i18n*/ {
    id: 'sync.conflict.resultConfirmed',
    message: 'The competition administrator has already confirmed the result; your score was not applied',
  },
  reportSubmitted: /*i18n*/ {
    id: 'sync.conflict.reportSubmitted',
    message: 'The referee report was already submitted; the result can no longer be changed',
  },
  alreadySold: /*i18n*/ {
    id: 'sync.conflict.alreadySold',
    message: 'This ticket was already sold on another device; the first sale stands',
  },
  surveyLocked: /*i18n*/ {
    id: 'sync.conflict.surveyLocked',
    message: 'This survey was submitted before your answers arrived; they were not saved',
  },
  memberChanged: /*i18n*/ {
    id: 'sync.conflict.memberChanged',
    message: 'Someone else changed this person on the team list first; the team list shows their change',
  },
} as const;

const TEXT_BY_ID: ReadonlyMap<string, string> = new Map(
  [...Object.values(M), ...Object.values(CONFLICT_MESSAGES)].map((d) => [d.id, d.message]),
);
const VALIDATION_IDS: ReadonlySet<string> = new Set(Object.values(M).map((d) => d.id));

/** English source text of a message id; an unknown id comes back unchanged. */
export function messageText(id: string): string {
  return TEXT_BY_ID.get(id) ?? id;
}

/** Narrows a string (for example an issue message off the wire) to a known message id. */
export function isMessageId(id: string): id is MessageId {
  return VALIDATION_IDS.has(id);
}
