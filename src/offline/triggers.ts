/**
 * What happens after a local write: ask for Background Sync (so a phone in a pocket syncs when signal
 * returns, even with the app closed) and, when online, flush now through the page's scheduler.
 * The scheduler plugs its flush in at start-up; the service worker never calls this.
 */
export const SYNC_TAG = 'pairc-outbox';

let flushNow: (() => void) | undefined;

export function setFlushTrigger(fn: (() => void) | undefined): void {
  flushNow = fn;
}

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

export function afterLocalWrite(): void {
  if (typeof navigator === 'undefined') return;
  void navigator.serviceWorker?.ready
    .then((reg) => (reg as ServiceWorkerRegistration & { sync?: SyncManagerLike }).sync?.register(SYNC_TAG))
    .catch(() => undefined);
  if (navigator.onLine) flushNow?.();
}
