/**
 * What the vetting service answers (seed 3 §3 Vetting application, §6 who sees what): a list row carries
 * what a table needs — never the documents, the findings flag, the address or the guardian; one application
 * answers its details to those who play a part in it, the findings flag only to the applicant and the
 * governing agent (server/services/vetting/vetting.dto.ts). Answer schemas of vetting.contract.ts.
 */
import * as v from 'valibot';
import { VettingApplicant } from './application.ts';
import { DocumentCategory, VettingAssociation, VettingRole, VettingStatus, VettingType } from './enums.ts';
import { VettingActionInput } from './transitions.ts';

const ACTORS = ['applicant', 'authenticator', 'governingAgent'] as const;
const DESKS = ['childrensOfficer', 'accessNiOfficer', 'gardaOfficer'] as const;
const Day = v.string();
/** The transitions PATCH /vetting/{id} takes (SUBMIT, VALIDATE, …). */
const Action = v.picklist(VettingActionInput.options.map((o) => o.entries.action.literal));

/** A row of GET /vetting. */
export const VettingSummary = v.object({
  id: v.string(),
  reference: v.string(),
  gardaReference: v.nullable(v.string()),
  type: VettingType,
  association: VettingAssociation,
  organizationId: v.string(),
  clubName: v.string(),
  role: VettingRole,
  givenName: v.string(),
  familyName: v.string(),
  personId: v.string(),
  appliedOn: Day,
  status: VettingStatus,
  authenticatorStatus: VettingStatus,
  governingAgentStatus: VettingStatus,
  createdAt: v.string(),
  /** What the caller may do with it now. */
  actions: v.array(Action),
});
export type VettingSummary = v.InferOutput<typeof VettingSummary>;

/** A document's name and kind (never its bytes). */
export const VettingDocumentMeta = v.object({
  id: v.string(),
  category: v.string(),
  subType: v.string(),
  fileName: v.string(),
  contentType: v.string(),
  size: v.number(),
  createdAt: v.string(),
});
export type VettingDocumentMeta = v.InferOutput<typeof VettingDocumentMeta>;

/** GET /vetting/{id}: the summary with what the caller may see of the rest. */
export const VettingDoc = v.object({
  ...VettingSummary.entries,
  accessNiReference: v.nullable(v.string()),
  county: v.nullable(v.string()),
  purpose: v.string(),
  applicant: VettingApplicant,
  guardian: v.nullable(v.object({ name: v.string(), email: v.string(), consent: v.boolean() })),
  proofOfAddressDate: Day,
  nvb1Date: v.nullable(Day),
  consents: v.object({ reviewConfirmed: v.boolean(), consentGiven: v.boolean() }),
  inPersonReviewDate: v.nullable(Day),
  rejectionReason: v.nullable(v.string()),
  cancelReason: v.nullable(v.string()),
  completedOn: v.nullable(Day),
  /** Only to the applicant and the governing agent; absent for everyone else. */
  findings: v.optional(v.nullable(v.boolean())),
  version: v.number(),
  /** The parts the caller plays in it. */
  roles: v.array(v.picklist(ACTORS)),
  documents: v.array(VettingDocumentMeta),
});
export type VettingDoc = v.InferOutput<typeof VettingDoc>;

/** One of the caller's desks with its table defaults (seed 3 §6). */
export const DeskDefaults = v.object({
  desk: v.picklist(DESKS),
  types: v.array(VettingType),
  statusKey: v.picklist(['authenticatorStatus', 'governingAgentStatus']),
  statuses: v.array(VettingStatus),
});
export type DeskDefaults = v.InferOutput<typeof DeskDefaults>;

/** GET /vetting/desks. */
export const DesksAnswer = v.object({
  /** Clubs whose applications the caller authenticates (children's officer). */
  authenticatorOf: v.array(v.string()),
  governing: v.array(
    v.object({ association: v.string(), desk: v.picklist(['accessNiOfficer', 'gardaOfficer']) }),
  ),
  superAdmin: v.boolean(),
  desks: v.array(DeskDefaults),
});
export type DesksAnswer = v.InferOutput<typeof DesksAnswer>;

/** POST /vetting/{id}/file: the document added. */
export const VettingUpload = v.object({
  id: v.string(),
  category: DocumentCategory,
  subType: v.string(),
  fileName: v.string(),
  size: v.number(),
});

/** PATCH /vetting?association=: how many applications the Garda references moved to in review. */
export const GardaUploadAnswer = v.object({ updated: v.number(), references: v.array(v.string()) });
