/**
 * What the vetting service answers. Lists carry the summary a table needs — never the documents, the
 * findings flag, the address or the guardian. One application answers its details to those who play a part
 * in it; the findings flag only to the applicant and the governing agent (seed 3 §6, issue 25 item 6).
 */
import type {
  VettingAssociation,
  VettingRole,
  VettingStatus,
  VettingType,
} from '../../../domain/vetting/enums.ts';
import type { VettingDoc, VettingSummary } from '../../../domain/vetting/vetting-docs.ts';
import {
  availableActions,
  type VettingActor,
  type VettingState,
} from '../../../domain/vetting/transitions.ts';
import type { VettingDocumentMeta, VettingRow } from './vetting.repository.ts';

export function stateOf(row: VettingRow): VettingState {
  return {
    type: row.type as VettingType,
    status: row.status as VettingStatus,
    authenticatorStatus: row.authenticatorStatus as VettingStatus,
    governingAgentStatus: row.governingAgentStatus as VettingStatus,
    nvb1Date: row.nvb1Date,
  };
}

export function toVettingSummary(
  row: VettingRow,
  clubName: string,
  actors: readonly VettingActor[],
): VettingSummary {
  return {
    id: row.id,
    reference: row.reference,
    gardaReference: row.gardaReference,
    type: row.type as VettingType,
    association: row.association as VettingAssociation,
    organizationId: row.organizationId,
    clubName,
    role: row.role as VettingRole,
    givenName: row.applicant.givenName,
    familyName: row.applicant.familyName,
    personId: row.personId,
    appliedOn: row.appliedOn,
    status: row.status as VettingStatus,
    authenticatorStatus: row.authenticatorStatus as VettingStatus,
    governingAgentStatus: row.governingAgentStatus as VettingStatus,
    createdAt: row.createdAt.toISOString(),
    actions: availableActions(stateOf(row), actors),
  };
}

export function toVettingDoc(
  row: VettingRow,
  clubName: string,
  actors: readonly VettingActor[],
  documents: VettingDocumentMeta[],
): VettingDoc {
  const seesFindings = actors.includes('applicant') || actors.includes('governingAgent');
  return {
    ...toVettingSummary(row, clubName, actors),
    accessNiReference: row.accessNiReference,
    county: row.county,
    purpose: row.purpose,
    applicant: row.applicant,
    guardian: row.guardian,
    proofOfAddressDate: row.proofOfAddressDate,
    nvb1Date: row.nvb1Date,
    consents: row.consents,
    inPersonReviewDate: row.inPersonReviewDate,
    rejectionReason: row.rejectionReason,
    cancelReason: row.cancelReason,
    completedOn: row.completedOn,
    findings: seesFindings ? row.findings : undefined,
    version: row.version,
    roles: [...actors],
    documents: documents.map((d) => ({
      id: d.id,
      category: d.category,
      subType: d.subType,
      fileName: d.fileName,
      contentType: d.contentType,
      size: d.size,
      createdAt: d.createdAt.toISOString(),
    })),
  };
}
