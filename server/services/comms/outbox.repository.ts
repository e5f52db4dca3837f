/**
 * The outbox as the admins read it (the mail catcher of the default set-up, and the dead letters of any):
 * newest first, a page at a time, by status and channel, searched by address or subject, with how many
 * messages are in each status. Served by notification_created (newest first) and notification_due (status).
 */
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../../../domain/comms/delivery.ts';
import type { Db } from '../../db/client.ts';
import { notification } from '../../db/schema/index.ts';

export interface OutboxFilter {
  status?: string;
  channel?: string;
  search?: string;
  page: number;
  size: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export async function listOutbox(db: Db, f: OutboxFilter) {
  const where: SQL[] = [];
  if (f.status) where.push(eq(notification.status, f.status));
  if (f.channel) where.push(eq(notification.channel, f.channel));
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    where.push(or(ilike(notification.address, like), ilike(notification.subject, like))!);
  }
  const cond = where.length > 0 ? and(...where) : undefined;
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select()
      .from(notification)
      .where(cond)
      .orderBy(desc(notification.createdAt), desc(notification.id))
      .limit(f.size)
      .offset(f.page * f.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(notification)
      .where(cond),
    db
      .select({ status: notification.status, n: sql<number>`count(*)::int` })
      .from(notification)
      .groupBy(notification.status),
  ]);
  const counts = Object.fromEntries(DELIVERY_STATUSES.map((s) => [s, 0])) as Record<DeliveryStatus, number>;
  for (const r of byStatus) if (r.status in counts) counts[r.status as DeliveryStatus] = r.n;
  return { rows, total: total?.n ?? 0, counts };
}
