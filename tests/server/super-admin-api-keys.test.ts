/**
 * Open-data API keys (seed 3 §3, §5 "Super admin", §6, §7 "Open-data service"; issue 27 items 4 and 5): a
 * super admin creates a key (e-mail required and valid, person id a UUID, description required and under 255
 * characters, competition filters), sees its secret once, regenerates it (the old secret gets 401 at once)
 * and revokes it; every change is in the append-only audit log. With the key, /api/v1/fixture and
 * /api/v1/competition answer what its filters allow, a key over its rate gets 429 with Retry-After, and
 * /api/docs lists the paths of the OpenAPI document.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../domain/messages.ts';
import type { ApiKeyWithSecret } from '../../domain/super-admin/api-key.ts';
import { apiKey, apiKeyCredential, competition, superAdminAudit } from '../../server/db/schema/index.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { LEAGUE_ID } from '../../server/db/seed/competition.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { CUP_ID } from '../../server/db/seed/officials.ts';
import { startTestServer, type TestServer } from './harness.ts';

const PER_MINUTE = 8;
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ OPEN_DATA_REQUESTS_PER_MINUTE: String(PER_MINUTE) });
});
afterAll(() => s.close());

const PERSON = '0190f1a2-7b3c-7def-8a12-3456789abcde';
const valid = (over: Record<string, unknown> = {}) => ({
  contactEmail: 'data@example.ie',
  personId: PERSON,
  description: 'Fixtures feed for the county website',
  ...over,
});
type Errors = { errors?: { field: string; code: string; message: string }[]; message?: string };

async function create(body: unknown, opts: { key?: string; lang?: string } = {}) {
  const headers: Record<string, string> = { 'Idempotency-Key': opts.key ?? crypto.randomUUID() };
  if (opts.lang) headers['Accept-Language'] = opts.lang;
  const res = await s.call('/api/api-key', { method: 'POST', as: 'super-admin', json: body, headers });
  return { status: res.status, body: (await res.json()) as ApiKeyWithSecret & Errors };
}
const read = (path: string, secret?: string, lang?: string) =>
  s.call(path, {
    headers: { ...(secret ? { 'X-API-Key': secret } : {}), ...(lang ? { 'Accept-Language': lang } : {}) },
  });

describe('API keys: the §5 rules', () => {
  it('creates a key with its secret shown once, stored only as a hash', async () => {
    const r = await create(
      valid({ competitionFilters: { ownerOrganizationIds: [orgId.county('wicklow')] } }),
    );
    expect(r.status).toBe(201);
    expect(r.body.secret).toMatch(/^pairc_[A-Za-z0-9_-]{43}$/);
    expect(r.body.credential?.prefix).toBe(r.body.secret!.slice(0, 12));
    expect(r.body.competitionFilters).toEqual({
      isMasterCompetition: false,
      organizationIds: [],
      ancestorOrganizationIds: [],
      ownerOrganizationIds: [orgId.county('wicklow')],
    });
    const rows = await s.database.db
      .select()
      .from(apiKeyCredential)
      .where(eq(apiKeyCredential.apiKeyId, r.body.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.secretHash).toMatch(/^[0-9a-f]{64}$/);
    const dump = JSON.stringify(
      await s.database.db.execute(sql`select * from api_key, api_key_credential, idempotency_record`),
    );
    expect(dump).not.toContain(r.body.secret!.slice(6));
    // Read back: never the secret.
    const again = (await (await s.call(`/api/api-key/${r.body.id}`, { as: 'super-admin' })).json()) as Record<
      string,
      unknown
    >;
    expect(again).not.toHaveProperty('secret');
    expect(again.credential).toEqual(r.body.credential);
  });

  it.each([
    ['contactEmail', { contactEmail: '' }, M.required.id],
    ['contactEmail', { contactEmail: 'not-an-email' }, M.invalidEmail.id],
    ['personId', { personId: '' }, M.required.id],
    ['personId', { personId: '1234' }, M.apiKeyPersonUuid.id],
    ['description', { description: '   ' }, M.required.id],
    ['description', { description: 'x'.repeat(255) }, M.apiKeyDescriptionMax.id],
    [
      'competitionFilters.organizationIds',
      { competitionFilters: { organizationIds: Array.from({ length: 51 }, (_, i) => `o${i}`) } },
      M.apiKeyOrganizationsMax.id,
    ],
    [
      'competitionFilters.isMasterCompetition',
      { competitionFilters: { isMasterCompetition: 'yes' } },
      M.invalid.id,
    ],
  ])('refuses %s (%j)', async (field, over, code) => {
    const r = await create(valid(over));
    expect(r.status).toBe(400);
    expect(r.body.errors).toContainEqual(expect.objectContaining({ field, code }));
  });

  it('accepts a description of 254 characters and says the rule in Irish', async () => {
    expect((await create(valid({ description: 'x'.repeat(254) }))).status).toBe(201);
    const ga = await create(valid({ personId: 'nope' }), { lang: 'ga' });
    const err = ga.body.errors!.find((e) => e.field === 'personId')!;
    expect(err.message).toBe('Caithfidh aitheantas an duine a bheith ina UUID');
  });

  it('replays a create with the same Idempotency-Key: one key, and the replay holds no secret', async () => {
    const key = crypto.randomUUID();
    const body = valid({ description: `replayed ${key}` });
    const first = await create(body, { key });
    const second = await create(body, { key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(first.body.secret).toBeTruthy();
    expect(second.body.secret).toBeNull();
    const rows = await s.database.db
      .select({ id: apiKey.id })
      .from(apiKey)
      .where(eq(apiKey.description, `replayed ${key}`));
    expect(rows).toHaveLength(1);
  });

  it('is for super admins only (§6)', async () => {
    for (const as of ['officer', 'competition-admin', 'member']) {
      const res = await s.call('/api/api-key', { method: 'POST', as, json: valid() });
      expect(res.status, as).toBe(403);
      expect((await s.call('/api/api-key', { as })).status, as).toBe(403);
      expect((await s.call('/api/super-admin/audit-log', { as })).status, as).toBe(403);
    }
    expect((await s.call('/api/api-key', { method: 'POST', json: valid() })).status).toBe(401);
  });
});

describe('the open-data API with a key', () => {
  it('reads fixtures and results; regenerating stops the old secret at once; revoking stops the key', async () => {
    const k = (await create(valid())).body;
    const secret = k.secret!;
    const res = await read(`/api/v1/fixture?competitionId=${LEAGUE_ID}&size=5`, secret);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age=60');
    const page = (await res.json()) as {
      _embedded: { fixtures: { id: string; competition: { id: string } }[] };
      page: { totalElements: number };
    };
    expect(page._embedded.fixtures.length).toBeGreaterThan(0);
    expect(page._embedded.fixtures.every((f) => f.competition.id === LEAGUE_ID)).toBe(true);
    expect(page._embedded.fixtures[0]).not.toHaveProperty('officials');
    const results = (await (await read('/api/v1/fixture?results=true', secret)).json()) as {
      _embedded: { fixtures: { isResult: boolean }[] };
    };
    expect(results._embedded.fixtures.every((f) => f.isResult)).toBe(true);
    // 304 on the ETag, as the public pages.
    const tag = res.headers.get('etag')!;
    const cached = await s.call(`/api/v1/fixture?competitionId=${LEAGUE_ID}&size=5`, {
      headers: { 'X-API-Key': secret, 'If-None-Match': tag },
    });
    expect(cached.status).toBe(304);

    const regen = await s.call(`/api/api-key/${k.id}/credential/${k.credential!.id}/regenerate`, {
      method: 'POST',
      as: 'super-admin',
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(regen.status).toBe(200);
    const renewed = (await regen.json()) as ApiKeyWithSecret;
    expect(renewed.secret).not.toBe(secret);
    expect(renewed.credential!.id).not.toBe(k.credential!.id);
    const old = await read('/api/v1/fixture', secret);
    expect(old.status).toBe(401);
    expect(((await old.json()) as Errors).message).toBe(M.apiKeyInvalid.message);
    expect((await read('/api/v1/fixture', renewed.secret!)).status).toBe(200);
    // The old credential cannot be regenerated again.
    const twice = await s.call(`/api/api-key/${k.id}/credential/${k.credential!.id}/regenerate`, {
      method: 'POST',
      as: 'super-admin',
    });
    expect(twice.status).toBe(404);

    expect((await s.call(`/api/api-key/${k.id}`, { method: 'DELETE', as: 'super-admin' })).status).toBe(204);
    expect((await read('/api/v1/fixture', renewed.secret!)).status).toBe(401);
    const gone = await s.call(`/api/api-key/${k.id}/credential/${renewed.credential!.id}/regenerate`, {
      method: 'POST',
      as: 'super-admin',
    });
    expect(gone.status).toBe(409);

    const log = (await (
      await s.call('/api/super-admin/audit-log?size=200', { as: 'super-admin' })
    ).json()) as {
      _embedded: { auditLog: { action: string; targetId: string; actor: { name: string | null } }[] };
    };
    const mine = log._embedded.auditLog.filter((e) => e.targetId === k.id).map((e) => e.action);
    expect(mine).toEqual(['API_KEY_REVOKE', 'API_KEY_REGENERATE', 'API_KEY_CREATE']);
    expect(log._embedded.auditLog[0]!.actor.name).toBeTruthy();
  });

  it('refuses no key, a malformed key and an unknown key with 401', async () => {
    const none = await read('/api/v1/fixture');
    expect(none.status).toBe(401);
    expect(((await none.json()) as Errors).message).toBe(M.apiKeyMissing.message);
    expect((await read('/api/v1/fixture', 'Bearer nonsense')).status).toBe(401);
    expect((await read('/api/v1/fixture', `pairc_${'A'.repeat(43)}`)).status).toBe(401);
    const ga = await read('/api/v1/competition', undefined, 'ga');
    expect(((await ga.json()) as Errors).message).toBe('Cuir d’eochair API sa cheanntásc X-API-Key');
  });

  it('reads the clubs with or without a key; a key sent there is checked and counted', async () => {
    expect((await read('/api/v1/organization?search=Naomh')).status).toBe(200);
    const k = (await create(valid())).body;
    const res = await read('/api/v1/organization?search=Naomh', k.secret!);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-remaining')).toMatch(/^\d+$/);
    expect((await read('/api/v1/organization?search=Naomh', `pairc_${'A'.repeat(43)}`)).status).toBe(401);
    expect((await s.call(`/api/api-key/${k.id}`, { method: 'DELETE', as: 'super-admin' })).status).toBe(204);
    expect((await read('/api/v1/organization?search=Naomh', k.secret!)).status).toBe(401);
  });

  it('narrows every answer by the key’s competition filters', async () => {
    const ids = async (filters: Record<string, unknown>) => {
      const secret = (await create(valid({ competitionFilters: filters }))).body.secret!;
      const comps = (await (await read('/api/v1/competition', secret)).json()) as {
        _embedded: { competitions: { id: string }[] };
      };
      return comps._embedded.competitions.map((c) => c.id).sort();
    };
    const both = [LEAGUE_ID, CUP_ID].sort();
    expect(await ids({})).toEqual(expect.arrayContaining(both));
    expect(await ids({ ownerOrganizationIds: [orgId.county('wicklow')] })).toEqual(both);
    expect(await ids({ ownerOrganizationIds: [orgId.county('kerry')] })).toEqual([]);
    expect(await ids({ ancestorOrganizationIds: [orgId.province('leinster')] })).toEqual(
      expect.arrayContaining(both),
    );
    expect(await ids({ ancestorOrganizationIds: [orgId.province('munster')] })).not.toContain(LEAGUE_ID);
    expect(await ids({ organizationIds: [orgId.club(MAIN_CLUB_KEY)] })).toContain(LEAGUE_ID);
    expect(await ids({ organizationIds: ['no-such-club'] })).toEqual([]);
    // A competition under a master competition is left out by isMasterCompetition.
    await s.database.db
      .update(competition)
      .set({ masterCompetition: 'Wicklow Football Championship' })
      .where(eq(competition.id, CUP_ID));
    expect(await ids({ isMasterCompetition: true, ownerOrganizationIds: [orgId.county('wicklow')] })).toEqual(
      [LEAGUE_ID],
    );

    // organizationIds narrows the fixtures too: every one has a team of the club.
    const secret = (
      await create(valid({ competitionFilters: { organizationIds: [orgId.club(MAIN_CLUB_KEY)] } }))
    ).body.secret!;
    const all = (await (await read('/api/v1/fixture?size=200', secret)).json()) as {
      _embedded: {
        fixtures: {
          homeTeam: { organization?: { id: string } | null } | null;
          awayTeam: { organization?: { id: string } | null } | null;
        }[];
      };
    };
    expect(all._embedded.fixtures.length).toBeGreaterThan(0);
    // A key filtered away from the league reads none of its fixtures.
    const kerry = (
      await create(valid({ competitionFilters: { ownerOrganizationIds: [orgId.county('kerry')] } }))
    ).body.secret!;
    const none = (await (await read(`/api/v1/fixture?competitionId=${LEAGUE_ID}`, kerry)).json()) as {
      _embedded: { fixtures: unknown[] };
    };
    expect(none._embedded.fixtures).toEqual([]);
  });

  it('rate limits each key: 429 with Retry-After over the limit, other keys unaffected', async () => {
    const a = (await create(valid())).body.secret!;
    const b = (await create(valid())).body.secret!;
    // Within one minute at most PER_MINUTE answers are 200; a minute boundary in the loop only delays the 429.
    let limited: Response | undefined;
    let ok = 0;
    for (let i = 0; i < 2 * PER_MINUTE + 2 && !limited; i++) {
      const res = await read('/api/v1/competition', a);
      if (res.status === 429) limited = res;
      else {
        expect(res.status).toBe(200);
        ok++;
      }
    }
    expect(limited).toBeDefined();
    expect(ok).toBeGreaterThanOrEqual(PER_MINUTE);
    const retry = Number(limited!.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(((await limited!.json()) as Errors).message).toBe(M.apiKeyTooMany.message);
    expect((await read('/api/v1/competition', b)).status).toBe(200);
  });

  it('refuses bad queries with 400', async () => {
    const secret = (await create(valid())).body.secret!;
    expect((await read('/api/v1/fixture?from=2026-02-30', secret)).status).toBe(400);
    expect((await read('/api/v1/fixture?size=201', secret)).status).toBe(400);
    expect((await read('/api/v1/fixture?results=maybe', secret)).status).toBe(400);
  });
});

describe('the audit log', () => {
  it('is append-only: the database refuses to change or remove an entry', async () => {
    const [row] = await s.database.db.select({ id: superAdminAudit.id }).from(superAdminAudit).limit(1);
    expect(row).toBeDefined();
    await expect(
      s.database.db
        .update(superAdminAudit)
        .set({ reason: 'rewritten' })
        .where(eq(superAdminAudit.id, row!.id)),
    ).rejects.toThrow();
    await expect(
      s.database.db.delete(superAdminAudit).where(eq(superAdminAudit.id, row!.id)),
    ).rejects.toThrow();
  });

  it('pages newest first', async () => {
    const one = (await (
      await s.call('/api/super-admin/audit-log?size=1&page=0', { as: 'super-admin' })
    ).json()) as {
      _embedded: { auditLog: { createdAt: string }[] };
      page: { totalElements: number; totalPages: number };
    };
    const two = (await (
      await s.call('/api/super-admin/audit-log?size=1&page=1', { as: 'super-admin' })
    ).json()) as {
      _embedded: { auditLog: { createdAt: string }[] };
    };
    expect(one.page.totalElements).toBeGreaterThan(1);
    expect(one._embedded.auditLog[0]!.createdAt >= two._embedded.auditLog[0]!.createdAt).toBe(true);
  });
});

describe('/api/docs', () => {
  it('lists the paths of the OpenAPI document, the keyed ones marked, with no script', async () => {
    const res = await s.call('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('GET /api/v1/fixture');
    expect(html).toContain('GET /api/v1/organization');
    expect(html).toContain('X-API-Key');
    expect(html).not.toContain('<script');
    const doc = (await (await s.call('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        { get?: { parameters?: { name: string; in: string }[]; responses?: Record<string, unknown> } }
      >;
    };
    const op = doc.paths['/v1/fixture']!.get!;
    expect(op.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(['competitionId', 'from', 'to', 'X-API-Key']),
    );
    expect(op.responses).toHaveProperty('429');
  });
});
