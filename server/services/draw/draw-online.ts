/**
 * Online entry (seed 2 §5 Draw entry): reserve tickets, check out through the payments adapter, and issue
 * the tickets only on the confirmed payment event.
 *
 * Invariants:
 * - No oversell. Tickets are reserved by one statement — `update … where id in (select … for update skip
 *   locked limit n)` — inside the transaction that creates the order; if fewer than n come back, the
 *   transaction rolls back and the entry is refused. Concurrent entries never wait on each other's rows and
 *   never take the same ticket.
 * - PENDING_PAYMENT → SOLD only on `checkout.session.completed`; → FAILED on a failed payment; → EXPIRED
 *   when the session expires. FAILED and EXPIRED rows stay as history, and the number returns to the pool
 *   as a fresh ALLOCATED row in the same transaction.
 * - Events are handled idempotently: each acts only on an order still in the state it expects.
 * - A refund is of the whole order: SOLD → REFUNDED for every ticket of the order.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { entryQuantity, type EntryInput } from '../../../domain/draw/draw.ts';
import { DRAW_ERRORS } from '../../../domain/draw/messages.ts';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import {
  PaymentsError,
  REFUND_BANK_FEE_MINOR,
  type PaymentEvent,
  type PaymentsProvider,
} from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import { drawOrder, drawTicket } from '../../db/schema/index.ts';
import { pickLocale } from '../../i18n.ts';
import { drawError } from './draw-errors.ts';
import { sendDrawReceipt } from './draw-receipt.ts';
import { assertOpenForClub } from './draw-tickets.ts';
import { findDraw, ticketChange } from './draw.repository.ts';

export const PAYMENT_PURPOSE = 'draw';

export interface EntryStarted {
  orderId: string;
  checkoutUrl: string;
}

type OrderEnd = 'FAILED' | 'EXPIRED';

/** Reserves `n` ONLINE tickets of the club in one statement; fewer than n means the club has run out. */
async function reserveTickets(tx: Db, drawId: string, organizationId: string, orderId: string, n: number) {
  const result = await tx.execute(sql`
    update draw_ticket set status = 'PENDING_PAYMENT', order_id = ${orderId},
      version = version + 1, updated_at = greatest(clock_timestamp(), updated_at + interval '1 millisecond')
    where id in (
      select id from draw_ticket
      where draw_id = ${drawId} and organization_id = ${organizationId} and ticket_type = 'ONLINE'
        and status = 'ALLOCATED' and deleted_at is null
      order by number
      limit ${n}
      for update skip locked
    )
    returning id, number`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    id: string;
    number: number;
  }[];
  return rows.sort((a, b) => a.number - b.number);
}

export async function startEntry(
  db: Db,
  payments: PaymentsProvider,
  drawId: string,
  input: EntryInput,
  urls: { success: string; cancel: string },
  lang?: string | null,
): Promise<EntryStarted> {
  const quantity = entryQuantity(input);
  const orderId = uuidv7();
  const order = await db.transaction(async (tx) => {
    const d = await findDraw(tx, drawId);
    if (!d) throw drawError(404, DRAW_ERRORS.drawNotFound, lang);
    await assertOpenForClub(tx, drawId, input.organizationId, lang);
    const amountMinor = d.ticketPriceMinor * quantity;
    await tx.insert(drawOrder).values({
      id: orderId,
      drawId,
      organizationId: input.organizationId,
      status: 'PENDING_PAYMENT',
      quantity,
      amountMinor,
      currency: d.currency,
      entrants: input.entrants,
    });
    const tickets = await reserveTickets(tx, drawId, input.organizationId, orderId, quantity);
    if (tickets.length < quantity) throw drawError(409, DRAW_ERRORS.notAccepting, lang);
    // Each entrant's details on their tickets, in ticket-number order.
    const first = input.entrants[0]!;
    let next = 0;
    for (const e of input.entrants) {
      const ids = tickets.slice(next, next + e.quantity).map((t) => t.id);
      next += e.quantity;
      await tx
        .update(drawTicket)
        .set({
          name: e.name,
          address: e.sameAsFirst ? first.address! : e.address!,
          phone: (e.sameAsFirst ? first.phone! : e.phone!).replace(/[\s()-]/g, ''),
        })
        .where(inArray(drawTicket.id, ids));
    }
    return { amountMinor, currency: d.currency, name: d.name };
  });
  try {
    const session = await payments.createCheckoutSession({
      accountId: input.organizationId,
      amountMinor: order.amountMinor,
      currency: order.currency,
      description: `${order.name} × ${quantity}`,
      // `lang`: the receipt by SMS is written in the language the entry was made in (draw-receipt.ts).
      metadata: { purpose: PAYMENT_PURPOSE, orderId, drawId, lang: pickLocale(lang) },
      successUrl: urls.success.replace('{ORDER_ID}', orderId),
      cancelUrl: urls.cancel.replace('{ORDER_ID}', orderId),
    });
    await db.update(drawOrder).set({ checkoutSessionId: session.id }).where(eq(drawOrder.id, orderId));
    return { orderId, checkoutUrl: session.url };
  } catch (e) {
    if (!(e instanceof PaymentsError)) throw e;
    await endOrder(db, orderId, 'FAILED');
    throw drawError(502, DRAW_ERRORS.purchase, lang);
  }
}

