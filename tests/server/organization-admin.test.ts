/**
 * Organisation administration (seed 3 §2 "Organisation screens", §5 Organisation, §6, §8): a club admin edits
 * the details (names in English and Irish, description, telephone, slug, publish flags), every §5 rule
 * refuses with its message in English and Irish, the old slug keeps leading to the club, the audit log records
 * the changes, and the admins tab grants and removes privileges — only by someone who administers the club,
 * never to oneself removed, never across clubs.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../domain/messages.ts';
import { organizationAudit, personOrganization } from '../../server/db/schema/index.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { personId } from '../../server/db/seed/people.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const CLUB = orgId.club(MAIN_CLUB_KEY);
const OTHER = orgId.club('rath-droma');
const ADMIN = 'officer';
type Answer = {
  status: number;
  body: Record<string, unknown> & { errors?: { field: string; code: string; message: string }[] };
};

async function patch(
  json: unknown,
  opts: { as?: string; club?: string; lang?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await s.call(`/api/organization/${opts.club ?? CLUB}`, {
    as: opts.as ?? ADMIN,
    method: 'PATCH',
    json,
    headers: { 'Accept-Language': opts.lang ?? 'en', ...opts.headers },
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const codes = (a: Answer) => (a.body.errors ?? []).map((e) => `${e.field}:${e.code}`);

describe('details (seed 3 §3, §5)', () => {
  it('a club admin changes the names in English and Irish, the description, telephone and slug', async () => {
    const a = await patch({
      name: 'Naomh Pádraig CLG',
      nameGa: 'Cumann Naomh Pádraig',
      nameEn: "St Patrick's GAA Club",
      legalName: "St Patrick's GAA Club Ashford CLG",
      description: 'A club for every parish family since 1884.',
      telephone: '+353 404 12345',
      slug: 'naomh-padraig-clg',
      identifiers: 'WW-001, GAA-1234 ,',
      crbotNumbers: 'CRBOT1',
      sameAs: [{ name: 'Club shop', url: 'https://shop.example.ie' }],
      address: {
        streetAddress: 'Páirc an Chumainn',
        addressLocality: 'Ashford',
        addressCountry: 'IE',
        postalCode: 'a67 x285',
      },
      location: { latitude: 53.01, longitude: -6.1 },
    });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body).toMatchObject({
      nameGa: 'Cumann Naomh Pádraig',
      nameEn: "St Patrick's GAA Club",
      slug: 'naomh-padraig-clg',
      identifiers: ['WW-001', 'GAA-1234'],
      address: { postalCode: 'A67 X285' },
    });
    expect(a.body.historicalSlugs).toContain('naomh-padraig');
    // The old address still leads to the club.
    const old = await s.call('/api/v1/organization/naomh-padraig');
    expect(old.status).toBe(200);
    expect(((await old.json()) as { id: string }).id).toBe(CLUB);
    const log = await s.call(`/api/organization/${CLUB}/audit`, { as: ADMIN });
    const events = ((await log.json()) as { _embedded: { audit: { event: string }[] } })._embedded.audit.map(
      (e) => e.event,
    );
    expect(events).toEqual(expect.arrayContaining(['SLUG_CHANGED', 'DETAILS_UPDATED']));
  });

  it.each([
    [{ name: 'ab' }, 'name', M.nameLength.id],
    [{ name: 'x'.repeat(201) }, 'name', M.nameLength.id],
    [{ legalName: 'ab' }, 'legalName', M.nameLength.id],
    [{ alternateName: 'y'.repeat(201) }, 'alternateName', M.nameLength.id],
    [{ description: 'ab' }, 'description', M.descriptionLength.id],
    [{ description: 'd'.repeat(1001) }, 'description', M.descriptionLength.id],
    [{ sameAs: [{ name: 'n'.repeat(51), url: 'https://a.ie' }] }, 'sameAs.0.name', M.websiteNameMax.id],
    [{ sameAs: [{ name: 'Shop', url: 'not a url' }] }, 'sameAs.0.url', M.urlInvalid.id],
    [{ address: { streetAddress: 'a'.repeat(51) } }, 'address.streetAddress', M.orgAddressLineMax.id],
    [{ address: { addressCountry: 'IE', postalCode: 'ZZZ' } }, 'address.postalCode', M.invalidPostcode.id],
    [
      { address: { addressCountry: 'FR', postalCode: '12345678901' } },
      'address.postalCode',
      M.postcodeMax.id,
    ],
    [{ telephone: '0404 12345' }, 'telephone', M.telephoneCode.id],
    [{ telephone: '+1 202 555 0100' }, 'telephone', M.telephoneCode.id],
    [{ location: { latitude: 90.5, longitude: 0 } }, 'location.latitude', M.latitudeRange.id],
    [{ location: { latitude: 0, longitude: -180.1 } }, 'location.longitude', M.longitudeRange.id],
    [{ logo: 'crest.png' }, 'logo', M.urlInvalid.id],
    [{ slug: 'naomh pádraig!' }, 'slug', M.slugFormat.id],
  ])('refuses %j (%s)', async (json, field, code) => {
    const a = await patch(json);
    expect(a.status).toBe(400);
    expect(codes(a)).toContain(`${field}:${code}`);
  });

  it('answers in Irish', async () => {
    const a = await patch({ telephone: '0404 12345' }, { lang: 'ga' });
    const e = a.body.errors!.find((x) => x.field === 'telephone')!;
    expect(e.message).not.toBe(M.telephoneCode.message);
    expect(e.message).toMatch(/\+353/);
  });

  it('refuses a slug another club holds (409)', async () => {
    const other = await s.call(`/api/organization/${OTHER}`, { as: ADMIN });
    const { slug } = (await other.json()) as { slug: string };
    const a = await patch({ slug });
    expect(a.status).toBe(409);
    expect(codes(a)).toContain(`slug:${M.slugTaken.id}`);
  });

  it('a stale If-Match is a conflict with the current document', async () => {
    const a = await patch({ sponsor: 'Local Co-op' }, { headers: { 'If-Match': '"1"' } });
    expect(a.status).toBe(409);
    expect(a.body.document).toMatchObject({ id: CLUB });
  });

  it('publish flags decide what the public club page shows', async () => {
    expect((await patch({ publish: { contact: false } })).status).toBe(200);
    const hidden = (await (await s.call(`/api/v1/organization/${CLUB}`)).json()) as { telephone?: string };
    expect(hidden.telephone).toBeUndefined();
    expect((await patch({ publish: { contact: true } })).status).toBe(200);
    const shown = (await (await s.call(`/api/v1/organization/${CLUB}`)).json()) as { telephone?: string };
    expect(shown.telephone).toBe('+353 404 12345');
  });

  it('only the club’s administrators and super admins change it (BOLA: another club’s admin cannot)', async () => {
    expect((await patch({ sponsor: 'X' }, { as: 'member' })).status).toBe(403);
    expect((await patch({ sponsor: 'X' }, { as: 'childrens-officer' })).status).toBe(403);
    expect((await patch({ sponsor: 'X' }, { club: OTHER })).status).toBe(403);
    expect((await patch({ sponsor: 'Super sponsor' }, { as: 'super-admin' })).status).toBe(200);
  });

  it('replays a retried change (Idempotency-Key) without a second audit entry', async () => {
    const key = { 'Idempotency-Key': `org-${crypto.randomUUID()}` };
    const before = await auditCount();
    const first = await patch({ bio: 'Founded by the parish in 1884.' }, { headers: key });
    const again = await s.call(`/api/organization/${CLUB}`, {
      as: ADMIN,
      method: 'PATCH',
      json: { bio: 'Founded by the parish in 1884.' },
      headers: key,
    });
    expect(first.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(first.body);
    expect(await auditCount()).toBe(before + 1);
  });

  it('lists the parents per association (read-only)', async () => {
    const res = await s.call(`/api/organization/${CLUB}/relation`, { as: 'member' });
    const body = (await res.json()) as { _embedded: { relations: { association: string }[] } };
    expect(body._embedded.relations.map((r) => r.association)).toContain('GAA');
  });
});

async function auditCount() {
  const [row] = await s.database.db
    .select({ n: count() })
    .from(organizationAudit)
    .where(eq(organizationAudit.organizationId, CLUB));
  return row!.n;
}

describe('admins (seed 3 §6)', () => {
  const member = personId('demo:member');
  const officer = personId('demo:officer');
  const put = (as: string, pid: string, privileges: string[], club = CLUB, lang = 'en') =>
    s.call(`/api/organization/${club}/admin/${pid}`, {
      as,
      method: 'PUT',
      json: { privileges },
      headers: { 'Accept-Language': lang },
    });

  it('a club admin gives a member privileges and takes them away', async () => {
    const res = await put(ADMIN, member, ['VETTING', 'COMMS']);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ personId: member, privileges: ['VETTING', 'COMMS'] });
    const [link] = await s.database.db
      .select({ labels: personOrganization.labels })
      .from(personOrganization)
      .where(and(eq(personOrganization.personId, member), eq(personOrganization.organizationId, CLUB)));
    expect(link!.labels).toContain('ADMIN_VETTING');
    const list = (await (await s.call(`/api/organization/${CLUB}/admin`, { as: ADMIN })).json()) as {
      _embedded: { admins: { personId: string }[] };
    };
    expect(list._embedded.admins.map((a) => a.personId)).toEqual(expect.arrayContaining([member, officer]));
    expect(
      (await s.call(`/api/organization/${CLUB}/admin/${member}`, { as: ADMIN, method: 'DELETE' })).status,
    ).toBe(204);
  });

  it('a privilege cannot be forged: a non-admin, a VETTING holder, another club’s admin are refused', async () => {
    expect((await put('member', personId('demo:member'), ['ORG_ADMIN'])).status).toBe(403);
    expect(
      (await put('childrens-officer', personId('demo:childrens-officer'), ['ORG_ADMIN', 'VETTING'])).status,
    ).toBe(403);
    expect((await put('competition-admin', member, ['ORG_ADMIN'])).status).toBe(403);
    expect((await put(ADMIN, member, ['ORG_ADMIN'], OTHER)).status).toBe(403);
  });

  it('an admin cannot remove themself (English and Irish)', async () => {
    const del = await s.call(`/api/organization/${CLUB}/admin/${officer}`, { as: ADMIN, method: 'DELETE' });
    expect(del.status).toBe(409);
    const body = (await del.json()) as { errors: { code: string }[] };
    expect(body.errors[0]!.code).toBe(M.adminSelf.id);
    const drop = await put(ADMIN, officer, ['FINANCE'], CLUB, 'ga');
    expect(drop.status).toBe(409);
    const ga = (await drop.json()) as { errors: { message: string }[] };
    expect(ga.errors[0]!.message).not.toBe(M.adminSelf.message);
  });

  it('refuses someone who is not a member of the club, and an unknown privilege', async () => {
    const outsider = await put(ADMIN, personId('demo:competition-admin'), ['COMMS']);
    expect(outsider.status).toBe(409);
    expect((await put(ADMIN, member, ['OWNER'])).status).toBe(400);
    expect((await put(ADMIN, member, [])).status).toBe(400);
  });
});
