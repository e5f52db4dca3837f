/**
 * What the applicant's page reads: the application as GET /vetting/{id} answers it (domain/vetting/vetting-docs.ts),
 * every answer of the form included for the applicant.
 */
import type { VettingDoc, VettingSummary } from '../../../domain/vetting/vetting-docs';

export type { VettingSummary };

/** GET /vetting/{id} as the applicant sees it: every answer of the form. */
export type VettingApplicationDoc = VettingDoc;
