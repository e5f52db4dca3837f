/**
 * Checkout of a basket through the payments adapter (seed 1 §7 Basket and checkout) and what the payment
 * events do to the order and its memberships.
 *
 * Invariants:
 * - Checkout makes the order and its memberships (UNREGISTERED, payment DUE) in one transaction; the basket
 *   keeps its items until a payment is confirmed, so a declined card can be retried with another.
 * - SINGLE_ONLINE: one hosted checkout of the whole amount. INSTALLMENTS_ONLINE: the plan is stored, the
 *   first instalment is the hosted checkout (saving the card), later ones are charged off-session by the
 *   instalment job. OFFLINE (pay later): the order is payment_due until a club admin marks it paid.
 * - Memberships become REGISTERED only on the signed `checkout.session.completed` event (never on the
 *   browser's return), and only for an order still payment_processing; a failed or expired session
 *   abandons the order (payment FAILED, nothing charged). Events are idempotent by that state check.
 * - A basket that costs nothing (free options) needs no payment: the order is paid and its memberships
 *   REGISTERED in the checkout's own transaction.
 * - Whenever memberships become REGISTERED, their people become ACTIVE members of the club in the same
 *   transaction (club-link.repository.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import { instalmentSchedule, instalmentsOpen } from '../../../domain/membership/instalments.ts';
import { MEMBERSHIP_ERRORS } from '../../../domain/membership/messages.ts';
import type { PaymentType } from '../../../domain/membership/enums.ts';
import type { PaymentEvent, PaymentsProvider } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import {
  basket,
  basketItem,
  membership,
  membershipInstalment,
  membershipOrder,
} from '../../db/schema/index.ts';
import { basketDto, type BasketDto } from './basket.ts';
import { joinClubs } from './club-link.repository.ts';
import { membershipError } from './membership-errors.ts';
import { instalmentPaid } from './order-checkout.ts';
import { MEMBERSHIP_PAYMENT_PURPOSE, openMembershipCheckout } from './payment-purpose.ts';
import { addReceipt } from './receipts.ts';

export { MEMBERSHIP_PAYMENT_PURPOSE };

type Item = BasketDto['basketItems'][number];

const allowed: Record<PaymentType, (i: Item) => boolean> = {
  SINGLE_ONLINE: (i) => i.option.onlineSinglePaymentAllowed,
  OFFLINE: (i) => i.option.onlinePayLaterOptionAllowed,
  INSTALLMENTS_ONLINE: (i) =>
    i.option.onlineInstalmentPaymentAllowed && !!i.option.instalmentPrice && !!i.option.instalmentNumber,
};

export interface CheckoutStarted {
  orderId: string;
  /** The hosted checkout page; null for pay-later orders. */
  checkoutUrl: string | null;
  /** What the page confirms the card with in page (a 402 answer), when the provider gives one. */
  clientSecret?: string | null;
}

