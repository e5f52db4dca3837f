/**
 * Delivery of the notification outbox (issue 28 item 3): mail over SMTP to a sink started here (smtp-server),
 * SMS through a server speaking Twilio's Messages API, in each recipient's language; the unsubscribe link of
 * non-essential mail; retries with backoff, dead letters and the admins' outbox; the per-recipient hourly limit.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, RECIPIENT_LIMIT_PER_HOUR } from '../../domain/comms/delivery.ts';
import { EVENT_NOTICE_TEXT, UNSUBSCRIBE_TEXT } from '../../domain/comms/messages.ts';
import {
  localNotifications,
  type OutgoingNotification,
} from '../../server/adapters/notifications/notifications.ts';
import { createTransports } from '../../server/adapters/notifications/select-transport.ts';
import { event, notification, notificationOptOut, person } from '../../server/db/schema/index.ts';
import { COACH_TEAMS } from '../../server/db/seed/teams.ts';
import { EnvError, loadEnv } from '../../server/env.ts';
import { translateMessage } from '../../server/i18n.ts';
import { deliverDue } from '../../server/jobs/delivery.ts';
import { runEventReminders } from '../../server/jobs/event-reminders.ts';
import { startMailSink, type MailSink } from '../support/mail-sink.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;

let sink: MailSink;
let mails: MailSink['mails'] = [];

// ---- a server speaking Twilio's Messages API ----------------------------------------------------------------
const sms: { path: string; auth: string; form: URLSearchParams }[] = [];
let smsStatus = 201;
let twilio: Server;
let twilioUrl = '';
const bodyOf = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let b = '';
    req.on('data', (c: Buffer) => (b += c.toString()));
    req.on('end', () => resolve(b));
  });

beforeAll(async () => {
  s = await startTestServer();
  sink = await startMailSink();
  mails = sink.mails;
  twilio = createServer((req, res) => {
    void bodyOf(req).then((b) => {
      sms.push({ path: req.url ?? '', auth: req.headers.authorization ?? '', form: new URLSearchParams(b) });
      res.writeHead(smsStatus, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: 'SM1' }));
    });
  });
  await new Promise<void>((r) => twilio.listen(0, '127.0.0.1', r));
  twilioUrl = `http://127.0.0.1:${(twilio.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await sink.close();
  await new Promise<void>((r) => twilio.close(() => r()));
  await s.close();
});

const PUBLIC_URL = 'https://pairc.example';
const transports = () =>
  createTransports({
    SMTP_URL: sink.url,
    MAIL_FROM: 'Páirc <no-reply@pairc.example>',
    TWILIO_ACCOUNT_SID: 'AC123',
    TWILIO_AUTH_TOKEN: 'secret-token',
    SMS_FROM: '+353870000000',
    SMS_API_URL: twilioUrl,
  });
/**
 * Runs the job at `now` until nothing more is due then. By default a second ahead: PostgreSQL stamps a queued
 * row's next_attempt_at in microseconds, a JS Date has milliseconds, so "now" taken just after queuing can be
 * earlier than the row's time.
 */
async function deliverAll(now = new Date(Date.now() + 1000)) {
  const t = transports();
  for (let i = 0; i < 50; i++) {
    const c = await deliverDue(s.database.db, { transports: t, publicUrl: PUBLIC_URL, now });
    if (c.sent + c.retried + c.dead + c.suppressed + c.held === 0) return;
  }
}
const rowsWhere = (key: string) =>
  s.database.db.select().from(notification).where(like(notification.dedupeKey, key));
const queue = (n: Partial<OutgoingNotification> & { dedupeKey: string; address: string | null }) =>
  localNotifications.send(s.database.db, {
    channel: 'EMAIL',
    recipientPersonId: null,
    subject: 'Test',
    body: 'Body',
    ...n,
  });
const personOf = async (as: string) =>
  ((await (await s.call('/api/person/me', { as })).json()) as { id: string; email: string }).id;

