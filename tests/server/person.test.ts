import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Person } from '../../domain/person/person.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

type Json = Record<string, unknown> & { errors?: { field: string; message: string }[] };
const json = async (res: Response) => (await res.json()) as Json;

async function me(as: string) {
  return json(await s.call('/api/person/me', { as }));
}

describe('GET /api/person/me', () => {
  it('is 401 with {summary, message} without a token', async () => {
    const res = await s.call('/api/person/me');
    expect(res.status).toBe(401);
    const body = await json(res);
    expect(body.summary).toBe('Unauthorized');
    expect(typeof body.message).toBe('string');
  });

  it('returns the signed-in person', async () => {
    const body = await me('member');
    expect(body.id).toEqual(expect.any(String));
    expect(body.status).toBe('ACTIVE');
    expect(body.username).toBe('member');
    expect(Array.isArray(body.organizations)).toBe(true);
    // The answer has the shape of the one Person schema the app also uses.
    const parsed = v.safeParse(Person, body);
    expect(parsed.issues).toBeUndefined();
  });
});

describe('GET /api/person/{id}', () => {
  it('lets a person read themself and hides nothing from them', async () => {
    const m = await me('member');
    const res = await s.call(`/api/person/${String(m.id)}`, { as: 'member' });
    expect(res.status).toBe(200);
  });

  it('refuses another member (403)', async () => {
    const other = await me('coach');
    const res = await s.call(`/api/person/${String(other.id)}`, { as: 'member' });
    expect(res.status).toBe(403);
  });

  it('lets a club officer read a member of their club without medical details', async () => {
    const m = await me('member');
    const res = await s.call(`/api/person/${String(m.id)}`, { as: 'officer' });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).not.toHaveProperty('medicalDetails');
  });
});

describe('PATCH/PUT /api/person/{id}', () => {
  it('updates the own profile and bumps the version', async () => {
    const m = await me('member');
    const res = await s.call(`/api/person/${String(m.id)}`, {
      as: 'member',
      method: 'PATCH',
      json: { description: 'Corner-back, Sunday league' },
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.description).toBe('Corner-back, Sunday league');
    expect(body.version).toBe((m.version as number) + 1);
  });

  it('refuses to update someone else (403), before looking at the body', async () => {
    const other = await me('coach');
    const res = await s.call(`/api/person/${String(other.id)}`, {
      as: 'member',
      method: 'PATCH',
      json: { givenName: 'X' },
    });
    expect(res.status).toBe(403);
    const bad = await s.call(`/api/person/${String(other.id)}`, {
      as: 'member',
      method: 'PATCH',
      json: { givenName: 5 },
    });
    expect(bad.status).toBe(403);
  });

  it('lets a parent update their child', async () => {
    const parent = await me('parent');
    const family = await s.database.db.query.familyMember.findMany();
    const child = family.find((f) => f.position === 'DEPENDENT' && f.personId !== parent.id);
    expect(child).toBeDefined();
    const res = await s.call(`/api/person/${child!.personId}`, {
      as: 'parent',
      method: 'PATCH',
      json: { description: 'Loves hurling' },
    });
    expect(res.status).toBe(200);
  });

  it('answers malformed JSON with 400', async () => {
    const m = await me('member');
    const res = await s.call(`/api/person/${String(m.id)}`, {
      as: 'member',
      method: 'PATCH',
      body: '{"givenName": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.summary).toBe('Bad Request');
  });

  it('answers wrong types, over-long strings and unknown fields with field errors', async () => {
    const m = await me('member');
    const res = await s.call(`/api/person/${String(m.id)}`, {
      as: 'member',
      method: 'PATCH',
      json: {
        givenName: 'A'.repeat(31),
        birthDate: 12,
        uniqueId: '123456',
        telephone: '0871234567',
        nonsense: true,
      },
    });
    expect(res.status).toBe(400);
    const fields = (await json(res)).errors!.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['givenName', 'birthDate', 'uniqueId', 'telephone']));
  });

  it('answers in Irish when asked', async () => {
    const m = await me('member');
    const en = await json(
      await s.call(`/api/person/${String(m.id)}`, {
        as: 'member',
        method: 'PATCH',
        json: { givenName: 'A'.repeat(31) },
      }),
    );
    const ga = await json(
      await s.call(`/api/person/${String(m.id)}`, {
        as: 'member',
        method: 'PATCH',
        json: { givenName: 'A'.repeat(31) },
        headers: { 'Accept-Language': 'ga' },
      }),
    );
    expect(en.errors![0]!.message).not.toBe(ga.errors![0]!.message);
  });

  it('refuses a birth date in the future and accepts a full valid profile (PUT)', async () => {
    const m = await me('member');
    const profile = {
      givenName: 'Seán',
      familyName: 'Ó Murchú',
      gender: 'MALE',
      birthDate: '1990-04-12',
      telephone: '+353 87 123 4567',
      preferredLanguage: 'ga',
      uniqueId: '7654321',
      address: {
        streetAddress: '1 Bóthar na Páirce',
        addressLocality: 'Tulach Mhór',
        addressRegion: 'Offaly',
        addressCountry: 'IE',
        postalCode: 'R35 X2E4',
      },
      medicalAlert: 'NONE',
      medicalConsentToProcess: 'YES',
      medicalConsentToTreat: 'YES',
      medicalConsentToEmergency: 'YES',
      commsConsentClub: 'NO',
      commsConsentAdditionalClub: 'NO',
      photoConsentStatus: 'YES',
    };
    const future = await s.call(`/api/person/${String(m.id)}`, {
      as: 'member',
      method: 'PUT',
      json: { ...profile, birthDate: '2999-01-01' },
    });
    expect(future.status).toBe(400);
    const ok = await s.call(`/api/person/${String(m.id)}`, { as: 'member', method: 'PUT', json: profile });
    expect(ok.status, JSON.stringify(await ok.clone().json())).toBe(200);
    expect(await json(ok)).toMatchObject({ givenName: 'Seán', preferredLanguage: 'ga', uniqueId: '7654321' });
  });
});

describe('Idempotency-Key', () => {
  it('replays the first response for a retry and refuses a different body (422)', async () => {
    const m = await me('member');
    const key = crypto.randomUUID();
    const path = `/api/person/${String(m.id)}`;
    const first = await s.call(path, {
      as: 'member',
      method: 'PATCH',
      json: { description: 'one' },
      headers: { 'Idempotency-Key': key },
    });
    const firstBody = await json(first);
    const again = await s.call(path, {
      as: 'member',
      method: 'PATCH',
      json: { description: 'one' },
      headers: { 'Idempotency-Key': key },
    });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await json(again)).toEqual(firstBody);
    const after = await me('member');
    expect(after.version).toBe(firstBody.version); // applied once
    const different = await s.call(path, {
      as: 'member',
      method: 'PATCH',
      json: { description: 'two' },
      headers: { 'Idempotency-Key': key },
    });
    expect(different.status).toBe(422);
  });
});
