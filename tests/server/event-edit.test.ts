/**
 * A sent event after sending (issue 53 item 6; domain/message/message-edit.contract.ts): edited by its
 * managers with the recipients told what changed (in their language, old → new), recipients added later
 * (nobody twice), and one recipient's copy read by that recipient, their parents and its managers only.
 */
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_NOTICE_TEXT } from '../../domain/comms/messages.ts';
import {
  type AddRecipientsAnswer,
  type EventEditAnswer,
  type RecipientContentDoc,
} from '../../domain/message/message-edit.contract.ts';
import type { EventDoc } from '../../domain/event/event.ts';
import { groundsId } from '../../server/db/seed/competition.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { notification, person } from '../../server/db/schema/index.ts';
import { personId } from '../../server/db/seed/people.ts';
import { COACH_TEAMS } from '../../server/db/seed/teams.ts';
import { translateMessage } from '../../server/i18n.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const inDays = (d: number, hour = 19) => {
  const t = new Date(Date.now() + d * 86_400_000);
  t.setUTCHours(hour, 0, 0, 0);
  return t.toISOString();
};
async function createEvent(groupId: string, over: Record<string, unknown> = {}): Promise<EventDoc> {
  const res = await s.call('/api/message', {
    as: 'coach',
    method: 'POST',
    json: {
      toGroupId: groupId,
      category: 'training',
      subject: 'Training',
      message: 'Bring boots.',
      startDate: inDays(3),
      duration: 60,
      requestResponse: true,
      viewOtherRecipientsNames: false,
      commsConsentAdditionalClub: false,
      sendNotificationReminder: false,
      ...over,
    },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as EventDoc;
}
const patch = (id: string, json: unknown, as = 'coach') =>
  s.call(`/api/message/${id}`, { as, method: 'PATCH', json });
const meId = async (as: string) =>
  ((await (await s.call('/api/person/me', { as })).json()) as { id: string }).id;
const mailsOf = (key: string) =>
  s.database.db.select().from(notification).where(like(notification.dedupeKey, key));

describe('editing a sent event', () => {
  it('changes the time and place, and tells each recipient old → new in their language', async () => {
    const parentId = await meId('parent');
    await s.database.db.update(person).set({ preferredLanguage: 'ga' }).where(eq(person.id, parentId));
    const e = await createEvent(COACH_TEAMS.u14);
    const res = await patch(e.id, { startDate: inDays(3, 20), placeId: groundsId(MAIN_CLUB_KEY) });
    expect(res.status).toBe(200);
    const body = (await res.json()) as EventEditAnswer;
    expect(body.changed).toEqual(['startDate', 'place']);
    expect(body.event.startDate).toBe(inDays(3, 20));
    expect(body.event.place?.id).toBe(groundsId(MAIN_CLUB_KEY));
    expect(body.event.version).toBeGreaterThan(e.version);
    expect(body.notified).toBeGreaterThan(0);

    const mails = await mailsOf(`event-edit-v${body.event.version}:${e.id}%`);
    expect(mails.length).toBe(body.notified);
    expect(mails.every((m) => !m.essential && m.body.includes('→'))).toBe(true);
    const toParent = mails.find((m) => m.recipientPersonId === parentId)!;
    expect(
      toParent.subject.startsWith(
        translateMessage(EVENT_NOTICE_TEXT.changedSubject, 'ga', {}).split(':')[0]!,
      ),
    ).toBe(true);
    expect(toParent.subject).not.toContain('Changed');
    const other = mails.find((m) => m.recipientPersonId !== parentId)!;
    expect(other.subject).toContain('Changed: Training');
    expect(other.body).toMatch(/Time: .* 19:00 → .* 20:00/);
    expect(other.body).toContain(`Place: ${body.event.place!.name} (none before)`);
  });

  it('tells nobody when the patch changes nothing, and says what the message now reads', async () => {
    const e = await createEvent(COACH_TEAMS.senior);
    const same = await patch(e.id, { subject: 'Training', duration: 60 });
    expect(same.status).toBe(200);
    expect((await same.json()) as EventEditAnswer).toMatchObject({ changed: [], notified: 0 });
    expect(await mailsOf(`event-edit-%:${e.id}%`)).toEqual([]);

    const edit = await patch(e.id, { subject: 'Gym session', message: 'Bring a towel.', duration: 90 });
    const body = (await edit.json()) as EventEditAnswer;
    expect(body.changed).toEqual(['subject', 'message', 'duration']);
    const [mail] = await mailsOf(`event-edit-v${body.event.version}:${e.id}%`);
    expect(mail!.body).toContain('Subject: Training → Gym session');
    expect(mail!.body).toContain('Duration: 60 → 90 minutes');
    expect(mail!.body).toContain('Bring a towel.');
  });

  it("checks the create form's rules, refuses a cancelled event and those who do not manage it", async () => {
    const e = await createEvent(COACH_TEAMS.senior);
    for (const bad of [
      {},
      { duration: 10 },
      { duration: 301 },
      { subject: 's'.repeat(256) },
      { subject: '' },
    ]) {
      expect((await patch(e.id, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await patch(e.id, { placeId: 'no-such-place' })).status).toBe(400);
    expect((await patch(e.id, { subject: 'Mine' }, 'member')).status).toBe(403);
    expect((await patch(e.id, { subject: 'Mine' }, 'parent')).status).toBe(403);
    expect((await patch(e.id, { subject: 'Club' }, 'officer')).status).toBe(200);
    const cancel = await s.call(`/api/message/${e.id}?mode=cancel`, { as: 'coach', method: 'DELETE' });
    expect(cancel.status).toBe(204);
    expect((await patch(e.id, { subject: 'Again' })).status).toBe(409);
    expect((await patch('no-such-event', { subject: 'Again' })).status).toBe(404);
  });
});

describe('recipients added later', () => {
  it('adds a club member once, who then reads the event; refuses people of another club', async () => {
    const e = await createEvent(COACH_TEAMS.senior);
    const refereeId = await meId('referee');
    expect((await s.call(`/api/message/${e.id}`, { as: 'referee' })).status).toBe(403);
    const add = (personIds: string[], as = 'coach') =>
      s.call(`/api/message/${e.id}/recipient`, { as, method: 'POST', json: { personIds } });
    const first = await add([refereeId, refereeId]);
    expect(first.status).toBe(200);
    const body = (await first.json()) as AddRecipientsAnswer;
    expect(body).toMatchObject({ added: 1, alreadyRecipients: 0 });
    expect(body.event.recipients.filter((r) => r.personId === refereeId)).toHaveLength(1);
    const again = (await (await add([refereeId])).json()) as AddRecipientsAnswer;
    expect(again).toMatchObject({ added: 0, alreadyRecipients: 1 });
    expect(again.event.recipients.filter((r) => r.personId === refereeId)).toHaveLength(1);
    expect((await s.call(`/api/message/${e.id}`, { as: 'referee' })).status).toBe(200);
    const events = (await (await s.call('/api/message?filter=recipient:me', { as: 'referee' })).json()) as {
      _embedded: { messages: EventDoc[] };
    };
    expect(events._embedded.messages.some((m) => m.id === e.id)).toBe(true);

    expect((await add(['no-such-person'])).status).toBe(400);
    expect((await add([])).status).toBe(400);
    expect((await add([refereeId], 'member')).status).toBe(403);
  });
});

describe("one recipient's copy", () => {
  it('is read by the recipient, their parent and its managers, and by no other recipient', async () => {
    const e = await createEvent(COACH_TEAMS.senior, { subject: 'Match prep' });
    await patch(e.id, { subject: 'Match preparation' });
    const memberId = await meId('member');
    const mine = e.recipients.find((r) => r.personId === memberId)!;
    const path = `/api/message/${e.id}/recipient/${mine.id}/content`;
    const asMember = await s.call(path, { as: 'member' });
    expect(asMember.status).toBe(200);
    const doc = (await asMember.json()) as RecipientContentDoc;
    expect(doc).toMatchObject({
      personId: memberId,
      subject: 'Match preparation',
      response: 'AWAITING_ACTION',
    });
    expect((await s.call(path, { as: 'coach' })).status).toBe(200);
    expect((await s.call(path, { as: 'referee' })).status).toBe(403);
    expect((await s.call(path, { as: 'parent' })).status).toBe(403);
    const other = e.recipients.find((r) => r.personId !== memberId)!;
    expect(
      (await s.call(`/api/message/${e.id}/recipient/${other.id}/content`, { as: 'member' })).status,
    ).toBe(403);
    expect((await s.call(`/api/message/${e.id}/recipient/nobody/content`, { as: 'coach' })).status).toBe(404);

    // A parent reads their child's copy (the child has no address of their own).
    const u14 = await createEvent(COACH_TEAMS.u14);
    const child = u14.recipients.find((r) => r.personId === personId('demo:parent:child-older'))!;
    const childPath = `/api/message/${u14.id}/recipient/${child.id}/content`;
    expect((await s.call(childPath, { as: 'parent' })).status).toBe(200);
    expect((await s.call(childPath, { as: 'member' })).status).toBe(403);
  });
});

describe('idempotent replays', () => {
  it('replays a retried edit and a retried addition (Idempotency-Key): one change, one batch of mail', async () => {
    const e = await createEvent(COACH_TEAMS.senior);
    const key = crypto.randomUUID();
    const edit = () =>
      s.call(`/api/message/${e.id}`, {
        as: 'coach',
        method: 'PATCH',
        headers: { 'Idempotency-Key': key },
        json: { duration: 45 },
      });
    const first = (await (await edit()).json()) as EventEditAnswer;
    const again = await edit();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await again.json()) as EventEditAnswer).toEqual(first);
    expect(await mailsOf(`event-edit-%:${e.id}%`)).toHaveLength(first.notified);

    const refereeId = await meId('referee');
    const addKey = crypto.randomUUID();
    const add = () =>
      s.call(`/api/message/${e.id}/recipient`, {
        as: 'coach',
        method: 'POST',
        headers: { 'Idempotency-Key': addKey },
        json: { personIds: [refereeId] },
      });
    const added = (await (await add()).json()) as AddRecipientsAnswer;
    const replay = await add();
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(((await replay.json()) as AddRecipientsAnswer).added).toBe(added.added);
    expect(added.added).toBe(1);
  });
});
