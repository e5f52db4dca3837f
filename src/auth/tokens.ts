/**
 * Access to the current tokens for the REST client: the stored user, a refresh when the access token has
 * less than 30 seconds left (seed 1 §4), and the "refresh failed for good" signal (invalid_grant).
 */
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

/** Refresh with the refresh token, once at a time; invalid_grant ends the session. */
export function refreshTokens(): Promise<User | null> {
  refreshing ??= (async () => {
    const um = await getUserManager();
    try {
      return await um.signinSilent();
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
  let user = await currentUser();
  if (!user) return null;
  if ((user.expires_in ?? 0) < MIN_VALIDITY_S && user.refresh_token && navigator.onLine) {
    user = (await refreshTokens()) ?? user;
  }
  return user.access_token;
}
