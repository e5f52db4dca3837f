/**
 * The CRBOT form (seed 3 §3 CRBOT information, §4 CRBOT, §5 CRBOT): executive committee members are treated
 * as beneficial owners of their club and file their details for the Central Register of Beneficial
 * Ownership of Trusts. One schema for the form and PUT /person/{id}/crbot.
 *
 * Decisions where the spec is open:
 * - An executive committee member holds, on an active link, an EXEC_* label or one of the committee's
 *   descriptive labels (Chairperson, Secretary, Treasurer, …).
 * - The PPS number is taken without spaces and in capitals: 7 digits then 1 or 2 letters (1234567TW).
 * - Each organisation is one the person is linked to (the server checks); appointed and cessation dates are
 *   not in the future, and cessation is on or after appointment.
 * - Nationality is a country code of domain/reference/countries; the identity types are the photo IDs the
 *   Register accepts; the extents of interest are the Register's kinds of beneficial owner.
 */
import * as v from 'valibot';
import { isIsoDate, todayInDublin, TransportDate } from '../lib/dates.ts';
import { requiredString, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import { COUNTRIES } from '../reference/countries.ts';

export const PPS_NUMBER = /^\d{7}[A-Z]{1,2}$/;
export const CRBOT_MAX_ORGANIZATIONS = 20;

export const CRBOT_IDENTITY_TYPES = [
  'PASSPORT',
  'NATIONAL_ID_CARD',
  'DRIVING_LICENCE',
  'PUBLIC_SERVICES_CARD',
] as const;
export type CrbotIdentityType = (typeof CRBOT_IDENTITY_TYPES)[number];

export const CRBOT_INTERESTS = [
  'TRUSTEE',
  'SETTLOR',
  'PROTECTOR',
  'BENEFICIARY',
  'CLASS_OF_BENEFICIARIES',
  'CONTROL_BY_OTHER_MEANS',
] as const;
export type CrbotInterest = (typeof CRBOT_INTERESTS)[number];

export const CRBOT_NATIONALITIES = COUNTRIES.map((c) => c.code);

/** Labels of the identity types and interests, answered in English and Irish by the asset routes. */
export const CRBOT_LABELS: Record<CrbotIdentityType | CrbotInterest, { id: string; message: string }> = {
  PASSPORT: /*i18n*/ { id: 'crbot.identityType.PASSPORT', message: 'Passport' },
  NATIONAL_ID_CARD: /*i18n*/ { id: 'crbot.identityType.NATIONAL_ID_CARD', message: 'National identity card' },
  DRIVING_LICENCE: /*i18n*/ { id: 'crbot.identityType.DRIVING_LICENCE', message: 'Driving licence' },
  PUBLIC_SERVICES_CARD: /*i18n*/ {
    id: 'crbot.identityType.PUBLIC_SERVICES_CARD',
    message: 'Public Services Card',
  },
  TRUSTEE: /*i18n*/ { id: 'crbot.interest.TRUSTEE', message: 'Trustee' },
  SETTLOR: /*i18n*/ { id: 'crbot.interest.SETTLOR', message: 'Settlor' },
  PROTECTOR: /*i18n*/ { id: 'crbot.interest.PROTECTOR', message: 'Protector' },
  BENEFICIARY: /*i18n*/ { id: 'crbot.interest.BENEFICIARY', message: 'Beneficiary' },
  CLASS_OF_BENEFICIARIES: /*i18n*/ {
    id: 'crbot.interest.CLASS_OF_BENEFICIARIES',
    message: 'Member of a class of beneficiaries',
  },
  CONTROL_BY_OTHER_MEANS: /*i18n*/ {
    id: 'crbot.interest.CONTROL_BY_OTHER_MEANS',
    message: 'Control by other means',
  },
};

const EXECUTIVE_DESCRIPTIVE_LABELS: readonly string[] = [
  'Chairperson',
  'Vice-Chairperson',
  'Secretary',
  'Treasurer',
  "Children's Officer",
  'Injury Fund Administrator',
  'Public Relations Officer',
  'Registrar',
];

/** Whether these organisation links make their holder an executive committee member. */
export function isExecutiveMember(
  links: readonly { status: string; labels?: readonly string[] | null }[],
): boolean {
  return links.some(
    (l) =>
      l.status !== 'HIBERNATED' &&
      (l.labels ?? []).some((x) => x.startsWith('EXEC_') || EXECUTIVE_DESCRIPTIVE_LABELS.includes(x)),
  );
}

const notFuture = (today: () => string) => (d: string) => !isIsoDate(d) || d <= today();

function crbotOrganization(today: () => string) {
  return v.pipe(
    strictObject({
      organizationId: requiredString(M.crbotOrganizationRequired.id, false),
      dateAssigned: v.pipe(TransportDate, v.check(notFuture(today), M.crbotDateFuture.id)),
      dateUnassigned: v.optional(
        v.pipe(
          v.string(M.invalid.id),
          v.check((s) => s === '' || isIsoDate(s), M.dateInvalid.id),
          v.check(notFuture(today), M.crbotDateFuture.id),
        ),
        '',
      ),
    }),
    v.forward(
      v.partialCheck(
        [['dateAssigned'], ['dateUnassigned']],
        (o) => !isIsoDate(o.dateUnassigned) || o.dateUnassigned >= o.dateAssigned,
        M.crbotCessationBeforeAppointed.id,
      ),
      ['dateUnassigned'],
    ),
  );
}

/** The CRBOT form's schema; `now` lets tests move the day (the server and the form use the real one). */
export function crbotInput(now?: () => Date) {
  const today = () => todayInDublin(now?.());
  return strictObject({
    nationality: v.pipe(
      requiredString(M.crbotNationalityRequired.id, false),
      v.picklist(CRBOT_NATIONALITIES, M.crbotNationalityRequired.id),
    ),
    identityType: v.picklist(CRBOT_IDENTITY_TYPES, M.crbotIdentityTypeRequired.id),
    identityNumber: v.pipe(
      requiredString(M.crbotPpsRequired.id),
      v.transform((s) => s.replace(/\s+/g, '').toUpperCase()),
      v.regex(PPS_NUMBER, M.crbotPpsFormat.id),
    ),
    organizations: v.pipe(
      v.array(crbotOrganization(today), M.invalid.id),
      v.minLength(1, M.crbotOrganizationRequired.id),
      v.maxLength(CRBOT_MAX_ORGANIZATIONS, M.tooLong.id),
    ),
    interests: v.picklist(CRBOT_INTERESTS, M.crbotInterestRequired.id),
    confirmed: v.literal(true, M.crbotConfirmRequired.id),
  });
}
export type CrbotInput = v.InferOutput<ReturnType<typeof crbotInput>>;

/**
 * GET /person/{id}/crbot: what was filed, and when (the PPS number only to the person and super admins; PUT
 * answers without it). An answer's schema: the filed values as stored, without the form's date checks.
 */
export const CrbotDoc = v.object({
  personId: v.string(),
  nationality: v.string(),
  identityType: v.picklist(CRBOT_IDENTITY_TYPES),
  identityNumber: v.optional(v.string()),
  organizations: v.array(
    v.object({ organizationId: v.string(), dateAssigned: v.string(), dateUnassigned: v.string() }),
  ),
  interests: v.picklist(CRBOT_INTERESTS),
  confirmed: v.literal(true),
  lastSubmittedAt: v.string(),
});
export type CrbotDoc = v.InferOutput<typeof CrbotDoc>;

/** A code with its label in English and Irish (the CRBOT form's lists): one shape for every asset list. */
export { LabelledCode } from '../lib/labelled-code.ts';
