import { useLiveQuery } from 'dexie-react-hooks';
import type { Fixture } from '../../../../domain/competition/fixture';
import { db, type ConflictEntry, type LocalDoc, type OutboxEntry } from '../../../offline/db';
import { outboxOf, useLocalDoc, type LocalDocState } from '../../../offline/use-local-doc';

/** The fixtures on this device (the referee's appointments), oldest first; read locally, never waits for signal. */
export function useMyFixtures() {
  return useLiveQuery(() => db.fixtures.orderBy('startDate').toArray(), []);
}

/** What the score page shows beside a fixture: its queued changes and its unacknowledged conflicts. */
async function fixtureQueue(id: string): Promise<{ outbox: OutboxEntry[]; conflicts: ConflictEntry[] }> {
  const [outbox, conflicts] = await Promise.all([
    outboxOf('fixtures', id),
    db.conflicts
      .where('entityId')
      .equals(id)
      .filter((c) => c.acknowledged === 0)
      .toArray(),
  ]);
  return { outbox, conflicts };
}

export type FixtureOnDevice = LocalDocState<
  LocalDoc<Fixture>,
  { outbox: OutboxEntry[]; conflicts: ConflictEntry[] }
>;

/**
 * One fixture on this device with its queued changes and unacknowledged conflicts, read by ONE live query
 * (useLocalDoc): `loading` until the first read, then `missing` (not on this device) or `ok`.
 */
export function useFixtureOnDevice(id: string): FixtureOnDevice {
  return useLocalDoc(db.fixtures, id, fixtureQueue);
}
