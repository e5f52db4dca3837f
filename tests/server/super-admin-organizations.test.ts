/**
 * Issue 27, the rest of the organisation and super admin tools (seed 3 §2, §3, §5, §6):
 * - crest and banner: PNG or JPEG by their bytes, at least 800×800 and 1024×768 pixels by their header,
 *   the club's administrators only; served publicly under a hashed path with year-long caching and ETag/304,
 *   linked from the public club view;
 * - super admin (only): organisation search by name, id or slug (deleted ones too), paged; freeze (the club's
 *   administration answers 423) and unfreeze; soft delete with a required reason (the rows stay, the club
 *   leaves public search, its public view answers 410); member search with the admin list entry's fields
 *   only; every action in the super admin audit log; a retried bulk upload, freeze, unfreeze or delete (same
 *   Idempotency-Key) replays its first answer and is done and audited once; a CSV may leave out any column
 *   but name.
 */
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSize } from '../../domain/organization/image.ts';
import { M } from '../../domain/messages.ts';
import { organization } from '../../server/db/schema/index.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { WICKLOW_LEAGUE_CLUBS } from '../../server/db/seed/competition.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
const MAIN = orgId.club(MAIN_CLUB_KEY);
const OTHER_SPEC = WICKLOW_LEAGUE_CLUBS.find((c) => c.key !== MAIN_CLUB_KEY)!;
const OTHER = orgId.club(OTHER_SPEC.key);
let slug0 = '';
beforeAll(async () => {
  s = await startTestServer();
  slug0 = (await s.database.db.select().from(organization).where(eq(organization.id, MAIN)))[0]!.slug!;
});
afterAll(() => s.close());

type Body = {
  message?: string;
  errors?: { field: string; code: string; message: string }[];
  _embedded?: Record<string, Record<string, unknown>[]>;
  page?: { totalElements: number };
};
const image = (format: 'png' | 'jpeg' | 'gif', width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#083' } })
    .toFormat(format)
    .toBuffer();
const upload = (kind: string, bytes: Uint8Array | string, type: string, as = 'officer', lang?: string) => {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), 'x');
  return s.call(`/api/organization/${MAIN}/${kind}`, {
    method: 'POST',
    as,
    body: form,
    headers: { 'Idempotency-Key': crypto.randomUUID(), ...(lang ? { 'Accept-Language': lang } : {}) },
  });
};
const post = (path: string, json: unknown, as = 'super-admin', lang?: string) =>
  s.call(`/api/super-admin${path}`, {
    method: 'POST',
    as,
    json,
    headers: { 'Idempotency-Key': crypto.randomUUID(), ...(lang ? { 'Accept-Language': lang } : {}) },
  });
const get = async (path: string, as = 'super-admin') => {
  const res = await s.call(path, { as });
  return { status: res.status, body: (await res.json()) as Body };
};

