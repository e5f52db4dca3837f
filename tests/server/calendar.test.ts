import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from '../../domain/competition/fixture.ts';
import type { PullResponse } from '../../domain/sync/protocol.ts';
import { calendarFeed, idempotencyRecord } from '../../server/db/schema/index.ts';
import { COACH_TEAMS, trainingTodayId } from '../../server/db/seed/teams.ts';
import { calendarApi } from '../../domain/calendar/calendar.contract.ts';
import { callContract, startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const makeFeed = async (as: string) => {
  const res = await callContract(s, calendarApi.makeFeed, {}, as);
  expect(res.status).toBe(201);
  return res.body;
};
const feedOf = async (as: string) => (await callContract(s, calendarApi.feed, {}, as)).body;
const ics = (url: string) => s.call(new URL(url).pathname);
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');
const events = (text: string) => {
  const out: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of unfold(text)) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      out.push(current!);
      current = null;
    } else if (current) {
      const i = line.indexOf(':');
      current[line.slice(0, i)] = line.slice(i + 1);
    }
  }
  return out;
};

describe('the calendar feed', () => {
  it('is made at a secret URL shown once, stored hashed, and serves the person’s events and team fixtures', async () => {
    expect((await feedOf('member')).active).toBe(false);
    const feed = await makeFeed('member');
    expect(feed.url).toMatch(/\/api\/calendar\/ics\/[A-Za-z0-9_-]{43}$/);
    const status = await feedOf('member');
    expect(status).toEqual({ active: true, createdAt: feed.createdAt });
    expect(JSON.stringify(status)).not.toContain(feed.url!.split('/').at(-1));
    const stored = await s.database.db.select().from(calendarFeed);
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(feed.url!.split('/').at(-1));

    const res = await ics(feed.url!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await res.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const list = events(text);
    // The senior team's training today (an event the member receives) and its league fixtures.
    expect(list.some((e) => e.UID === `event-${trainingTodayId('senior')}@pairc`)).toBe(true);
    expect(list.some((e) => e.UID?.startsWith('fixture-') && e.SUMMARY?.includes(' v '))).toBe(true);
    expect(list.every((e) => /^\d{8}T\d{6}Z$/.test(e.DTSTART!))).toBe(true);
    // Only the member's: not the U14 team's training (the coach's other team).
    expect(list.some((e) => e.UID === `event-${trainingTodayId('u14')}@pairc`)).toBe(false);
  });

  it('shows a parent their dependants’ events; regenerating or revoking makes the old URL answer 404', async () => {
    const first = await makeFeed('parent');
    const text = await (await ics(first.url!)).text();
    expect(text).toContain(`event-${trainingTodayId('u14')}@pairc`);
    const second = await makeFeed('parent');
    expect(second.url).not.toBe(first.url);
    expect((await ics(first.url!)).status).toBe(404);
    expect((await ics(second.url!)).status).toBe(200);
    expect((await s.call('/api/calendar/feed', { as: 'parent', method: 'DELETE' })).status).toBe(204);
    expect((await ics(second.url!)).status).toBe(404);
    expect((await s.call('/api/calendar/feed', { as: 'parent', method: 'DELETE' })).status).toBe(404);
    expect((await s.call('/api/calendar/ics/not-a-token')).status).toBe(400);
    expect((await s.call(`/api/calendar/ics/${'A'.repeat(43)}`)).status).toBe(404);
  });
});

describe('the teamFixtures collection', () => {
  it('brings a member the fixtures of their teams (no officials), and a parent their children’s', async () => {
    const pull = async (as: string) => {
      const res = await s.call('/api/sync/pull?collections=teamFixtures', { as });
      expect(res.status).toBe(200);
      return ((await res.json()) as PullResponse).collections.teamFixtures!;
    };
    const member = await pull('member');
    const docs = member.documents as Fixture[];
    expect(docs.length).toBeGreaterThan(0);
    expect(
      docs.every((f) => f.homeTeam.id === COACH_TEAMS.senior || f.awayTeam.id === COACH_TEAMS.senior),
    ).toBe(true);
    expect(docs.every((f) => f.officials === undefined)).toBe(true);
    expect(member.checkpoint?.scope).toBeTruthy();
    // A stale scope starts the collection again.
    const res = await s.call(
      `/api/sync/pull?collections=teamFixtures&checkpoints=${encodeURIComponent(
        JSON.stringify({ teamFixtures: { ...member.checkpoint, scope: 'other' } }),
      )}`,
      { as: 'member' },
    );
    const again = ((await res.json()) as PullResponse).collections.teamFixtures!;
    expect(again.reset).toBe(true);
    expect(again.documents.length).toBe(docs.length);
  });

  it('brings this month’s events to the device (the window starts on the first of last month)', async () => {
    const res = await s.call('/api/sync/pull?collections=events', { as: 'member' });
    const docs = ((await res.json()) as PullResponse).collections.events!.documents as unknown as {
      startDate: string;
    }[];
    const weekAgo = Date.now() - 6 * 86_400_000;
    expect(docs.some((d) => new Date(d.startDate).getTime() < weekAgo)).toBe(true);
  });
});

describe('idempotent replays', () => {
  it('replays a new feed without its secret URL (the URL is never stored)', async () => {
    const idempotencyKey = `feed-${crypto.randomUUID()}`;
    const first = (await callContract(s, calendarApi.makeFeed, { idempotencyKey }, 'coach')).body;
    expect(first.url).toBeTruthy();
    const again = await callContract(s, calendarApi.makeFeed, { idempotencyKey }, 'coach');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual({ active: true, createdAt: first.createdAt });
    const records = await s.database.db.select().from(idempotencyRecord);
    expect(JSON.stringify(records)).not.toContain(first.url!.split('/').at(-1));
  });
});
