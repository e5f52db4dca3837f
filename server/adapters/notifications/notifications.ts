/**
 * The notification adapter's sending side: how a service says "send this mail or SMS". It writes the message
 * to the outbox (the `notification` table) inside the caller's transaction, so a message exists exactly when
 * what caused it was committed; the delivery job (server/jobs/delivery.ts) then hands it to the configured
 * transport (transports.ts: the local outbox by default, SMTP, an SMS provider).
 *
 * Sending is idempotent: a message is identified by (dedupeKey, channel, recipient), and sending it again
 * stores nothing new.
 */
import { uuidv7 } from 'uuidv7';
import type { Channel } from '../../../domain/comms/delivery.ts';
import type { Db } from '../../db/client.ts';
import { notification } from '../../db/schema/index.ts';

export type { Channel };

export interface OutgoingNotification {
  channel: Channel;
  recipientPersonId: string | null;
  address: string | null;
  /** In the recipient's language (their preferredLanguage): the producer renders it. */
  subject: string;
  body: string;
  dedupeKey: string;
  /** False for mail a person may turn off (club messages, event notices): delivered with an unsubscribe link. */
  essential?: boolean;
}

export interface NotificationAdapter {
  /** Queues inside the caller's transaction; answers whether the message was new. */
  send(tx: Db, n: OutgoingNotification): Promise<boolean>;
  /** Queues many at once (a message to a whole club); answers how many were new. */
  sendMany(tx: Db, ns: OutgoingNotification[]): Promise<number>;
}

const BATCH = 500;

export const localNotifications: NotificationAdapter = {
  async send(tx, n) {
    const rows = await tx
      .insert(notification)
      .values({ id: uuidv7(), ...n, essential: n.essential ?? true })
      .onConflictDoNothing()
      .returning({ id: notification.id });
    return rows.length > 0;
  },
  async sendMany(tx, ns) {
    let fresh = 0;
    for (let i = 0; i < ns.length; i += BATCH) {
      const rows = await tx
        .insert(notification)
        .values(ns.slice(i, i + BATCH).map((n) => ({ id: uuidv7(), ...n, essential: n.essential ?? true })))
        .onConflictDoNothing()
        .returning({ id: notification.id });
      fresh += rows.length;
    }
    return fresh;
  },
};
