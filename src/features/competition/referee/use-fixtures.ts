import { useLiveQuery } from 'dexie-react-hooks';
import type { Fixture } from '../../../../domain/competition/fixture';
import { db, type ConflictEntry, type LocalDoc, type OutboxEntry } from '../../../offline/db';

/** The fixtures on this device (the referee's appointments), oldest first; read locally, never waits for signal. */
export function useMyFixtures() {
  return useLiveQuery(() => db.fixtures.orderBy('startDate').toArray(), []);
}

/**
 * One fixture on this device with its queued changes and unacknowledged conflicts, read by ONE live query: a
 * save changes the document and the outbox together, so the page renders once per save, not once per table.
 * `loading` until the first read, then `missing` (not on this device) or `ok`.
 */
export type FixtureOnDevice =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ok'; doc: LocalDoc<Fixture>; outbox: OutboxEntry[]; conflicts: ConflictEntry[] };

const LOADING: FixtureOnDevice = { status: 'loading' };

export function useFixtureOnDevice(id: string): FixtureOnDevice {
  return useLiveQuery(
    async (): Promise<FixtureOnDevice> => {
      const [doc, outbox, conflicts] = await Promise.all([
        db.fixtures.get(id),
        db.outbox.where('[collection+entityId]').equals(['fixtures', id]).toArray(),
        db.conflicts
          .where('entityId')
          .equals(id)
          .filter((c) => c.acknowledged === 0)
          .toArray(),
      ]);
      return doc === undefined ? { status: 'missing' } : { status: 'ok', doc, outbox, conflicts };
    },
    [id],
    LOADING,
  );
}
