/**
 * Tokens for code that runs without the page (the service worker's Background Sync): read the signed-in user
 * that oidc-client-ts stores in the local database, refresh it with the refresh token when it has expired,
 * and write the rotated tokens back — under the same Web Lock the page uses, so page and worker never both
 * spend one rotating refresh token (a reused refresh token revokes the whole grant).
 */
import { db } from './db';
import { storedUserRecords } from './dexie-state-store';
import type { FlushDeps } from './flush';

export const TOKEN_LOCK = 'pairc-token-refresh';
const MIN_VALIDITY_S = 30;

interface StoredUser {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_at?: number;
  [k: string]: unknown;
}

async function readUser(): Promise<{ key: string; user: StoredUser } | null> {
  const [record] = await storedUserRecords();
  if (!record) return null;
  return { key: record.key, user: JSON.parse(record.value) as StoredUser };
}

const fresh = (u: StoredUser, now: number) => (u.expires_at ?? 0) - MIN_VALIDITY_S > now / 1000;

async function tokenEndpoint(f: typeof fetch): Promise<{ endpoint: string; clientId: string }> {
  const config = (await (await f('/api/config')).json()) as { oidcIssuer: string; oidcClientId: string };
  const meta = (await (await f(`${config.oidcIssuer}/.well-known/openid-configuration`)).json()) as {
    token_endpoint: string;
  };
  return { endpoint: meta.token_endpoint, clientId: config.oidcClientId };
}

async function refreshLocked(f: typeof fetch, now: () => number): Promise<string | null> {
  const current = await readUser();
  if (!current) return null;
  if (fresh(current.user, now())) return current.user.access_token; // someone refreshed meanwhile
  if (!current.user.refresh_token) return null;
  const { endpoint, clientId } = await tokenEndpoint(f);
  const res = await f(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: current.user.refresh_token,
      client_id: clientId,
    }),
  });
  if (!res.ok) return null; // invalid_grant and the like: the entries wait for the next sign-in
  const t = (await res.json()) as {
    access_token: string;
    refresh_token?: string;
    id_token?: string;
    expires_in?: number;
  };
  const next: StoredUser = {
    ...current.user,
    access_token: t.access_token,
    refresh_token: t.refresh_token ?? current.user.refresh_token,
    id_token: t.id_token ?? current.user.id_token,
    expires_at: Math.floor(now() / 1000) + (t.expires_in ?? 300),
  };
  await db.meta.put({ key: current.key, value: JSON.stringify(next) });
  return next.access_token;
}

export function workerAuth(
  f: typeof fetch = fetch,
  now: () => number = Date.now,
): Pick<FlushDeps, 'getToken' | 'refresh'> {
  const refresh = () => navigator.locks.request(TOKEN_LOCK, () => refreshLocked(f, now).catch(() => null));
  return {
    getToken: async () => {
      const current = await readUser();
      if (!current) return null;
      return fresh(current.user, now()) ? current.user.access_token : refresh();
    },
    refresh,
  };
}
