import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../offline/db';

/** The draw tickets on this device, by number; read locally, never waits for signal. */
export function useDrawTickets() {
  return useLiveQuery(
    () => db.drawTickets.toArray().then((ts) => ts.sort((a, b) => a.number - b.number)),
    [],
  );
}

/** Queued ticket sales that the server refused (kept visible with the reason). */
export function useFailedSales() {
  return useLiveQuery(
    () =>
      db.outbox
        .where('state')
        .equals('failed')
        .filter((e) => e.collection === 'drawTickets')
        .toArray(),
    [],
  );
}

/** Sales that lost to an earlier sale of the same ticket, not yet dismissed. */
export function useSaleConflicts() {
  return useLiveQuery(
    () => db.conflicts.filter((c) => c.collection === 'drawTickets' && c.acknowledged === 0).toArray(),
    [],
  );
}
