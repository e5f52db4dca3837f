import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/lib/days.ts';
import {
  deviceWindowStart,
  dublinDay,
  filterItems,
  fromEvent,
  fromFixture,
  itemsByDay,
  monthGrid,
  shiftMonth,
  startOfWeek,
  toIcsEvent,
  viewRange,
  weekOf,
  type CalendarItem,
} from '../../../domain/calendar/calendar.ts';
import type { EventDoc } from '../../../domain/event/event.ts';
import type { Fixture } from '../../../domain/competition/fixture.ts';

describe('month and week grids', () => {
  it('starts weeks on Monday', () => {
    expect(startOfWeek('2026-11-27')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23');
    expect(weekOf('2026-12-31')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('covers the whole month in weeks of seven, spilling into the neighbours', () => {
    const nov = monthGrid('2026-11-15');
    expect(nov[0]![0]).toBe('2026-10-26');
    expect(nov.at(-1)!.at(-1)).toBe('2026-12-06');
    expect(nov.every((w) => w.length === 7)).toBe(true);
    expect(nov.flat()).toContain('2026-11-01');
    expect(nov.flat()).toContain('2026-11-30');
    // February 2027 starts on a Monday and has exactly four weeks.
    expect(monthGrid('2027-02-10')).toHaveLength(4);
  });

  it('moves by months (clamped) and days across years', () => {
    expect(shiftMonth('2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftMonth('2026-12-15', 1)).toBe('2027-01-15');
    expect(shiftMonth('2026-01-15', -1)).toBe('2025-12-15');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(viewRange('week', '2026-11-27')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
  });

  it('puts an instant on its Dublin day (summer time and winter)', () => {
    expect(dublinDay('2026-07-01T23:30:00Z')).toBe('2026-07-02');
    expect(dublinDay('2026-12-01T23:30:00Z')).toBe('2026-12-01');
  });
});

const event = (over: Partial<EventDoc> = {}): EventDoc => ({
  id: 'e1',
  version: 2,
  updatedAt: '2026-11-20T10:00:00.000Z',
  toGroupId: 'g-senior',
  groupName: 'Senior Football',
  organizationId: 'club',
  category: 'training',
  subject: 'Training',
  message: 'Bring boots',
  startDate: '2026-11-27T19:30:00.000Z',
  duration: 60,
  place: { id: 'p1', name: 'Páirc' },
  requestResponse: true,
  viewOtherRecipientsNames: false,
  commsConsentAdditionalClub: false,
  sendNotificationReminder: false,
  status: 'ACTIVE',
  cancelReason: null,
  canManage: false,
  recipients: [],
  ...over,
});

const fixture: Fixture = {
  id: 'f1',
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  startDate: '2026-11-29T14:00:00.000Z',
  isResult: false,
  homeTeam: { id: 'g-senior', name: 'Naomh Pádraig' },
  awayTeam: { id: 'g-other', name: 'Gleann' },
  place: { id: 'p2', name: 'Gleann grounds' },
};

describe('calendar items', () => {
  const items: CalendarItem[] = [
    fromEvent(event()),
    fromEvent(event({ id: 'e2', category: 'meeting', toGroupId: 'g-u14', place: null, status: 'CANCELLED' })),
    fromFixture(fixture, new Set(['g-senior'])),
  ];

  it('makes items of events and of the member’s teams’ fixtures', () => {
    expect(items[2]).toMatchObject({
      kind: 'fixture',
      title: 'Naomh Pádraig v Gleann',
      groupIds: ['g-senior'],
      category: 'match',
      minutes: 90,
    });
    expect(items[1]!.cancelled).toBe(true);
  });

  it('filters by group, place and category', () => {
    expect(filterItems(items, { groupId: 'g-senior' }).map((i) => i.id)).toEqual(['e1', 'f1']);
    expect(filterItems(items, { placeId: 'p2' }).map((i) => i.id)).toEqual(['f1']);
    expect(filterItems(items, { category: 'meeting' }).map((i) => i.id)).toEqual(['e2']);
    expect(filterItems(items, {})).toHaveLength(3);
  });

  it('groups items by Dublin day in start order', () => {
    const days = itemsByDay(items);
    expect([...days.keys()]).toEqual(['2026-11-27', '2026-11-29']);
    expect(days.get('2026-11-27')!.map((i) => i.id)).toEqual(['e1', 'e2']);
  });

  it('turns an item into a feed entry with its end, place and sequence', () => {
    const ics = toIcsEvent(items[0]!, { version: 2, updatedAt: '2026-11-20T10:00:00.000Z' });
    expect(ics.uid).toBe('event-e1@pairc');
    expect(ics.end.toISOString()).toBe('2026-11-27T20:30:00.000Z');
    expect(ics.location).toBe('Páirc');
    expect(ics.sequence).toBe(2);
  });
});

describe('the device window', () => {
  it('starts at Dublin midnight on the first of last month', () => {
    expect(deviceWindowStart(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe(
      '2026-09-30T23:00:00.000Z',
    );
    expect(deviceWindowStart(new Date('2026-01-05T10:00:00Z')).toISOString()).toBe(
      '2025-12-01T00:00:00.000Z',
    );
    // Summer time: midnight in Dublin is 23:00 UTC the day before.
    expect(deviceWindowStart(new Date('2026-08-10T10:00:00Z')).toISOString()).toBe(
      '2026-06-30T23:00:00.000Z',
    );
  });
});
