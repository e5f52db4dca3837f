/**
 * Who is calling: the one middleware that reads `Authorization: Bearer …`, verifies the access token against
 * the issuer's keys, and loads the signed-in principal (cached per person, server/auth/principal.ts) into
 * `c.get('auth')` — or a null principal when no token was sent. A malformed, expired, revoked or orphaned
 * token is a 401, never a signed-out request. Used by the API and by the local test provider's helper routes
 * (issue 48), which are not under /api but must know their caller too.
 */
import { createMiddleware } from 'hono/factory';
import { PRINCIPAL_VERSION_HEADER } from '../../domain/auth/principal-version.ts';
import type { Logger } from 'pino';
import type { TokenVerifier } from '../auth/bearer.ts';
import { type CheckedTokens, type PrincipalCache, principalForToken, REVOKED } from '../auth/principal.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from './app-env.ts';
import { unauthorized } from './errors.ts';

export function bearerAuth(deps: {
  db: Db;
  log: Logger;
  verifyToken: TokenVerifier;
  principals: PrincipalCache;
  /** Tokens already checked at the current principal generation: no query of their own (issue 50). */
  checkedTokens?: { generation: () => Promise<string>; tokens: CheckedTokens };
}) {
  const { db, log, verifyToken, principals, checkedTokens } = deps;
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set('log', log);
    const header = c.req.header('authorization');
    let principal = null;
    if (header) {
      const m = /^Bearer\s+(\S+)$/i.exec(header);
      if (!m) throw unauthorized('The Authorization header must be a Bearer token');
      const claims = await verifyToken(m[1]!).catch(() => {
        throw unauthorized('The access token is not valid or has expired');
      });
      const loaded = claims.sub
        ? await principalForToken(
            db,
            principals,
            { accountId: claims.sub, tokenId: claims.jti ?? '' },
            checkedTokens,
          )
        : null;
      if (loaded === REVOKED) throw unauthorized('This access token was revoked at sign-out');
      if (!loaded) throw unauthorized('The account for this token no longer exists');
      principal = loaded;
      c.set('token', { id: claims.jti, expiresAt: claims.exp });
    }
    c.set('auth', { principal, db });
    await next();
    // The version the caller's identity was read at: a device that sees it move reloads its profile (the
    // clubs, roles and labels it shows). Not on answers any cache may share.
    if (principal?.version !== undefined && !/public/.test(c.res.headers.get('Cache-Control') ?? '')) {
      c.res.headers.set(PRINCIPAL_VERSION_HEADER, String(principal.version));
    }
  });
}
