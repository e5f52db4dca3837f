/**
 * Support queries (seed 3 §3 "Support query", §6 support levels): who is asking (role), what about (category
 * and its subcategories), and the query's states. The spec names the support levels; the categories are ours,
 * the questions a Gaelic games support desk hears, with safeguarding among them.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';

/** The support levels of seed 3 §6. */
export const SUPPORT_ROLES = [
  'NON_ADMINISTRATOR',
  'CLUB_ADMINISTRATOR',
  'COUNTY_ADMINISTRATOR',
  'PROVINCE_ADMINISTRATOR',
] as const;
export type SupportRole = (typeof SUPPORT_ROLES)[number];
export const SupportRole = v.picklist(SUPPORT_ROLES, M.invalidOption.id);

/** Each category with its subcategories; a query's subcategory is one of its category's. */
export const SUPPORT_SUBCATEGORIES = {
  MEMBERSHIP: ['JOINING', 'RENEWAL', 'MEMBERSHIP_DETAILS', 'FAMILY'],
  PAYMENTS: ['CARD_PAYMENT', 'REFUND', 'INVOICE', 'PAYMENT_ACCOUNT'],
  REGISTRATION: ['ACCOUNT', 'SIGN_IN', 'PASSWORD', 'EMAIL_CHANGE'],
  VETTING: ['GARDA_VETTING', 'ACCESS_NI', 'CERTIFICATION'],
  INJURY_FUND: ['CLAIM', 'NOTIFICATION', 'RETURN_TO_PLAY'],
  TRANSFERS: ['APPLICATION', 'SANCTION_OR_PERMIT', 'APPROVAL'],
  COMPETITIONS: ['FIXTURES', 'RESULTS', 'REFEREE_REPORT', 'TEAMS'],
  TECHNICAL_PROBLEM: ['REPORT_AN_ISSUE', 'OFFLINE_SYNC', 'ACCESSIBILITY'],
  SAFEGUARDING: ['CHILD_WELFARE_CONCERN', 'CHILDRENS_OFFICER', 'POLICY'],
  OTHER: ['GENERAL', 'FEEDBACK', 'VIDEO_CALL'],
} as const;
export type SupportCategory = keyof typeof SUPPORT_SUBCATEGORIES;
export const SUPPORT_CATEGORIES = Object.keys(SUPPORT_SUBCATEGORIES) as SupportCategory[];
export const SupportCategory = v.picklist(SUPPORT_CATEGORIES, M.invalidOption.id);
export type SupportSubcategory = (typeof SUPPORT_SUBCATEGORIES)[SupportCategory][number];
export const SUPPORT_SUBCATEGORY_LIST = [
  ...new Set(Object.values(SUPPORT_SUBCATEGORIES).flat()),
] as SupportSubcategory[];
export const SupportSubcategory = v.picklist(SUPPORT_SUBCATEGORY_LIST, M.invalidOption.id);

export function isSubcategoryOf(category: SupportCategory, sub: string): boolean {
  return (SUPPORT_SUBCATEGORIES[category] as readonly string[]).includes(sub);
}

/** A query is submitted once (seed 3 §4), then worked on by the support desk and closed. */
export const SUPPORT_STATUSES = ['SUBMITTED', 'IN_PROGRESS', 'CLOSED'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SupportStatus = v.picklist(SUPPORT_STATUSES, M.invalidOption.id);

/** The reference a query is known by, from a database sequence: PAIRC-000123. */
export const formatSupportReference = (n: number): string => `PAIRC-${String(n).padStart(6, '0')}`;
export const SUPPORT_REFERENCE = /^PAIRC-\d{6,}$/;
