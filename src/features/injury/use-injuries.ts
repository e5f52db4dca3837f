/** Injury records and players on this device, read locally (live queries): the screens never wait for signal. */
import { useLiveQuery } from 'dexie-react-hooks';
import type { InjuryPerson, InjuryRecord } from '../../../domain/injury/injury-record';
import { apiGet } from '../../api/client';
import { useSession } from '../../auth/session';
import { db } from '../../offline/db';
import { outboxOf, useLocalDoc } from '../../offline/use-local-doc';

export function useInjuries() {
  return useLiveQuery(
    async () => (await db.injuries.orderBy('injuryDate').reverse().toArray()).filter((r) => !r.deleted),
    [],
  );
}

/** What the record's page shows beside it: its changes waiting in the outbox. */
async function injuryQueue(id: string) {
  return { outbox: await outboxOf('injuries', id) };
}

/** One injury record on this device with its queued changes (one live query): loading, missing or ok. */
export function useInjury(id: string) {
  return useLocalDoc(db.injuries, id, injuryQueue);
}

/** Only injury specialists read and write private notes (seed 2 §6); the server enforces it. */
export function useIsInjurySpecialist(): boolean {
  return useSession().identity?.gaa_roles?.includes('injury_specialist') ?? false;
}

/** Players known on the device: those found by search, and those with records here (with their teams). */
export async function localPeople(): Promise<InjuryPerson[]> {
  const byId = new Map<string, InjuryPerson>();
  for (const p of await db.injuryPeople.toArray()) byId.set(p.id, { ...p, teams: [...p.teams] });
  for (const r of await db.injuries.toArray()) {
    if (!r.person.name) continue;
    const p = byId.get(r.person.id) ?? { id: r.person.id, name: r.person.name, teams: [] };
    if (r.group.name && !p.teams.some((t) => t.id === r.group.id)) p.teams.push(r.group);
    byId.set(p.id, p);
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function useLocalPeople() {
  return useLiveQuery(localPeople, []);
}

/** Search player: the server when online (results kept for offline use), else the players on the device. */
export async function searchPeople(query: string): Promise<InjuryPerson[]> {
  const q = query.trim();
  if (navigator.onLine && q.length >= 2) {
    try {
      const { people } = await apiGet<{ people: InjuryPerson[] }>(
        `/injury/person-search?search=${encodeURIComponent(q)}`,
      );
      await db.injuryPeople.bulkPut(people);
      return people;
    } catch {
      // No answer: fall back to what the device knows.
    }
  }
  const lower = q.toLowerCase();
  return (await localPeople()).filter((p) => p.name.toLowerCase().includes(lower));
}

/** The name to show for a record's player or team: the document's, else the device's people cache. */
export function displayNames(r: InjuryRecord, people: InjuryPerson[] | undefined) {
  const p = people?.find((x) => x.id === r.personId);
  return {
    person: r.person.name || p?.name || '…',
    group: r.group.name || p?.teams.find((t) => t.id === r.groupId)?.name || '…',
  };
}
