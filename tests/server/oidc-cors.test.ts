/**
 * CORS of the embedded OpenID Connect provider (server/auth/oidc-cors.ts): the endpoints a client calls with
 * its tokens (token, revocation, userinfo) answer CORS only to the client's own origin (PUBLIC_URL), for the
 * request and its preflight; discovery and the JWKS are public metadata, readable from any origin. The
 * browser sign-in (authorization code + PKCE, tokens fetched from PUBLIC_URL) still works.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.ts';
import { startTestServer, type TestServer } from './harness.ts';

const EVIL = 'http://evil.example';
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
const from = (origin: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), Origin: origin },
});
const preflight = (origin: string, method = 'POST') => ({
  method: 'OPTIONS',
  headers: {
    Origin: origin,
    'Access-Control-Request-Method': method,
    'Access-Control-Request-Headers': 'content-type',
  },
});
const allowOrigin = (res: Response) => res.headers.get('access-control-allow-origin');
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/** The app's sign-in: authorization code + PKCE, the sign-in form, then the code at the token endpoint. */
async function signIn(origin: string): Promise<Response> {
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${s.url}/auth/callback`;
  const params = new URLSearchParams({
    client_id: 'pairc-web',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile api',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'st',
  });
  const start = await s.call(`/oidc/auth?${params}`);
  let cookie = cookiesOf(start);
  const uidPath = new URL(start.headers.get('location')!, s.url).pathname;
  const fields = form({ username: 'member', password: DEMO_PASSWORD });
  const login = await s.call(`${uidPath}/login`, {
    ...fields,
    headers: { ...fields.headers, Cookie: cookie },
  });
  expect(login.status).toBe(303);
  let next = new URL(login.headers.get('location')!, s.url);
  for (let hops = 0; !next.href.startsWith(redirectUri) && hops < 5; hops++) {
    const res = await s.call(`${next.pathname}${next.search}`, { headers: { Cookie: cookie } });
    cookie = [cookie, cookiesOf(res)].filter(Boolean).join('; ');
    next = new URL(res.headers.get('location')!, s.url);
  }
  const code = next.searchParams.get('code');
  expect(code).toBeTruthy();
  return s.call(
    '/oidc/token',
    from(
      origin,
      form({
        grant_type: 'authorization_code',
        client_id: 'pairc-web',
        code: code!,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      }),
    ),
  );
}

describe('OIDC CORS', () => {
  it('the token endpoint answers CORS to PUBLIC_URL only, for the request and its preflight', async () => {
    const refresh = form({ grant_type: 'refresh_token', client_id: 'pairc-web', refresh_token: 'unknown' });
    const evil = await s.call('/oidc/token', from(EVIL, refresh));
    expect(allowOrigin(evil)).not.toBe(EVIL);
    expect(allowOrigin(evil)).not.toBe('*');
    const own = await s.call('/oidc/token', from(s.url, refresh));
    expect(allowOrigin(own)).toBe(s.url); // the app reads the error (here an unknown refresh token)

    const evilPreflight = await s.call('/oidc/token', preflight(EVIL));
    expect(allowOrigin(evilPreflight)).toBeNull();
    const ownPreflight = await s.call('/oidc/token', preflight(s.url));
    expect(ownPreflight.status).toBe(204);
    expect(allowOrigin(ownPreflight)).toBe(s.url);
  });

  it('revocation and userinfo answer CORS to PUBLIC_URL only', async () => {
    const revoke = form({ client_id: 'pairc-web', token: 'unknown', token_type_hint: 'refresh_token' });
    expect(allowOrigin(await s.call('/oidc/token/revocation', from(EVIL, revoke)))).toBeNull();
    expect(allowOrigin(await s.call('/oidc/token/revocation', from(s.url, revoke)))).toBe(s.url);
    expect(allowOrigin(await s.call('/oidc/token/revocation', preflight(EVIL)))).toBeNull();
    expect(allowOrigin(await s.call('/oidc/me', preflight(EVIL, 'GET')))).toBeNull();
    expect(allowOrigin(await s.call('/oidc/me', preflight(s.url, 'GET')))).toBe(s.url);
  });

  it('discovery and the JWKS stay readable from any origin (public metadata, no credentials)', async () => {
    for (const path of ['/oidc/.well-known/openid-configuration', '/oidc/jwks']) {
      const res = await s.call(path, from(EVIL));
      expect(res.status, path).toBe(200);
      expect(allowOrigin(res), path).toBe(EVIL);
      expect(res.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
  });

  it('the browser sign-in from PUBLIC_URL gets its tokens; the same code flow from another origin does not', async () => {
    const own = await signIn(s.url);
    expect(own.status).toBe(200);
    expect(allowOrigin(own)).toBe(s.url);
    const tokens = (await own.json()) as { access_token?: string; id_token?: string };
    expect(tokens.access_token).toBeTruthy();
    expect(tokens.id_token).toBeTruthy();
    // Userinfo with the token: CORS for the app, none for another origin.
    const bearer = { headers: { Authorization: `Bearer ${tokens.access_token}` } };
    expect(allowOrigin(await s.call('/oidc/me', from(s.url, bearer)))).toBe(s.url);
    expect(allowOrigin(await s.call('/oidc/me', from(EVIL, bearer)))).toBeNull();

    const evil = await signIn(EVIL);
    expect(allowOrigin(evil)).toBeNull();
    expect(((await evil.json()) as { access_token?: string }).access_token).toBeUndefined();
  });
});