export async function checkout(
  db: Db,
  payments: PaymentsProvider,
  basketId: string,
  paymentType: PaymentType,
  urls: { success: string; cancel: string },
  lang?: string | null,
  now = new Date(),
): Promise<CheckoutStarted> {
  const b = await basketDto(db, basketId);
  if (!b || b.basketItems.length === 0) throw membershipError(409, MEMBERSHIP_ERRORS.basketEmpty, lang);
  const items = b.basketItems;
  const org = items[0]!.organizationId;
  const currency = items[0]!.option.priceCurrency;
  if (items.some((i) => i.organizationId !== org || i.option.priceCurrency !== currency)) {
    throw membershipError(400, MEMBERSHIP_ERRORS.oneClub, lang);
  }
  if (!items.every(allowed[paymentType]))
    throw membershipError(409, MEMBERSHIP_ERRORS.paymentTypeNotAllowed, lang);
  const today = todayInDublin(now);
  let perInstalment = 0;
  let count = 1;
  if (paymentType === 'INSTALLMENTS_ONLINE') {
    count = items[0]!.option.instalmentNumber!;
    if (items.some((i) => i.option.instalmentNumber !== count)) {
      throw membershipError(409, MEMBERSHIP_ERRORS.paymentTypeNotAllowed, lang);
    }
    if (items.some((i) => !instalmentsOpen(i.option.season, today))) {
      throw membershipError(409, MEMBERSHIP_ERRORS.instalmentsNotOpen, lang);
    }
    perInstalment = items.reduce((n, i) => n + i.option.instalmentPrice!, 0);
  }
  const amountMinor =
    paymentType === 'INSTALLMENTS_ONLINE'
      ? perInstalment * count
      : items.reduce((n, i) => n + i.option.price, 0);
  const orderId = uuidv7();
  // Nothing to pay (free options): the order is paid and the registrations made at once, whatever the type.
  const free = amountMinor === 0;
  await db.transaction(async (tx) => {
    await tx.insert(membershipOrder).values({
      id: orderId,
      personId: b.person.id,
      organizationId: org,
      status: free ? 'paid' : paymentType === 'OFFLINE' ? 'payment_due' : 'payment_processing',
      paymentType,
      amountMinor,
      currency,
    });
    const rows = items.flatMap((i) =>
      i.members.flatMap((m) =>
        i.option.associations.map((association) => ({
          id: uuidv7(),
          personId: m.id,
          organizationId: org,
          orderId,
          association,
          season: i.option.season,
          membershipStatus: free ? 'REGISTERED' : 'UNREGISTERED',
          paymentStatus: free ? 'PAID' : 'DUE',
          paymentMethod: free ? null : paymentType === 'OFFLINE' ? 'OFFLINE' : 'CARD',
          registeredOn: free ? today : null,
          feesPaidOn: free ? today : null,
          validFrom: `${i.option.season}-01-01`,
          validTo: `${i.option.season}-12-31`,
          packageId: i.packageId,
          optionId: i.option.id,
          answers: i.answers[m.id] ?? {},
        })),
      ),
    );
    await tx.insert(membership).values(rows);
    if (paymentType === 'INSTALLMENTS_ONLINE') {
      await tx.insert(membershipInstalment).values(
        instalmentSchedule(today, count, perInstalment).map((s) => ({
          id: uuidv7(),
          orderId,
          seq: s.seq,
          dueDate: s.dueDate,
          amountMinor: s.amountMinor,
          status: 'DUE',
          nextAttemptAt: s.seq === 1 ? null : new Date(`${s.dueDate}T06:00:00Z`),
        })),
      );
    }
    // Pay later or free: the registration is made; the basket is done with.
    if (free || paymentType === 'OFFLINE') {
      await tx.delete(basketItem).where(eq(basketItem.basketId, basketId));
    }
    if (free) await joinClubs(tx, { orderId }, now);
  });
  if (free || paymentType === 'OFFLINE') return { orderId, checkoutUrl: null };
  const description = items
    .map((i) => i.option.name)
    .join(', ')
    .slice(0, 200);
  return openMembershipCheckout(
    db,
    payments,
    {
      orderId,
      accountId: org,
      amountMinor: paymentType === 'INSTALLMENTS_ONLINE' ? perInstalment : amountMinor,
      currency,
      description,
      urls,
      saveCard: paymentType === 'INSTALLMENTS_ONLINE',
    },
    lang,
    async () => {
      await db.transaction((tx) => abandon(tx, orderId));
    },
  );
}

/**
 * Ends an order still being paid as abandoned: its memberships stay UNREGISTERED with payment FAILED. In the
 * caller's transaction (a club admin's request, or one the provider's routes open).
 */
export async function abandon(db: Db, orderId: string, from: string[] = ['payment_processing']) {
  const [o] = await db
    .update(membershipOrder)
    .set({ status: 'abandoned', updatedAt: new Date() })
    .where(and(eq(membershipOrder.id, orderId), inArray(membershipOrder.status, from)))
    .returning();
  if (!o) return false;
  await db
    .update(membership)
    .set({ paymentStatus: 'FAILED', updatedAt: new Date() })
    .where(and(eq(membership.orderId, orderId), eq(membership.membershipStatus, 'UNREGISTERED')));
  return true;
}

