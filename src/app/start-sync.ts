/** Starts the page's sync engine once a person is signed in (at start-up or after the sign-in callback). */
import { accessToken, refreshedToken } from '../auth/tokens';
import { startSync } from '../offline/scheduler';
import '../features/referee/record-score';

let stop: (() => void) | undefined;

export function ensureSyncStarted(): void {
  if (stop) return;
  // Persistent storage keeps queued scores and tickets from being evicted.
  void navigator.storage?.persist?.();
  stop = startSync({ getToken: accessToken, refresh: refreshedToken });
}

export function stopSync(): void {
  stop?.();
  stop = undefined;
}
