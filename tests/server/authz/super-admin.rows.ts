/**
 * Matrix rows: the super admin's tools (API keys, audit log: SUPER_ADMIN only, seed 3 §6) and the open-data API
 * read with an API key (no person's token opens it: without X-API-Key everyone gets 401), and the public
 * /api/docs page.
 */
import { createHash } from 'node:crypto';
import { uuidv7 } from 'uuidv7';
import { apiKey, apiKeyCredential } from '../../../server/db/schema/index.ts';
import { DEMO_API_KEY_CREDENTIAL_ID, DEMO_API_KEY_ID } from '../../../server/db/seed/super-admin.ts';
import type { BolaCase } from './bola.rows.ts';
import { nationalApi } from '../../../domain/super-admin/national.contract.ts';
import { probeOf, REFUSED, type ProbeContext, type Row } from './matrix.ts';

/** A throw-away key with one credential, written straight to the database: one per destructive probe. */
export async function throwAwayKey(ctx: ProbeContext): Promise<{ id: string; credentialId: string }> {
  const id = uuidv7();
  const credentialId = uuidv7();
  await ctx.s.database.db.insert(apiKey).values({
    id,
    contactEmail: 'probe@example.ie',
    personId: '0190f1a2-7b3c-7def-8a12-3456789abcde',
    description: 'Probe key',
    competitionFilters: {
      isMasterCompetition: false,
      organizationIds: [],
      ancestorOrganizationIds: [],
      ownerOrganizationIds: [],
    },
  });
  await ctx.s.database.db.insert(apiKeyCredential).values({
    id: credentialId,
    apiKeyId: id,
    secretHash: createHash('sha256').update(credentialId).digest('hex'),
    prefix: 'pairc_probe.',
  });
  return { id, credentialId };
}

export const SUPER_ADMIN_ROWS: Row[] = [
  {
    route: 'GET /api/api-key',
    path: () => '/api/api-key',
    allow: ['super-admin'],
    why: 'open-data API keys: super admins (seed 3 §6)',
  },
  {
    route: 'POST /api/api-key',
    path: () => '/api/api-key',
    body: REFUSED,
    allow: ['super-admin'],
    ok: 400,
    why: 'super admins make API keys',
  },
  {
    route: 'GET /api/api-key/:id',
    path: () => `/api/api-key/${DEMO_API_KEY_ID}`,
    allow: ['super-admin'],
    why: 'one key (never its secret): super admins',
  },
  {
    route: 'POST /api/api-key/:id/credential/:credentialId/regenerate',
    path: (_ids, ctx) =>
      throwAwayKey(ctx).then((k) => `/api/api-key/${k.id}/credential/${k.credentialId}/regenerate`),
    allow: ['super-admin'],
    why: 'super admins regenerate a key’s secret',
  },
  {
    route: 'DELETE /api/api-key/:id',
    path: (_ids, ctx) => throwAwayKey(ctx).then((k) => `/api/api-key/${k.id}`),
    allow: ['super-admin'],
    ok: 204,
    why: 'super admins revoke a key',
  },
  {
    route: 'GET /api/super-admin/audit-log',
    path: () => '/api/super-admin/audit-log',
    allow: ['super-admin'],
    why: 'the super admin audit log: super admins',
  },
  {
    route: 'POST /api/super-admin/organization/merge',
    path: () => '/api/super-admin/organization/merge',
    body: REFUSED,
    allow: ['super-admin'],
    ok: 400,
    why: 'super admins merge clubs (seed 3 §6)',
  },
  {
    route: 'GET /api/super-admin/organization',
    path: () => '/api/super-admin/organization?search=wicklow',
    allow: ['super-admin'],
    why: 'organisation search (deleted and frozen too): super admins (seed 3 §6)',
  },
  ...(['freeze', 'unfreeze', 'delete'] as const).map((action): Row => ({
    route: `POST /api/super-admin/organization/:id/${action}`,
    path: (ids) => `/api/super-admin/organization/${ids.mainClub}/${action}`,
    body: REFUSED,
    allow: ['super-admin'],
    ok: 400,
    why: `super admins ${action} clubs (seed 3 §6)`,
  })),
  {
    route: 'POST /api/super-admin/organization/bulk-upload',
    path: () => '/api/super-admin/organization/bulk-upload',
    body: REFUSED,
    allow: ['super-admin'],
    ok: 400,
    why: 'organisation bulk upload: super admins (seed 3 §6)',
  },
  {
    route: 'GET /api/super-admin/person',
    path: () => '/api/super-admin/person?search=murphy',
    allow: ['super-admin'],
    why: 'member search with the admin list entry fields: super admins (seed 3 §6)',
  },
  {
    route: 'GET /api/v1/competition',
    path: () => '/api/v1/competition',
    allow: 'public',
    ok: 401,
    why: 'open data read with an API key: a person’s token is no key (super-admin-api-keys.test.ts reads it)',
  },
  {
    route: 'GET /api/v1/fixture',
    path: () => '/api/v1/fixture',
    allow: 'public',
    ok: 401,
    why: 'open data read with an API key: a person’s token is no key',
  },
  // National administration (issue 54 item 5): super admins only, but the public insurance register list.
  {
    ...probeOf(nationalApi.createOrganization),
    body: REFUSED,
    allow: ['super-admin'],
    ok: 400,
    why: 'super admins create organisations under a parent',
  },
  {
    ...probeOf(nationalApi.replaceOrganization, (ids) => ({ params: { id: ids.mainClub } })),
    body: REFUSED,
    allow: ['super-admin'],
    ok: 400,
    why: 'super admins rename or retype an organisation',
  },
  {
    ...probeOf(nationalApi.deleteOrganization, (ids) => ({ params: { id: ids.mainClub } })),
    allow: ['super-admin'],
    ok: 409,
    why: 'super admins delete an organisation; refused while it has members (the main club has)',
  },
  {
    ...probeOf(nationalApi.relation, (ids) => ({ params: { id: ids.mainClub } })),
    body: REFUSED,
    allow: ['super-admin'],
    ok: 400,
    why: 'super admins move an organisation to other parents',
  },
  {
    ...probeOf(nationalApi.bulkUpload),
    body: REFUSED,
    allow: ['super-admin'],
    ok: 400,
    why: 'organisation bulk upload at the spec’s path: super admins',
  },
  {
    ...probeOf(nationalApi.mergePreview, (ids) => ({
      query: { targetOrgId: ids.mainClub, sourceOrgIds: ids.countyBoard },
    })),
    allow: ['super-admin'],
    ok: 400,
    why: 'the merge preview: super admins (a county is no club: 400)',
  },
  {
    ...probeOf(nationalApi.merge),
    allow: ['super-admin'],
    ok: 400,
    why: 'the merge at the spec’s path: super admins (no target and sources: 400)',
  },
  {
    ...probeOf(nationalApi.updateAncestors),
    allow: ['super-admin'],
    why: 'the parent graph check: super admins',
  },
  {
    ...probeOf(nationalApi.publishAll),
    allow: ['super-admin'],
    why: 'republish the public answers: super admins',
  },
  {
    ...probeOf(nationalApi.insuranceRegister),
    allow: 'public',
    why: 'a reference list, as the other /asset lists',
  },
  {
    ...probeOf(nationalApi.replaceApiKey, () => ({ params: { id: DEMO_API_KEY_ID } })),
    body: REFUSED,
    allow: ['super-admin'],
    ok: 400,
    why: 'super admins edit a key’s description and filters',
  },
  {
    ...probeOf(nationalApi.patchApiKey, () => ({ params: { id: DEMO_API_KEY_ID } })),
    body: REFUSED,
    allow: ['super-admin'],
    ok: 400,
    why: 'super admins edit a key’s description or filters',
  },
  {
    route: 'GET /api/docs',
    path: () => '/api/docs',
    allow: 'public',
    why: 'the browsable API documentation',
  },
];

