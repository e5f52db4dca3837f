/**
 * Security basics over HTTP: security headers and the CSP on the app shell, the API and the public pages;
 * the sign-in rate limit driven through the real OIDC interaction (the limiter's rules themselves are in
 * rate-limit.test.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES } from '../../server/auth/rate-limit.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  for (const path of [
    '/',
    '/teams',
    '/api/health',
    '/api/person/me',
    '/api/nope',
    '/robots.txt',
    '/api/openapi.json',
  ]) {
    it(`${path}: CSP and the standard headers`, async () => {
      const res = await s.call(path);
      await res.arrayBuffer();
      const h = res.headers;
      expect(h.get('x-content-type-options')).toBe('nosniff');
      expect(h.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(h.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(h.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(h.get('x-powered-by')).toBeNull();
      const csp = directives(h.get('content-security-policy') ?? '');
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      // No inline or evaluated script anywhere, and no wildcard sources for scripts or connections.
      for (const name of ['script-src', 'connect-src', 'default-src']) {
        for (const v of csp.get(name) ?? [])
          expect(v).not.toMatch(/unsafe-inline|unsafe-eval|^\*$|^https?:$/);
      }
    });
  }

  it('sends no Strict-Transport-Security over plain HTTP (it is set when PUBLIC_URL is https)', async () => {
    const res = await s.call('/api/health');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

/** Starts an authorization-code + PKCE request and returns the interaction's path and cookies. */
async function startInteraction(): Promise<{ path: string; cookie: string }> {
  const verifier = randomBytes(32).toString('base64url');
  const params = new URLSearchParams({
    client_id: 'pairc-web',
    response_type: 'code',
    redirect_uri: `${s.url}/auth/callback`,
    scope: 'openid profile',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  });
  const res = await s.call(`/oidc/auth?${params}`);
  expect(res.status).toBe(303);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { path: new URL(res.headers.get('location')!, s.url).pathname, cookie };
}

describe('sign-in rate limit, end to end', () => {
  it(`answers 429 after ${MAX_FAILURES} wrong passwords for a username, even with the right one`, async () => {
    const { path, cookie } = await startInteraction();
    const login = (password: string) =>
      s.call(`${path}/login`, {
        method: 'POST',
        headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'coach', password }).toString(),
      });
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILURES; i++) statuses.push((await login(`wrong-${i}`)).status);
    expect(statuses).toEqual(Array(MAX_FAILURES).fill(401));
    const limited = await login('wrong-again');
    expect(limited.status).toBe(429);
    // A known password does not get through while the window lasts (guessing cannot be interleaved).
    expect((await login('Pairc2026demo')).status).toBe(429);
  });
});
