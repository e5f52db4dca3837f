/**
 * National administration (issue 54 item 5; domain/super-admin/national.contract.ts): organisations created,
 * replaced, deleted and moved by the super admin, the bulk upload, merge and utility calls at the spec's §7
 * paths, the insurance register list, and an API key's description and filters edited. Every write runs in the
 * request's one transaction and writes the super admin audit log in it. SQL: national.repository.ts (and the
 * merge and bulk upload repositories, shared with the /super-admin paths).
 */
import { Hono, type Context } from 'hono';
import { M, messageText, type MessageId } from '../../../domain/messages.ts';
import { nationalApi } from '../../../domain/super-admin/national.contract.ts';
import { createsCycle, NATIONAL_MESSAGES as NM } from '../../../domain/super-admin/national.ts';
import { BULK_UPLOAD_MAX_ROWS } from '../../../domain/super-admin/bulk-upload.ts';
import {
  EMPLOYMENT_TYPES,
  LOCATION_TYPES,
  OWNERSHIPS,
  STRUCTURE_TYPES,
} from '../../../domain/organization/asset.ts';
import type { Principal } from '../../auth/principal.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { route } from '../../http/contract.ts';
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

const t = (c: Context<AppEnv>, id: MessageId) =>
  translate(id, pickLocale(c.req.header('accept-language')), messageText(id));
/** One of the national tools' own messages (NATIONAL_MESSAGES), in the caller's language. */
const nt = (c: Context<AppEnv>, m: { id: string; message: string }) =>
  translate(m.id, pickLocale(c.req.header('accept-language')), m.message);
const fieldError = (c: Context<AppEnv>, field: string, id: MessageId) =>
  badRequest(t(c, id), [{ field, message: t(c, id), code: id }]);
const principalOf = (c: Context<AppEnv>) => c.get('auth').principal as Principal;

/** The insurance register's kinds of asset and their types (domain/organization/asset.ts). */
const INSURANCE_REGISTER = [
  { kind: 'LOCATION', types: [...LOCATION_TYPES] },
  { kind: 'STRUCTURE', types: [...STRUCTURE_TYPES] },
  { kind: 'OWNERSHIP', types: [...OWNERSHIPS] },
  { kind: 'EMPLOYMENT', types: [...EMPLOYMENT_TYPES] },
];

