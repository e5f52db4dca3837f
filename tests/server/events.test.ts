import { uuidv7 } from 'uuidv7';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventDoc } from '../../domain/event/event.ts';
import { TEAM_MESSAGES } from '../../domain/team/messages.ts';
import type { Mutation, PullResponse, PushResponse } from '../../domain/sync/protocol.ts';
import type { Group } from '../../domain/team/group.ts';
import { personId } from '../../server/db/seed/people.ts';
import { COACH_TEAMS, trainingTodayId } from '../../server/db/seed/teams.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const input = (over: Record<string, unknown> = {}) => ({
  toGroupId: COACH_TEAMS.senior,
  category: 'training',
  subject: 'Training',
  message: 'Bring boots.',
  startDate: inDays(2),
  duration: 60,
  requestResponse: true,
  viewOtherRecipientsNames: false,
  commsConsentAdditionalClub: false,
  sendNotificationReminder: true,
  ...over,
});
type ErrorBody = { errors?: { field: string; code?: string }[] };
const createEvent = (json: unknown, as = 'coach') => s.call('/api/message', { as, method: 'POST', json });

async function pull(as: string, collection: 'teams' | 'events') {
  const res = await s.call(`/api/sync/pull?collections=${collection}`, { as });
  expect(res.status).toBe(200);
  return ((await res.json()) as PullResponse).collections[collection]!.documents;
}

async function push(as: string, mutations: Mutation[]) {
  const res = await s.call('/api/sync/push', { as, method: 'POST', json: { protocol: 1, mutations } });
  expect(res.status).toBe(200);
  return ((await res.json()) as PushResponse).results;
}

const mutation = (op: string, entityId: string, payload: unknown, key = uuidv7()): Mutation => ({
  id: uuidv7(),
  idempotencyKey: key,
  op,
  entityId,
  baseVersion: 1,
  payload,
});

describe('events', () => {
  it('creates an event whose recipients are the group members; limits checked at the boundary', async () => {
    const res = await createEvent(
      input({ subject: 's'.repeat(255), message: 'm'.repeat(1000), duration: 300 }),
    );
    expect(res.status).toBe(201);
    const doc = (await res.json()) as EventDoc;
    expect(v.safeParse(EventDoc, doc).issues).toBeUndefined();
    expect(doc.recipients.length).toBeGreaterThanOrEqual(20);
    expect(doc.recipients.every((r) => r.response === 'AWAITING_ACTION' && r.attendance === null)).toBe(true);
    const code = async (over: Record<string, unknown>) => {
      const r = await createEvent(input(over));
      return r.status === 201
        ? 'ok'
        : ((await r.json()) as ErrorBody).errors?.map((e) => `${e.field}:${e.code}`).join();
    };
    expect(await code({ subject: 's'.repeat(256) })).toBe(`subject:${TEAM_MESSAGES.eventSubjectMax.id}`);
    expect(await code({ message: 'm'.repeat(1001) })).toBe(`message:${TEAM_MESSAGES.eventMessageMax.id}`);
    expect(await code({ duration: 15 })).toBe('ok');
    expect(await code({ duration: 14 })).toBe(`duration:${TEAM_MESSAGES.eventDuration.id}`);
    expect(await code({ duration: 301 })).toBe(`duration:${TEAM_MESSAGES.eventDuration.id}`);
    expect(await code({ startDate: '01/02/2026 10:00' })).toBe(`startDate:${TEAM_MESSAGES.eventDateTime.id}`);
    expect(await code({ toGroupId: undefined })).toBe('toGroupId:validation.required');
    expect(await code({ category: 'party' })).toBe('category:validation.option.invalid');
  });

  it('lets only those who manage the group create events', async () => {
    expect((await createEvent(input(), 'member')).status).toBe(403);
    expect((await createEvent(input(), 'competition-admin')).status).toBe(403);
    expect((await createEvent(input({ toGroupId: COACH_TEAMS.u14 }), 'parent')).status).toBe(201);
  });

  it('lists upcoming events ascending and past events descending', async () => {
    const list = async (q: string, as = 'coach') =>
      ((await (await s.call(`/api/message?${q}`, { as })).json()) as { _embedded: { messages: EventDoc[] } })
        ._embedded.messages;
    const now = new Date().toISOString();
    const upcoming = await list(`filter=from:${now}&sort=startDate,asc&size=50`);
    const starts = upcoming.map((e) => e.startDate);
    expect(starts).toEqual([...starts].sort());
    expect(upcoming.every((e) => e.startDate >= now)).toBe(true);
    const past = await list(`filter=until:${now}&sort=startDate,desc`);
    expect(past.length).toBeGreaterThan(0);
    expect(past.map((e) => e.startDate)).toEqual(
      past
        .map((e) => e.startDate)
        .sort()
        .reverse(),
    );
    // The member sees only their own row of an event that does not share names.
    const mine = await list('filter=recipient:me&size=50', 'member');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.recipients.length === 1 && !e.canManage)).toBe(true);
  });
});

