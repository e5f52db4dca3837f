/**
 * Bearer-token verification with jose against the issuer's keys: the embedded provider's own key set, or an
 * external issuer's JWKS found through discovery (so Keycloak & co. need only OIDC_ISSUER).
 */
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK, type JWTPayload } from 'jose';
import type { Env } from '../env.ts';

export type TokenVerifier = (token: string) => Promise<JWTPayload>;

export function publicJwks(jwks: { keys: JWK[] }): { keys: JWK[] } {
  return { keys: jwks.keys.map(({ d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...pub }) => pub) };
}

/**
 * Tokens this process has verified, until their `exp`: a device sends the same access token on every request
 * for its lifetime (minutes), and checking its ES256 signature again is most of a cached read's CPU (issue 50).
 * Only a token that passed `jwtVerify` enters, keyed by its whole text, so a forged or altered token never
 * matches; revocation at sign-out is checked per request after this (server/auth/principal.ts). Bounded: the
 * least recently used go first.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, JWTPayload & { exp: number }>();
  constructor(
    readonly max = 10_000,
    private readonly now = () => Date.now(),
  ) {}

  get(token: string): JWTPayload | undefined {
    const hit = this.entries.get(token);
    if (!hit) return undefined;
    this.entries.delete(token);
    if (hit.exp * 1000 <= this.now()) return undefined;
    this.entries.set(token, hit); // most recently used last
    return hit;
  }

  set(token: string, payload: JWTPayload) {
    if (typeof payload.exp !== 'number') return; // a token without an expiry is checked every time
    this.entries.delete(token);
    this.entries.set(token, Object.freeze({ ...payload, exp: payload.exp }));
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  get size() {
    return this.entries.size;
  }
}

export function createTokenVerifier(
  env: Env,
  embeddedKeys?: { keys: JWK[] },
  verified = new VerifiedTokens(),
): TokenVerifier {
  let keySet: ReturnType<typeof createRemoteJWKSet> | ReturnType<typeof createLocalJWKSet> | undefined =
    embeddedKeys ? createLocalJWKSet(publicJwks(embeddedKeys)) : undefined;
  const resolve = async () => {
    if (keySet) return keySet;
    const res = await fetch(`${env.OIDC_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`);
    if (!res.ok) throw new Error(`OIDC discovery failed: ${res.status}`);
    const meta = (await res.json()) as { jwks_uri: string };
    keySet = createRemoteJWKSet(new URL(meta.jwks_uri));
    return keySet;
  };
  return async (token) => {
    const known = verified.get(token);
    if (known) return known;
    const { payload } = await jwtVerify(token, await resolve(), {
      issuer: env.OIDC_ISSUER,
      audience: env.OIDC_AUDIENCE,
      typ: embeddedKeys ? 'at+jwt' : undefined,
    });
    verified.set(token, payload);
    return payload;
  };
}
