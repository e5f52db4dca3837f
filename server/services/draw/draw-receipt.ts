/**
 * An online entry's receipt by SMS to the first entrant's phone (the entry form asks for a phone, not an
 * e-mail address), through the notification outbox inside the payment event's transaction: the ticket numbers
 * when the order is paid, a note when it is refunded. In the language the entry was made in (carried through
 * the checkout session's metadata as `lang`); once per (order, outcome), so a replayed webhook sends nothing.
 */
import { and, asc, eq } from 'drizzle-orm';
import { DRAW_RECEIPT_TEXT } from '../../../domain/draw/receipt.ts';
import { formatMoney } from '../../../domain/lib/money.ts';
import { localNotifications, type NotificationAdapter } from '../../adapters/notifications/notifications.ts';
import type { Db } from '../../db/client.ts';
import { draw, drawTicket } from '../../db/schema/index.ts';
import { pickLocale, translateMessage } from '../../i18n.ts';

interface PaidOrder {
  id: string;
  drawId: string;
  amountMinor: number;
  currency: string;
}

export async function sendDrawReceipt(
  db: Db,
  order: PaidOrder,
  outcome: 'SOLD' | 'REFUNDED',
  lang: string | undefined,
  notify: NotificationAdapter = localNotifications,
): Promise<boolean> {
  // The first entrant holds the lowest numbers; their name and phone are on the tickets, normalised.
  const tickets = await db
    .select({ number: drawTicket.number, name: drawTicket.name, phone: drawTicket.phone })
    .from(drawTicket)
    .where(and(eq(drawTicket.orderId, order.id), eq(drawTicket.status, outcome)))
    .orderBy(asc(drawTicket.number));
  const first = tickets[0];
  if (!first?.phone) return false;
  const [d] = await db.select({ name: draw.name }).from(draw).where(eq(draw.id, order.drawId));
  const locale = pickLocale(lang);
  const values = {
    draw: d?.name ?? '',
    name: first.name ?? '',
    numbers: tickets.map((t) => t.number).join(', '),
    amount: formatMoney(order.amountMinor, order.currency, locale),
  };
  return notify.send(db, {
    channel: 'SMS',
    recipientPersonId: null,
    address: first.phone,
    subject: translateMessage(DRAW_RECEIPT_TEXT.subject, locale, values),
    body: translateMessage(
      outcome === 'SOLD' ? DRAW_RECEIPT_TEXT.sold : DRAW_RECEIPT_TEXT.refunded,
      locale,
      values,
    ),
    dedupeKey: `draw-order:${order.id}:${outcome}`,
  });
}
