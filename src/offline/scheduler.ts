/**
 * When the page syncs: on start, when the network returns (backoff forgotten), when the page becomes visible,
 * after each local write when online, and every minute while visible. Each run flushes the outbox, then pulls
 * the offline collections. The worker's Background Sync runs the same flush under the same lock.
 */
import { SYNC_COLLECTIONS } from '../../domain/sync/protocol';
import { db } from './db';
import { flushOutbox, resetBackoff, type FlushDeps } from './flush';
import { pullCollections } from './pull';
import { setSyncing } from './status';
import { runSyncTasks } from './sync-tasks';
import { setFlushTrigger } from './triggers';

export const SYNC_INTERVAL_MS = 60_000;

export function startSync(deps: FlushDeps): () => void {
  let running: Promise<void> | undefined;
  let again = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  /** After a network error or 5xx, try again when the earliest backoff ends (while the page is open). */
  const scheduleRetry = async () => {
    const next = await db.outbox.where('state').equals('pending').toArray();
    const at = Math.min(...next.map((e) => e.nextAttemptAt ?? Infinity));
    if (!Number.isFinite(at)) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void syncAll({ pull: false }), Math.max(0, at - Date.now()) + 10);
  };

  const syncAll = (opts: { pull: boolean }): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      setSyncing(true);
      try {
        do {
          again = false;
          const outcome = await flushOutbox(deps);
          if (
            outcome.stopped === 'network' ||
            outcome.stopped === 'server' ||
            outcome.stopped === 'backoff'
          ) {
            void scheduleRetry();
          }
          if (opts.pull && navigator.onLine)
            await pullCollections(SYNC_COLLECTIONS, deps).catch(() => undefined);
          if (navigator.onLine) await runSyncTasks(deps);
        } while (again);
      } finally {
        setSyncing(false);
        running = undefined;
      }
    })();
    return running;
  };

  setFlushTrigger(() => void syncAll({ pull: false }));
  const onOnline = () => void resetBackoff().then(() => syncAll({ pull: true }));
  const onVisible = () => {
    if (document.visibilityState === 'visible' && navigator.onLine) void syncAll({ pull: true });
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(onVisible, SYNC_INTERVAL_MS);
  if (navigator.onLine) void syncAll({ pull: true });

  return () => {
    setFlushTrigger(undefined);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(timer);
    clearTimeout(retryTimer);
  };
}