async function completed(db: Db, payments: PaymentsProvider, event: PaymentEvent, now: Date) {
  const orderId = event.metadata.orderId!;
  const session = event.checkoutSessionId
    ? await payments.retrieveCheckoutSession(event.checkoutSessionId).catch(() => null)
    : null;
  const today = todayInDublin(now);
  await db.transaction(async (tx) => {
    const [o] = await tx
      .select()
      .from(membershipOrder)
      .where(and(eq(membershipOrder.id, orderId), eq(membershipOrder.status, 'payment_processing')))
      .for('update');
    if (!o || o.paidMinor > 0) return;
    const plan = o.paymentType === 'INSTALLMENTS_ONLINE';
    let paid = o.amountMinor;
    if (plan) {
      const [first] = await tx
        .update(membershipInstalment)
        .set({ status: 'PAID', paymentIntentId: event.paymentIntentId, paidAt: now, attempts: 1 })
        .where(and(eq(membershipInstalment.orderId, orderId), eq(membershipInstalment.seq, 1)))
        .returning();
      paid = first?.amountMinor ?? 0;
    }
    const done = paid >= o.amountMinor;
    await tx
      .update(membershipOrder)
      .set({
        status: done ? 'paid' : 'payment_processing',
        paidMinor: paid,
        paymentIntentId: event.paymentIntentId,
        paymentMethodId: session?.paymentMethodId ?? null,
        updatedAt: now,
      })
      .where(eq(membershipOrder.id, orderId));
    if (paid > 0) {
      await addReceipt(tx, {
        orderId,
        amountMinor: paid,
        currency: o.currency,
        method: 'CARD',
        paymentIntentId: event.paymentIntentId,
        paidAt: now,
      });
    }
    const members = await tx
      .update(membership)
      .set({
        membershipStatus: 'REGISTERED',
        paymentStatus: done ? 'PAID' : 'PART_PAID',
        registeredOn: today,
        feesPaidOn: done ? today : null,
        updatedAt: now,
      })
      .where(and(eq(membership.orderId, orderId), eq(membership.membershipStatus, 'UNREGISTERED')))
      .returning({ personId: membership.personId, optionId: membership.optionId });
    // Registered: each member is a member of the club from now, on every device.
    await joinClubs(tx, { orderId }, now);
    // The registrations are made: take them out of the payer's basket.
    const [b] = await tx.select({ id: basket.id }).from(basket).where(eq(basket.personId, o.personId));
    if (b) {
      const items = await tx.select().from(basketItem).where(eq(basketItem.basketId, b.id));
      const paidFor = new Set(members.map((m) => `${m.optionId}:${m.personId}`));
      for (const it of items) {
        if (it.personIds.every((p) => paidFor.has(`${it.optionId}:${p}`))) {
          await tx.delete(basketItem).where(eq(basketItem.id, it.id));
        }
      }
    }
  });
}

/** Acts on a verified payment event about a membership order. */
export async function handleMembershipPaymentEvent(
  db: Db,
  payments: PaymentsProvider,
  event: PaymentEvent,
  now = new Date(),
): Promise<void> {
  if (!event.metadata.orderId) return;
  // An instalment paid by card now (order-checkout.ts): a failure leaves the plan as it was.
  const instalment = !!event.metadata.instalmentId;
  switch (event.type) {
    case 'checkout.session.completed':
      return instalment ? instalmentPaid(db, event, now) : completed(db, payments, event, now);
    case 'checkout.session.expired':
    case 'payment_intent.payment_failed':
      if (instalment) return;
      await db.transaction((tx) => abandon(tx, event.metadata.orderId!));
      return;
    case 'charge.refunded':
      // Refunds are started by a club admin and recorded by that request (lifecycle.ts).
      return;
  }
}
