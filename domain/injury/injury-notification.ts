/**
 * The injury notification to the Player Injury Fund (seed 2 §3 Injury notification, §4, §5, §8): its input,
 * the 60-day window, the claimant's age, and the status transitions.
 *
 * Decisions where the spec is open:
 * - "Over 18" is read as 18 or older on the day of notifying (the draw's "over 18" is the same rule).
 * - The window is checked against the day the notification is made: saving a draft and submitting it both
 *   check it, so a draft kept past day 60 can no longer be submitted.
 * - The spec names the weather, lighting, footwear, employment, treatment and claim fields but not their
 *   choices; the lists below are ours.
 * - The injured area and detail reuse the injury record's areas and area-dependent diagnoses.
 */
import * as v from 'valibot';
import { ACTIVITIES } from '../enums.ts';
import { ageOn, isIsoDate, todayInDublin } from '../lib/dates.ts';
import { endPipeOnIssue, Id, requiredString, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import { isDiagnosisOf } from './diagnosis.ts';
import { INJURY_AREAS, INJURY_SEVERITIES, INJURY_SURFACES, type InjuryNotificationStatus } from './enums.ts';
import { daysBetween } from '../lib/days.ts';

/** Injuries before this day are not covered by the scheme. */
export const NOTIFICATION_SCHEME_START = '2025-06-01';
/** The unit must be notified within this many days, the injury day counting as day 1. */
export const NOTIFICATION_WINDOW_DAYS = 60;
export const CLAIMANT_MIN_AGE = 18;
export const PLAN_NAME_MIN = 5;
export const PLAN_NAME_MAX = 100;
export const CIRCUMSTANCES_MIN = 5;
export const CIRCUMSTANCES_MAX = 500;
/** Supporting documents: one file per upload, at most 10 MB (seed 2 §5 Files). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const WEATHER = ['DRY', 'WET', 'WINDY', 'FROST', 'OTHER'] as const;
export const LIGHTING = ['DAYLIGHT', 'FLOODLIGHTS', 'POOR_LIGHT'] as const;
export const FOOTWEAR = ['MOULDED_STUDS', 'SCREW_IN_STUDS', 'ASTRO_BOOTS', 'RUNNERS', 'OTHER'] as const;
export const EMPLOYMENT_STATUSES = ['EMPLOYED', 'SELF_EMPLOYED', 'STUDENT', 'UNEMPLOYED', 'RETIRED'] as const;
export const TREATMENTS = ['GP', 'HOSPITAL', 'PHYSIOTHERAPY', 'DENTIST', 'OTHER'] as const;
export const CLAIM_NATURES = ['MEDICAL_EXPENSES', 'LOSS_OF_EARNINGS', 'DENTAL', 'OTHER'] as const;
export const DECLARATIONS = [
  'declarationTrue',
  'declarationRules',
  'declarationDataSharing',
  'declarationMedicalRecords',
  'declarationNoOtherClaim',
] as const;

/** The day of the 60-day window `today` falls on: the injury day is day 1. */
export function notificationDay(injuryDate: string, today: string): number {
  return daysBetween(injuryDate, today) + 1;
}

export function isWithinNotificationWindow(injuryDate: string, today: string): boolean {
  return notificationDay(injuryDate, today) <= NOTIFICATION_WINDOW_DAYS;
}

/** The claimant may notify when 18 or older today; without a date of birth they may not. */
export function claimantOldEnough(birthDate: string | null, today: string): boolean {
  return Boolean(birthDate && isIsoDate(birthDate)) && ageOn(birthDate!, today) >= CLAIMANT_MIN_AGE;
}

/** A required select: missing or '' answers the given message ("Please select a unit"). */
function selected<const T extends readonly [string, ...string[]]>(options: T, message = M.selectOption.id) {
  return v.pipe(
    v.string(message),
    v.minLength(1, message),
    endPipeOnIssue<string>(),
    v.picklist(options, message),
  );
}

/** A yes/no answer: true or false, required. */
const YesNo = v.boolean(M.selectOption.id);
const Ticked = v.literal(true, M.declarationRequired.id);

const text = (min: number, max: number, message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(max, message));
const optional = (max: number) =>
  v.optional(v.pipe(v.string(M.invalid.id), v.trim(), v.maxLength(max, M.tooLong.id)), '');

const NotificationShape = strictObject({
  personId: Id,
  organizationId: requiredString(M.selectUnit.id, false),
  groupId: requiredString(M.selectTeam.id, false),
  injuryDate: v.pipe(requiredString(M.required.id, false), v.check(isIsoDate, M.dateInvalid.id)),
  activity: selected(ACTIVITIES),
  oppositionOrganization: optional(100),
  surface: selected(INJURY_SURFACES),
  weather: selected(WEATHER),
  lighting: selected(LIGHTING),
  footwear: selected(FOOTWEAR),
  injuryCause: text(CIRCUMSTANCES_MIN, CIRCUMSTANCES_MAX, M.circumstancesLength.id),
  isSubstituted: YesNo,
  hasLossOfConsciousness: YesNo,
  hasHeadGear: YesNo,
  hasMouthGuard: YesNo,
  employmentStatus: selected(EMPLOYMENT_STATUSES),
  wasTreatmentAdministered: YesNo,
  treatment: selected(TREATMENTS),
  otherTreatmentText: optional(CIRCUMSTANCES_MAX),
  privateMedicalInsurance: YesNo,
  privateMedicalInsurancePlan: optional(PLAN_NAME_MAX),
  natureOfClaim: selected(CLAIM_NATURES),
  claimNumber: optional(50),
  area: selected(INJURY_AREAS),
  detail: requiredString(M.selectOption.id, false),
  severity: selected(INJURY_SEVERITIES),
  additionalInformation: optional(CIRCUMSTANCES_MAX),
  claimantConfirmed: v.literal(true, M.confirmCheckbox.id),
  declarationTrue: Ticked,
  declarationRules: Ticked,
  declarationDataSharing: Ticked,
  declarationMedicalRecords: Ticked,
  declarationNoOtherClaim: Ticked,
});

export function injuryNotificationInput(now?: () => Date) {
  const today = () => todayInDublin(now?.());
  return v.pipe(
    NotificationShape,
    v.forward(
      v.partialCheck([['injuryDate']], (n) => n.injuryDate <= today(), M.notificationDateFuture.id),
      ['injuryDate'],
    ),
    v.forward(
      v.partialCheck(
        [['injuryDate']],
        (n) => n.injuryDate >= NOTIFICATION_SCHEME_START,
        M.notificationDateBeforeScheme.id,
      ),
      ['injuryDate'],
    ),
    v.forward(
      v.partialCheck(
        [['injuryDate']],
        // Valibot may run a partial check when another rule refused the date: only judge real dates.
        (n) =>
          !isIsoDate(n.injuryDate) ||
          n.injuryDate > today() ||
          isWithinNotificationWindow(n.injuryDate, today()),
        M.notificationTooLate.id,
      ),
      ['injuryDate'],
    ),
    v.forward(
      v.partialCheck([['area'], ['detail']], (n) => isDiagnosisOf(n.area, n.detail), M.selectOption.id),
      ['detail'],
    ),
    v.forward(
      v.partialCheck(
        [['privateMedicalInsurance'], ['privateMedicalInsurancePlan']],
        (n) =>
          !n.privateMedicalInsurance ||
          (n.privateMedicalInsurancePlan.length >= PLAN_NAME_MIN &&
            n.privateMedicalInsurancePlan.length <= PLAN_NAME_MAX),
        M.planNameLength.id,
      ),
      ['privateMedicalInsurancePlan'],
    ),
    v.forward(
      v.partialCheck(
        [['treatment'], ['otherTreatmentText']],
        (n) => n.treatment !== 'OTHER' || n.otherTreatmentText.length > 0,
        M.required.id,
      ),
      ['otherTreatmentText'],
    ),
  );
}

export const InjuryNotificationInput = injuryNotificationInput();
export type InjuryNotificationInput = v.InferOutput<typeof InjuryNotificationInput>;
export type InjuryNotificationFormValues = v.InferInput<typeof InjuryNotificationInput>;

/** Status changes (PATCH): the claimant submits; the unit secretary approves, rejects and completes. */
export const NOTIFICATION_ACTIONS = ['submit', 'approve', 'reject', 'complete'] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

export const NotificationStatusChange = strictObject({
  action: v.picklist(NOTIFICATION_ACTIONS, M.invalidOption.id),
  /** The approver's declaration checkbox (approval only). */
  confirmed: v.optional(v.boolean(M.invalid.id), false),
});
export type NotificationStatusChange = v.InferOutput<typeof NotificationStatusChange>;

const TRANSITIONS: Record<NotificationAction, [InjuryNotificationStatus, InjuryNotificationStatus]> = {
  submit: ['DRAFT', 'AWAITING_APPROVAL'],
  approve: ['AWAITING_APPROVAL', 'APPROVED'],
  reject: ['AWAITING_APPROVAL', 'REJECTED'],
  complete: ['APPROVED', 'COMPLETED'],
};

/**
 * The status an action leads to, or null when it is not allowed from `current`. Approval is final (no way
 * back from APPROVED), and a rejected notification stays rejected: the claimant starts a new one.
 */
export function nextNotificationStatus(
  current: InjuryNotificationStatus,
  action: NotificationAction,
): InjuryNotificationStatus | null {
  const [from, to] = TRANSITIONS[action];
  return current === from ? to : null;
}

/** Approval needs a referee report or a supporting letter uploaded and the declaration confirmed. */
export function mayApprove(documentCount: number, confirmed: boolean): boolean {
  return documentCount > 0 && confirmed;
}

export interface InjuryNotification extends InjuryNotificationInput {
  id: string;
  version: number;
  updatedAt: string;
  status: InjuryNotificationStatus;
  claimantPersonId: string;
  submittedOn: string | null;
  documents: { id: string; additionalType: string; fileName: string; size: number }[];
}

/** The editable fields of a notification (a draft reopened in the form), without id, status and documents. */
export function notificationInputOf(n: InjuryNotification): InjuryNotificationFormValues {
  const keys = Object.keys(NotificationShape.entries) as (keyof typeof NotificationShape.entries)[];
  return Object.fromEntries(keys.map((k) => [k, n[k]])) as InjuryNotificationFormValues;
}

/** What is wrong with an injury date on `today` (the rules of the schema above), or null; for step-by-step forms. */
export function injuryDateProblem(injuryDate: string, today: string): string | null {
  if (!isIsoDate(injuryDate)) return M.dateInvalid.id;
  if (injuryDate > today) return M.notificationDateFuture.id;
  if (injuryDate < NOTIFICATION_SCHEME_START) return M.notificationDateBeforeScheme.id;
  if (!isWithinNotificationWindow(injuryDate, today)) return M.notificationTooLate.id;
  return null;
}
