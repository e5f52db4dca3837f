/**
 * Vetting (seed 3 §3 Vetting application, §4 Vetting): the types, associations, statuses, actions, roles and
 * document categories the spec names. Document sub-types and the vetting roles beyond the four the spec
 * lists ("coach or manager, chaperone, first aider, match official and others") are ours.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';

export const VETTING_TYPES = [
  'GARDA_VETTING',
  'ACCESS_NI_VETTING_PAID',
  'ACCESS_NI_VETTING_VOLUNTARY',
] as const;
export const VettingType = v.picklist(VETTING_TYPES, M.selectOption.id);
export type VettingType = (typeof VETTING_TYPES)[number];
export const ACCESS_NI_TYPES: readonly VettingType[] = [
  'ACCESS_NI_VETTING_PAID',
  'ACCESS_NI_VETTING_VOLUNTARY',
];
export const isAccessNi = (type: VettingType) => ACCESS_NI_TYPES.includes(type);

/** The associations that vet (seed 3 §3): each has its own vetting office. */
export const VETTING_ASSOCIATIONS = ['GAA', 'LGFA', 'Camogie'] as const;
export const VettingAssociation = v.picklist(VETTING_ASSOCIATIONS, M.selectOption.id);
export type VettingAssociation = (typeof VETTING_ASSOCIATIONS)[number];

export const VETTING_STATUSES = [
  'PENDING_DOCUMENTATION',
  'IN_REVIEW',
  'IN_PROGRESS',
  'AWAITING_REVIEW',
  'AWAITING_ACCESS_NI_REVIEW',
  'PENDING_COMPLETION',
  'VERIFIED',
  'VALIDATED',
  'REJECTED',
  'COMPLETED',
  'CANCELLED',
  'FINDINGS',
  'NO_FINDINGS',
  'AWAITING_REPORT',
  'CLUB_APPROVAL_PENDING',
  'EXPIRED',
  'EXPIRES_SOON',
  'UNAVAILABLE',
  'DRAFT',
] as const;
export type VettingStatus = (typeof VETTING_STATUSES)[number];
export const VettingStatus = v.picklist(VETTING_STATUSES, M.invalidOption.id);

/** An application is closed once completed, rejected or cancelled; any other is open. */
export const CLOSED_STATUSES: readonly VettingStatus[] = ['COMPLETED', 'REJECTED', 'CANCELLED'];
/** While one is in review or in progress, no other may be submitted (seed 3 §4). */
export const BUSY_STATUSES: readonly VettingStatus[] = ['IN_REVIEW', 'IN_PROGRESS', 'PENDING_COMPLETION'];

/** The table's actions (seed 3 §4); DOWNLOAD_PDF is a read (GET …/generate-nvb-file), not a transition. */
export const VETTING_ACTIONS = [
  'REJECT',
  'VALIDATE',
  'MARK_FINDINGS',
  'COMPLETE',
  'CANCEL',
  'DOWNLOAD_PDF',
  'PROGRESS_TO_ACCESS_NI',
] as const;
export type VettingAction = (typeof VETTING_ACTIONS)[number];

/** Roles that need vetting (seed 3 §3 "coach or manager, chaperone, first aider, match official and others"). */
export const VETTING_ROLES = [
  'COACH_OR_MANAGER',
  'CHAPERONE',
  'FIRST_AIDER',
  'MATCH_OFFICIAL',
  'CHILDRENS_OFFICER',
  'CLUB_OFFICER',
  'DRIVER',
  'OTHER',
] as const;
export const VettingRole = v.picklist(VETTING_ROLES, M.selectOption.id);
export type VettingRole = (typeof VETTING_ROLES)[number];

/** Document categories (seed 3 §3) and the sub-types we offer in each. */
export const DOCUMENT_SUBTYPES = {
  ACCEPTANCE: ['NVB1'],
  PARENTAL_CONSENT: ['NVB3'],
  ID_VALIDATION: ['ID_VALIDATION_FORM'],
  PHOTO_ID: ['PASSPORT', 'DRIVING_LICENCE', 'PUBLIC_SERVICES_CARD', 'NATIONAL_ID_CARD'],
  PROOF_OF_ADDRESS: ['UTILITY_BILL', 'BANK_STATEMENT', 'GOVERNMENT_LETTER', 'OTHER'],
  EVIDENCE: ['OTHER'],
  VETTING_INVITE: ['INVITE'],
} as const satisfies Record<string, readonly [string, ...string[]]>;
export type DocumentCategory = keyof typeof DOCUMENT_SUBTYPES;
export const DOCUMENT_CATEGORIES = Object.keys(DOCUMENT_SUBTYPES) as [
  DocumentCategory,
  ...DocumentCategory[],
];
export const DocumentCategory = v.picklist(DOCUMENT_CATEGORIES, M.selectOption.id);

/** Files accepted for documents: one file, at most 10 MB (seed 3 §5, §9); PDF or image. */
export const VETTING_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const VETTING_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** At most this many documents on one application. */
export const VETTING_MAX_DOCUMENTS = 20;
/** The Garda download covers at most the first 800 applications awaiting review (seed 3 §9). */
export const GARDA_DOWNLOAD_MAX = 800;
/** An Access NI reference (and a completed vetting) is valid for 3 years (seed 3 §4, §9). */
export const VETTING_VALID_YEARS = 3;
/** Proof of address must be dated within 6 months of the application (seed 3 §5). */
export const PROOF_OF_ADDRESS_MONTHS = 6;
export const REASON_MAX = 255;