/** Ends a pending order as FAILED or EXPIRED and returns its numbers to the pool; no-op otherwise. */
export async function endOrder(db: Db, orderId: string, end: OrderEnd): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(drawOrder)
      .set({ status: end, updatedAt: new Date() })
      .where(and(eq(drawOrder.id, orderId), eq(drawOrder.status, 'PENDING_PAYMENT')))
      .returning();
    if (!order) return false;
    const ended = await tx
      .update(drawTicket)
      .set({ status: end, ...ticketChange() })
      .where(and(eq(drawTicket.orderId, orderId), eq(drawTicket.status, 'PENDING_PAYMENT')))
      .returning();
    if (ended.length > 0) {
      await tx.insert(drawTicket).values(
        ended.map((t) => ({
          id: uuidv7(),
          drawId: t.drawId,
          allocationId: t.allocationId,
          number: t.number,
          county: t.county,
          organizationId: t.organizationId,
          status: 'ALLOCATED',
          ticketType: t.ticketType,
        })),
      );
    }
    return true;
  });
}

async function completeOrder(
  db: Db,
  orderId: string,
  paymentIntentId: string | null,
  lang: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .update(drawOrder)
      .set({ status: 'PAID', paymentIntentId, updatedAt: new Date() })
      .where(and(eq(drawOrder.id, orderId), eq(drawOrder.status, 'PENDING_PAYMENT')))
      .returning();
    if (!order) return;
    await tx
      .update(drawTicket)
      .set({ status: 'SOLD', soldAt: new Date(), saleDate: todayInDublin(), ...ticketChange() })
      .where(and(eq(drawTicket.orderId, orderId), eq(drawTicket.status, 'PENDING_PAYMENT')));
    await sendDrawReceipt(tx, order, 'SOLD', lang);
  });
}

async function markRefunded(db: Db, orderId: string, refundId: string | null, lang?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .update(drawOrder)
      .set({ status: 'REFUNDED', updatedAt: new Date(), ...(refundId ? { refundId } : {}) })
      .where(and(eq(drawOrder.id, orderId), eq(drawOrder.status, 'PAID')))
      .returning();
    if (!order) return;
    await tx
      .update(drawTicket)
      .set({ status: 'REFUNDED', ...ticketChange() })
      .where(and(eq(drawTicket.orderId, orderId), eq(drawTicket.status, 'SOLD')));
    await sendDrawReceipt(tx, order, 'REFUNDED', lang);
  });
}

/** Acts on a verified payment event about a draw order. */
export async function handleDrawPaymentEvent(db: Db, event: PaymentEvent): Promise<void> {
  const orderId = event.metadata.orderId;
  if (!orderId) return;
  switch (event.type) {
    case 'checkout.session.completed':
      return completeOrder(db, orderId, event.paymentIntentId, event.metadata.lang);
    case 'checkout.session.expired':
      await endOrder(db, orderId, 'EXPIRED');
      return;
    case 'payment_intent.payment_failed':
      await endOrder(db, orderId, 'FAILED');
      return;
    case 'charge.refunded':
      return markRefunded(db, orderId, null, event.metadata.lang);
  }
}

export async function findOrder(db: Db, orderId: string) {
  const [order] = await db.select().from(drawOrder).where(eq(drawOrder.id, orderId));
  return order ?? null;
}

/**
 * An order's state for the result page. A pending order whose session has passed its expiry is expired
 * now (the provider's event then ends the order), so an abandoned checkout never waits for the job.
 */
export async function orderStatus(db: Db, payments: PaymentsProvider, orderId: string) {
  let order = await findOrder(db, orderId);
  if (!order) return null;
  if (order.status === 'PENDING_PAYMENT' && order.checkoutSessionId) {
    const session = await payments.retrieveCheckoutSession(order.checkoutSessionId).catch(() => null);
    if (session && (session.status === 'expired' || session.expiresAt <= new Date())) {
      if (session.status === 'open') await payments.expireCheckoutSession(session.id).catch(() => undefined);
      await endOrder(db, orderId, 'EXPIRED');
      order = (await findOrder(db, orderId))!;
    }
  }
  const tickets = await db
    .select({ number: drawTicket.number, status: drawTicket.status })
    .from(drawTicket)
    .where(eq(drawTicket.orderId, orderId))
    .orderBy(drawTicket.number);
  return {
    id: order.id,
    drawId: order.drawId,
    organizationId: order.organizationId,
    status: order.status,
    quantity: order.quantity,
    amountMinor: order.amountMinor,
    currency: order.currency,
    tickets,
  };
}

/** Whether the club can refund: the payment balance must be above zero (seed 3 §4). */
export async function refundAvailability(
  payments: PaymentsProvider,
  organizationId: string,
  currency: string,
) {
  const balance = await payments.balance(organizationId, currency).catch(() => null);
  const total = balance ? balance.available + balance.pending : 0;
  return { balance, enabled: total > 0, refundFeeMinor: REFUND_BANK_FEE_MINOR };
}

export async function refundOrder(
  db: Db,
  payments: PaymentsProvider,
  drawId: string,
  orderId: string,
  lang?: string | null,
  organizationId?: string,
) {
  const order = await findOrder(db, orderId);
  const elsewhere = organizationId !== undefined && order?.organizationId !== organizationId;
  if (!order || order.drawId !== drawId || elsewhere) throw drawError(404, DRAW_ERRORS.refundFailed, lang);
  if (order.status !== 'PAID' || !order.paymentIntentId) throw drawError(409, DRAW_ERRORS.refundFailed, lang);
  const { enabled } = await refundAvailability(payments, order.organizationId, order.currency);
  if (!enabled) throw drawError(409, DRAW_ERRORS.noBalance, lang);
  let refundId: string;
  try {
    refundId = (await payments.refund(order.paymentIntentId)).id;
  } catch (e) {
    if (e instanceof PaymentsError) throw drawError(502, DRAW_ERRORS.refundFailed, lang);
    throw e;
  }
  await markRefunded(db, orderId, refundId);
  return (await findOrder(db, orderId))!;
}
