/**
 * The queries a link to the contact form may preselect (`?query=`, the error page's "Report an Issue"). Its
 * own small module: the route's validateSearch imports it, and that stays in the app's entry chunk, so the
 * form itself must not come with it.
 */
import type { SupportCategory, SupportSubcategory } from '../../../domain/support/enums';

export const CONTACT_QUERIES = ['REPORT_ISSUE', 'MEMBERSHIP', 'CLUB', 'SAFEGUARDING'] as const;
export type ContactQuery = (typeof CONTACT_QUERIES)[number];

/** What each query preselects on the form. */
export const PRESELECT: Record<
  ContactQuery,
  { category: SupportCategory; subcategory?: SupportSubcategory }
> = {
  REPORT_ISSUE: { category: 'TECHNICAL_PROBLEM', subcategory: 'REPORT_AN_ISSUE' },
  MEMBERSHIP: { category: 'MEMBERSHIP' },
  CLUB: { category: 'OTHER', subcategory: 'GENERAL' },
  SAFEGUARDING: { category: 'SAFEGUARDING' },
};
