import { uuidv7 } from 'uuidv7';
import * as v from 'valibot';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InboxMessageDoc } from '../../domain/message/message.ts';
import type { PullResponse, PushResponse } from '../../domain/sync/protocol.ts';
import { notification } from '../../server/db/schema/index.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { DEMO_MESSAGE_IDS } from '../../server/db/seed/messages.ts';
import { personId } from '../../server/db/seed/people.ts';
import { COACH_TEAMS } from '../../server/db/seed/teams.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const CLUB = orgId.club(MAIN_CLUB_KEY);
const MEMBER = personId('demo:member');
const CHILD = personId('demo:parent:child-older');
type Page = { _embedded: { messages: InboxMessageDoc[] }; page: { totalElements: number; size: number } };

const input = (over: Record<string, unknown> = {}) => ({
  organizationId: CLUB,
  toEveryone: false,
  toGroupIds: [COACH_TEAMS.senior],
  categories: ['training'],
  subject: 'Pitch closed',
  message: 'The pitch is closed tonight; training is in the hall.',
  commsConsentAdditionalClub: false,
  ...over,
});
const send = (json: unknown, as = 'coach') => s.call('/api/comms/message', { as, method: 'POST', json });
const inbox = async (as: string, query = '') => {
  const res = await s.call(`/api/inbox${query}`, { as });
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};

describe('sending messages', () => {
  it('sends to a team: every live member gets one ACTIVE, unread copy; limits checked', async () => {
    const res = await send(input({ subject: 's'.repeat(255), message: 'm'.repeat(1000) }));
    expect(res.status).toBe(201);
    const sent = (await res.json()) as { id: string; recipients: number };
    expect(sent.recipients).toBeGreaterThan(20);
    const recipients = await s.call(`/api/comms/message/${sent.id}/recipient`, { as: 'coach' });
    const list = (
      (await recipients.json()) as {
        _embedded: { recipients: { personId: string; state: string; readAt: null }[] };
      }
    )._embedded.recipients;
    expect(list).toHaveLength(sent.recipients);
    expect(list.find((r) => r.personId === MEMBER)).toMatchObject({ state: 'ACTIVE', readAt: null });
    expect((await send(input({ subject: 's'.repeat(256) }))).status).toBe(400);
    expect((await send(input({ message: 'm'.repeat(1001) }))).status).toBe(400);
    expect((await send(input({ categories: [] }))).status).toBe(400);
  });

  it('lets a team manager write to their teams, not to everyone; the club’s admin writes to everyone', async () => {
    expect((await send(input({ toEveryone: true, toGroupIds: [] }))).status).toBe(403);
    const club = await send(input({ toEveryone: true, toGroupIds: [], categories: ['meeting'] }), 'officer');
    expect(club.status).toBe(201);
    expect(((await club.json()) as { recipients: number }).recipients).toBeGreaterThan(20);
    expect((await send(input(), 'member')).status).toBe(403);
    expect((await send(input({ toGroupIds: [uuidv7()] }))).status).toBe(404);
  });

  it('sends a non-essential message only to those who consented', async () => {
    const all = (await (await send(input())).json()) as { recipients: number };
    const res = await send(input({ commsConsentAdditionalClub: true }));
    const consenting = (await res.json()) as { recipients: number };
    expect(consenting.recipients).toBeLessThanOrEqual(all.recipients);
  });

  it('lists what the sender sent, newest first, with read counts', async () => {
    const res = await s.call('/api/comms/message?size=5', { as: 'coach' });
    const body = (await res.json()) as {
      _embedded: { messages: { subject: string; recipientCount: number }[] };
    };
    expect(body._embedded.messages.length).toBeGreaterThan(0);
    expect(body._embedded.messages.some((m) => m.recipientCount > 0)).toBe(true);
  });
});

