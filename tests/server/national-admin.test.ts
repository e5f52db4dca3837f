/**
 * National administration (issue 54 item 5; domain/super-admin/national.ts): the super admin creates a club
 * under a county, renames it, moves it to another county (public search shows the new parent at once; no
 * cycles), deletes it (refused while it has members or units below); the merge preview and merge at the
 * spec's utility path; the ancestors check and publish-all; the insurance register; an API key's filters
 * edited, and its next request read with them. Every write is in the super admin audit log.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyWithSecret } from '../../domain/super-admin/api-key.ts';
import { nationalApi } from '../../domain/super-admin/national.contract.ts';
import { NATIONAL_MESSAGES } from '../../domain/super-admin/national.ts';
import { personOrganization, superAdminAudit } from '../../server/db/schema/index.ts';
import { LEAGUE_ID } from '../../server/db/seed/competition.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { CUP_ID } from '../../server/db/seed/officials.ts';
import { callContract, startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const WICKLOW = orgId.county('wicklow');
const KERRY = orgId.county('kerry');
type Listed = { _embedded: { organizations: { id: string; parents: { id: string; name: string }[] }[] } };
const publicSearch = async (q: string) =>
  (await (await s.call(`/api/v1/organization?search=${encodeURIComponent(q)}`)).json()) as Listed;
const audited = async (targetId: string) =>
  (await s.database.db.select().from(superAdminAudit).where(eq(superAdminAudit.targetId, targetId))).map(
    (r) => r.action,
  );

describe('organisations: create, replace, move, delete', () => {
  it('creates a club under a county, moves it to another, and public search follows at once', async () => {
    const made = await callContract(
      s,
      nationalApi.createOrganization,
      {
        body: {
          name: 'Cumann Náisiúnta Test',
          additionalType: 'Club',
          associations: ['GAA'],
          parentId: WICKLOW,
        },
      },
      'super-admin',
    );
    expect(made.status).toBe(201);
    const id = made.body.id;
    expect(made.body.parents).toEqual([expect.objectContaining({ association: 'GAA', parentId: WICKLOW })]);
    expect(made.body.slug).toBe('cumann-naisiunta-test');

    let found = (await publicSearch('Naisiunta Test'))._embedded.organizations.find((o) => o.id === id);
    expect(found?.parents.map((p) => p.id)).toEqual([WICKLOW]);

    const renamed = await callContract(
      s,
      nationalApi.replaceOrganization,
      { params: { id }, body: { name: 'Cumann Náisiúnta Nua', additionalType: 'Club' } },
      'super-admin',
    );
    expect(renamed.body.name).toBe('Cumann Náisiúnta Nua');

    const moved = await callContract(
      s,
      nationalApi.relation,
      { params: { id }, body: { parents: [{ association: 'GAA', parentId: KERRY }] } },
      'super-admin',
    );
    expect(moved.status).toBe(200);
    found = (await publicSearch('Naisiunta Nua'))._embedded.organizations.find((o) => o.id === id);
    expect(found?.parents.map((p) => p.id)).toEqual([KERRY]);

    // A unit below this club cannot become its parent, nor can the club itself.
    const child = await callContract(
      s,
      nationalApi.createOrganization,
      { body: { name: 'Under the club', additionalType: 'Branch', associations: ['GAA'], parentId: id } },
      'super-admin',
    );
    for (const parentId of [id, child.body.id]) {
      const cycle = await callContract(
        s,
        nationalApi.relation,
        { params: { id }, body: { parents: [{ association: 'GAA', parentId }] } },
        'super-admin',
      );
      expect(cycle.status).toBe(400);
      expect(cycle.error?.errors?.[0]?.code).toBe(NATIONAL_MESSAGES.relationCycle.id);
    }

    // Delete is refused while a unit is below it, then while it has a member; then it goes.
    const refused = await callContract(s, nationalApi.deleteOrganization, { params: { id } }, 'super-admin');
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(
      'Units are still below this organisation: move them to another parent before deleting it',
    );
    expect(
      (
        await callContract(
          s,
          nationalApi.deleteOrganization,
          { params: { id: child.body.id } },
          'super-admin',
        )
      ).status,
    ).toBe(204);
    const [member] = await s.database.db
      .select()
      .from(personOrganization)
      .where(eq(personOrganization.organizationId, orgId.club(MAIN_CLUB_KEY)))
      .limit(1);
    await s.database.db.insert(personOrganization).values({ personId: member!.personId, organizationId: id });
    expect(
      (await callContract(s, nationalApi.deleteOrganization, { params: { id } }, 'super-admin')).status,
    ).toBe(409);
    await s.database.db
      .delete(personOrganization)
      .where(
        and(eq(personOrganization.organizationId, id), eq(personOrganization.personId, member!.personId)),
      );
    expect(
      (await callContract(s, nationalApi.deleteOrganization, { params: { id } }, 'super-admin')).status,
    ).toBe(204);
    expect((await publicSearch('Naisiunta Nua'))._embedded.organizations.some((o) => o.id === id)).toBe(
      false,
    );
    expect(await audited(id)).toEqual(
      expect.arrayContaining([
        'ORGANIZATION_CREATE',
        'ORGANIZATION_UPDATE',
        'ORGANIZATION_RELATION',
        'ORGANIZATION_DELETE',
      ]),
    );
  });

  it('refuses a missing parent and one association named twice', async () => {
    const missing = await callContract(
      s,
      nationalApi.createOrganization,
      { body: { name: 'Nowhere club', additionalType: 'Club', associations: ['GAA'], parentId: 'nope' } },
      'super-admin',
    );
    expect(missing.status).toBe(400);
    const twice = await callContract(
      s,
      nationalApi.relation,
      {
        params: { id: orgId.club(MAIN_CLUB_KEY) },
        body: {
          parents: [
            { association: 'GAA', parentId: WICKLOW },
            { association: 'GAA', parentId: KERRY },
          ],
        },
      },
      'super-admin',
    );
    expect(twice.status).toBe(400);
    expect(twice.error?.errors?.[0]?.code).toBe(NATIONAL_MESSAGES.relationAssociationTwice.id);
  });
});

describe('utilities and the insurance register', () => {
  it('previews a merge without writing, then merges at the spec’s path', async () => {
    const mk = async (name: string) =>
      (
        await callContract(
          s,
          nationalApi.createOrganization,
          { body: { name, additionalType: 'Club', associations: ['GAA'], parentId: WICKLOW } },
          'super-admin',
        )
      ).body.id;
    const [target, source] = [await mk('Merge target club'), await mk('Merge source club')];
    const preview = await callContract(
      s,
      nationalApi.mergePreview,
      { query: { targetOrgId: target, sourceOrgIds: source } },
      'super-admin',
    );
    expect(preview.status).toBe(200);
    expect(preview.body.sources[0]!.moves).toEqual({
      members: 0,
      teams: 0,
      fixtures: 0,
      places: 0,
      memberships: 0,
    });
    const merged = await callContract(
      s,
      nationalApi.merge,
      { query: { targetOrgId: target, sourceOrgIds: source } },
      'super-admin',
    );
    expect(merged.body.sourceIds).toEqual([source]);
    const again = await callContract(
      s,
      nationalApi.mergePreview,
      { query: { targetOrgId: target, sourceOrgIds: source } },
      'super-admin',
    );
    expect(again.status).toBe(400);
  });

  it('checks the parent graph and republishes', async () => {
    const report = await callContract(s, nationalApi.updateAncestors, {}, 'super-admin');
    expect(report.body.cycles).toEqual([]);
    expect(report.body.relations).toBeGreaterThan(0);
    const a = await callContract(s, nationalApi.publishAll, {}, 'super-admin');
    const b = await callContract(s, nationalApi.publishAll, {}, 'super-admin');
    expect(BigInt(b.body.organizationVersion)).toBeGreaterThan(BigInt(a.body.organizationVersion));
  });

  it('answers the insurance register without a token', async () => {
    const r = await callContract(s, nationalApi.insuranceRegister, {});
    expect(r.status).toBe(200);
    expect(r.body.map((k) => k.kind)).toContain('STRUCTURE');
  });
});

describe('API keys: description and filters edited', () => {
  it('scopes the key’s next request by its new filters', async () => {
    const made = await s.call('/api/api-key', {
      method: 'POST',
      as: 'super-admin',
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      json: {
        contactEmail: 'data@example.ie',
        personId: '0190f1a2-7b3c-7def-8a12-3456789abcde',
        description: 'Edited key',
        competitionFilters: { ownerOrganizationIds: [WICKLOW] },
      },
    });
    const key = (await made.json()) as ApiKeyWithSecret;
    const comps = async () =>
      (
        (await (await s.call('/api/v1/competition', { headers: { 'X-API-Key': key.secret! } })).json()) as {
          _embedded: { competitions: { id: string }[] };
        }
      )._embedded.competitions
        .map((c) => c.id)
        .sort();
    expect(await comps()).toEqual([LEAGUE_ID, CUP_ID].sort());
    const patched = await callContract(
      s,
      nationalApi.patchApiKey,
      { params: { id: key.id }, body: { competitionFilters: { ownerOrganizationIds: [KERRY] } } },
      'super-admin',
    );
    expect(patched.status).toBe(200);
    expect(patched.body.description).toBe('Edited key');
    expect(await comps()).toEqual([]);
    const put = await callContract(
      s,
      nationalApi.replaceApiKey,
      {
        params: { id: key.id },
        body: { description: 'Wicklow again', competitionFilters: { ownerOrganizationIds: [WICKLOW] } },
      },
      'super-admin',
    );
    expect(put.body.description).toBe('Wicklow again');
    expect(await comps()).toEqual([LEAGUE_ID, CUP_ID].sort());
    expect(await audited(key.id)).toEqual(expect.arrayContaining(['API_KEY_UPDATE']));
    const denied = await callContract(
      s,
      nationalApi.patchApiKey,
      { params: { id: key.id }, body: { description: 'x' } },
      'officer',
    );
    expect(denied.status).toBe(403);
  });
});
