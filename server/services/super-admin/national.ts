/**
 * National administration's use cases (issue 54 item 5; domain/super-admin/national.ts): organisations created,
 * replaced, deleted and moved by the super admin, the bulk upload, the merge and its preview, the utilities,
 * and an API key's description and filters edited. Each writes the super admin audit log in the caller's
 * transaction (the request's one: national.routes.ts only calls these). SQL: national.repository.ts and the merge
 * and bulk upload repositories, shared with the /super-admin paths.
 */
import type * as v from 'valibot';
import { M, messageText, type MessageId } from '../../../domain/messages.ts';
import {
  createsCycle,
  NATIONAL_MESSAGES as NM,
  type ApiKeyPatchInput,
  type MergeOrganizationsQuery,
  type OrganizationCreateInput,
  type OrganizationReplaceInput,
  type RelationInput,
} from '../../../domain/super-admin/national.ts';
import { BULK_UPLOAD_MAX_ROWS } from '../../../domain/super-admin/bulk-upload.ts';
import {
  EMPLOYMENT_TYPES,
  LOCATION_TYPES,
  OWNERSHIPS,
  STRUCTURE_TYPES,
} from '../../../domain/organization/asset.ts';
import type { Principal } from '../../auth/principal.ts';
import { readCsv } from '../../http/csv.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { slugTakenByOther } from '../organization/organization-slug.ts';
import { findApiKey, updateApiKey } from './api-key.repository.ts';
import { recordAudit } from './audit.repository.ts';
import { bulkCreate } from './bulk-upload.repository.ts';
import { liveClubs, mergeInto } from './merge.repository.ts';
import {
  checkAncestors,
  dependents,
  descendantsOf,
  insertOrganization,
  liveOrganizationIds,
  mergeMoves,
  nationalOrganization,
  newOrganizationId,
  publishAll,
  replaceOrganization,
  setParents,
  slugFor,
} from './national.repository.ts';
import { softDelete } from './organization.repository.ts';
import type { Db } from '../../db/client.ts';

/** What a use case needs of the request: the database, the super admin, and messages in their language. */
export interface NationalCtx {
  db: Db;
  principal: Principal;
  t: (id: MessageId) => string;
  nt: (m: { id: string; message: string }) => string;
  fieldError: (field: string, id: MessageId) => Error;
}

export function nationalCtx(db: Db, principal: Principal, acceptLanguage: string | undefined): NationalCtx {
  const locale = pickLocale(acceptLanguage);
  const t = (id: MessageId) => translate(id, locale, messageText(id));
  return {
    db,
    principal,
    t,
    nt: (m) => translate(m.id, locale, m.message),
    fieldError: (field, id) => badRequest(t(id), [{ field, message: t(id), code: id }]),
  };
}

/** The insurance register's kinds of asset and their types (domain/organization/asset.ts). */
export const INSURANCE_REGISTER = [
  { kind: 'LOCATION', types: [...LOCATION_TYPES] },
  { kind: 'STRUCTURE', types: [...STRUCTURE_TYPES] },
  { kind: 'OWNERSHIP', types: [...OWNERSHIPS] },
  { kind: 'EMPLOYMENT', types: [...EMPLOYMENT_TYPES] },
];

export async function createOrganization(
  x: NationalCtx,
  body: v.InferOutput<typeof OrganizationCreateInput>,
) {
  if ((await liveOrganizationIds(x.db, [body.parentId])).size === 0)
    throw x.fieldError('parentId', M.bulkParentMissing.id);
  const id = newOrganizationId();
  if (body.slug && (await slugTakenByOther(x.db, id, body.slug))) throw x.fieldError('slug', M.slugTaken.id);
  const slug = body.slug ?? (await slugFor(x.db, id, body.name));
  await insertOrganization(x.db, {
    id,
    name: body.name,
    alternateName: body.alternateName || null,
    additionalType: body.additionalType,
    associations: body.associations,
    slug,
    parentId: body.parentId,
  });
  await recordAudit(x.db, x.principal, {
    action: 'ORGANIZATION_CREATE',
    targetType: 'ORGANIZATION',
    targetId: id,
    details: { name: body.name, parentId: body.parentId, associations: body.associations },
  });
  return (await nationalOrganization(x.db, id))!;
}

export async function replaceNationalOrganization(
  x: NationalCtx,
  params: { id: string },
  body: v.InferOutput<typeof OrganizationReplaceInput>,
) {
  const before = await nationalOrganization(x.db, params.id);
  if (!before) throw notFound(x.t(M.notFound.id));
  const next = {
    name: body.name,
    alternateName: body.alternateName || null,
    additionalType: body.additionalType,
  };
  await replaceOrganization(x.db, params.id, next);
  await recordAudit(x.db, x.principal, {
    action: 'ORGANIZATION_UPDATE',
    targetType: 'ORGANIZATION',
    targetId: params.id,
    details: { before: { name: before.name, additionalType: before.additionalType }, after: next },
  });
  return (await nationalOrganization(x.db, params.id))!;
}

export async function deleteOrganization(x: NationalCtx, params: { id: string }) {
  const org = await nationalOrganization(x.db, params.id);
  if (!org) throw notFound(x.t(M.notFound.id));
  const { members, children } = await dependents(x.db, params.id);
  if (members > 0) throw conflict(x.nt(NM.orgHasMembers));
  if (children > 0) throw conflict(x.nt(NM.orgHasChildren));
  await softDelete(x.db, params.id, 'Deleted by a super admin (no members, no units below)');
  await recordAudit(x.db, x.principal, {
    action: 'ORGANIZATION_DELETE',
    targetType: 'ORGANIZATION',
    targetId: params.id,
    details: { name: org.name, slug: org.slug },
  });
}

