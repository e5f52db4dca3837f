/**
 * useLocalDoc: one document of the local database, read live. It answers `loading` until the first read,
 * then `missing` (the document is not on this device) or `ok` with the document. Loading and missing are
 * never the same value, so a page can show "not on this device" instead of spinning forever.
 *
 * `related` reads what the page shows beside the document (its queued changes, its conflicts) in the SAME
 * live query: a save changes the document and the outbox together, so the page renders once per save, not
 * once per table. Pass a module-level function: it is called with the id, and is not a dependency.
 */
import type { Table } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncCollection } from '../../domain/sync/protocol';
import { db, type OutboxEntry } from './db';

export type LocalDocState<D, R extends object = object> =
  { status: 'loading' } | { status: 'missing' } | ({ status: 'ok'; doc: D } & R);

const LOADING = { status: 'loading' } as const;

/** `table`: a table of the local database (db.ts), whose documents are keyed by a string id. */
export function useLocalDoc<D, I, R extends object = object>(
  table: Table<D, string, I>,
  id: string,
  related?: (id: string) => Promise<R>,
): LocalDocState<D, R> {
  return useLiveQuery(
    async (): Promise<LocalDocState<D, R>> => {
      const [doc, extra] = await Promise.all([table.get(id), related ? related(id) : ({} as R)]);
      return doc === undefined ? { status: 'missing' } : { status: 'ok', doc, ...extra };
    },
    [table, id], // `related` is a module-level function by contract (see above)
    LOADING,
  );
}

/** The outbox entries of one document (any state), for `related`. */
export function outboxOf(collection: SyncCollection, entityId: string): Promise<OutboxEntry[]> {
  return db.outbox.where('[collection+entityId]').equals([collection, entityId]).toArray();
}