describe('attendance offline (sync)', () => {
  it("puts the coach's teams with members and consent flags, and today's sessions, on the device", async () => {
    const teams = (await pull('coach', 'teams')) as Group[];
    expect(teams.map((t) => t.id).sort()).toEqual(Object.values(COACH_TEAMS).sort());
    for (const t of teams) {
      expect(t.members!.filter((m) => m.role === 'PLAYER').length).toBeGreaterThanOrEqual(20);
      expect(
        t.members!.every((m) => typeof m.photoConsent === 'boolean' && typeof m.medicalConsent === 'boolean'),
      ).toBe(true);
    }
    const events = (await pull('coach', 'events')) as EventDoc[];
    expect(events.map((e) => e.id)).toEqual(
      expect.arrayContaining([trainingTodayId('senior'), trainingTodayId('u14')]),
    );
    expect((await pull('member', 'teams')).filter((d) => !d.deleted)).toEqual([]);
    // The sender holds the U14 team, without medical flags.
    const sender = (await pull('parent', 'teams')) as Group[];
    expect(sender.map((t) => t.id)).toEqual([COACH_TEAMS.u14]);
    expect(sender[0]!.members!.some((m) => 'medicalConsent' in m)).toBe(false);
  });

  it("applies each mark once, and keeps a member's own answer made meanwhile (different fields)", async () => {
    const id = trainingTodayId('senior');
    const before = (await (await s.call(`/api/message/${id}`, { as: 'coach' })).json()) as EventDoc;
    const me = (await (await s.call('/api/person/me', { as: 'member' })).json()) as { id: string };
    // Meanwhile, online, the member answers "going".
    const rsvp = await push('member', [
      mutation('event.respond', id, { personId: me.id, response: 'GOING' }),
    ]);
    expect(rsvp[0]!.status).toBe('applied');
    // The coach's device sends a mark for everyone, based on the version it had.
    const marks = before.recipients.map((r, i) =>
      mutation('event.markAttendance', id, {
        personId: r.personId,
        attendance: i % 5 === 0 ? 'ABSENT' : 'ATTENDED',
      }),
    );
    const results = await push('coach', marks);
    expect(results.map((r) => r.status)).toEqual(marks.map(() => 'applied'));
    // A retry after a lost response applies nothing twice.
    const replay = await push(
      'coach',
      marks.slice(0, 3).map((m) => ({ ...m, id: uuidv7() })),
    );
    expect(replay.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const after = (await (await s.call(`/api/message/${id}`, { as: 'coach' })).json()) as EventDoc;
    expect(after.version).toBe(before.version + 1 + marks.length);
    expect(after.recipients.every((r) => r.attendance !== null)).toBe(true);
    expect(after.recipients.find((r) => r.personId === me.id)).toMatchObject({ response: 'GOING' });
    // Then the member changes their mind after attendance was taken: the mark stays.
    await push('member', [mutation('event.respond', id, { personId: me.id, response: 'NOT_GOING' })]);
    const last = (await (await s.call(`/api/message/${id}`, { as: 'coach' })).json()) as EventDoc;
    const mine = last.recipients.find((r) => r.personId === me.id)!;
    expect(mine.response).toBe('NOT_GOING');
    expect(mine.attendance).toBe(after.recipients.find((r) => r.personId === me.id)!.attendance);
  });

  it('refuses a mark from a player, and an answer for someone else', async () => {
    const id = trainingTodayId('senior');
    const doc = (await (await s.call(`/api/message/${id}`, { as: 'coach' })).json()) as EventDoc;
    const other = doc.recipients[1]!.personId;
    const [mark] = await push('member', [
      mutation('event.markAttendance', id, { personId: other, attendance: 'ABSENT' }),
    ]);
    expect(mark).toMatchObject({ status: 'rejected', error: { status: 403 } });
    const [answer] = await push('member', [
      mutation('event.respond', id, { personId: other, response: 'GOING' }),
    ]);
    expect(answer).toMatchObject({ status: 'rejected', error: { status: 403 } });
    // The parent answers for a dependant through REST.
    const u14 = (await (
      await s.call(`/api/message/${trainingTodayId('u14')}`, { as: 'parent' })
    ).json()) as EventDoc;
    const child = u14.recipients.find((r) => r.personId === personId('demo:parent:child-younger'))!;
    const res = await s.call(`/api/message/${u14.id}/recipient/${child.id}`, {
      as: 'parent',
      method: 'PATCH',
      json: { response: 'GOING' },
    });
    expect(res.status).toBe(200);
  });

  it('cancels an event with a reason; deleting leaves a tombstone on devices', async () => {
    const created = (await (await createEvent(input())).json()) as EventDoc;
    const cancel = await s.call(
      `/api/message/${created.id}?mode=cancel&notify=true&reason=Pitch waterlogged`,
      {
        as: 'coach',
        method: 'DELETE',
      },
    );
    expect(cancel.status).toBe(204);
    const doc = (await (await s.call(`/api/message/${created.id}`, { as: 'coach' })).json()) as EventDoc;
    expect(doc).toMatchObject({ status: 'CANCELLED', cancelReason: 'Pitch waterlogged' });
    await s.call(`/api/message/${created.id}?mode=delete`, { as: 'coach', method: 'DELETE' });
    const events = await pull('coach', 'events');
    expect(events.find((e) => e.id === created.id)).toMatchObject({ deleted: true });
  });
});
