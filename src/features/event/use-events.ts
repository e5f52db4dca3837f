import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../offline/db';

/** Events on this device starting in [from, until), by start; read locally, never waits for signal. */
export function useLocalEvents(from: string, until: string) {
  return useLiveQuery(
    () => db.events.where('startDate').between(from, until, true, false).toArray(),
    [from, until],
  );
}

/** The event on this device: undefined while reading, null when it is not here. */
export const useLocalEvent = (id: string) =>
  useLiveQuery(async () => (await db.events.get(id)) ?? null, [id]);
export const useLocalTeam = (id: string | undefined) =>
  useLiveQuery(() => (id ? db.teams.get(id) : undefined), [id]);

/** Person ids of the event's recipients with a change still queued on this device ("pending sync"). */
export function usePendingPeople(eventId: string) {
  return useLiveQuery(async () => {
    const entries = await db.outbox.where('[collection+entityId]').equals(['events', eventId]).toArray();
    const pending = new Map<string, 'pending' | 'failed'>();
    for (const e of entries) {
      const personId = (e.payload as { personId?: string } | null)?.personId;
      if (personId && pending.get(personId) !== 'failed') pending.set(personId, e.state);
    }
    return pending;
  }, [eventId]);
}
