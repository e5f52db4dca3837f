/**
 * The sync status the shell shows: offline / N pending / syncing / synced at hh:mm / N need attention.
 * Counts are live queries on the outbox and conflicts (so changes made by the worker show too).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { useOnline } from '../lib/use-online';
import { db, LAST_SYNCED_KEY } from './db';

let syncing = false;
const listeners = new Set<() => void>();

export function setSyncing(value: boolean): void {
  syncing = value;
  listeners.forEach((l) => l());
}

/** One answer to "can the server be reached?" for the whole app (src/lib/use-online.ts). */
export { useOnline };

export interface SyncStatus {
  online: boolean;
  syncing: boolean;
  pending: number;
  failed: number;
  conflicts: number;
  lastSyncedAt: string | null;
}

export function useSyncStatus(): SyncStatus {
  const online = useOnline();
  const isSyncing = useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => syncing,
  );
  const counts = useLiveQuery(async () => {
    const [pending, failed, conflicts, last] = await Promise.all([
      db.outbox.where('state').equals('pending').count(),
      db.outbox.where('state').equals('failed').count(),
      db.conflicts.where('acknowledged').equals(0).count(),
      db.meta.get(LAST_SYNCED_KEY),
    ]);
    return { pending, failed, conflicts, lastSyncedAt: (last?.value as string | undefined) ?? null };
  }, []);
  return { online, syncing: isSyncing, pending: 0, failed: 0, conflicts: 0, lastSyncedAt: null, ...counts };
}
