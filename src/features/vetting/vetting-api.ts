/** The vetting answers the app reads (server/services/vetting/vetting.dto.ts), and the server's field errors. */
import type { VettingApplicant } from '../../../domain/vetting/application';
import type { VettingActionInput } from '../../../domain/vetting/transitions';
import { ApiError } from '../../api/client';

export interface VettingSummary {
  id: string;
  reference: string;
  gardaReference: string | null;
  type: string;
  association: string;
  organizationId: string;
  clubName: string;
  role: string;
  givenName: string;
  familyName: string;
  personId: string;
  appliedOn: string;
  status: string;
  authenticatorStatus: string;
  governingAgentStatus: string;
  createdAt: string;
  actions: VettingActionInput['action'][];
}

export interface VettingDocumentInfo {
  id: string;
  category: string;
  subType: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
}

export interface VettingApplicationDoc extends VettingSummary {
  accessNiReference: string | null;
  purpose: string;
  applicant: VettingApplicant;
  guardian: { name: string; email: string; consent: boolean } | null;
  proofOfAddressDate: string;
  nvb1Date: string | null;
  consents: { reviewConfirmed: boolean; consentGiven: boolean };
  inPersonReviewDate: string | null;
  rejectionReason: string | null;
  cancelReason: string | null;
  completedOn: string | null;
  findings?: boolean | null;
  roles: string[];
  documents: VettingDocumentInfo[];
}

export interface VettingPage {
  _embedded: { vettings: VettingSummary[] };
  page: { number: number; size: number; totalElements: number; totalPages: number };
}

/** The server's field errors as `[field, message]` (messages already in the caller's language). */
export function serverFieldErrors(e: unknown): [string, string][] {
  if (!(e instanceof ApiError)) return [];
  return (e.body?.errors ?? []).map((x) => [x.field, x.message]);
}
