/**
 * Access to the current tokens for the REST client: the stored user, a refresh when the access token has
 * less than 30 seconds left (seed 1 §4), and the "refresh failed for good" signal (invalid_grant).
 */
import { TOKEN_LOCK } from '../offline/worker-auth';
import { mayHaveStoredUser } from './session-hint';
import { getUserManager, type User } from './user-manager';

export const MIN_VALIDITY_S = 30;

export class SessionExpiredError extends Error {
  override name = 'SessionExpiredError';
}

let refreshing: Promise<User | null> | undefined;

export async function currentUser(): Promise<User | null> {
  const um = await getUserManager();
  return um.getUser();
}

/**
 * Refresh with the refresh token, once at a time across tabs and the service worker (the same Web Lock the
 * worker uses: a rotated refresh token spent twice revokes the grant); invalid_grant ends the session.
 */
export function refreshTokens(staleToken?: string): Promise<User | null> {
  refreshing ??= (async () => {
    const um = await getUserManager();
    try {
      return await navigator.locks.request(TOKEN_LOCK, async () => {
        const current = await um.getUser();
        // Someone (another tab, the worker) refreshed while we waited for the lock.
        if (current && staleToken && current.access_token !== staleToken) return current;
        return um.signinSilent();
      });
    } catch (err) {
      if (
        err instanceof Error &&
        /invalid_grant/.test(`${err.message} ${(err as { error?: string }).error ?? ''}`)
      ) {
        await um.removeUser();
        throw new SessionExpiredError('invalid_grant');
      }
      throw err;
    } finally {
      refreshing = undefined;
    }
  })();
  return refreshing;
}

/** The access token to send, refreshed first when it is about to expire (and we are online). */
export async function accessToken(): Promise<string | null> {
  if (!mayHaveStoredUser()) return null;
  let user = await currentUser();
  if (!user) return null;
  if ((user.expires_in ?? 0) < MIN_VALIDITY_S && user.refresh_token && navigator.onLine) {
    user = (await refreshTokens(user.access_token).catch(() => null)) ?? user;
  }
  return user.access_token;
}

/** For the sync engine: a token after a 401, or null when the person has to sign in again. */
export async function refreshedToken(): Promise<string | null> {
  try {
    return (await refreshTokens((await currentUser())?.access_token))?.access_token ?? null;
  } catch {
    return null;
  }
}
