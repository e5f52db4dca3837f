import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe('platform', () => {
  it('answers health after a database round trip', async () => {
    const res = await s.call('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('publishes the OIDC discovery document with the issuer under /oidc', async () => {
    const res = await s.call('/oidc/.well-known/openid-configuration');
    expect(res.status).toBe(200);
    const meta = (await res.json()) as Record<string, unknown>;
    expect(meta.issuer).toBe(`${s.url}/oidc`);
    expect(meta.authorization_endpoint).toBe(`${s.url}/oidc/auth`);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('tells the app where to sign in', async () => {
    const res = await s.call('/api/config');
    expect(await res.json()).toMatchObject({ oidcIssuer: `${s.url}/oidc`, oidcClientId: 'pairc-web' });
  });

  it('serves OpenAPI 3.1 generated from the schemas', async () => {
    const res = await s.call('/api/openapi.json');
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/person/me', '/person/{id}', '/organization', '/v1/organization']),
    );
  });

  it('answers unknown API paths with the error shape', async () => {
    const res = await s.call('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 404, summary: 'Not Found' });
  });

  it('sends security headers with a CSP', async () => {
    const res = await s.call('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a token that is not valid', async () => {
    const res = await s.call('/api/person/me', { headers: { Authorization: 'Bearer not.a.token' } });
    expect(res.status).toBe(401);
    const expired = await s.tokenFor('member', { expiresIn: '-1m' });
    const res2 = await s.call('/api/person/me', { headers: { Authorization: `Bearer ${expired}` } });
    expect(res2.status).toBe(401);
  });
});
