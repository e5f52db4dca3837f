/** Membership enumerations (seed 1 §3 Enumerations, Membership package, Membership option). */
import { MEMBERSHIP_STATUSES } from '../injury/pif-eligibility.ts';

export { MEMBERSHIP_STATUSES };
export type { MembershipStatus } from '../injury/pif-eligibility.ts';

export const PACKAGE_STATUSES = ['DRAFT', 'ACTIVE'] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];
/** DELETED is shown as "hibernated". */
export const OPTION_STATUSES = ['ACTIVE', 'DRAFT', 'DELETED'] as const;
export type OptionStatus = (typeof OPTION_STATUSES)[number];
export const AVAILABILITY = ['NO_ONE', 'VERIFIED_MEMBERS', 'ANYONE'] as const;
export type Availability = (typeof AVAILABILITY)[number];
export const PLAYER_TYPES = ['PLAYER', 'NON_PLAYER'] as const;
export const MEMBERSHIP_TYPES = ['MEMBER', 'ASSOCIATE_MEMBER'] as const;
export const ASSOCIATIONS = ['GAA', 'LGFA', 'CAMOGIE', 'HANDBALL', 'ROUNDERS'] as const;
export const QUESTION_TYPES = ['TEXT', 'RADIO', 'CHECKBOX'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const PAYMENT_STATUSES = ['DUE', 'FAILED', 'OVERPAID', 'PART_PAID', 'PAID'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_TYPES = ['SINGLE_ONLINE', 'INSTALLMENTS_ONLINE', 'OFFLINE'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const ORDER_STATUSES = [
  'payment_due',
  'payment_processing',
  'abandoned',
  'paid',
  'part_refunded',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const INSTALMENT_STATUSES = ['DUE', 'PAID', 'FAILED'] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];
