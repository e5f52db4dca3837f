/**
 * When the page syncs: on start, when the server can be reached again (use-online.ts onReconnect: the `online`
 * event or the health probe answering after a failure; backoff forgotten), when the page becomes visible,
 * after each local write when online, and every minute while visible. Each run flushes the outbox, then pulls
 * the offline collections. The worker's Background Sync runs the same flush under the same lock.
 */
import { SYNC_COLLECTIONS } from '../../domain/sync/protocol';
import { onReconnect, reportUnreachable } from '../lib/use-online';
import { flushOutbox, nextAttemptAt, resetBackoff, type FlushDeps } from './flush';
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
    const at = await nextAttemptAt();
    if (at === undefined) return;
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
          // A network error: the health probe takes over and says when the server answers again.
          if (outcome.stopped === 'network') reportUnreachable();
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
  const stopReconnect = onReconnect(onOnline);
  document.addEventListener('visibilitychange', onVisible);
  const timer = setInterval(onVisible, SYNC_INTERVAL_MS);
  if (navigator.onLine) void syncAll({ pull: true });

  return () => {
    setFlushTrigger(undefined);
    stopReconnect();
    document.removeEventListener('visibilitychange', onVisible);
    clearInterval(timer);
    clearTimeout(retryTimer);
  };
}
