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

export function createTokenVerifier(env: Env, embeddedKeys?: { keys: JWK[] }): TokenVerifier {
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
    const { payload } = await jwtVerify(token, await resolve(), {
      issuer: env.OIDC_ISSUER,
      audience: env.OIDC_AUDIENCE,
      typ: embeddedKeys ? 'at+jwt' : undefined,
    });
    return payload;
  };
}
