/**
 * Notices to an event's recipients when it is cancelled or deleted with notify=true (seed 2 §2 Events: "cancel
 * or delete event with optional notification of recipients and a reason"). Each recipient with an e-mail
 * address is written to in their preferredLanguage; a recipient without one (a child) through their parents
 * and guardians, saying for whom. Queued in the outbox in the cancelling transaction, once per (event,
 * person); non-essential mail, so it carries the unsubscribe link.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { EVENT_NOTICE_TEXT } from '../../../domain/comms/messages.ts';
import { dublinParts } from '../../../domain/event/event.ts';
import { localNotifications, type NotificationAdapter } from '../../adapters/notifications/notifications.ts';
import type { Db } from '../../db/client.ts';
import { event, eventRecipient, person, team } from '../../db/schema/index.ts';
import { pickLocale, translateMessage } from '../../i18n.ts';
import { guardiansOf } from '../family/guardianship.ts';

export async function sendEventNotices(
  db: Db,
  eventId: string,
  mode: 'cancel' | 'delete',
  reason: string | null,
  notify: NotificationAdapter = localNotifications,
): Promise<number> {
  const [e] = await db
    .select({ subject: event.subject, startDate: event.startDate, team: team.name })
    .from(event)
    .innerJoin(team, eq(team.id, event.groupId))
    .where(eq(event.id, eventId));
  if (!e) return 0;
  const recipients = await db
    .select({
      id: person.id,
      email: person.email,
      language: person.preferredLanguage,
      name: sql<string>`${person.givenName} || ' ' || ${person.familyName}`,
    })
    .from(eventRecipient)
    .innerJoin(person, eq(person.id, eventRecipient.personId))
    .where(eq(eventRecipient.eventId, eventId));
  const carers = await guardiansOf(
    db,
    recipients.filter((r) => !r.email).map((r) => r.id),
  );
  const carerIds = [...new Set([...carers.values()].flat())];
  const carerRows = new Map(
    (carerIds.length === 0
      ? []
      : await db
          .select({ id: person.id, email: person.email, language: person.preferredLanguage })
          .from(person)
          .where(inArray(person.id, carerIds))
    ).map((c) => [c.id, c]),
  );

  // To whom, in which language, and for whom (a child without an address is written about to their carers).
  const letters: {
    to: string;
    address: string | null;
    language: string;
    child?: { id: string; name: string };
  }[] = [];
  for (const r of recipients) {
    if (r.email) letters.push({ to: r.id, address: r.email, language: r.language });
    else
      for (const g of carers.get(r.id) ?? []) {
        const c = carerRows.get(g);
        letters.push({
          to: g,
          address: c?.email ?? null,
          language: c?.language ?? 'en',
          child: { id: r.id, name: r.name },
        });
      }
  }

  const when = dublinParts(e.startDate);
  let sent = 0;
  for (const l of letters) {
    const lang = pickLocale(l.language);
    const values = {
      subject: e.subject,
      team: e.team,
      date: `${Number(when.day)}/${Number(when.month)}/${when.year}`,
      time: `${when.hour}:${when.minute}`,
      reason: reason ?? '',
      name: l.child?.name ?? '',
    };
    const lines = [translateMessage(EVENT_NOTICE_TEXT.cancelledBody, lang, values)];
    if (reason) lines.push(translateMessage(EVENT_NOTICE_TEXT.reason, lang, values));
    if (l.child) lines.push(translateMessage(EVENT_NOTICE_TEXT.forDependant, lang, values));
    const subject = mode === 'delete' ? EVENT_NOTICE_TEXT.deletedSubject : EVENT_NOTICE_TEXT.cancelledSubject;
    const fresh = await notify.send(db, {
      channel: 'EMAIL',
      recipientPersonId: l.to,
      address: l.address,
      subject: translateMessage(subject, lang, values),
      body: lines.join('\n'),
      // Once per (event, person, child): a parent of two players on the team hears once for each.
      dedupeKey: `event-${mode}:${eventId}${l.child ? `:for:${l.child.id}` : ''}`,
      essential: false,
    });
    if (fresh) sent++;
  }
  return sent;
}