export function nationalRoutes() {
  const app = new Hono<AppEnv>();

  route(app, nationalApi.createOrganization, {
    handler: async (c, { body }) => {
      const { db } = c.get('auth');
      if ((await liveOrganizationIds(db, [body.parentId])).size === 0)
        throw fieldError(c, 'parentId', M.bulkParentMissing.id);
      const id = newOrganizationId();
      if (body.slug && (await slugTakenByOther(db, id, body.slug)))
        throw fieldError(c, 'slug', M.slugTaken.id);
      const slug = body.slug ?? (await slugFor(db, id, body.name));
      await insertOrganization(db, {
        id,
        name: body.name,
        alternateName: body.alternateName || null,
        additionalType: body.additionalType,
        associations: body.associations,
        slug,
        parentId: body.parentId,
      });
      await recordAudit(db, principalOf(c), {
        action: 'ORGANIZATION_CREATE',
        targetType: 'ORGANIZATION',
        targetId: id,
        details: { name: body.name, parentId: body.parentId, associations: body.associations },
      });
      return (await nationalOrganization(db, id))!;
    },
  });

  route(app, nationalApi.replaceOrganization, {
    handler: async (c, { params, body }) => {
      const { db } = c.get('auth');
      const before = await nationalOrganization(db, params.id);
      if (!before) throw notFound(t(c, M.notFound.id));
      const next = {
        name: body.name,
        alternateName: body.alternateName || null,
        additionalType: body.additionalType,
      };
      await replaceOrganization(db, params.id, next);
      await recordAudit(db, principalOf(c), {
        action: 'ORGANIZATION_UPDATE',
        targetType: 'ORGANIZATION',
        targetId: params.id,
        details: { before: { name: before.name, additionalType: before.additionalType }, after: next },
      });
      return (await nationalOrganization(db, params.id))!;
    },
  });

  route(app, nationalApi.deleteOrganization, {
    handler: async (c, { params }) => {
      const { db } = c.get('auth');
      const org = await nationalOrganization(db, params.id);
      if (!org) throw notFound(t(c, M.notFound.id));
      const { members, children } = await dependents(db, params.id);
      if (members > 0) throw conflict(nt(c, NM.orgHasMembers));
      if (children > 0) throw conflict(nt(c, NM.orgHasChildren));
      await softDelete(db, params.id, 'Deleted by a super admin (no members, no units below)');
      await recordAudit(db, principalOf(c), {
        action: 'ORGANIZATION_DELETE',
        targetType: 'ORGANIZATION',
        targetId: params.id,
        details: { name: org.name, slug: org.slug },
      });
    },
  });

  route(app, nationalApi.relation, {
    handler: async (c, { params, body }) => {
      const { db } = c.get('auth');
      const before = await nationalOrganization(db, params.id);
      if (!before) throw notFound(t(c, M.notFound.id));
      const parentIds = [...new Set(body.parents.map((p) => p.parentId))];
      if (createsCycle(params.id, parentIds, await descendantsOf(db, params.id)))
        throw badRequest(nt(c, NM.relationCycle), [
          { field: 'parents', message: nt(c, NM.relationCycle), code: NM.relationCycle.id },
        ]);
      const live = await liveOrganizationIds(db, parentIds);
      if (parentIds.some((p) => !live.has(p))) throw fieldError(c, 'parents', M.bulkParentMissing.id);
      await setParents(db, params.id, body.parents);
      await recordAudit(db, principalOf(c), {
        action: 'ORGANIZATION_RELATION',
        targetType: 'ORGANIZATION',
        targetId: params.id,
        details: { name: before.name, before: before.parents, after: body.parents },
      });
      return (await nationalOrganization(db, params.id))!;
    },
  });

  route(app, nationalApi.bulkUpload, {
    handler: async (c, { body }) => {
      const { db } = c.get('auth');
      const csv = readCsv(body.csv);
      if (!csv || !csv.columns.includes('name')) throw fieldError(c, 'csv', M.bulkNoNameColumn.id);
      if (csv.records.length === 0) throw fieldError(c, 'csv', M.bulkNoEntries.id);
      if (csv.records.length > BULK_UPLOAD_MAX_ROWS) throw fieldError(c, 'csv', M.bulkTooLarge.id);
      const result = await bulkCreate(db, csv.records, (id) => t(c, id));
      await recordAudit(db, principalOf(c), {
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
    },
  });

  /** The target and sources as live clubs, in the order named; a 400 naming the field otherwise. */
  const mergeParties = async (c: Context<AppEnv>, targetId: string, sourceIds: string[]) => {
    const clubs = await liveClubs(c.get('auth').db, [targetId, ...sourceIds]);
    const missing = [targetId, ...sourceIds].filter((id) => !clubs.some((x) => x.id === id));
    if (missing.length)
      throw fieldError(c, missing.includes(targetId) ? 'targetOrgId' : 'sourceOrgIds', M.mergeNotClub.id);
    const target = clubs.find((x) => x.id === targetId)!;
    return { target, sources: sourceIds.map((id) => clubs.find((x) => x.id === id)!) };
  };

  route(app, nationalApi.mergePreview, {
    handler: async (c, { query }) => {
      const { db } = c.get('auth');
      const { target, sources } = await mergeParties(c, query.targetOrgId, query.sourceOrgIds);
      const out = [];
      for (const s of sources) out.push({ ...s, moves: await mergeMoves(db, s.id, target.id) });
      return { target, sources: out };
    },
  });

  route(app, nationalApi.merge, {
    handler: async (c, { query }) => {
      const { db } = c.get('auth');
      const { target, sources } = await mergeParties(c, query.targetOrgId, query.sourceOrgIds);
      const moved = await mergeInto(db, target.id, sources);
      await recordAudit(db, principalOf(c), {
        action: 'ORGANIZATION_MERGE',
        targetType: 'ORGANIZATION',
        targetId: target.id,
        details: { name: target.name, sources, moved },
      });
      return { targetId: target.id, sourceIds: sources.map((s) => s.id), moved };
    },
  });

  route(app, nationalApi.updateAncestors, {
    handler: async (c) => {
      const { db } = c.get('auth');
      const report = await checkAncestors(db);
      await recordAudit(db, principalOf(c), {
        action: 'ORGANIZATION_ANCESTORS_CHECK',
        targetType: 'ORGANIZATION',
        targetId: 'all',
        details: report,
      });
      return report;
    },
  });

  route(app, nationalApi.publishAll, {
    handler: async (c) => {
      const { db } = c.get('auth');
      const report = await publishAll(db);
      await recordAudit(db, principalOf(c), {
        action: 'PUBLISH_ALL_UPDATES',
        targetType: 'ORGANIZATION',
        targetId: 'all',
        details: report,
      });
      return report;
    },
  });

  route(app, nationalApi.insuranceRegister, {
    handler: (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return INSURANCE_REGISTER;
    },
  });

  for (const contract of [nationalApi.replaceApiKey, nationalApi.patchApiKey] as const) {
    route(app, contract, {
      handler: async (c, { params, body }) => {
        const { db } = c.get('auth');
        const before = await findApiKey(db, params.id);
        if (!before) throw notFound(t(c, M.apiKeyNotFound.id));
        if (before.revokedAt) throw conflict(t(c, M.apiKeyRevoked.id));
        await updateApiKey(db, params.id, body);
        await recordAudit(db, principalOf(c), {
          action: 'API_KEY_UPDATE',
          targetType: 'API_KEY',
          targetId: params.id,
          details: {
            before: { description: before.description, competitionFilters: before.competitionFilters },
            after: body,
          },
        });
        return (await findApiKey(db, params.id))!;
      },
    });
  }

  return app;
}
