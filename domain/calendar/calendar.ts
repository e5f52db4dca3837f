/**
 * The calendar (seed 1 §3 "Calendar: events (messages), event categories, fixtures"; seed 2 §7): a member's
 * events and the fixtures of their teams and their dependants' teams, shown by month or week on Dublin
 * days, filtered by group, place and category. Pure: the page (from the device's tables) and the .ics
 * feed (from the server's) build the same items.
 *
 * Days are `yyyy-MM-dd` strings on Dublin's calendar; weeks start on Monday (Irish usage).
 */
import * as v from 'valibot';
import { Fixture } from '../competition/fixture.ts';
import type { EventCategory } from '../enums.ts';
import type { EventDoc } from '../event/event.ts';
import { dublinInstant } from '../event/event.ts';
import { dublinParts } from '../lib/dates.ts';
import { addDays } from '../lib/days.ts';
import type { IcsEvent } from './ics.ts';

/** Seed 2 §9: 100 calendar fixtures a page. */
export const CALENDAR_PAGE_SIZE = 100;
/** A fixture has no duration of its own: it fills this long in a calendar. */
export const FIXTURE_MINUTES = 90;
/** The feed covers this many days back (and everything ahead). */
export const FEED_PAST_DAYS = 60;

export type CalendarView = 'month' | 'week';

/** A fixture in the `teamFixtures` collection: which of its sides are the person's (or dependants') teams. */
export const TeamFixtureDoc = v.object({ ...Fixture.entries, forTeamIds: v.array(v.string()) });
export type TeamFixtureDoc = v.InferOutput<typeof TeamFixtureDoc>;

export interface CalendarItem {
  kind: 'event' | 'fixture';
  id: string;
  /** ISO instant. */
  start: string;
  minutes: number;
  title: string;
  /** The member's groups it concerns (an event's group; a fixture's sides among the member's teams). */
  groupIds: string[];
  place: { id: string; name: string } | null;
  /** Fixtures count as `match`. */
  category: EventCategory;
  cancelled: boolean;
}

export interface CalendarFilter {
  groupId?: string;
  placeId?: string;
  category?: EventCategory;
}

const pad = (n: number) => String(n).padStart(2, '0');
const toDay = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const fromDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};

/** The Dublin day of an instant. */
export function dublinDay(iso: string | Date): string {
  const p = dublinParts(typeof iso === 'string' ? new Date(iso) : iso);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Monday of the day's week. */
export function startOfWeek(day: string): string {
  const weekday = (fromDay(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The seven days of the day's week, Monday first. */
export function weekOf(day: string): string[] {
  const monday = startOfWeek(day);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The weeks (Monday first) that show the month of `day`: 4 to 6 rows of 7 days, spilling into neighbours. */
export function monthGrid(day: string): string[][] {
  const first = `${day.slice(0, 7)}-01`;
  const last = addDays(shiftMonth(first, 1), -1);
  const weeks: string[][] = [];
  for (let monday = startOfWeek(first); monday <= last; monday = addDays(monday, 7)) {
    weeks.push(weekOf(monday));
  }
  return weeks;
}

/** The same day moved by whole months (clamped to the month's length). */
export function shiftMonth(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return toDay(target);
}

/** The first and last day a view shows around `day`. */
export function viewRange(view: CalendarView, day: string): { first: string; last: string } {
  const days = view === 'week' ? weekOf(day) : monthGrid(day).flat();
  return { first: days[0]!, last: days.at(-1)! };
}

export function shiftView(view: CalendarView, day: string, n: number): string {
  return view === 'week' ? addDays(day, 7 * n) : shiftMonth(day, n);
}

export function fromEvent(e: EventDoc): CalendarItem {
  return {
    kind: 'event',
    id: e.id,
    start: e.startDate,
    minutes: e.duration,
    title: e.subject,
    groupIds: [e.toGroupId],
    place: e.place,
    category: e.category,
    cancelled: e.status === 'CANCELLED',
  };
}

const sideName = (t: Fixture['homeTeam']) => t.name ?? '';

/** A fixture of one of `myTeamIds` (the member's and their dependants' teams). */
export function fromFixture(f: Fixture, myTeamIds: ReadonlySet<string>): CalendarItem {
  return {
    kind: 'fixture',
    id: f.id,
    start: f.startDate,
    minutes: FIXTURE_MINUTES,
    title: `${sideName(f.homeTeam)} v ${sideName(f.awayTeam)}`,
    groupIds: [f.homeTeam.id, f.awayTeam.id].filter((id): id is string => !!id && myTeamIds.has(id)),
    place: f.place ? { id: f.place.id, name: f.place.name } : null,
    category: 'match',
    cancelled: f.status === 'CANCELLED' || f.isPostponed === true,
  };
}

export function filterItems(items: readonly CalendarItem[], f: CalendarFilter): CalendarItem[] {
  return items.filter(
    (i) =>
      (!f.groupId || i.groupIds.includes(f.groupId)) &&
      (!f.placeId || i.place?.id === f.placeId) &&
      (!f.category || i.category === f.category),
  );
}

/** Items by Dublin day, each day's in start order. */
export function itemsByDay(items: readonly CalendarItem[]): Map<string, CalendarItem[]> {
  const days = new Map<string, CalendarItem[]>();
  for (const item of [...items].sort((a, b) => a.start.localeCompare(b.start) || a.id.localeCompare(b.id))) {
    const day = dublinDay(item.start);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return days;
}

/** A calendar item as a feed entry; `competition` names a fixture's competition in its description. */
export function toIcsEvent(
  item: CalendarItem,
  doc: { version: number; updatedAt: string },
  description?: string,
): IcsEvent {
  const start = new Date(item.start);
  return {
    uid: `${item.kind}-${item.id}@pairc`,
    start,
    end: new Date(start.getTime() + item.minutes * 60_000),
    summary: item.title,
    description,
    location: item.place?.name,
    categories: [item.category],
    cancelled: item.cancelled,
    updated: new Date(doc.updatedAt),
    sequence: doc.version,
  };
}

/**
 * Where a device's calendar starts: Dublin's midnight on the first of last month, so this month's and last
 * month's views read from the device with no signal (the `events` and `teamFixtures` pull windows).
 */
export function deviceWindowStart(now: Date = new Date()): Date {
  const today = dublinDay(now);
  const first = shiftMonth(`${today.slice(0, 7)}-01`, -1);
  const [y, m] = first.split('-').map(Number) as [number, number];
  return dublinInstant(y, m, 1, 0, 0);
}
