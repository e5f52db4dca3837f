/**
 * The words of vetting (seed 3 §3, §4): types, statuses, roles, document categories and sub-types, actions —
 * lazy Lingui descriptors, shared by the applicant's page and the administrators' table.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  DOCUMENT_SUBTYPES,
  DocumentCategory,
  VettingAction,
  VettingRole,
  VettingStatus,
  VettingType,
} from '../../../domain/vetting/enums';

type SubType = (typeof DOCUMENT_SUBTYPES)[DocumentCategory][number];

export const VETTING_TYPE_LABELS: Record<VettingType, MessageDescriptor> = {
  GARDA_VETTING: msg`Garda vetting`,
  ACCESS_NI_VETTING_PAID: msg`Access NI vetting (paid)`,
  ACCESS_NI_VETTING_VOLUNTARY: msg`Access NI vetting (voluntary)`,
};

export const VETTING_STATUS_LABELS: Record<VettingStatus, MessageDescriptor> = {
  PENDING_DOCUMENTATION: msg`Pending documentation`,
  IN_REVIEW: msg`In review`,
  IN_PROGRESS: msg`In progress`,
  AWAITING_REVIEW: msg`Awaiting review`,
  AWAITING_ACCESS_NI_REVIEW: msg`Awaiting Access NI review`,
  PENDING_COMPLETION: msg`Pending completion`,
  VERIFIED: msg`Verified`,
  VALIDATED: msg`Validated`,
  REJECTED: msg`Rejected`,
  COMPLETED: msg`Completed`,
  CANCELLED: msg`Cancelled`,
  FINDINGS: msg`Findings`,
  NO_FINDINGS: msg`No findings`,
  AWAITING_REPORT: msg`Awaiting report`,
  CLUB_APPROVAL_PENDING: msg`Club approval pending`,
  EXPIRED: msg`Expired`,
  EXPIRES_SOON: msg`Expires soon`,
  UNAVAILABLE: msg`Not yet`,
  DRAFT: msg`Awaiting approval`,
};

export const VETTING_ROLE_LABELS: Record<VettingRole, MessageDescriptor> = {
  COACH_OR_MANAGER: msg`Coach or manager`,
  CHAPERONE: msg`Chaperone`,
  FIRST_AIDER: msg`First aider`,
  MATCH_OFFICIAL: msg`Match official`,
  CHILDRENS_OFFICER: msg`Children's officer`,
  CLUB_OFFICER: msg`Club officer`,
  DRIVER: msg`Driver`,
  OTHER: msg`Other`,
};

export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, MessageDescriptor> = {
  ACCEPTANCE: msg`NVB1 vetting invitation form`,
  PARENTAL_CONSENT: msg`NVB3 parent or guardian consent`,
  ID_VALIDATION: msg`ID validation form`,
  PHOTO_ID: msg`Photo ID`,
  PROOF_OF_ADDRESS: msg`Proof of address`,
  EVIDENCE: msg`Supporting evidence`,
  VETTING_INVITE: msg`Vetting invitation`,
};

export const DOCUMENT_SUBTYPE_LABELS: Record<SubType, MessageDescriptor> = {
  NVB1: msg`NVB1 form`,
  NVB3: msg`NVB3 form`,
  ID_VALIDATION_FORM: msg`ID validation form`,
  PASSPORT: msg`Passport`,
  DRIVING_LICENCE: msg`Driving licence`,
  PUBLIC_SERVICES_CARD: msg`Public services card`,
  NATIONAL_ID_CARD: msg`National identity card`,
  UTILITY_BILL: msg`Utility bill`,
  BANK_STATEMENT: msg`Bank statement`,
  GOVERNMENT_LETTER: msg`Letter from a government body`,
  OTHER: msg`Other`,
  INVITE: msg`Invitation`,
};

export const VETTING_ACTION_LABELS: Record<VettingAction | 'SUBMIT', MessageDescriptor> = {
  SUBMIT: msg`Submit`,
  REJECT: msg`Reject`,
  VALIDATE: msg`Validate`,
  MARK_FINDINGS: msg`Mark findings`,
  COMPLETE: msg`Complete`,
  CANCEL: msg`Cancel application`,
  DOWNLOAD_PDF: msg`Download PDF`,
  PROGRESS_TO_ACCESS_NI: msg`Progress to Access NI`,
};
