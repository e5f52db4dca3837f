/**
 * Player transfer enumerations of seed 2 §3 (and the statuses of §4): associations, transfer types per
 * association, playing status, form field types, documents, application and approval-step statuses.
 * Transfer types are coded by us, prefixed with the association so one flat list stays unambiguous.
 */
import * as v from 'valibot';
import { ACTIVITIES } from '../enums.ts';
import { M } from '../messages.ts';

export const TRANSFER_ASSOCIATIONS = ['GAA', 'LGFA', 'Camogie'] as const;
export const TransferAssociation = v.picklist(TRANSFER_ASSOCIATIONS, M.invalidOption.id);
export type TransferAssociation = v.InferOutput<typeof TransferAssociation>;

export const TRANSFER_TYPES_BY_ASSOCIATION = {
  GAA: [
    'GAA_INTRA_COUNTY',
    'GAA_INTRA_PROVINCIAL',
    'GAA_INTER_COUNTY',
    'GAA_USGAA_SANCTION',
    'GAA_NEW_YORK_SANCTION',
    'GAA_CANADIAN_SANCTION',
    'GAA_J1_SANCTION',
    'GAA_STUDENT_PERMIT',
    'GAA_WEEKEND_PERMIT',
    'GAA_HURLING_PERMIT',
  ],
  LGFA: [
    'LGFA_INTER_CLUB',
    'LGFA_COUNTY',
    'LGFA_USGAA',
    'LGFA_NEW_YORK',
    'LGFA_J1',
    'LGFA_CANADIAN',
    'LGFA_EUROPEAN_STUDENT_PERMIT',
  ],
  Camogie: [
    'CAMOGIE_CC4_TRANSFER',
    'CAMOGIE_CC3_DECLARATION',
    'CAMOGIE_CC6_SANCTION',
    'CAMOGIE_CC6A_STUDENT_PERMIT',
  ],
} as const satisfies Record<TransferAssociation, readonly string[]>;

type TransferTypeCode = (typeof TRANSFER_TYPES_BY_ASSOCIATION)[TransferAssociation][number];

export const TRANSFER_TYPES: readonly TransferTypeCode[] = TRANSFER_ASSOCIATIONS.flatMap(
  (a) => TRANSFER_TYPES_BY_ASSOCIATION[a],
);
export const TransferType = v.picklist(TRANSFER_TYPES, M.invalidOption.id);
export type TransferType = v.InferOutput<typeof TransferType>;

/** Listed by the spec but not allowed in the product. */
export const DISALLOWED_TRANSFER_TYPES = ['GAA_INTRA_COUNTY'] as const satisfies readonly TransferType[];

/** Sports a playing status is given for: the product's activities. */
export const TRANSFER_PLAYING_SPORTS = ACTIVITIES;

export const PLAYING_STATUSES = ['JUNIOR', 'INTERMEDIATE', 'SENIOR', 'N_A'] as const;
export const PlayingStatus = v.picklist(PLAYING_STATUSES, M.invalidOption.id);
export type PlayingStatus = v.InferOutput<typeof PlayingStatus>;

/** Kinds of last game participation recorded per sport. */
export const LAST_GAME_KINDS = ['CHAMPIONSHIP', 'COMPETITIVE'] as const;
export const LastGameKind = v.picklist(LAST_GAME_KINDS, M.invalidOption.id);
export type LastGameKind = v.InferOutput<typeof LastGameKind>;

export const FORM_FIELD_TYPES = ['TEXT', 'SELECT', 'DATE', 'UUID', 'CHECKBOX', 'FILE'] as const;
export const FormFieldType = v.picklist(FORM_FIELD_TYPES, M.invalidOption.id);
export type FormFieldType = v.InferOutput<typeof FormFieldType>;

export const TRANSFER_DOCUMENT_TYPES = ['VISA', 'INSURANCE'] as const;
export const TransferDocumentType = v.picklist(TRANSFER_DOCUMENT_TYPES, M.invalidOption.id);
export type TransferDocumentType = v.InferOutput<typeof TransferDocumentType>;

/** The side of a transfer an approving unit is on. */
export const TRANSFER_SIDES = ['LEAVING', 'JOINING'] as const;
export const TransferSide = v.picklist(TRANSFER_SIDES, M.invalidOption.id);
export type TransferSide = v.InferOutput<typeof TransferSide>;

/** Application statuses (seed 2 §4); AWAITING_APPROVAL is shown as processing. */
export const TRANSFER_STATUSES = [
  'DRAFT',
  'AWAITING_REVIEW',
  'REWORK_REQUESTED',
  'APPROVED',
  'REJECTED',
  'REJECTED_MORE_INFO',
  'PENDING',
  'AWAITING_APPROVAL',
  'COMPLETED',
  'LOCKED',
  'EXPIRED',
  'READY_FOR_PROCESSING',
  'READY_FOR_DECISION',
] as const;
export const TransferStatus = v.picklist(TRANSFER_STATUSES, M.invalidOption.id);
export type TransferStatus = v.InferOutput<typeof TransferStatus>;

/** Per-unit approval step status (seed 2 §4): unavailable = blocked, expired = no response in 10 days. */
export const APPROVAL_STEP_STATUSES = ['APPROVED', 'REJECTED', 'PENDING', 'UNAVAILABLE', 'EXPIRED'] as const;
export const ApprovalStepStatus = v.picklist(APPROVAL_STEP_STATUSES, M.invalidOption.id);
export type ApprovalStepStatus = v.InferOutput<typeof ApprovalStepStatus>;
