/**
 * What the applicant's page reads: the admin table's shapes (admin/vetting-api.ts) with the parts only the
 * applicant's own form needs typed in full.
 */
import type { VettingApplicant } from '../../../domain/vetting/application';
import type { VettingDetails, VettingSummary } from './admin/vetting-api';

export type { VettingSummary };

/** GET /vetting/{id} as the applicant sees it: every answer of the form. */
export interface VettingApplicationDoc extends Omit<
  VettingDetails,
  'applicant' | 'guardian' | 'purpose' | 'proofOfAddressDate'
> {
  applicant: VettingApplicant;
  guardian: { name: string; email: string; consent: boolean } | null;
  purpose: string;
  proofOfAddressDate: string;
  consents: { reviewConfirmed: boolean; consentGiven: boolean };
}

export interface VettingPage {
  _embedded: { vettings: VettingSummary[] };
  page: { number: number; size: number; totalElements: number; totalPages: number };
}
