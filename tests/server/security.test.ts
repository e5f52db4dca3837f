/**
 * Security basics over HTTP: security headers and the CSP on the app shell, the API and the public pages;
 * the sign-in rate limit driven through the real OIDC interaction from two loopback addresses (the limiter's
 * rules themselves are in rate-limit.test.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES } from '../../server/auth/rate-limit.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.ts';
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

/** Posts the sign-in form from a given loopback address (the limiter keys on the client address). */
function signInFrom(localAddress: string, path: string, cookie: string, username: string, password: string) {
  const body = new URLSearchParams({ username, password }).toString();
  return new Promise<number>((resolve, reject) => {
    const req = request(
      `${s.url}${path}/login`,
      {
        method: 'POST',
        localAddress,
        headers: {
          Cookie: cookie,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('sign-in rate limit, end to end', () => {
  it(`answers 429 after ${MAX_FAILURES} wrong passwords from one address, even with the right one`, async () => {
    const { path, cookie } = await startInteraction();
    const login = (password: string) => signInFrom('127.0.0.1', path, cookie, 'coach', password);
    const statuses: number[] = [];
    for (let i = 0; i < MAX_FAILURES; i++) statuses.push(await login(`wrong-${i}`));
    expect(statuses).toEqual(Array(MAX_FAILURES).fill(401));
    expect(await login('wrong-again')).toBe(429);
    // A known password does not get through while the window lasts (guessing cannot be interleaved).
    expect(await login(DEMO_PASSWORD)).toBe(429);
  });

  it('does not lock the owner out: another address still signs in with the right password', async () => {
    const attacker = await startInteraction();
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect(await signInFrom('127.0.0.3', attacker.path, attacker.cookie, 'member', `wrong-${i}`)).toBe(401);
    }
    expect(await signInFrom('127.0.0.3', attacker.path, attacker.cookie, 'member', DEMO_PASSWORD)).toBe(429);
    const owner = await startInteraction();
    expect(await signInFrom('127.0.0.2', owner.path, owner.cookie, 'member', DEMO_PASSWORD)).toBe(303);
  });
});
