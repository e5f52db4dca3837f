/**
 * The delivery job (issue 28 item 3): hands the outbox's queued messages (`notification`, written by the
 * notification adapter in the transaction that caused them) to the configured transports, every few seconds.
 *
 * - Claiming: a batch of due QUEUED rows is leased (next_attempt_at moved LEASE_MS ahead) in one statement with
 *   `for update skip locked`, so several processes on one PostgreSQL never deliver the same row at once, and
 *   no transaction stays open while a mail server answers. A process that dies mid-batch leaves rows that come
 *   due again when the lease ends (at least once, never lost).
 * - Per row: no address → SUPPRESSED; non-essential mail to a person who unsubscribed → SUPPRESSED; over the
 *   per-recipient hourly limit (non-essential only) → held until the window frees; otherwise delivered in the
 *   recipient's preferredLanguage with the unsubscribe footer on non-essential mail → SENT, or on failure
 *   queued again with backoff, DEAD after the last try or a permanent refusal (domain/comms/delivery.ts).
 */
import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Logger } from 'pino';
import { afterFailure, heldUntil, RATE_WINDOW_MS, resolveAppLinks } from '../../domain/comms/delivery.ts';
import { UNSUBSCRIBE_TEXT } from '../../domain/comms/messages.ts';
import { DeliveryError, type Transports } from '../adapters/notifications/transports.ts';
import { unsubscribeKey } from '../auth/secrets.ts';
import type { Db } from '../db/client.ts';
import { notification, notificationOptOut, person } from '../db/schema/index.ts';
import { pickLocale, translateMessage } from '../i18n.ts';
import { unsubscribeUrl } from '../services/comms/unsubscribe.ts';
import { every, type RunningJob } from './interval.ts';

export const DELIVERY_INTERVAL_MS = 5_000;
const BATCH = 50;
/** How long a claimed row is this process's: longer than any transport waits. */
const LEASE_MS = 5 * 60_000;

export interface DeliveryOptions {
  transports: Transports;
  publicUrl: string;
  now?: Date;
}

export interface DeliveryCounts {
  sent: number;
  retried: number;
  dead: number;
  suppressed: number;
  held: number;
}

type Row = typeof notification.$inferSelect;

