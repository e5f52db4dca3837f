/**
 * The notification adapter: how the server sends mail and SMS. The local implementation (the default, and
 * the only one so far) stores each message in the `notification` table, which a super admin can read at
 * `GET /api/dev/notifications`. A production SMTP or SMS-gateway adapter implements the same interface; it
 * is not built yet, so nothing leaves the server.
 *
 * Sending is idempotent: a message is identified by (dedupeKey, channel, recipient), and sending it again
 * stores nothing new.
 */
import { desc } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import { notification } from '../../db/schema/index.ts';

export type Channel = 'EMAIL' | 'SMS';

export interface OutgoingNotification {
  channel: Channel;
  recipientPersonId: string | null;
  address: string | null;
  subject: string;
  body: string;
  dedupeKey: string;
}

export interface NotificationAdapter {
  /** Sends inside the caller's transaction; answers whether the message was new. */
  send(tx: Db, n: OutgoingNotification): Promise<boolean>;
}

export const localNotifications: NotificationAdapter = {
  async send(tx, n) {
    const rows = await tx
      .insert(notification)
      .values({ id: uuidv7(), ...n })
      .onConflictDoNothing()
      .returning({ id: notification.id });
    return rows.length > 0;
  },
};

/** The local outbox, newest first, for the development page. */
export async function recentNotifications(db: Db, limit = 200) {
  return db
    .select()
    .from(notification)
    .orderBy(desc(notification.createdAt), desc(notification.id))
    .limit(limit);
}
