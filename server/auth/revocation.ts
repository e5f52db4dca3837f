/**
 * Revoking an access token before it expires (sign-out). The token's `jti` goes into revoked_access_token
 * until the token would have expired anyway; `loadPrincipal` refuses a listed token in the query it already
 * makes, so every process sees a sign-out on the very next request and the signed-in path pays no extra
 * round trip. Expired rows are swept on each revocation, which keeps the table as small as the number of
 * sign-outs in the last 15 minutes.
 */
import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { revokedAccessToken } from '../db/schema/index.ts';

/** The longest an access token lives (oidc.ts ttl.AccessToken), for tokens that carry no `exp`. */
const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;

export async function revokeAccessToken(db: Db, token: { id?: string; expiresAt?: number } | undefined) {
  if (!token?.id) return;
  const now = Date.now();
  const expiresAt = new Date(token.expiresAt ? token.expiresAt * 1000 : now + ACCESS_TOKEN_TTL_MS);
  await db.delete(revokedAccessToken).where(lt(revokedAccessToken.expiresAt, new Date(now)));
  if (expiresAt.getTime() <= now) return;
  await db.insert(revokedAccessToken).values({ jti: token.id, expiresAt }).onConflictDoNothing();
}
