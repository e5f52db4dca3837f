/**
 * Places (seed 3 §2 "Places", §5 Places, §6) and the asset register (§3, §5 "Asset register, accounts,
 * employment", §7): a club admin adds a place in its two steps' fields and shares it with another club, which
 * then sees it among its shared places and events; every §5 limit refuses with its message; a place for
 * official fixtures is the competition administrator's alone; a club keeps exactly one primary ground; the
 * register downloads as CSV; a retried add is applied once; while a super admin has the club frozen, changes
 * answer 423 and reads stay open.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../domain/messages.ts';
import { organizationAsset, place } from '../../server/db/schema/index.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const CLUB = orgId.club(MAIN_CLUB_KEY);
const OTHER = orgId.club('rath-droma');
const ADMIN = 'officer';
type Body = Record<string, unknown> & { errors?: { field: string; code: string; message: string }[] };
const codes = (b: Body) => (b.errors ?? []).map((e) => `${e.field}:${e.code}`);

async function send(
  method: string,
  path: string,
  json?: unknown,
  as = ADMIN,
  headers: Record<string, string> = {},
) {
  const res = await s.call(path, { as, method, json, headers: { 'Accept-Language': 'en', ...headers } });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Body, headers: res.headers };
}

const newPlace = (over: Record<string, unknown> = {}) => ({
  organizationId: CLUB,
  name: 'Páirc an Phiarsaigh',
  additionalType: 'GRASS_PITCH',
  description: 'Main pitch with floodlights',
  address: {
    streetAddress: 'Bóthar na Trá',
    addressLocality: 'Ashford',
    addressRegion: 'Wicklow',
    addressCountry: 'IE',
    postalCode: 'A67 X285',
  },
  location: { latitude: 53.01, longitude: -6.1 },
  ...over,
});

describe('places', () => {
  it('a club admin adds a place and shares it; the other club sees it as shared', async () => {
    const made = await send('POST', '/api/place', newPlace());
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.id as string;
    const shared = await send('POST', `/api/place/${id}/organization`, { organizationId: OTHER });
    expect(shared.status).toBe(201);
    expect(shared.body.sharedWith).toEqual([expect.objectContaining({ id: OTHER })]);
    const mine = await send('GET', `/api/organization/${CLUB}/place`);
    const own = (mine.body._embedded as { places: { id: string; shared: boolean }[] }).places;
    expect(own.find((p) => p.id === id)).toMatchObject({ shared: false });
    const theirs = await send('GET', `/api/organization/${OTHER}/place`, undefined, 'super-admin');
    const list = (theirs.body._embedded as { places: { id: string; shared: boolean }[] }).places;
    expect(list.find((p) => p.id === id)).toMatchObject({ shared: true });
    // Sharing with its own club is refused; unsharing works once.
    expect((await send('POST', `/api/place/${id}/organization`, { organizationId: CLUB })).status).toBe(409);
    expect((await send('DELETE', `/api/place/${id}/organization/${OTHER}`)).status).toBe(204);
    expect((await send('DELETE', `/api/place/${id}/organization/${OTHER}`)).status).toBe(404);
  });

  it.each([
    [{ name: 'p'.repeat(201) }, 'name', M.placeNameMax.id],
    [{ name: '' }, 'name', M.required.id],
    [{ additionalType: 'STADIUM' }, 'additionalType', M.invalidOption.id],
    [{ additionalType: undefined }, 'additionalType', M.required.id],
    [
      { address: { streetAddress: '', addressLocality: 'A', addressRegion: 'W', addressCountry: 'IE' } },
      'address.streetAddress',
      M.required.id,
    ],
    [
      {
        address: {
          streetAddress: 'x'.repeat(256),
          addressLocality: 'A',
          addressRegion: 'W',
          addressCountry: 'IE',
        },
      },
      'address.streetAddress',
      M.placeAddressLineMax.id,
    ],
    [{ location: { latitude: -91, longitude: 0 } }, 'location.latitude', M.latitudeRange.id],
    [{ location: { latitude: 0, longitude: 181 } }, 'location.longitude', M.longitudeRange.id],
  ])('refuses %j', async (over, field, code) => {
    const a = await send('POST', '/api/place', newPlace(over));
    expect(a.status).toBe(400);
    expect(codes(a.body)).toContain(`${field}:${code}`);
  });

  it('only the competition administrator changes a place for official fixtures', async () => {
    expect((await send('POST', '/api/place', newPlace({ officialFixtures: true }))).status).toBe(403);
    const made = await send(
      'POST',
      '/api/place',
      newPlace({ name: 'County grounds annex', officialFixtures: true }),
      'competition-admin',
    );
    expect(made.status).toBe(201);
    const id = made.body.id as string;
    const byClub = await send('PUT', `/api/place/${id}`, newPlace({ name: 'Renamed' }), ADMIN, {
      'Accept-Language': 'ga',
    });
    expect(byClub.status).toBe(403);
    expect(byClub.body.message).not.toBe(M.placeOfficial.message);
    expect((await send('DELETE', `/api/place/${id}`)).status).toBe(403);
    expect(
      (
        await send(
          'PUT',
          `/api/place/${id}`,
          newPlace({ name: 'County grounds annex 2' }),
          'competition-admin',
        )
      ).status,
    ).toBe(200);
  });

  it('another club’s admin, a member and a coach cannot change or list the place (BOLA)', async () => {
    const made = await send('POST', '/api/place', newPlace({ name: 'Training field' }));
    const id = made.body.id as string;
    for (const as of ['member', 'coach', 'childrens-officer']) {
      expect((await send('PUT', `/api/place/${id}`, newPlace(), as)).status).toBe(403);
      expect((await send('DELETE', `/api/place/${id}`, undefined, as)).status).toBe(403);
    }
    expect((await send('POST', '/api/place', newPlace({ organizationId: OTHER }))).status).toBe(403);
    expect((await send('GET', `/api/organization/${OTHER}/place`)).status).toBe(403);
    expect((await send('DELETE', `/api/place/${id}`)).status).toBe(204);
    const [row] = await s.database.db.select().from(place).where(eq(place.id, id));
    expect(row!.deletedAt).not.toBeNull();
  });

  it('replays a retried add (Idempotency-Key): one place', async () => {
    const key = { 'Idempotency-Key': `place-${crypto.randomUUID()}` };
    const name = `Ball wall ${crypto.randomUUID().slice(0, 6)}`;
    const a = await send('POST', '/api/place', newPlace({ name, additionalType: 'BALL_WALL' }), ADMIN, key);
    const b = await send('POST', '/api/place', newPlace({ name, additionalType: 'BALL_WALL' }), ADMIN, key);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    expect(b.body.id).toBe(a.body.id);
    const [n] = await s.database.db.select({ n: count() }).from(place).where(eq(place.name, name));
    expect(n!.n).toBe(1);
  });
});

describe('asset register', () => {
  const location = (over: Record<string, unknown> = {}) => ({
    organizationId: CLUB,
    name: 'Páirc Naomh Pádraig',
    locationType: 'primary_grounds',
    address: { streetAddress: 'Bóthar na Trá', addressLocality: 'Ashford' },
    ownership: 'OWNED',
    ...over,
  });

  it('keeps exactly one primary ground', async () => {
    const second = await send(
      'POST',
      '/api/location',
      location({ name: 'Back pitch', locationType: 'secondary_grounds' }),
    );
    expect(second.status).toBe(409);
    expect(codes(second.body)).toContain(`locationType:${M.primaryFirst.id}`);
    const primary = await send('POST', '/api/location', location());
    expect(primary.status).toBe(201);
    const again = await send('POST', '/api/location', location({ name: 'Another' }));
    expect(again.status).toBe(409);
    expect(codes(again.body)).toContain(`locationType:${M.primaryExists.id}`);
    const back = await send(
      'POST',
      '/api/location',
      location({ name: 'Back pitch', locationType: 'secondary_grounds' }),
    );
    expect(back.status).toBe(201);
    const pid = primary.body.id as string;
    const demote = await send('PUT', `/api/location/${pid}`, location({ locationType: 'secondary_grounds' }));
    expect(demote.status).toBe(409);
    expect(codes(demote.body)).toContain(`locationType:${M.primaryKept.id}`);
    expect((await send('DELETE', `/api/location/${pid}`)).status).toBe(409);
    expect((await send('DELETE', `/api/location/${back.body.id as string}`)).status).toBe(204);
    const [n] = await s.database.db
      .select({ n: count() })
      .from(organizationAsset)
      .where(
        and(
          eq(organizationAsset.organizationId, CLUB),
          eq(organizationAsset.locationType, 'primary_grounds'),
          isNull(organizationAsset.deletedAt),
        ),
      );
    expect(n!.n).toBe(1);
  });

  it('registers a licence, a structure, equipment, accounts and employment; lists them; CSV report', async () => {
    const items: [string, Record<string, unknown>][] = [
      [
        'license',
        {
          name: 'Bar licence',
          description: 'Clubhouse bar',
          number: 'L-1',
          type: 'Club',
          authority: 'District Court',
          issueDate: '2026-01-01',
          expiryDate: '2027-01-01',
          conditions: 'Members and guests',
        },
      ],
      [
        'structure',
        {
          name: 'Clubhouse',
          type: 'CLUBHOUSE',
          rebuildCost: 450000,
          contentsValue: 20000,
          capacity: 150,
          lighting: true,
          security: true,
          ballCatchNets: 2,
          carParkSpaces: 80,
        },
      ],
      [
        'inspected-equipment',
        { name: 'Defibrillator', type: 'AED', certificateUrl: 'https://cert.example.ie/aed.pdf' },
      ],
      [
        'financial-statement',
        {
          name: 'Accounts 2025',
          totalIncome: 120000,
          totalExpenditure: 95000,
          currency: 'EUR',
          financialYear: '2025',
        },
      ],
      [
        'employment',
        { role: 'Games promotion officer', type: 'PART_TIME', startYear: '2022', currentlyEmployed: true },
      ],
    ];
    for (const [path, json] of items) {
      const res = await send('POST', `/api/${path}`, { organizationId: CLUB, ...json });
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(201);
    }
    const licences = await send('GET', `/api/license?organizationId=${CLUB}`);
    expect((licences.body._embedded as { items: { name: string }[] }).items.map((i) => i.name)).toContain(
      'Bar licence',
    );
    const csv = await s.call(`/api/organization/${CLUB}/report`, { as: ADMIN });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await csv.text();
    expect(text).toContain('Bar licence');
    expect(text).toContain('Games promotion officer');
  });

  it.each([
    [
      'location',
      { name: 'n'.repeat(51), locationType: 'secondary_grounds', address: {}, ownership: 'OWNED' },
      'name',
      M.assetNameMax.id,
    ],
    [
      'location',
      {
        name: 'Lease',
        locationType: 'secondary_grounds',
        address: {},
        ownership: 'LEASED',
        leaseDetails: 'l'.repeat(101),
      },
      'leaseDetails',
      M.leaseMax.id,
    ],
    [
      'location',
      {
        name: 'Addr',
        locationType: 'secondary_grounds',
        address: { streetAddress: 's'.repeat(256) },
        ownership: 'OWNED',
      },
      'address.streetAddress',
      M.placeAddressLineMax.id,
    ],
    ['license', { name: 'L', description: 'd'.repeat(101) }, 'description', M.licenceDescriptionMax.id],
    ['license', { name: 'L', conditions: 'c'.repeat(501) }, 'conditions', M.conditionsMax.id],
    [
      'license',
      { name: 'L', issueDate: '2026-05-01', expiryDate: '2026-04-01' },
      'expiryDate',
      M.expiryBeforeIssue.id,
    ],
    [
      'inspected-equipment',
      { name: 'E', certificateUrl: `https://a.ie/${'x'.repeat(256)}` },
      'certificateUrl',
      M.certificateUrlMax.id,
    ],
    ['structure', { name: 'S', type: 'STAND', ballCatchNets: 7 }, 'ballCatchNets', M.ballCatchNets.id],
    ['structure', { name: 'S', type: 'STAND', carParkSpaces: 1001 }, 'carParkSpaces', M.carParkSpaces.id],
    ['structure', { name: 'S', type: 'STAND', rebuildCost: -1 }, 'rebuildCost', M.amountNotNegative.id],
    ['structure', { name: 'S', type: 'STAND', capacity: 0 }, 'capacity', M.capacityPositive.id],
    [
      'financial-statement',
      { name: 'A', totalIncome: 0, totalExpenditure: 0, currency: 'EUR', financialYear: '2025' },
      'totalIncome',
      M.incomePositive.id,
    ],
    [
      'financial-statement',
      { name: 'A', totalExpenditure: 0, currency: 'EUR', financialYear: '2025' },
      'totalIncome',
      M.required.id,
    ],
    [
      'financial-statement',
      { name: 'A', totalIncome: 1, totalExpenditure: 0, currency: 'EUR', financialYear: '25' },
      'financialYear',
      M.invalid.id,
    ],
    ['employment', { type: 'PART_TIME', startYear: '2022' }, 'role', M.required.id],
    ['employment', { role: 'r'.repeat(51), type: 'PART_TIME', startYear: '2022' }, 'role', M.assetNameMax.id],
    ['employment', { role: 'Coach', startYear: '2022' }, 'type', M.required.id],
  ])('%s refuses %j', async (path, json, field, code) => {
    const a = await send('POST', `/api/${path}`, { organizationId: CLUB, ...json });
    expect(a.status).toBe(400);
    expect(codes(a.body)).toContain(`${field}:${code}`);
  });

  it('is the club’s administrators’ only (BOLA), and replays a retried add', async () => {
    expect((await send('POST', '/api/license', { organizationId: OTHER, name: 'X' })).status).toBe(403);
    expect((await send('POST', '/api/license', { organizationId: CLUB, name: 'X' }, 'member')).status).toBe(
      403,
    );
    expect((await send('GET', `/api/license?organizationId=${OTHER}`)).status).toBe(403);
    expect((await send('GET', `/api/organization/${CLUB}/report`, undefined, 'coach')).status).toBe(403);
    const key = { 'Idempotency-Key': `asset-${crypto.randomUUID()}` };
    const a = await send('POST', '/api/license', { organizationId: CLUB, name: 'Lotto permit' }, ADMIN, key);
    const b = await send('POST', '/api/license', { organizationId: CLUB, name: 'Lotto permit' }, ADMIN, key);
    expect(a.status).toBe(201);
    expect(b.body.id).toBe(a.body.id);
    const mine = a.body.id as string;
    expect(
      (await send('PUT', `/api/license/${mine}`, { name: 'Lotto permit 2' }, 'childrens-officer')).status,
    ).toBe(403);
    expect((await send('PUT', `/api/license/${mine}`, { name: 'Lotto permit 2026' })).status).toBe(200);
    expect((await send('DELETE', `/api/structure/${mine}`)).status).toBe(404);
  });
});

describe('a frozen club', () => {
  it('answers 423 to changes of its places and asset register, keeps them readable, and not once unfrozen', async () => {
    const freeze = (what: 'freeze' | 'unfreeze') =>
      send('POST', `/api/super-admin/organization/${CLUB}/${what}`, {}, 'super-admin', {
        'Idempotency-Key': crypto.randomUUID(),
      });
    const made = await send('POST', '/api/place', newPlace({ name: 'Frozen pitch' }));
    const item = await send('POST', '/api/license', { organizationId: CLUB, name: 'Bar licence' });
    expect([made.status, item.status]).toEqual([201, 201]);
    const placeId = made.body.id as string;
    const itemId = item.body.id as string;
    expect((await freeze('freeze')).status).toBe(200);

    const refused = [
      await send('POST', '/api/place', newPlace({ name: 'Second pitch' })),
      await send('PUT', `/api/place/${placeId}`, newPlace({ name: 'Renamed' }), ADMIN, {
        'Accept-Language': 'ga',
      }),
      await send('POST', `/api/place/${placeId}/organization`, { organizationId: OTHER }),
      await send('DELETE', `/api/place/${placeId}`),
      await send('POST', '/api/license', { organizationId: CLUB, name: 'Lotto' }),
      await send('PUT', `/api/license/${itemId}`, { name: 'Bar licence 2027' }, ADMIN, {
        'Accept-Language': 'ga',
      }),
      await send('DELETE', `/api/license/${itemId}`),
      // A super admin is refused too: frozen means frozen until unfrozen.
      await send('POST', '/api/license', { organizationId: CLUB, name: 'Lotto' }, 'super-admin'),
    ];
    expect(refused.map((r) => r.status)).toEqual(Array(refused.length).fill(423));
    expect(refused[0]!.body.message).toBe('This club is frozen');
    expect(refused[1]!.body.message).toBe('Tá an club seo reoite');
    expect(refused[5]!.body.message).toBe('Tá an club seo reoite');
    const [row] = await s.database.db.select().from(place).where(eq(place.id, placeId));
    expect(row).toMatchObject({ name: 'Frozen pitch', deletedAt: null });
    // Reads stay open.
    expect((await send('GET', `/api/place/${placeId}`)).status).toBe(200);
    expect((await send('GET', `/api/organization/${CLUB}/place`)).status).toBe(200);
    expect((await send('GET', `/api/license?organizationId=${CLUB}`)).status).toBe(200);
    expect((await s.call(`/api/organization/${CLUB}/report`, { as: ADMIN })).status).toBe(200);

    expect((await freeze('unfreeze')).status).toBe(200);
    expect((await send('PUT', `/api/place/${placeId}`, newPlace({ name: 'Renamed' }))).status).toBe(200);
    expect((await send('POST', '/api/license', { organizationId: CLUB, name: 'Lotto' })).status).toBe(201);
    expect((await send('DELETE', `/api/license/${itemId}`)).status).toBe(204);
  });
});