/** The demo key (seeded): no one but a super admin reads, regenerates or revokes it. */
export const SUPER_ADMIN_BOLA_CASES: BolaCase[] = [
  // National administration: a county's own administrators cannot move, rename or delete their clubs, nor
  // narrow or widen the county website's key, with a valid body.
  ...(['officer', 'competition-admin'] as const).flatMap((as): BolaCase[] => [
    {
      object: 'organisation (national)',
      name: `${as} moves the main club to another county`,
      as,
      method: 'POST',
      path: (ids) => `/api/organization/${ids.mainClub}/relation`,
      body: (ids) => ({ parents: [{ association: 'GAA', parentId: ids.countyBoard }] }),
      status: 403,
    },
    {
      object: 'organisation (national)',
      name: `${as} renames the main club`,
      as,
      method: 'PUT',
      path: (ids) => `/api/organization/${ids.mainClub}`,
      body: () => ({ name: 'Renamed club', additionalType: 'Club' }),
      status: 403,
    },
    {
      object: 'organisation (national)',
      name: `${as} deletes the main club`,
      as,
      method: 'DELETE',
      path: (ids) => `/api/organization/${ids.mainClub}`,
      status: 403,
    },
    {
      object: 'API key',
      name: `${as} widens the county website’s key`,
      as,
      method: 'PATCH',
      path: () => `/api/api-key/${DEMO_API_KEY_ID}`,
      body: () => ({ competitionFilters: {} }),
      status: 403,
    },
  ]),
  ...(['officer', 'competition-admin', 'fees-officer'] as const).map((as) => ({
    object: 'API key',
    name: `${as} reads the demo API key`,
    as,
    method: 'GET' as const,
    path: () => `/api/api-key/${DEMO_API_KEY_ID}`,
    status: 403,
  })),
  {
    object: 'API key',
    name: 'a county competition admin regenerates the county website’s key',
    as: 'competition-admin',
    method: 'POST',
    path: () => `/api/api-key/${DEMO_API_KEY_ID}/credential/${DEMO_API_KEY_CREDENTIAL_ID}/regenerate`,
    status: 403,
  },
  {
    object: 'API key',
    name: 'a club admin revokes the county website’s key',
    as: 'officer',
    method: 'DELETE',
    path: () => `/api/api-key/${DEMO_API_KEY_ID}`,
    status: 403,
  },
  // A club's administrators cannot freeze, unfreeze or delete it (or a rival) with a valid body.
  ...(['freeze', 'unfreeze', 'delete'] as const).flatMap((action) =>
    (['officer', 'competition-admin'] as const).map((as): BolaCase => ({
      object: 'organisation (super admin)',
      name: `${as} tries to ${action} the main club`,
      as,
      method: 'POST',
      path: (ids) => `/api/super-admin/organization/${ids.mainClub}/${action}`,
      body: () => ({ reason: 'Forged' }),
      status: 403,
    })),
  ),
];
