/**
 * What the calendar reads from the device: the events it holds and the fixtures of the person's and their
 * dependants' teams (`teamFixtures`), between two Dublin days, as calendar items. Live queries: they never
 * wait for signal.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { fromEvent, fromFixture, type CalendarItem } from '../../../domain/calendar/calendar';
import { addDays } from '../../../domain/lib/days';
import { dublinAt } from '../../../domain/event/event';
import { db } from '../../offline/db';

export interface CalendarData {
  items: CalendarItem[];
  /** Names of the groups the items concern, for the group filter. */
  groups: Map<string, string>;
}

/** Items starting on the Dublin days first..last (inclusive). */
export function useCalendarItems(first: string, last: string): CalendarData | undefined {
  return useLiveQuery(async () => {
    const from = dublinAt(first, '00:00').toISOString();
    const until = dublinAt(addDays(last, 1), '00:00').toISOString();
    const [events, fixtures] = await Promise.all([
      db.events.where('startDate').between(from, until, true, false).toArray(),
      db.teamFixtures.where('startDate').between(from, until, true, false).toArray(),
    ]);
    const groups = new Map<string, string>();
    for (const e of events) groups.set(e.toGroupId, e.groupName);
    for (const f of fixtures) {
      for (const side of [f.homeTeam, f.awayTeam]) {
        if (side.id && f.forTeamIds?.includes(side.id) && !groups.has(side.id)) {
          groups.set(side.id, side.name ?? side.id);
        }
      }
    }
    const items = [
      ...events.filter((e) => !e.deleted).map(fromEvent),
      ...fixtures.filter((f) => !f.deleted).map((f) => fromFixture(f, new Set(f.forTeamIds ?? []))),
    ];
    return { items, groups };
  }, [first, last]);
}
