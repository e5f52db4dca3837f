/**
 * Event reminders (seed 2 §9: "reminder 1 hour before"): every minute, each active event created with
 * sendNotificationReminder that starts within the next hour and has not been reminded of is claimed in
 * event_reminder (one row per event: the claim and the mails commit together, so several processes remind
 * once) and its recipients are mailed (server/services/event/event-notices.ts sendEventReminder).
 */
import { and, eq, gt, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { event, eventReminder } from '../db/schema/index.ts';
import { sendEventReminder } from '../services/event/event-notices.ts';
import { every, type RunningJob } from './interval.ts';

export const EVENT_REMINDER_INTERVAL_MS = 60_000;
const LEAD_MS = 60 * 60_000;

/** One run at `now`: answers how many events were reminded of. */
export async function runEventReminders(db: Db, now: Date = new Date()): Promise<number> {
  const due = await db
    .select({ id: event.id })
    .from(event)
    .where(
      and(
        eq(event.sendNotificationReminder, true),
        eq(event.status, 'ACTIVE'),
        isNull(event.deletedAt),
        gt(event.startDate, now),
        lte(event.startDate, new Date(now.getTime() + LEAD_MS)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(eventReminder)
            .where(eq(eventReminder.eventId, event.id)),
        ),
      ),
    )
    .limit(100);
  let reminded = 0;
  for (const { id } of due) {
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(eventReminder)
        .values({ eventId: id, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: eventReminder.eventId });
      if (rows.length === 0) return false; // another process has it
      await sendEventReminder(tx, id);
      return true;
    });
    if (claimed) reminded++;
  }
  return reminded;
}

export function startEventReminders(db: Db, log: Logger): RunningJob {
  return every(
    EVENT_REMINDER_INTERVAL_MS,
    async () => {
      const n = await runEventReminders(db);
      if (n > 0) log.info({ events: n }, 'event reminders queued');
    },
    log,
    'event reminders failed',
  );
}
