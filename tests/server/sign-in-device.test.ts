/**
 * Issue 48, finding 7: a distributed lock-out. Five wrong passwords from each of ten addresses fill the
 * per-username limit, so strangers could lock a named user out everywhere. A browser the account has signed in
 * from before holds a signed device cookie bound to that account; its attempts count in their own bucket, which
 * strangers cannot fill, and keep a small limit of their own (a stolen cookie cannot brute force).
 */
import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_FAILURES,
  MAX_FAILURES_PER_DEVICE,
  MAX_FAILURES_PER_USERNAME,
} from '../../server/auth/rate-limit.ts';
import { DEVICE_COOKIE_PREFIX } from '../../server/auth/device-cookie.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

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

interface Answer {
  status: number;
  setCookies: string[];
}

/** Posts the sign-in form from `localAddress`, with the interaction's cookies and `extraCookie` (a device's). */
async function signIn(
  localAddress: string,
  username: string,
  password: string,
  extraCookie = '',
): Promise<Answer> {
  const { path, cookie } = await startInteraction();
  const body = new URLSearchParams({ username, password }).toString();
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      `${s.url}${path}/login`,
      {
        method: 'POST',
        localAddress,
        headers: {
          Cookie: [cookie, extraCookie].filter(Boolean).join('; '),
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        const raw = res.headers['set-cookie'] ?? [];
        res.on('end', () => resolve({ status: res.statusCode ?? 0, setCookies: raw }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The device cookie a successful sign-in set, as a `name=value` pair, with its attributes. */
function deviceCookie(a: Answer): { pair: string; attributes: string } {
  const set = a.setCookies.find((c) => c.startsWith(DEVICE_COOKIE_PREFIX));
  expect(set, `set-cookie: ${a.setCookies.join(' | ')}`).toBeDefined();
  const [pair, ...attributes] = set!.split(';').map((p) => p.trim());
  return { pair: pair!, attributes: attributes.join('; ') };
}

/** Ten addresses × MAX_FAILURES wrong passwords: the per-username limit is full. */
async function strangersFill(username: string) {
  const addresses = MAX_FAILURES_PER_USERNAME / MAX_FAILURES;
  expect(addresses).toBe(10);
  for (let a = 0; a < addresses; a++) {
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await signIn(`127.0.1.${a + 1}`, username, `wrong-${a}-${i}`)).status).toBe(401);
    }
  }
}

describe('issue 48, finding 7: the account holder’s device signs in through a distributed lock-out', () => {
  let refereeDevice: string;
  let coachDevice: string;

  beforeAll(async () => {
    // Both sign in once from their own browsers, before the attack.
    const referee = await signIn('127.0.2.1', 'referee', DEMO_PASSWORD);
    expect(referee.status).toBe(303);
    const cookie = deviceCookie(referee);
    refereeDevice = cookie.pair;
    expect(cookie.attributes).toMatch(/HttpOnly/i);
    expect(cookie.attributes).toMatch(/Path=\/oidc\/interaction/i);
    expect(cookie.attributes).toMatch(/Max-Age=\d{7,}/i);
    // PUBLIC_URL is plain http here: no Secure flag (it is set when PUBLIC_URL is https).
    expect(cookie.attributes).not.toMatch(/Secure/i);
    const coach = await signIn('127.0.2.2', 'coach', DEMO_PASSWORD);
    expect(coach.status).toBe(303);
    coachDevice = deviceCookie(coach).pair;
    await strangersFill('referee');
  });

  it('refuses the right password without the device cookie, from an address that never failed', async () => {
    expect((await signIn('127.0.3.1', 'referee', DEMO_PASSWORD)).status).toBe(429);
  });

  it('lets the holder sign in with the device cookie, from any address', async () => {
    expect((await signIn('127.0.3.2', 'referee', DEMO_PASSWORD, refereeDevice)).status).toBe(303);
    // Even from an address whose own limit the strangers filled.
    expect((await signIn('127.0.1.1', 'referee', DEMO_PASSWORD, refereeDevice)).status).toBe(303);
  });

  it('gives nothing to another account’s device cookie, a forged one, or a tampered one', async () => {
    expect((await signIn('127.0.3.3', 'referee', DEMO_PASSWORD, coachDevice)).status).toBe(429);
    const [name, value] = refereeDevice.split('=') as [string, string];
    const forged = `${name}=${randomBytes(16).toString('base64url')}.${randomBytes(32).toString('base64url')}`;
    expect((await signIn('127.0.3.3', 'referee', DEMO_PASSWORD, forged)).status).toBe(429);
    const tampered = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await signIn('127.0.3.3', 'referee', DEMO_PASSWORD, tampered)).status).toBe(429);
    // The coach's cookie renamed to the referee's cookie name: bound to the coach's account, so no help.
    const renamed = `${name}=${coachDevice.split('=')[1]}`;
    expect((await signIn('127.0.3.3', 'referee', DEMO_PASSWORD, renamed)).status).toBe(429);
  });

  it(`keeps a limit of its own: ${MAX_FAILURES_PER_DEVICE} failures with the cookie stop it`, async () => {
    const fresh = await signIn('127.0.2.3', 'assessor', DEMO_PASSWORD);
    expect(fresh.status).toBe(303);
    const device = deviceCookie(fresh).pair;
    for (let i = 0; i < MAX_FAILURES_PER_DEVICE; i++) {
      expect((await signIn(`127.0.4.${i + 1}`, 'assessor', `stolen-cookie-${i}`, device)).status).toBe(401);
    }
    expect((await signIn('127.0.4.200', 'assessor', DEMO_PASSWORD, device)).status).toBe(429);
    // The device's failures did not count against the account elsewhere: a new browser still signs in.
    expect((await signIn('127.0.4.201', 'assessor', DEMO_PASSWORD)).status).toBe(303);
  });
});