async function claim(db: Db, now: Date): Promise<Row[]> {
  const due = db
    .select({ id: notification.id })
    .from(notification)
    .where(and(eq(notification.status, 'QUEUED'), lte(notification.nextAttemptAt, now)))
    .orderBy(asc(notification.nextAttemptAt), asc(notification.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(notification)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(notification.id, due))
    .returning();
}

async function recipients(db: Db, rows: Row[]) {
  const ids = [...new Set(rows.flatMap((r) => (r.recipientPersonId ? [r.recipientPersonId] : [])))];
  if (ids.length === 0) return new Map<string, { language: string; optedOut: boolean }>();
  const found = await db
    .select({ id: person.id, language: person.preferredLanguage, optedOut: notificationOptOut.personId })
    .from(person)
    .leftJoin(notificationOptOut, eq(notificationOptOut.personId, person.id))
    .where(inArray(person.id, ids));
  return new Map(found.map((p) => [p.id, { language: p.language, optedOut: p.optedOut !== null }]));
}

/** When non-essential messages went to this address (per channel) within the rate window. */
async function sentLately(db: Db, row: Row, now: Date): Promise<Date[]> {
  const found = await db
    .select({ sentAt: notification.sentAt })
    .from(notification)
    .where(
      and(
        eq(notification.channel, row.channel),
        eq(notification.address, row.address!),
        eq(notification.essential, false),
        gt(notification.sentAt, new Date(now.getTime() - RATE_WINDOW_MS)),
      ),
    );
  return found.flatMap((f) => (f.sentAt ? [f.sentAt] : []));
}

const settle = (db: Db, id: string, set: Partial<Row>) =>
  db.update(notification).set(set).where(eq(notification.id, id));

/** One run: delivers what is due at `now`; answers what happened. */
export async function deliverDue(db: Db, opts: DeliveryOptions): Promise<DeliveryCounts> {
  const now = opts.now ?? new Date();
  const counts: DeliveryCounts = { sent: 0, retried: 0, dead: 0, suppressed: 0, held: 0 };
  const rows = await claim(db, now);
  if (rows.length === 0) return counts;
  const people = await recipients(db, rows);
  const key = rows.some((r) => !r.essential) ? await unsubscribeKey(db) : '';

  for (const row of rows) {
    const who = row.recipientPersonId ? people.get(row.recipientPersonId) : undefined;
    if (!row.address || (!row.essential && who?.optedOut)) {
      await settle(db, row.id, {
        status: 'SUPPRESSED',
        lastError: row.address ? 'unsubscribed' : 'no address',
        nextAttemptAt: now,
      });
      counts.suppressed++;
      continue;
    }
    if (!row.essential) {
      const until = heldUntil(await sentLately(db, row, now), now);
      if (until) {
        await settle(db, row.id, { nextAttemptAt: until });
        counts.held++;
        continue;
      }
    }
    const language = pickLocale(who?.language);
    const transport = opts.transports[row.channel === 'SMS' ? 'SMS' : 'EMAIL'];
    const link =
      !row.essential && row.channel === 'EMAIL' && row.recipientPersonId
        ? unsubscribeUrl(opts.publicUrl, key, row.recipientPersonId)
        : undefined;
    const text = resolveAppLinks(row.body, opts.publicUrl);
    const body = link
      ? `${text}\n\n--\n${translateMessage(UNSUBSCRIBE_TEXT.footer, language, { url: link })}`
      : text;
    const attempts = row.attempts + 1;
    try {
      await transport.deliver({
        channel: row.channel === 'SMS' ? 'SMS' : 'EMAIL',
        address: row.address,
        subject: row.subject,
        body,
        language,
        ...(link ? { unsubscribeUrl: link } : {}),
      });
      await settle(db, row.id, {
        status: 'SENT',
        attempts,
        sentAt: now,
        nextAttemptAt: now,
        transport: transport.name,
        lastError: null,
      });
      counts.sent++;
    } catch (err) {
      const permanent = err instanceof DeliveryError && err.permanent;
      const next = afterFailure(attempts, permanent, now);
      await settle(db, row.id, {
        status: next.status,
        attempts,
        nextAttemptAt: next.nextAttemptAt,
        transport: transport.name,
        lastError: (err instanceof Error ? err.message : String(err)).slice(0, 500),
      });
      if (next.status === 'DEAD') counts.dead++;
      else counts.retried++;
    }
  }
  return counts;
}

/** A dead letter back in the queue, for another full round of tries (the admins' Retry). */
export async function requeue(
  db: Db,
  id: string,
  now = new Date(),
): Promise<'QUEUED' | 'NOT_DEAD' | 'NOT_FOUND'> {
  const [found] = await db.select({ id: notification.id }).from(notification).where(eq(notification.id, id));
  if (!found) return 'NOT_FOUND';
  const rows = await db
    .update(notification)
    .set({ status: 'QUEUED', attempts: 0, nextAttemptAt: now, lastError: null })
    .where(and(eq(notification.id, id), eq(notification.status, 'DEAD')))
    .returning({ id: notification.id });
  return rows.length > 0 ? 'QUEUED' : 'NOT_DEAD';
}

export function startDelivery(db: Db, log: Logger, opts: Omit<DeliveryOptions, 'now'>): RunningJob {
  return every(
    DELIVERY_INTERVAL_MS,
    async () => {
      // Drain: a full batch means more may be due.
      for (;;) {
        const c = await deliverDue(db, opts);
        if (c.sent + c.retried + c.dead > 0) log.info(c, 'notifications delivered');
        if (c.sent + c.retried + c.dead + c.suppressed + c.held < BATCH) break;
      }
    },
    log,
    'notification delivery failed',
  );
}
