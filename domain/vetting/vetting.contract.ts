/**
 * Vetting applications (seed 3 §7 Person service: vetting), each call declared once
 * (docs/adr/0022-route-contracts.md): registered by server/services/vetting/*.ts, called by
 * src/features/vetting. Certifications and the CRBOT form: certification.contract.ts.
 */
import * as v from 'valibot';
import { defineRoute, fileAnswer, MULTIPART, NO_CONTENT, pagedList } from '../lib/contract.ts';
import { listQuery } from '../lib/list-query.ts';
import { M } from '../messages.ts';
import { vettingApplicationInput } from './application.ts';
import { DocumentCategory, VettingAssociation } from './enums.ts';
import { VettingActionInput } from './transitions.ts';
import {
  DesksAnswer,
  GardaUploadAnswer,
  VettingDoc,
  VettingDocumentMeta,
  VettingSummary,
  VettingUpload,
} from './vetting-docs.ts';

const Key = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const IdParam = v.object({ id: Key });
const FileParam = v.object({ id: Key, fileId: Key });
const AssociationQuery = v.object({ association: VettingAssociation });
const tag = 'vetting';

/** The list's filter keys (a repeated key means any of its values). */
export const VETTING_FILTER_KEYS = [
  'type',
  'status',
  'authenticatorStatus',
  'governingAgentStatus',
  'association',
  'organization.id',
  'person.id',
] as const;

export const vettingApi = {
  desks: defineRoute({
    method: 'GET',
    path: '/vetting/desks',
    tag,
    summary: "The caller's vetting desks and their table defaults",
    policy: 'vetting.desks',
    response: DesksAnswer,
  }),
  gardaFile: defineRoute({
    method: 'GET',
    path: '/vetting/json',
    tag,
    summary: "The association's Garda applications awaiting review (first 800), as a JSON file",
    policy: 'vetting.garda',
    query: AssociationQuery,
    response: fileAnswer('application/json'),
  }),
  gardaTemplate: defineRoute({
    method: 'GET',
    path: '/vetting/refjson',
    tag,
    summary: 'A Garda reference template for the applications awaiting review',
    policy: 'vetting.garda',
    query: AssociationQuery,
    response: fileAnswer('application/json'),
  }),
  gardaUpload: defineRoute({
    method: 'PATCH',
    path: '/vetting',
    tag,
    summary: 'Upload Garda reference files (multipart `file`, JSON): matching applications move to in review',
    policy: 'vetting.garda',
    query: AssociationQuery,
    body: MULTIPART,
    response: GardaUploadAnswer,
    status: 201,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/vetting',
    tag,
    summary: `Vetting applications the caller may see, newest first (filter keys: ${VETTING_FILTER_KEYS.join(', ')})`,
    policy: 'vetting.list',
    query: listQuery({ maxSize: 300, defaultSize: 100 }),
    response: pagedList('vettings', VettingSummary),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/vetting',
    tag,
    summary: 'Start a vetting application (PENDING_DOCUMENTATION)',
    policy: 'vetting.create',
    body: vettingApplicationInput(),
    response: VettingDoc,
    status: 201,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/vetting/:id',
    tag,
    summary: 'A vetting application (findings only to applicant and governing agent)',
    policy: 'vetting.read',
    params: IdParam,
    response: VettingDoc,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/vetting/:id',
    tag,
    summary: 'Change an application before it is submitted (applicant)',
    policy: 'vetting.act',
    params: IdParam,
    body: vettingApplicationInput(),
    response: VettingDoc,
  }),
  act: defineRoute({
    method: 'PATCH',
    path: '/vetting/:id',
    tag,
    summary:
      'Act on an application: SUBMIT (applicant); VALIDATE, REJECT, CANCEL, MARK_FINDINGS, COMPLETE, PROGRESS_TO_ACCESS_NI',
    policy: 'vetting.act',
    params: IdParam,
    body: VettingActionInput,
    response: VettingDoc,
  }),
  upload: defineRoute({
    method: 'POST',
    path: '/vetting/:id/file',
    tag,
    summary: 'Upload one document (query: category, subType; multipart: file; at most 10 MB, PDF or image)',
    policy: 'vetting.document',
    params: IdParam,
    query: v.object({
      category: DocumentCategory,
      subType: v.pipe(
        v.string(M.selectOption.id),
        v.minLength(1, M.selectOption.id),
        v.maxLength(40, M.selectOption.id),
      ),
    }),
    body: MULTIPART,
    response: VettingUpload,
    status: 201,
  }),
  documents: defineRoute({
    method: 'GET',
    path: '/vetting/:id/file',
    tag,
    summary: "The application's documents (names and kinds, not the files)",
    policy: 'vetting.document',
    params: IdParam,
    response: v.object({ documents: v.array(VettingDocumentMeta) }),
  }),
  document: defineRoute({
    method: 'GET',
    path: '/vetting/:id/file/:fileId',
    tag,
    summary: 'Download one document (the access is logged)',
    policy: 'vetting.document',
    params: FileParam,
    response: fileAnswer('application/octet-stream'),
  }),
  deleteDocument: defineRoute({
    method: 'DELETE',
    path: '/vetting/:id/file/:fileId',
    tag,
    summary: 'Remove a document (before submission; the authenticator in review)',
    policy: 'vetting.document',
    params: FileParam,
    response: NO_CONTENT,
  }),
  nvbForm: defineRoute({
    method: 'GET',
    path: '/vetting/:id/generate-nvb-file',
    tag,
    summary: 'The NVB1 form, or the NVB3 guardian consent form, filled in (PDF)',
    policy: 'vetting.read',
    params: IdParam,
    query: v.object({ type: v.picklist(['NVB1', 'NVB3'], M.invalidOption.id) }),
    response: fileAnswer('application/pdf'),
  }),
} as const;