describe('the inbox', () => {
  it('shows the member’s active copies, 20 a page, newest first; the archived one apart', async () => {
    const page = await inbox('member');
    expect(page.page.size).toBe(20);
    const docs = page._embedded.messages;
    expect(docs.every((d) => d.personId === MEMBER && d.state === 'ACTIVE')).toBe(true);
    expect(docs.map((d) => d.sentAt)).toEqual([...docs.map((d) => d.sentAt)].sort().reverse());
    for (const d of docs) expect(v.is(InboxMessageDoc, d)).toBe(true);
    const archived = await inbox('member', '?filter=state:ARCHIVED');
    expect(archived._embedded.messages.map((d) => d.messageId)).toContain(DEMO_MESSAGE_IDS.archived);
  });

  it('shows a parent their dependants’ copies; recipient:me leaves them out', async () => {
    const all = await inbox('parent');
    expect(
      all._embedded.messages.some((d) => d.personId === CHILD && d.messageId === DEMO_MESSAGE_IDS.u14),
    ).toBe(true);
    const mine = await inbox('parent', '?filter=recipient:me');
    expect(mine._embedded.messages.every((d) => d.personId === personId('demo:parent'))).toBe(true);
    const theirs = await inbox('parent', '?filter=recipient:myDependants');
    expect(theirs._embedded.messages.every((d) => d.personId !== personId('demo:parent'))).toBe(true);
    expect((await inbox('parent', `?filter=recipient:${MEMBER}`))._embedded.messages).toEqual([]);
    expect((await s.call('/api/inbox?filter=state:GONE', { as: 'parent' })).status).toBe(400);
  });

  it('opens, reads (once) and archives a copy; a parent archives a child’s copy', async () => {
    const copy = (await inbox('member'))._embedded.messages.find(
      (d) => d.messageId === DEMO_MESSAGE_IDS.senior,
    )!;
    const read = await s.call(`/api/inbox/${copy.id}`, {
      as: 'member',
      method: 'PATCH',
      json: { read: true },
    });
    const first = ((await read.json()) as InboxMessageDoc).readAt;
    expect(first).not.toBeNull();
    const again = await s.call(`/api/inbox/${copy.id}`, {
      as: 'member',
      method: 'PATCH',
      json: { read: true },
    });
    expect(((await again.json()) as InboxMessageDoc).readAt).toBe(first);
    const archived = await s.call(`/api/inbox/${copy.id}`, {
      as: 'member',
      method: 'PATCH',
      json: { state: 'ARCHIVED' },
    });
    expect(((await archived.json()) as InboxMessageDoc).state).toBe('ARCHIVED');
    const restored = await s.call(`/api/inbox/${copy.id}`, {
      as: 'member',
      method: 'PATCH',
      json: { state: 'ACTIVE' },
    });
    expect(((await restored.json()) as InboxMessageDoc).version).toBeGreaterThan(copy.version + 2);

    const child = (await inbox('parent', '?filter=recipient:myDependants'))._embedded.messages[0]!;
    const res = await s.call(`/api/inbox/${child.id}`, {
      as: 'parent',
      method: 'PATCH',
      json: { state: 'ARCHIVED' },
    });
    expect(res.status).toBe(200);
    expect((await s.call(`/api/inbox/${child.id}`, { as: 'member' })).status).toBe(403);
    expect((await s.call(`/api/inbox/${uuidv7()}`, { as: 'member' })).status).toBe(404);
  });

  it('reaches the device through the messages collection, and archives offline through sync, once', async () => {
    const res = await s.call('/api/sync/pull?collections=messages', { as: 'parent' });
    const page = ((await res.json()) as PullResponse).collections.messages!;
    expect(page.documents.some((d) => (d as InboxMessageDoc).personId === CHILD)).toBe(true);
    expect(page.checkpoint?.scope).toBeTruthy();
    const copy = page.documents.find((d) => (d as InboxMessageDoc).personId === CHILD)! as InboxMessageDoc;
    const key = uuidv7();
    const mutation = {
      id: uuidv7(),
      idempotencyKey: key,
      op: 'message.setState',
      entityId: copy.id,
      baseVersion: copy.version,
      payload: { state: 'ARCHIVED' },
    };
    const push = async () => {
      const r = await s.call('/api/sync/push', {
        as: 'parent',
        method: 'POST',
        json: { protocol: 1, mutations: [mutation] },
      });
      return ((await r.json()) as PushResponse).results[0]!;
    };
    const first = await push();
    expect(first.status).toBe('applied');
    const replay = await push();
    expect(replay).toEqual(first);
    const after = await s.call(
      '/api/sync/pull?collections=messages&checkpoints=' +
        encodeURIComponent(JSON.stringify({ messages: page.checkpoint })),
      { as: 'parent' },
    );
    const changed = ((await after.json()) as PullResponse).collections.messages!
      .documents as InboxMessageDoc[];
    expect(changed.filter((d) => d.id === copy.id).map((d) => d.state)).toEqual(['ARCHIVED']);
  });
});

describe('idempotent replay', () => {
  it('mails each recipient too (a child through their parent, saying for whom), once, non-essential', async () => {
    const key = `mail-${uuidv7()}`;
    const res = await send(input({ toGroupIds: [COACH_TEAMS.u14], subject: key }));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const mails = await s.database.db
      .select()
      .from(notification)
      .where(like(notification.dedupeKey, `club-message:${id}%`));
    expect(mails.length).toBeGreaterThan(5);
    expect(mails.every((m) => m.channel === 'EMAIL' && !m.essential && m.status === 'QUEUED')).toBe(true);
    const toParent = mails.find((m) => m.dedupeKey === `club-message:${id}:for:${CHILD}`);
    expect(toParent).toMatchObject({ recipientPersonId: personId('demo:parent') });
    expect(toParent!.subject).toContain(key);
    expect(toParent!.body).toContain('The pitch is closed tonight');
    expect(toParent!.body).toContain('{app}/messages');
    expect(mails.some((m) => m.recipientPersonId === CHILD)).toBe(false);
  });

  it('sends a message once for a retried request with the same Idempotency-Key', async () => {
    const key = `message-${uuidv7()}`;
    const init = {
      as: 'coach',
      method: 'POST',
      json: input({ subject: key }),
      headers: { 'Idempotency-Key': key },
    };
    const first = await s.call('/api/comms/message', init);
    const again = await s.call('/api/comms/message', init);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const sent = await s.call('/api/comms/message?size=100', { as: 'coach' });
    const list = ((await sent.json()) as { _embedded: { messages: { subject: string }[] } })._embedded
      .messages;
    expect(list.filter((m) => m.subject === key)).toHaveLength(1);
  });
});