export async function setRelations(
  x: NationalCtx,
  params: { id: string },
  body: v.InferOutput<typeof RelationInput>,
) {
  const before = await nationalOrganization(x.db, params.id);
  if (!before) throw notFound(x.t(M.notFound.id));
  const parentIds = [...new Set(body.parents.map((p) => p.parentId))];
  if (createsCycle(params.id, parentIds, await descendantsOf(x.db, params.id)))
    throw badRequest(x.nt(NM.relationCycle), [
      { field: 'parents', message: x.nt(NM.relationCycle), code: NM.relationCycle.id },
    ]);
  const live = await liveOrganizationIds(x.db, parentIds);
  if (parentIds.some((p) => !live.has(p))) throw x.fieldError('parents', M.bulkParentMissing.id);
  await setParents(x.db, params.id, body.parents);
  await recordAudit(x.db, x.principal, {
    action: 'ORGANIZATION_RELATION',
    targetType: 'ORGANIZATION',
    targetId: params.id,
    details: { name: before.name, before: before.parents, after: body.parents },
  });
  return (await nationalOrganization(x.db, params.id))!;
}

export async function bulkUploadOrganizations(x: NationalCtx, body: { csv: string }) {
  const csv = readCsv(body.csv);
  if (!csv || !csv.columns.includes('name')) throw x.fieldError('csv', M.bulkNoNameColumn.id);
  if (csv.records.length === 0) throw x.fieldError('csv', M.bulkNoEntries.id);
  if (csv.records.length > BULK_UPLOAD_MAX_ROWS) throw x.fieldError('csv', M.bulkTooLarge.id);
  const result = await bulkCreate(x.db, csv.records, (id) => x.t(id));
  await recordAudit(x.db, x.principal, {
    action: 'ORGANIZATION_BULK_UPLOAD',
    targetType: 'ORGANIZATION',
    targetId: 'bulk-upload',
    details: {
      attempted: result.attempted,
      successful: result.successful,
      failed: result.failed,
      created: result.rows.filter((r) => r.id).map((r) => r.id),
    },
  });
  return result;
}

export async function mergePreview(x: NationalCtx, query: v.InferOutput<typeof MergeOrganizationsQuery>) {
  const { target, sources } = await mergeParties(x, query.targetOrgId, query.sourceOrgIds);
  const out = [];
  for (const s of sources) out.push({ ...s, moves: await mergeMoves(x.db, s.id, target.id) });
  return { target, sources: out };
}

export async function mergeOrganizations(
  x: NationalCtx,
  query: v.InferOutput<typeof MergeOrganizationsQuery>,
) {
  const { target, sources } = await mergeParties(x, query.targetOrgId, query.sourceOrgIds);
  const moved = await mergeInto(x.db, target.id, sources);
  await recordAudit(x.db, x.principal, {
    action: 'ORGANIZATION_MERGE',
    targetType: 'ORGANIZATION',
    targetId: target.id,
    details: { name: target.name, sources, moved },
  });
  return { targetId: target.id, sourceIds: sources.map((s) => s.id), moved };
}

export async function updateAncestors(x: NationalCtx) {
  const report = await checkAncestors(x.db);
  await recordAudit(x.db, x.principal, {
    action: 'ORGANIZATION_ANCESTORS_CHECK',
    targetType: 'ORGANIZATION',
    targetId: 'all',
    details: report,
  });
  return report;
}

export async function publishAllUpdates(x: NationalCtx) {
  const report = await publishAll(x.db);
  await recordAudit(x.db, x.principal, {
    action: 'PUBLISH_ALL_UPDATES',
    targetType: 'ORGANIZATION',
    targetId: 'all',
    details: report,
  });
  return report;
}

/** The target and sources as live clubs, in the order named; a 400 naming the field otherwise. */
async function mergeParties(x: NationalCtx, targetId: string, sourceIds: string[]) {
  const clubs = await liveClubs(x.db, [targetId, ...sourceIds]);
  const missing = [targetId, ...sourceIds].filter((id) => !clubs.some((x) => x.id === id));
  if (missing.length)
    throw x.fieldError(missing.includes(targetId) ? 'targetOrgId' : 'sourceOrgIds', M.mergeNotClub.id);
  const target = clubs.find((x) => x.id === targetId)!;
  return { target, sources: sourceIds.map((id) => clubs.find((x) => x.id === id)!) };
}

/** PUT and PATCH /api-key/{id}: a live key's description and competition filters. */
export async function updateApiKeyDetails(
  x: NationalCtx,
  params: { id: string },
  body: v.InferOutput<typeof ApiKeyPatchInput>,
) {
  const before = await findApiKey(x.db, params.id);
  if (!before) throw notFound(x.t(M.apiKeyNotFound.id));
  if (before.revokedAt) throw conflict(x.t(M.apiKeyRevoked.id));
  await updateApiKey(x.db, params.id, body);
  await recordAudit(x.db, x.principal, {
    action: 'API_KEY_UPDATE',
    targetType: 'API_KEY',
    targetId: params.id,
    details: {
      before: { description: before.description, competitionFilters: before.competitionFilters },
      after: body,
    },
  });
  return (await findApiKey(x.db, params.id))!;
}