describe('crest and banner', () => {
  it('reads PNG and JPEG sizes from the header bytes, and nothing else', async () => {
    expect(imageSize(await image('png', 801, 803))).toEqual({ type: 'image/png', width: 801, height: 803 });
    expect(imageSize(await image('jpeg', 1030, 770))).toEqual({
      type: 'image/jpeg',
      width: 1030,
      height: 770,
    });
    expect(imageSize(await image('gif', 900, 900))).toBeUndefined();
    expect(imageSize(new TextEncoder().encode('<svg width="900" height="900"/>'))).toBeUndefined();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBeUndefined();
  });

  it('takes a large enough PNG or JPEG from the club admins, refuses the rest, and serves it publicly', async () => {
    const refused = [
      [await upload('crest', await image('png', 799, 800), 'image/png'), 400, M.crestTooSmall.id],
      [await upload('banner', await image('jpeg', 1024, 767), 'image/jpeg'), 400, M.bannerTooSmall.id],
      [await upload('crest', await image('gif', 900, 900), 'image/png'), 415, null],
      [await upload('crest', '<html><script>alert(1)</script></html>', 'image/png'), 415, null],
      [await upload('crest', await image('jpeg', 900, 900), 'image/png'), 415, null],
    ] as const;
    for (const [res, status, code] of refused) {
      expect(res.status, `${status} ${code} ${JSON.stringify(await res.clone().json())}`).toBe(status);
      if (code) expect(((await res.json()) as Body).errors?.[0]?.code).toBe(code);
    }
    const ga = await upload('crest', await image('png', 10, 10), 'image/png', 'officer', 'ga');
    expect(((await ga.json()) as Body).message).toBe(
      'Caithfidh an suaitheantas a bheith 800×800 picteilín ar a laghad',
    );
    for (const as of ['member', 'competition-admin'])
      expect((await upload('crest', await image('png', 800, 800), 'image/png', as)).status, as).toBe(403);

    const crest = await upload('crest', await image('png', 800, 800), 'image/png');
    expect(crest.status).toBe(201);
    const { url } = (await crest.json()) as { url: string };
    expect((await upload('banner', await image('jpeg', 1024, 768), 'image/jpeg')).status).toBe(201);

    const club = (await (await s.call(`/api/v1/organization/${MAIN}`)).json()) as Record<string, string>;
    expect(club.crest).toBe(url);
    expect(club.banner).toMatch(new RegExp(`^/api/v1/organization/${MAIN}/banner\\?v=[0-9a-f]{16}$`));
    const served = await s.call(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(imageSize(new Uint8Array(await served.arrayBuffer()))).toMatchObject({ width: 800, height: 800 });
    const etag = served.headers.get('etag')!;
    expect((await s.call(url, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    expect((await s.call(`/api/v1/organization/${MAIN}/crest`)).headers.get('cache-control')).toBe(
      'public, max-age=3600',
    );
    expect((await s.call(`/api/v1/organization/${OTHER}/crest`)).status).toBe(404);
  });
});

describe('hibernate and reactivate', () => {
  it('lets the club admins hibernate and reactivate the club, once each in its audit log', async () => {
    const send = (path: string, as = 'officer', json: unknown = {}) =>
      s.call(`/api/organization/${MAIN}/${path}`, {
        method: 'POST',
        as,
        json,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
    expect((await send('hibernate', 'member')).status).toBe(403);
    expect((await send('hibernate', 'officer', { status: 'HIBERNATED' })).status).toBe(400);
    const hibernated = await send('hibernate');
    expect(hibernated.status).toBe(200);
    expect(((await hibernated.json()) as { status: string }).status).toBe('HIBERNATED');
    expect((await send('hibernate')).status).toBe(200); // already: no second entry
    const club = (await (await s.call(`/api/v1/organization/${MAIN}`)).json()) as { status: string };
    expect(club.status).toBe('HIBERNATED');
    const back = await send('reactivate');
    expect(((await back.json()) as { status: string }).status).toBe('ACTIVE');
    const audit = (await get(`/api/organization/${MAIN}/audit`, 'officer')).body._embedded!.audit!;
    expect(audit.slice(0, 2).map((e) => e.event)).toEqual(['REACTIVATED', 'HIBERNATED']);
  });
});

describe('super admin: organisations and members', () => {
  it('searches organisations by name, id or slug, paged; nobody else may', async () => {
    const byName = await get(`/api/super-admin/organization?search=${encodeURIComponent(OTHER_SPEC.name)}`);
    expect(byName.body._embedded!.organizations!.map((o) => o.id)).toContain(OTHER);
    const byId = await get(`/api/super-admin/organization?search=${OTHER}`);
    expect(byId.body._embedded!.organizations!.map((o) => o.id)).toEqual([OTHER]);
    const slug = (await s.database.db.select().from(organization).where(eq(organization.id, OTHER)))[0]!
      .slug!;
    const bySlug = await get(`/api/super-admin/organization?search=${slug}`);
    expect(bySlug.body._embedded!.organizations![0]).toMatchObject({
      id: OTHER,
      frozen: false,
      deleted: false,
    });
    const paged = await get('/api/super-admin/organization?size=2&page=1');
    expect(paged.body._embedded!.organizations!).toHaveLength(2);
    expect(paged.body.page!.totalElements).toBeGreaterThan(4);
    for (const as of ['officer', 'competition-admin', 'member']) {
      expect((await get('/api/super-admin/organization', as)).status, as).toBe(403);
      expect((await get('/api/super-admin/person?search=murphy', as)).status, as).toBe(403);
      expect((await post(`/organization/${OTHER}/freeze`, {}, as)).status, as).toBe(403);
      expect((await post(`/organization/${OTHER}/delete`, { reason: 'x' }, as)).status, as).toBe(403);
    }
  });

  it('freezes a club (its administration answers 423) and unfreezes it, audited once each', async () => {
    expect((await post(`/organization/${MAIN}/freeze`, { reason: 'Accounts query' })).status).toBe(200);
    expect((await post(`/organization/${MAIN}/freeze`, {})).status).toBe(200); // no second entry
    const patch = await s.call(`/api/organization/${MAIN}`, {
      method: 'PATCH',
      as: 'officer',
      json: { sponsor: 'Frozen Ltd' },
      headers: { 'Accept-Language': 'ga', 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(patch.status).toBe(423);
    expect(((await patch.json()) as Body).message).toMatch(/reoite/);
    expect((await upload('crest', await image('png', 800, 800), 'image/png')).status).toBe(423);
    const frozen = await get(`/api/super-admin/organization?status=FROZEN&search=${MAIN}`);
    expect(frozen.body._embedded!.organizations![0]).toMatchObject({ id: MAIN, frozen: true });
    expect((await post(`/organization/${MAIN}/unfreeze`, {})).status).toBe(200);
    const log = (await get('/api/super-admin/audit-log')).body._embedded!.auditLog!;
    const mine = log.filter((e) => e.targetId === MAIN).map((e) => [e.action, e.reason]);
    expect(mine).toEqual([
      ['ORGANIZATION_UNFREEZE', null],
      ['ORGANIZATION_FREEZE', 'Accounts query'],
    ]);
  });

  it('deletes a club softly with a reason: gone from public search, 410 on its page, its rows kept', async () => {
    const noReason = await post(`/organization/${OTHER}/delete`, { reason: '  ' }, 'super-admin', 'ga');
    expect(noReason.status).toBe(400);
    expect(((await noReason.json()) as Body).errors![0]).toMatchObject({
      field: 'reason',
      code: M.deleteReasonRequired.id,
    });
    expect((await post(`/organization/${OTHER}/delete`, { reason: 'x'.repeat(255) })).status).toBe(400);
    expect((await post('/organization/no-such-club/delete', { reason: 'Duplicate' })).status).toBe(404);

    const del = await post(`/organization/${OTHER}/delete`, { reason: 'Duplicate of another club' });
    expect(del.status).toBe(200);
    expect((await post(`/organization/${OTHER}/delete`, { reason: 'Again' })).status).toBe(409);
    expect((await post(`/organization/${OTHER}/freeze`, {})).status).toBe(409);

    const page = await s.call(`/api/v1/organization/${OTHER}`, { headers: { 'Accept-Language': 'ga' } });
    expect(page.status).toBe(410);
    expect(((await page.json()) as Body).message).toBe('Scriosadh an club seo');
    const pub = await get(`/api/v1/organization?search=${encodeURIComponent(OTHER_SPEC.name)}`);
    expect(pub.body._embedded!.organizations!.map((o) => o.id)).not.toContain(OTHER);
    const [row] = await s.database.db.select().from(organization).where(eq(organization.id, OTHER));
    expect(row).toMatchObject({ deletedReason: 'Duplicate of another club', name: OTHER_SPEC.name });
    const found = await get(`/api/super-admin/organization?status=DELETED&search=${OTHER}`);
    expect(found.body._embedded!.organizations![0]).toMatchObject({
      deleted: true,
      deletedReason: 'Duplicate of another club',
    });
    const log = (await get('/api/super-admin/audit-log')).body._embedded!.auditLog!;
    expect(log[0]).toMatchObject({
      action: 'ORGANIZATION_DELETE',
      targetId: OTHER,
      reason: 'Duplicate of another club',
    });
  });

  it('searches members by name, e-mail or username: the admin list entry fields, nothing private', async () => {
    const short = await get('/api/super-admin/person?search=a');
    expect(short.status).toBe(400);
    expect(short.body.errors![0]!.code).toBe(M.searchMin.id);
    const me = (await (await s.call('/api/person/me', { as: 'officer' })).json()) as {
      id: string;
      givenName: string;
      familyName: string;
      email: string;
    };
    for (const search of [`${me.givenName} ${me.familyName}`, me.email.toUpperCase(), 'officer']) {
      const res = await get(`/api/super-admin/person?search=${encodeURIComponent(search)}&size=50`);
      expect(res.status, search).toBe(200);
      const hit = res.body._embedded!.members!.find((m) => m.personId === me.id);
      expect(hit, search).toBeDefined();
      expect(Object.keys(hit!).sort()).toEqual(
        [
          'birthDate',
          'county',
          'email',
          'executiveCommitteeRoles',
          'gender',
          'name',
          'permissions',
          'personId',
          'username',
        ].sort(),
      );
      expect(
        (hit!.permissions as { clubs: { organizationId: string }[] }).clubs.map((c) => c.organizationId),
      ).toContain(MAIN);
    }
  });

  it('bulk uploads organisations from a CSV: each row created or refused with its reason, audited', async () => {
    const county = orgId.county('wicklow');
    const csv = [
      'name,alternateName,additionalType,associations,parentId,slug,email,telephone,town,county,postalCode',
      `Cumann Bulc Uaslódála,Bulk Upload GAA,Club,GAA;LGFA,${county},,bulk@example.ie,+353 1 234 5678,Bray,Wicklow,A98 X2Y3`,
      `Cumann Bulc Uaslódála,,,,${county},,,,,,`,
      `Xy,,,,${county},,,,,,`,
      `Good Name,,,,no-such-parent,,,,,,`,
      `Taken Slug Club,,,,${county},${slug0},,,,,`,
      `Bad Phone Club,,,,${county},,,0123,,,`,
      `Bad Type Club,,Spaceship,,${county},,,,,,`,
    ].join('\n');
    const res = await post('/organization/bulk-upload', { csv }, 'super-admin', 'ga');
    expect(res.status, await res.clone().text()).toBe(200);
    const out = (await res.json()) as {
      attempted: number;
      successful: number;
      failed: number;
      rows: { line: number; result: string; id?: string; reason?: string }[];
      resultCsv: string;
    };
    const file = out.resultCsv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(file[0]).toBe('line,name,result,id,reason');
    expect(file).toHaveLength(8);
    expect(file[4]).toContain('FAILED');
    expect([out.attempted, out.successful, out.failed]).toEqual([7, 2, 5]);
    expect(out.rows.map((r) => r.result)).toEqual([
      'CREATED',
      'CREATED',
      'FAILED',
      'FAILED',
      'FAILED',
      'FAILED',
      'FAILED',
    ]);
    expect(out.rows[2]!.reason).toMatch(/^name: /);
    expect(out.rows[3]!.reason).toBe('Níor aimsíodh an mháthair');
    expect(out.rows[5]!.reason).toMatch(/^telephone: /);
    const created = await get(`/api/v1/organization/${out.rows[0]!.id}`, 'member');
    expect(created.body).toMatchObject({ name: 'Cumann Bulc Uaslódála', slug: 'cumann-bulc-uaslodala' });
    const second = await get(`/api/v1/organization/${out.rows[1]!.id}`, 'member');
    expect(second.body).toMatchObject({ slug: 'cumann-bulc-uaslodala-2' });
    const log = (await get('/api/super-admin/audit-log')).body._embedded!.auditLog!;
    expect(log[0]).toMatchObject({
      action: 'ORGANIZATION_BULK_UPLOAD',
      details: { attempted: 7, successful: 2, failed: 5 },
    });

    for (const [body, code] of [
      [{ csv: 'town,county\nBray,Wicklow' }, M.bulkNoNameColumn.id],
      [{ csv: 'name,parentId\n' }, M.bulkNoEntries.id],
      [{ csv: `name,parentId\n${'A club,x\n'.repeat(1001)}` }, M.bulkTooLarge.id],
    ] as const) {
      const refused = await post('/organization/bulk-upload', body);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as Body).errors![0]!.code).toBe(code);
    }
    expect((await post('/organization/bulk-upload', { csv }, 'officer')).status).toBe(403);
  });
  it('replays a retried bulk upload, freeze, unfreeze and delete (Idempotency-Key): each done and audited once', async () => {
    const key = () => ({ 'Idempotency-Key': crypto.randomUUID() });
    const send = (path: string, json: unknown, headers: Record<string, string>) =>
      s.call(`/api/super-admin${path}`, { method: 'POST', as: 'super-admin', json, headers });
    const twice = async (path: string, json: unknown) => {
      const k = key();
      const first = await send(path, json, k);
      const again = await send(path, json, k);
      expect(again.status, path).toBe(first.status);
      expect(again.headers.get('idempotent-replayed'), path).toBe('true');
      const body: unknown = await first.json();
      expect(await again.json(), path).toEqual(body);
      // The same key with another body is the middleware's refusal, not a second action.
      expect((await send(path, { ...(json as object), reason: 'Another body' }, k)).status, path).toBe(422);
      return { status: first.status, body: body as Record<string, unknown> };
    };
    const name = 'Cumann Athsheolta';
    const upload = await twice('/organization/bulk-upload', {
      csv: `name,parentId\n${name},${orgId.county('wicklow')}`,
    });
    expect(upload.body).toMatchObject({
      attempted: 1,
      successful: 1,
      failed: 0,
    });
    const id = (upload.body.rows as { id: string }[])[0]!.id;
    const made = await s.database.db.select().from(organization).where(eq(organization.name, name));
    expect(made.map((o) => o.id)).toEqual([id]);

    expect((await twice(`/organization/${id}/freeze`, { reason: 'Check' })).body).toMatchObject({
      frozen: true,
    });
    expect((await twice(`/organization/${id}/unfreeze`, {})).body).toMatchObject({ frozen: false });
    const gone = await twice(`/organization/${id}/delete`, { reason: 'Test club' });
    expect(gone).toMatchObject({ status: 200, body: { deleted: true, deletedReason: 'Test club' } });

    const log = (await get('/api/super-admin/audit-log?size=100')).body._embedded!.auditLog!;
    const mine = log.filter(
      (e) => e.targetId === id || (e.details as { created?: string[] } | null)?.created?.includes(id),
    );
    expect(mine.map((e) => e.action)).toEqual([
      'ORGANIZATION_DELETE',
      'ORGANIZATION_UNFREEZE',
      'ORGANIZATION_FREEZE',
      'ORGANIZATION_BULK_UPLOAD',
    ]);
  });
});
