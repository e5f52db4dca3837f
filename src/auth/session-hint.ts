/**
 * Whether a user may be stored on this device, known without loading the OIDC client or the local store:
 * a visitor to the public pages never waits for either. Set when a user is applied, cleared on sign-out.
 */
const SESSION_HINT = 'pairc.session';
/** Devices signed in before the hint existed have the cached profile under this key. */
export const PERSON_KEY = 'pairc.person';

export function mayHaveStoredUser(): boolean {
  return (
    localStorage.getItem(SESSION_HINT) !== null ||
    localStorage.getItem(PERSON_KEY) !== null ||
    new URL(window.location.href).searchParams.has('accessToken')
  );
}

export function rememberStoredUser(stored: boolean): void {
  if (stored) localStorage.setItem(SESSION_HINT, '1');
  else localStorage.removeItem(SESSION_HINT);
}
