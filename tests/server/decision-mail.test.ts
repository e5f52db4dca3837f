/**
 * Decisions on a person's applications go out as mail through the outbox (issue 28 item 3): an injury
 * notification submitted tells the club's secretaries, its approval tells the claimant, in the claimant's
 * language, with a link to the app built from PUBLIC_URL at delivery (never a request's host); a replayed
 * decision sends nothing twice.
 */
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appLink, resolveAppLinks } from '../../domain/comms/delivery.ts';
import { INJURY_NOTIFICATION_MAIL } from '../../domain/injury/notification-mail.ts';
import { createTransports } from '../../server/adapters/notifications/select-transport.ts';
import { notification, person } from '../../server/db/schema/index.ts';
import { translateMessage } from '../../server/i18n.ts';
import { deliverDue } from '../../server/jobs/delivery.ts';
import { startMailSink, type MailSink } from '../support/mail-sink.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { notificationBody } from './injury-notification-body.ts';

const PUBLIC_URL = 'https://pairc.example';
let s: TestServer;
let sink: MailSink;
const idOf = async (as: string) =>
  ((await (await s.call('/api/person/me', { as })).json()) as { id: string }).id;

beforeAll(async () => {
  s = await startTestServer();
  sink = await startMailSink();
});
afterAll(async () => {
  await sink.close();
  await s.close();
});

async function deliverAll() {
  const transports = createTransports({
    SMTP_URL: sink.url,
    MAIL_FROM: 'Páirc <no-reply@pairc.example>',
    SMS_API_URL: 'https://api.twilio.com',
  });
  const now = new Date(Date.now() + 1000);
  for (let i = 0; i < 20; i++) {
    const c = await deliverDue(s.database.db, { transports, publicUrl: PUBLIC_URL, now });
    if (c.sent + c.retried + c.dead + c.suppressed + c.held === 0) return;
  }
}
const rows = (id: string) =>
  s.database.db
    .select()
    .from(notification)
    .where(like(notification.dedupeKey, `injury-notification:${id}:%`));
const patch = (id: string, as: string, json: unknown) =>
  s.call(`/api/player-injury-notification/${id}`, { as, method: 'PATCH', json });

describe('app links in mail', () => {
  it('become PUBLIC_URL links, whatever the slashes', () => {
    expect(resolveAppLinks(`Open: ${appLink('player-injury')}`, 'https://x.ie/')).toBe(
      'Open: https://x.ie/player-injury',
    );
  });
});

describe('injury notification decisions', () => {
  it('tell the secretaries on submit and the claimant on approval, in the claimant’s language, once', async () => {
    const memberId = await idOf('member');
    const officerId = await idOf('officer');
    await s.database.db.update(person).set({ preferredLanguage: 'ga' }).where(eq(person.id, memberId));
    try {
      const created = await s.call('/api/player-injury-notification', {
        as: 'member',
        method: 'POST',
        json: notificationBody(memberId, {}),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      expect((await patch(id, 'member', { action: 'submit' })).status).toBe(200);
      const submitted = await rows(id);
      expect(submitted.map((r) => r.recipientPersonId)).toContain(officerId);
      expect(submitted.every((r) => r.dedupeKey.endsWith(':AWAITING_APPROVAL'))).toBe(true);

      const form = new FormData();
      form.set('file', new Blob(['%PDF-1.4 report'], { type: 'application/pdf' }), 'report.pdf');
      form.set('additionalType', 'REFEREE_REPORT');
      await s.call(`/api/player-injury-notification/${id}/document`, {
        as: 'member',
        method: 'POST',
        body: form,
      });
      expect((await patch(id, 'officer', { action: 'approve', confirmed: true })).status).toBe(200);
      expect((await patch(id, 'officer', { action: 'approve', confirmed: true })).status).toBe(409);
      const approved = (await rows(id)).filter((r) => r.dedupeKey.endsWith(':APPROVED'));
      expect(approved.map((r) => r.recipientPersonId)).toEqual([memberId]);
      expect(approved[0]!.essential).toBe(true);
      expect(approved[0]!.body).not.toContain(PUBLIC_URL);

      await deliverAll();
      const [member] = await s.database.db.select().from(person).where(eq(person.id, memberId));
      const mail = sink.mails.find(
        (m) =>
          m.to.includes(member!.email!) &&
          m.subject.startsWith(translateMessage(INJURY_NOTIFICATION_MAIL.subject, 'ga', { name: '' }).trim()),
      );
      expect(mail, 'the approval mail reached the claimant').toBeDefined();
      expect(mail!.headers).toMatch(/^Content-Language: ga$/im);
      expect(mail!.text).toContain(`${PUBLIC_URL}/player-injury`);
      expect(mail!.text).not.toContain('{app}');
      expect(INJURY_NOTIFICATION_MAIL.byStatus.APPROVED.message).not.toBe(
        translateMessage(INJURY_NOTIFICATION_MAIL.byStatus.APPROVED, 'ga'),
      );
    } finally {
      await s.database.db.update(person).set({ preferredLanguage: 'en' }).where(eq(person.id, memberId));
    }
  });
});
