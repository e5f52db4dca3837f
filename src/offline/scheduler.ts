/**
 * When the page syncs: on start, when the network returns (backoff forgotten), when the page becomes visible,
 * after each local write when online, and every minute while visible. Each run flushes the outbox, then pulls
 * the offline collections. The worker's Background Sync runs the same flush under the same lock.
 */
import { SYNC_COLLECTIONS } from '../../domain/sync/protocol';
import { flushOutbox, resetBackoff, type FlushDeps } from './flush';
import { pullCollections } from './pull';
import { setSyncing } from './status';
import { setFlushTrigger } from './triggers';

export const SYNC_INTERVAL_MS = 60_000;

export function startSync(deps: FlushDeps): () => void {
  let running: Promise<void> | undefined;
  let again = false;

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
          await flushOutbox(deps);
          if (opts.pull && navigator.onLine)
            await pullCollections(SYNC_COLLECTIONS, deps).catch(() => undefined);
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
  };
}
