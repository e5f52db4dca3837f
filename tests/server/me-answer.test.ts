/**
 * Issue 50: GET /api/person/me is kept beside the principal it was read for, and a verified access token is
 * not checked again until it expires. Both are only worth having if they are never stale: every change to
 * what the profile answer shows moves principal_version (migrations 0011 and 0046), so the next request reads
 * it again; a token is cached only after its signature passed, and only until its `exp`.
 */
import { eq, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier, VerifiedTokens } from '../../server/auth/bearer.ts';
import { loadPrincipal, type Principal } from '../../server/auth/principal.ts';
import type { Db } from '../../server/db/client.ts';
import { account, organization } from '../../server/db/schema/index.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { loadEnv } from '../../server/env.ts';
import { meAnswer } from '../../server/services/person/me-answer.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const noQueries = new Proxy({} as Db, {
  get() {
    throw new Error('a query was made');
  },
});

async function me(token: string) {
  const res = await s.call('/api/person/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  return (await res.json()) as {
    id: string;
    description?: string;
    medicalDetails?: string;
    organizations: { organization: { id: string; name: string } }[];
  };
}

describe('the kept profile answer', () => {
  it('answers a principal it has read from memory, with no query', async () => {
    const { db } = s.database;
    const p = (await loadPrincipal(db, { username: 'member' })) as Principal;
    const first = await meAnswer({ db, principal: p }, p);
    expect(JSON.parse(first!)).toMatchObject({ id: p.personId });
    expect(await meAnswer({ db: noQueries, principal: p }, p)).toBe(first);
    // Another load of the same account is another principal object: read again.
    const again = (await loadPrincipal(db, { username: 'member' })) as Principal;
    await expect(meAnswer({ db: noQueries, principal: again }, again)).rejects.toThrow('a query was made');
  });

  it('shows an edit of any profile field on the next request, with the same token', async () => {
    const token = await s.tokenFor('member');
    const before = await me(token);
    const res = await s.call(`/api/person/${before.id}`, {
      headers: { Authorization: `Bearer ${token}` },
      method: 'PATCH',
      json: { description: 'Wing-forward on Saturdays' },
    });
    expect(res.status).toBe(200);
    expect((await me(token)).description).toBe('Wing-forward on Saturdays');
    // A write that no route made (a migration, an operator's fix) is seen too: the trigger, not the route.
    await s.database.db.execute(
      sql`update person set medical_details = 'Asthma: inhaler in the kit bag' where id = ${before.id}`,
    );
    expect((await me(token)).medicalDetails).toBe('Asthma: inhaler in the kit bag');
  });

  it("shows a club's new name to its members on their next request", async () => {
    const token = await s.tokenFor('member');
    const club = orgId.club('naomh-padraig');
    const before = await me(token);
    const link = before.organizations.find((o) => o.organization.id === club);
    expect(link).toBeDefined();
    const [row] = await s.database.db.select().from(organization).where(eq(organization.id, club));
    await s.database.db
      .update(organization)
      .set({ name: `${row!.name} (renamed)` })
      .where(eq(organization.id, club));
    const after = await me(token);
    expect(after.organizations.find((o) => o.organization.id === club)!.organization.name).toBe(
      `${row!.name} (renamed)`,
    );
    await s.database.db.update(organization).set({ name: row!.name }).where(eq(organization.id, club));
    // A change to something the answer does not show does not move the members' versions.
    const [acc] = await s.database.db.select().from(account).where(eq(account.username, 'member'));
    await s.database.db
      .update(organization)
      .set({ contactEmail: 'oifig@example.ie' })
      .where(eq(organization.id, club));
    const [same] = await s.database.db.select().from(account).where(eq(account.username, 'member'));
    expect(same!.principalVersion).toBe(acc!.principalVersion);
  });
});

describe('verified tokens', () => {
  it('keeps a token until its exp, least recently used first out', () => {
    let now = 1_000_000_000_000;
    const tokens = new VerifiedTokens(2, () => now);
    const exp = now / 1000 + 60;
    tokens.set('a', { sub: 'x', exp });
    tokens.set('b', { sub: 'y', exp });
    expect(tokens.get('a')).toMatchObject({ sub: 'x' });
    tokens.set('c', { sub: 'z', exp }); // b was used least recently
    expect(tokens.get('b')).toBeUndefined();
    expect(tokens.get('a')).toBeDefined();
    now += 60_000;
    expect(tokens.get('a')).toBeUndefined();
    expect(tokens.size).toBe(1);
    tokens.set('d', { sub: 'w' }); // no expiry: never kept
    expect(tokens.get('d')).toBeUndefined();
  });

  it('checks a token once, and refuses an altered copy and an expired one', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256' };
    const env = loadEnv({ PUBLIC_URL: 'http://127.0.0.1:9', LOG_LEVEL: 'silent' });
    const sign = (claims: JWTPayload, exp: string | number) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: 'k1', typ: 'at+jwt' })
        .setIssuer(env.OIDC_ISSUER)
        .setAudience(env.OIDC_AUDIENCE)
        .setExpirationTime(exp)
        .sign(privateKey);
    const kept = new VerifiedTokens();
    const verify = createTokenVerifier(env, { keys: [jwk] }, kept);
    const token = await sign({ sub: 'acc-1' }, '10m');
    expect((await verify(token)).sub).toBe('acc-1');
    expect(kept.size).toBe(1);
    expect(await verify(token)).toBe(kept.get(token));
    const [h, , sig] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: 'acc-2', exp: 9e9 })).toString('base64url')}.${sig}`;
    await expect(verify(forged)).rejects.toThrow();
    const expired = await sign({ sub: 'acc-1' }, Math.floor(Date.now() / 1000) - 5);
    await expect(verify(expired)).rejects.toThrow();
    expect(kept.size).toBe(1);
  });
});