describe('delivery over SMTP', () => {
  let eventId = '';
  let parentId = '';

  it("mails an event's cancellation to every recipient, a child's to the parent, each in their language", async () => {
    parentId = await personOf('parent');
    await s.database.db.update(person).set({ preferredLanguage: 'ga' }).where(eq(person.id, parentId));
    const created = await s.call('/api/message', {
      as: 'coach',
      method: 'POST',
      json: {
        toGroupId: COACH_TEAMS.u14,
        category: 'training',
        subject: 'Hurling training',
        message: 'Helmets on.',
        startDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        duration: 60,
        requestResponse: true,
        viewOtherRecipientsNames: false,
        commsConsentAdditionalClub: false,
        sendNotificationReminder: false,
      },
    });
    expect(created.status).toBe(201);
    eventId = ((await created.json()) as { id: string }).id;
    const cancel = await s.call(`/api/message/${eventId}?mode=cancel&notify=true&reason=Pitch waterlogged`, {
      as: 'coach',
      method: 'DELETE',
    });
    expect(cancel.status).toBe(204);

    const queued = await rowsWhere(`event-cancel:${eventId}%`);
    expect(queued.length).toBeGreaterThanOrEqual(10);
    expect(queued.every((r) => r.status === 'QUEUED' && !r.essential)).toBe(true);
    // The parent hears for each child on the team (no address of their own), once each.
    const forChildren = queued.filter((r) => r.recipientPersonId === parentId);
    expect(forChildren.length).toBeGreaterThanOrEqual(1);

    await deliverAll();
    const after = await rowsWhere(`event-cancel:${eventId}%`);
    expect(after.every((r) => r.status === 'SENT' && r.transport === 'smtp' && r.attempts === 1)).toBe(true);

    const [parent] = await s.database.db.select().from(person).where(eq(person.id, parentId));
    const toParent = mails.filter((m) => m.to.includes(parent!.email!));
    expect(toParent).toHaveLength(forChildren.length);
    const irishSubject = translateMessage(EVENT_NOTICE_TEXT.cancelledSubject, 'ga', {
      subject: 'Hurling training',
      date: '',
    });
    expect(irishSubject).not.toBe(
      translateMessage(EVENT_NOTICE_TEXT.cancelledSubject, 'en', { subject: 'Hurling training', date: '' }),
    );
    const mail = toParent[0]!;
    expect(mail.headers).toMatch(/^Content-Language: ga$/im);
    expect(mail.subject.startsWith(irishSubject.split(',')[0]!)).toBe(true);
    expect(mail.text).toContain('Pitch waterlogged');
    // The footer's link is built from PUBLIC_URL, never from a request; one-click unsubscribe header too.
    expect(mail.text).toContain(`${PUBLIC_URL}/unsubscribe/`);
    expect(mail.headers).toMatch(new RegExp(`^List-Unsubscribe: <${PUBLIC_URL}/unsubscribe/[^>]+>$`, 'im'));
    expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);
    // An English-speaking player's notice is in English, from the configured sender.
    const english = mails.find((m) => /^Content-Language: en$/im.test(m.headers) && m.text.includes('Pitch'));
    expect(english?.subject).toMatch(/^Cancelled: Hurling training, \d{1,2}\/\d{1,2}\/\d{4}$/);
    expect(english?.headers).toMatch(/^From: .*no-reply@pairc\.example/im);
  });

  it('unsubscribes by the footer link: non-essential mail is suppressed after, essential mail still goes', async () => {
    const [parent] = await s.database.db.select().from(person).where(eq(person.id, parentId));
    const mail = mails.find((m) => m.to.includes(parent!.email!))!;
    const link = new RegExp(`${PUBLIC_URL}(/unsubscribe/[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)`).exec(
      mail.text,
    )![1]!;

    const shown = await s.call(link);
    expect(shown.status).toBe(200);
    const page = await shown.text();
    expect(page).toContain('<form method="post">');
    expect(page).toContain(translateMessage(UNSUBSCRIBE_TEXT.confirm, 'ga'));
    // Looking at the page changes nothing (mail scanners follow links).
    expect(
      await s.database.db.select().from(notificationOptOut).where(eq(notificationOptOut.personId, parentId)),
    ).toEqual([]);

    const tampered = `${link.slice(0, -2)}xx`;
    expect((await s.call(tampered, { method: 'POST' })).status).toBe(404);
    const done = await s.call(link, { method: 'POST' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(translateMessage(UNSUBSCRIBE_TEXT.done, 'ga'));

    await queue({
      dedupeKey: 'test-club-news:1',
      recipientPersonId: parentId,
      address: parent!.email,
      essential: false,
    });
    await queue({ dedupeKey: 'test-invite:1', recipientPersonId: parentId, address: parent!.email });
    await deliverAll();
    const [news] = await rowsWhere('test-club-news:1');
    const [invite] = await rowsWhere('test-invite:1');
    expect(news).toMatchObject({ status: 'SUPPRESSED', lastError: 'unsubscribed' });
    expect(invite).toMatchObject({ status: 'SENT', transport: 'smtp' });
    // An essential mail has no unsubscribe footer.
    const inviteMail = mails.filter((m) => m.to.includes(parent!.email!)).at(-1)!;
    expect(inviteMail.text).not.toContain('/unsubscribe/');
    expect(inviteMail.headers).not.toMatch(/^List-Unsubscribe:/im);
  });

  it('retries a temporary refusal with backoff until it is dead; a permanent refusal is dead at once', async () => {
    sink.refuse('busy@club.example', 451);
    sink.refuse('nobody@club.example', 550);
    await queue({ dedupeKey: 'test-busy:1', address: 'busy@club.example' });
    await queue({ dedupeKey: 'test-nobody:1', address: 'nobody@club.example' });
    let now = new Date(Date.now() + 1000);
    await deliverAll(now);
    const [nobody] = await rowsWhere('test-nobody:1');
    expect(nobody).toMatchObject({ status: 'DEAD', attempts: 1 });
    expect(nobody!.lastError).toMatch(/^smtp 550/);

    const waits: number[] = [];
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      const [busy] = await rowsWhere('test-busy:1');
      expect(busy).toMatchObject({ status: 'QUEUED', attempts: i });
      waits.push((busy!.nextAttemptAt.getTime() - now.getTime()) / 60_000);
      // Not due a second early.
      await deliverAll(new Date(busy!.nextAttemptAt.getTime() - 1000));
      expect((await rowsWhere('test-busy:1'))[0]!.attempts).toBe(i);
      now = busy!.nextAttemptAt;
      await deliverAll(now);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60]);
    const [busy] = await rowsWhere('test-busy:1');
    expect(busy).toMatchObject({ status: 'DEAD', attempts: MAX_ATTEMPTS });
    expect(busy!.lastError).toMatch(/^smtp 451/);
  });

  it('shows the outbox and its dead letters to super admins, who can queue one again', async () => {
    expect((await s.call('/api/dev/notifications', { as: 'officer' })).status).toBe(403);
    const res = await s.call('/api/dev/notifications?filter=status:DEAD&search=club.example', {
      as: 'super-admin',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      _embedded: { notifications: { id: string; address: string; status: string }[] };
      page: { totalElements: number };
      counts: Record<string, number>;
    };
    expect(body._embedded.notifications.map((n) => n.address).sort()).toEqual([
      'busy@club.example',
      'nobody@club.example',
    ]);
    expect(body.counts.DEAD).toBeGreaterThanOrEqual(2);
    expect(body.counts.SENT).toBeGreaterThanOrEqual(10);
    expect((await s.call('/api/dev/notifications?filter=colour:red', { as: 'super-admin' })).status).toBe(
      400,
    );

    sink.refuse('busy@club.example', 0);
    const busy = body._embedded.notifications.find((n) => n.address === 'busy@club.example')!;
    expect(
      (await s.call(`/api/dev/notifications/${busy.id}/retry`, { as: 'officer', method: 'POST' })).status,
    ).toBe(403);
    expect(
      (await s.call(`/api/dev/notifications/${busy.id}/retry`, { as: 'super-admin', method: 'POST' })).status,
    ).toBe(204);
    await deliverAll();
    expect((await rowsWhere('test-busy:1'))[0]).toMatchObject({ status: 'SENT', attempts: 1 });
    const again = await s.call(`/api/dev/notifications/${busy.id}/retry`, {
      as: 'super-admin',
      method: 'POST',
    });
    expect(again.status).toBe(409);
    expect(
      (await s.call('/api/dev/notifications/nope/retry', { as: 'super-admin', method: 'POST' })).status,
    ).toBe(404);
  });

  it('holds non-essential mail over the hourly limit per address until the window frees; essential mail passes', async () => {
    for (let i = 0; i < RECIPIENT_LIMIT_PER_HOUR + 2; i++)
      await queue({ dedupeKey: `test-news:${i}`, address: 'fan@club.example', essential: false });
    await queue({ dedupeKey: 'test-receipt:1', address: 'fan@club.example' });
    const now = new Date(Date.now() + 1000);
    await deliverAll(now);
    const rows = await rowsWhere('test-news:%');
    expect(rows.filter((r) => r.status === 'SENT')).toHaveLength(RECIPIENT_LIMIT_PER_HOUR);
    const held = rows.filter((r) => r.status === 'QUEUED');
    expect(held).toHaveLength(2);
    expect(held.every((r) => r.nextAttemptAt.getTime() === now.getTime() + 3600_000)).toBe(true);
    expect((await rowsWhere('test-receipt:1'))[0]!.status).toBe('SENT');
    await deliverAll(new Date(now.getTime() + 3600_000));
    expect((await rowsWhere('test-news:%')).every((r) => r.status === 'SENT')).toBe(true);
  });

  it('reminds the recipients an hour before an event that asked for it, once, and never of a cancelled one', async () => {
    const make = async (minutes: number, reminder: boolean, subject: string) => {
      const res = await s.call('/api/message', {
        as: 'coach',
        method: 'POST',
        json: {
          toGroupId: COACH_TEAMS.senior,
          category: 'training',
          subject,
          message: 'Bring a water bottle.',
          startDate: new Date(Date.now() + minutes * 60_000).toISOString(),
          duration: 60,
          requestResponse: true,
          viewOtherRecipientsNames: false,
          commsConsentAdditionalClub: false,
          sendNotificationReminder: reminder,
        },
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    };
    // The seed's trainings today (18:00, 19:30) ask for reminders too: out of the way, so the counts are ours
    // whatever the time of day the test runs.
    await s.database.db.update(event).set({ sendNotificationReminder: false });
    const soon = await make(40, true, 'Sprints');
    const later = await make(180, true, 'Later sprints');
    const quiet = await make(30, false, 'No reminder');
    const cancelled = await make(20, true, 'Called off');
    await s.call(`/api/message/${cancelled}?mode=cancel`, { as: 'coach', method: 'DELETE' });

    const now = new Date();
    expect(await runEventReminders(s.database.db, now)).toBe(1);
    expect(await runEventReminders(s.database.db, now)).toBe(0);
    const queued = await rowsWhere(`event-reminder:${soon}%`);
    expect(queued.length).toBeGreaterThanOrEqual(10);
    expect(queued.every((r) => !r.essential && r.subject.startsWith('Reminder: Sprints at '))).toBe(true);
    expect(queued[0]!.body).toContain('Bring a water bottle.');
    for (const id of [later, quiet, cancelled]) expect(await rowsWhere(`event-reminder:${id}%`)).toEqual([]);
    // Two hours on, the later one is due.
    expect(await runEventReminders(s.database.db, new Date(now.getTime() + 2 * 3600_000))).toBe(1);
    expect((await rowsWhere(`event-reminder:${later}%`)).length).toBeGreaterThan(0);
  });

  it('suppresses a message with no address', async () => {
    await queue({ dedupeKey: 'test-nowhere:1', address: null });
    await deliverAll();
    expect((await rowsWhere('test-nowhere:1'))[0]).toMatchObject({
      status: 'SUPPRESSED',
      lastError: 'no address',
    });
  });
});

describe('delivery of SMS through Twilio’s API', () => {
  it('posts To, From and Body with the account’s basic auth; a bad number is dead, a 503 is retried', async () => {
    await queue({ channel: 'SMS', dedupeKey: 'test-sms:1', address: '+353871234567', body: 'Score please' });
    await deliverAll();
    expect(sms).toHaveLength(1);
    expect(sms[0]!.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(sms[0]!.auth).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(Object.fromEntries(sms[0]!.form)).toEqual({
      To: '+353871234567',
      From: '+353870000000',
      Body: 'Score please',
    });
    expect((await rowsWhere('test-sms:1'))[0]).toMatchObject({ status: 'SENT', transport: 'twilio' });

    smsStatus = 400;
    await queue({ channel: 'SMS', dedupeKey: 'test-sms:2', address: '+1' });
    smsStatus = 400;
    await deliverAll();
    expect((await rowsWhere('test-sms:2'))[0]).toMatchObject({ status: 'DEAD', attempts: 1 });
    smsStatus = 503;
    await queue({ channel: 'SMS', dedupeKey: 'test-sms:3', address: '+353871234568' });
    await deliverAll();
    expect((await rowsWhere('test-sms:3'))[0]).toMatchObject({ status: 'QUEUED', attempts: 1 });
    smsStatus = 201;
  });

  it('refuses half an SMS configuration at start', () => {
    expect(() => loadEnv({ TWILIO_ACCOUNT_SID: 'AC1', SMS_FROM: '+353' })).toThrow(EnvError);
    expect(() => loadEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(loadEnv({ SMTP_URL: 'smtps://u:p@mail.example:465' }).SMTP_URL).toBe(
      'smtps://u:p@mail.example:465',
    );
  });
});

it('leaves nothing of the tests queued twice: one row per (reason, channel, recipient)', async () => {
  const keys = ['test-busy:1', 'test-nobody:1'];
  expect(await queue({ dedupeKey: keys[0]!, address: 'busy@club.example' })).toBe(false);
  const rows = await s.database.db
    .select()
    .from(notification)
    .where(and(inArray(notification.dedupeKey, keys), eq(notification.channel, 'EMAIL')));
  expect(rows).toHaveLength(2);
});
