/** Starts the page's sync engine once a person is signed in (at start-up or after the sign-in callback). */
import { accessToken, refreshedToken } from '../auth/tokens';
import { requestPersistence } from '../lib/storage-persistence';
import { startSync } from '../offline/scheduler';
import '../features/referee/record-score';
import '../features/match-official/offline-actions';
import '../features/match-official/upload-files';
import '../features/events/attendance-actions';
import '../features/injuries/save-injury';

let stop: (() => void) | undefined;

export function ensureSyncStarted(): void {
  if (stop) return;
  // Persistent storage keeps queued scores and tickets from being evicted (the result shows on /help).
  void requestPersistence();
  stop = startSync({ getToken: accessToken, refresh: refreshedToken });
}

export function stopSync(): void {
  stop?.();
  stop = undefined;
}
