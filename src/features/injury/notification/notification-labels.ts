/** Translated labels of the injury notification's choices and statuses (domain/injury/injury-notification.ts). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InjuryNotificationStatus } from '../../../../domain/injury/enums';
import type { Activity } from '../../../../domain/enums';
import type {
  CLAIM_NATURES,
  DECLARATIONS,
  EMPLOYMENT_STATUSES,
  FOOTWEAR,
  LIGHTING,
  TREATMENTS,
  WEATHER,
} from '../../../../domain/injury/injury-notification';

type Labels<T extends readonly string[]> = Record<T[number], MessageDescriptor>;

export const STATUS_LABELS: Record<InjuryNotificationStatus, MessageDescriptor> = {
  DRAFT: msg`Draft`,
  AWAITING_APPROVAL: msg`Awaiting approval`,
  APPROVED: msg`Approved`,
  REJECTED: msg`Rejected`,
  COMPLETED: msg`Completed`,
};

export const ACTIVITY_NAMES: Record<Activity, MessageDescriptor> = {
  Camogie: msg`Camogie`,
  Football: msg`Football`,
  Handball: msg`Handball`,
  Hurling: msg`Hurling`,
  LadiesFootball: msg`Ladies football`,
  Rounders: msg`Rounders`,
};

export const WEATHER_LABELS: Labels<typeof WEATHER> = {
  DRY: msg`Dry`,
  WET: msg`Wet`,
  WINDY: msg`Windy`,
  FROST: msg`Frost`,
  OTHER: msg`Other`,
};

export const LIGHTING_LABELS: Labels<typeof LIGHTING> = {
  DAYLIGHT: msg`Daylight`,
  FLOODLIGHTS: msg`Floodlights`,
  POOR_LIGHT: msg`Poor light`,
};

export const FOOTWEAR_LABELS: Labels<typeof FOOTWEAR> = {
  MOULDED_STUDS: msg`Moulded studs`,
  SCREW_IN_STUDS: msg`Screw-in studs`,
  ASTRO_BOOTS: msg`Astro boots`,
  RUNNERS: msg`Runners`,
  OTHER: msg`Other`,
};

export const EMPLOYMENT_LABELS: Labels<typeof EMPLOYMENT_STATUSES> = {
  EMPLOYED: msg`Employed`,
  SELF_EMPLOYED: msg`Self-employed`,
  STUDENT: msg`Student`,
  UNEMPLOYED: msg`Unemployed`,
  RETIRED: msg`Retired`,
};

export const TREATMENT_LABELS: Labels<typeof TREATMENTS> = {
  GP: msg`GP`,
  HOSPITAL: msg`Hospital`,
  PHYSIOTHERAPY: msg`Physiotherapy`,
  DENTIST: msg`Dentist`,
  OTHER: msg`Other`,
};

export const CLAIM_LABELS: Labels<typeof CLAIM_NATURES> = {
  MEDICAL_EXPENSES: msg`Medical expenses`,
  LOSS_OF_EARNINGS: msg`Loss of earnings`,
  DENTAL: msg`Dental`,
  OTHER: msg`Other`,
};

export const DECLARATION_LABELS: Labels<typeof DECLARATIONS> = {
  declarationTrue: msg`The information in this notification is true and complete.`,
  declarationRules: msg`I have read the rules of the Player Injury Fund.`,
  declarationDataSharing: msg`I agree that this notification is shared with the fund's administrators.`,
  declarationMedicalRecords: msg`I agree that the fund may ask for the player's medical records about this injury.`,
  declarationNoOtherClaim: msg`No other claim has been made for this injury.`,
};
