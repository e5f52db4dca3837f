/**
 * useLocalDoc: one document of the local database, read live. It answers `loading` until the first read,
 * then `missing` (the document is not on this device) or `ok` with the document. Loading and missing are
 * never the same value, so a page can show "not on this device" instead of spinning forever.
 */
import type { Table } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';

export type LocalDocState<D> = { status: 'loading' } | { status: 'missing' } | { status: 'ok'; doc: D };

const LOADING = { status: 'loading' } satisfies LocalDocState<never>;

/** `table`: a table of the local database (db.ts), whose documents are keyed by a string id. */
export function useLocalDoc<D, I>(table: Table<D, string, I>, id: string): LocalDocState<D> {
  return useLiveQuery(
    async (): Promise<LocalDocState<D>> => {
      const doc = await table.get(id);
      return doc === undefined ? { status: 'missing' } : { status: 'ok', doc };
    },
    [table, id],
    LOADING,
  );
}
