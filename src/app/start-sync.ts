/** Starts the page's sync engine once a person is signed in (at start-up or after the sign-in callback). */
import { fetchNotingPrincipal } from '../api/client';
import { accessToken, refreshedToken } from '../auth/tokens';
import { requestPersistence } from '../lib/storage-persistence';
import { startSync } from '../offline/scheduler';
// Report files go up after each flush (a sync task; the local actions are known to the flush itself).
import '../features/competition/match-official/upload-files';

let stop: (() => void) | undefined;

export function ensureSyncStarted(): void {
  if (stop) return;
  // Persistent storage keeps queued scores and tickets from being evicted (the result shows on /help).
  void requestPersistence();
  // Its requests note the principal version too: a club joined on another device shows at the next sync.
  stop = startSync({ getToken: accessToken, refresh: refreshedToken, fetch: fetchNotingPrincipal });
}

export function stopSync(): void {
  stop?.();
  stop = undefined;
}
