/**
 * National administration (issue 54 item 5), each call declared once (docs/adr/0022-route-contracts.md):
 * registered by server/services/super-admin/national.routes.ts, called by the super admin area's National tab
 * and the API key form. SUPER_ADMIN only (super-admin.policy.ts) but for the public insurance register list.
 * The rules are in national.ts.
 */
import * as v from 'valibot';
import { defineRoute, NO_CONTENT } from '../lib/contract.ts';
import { BulkUploadInput } from './bulk-upload.ts';
import {
  AncestorsReport,
  ApiKeyDoc,
  ApiKeyPatchInput,
  ApiKeyReplaceInput,
  InsuranceRegister,
  MergeDone,
  MergeOrganizationsQuery,
  MergePreview,
  NationalOrganization,
  OrganizationCreateInput,
  OrganizationReplaceInput,
  PublishReport,
  RelationInput,
} from './national.ts';

const Key = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const IdParams = v.object({ id: Key });
const tag = 'super admin';

const BulkResult = v.object({
  attempted: v.number(),
  successful: v.number(),
  failed: v.number(),
  rows: v.array(
    v.object({
      line: v.number(),
      name: v.string(),
      result: v.picklist(['CREATED', 'FAILED']),
      id: v.optional(v.string()),
      reason: v.optional(v.string()),
    }),
  ),
  resultCsv: v.string(),
});

export const nationalApi = {
  createOrganization: defineRoute({
    method: 'POST',
    path: '/organization',
    tag,
    summary: 'Create an organisation under a parent in each of its associations (super admin; audited)',
    policy: 'superAdmin.organization.create',
    body: OrganizationCreateInput,
    status: 201,
    response: NationalOrganization,
  }),
  replaceOrganization: defineRoute({
    method: 'PUT',
    path: '/organization/:id',
    tag,
    summary: 'Replace an organisation’s name, alternate name and type (super admin; audited)',
    policy: 'superAdmin.organization.update',
    params: IdParams,
    body: OrganizationReplaceInput,
    response: NationalOrganization,
  }),
  deleteOrganization: defineRoute({
    method: 'DELETE',
    path: '/organization/:id',
    tag,
    summary:
      'Delete an organisation (soft); refused with 409 while it has members or units below it (super admin; audited)',
    policy: 'superAdmin.organization.remove',
    params: IdParams,
    response: NO_CONTENT,
  }),
  relation: defineRoute({
    method: 'POST',
    path: '/organization/:id/relation',
    tag,
    summary:
      'Set an organisation’s parents, one per association (never below itself); public search and every scope see it at once',
    policy: 'superAdmin.organization.relation',
    params: IdParams,
    body: RelationInput,
    response: NationalOrganization,
  }),
  bulkUpload: defineRoute({
    method: 'POST',
    path: '/organization/bulk-upload-organizations',
    tag,
    summary:
      'Create organisations from a CSV: totals and a per-row result with the result file (super admin; audited)',
    policy: 'superAdmin.organization.bulkUpload',
    body: BulkUploadInput,
    response: BulkResult,
  }),
  mergePreview: defineRoute({
    method: 'GET',
    path: '/utility/merge-organizations',
    tag,
    summary: 'What merging the source clubs into the target would move; nothing is written',
    policy: 'superAdmin.organization.merge',
    query: MergeOrganizationsQuery,
    response: MergePreview,
  }),
  merge: defineRoute({
    method: 'POST',
    path: '/utility/merge-organizations',
    tag,
    summary: 'Merge the source clubs into the target in one transaction (super admin; audited)',
    policy: 'superAdmin.organization.merge',
    query: MergeOrganizationsQuery,
    response: MergeDone,
  }),
  updateAncestors: defineRoute({
    method: 'POST',
    path: '/utility/update-organization-ancestors',
    tag,
    summary:
      'Check the parent graph: links to deleted parents removed, cycles reported (super admin; audited)',
    policy: 'superAdmin.utility.ancestors',
    response: AncestorsReport,
  }),
  publishAll: defineRoute({
    method: 'POST',
    path: '/utility/publish-all-updates',
    tag,
    summary: 'Republish every public answer: each server process drops the answers it keeps (super admin)',
    policy: 'superAdmin.utility.publish',
    response: PublishReport,
  }),
  insuranceRegister: defineRoute({
    method: 'GET',
    path: '/asset/insurance-register',
    tag: 'asset',
    summary: 'The kinds of asset the insurance register records, each with its types',
    policy: 'asset.read',
    public: true,
    response: InsuranceRegister,
  }),
  replaceApiKey: defineRoute({
    method: 'PUT',
    path: '/api-key/:id',
    tag,
    summary: 'Replace an API key’s description and competition filters; its next request reads with them',
    policy: 'superAdmin.apiKey.update',
    params: IdParams,
    body: ApiKeyReplaceInput,
    response: ApiKeyDoc,
  }),
  patchApiKey: defineRoute({
    method: 'PATCH',
    path: '/api-key/:id',
    tag,
    summary: 'Change an API key’s description or competition filters; its next request reads with them',
    policy: 'superAdmin.apiKey.update',
    params: IdParams,
    body: ApiKeyPatchInput,
    response: ApiKeyDoc,
  }),
} as const;
