/**
 * The transfer service's answers as the app reads them, and the device-kept draft of the wizard: what the
 * applicant typed is in the local database (`meta`, one key per person), so it survives a reload and a
 * lost signal; it goes to the server only when the applicant saves it (review step) with the network up.
 */
import type { TransferApplicant } from '../../../domain/transfer/applicant';
import type { ApprovalStep } from '../../../domain/transfer/approval';
import type { TransferFormSchema, TransferValues } from '../../../domain/transfer/form-schema';
import { apiGet } from '../../api/client';
import { db, getMeta, setMeta } from '../../offline/db';

export interface TransferDoc {
  id: string;
  version: number;
  updateDate: string;
  status: string;
  personId: string;
  personName: string;
  applicantPersonId: string;
  additionalType: string;
  association: string;
  originOrganizationId: string;
  originOrganizationName: string;
  destinationOrganizationId: string;
  destinationOrganizationName: string;
  startDate: string;
  endDate: string | null;
  returnDate: string | null;
  appealed: boolean;
  values: TransferValues;
  approvals: (ApprovalStep & { organizationName: string })[];
  documents: { id: string; additionalType: string; fileName: string; size: number }[];
  /** `applicant:SUBMIT`, `unit:APPROVE`, …: what the caller may do now. */
  actions: string[];
  history?: {
    action: string;
    fromStatus: string | null;
    toStatus: string | null;
    reason: string | null;
    at: string;
  }[];
}

export interface TransferPage {
  _embedded: { transfers: TransferDoc[] };
  page: { number: number; size: number; totalElements: number; totalPages: number };
}

export const fetchSchema = (additionalType: string, association: string, originOrganization: string) =>
  apiGet<TransferFormSchema>(
    `/assets/player-transfer/schema?${new URLSearchParams({ additionalType, association, originOrganization }).toString()}`,
  );

export const fetchTypes = (association: string, originOrganization: string) =>
  apiGet<{ additionalTypes: string[] }>(
    `/assets/player-transfer/additionalType?${new URLSearchParams({ association, originOrganization }).toString()}`,
  );

export const fetchApplicants = () =>
  apiGet<{ applicants: TransferApplicant[] }>('/assets/player-transfer/applicants').then((r) => r.applicants);

/** The wizard's progress kept on this device. */
export interface LocalDraft {
  step: number;
  /** The server's draft once saved. */
  serverId: string | null;
  /** The player (the caller or a dependant); drafts kept before the choice existed are the caller's. */
  personId?: string;
  /** Who the caller may apply for, as last fetched: the first step works offline after a reload. */
  applicants?: TransferApplicant[];
  association: string;
  originOrganizationId: string;
  originOrganizationName: string;
  additionalType: string;
  destinationName: string;
  values: TransferValues;
  /** The served form of the chosen type, kept so the wizard works offline after a reload. */
  schema?: TransferFormSchema;
}

const draftKey = (personId: string) => `transfer.draft.${personId}`;
export const loadDraft = (personId: string) => getMeta<LocalDraft>(draftKey(personId));
export const keepDraft = (personId: string, draft: LocalDraft) => setMeta(draftKey(personId), draft);
export const dropDraft = (personId: string) => db.meta.delete(draftKey(personId));

/**
 * A saved application (a draft, or one sent back for rework) opened again in the wizard on this device: its
 * values and the served form of its type, at the first step. Needs the network (the form is fetched).
 */
export async function reopenInWizard(me: string, doc: TransferDoc): Promise<void> {
  const schema = await fetchSchema(doc.additionalType, doc.association, doc.originOrganizationId);
  await keepDraft(me, {
    step: 0,
    serverId: doc.id,
    personId: doc.personId,
    association: doc.association,
    originOrganizationId: doc.originOrganizationId,
    originOrganizationName: doc.originOrganizationName,
    additionalType: doc.additionalType,
    destinationName: doc.destinationOrganizationName,
    values: doc.values,
    schema,
  });
}
