/**
 * The queries a link to the contact form may preselect (`?query=`: the error page's "Report an Issue", the Help
 * Portal's feedback and video call). Its
 * own small module: the route's validateSearch imports it, and that stays in the app's entry chunk, so the
 * form itself must not come with it.
 */
import type { SupportCategory, SupportSubcategory } from '../../../domain/support/enums';

export const CONTACT_QUERIES = [
  'REPORT_ISSUE',
  'MEMBERSHIP',
  'CLUB',
  'SAFEGUARDING',
  'FEEDBACK',
  'VIDEO_CALL',
  'ISSUE',
] as const;
export type ContactQuery = (typeof CONTACT_QUERIES)[number];

/** What each query preselects on the form. */
export const PRESELECT: Record<
  ContactQuery,
  { category?: SupportCategory; subcategory?: SupportSubcategory }
> = {
  REPORT_ISSUE: { category: 'TECHNICAL_PROBLEM', subcategory: 'REPORT_AN_ISSUE' },
  MEMBERSHIP: { category: 'MEMBERSHIP' },
  CLUB: { category: 'OTHER', subcategory: 'GENERAL' },
  SAFEGUARDING: { category: 'SAFEGUARDING' },
  FEEDBACK: { category: 'OTHER', subcategory: 'FEEDBACK' },
  VIDEO_CALL: { category: 'OTHER', subcategory: 'VIDEO_CALL' },
  // The issue wizard (a query about a club or a person): nothing chosen yet.
  ISSUE: {},
};

/** The `?query=` of /contact-form and /contact: a known query, or none. */
export function contactSearch(s: Record<string, unknown>): { query?: ContactQuery } {
  return (CONTACT_QUERIES as readonly unknown[]).includes(s.query) ? { query: s.query as ContactQuery } : {};
}
