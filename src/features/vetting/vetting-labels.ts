/**
 * Display names of the vetting codes (domain/vetting/enums.ts, transitions.ts): types, associations, statuses,
 * roles, document categories and sub-types, actions and the administrators' desks. Lazy Lingui descriptors,
 * so a language switch needs no reload; the applicant's page and the admin table read the same ones.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  DOCUMENT_SUBTYPES,
  DocumentCategory,
  VettingAction,
  VettingAssociation,
  VettingRole,
  VettingStatus,
  VettingType,
} from '../../../domain/vetting/enums';
import type { VettingActionInput, VettingDesk } from '../../../domain/vetting/transitions';

export const TYPE_LABELS: Record<VettingType, MessageDescriptor> = {
  GARDA_VETTING: msg`Garda vetting`,
  ACCESS_NI_VETTING_PAID: msg`Access NI vetting (paid)`,
  ACCESS_NI_VETTING_VOLUNTARY: msg`Access NI vetting (voluntary)`,
};

export const ASSOCIATION_LABELS: Record<VettingAssociation, MessageDescriptor> = {
  GAA: msg`GAA`,
  LGFA: msg`LGFA`,
  Camogie: msg`Camogie`,
};

/** The spec's statuses; DRAFT is shown as awaiting approval (seed 3 §4). */
export const STATUS_LABELS: Record<VettingStatus, MessageDescriptor> = {
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

export const ROLE_LABELS: Record<VettingRole, MessageDescriptor> = {
  COACH_OR_MANAGER: msg`Coach or manager`,
  CHAPERONE: msg`Chaperone`,
  FIRST_AIDER: msg`First aider`,
  MATCH_OFFICIAL: msg`Match official`,
  CHILDRENS_OFFICER: msg`Children's officer`,
  CLUB_OFFICER: msg`Club officer`,
  DRIVER: msg`Driver`,
  OTHER: msg`Other role`,
};

export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, MessageDescriptor> = {
  ACCEPTANCE: msg`NVB1 vetting invitation form`,
  PARENTAL_CONSENT: msg`NVB3 parental consent form`,
  ID_VALIDATION: msg`ID validation form`,
  PHOTO_ID: msg`Photo ID`,
  PROOF_OF_ADDRESS: msg`Proof of address`,
  EVIDENCE: msg`Supporting evidence`,
  VETTING_INVITE: msg`Vetting invitation`,
};

export type DocumentSubType = (typeof DOCUMENT_SUBTYPES)[DocumentCategory][number];

export const DOCUMENT_SUBTYPE_LABELS: Record<DocumentSubType, MessageDescriptor> = {
  NVB1: msg`NVB1 form`,
  NVB3: msg`NVB3 form`,
  ID_VALIDATION_FORM: msg`ID validation form`,
  PASSPORT: msg`Passport`,
  DRIVING_LICENCE: msg`Driving licence`,
  PUBLIC_SERVICES_CARD: msg`Public Services Card`,
  NATIONAL_ID_CARD: msg`National identity card`,
  UTILITY_BILL: msg`Utility bill`,
  BANK_STATEMENT: msg`Bank statement`,
  GOVERNMENT_LETTER: msg`Letter from a government body`,
  OTHER: msg`Other document`,
  INVITE: msg`Invitation`,
};

/** The table's actions (VETTING_ACTIONS) and the applicant's SUBMIT. */
export const ACTION_LABELS: Record<VettingAction | VettingActionInput['action'], MessageDescriptor> = {
  SUBMIT: msg`Submit`,
  VALIDATE: msg`Validate`,
  REJECT: msg`Reject`,
  CANCEL: msg`Cancel application`,
  MARK_FINDINGS: msg`Record findings`,
  COMPLETE: msg`Complete`,
  DOWNLOAD_PDF: msg`Download PDF`,
  PROGRESS_TO_ACCESS_NI: msg`Progress to Access NI`,
};

export const DESK_LABELS: Record<VettingDesk, MessageDescriptor> = {
  childrensOfficer: msg`Club children's officer`,
  gardaOfficer: msg`Garda vetting officer`,
  accessNiOfficer: msg`Access NI vetting officer`,
};

/** A role's label, or the code itself for a role this build does not know. */
export function roleLabel(role: string, translate: (d: MessageDescriptor) => string): string {
  const d = ROLE_LABELS[role as VettingRole] as MessageDescriptor | undefined;
  return d ? translate(d) : role;
}
