import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../offline/db';
import { useLocalDoc } from '../../../offline/use-local-doc';

/** The fixtures on this device (the referee's appointments), oldest first; read locally, never waits for signal. */
export function useMyFixtures() {
  return useLiveQuery(() => db.fixtures.orderBy('startDate').toArray(), []);
}

/** One fixture on this device: loading, missing (not on this device) or ok. */
export function useFixture(id: string) {
  return useLocalDoc(db.fixtures, id);
}

export function useFixtureOutbox(id: string) {
  return useLiveQuery(
    () => db.outbox.where('[collection+entityId]').equals(['fixtures', id]).toArray(),
    [id],
  );
}

export function useFixtureConflicts(id: string) {
  return useLiveQuery(
    () =>
      db.conflicts
        .where('entityId')
        .equals(id)
        .filter((c) => c.acknowledged === 0)
        .toArray(),
    [id],
  );
}
