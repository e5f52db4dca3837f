/**
 * The vetting application (seed 3 §3 Vetting application, §5 Vetting): what the applicant fills in, checked
 * by the same schema in the form and on the server.
 *
 * Decisions where the spec is open:
 * - The blocking yes/no question is "Is there any reason you may not work with children or vulnerable
 *   adults?"; a yes answers the spec's "Unable to progress, contact the provincial safeguarding manager".
 * - Applicants are 16 or older; those aged 16 to 18 on the day name a parent or guardian who consents (and
 *   upload the NVB3 parental consent form).
 * - The proof of address is dated no later than today and no earlier than 6 months before it.
 * - Garda applications give the date the NVB1 form was signed; the validator's in-person review date must
 *   match it. Access NI applications give their Access NI reference (10 digits starting 200) instead.
 */
import * as v from 'valibot';
import { GENDERS } from '../enums.ts';
import { needsGuardianVetting } from '../family/family.ts';
import { ageOn, isIsoDate, todayInDublin, TransportDate } from '../lib/dates.ts';
import { optionalText, requiredString, requiredText, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import { Email } from '../person/fields.ts';
import {
  isAccessNi,
  PROOF_OF_ADDRESS_MONTHS,
  REASON_MAX,
  VettingAssociation,
  VettingRole,
  VettingType,
  type DocumentCategory,
  type VettingType as VettingTypeT,
} from './enums.ts';

export const ACCESS_NI_REFERENCE = /^200\d{7}$/;
export const VETTING_NAME_MAX = 30;
export const VETTING_ADDRESS_MAX = 50;
export const VETTING_POSTCODE_MAX = 10;
export const VETTING_MIN_AGE = 16;

/** `iso` moved by whole calendar months (the day clamped to the month's length). */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** A proof of address dated within 6 months before `today` (and not after it). */
export function proofOfAddressCurrent(date: string, today: string): boolean {
  return isIsoDate(date) && date <= today && date >= addMonths(today, -PROOF_OF_ADDRESS_MONTHS);
}

const name = requiredText(VETTING_NAME_MAX, M.vettingNameMax.id);
const addressLine = requiredText(VETTING_ADDRESS_MAX, M.vettingAddressMax.id);
const Ticked = v.literal(true, M.vettingConsent.id);

export const VettingApplicant = strictObject({
  givenName: name,
  familyName: name,
  gender: v.picklist(GENDERS, M.selectOption.id),
  birthDate: TransportDate,
  membershipNumber: optionalText(VETTING_NAME_MAX),
  email: Email,
  phone: requiredText(VETTING_NAME_MAX),
  addressLine1: addressLine,
  addressLine2: optionalText(VETTING_ADDRESS_MAX, M.vettingAddressMax.id),
  town: addressLine,
  county: addressLine,
  postcode: optionalText(VETTING_POSTCODE_MAX, M.vettingPostcodeMax.id),
});
export type VettingApplicant = v.InferOutput<typeof VettingApplicant>;

export const VettingGuardian = strictObject({
  name: requiredText(2 * VETTING_NAME_MAX + 1, M.vettingNameMax.id),
  email: Email,
  consent: Ticked,
});

const Shape = strictObject({
  type: VettingType,
  association: VettingAssociation,
  organizationId: requiredString(M.vettingClubRequired.id, false),
  role: VettingRole,
  purpose: optionalText(REASON_MAX),
  applicant: VettingApplicant,
  accessNiReference: v.optional(v.pipe(v.string(M.invalid.id), v.trim()), ''),
  nvb1Date: v.optional(v.pipe(v.string(M.invalid.id), v.trim()), ''),
  proofOfAddressDate: TransportDate,
  /** The blocking question: true (yes) stops the application. */
  blockingAnswer: v.boolean(M.selectOption.id),
  reviewConfirmed: Ticked,
  consentGiven: Ticked,
  guardian: v.optional(VettingGuardian),
});
export type VettingApplicationInput = v.InferOutput<typeof Shape>;

/** The application's schema; `now` lets tests move the day (the server and the form use the real one). */
export function vettingApplicationInput(now?: () => Date) {
  const today = () => todayInDublin(now?.());
  return v.pipe(
    Shape,
    v.forward(
      v.partialCheck(
        [['type'], ['accessNiReference']],
        (a) => !isAccessNi(a.type) || ACCESS_NI_REFERENCE.test(a.accessNiReference),
        M.accessNiReference.id,
      ),
      ['accessNiReference'],
    ),
    v.forward(
      v.partialCheck(
        [['type'], ['nvb1Date']],
        (a) => a.type !== 'GARDA_VETTING' || isIsoDate(a.nvb1Date),
        M.dateInvalid.id,
      ),
      ['nvb1Date'],
    ),
    v.forward(
      v.partialCheck(
        [['nvb1Date']],
        (a) => !isIsoDate(a.nvb1Date) || a.nvb1Date <= today(),
        M.vettingDateFuture.id,
      ),
      ['nvb1Date'],
    ),
    v.forward(
      v.partialCheck([['blockingAnswer']], (a) => a.blockingAnswer === false, M.vettingBlocked.id),
      ['blockingAnswer'],
    ),
    v.forward(
      v.partialCheck(
        [['applicant', 'birthDate']],
        (a) => ageOn(a.applicant.birthDate, today()) >= VETTING_MIN_AGE,
        M.vettingTooYoung.id,
      ),
      ['applicant', 'birthDate'],
    ),
    v.forward(
      v.partialCheck(
        [['applicant', 'birthDate'], ['guardian']],
        (a) => !needsGuardianVetting(a.applicant.birthDate, today()) || a.guardian !== undefined,
        M.vettingGuardianRequired.id,
      ),
      ['guardian'],
    ),
    v.forward(
      v.partialCheck(
        [['proofOfAddressDate']],
        (a) => proofOfAddressCurrent(a.proofOfAddressDate, today()),
        M.proofOfAddressDate.id,
      ),
      ['proofOfAddressDate'],
    ),
  );
}

/** The documents an application must hold before it is submitted (seed 3 §5 "a minimum number of documents"). */
export function requiredDocuments(type: VettingTypeT, needsGuardian: boolean): DocumentCategory[] {
  const needed: DocumentCategory[] = ['ID_VALIDATION', 'PHOTO_ID', 'PROOF_OF_ADDRESS'];
  if (type === 'GARDA_VETTING') needed.push('ACCEPTANCE');
  if (needsGuardian) needed.push('PARENTAL_CONSENT');
  return needed;
}

/** The required categories `held` does not cover yet. */
export function missingDocuments(
  type: VettingTypeT,
  needsGuardian: boolean,
  held: readonly string[],
): DocumentCategory[] {
  return requiredDocuments(type, needsGuardian).filter((c) => !held.includes(c));
}
