/**
 * Certifications, the CRBOT form and their lookups (seed 3 §7 Person service: certifications, CRBOT), each
 * call declared once (docs/adr/0022-route-contracts.md): registered by server/services/certification, called
 * by src/features/profile.
 */
import * as v from 'valibot';
import { defineRoute, fileAnswer, MULTIPART, NO_CONTENT, pagedList } from '../lib/contract.ts';
import { listQuery } from '../lib/list-query.ts';
import {
  Certification,
  CERTIFICATION_PAGE_MAX,
  CERTIFICATION_PAGE_SIZE,
  CertificationCategory,
  CertificationInput,
} from './certification.ts';
import { CrbotDoc, crbotInput, LabelledCode } from './crbot.ts';

const IdParam = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });
const tag = 'certification';

export const certificationApi = {
  list: defineRoute({
    method: 'GET',
    path: '/certification',
    tag,
    summary:
      "Certifications (filter personId, organizationId, type, status; none: the caller's own; 100 a page); mayManage: whether the caller may add and delete them",
    policy: 'certification.list',
    query: listQuery({ maxSize: CERTIFICATION_PAGE_MAX, defaultSize: CERTIFICATION_PAGE_SIZE }),
    response: v.object({ ...pagedList('certifications', Certification).entries, mayManage: v.boolean() }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/certification',
    tag,
    summary: 'Add a certification (not VETTING: that comes from a completed vetting application)',
    policy: 'certification.create',
    body: CertificationInput,
    response: Certification,
    status: 201,
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/certification/:id',
    tag,
    summary: 'Delete a certification (kept, as DELETED)',
    policy: 'certification.delete',
    params: IdParam,
    response: NO_CONTENT,
  }),
  uploadCertificate: defineRoute({
    method: 'POST',
    path: '/certification/:id/certificate',
    tag,
    summary: 'Attach the certificate (multipart: file; one PDF, JPEG or PNG of at most 10 MB)',
    policy: 'certification.upload',
    params: IdParam,
    body: MULTIPART,
    response: Certification,
  }),
  certificate: defineRoute({
    method: 'GET',
    path: '/certification/:id/certificate',
    tag,
    summary: 'Download the certificate (a private one: the person, their guardians and super admins only)',
    policy: 'certification.certificate',
    params: IdParam,
    response: fileAnswer('application/octet-stream'),
  }),
  crbot: defineRoute({
    method: 'GET',
    path: '/person/:id/crbot',
    tag: 'person',
    summary: "The person's CRBOT information (404: none filed yet)",
    policy: 'crbot.read',
    params: IdParam,
    response: CrbotDoc,
  }),
  fileCrbot: defineRoute({
    method: 'PUT',
    path: '/person/:id/crbot',
    tag: 'person',
    summary: 'File CRBOT information (executive committee members, for themselves)',
    policy: 'crbot.write',
    params: IdParam,
    body: crbotInput(),
    // Without the PPS number: the answer is kept for idempotent replays.
    response: CrbotDoc,
  }),
  categories: defineRoute({
    method: 'GET',
    path: '/asset/certifications',
    tag: 'asset',
    summary: 'Certification categories (SAFEGUARDING with its levels; VETTING comes from vetting only)',
    policy: 'asset.read',
    public: true,
    response: v.array(CertificationCategory),
  }),
  nationalities: defineRoute({
    method: 'GET',
    path: '/asset/crbot/nationality',
    tag: 'asset',
    summary: 'Nationalities for the CRBOT form (country codes)',
    policy: 'asset.read',
    public: true,
    response: v.array(LabelledCode),
  }),
  identityTypes: defineRoute({
    method: 'GET',
    path: '/asset/crbot/identity-type',
    tag: 'asset',
    summary: 'Identity document types for the CRBOT form',
    policy: 'asset.read',
    public: true,
    response: v.array(LabelledCode),
  }),
  interests: defineRoute({
    method: 'GET',
    path: '/asset/crbot/interest',
    tag: 'asset',
    summary: 'Extents of interest held, for the CRBOT form',
    policy: 'asset.read',
    public: true,
    response: v.array(LabelledCode),
  }),
} as const;
