/**
 * Mail to an event's recipients (seed 2 §2 Events, §9 "reminder 1 hour before"):
 *
 * - a notice when it is cancelled or deleted with notify=true ("cancel or delete event with optional
 *   notification of recipients and a reason");
 * - a notice when it is edited after sending (PATCH /message/{id}): what changed, old → new for the time
 *   and the place, and the message as it now reads (once per edit: the key carries the event's version);
 * - a reminder an hour before it starts, when it was created with sendNotificationReminder
 *   (server/jobs/event-reminders.ts).
 *
 * Each recipient with an e-mail address is written to in their preferredLanguage; a recipient without one (a
 * child) through their parents and guardians, saying for whom. Queued in the outbox in the caller's
 * transaction, once per (event, kind, person, child); non-essential mail, so it carries the unsubscribe link.
 */
import { eq } from 'drizzle-orm';
import { EVENT_NOTICE_TEXT } from '../../../domain/comms/messages.ts';
import { dublinParts } from '../../../domain/lib/dates.ts';
import { localNotifications, type NotificationAdapter } from '../../adapters/notifications/notifications.ts';
import type { Db } from '../../db/client.ts';
import { event, eventRecipient, team } from '../../db/schema/index.ts';
import { pickLocale, translateMessage } from '../../i18n.ts';
import { lettersTo, type Letter } from '../family/letters.ts';

type Text = { id: string; message: string };

/** Who is written to about an event: its recipients, or the carers of those without an address. */
async function lettersFor(db: Db, eventId: string): Promise<Letter[]> {
  const rows = await db
    .select({ id: eventRecipient.personId })
    .from(eventRecipient)
    .where(eq(eventRecipient.eventId, eventId));
  return lettersTo(
    db,
    rows.map((r) => r.id),
  );
}

/**
 * Queues one mail per letter: `subject` and `lines` in the letter's language, then `note` as written (the
 * sender's message); answers how many were new.
 */
async function write(
  db: Db,
  eventId: string,
  kind: string,
  parts: { subject: Text; lines: Text[]; values: Record<string, string>; note?: string },
  notify: NotificationAdapter,
): Promise<number> {
  const [e] = await db
    .select({ subject: event.subject, startDate: event.startDate, team: team.name })
    .from(event)
    .innerJoin(team, eq(team.id, event.groupId))
    .where(eq(event.id, eventId));
  if (!e) return 0;
  const when = dublinParts(e.startDate);
  let sent = 0;
  for (const l of await lettersFor(db, eventId)) {
    const lang = pickLocale(l.language);
    const values = {
      subject: e.subject,
      team: e.team,
      date: `${Number(when.day)}/${Number(when.month)}/${when.year}`,
      time: `${when.hour}:${when.minute}`,
      name: l.child?.name ?? '',
      ...parts.values,
    };
    const lines = parts.lines.map((m) => translateMessage(m, lang, values));
    if (parts.note) lines.push('', parts.note);
    if (l.child) lines.push(translateMessage(EVENT_NOTICE_TEXT.forDependant, lang, values));
    const fresh = await notify.send(db, {
      channel: 'EMAIL',
      recipientPersonId: l.to,
      address: l.address,
      subject: translateMessage(parts.subject, lang, values),
      body: lines.join('\n'),
      // Once per (event, kind, person, child): a parent of two players on the team hears once for each.
      dedupeKey: `${kind}:${eventId}${l.child ? `:for:${l.child.id}` : ''}`,
      essential: false,
    });
    if (fresh) sent++;
  }
  return sent;
}

export function sendEventNotices(
  db: Db,
  eventId: string,
  mode: 'cancel' | 'delete',
  reason: string | null,
  notify: NotificationAdapter = localNotifications,
): Promise<number> {
  const T = EVENT_NOTICE_TEXT;
  return write(
    db,
    eventId,
    `event-${mode}`,
    {
      subject: mode === 'delete' ? T.deletedSubject : T.cancelledSubject,
      lines: reason ? [T.cancelledBody, T.reason] : [T.cancelledBody],
      values: { reason: reason ?? '' },
    },
    notify,
  );
}

export async function sendEventReminder(
  db: Db,
  eventId: string,
  notify: NotificationAdapter = localNotifications,
): Promise<number> {
  const [e] = await db.select({ message: event.message }).from(event).where(eq(event.id, eventId));
  const T = EVENT_NOTICE_TEXT;
  return write(
    db,
    eventId,
    'event-reminder',
    // The sender's own message follows, as they wrote it.
    { subject: T.reminderSubject, lines: [T.reminderBody], values: {}, ...(e ? { note: e.message } : {}) },
    notify,
  );
}

/** What an edit changed, old and new (an edit of the message itself carries only the new text). */
export interface EventChanges {
  subject?: { old: string };
  start?: { old: Date; new: Date };
  duration?: { old: number; new: number };
  place?: { old: string | null; new: string | null };
  message?: { new: string };
}

const wallClock = (d: Date) => {
  const p = dublinParts(d);
  return `${Number(p.day)}/${Number(p.month)}/${p.year} ${p.hour}:${p.minute}`;
};

/** Tells each recipient what an edit changed, in their language; once per (edit, person, child). */
export function sendEventChangeNotice(
  db: Db,
  eventId: string,
  version: number,
  changes: EventChanges,
  notify: NotificationAdapter = localNotifications,
): Promise<number> {
  const T = EVENT_NOTICE_TEXT;
  const lines: Text[] = [T.changedBody];
  const values: Record<string, string> = {};
  if (changes.subject) {
    lines.push(T.changedTitle);
    values.oldSubject = changes.subject.old;
  }
  if (changes.start) {
    lines.push(T.changedTime);
    values.oldWhen = wallClock(changes.start.old);
    values.newWhen = wallClock(changes.start.new);
  }
  if (changes.duration) {
    lines.push(T.changedDuration);
    values.oldDuration = String(changes.duration.old);
    values.newDuration = String(changes.duration.new);
  }
  if (changes.place) {
    const { old, new: now } = changes.place;
    lines.push(old && now ? T.changedPlace : now ? T.placeSet : T.placeCleared);
    values.oldPlace = old ?? '';
    values.newPlace = now ?? '';
  }
  if (changes.message) lines.push(T.changedMessage);
  return write(
    db,
    eventId,
    `event-edit-v${version}`,
    {
      subject: T.changedSubject,
      lines,
      values,
      ...(changes.message ? { note: changes.message.new } : {}),
    },
    notify,
  );
}
