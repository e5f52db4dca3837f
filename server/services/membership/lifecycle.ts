/**
 * The membership lifecycle for club administrators (seed 1 §4 Membership): approve (→ REGISTERED), revoke
 * (→ REVOKED: the membership no longer counts anywhere, e.g. the injury fund check), refund (every payment
 * of the order through the adapter; also revokes and ends the instalment plan), mark a pay-later order paid,
 * cancel an unpaid order. Each change of state is conditional on the state it expects. A membership that
 * becomes REGISTERED makes its person an ACTIVE member of the club, and one revoked or refunded may take a
 * plain member back to PENDING, in the same transaction (club-link.repository.ts).
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import { MEMBERSHIP_ERRORS } from '../../../domain/membership/messages.ts';
import { PaymentsError, type PaymentsProvider } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import { membership, membershipInstalment, membershipOrder } from '../../db/schema/index.ts';
import { abandon } from './checkout.ts';
import { joinClubs, leaveLapsedClubs } from './club-link.repository.ts';
import { membershipError } from './membership-errors.ts';
import { addReceipt } from './receipts.ts';
import { upgradeCancelled, upgradePaid } from './upgrade.ts';

export async function setMembershipStatus(
  db: Db,
  id: string,
  status: 'REGISTERED' | 'REVOKED',
  lang?: string | null,
  now = new Date(),
) {
  const [m] = await db.select().from(membership).where(eq(membership.id, id));
  if (!m) throw membershipError(404, MEMBERSHIP_ERRORS.notFound, lang);
  const from =
    status === 'REVOKED'
      ? ['REGISTERED', 'UNREGISTERED', 'ASSOCIATION_FEES_PENDING', 'ASSOCIATION_APPROVAL_PENDING']
      : ['ASSOCIATION_FEES_PENDING', 'ASSOCIATION_APPROVAL_PENDING'];
  const [row] = await db
    .update(membership)
    .set({
      membershipStatus: status,
      ...(status === 'REGISTERED' ? { registeredOn: m.registeredOn ?? todayInDublin(now) } : {}),
      updatedAt: now,
    })
    .where(and(eq(membership.id, id), inArray(membership.membershipStatus, from)))
    .returning();
  if (!row) throw membershipError(409, MEMBERSHIP_ERRORS.orderState, lang);
  // In the caller's transaction (the request's): the status and the club link together.
  if (status === 'REGISTERED') await joinClubs(db, { membershipIds: [id] }, now);
  else await leaveLapsedClubs(db, { membershipIds: [id] }, now);
  return row;
}

/** Refunds every payment of the order, revokes its memberships and ends its plan. */
export async function refundOrder(db: Db, payments: PaymentsProvider, orderId: string, lang?: string | null) {
  const [o] = await db.select().from(membershipOrder).where(eq(membershipOrder.id, orderId));
  if (!o) throw membershipError(404, MEMBERSHIP_ERRORS.notFound, lang);
  // An upgrade's difference is paid to the club offline; refunding the registration order revokes.
  if (o.kind === 'UPGRADE') throw membershipError(409, MEMBERSHIP_ERRORS.orderState, lang);
  if (o.paidMinor <= 0 || !['paid', 'payment_processing', 'part_refunded'].includes(o.status)) {
    throw membershipError(409, MEMBERSHIP_ERRORS.orderState, lang);
  }
  const intents =
    o.paymentType === 'INSTALLMENTS_ONLINE'
      ? (
          await db
            .select({ id: membershipInstalment.paymentIntentId })
            .from(membershipInstalment)
            .where(
              and(
                eq(membershipInstalment.orderId, orderId),
                eq(membershipInstalment.status, 'PAID'),
                isNotNull(membershipInstalment.paymentIntentId),
              ),
            )
        ).map((r) => r.id!)
      : o.paymentIntentId
        ? [o.paymentIntentId]
        : [];
  let refunded = 0;
  let failed = false;
  for (const id of intents) {
    try {
      refunded += (await payments.refund(id)).amountMinor;
    } catch (e) {
      if (!(e instanceof PaymentsError)) throw e;
      // Already refunded (a retry of this request) counts as done; anything else leaves it part refunded.
      if (!/already refunded/.test(e.message)) failed = true;
    }
  }
  if (failed && refunded === 0 && intents.length > 0)
    throw membershipError(502, MEMBERSHIP_ERRORS.refundFailed, lang);
  await db.transaction(async (tx) => {
    await tx
      .update(membershipOrder)
      .set({ status: failed ? 'part_refunded' : 'refunded', planCancelled: true, updatedAt: new Date() })
      .where(eq(membershipOrder.id, orderId));
    await tx
      .update(membership)
      .set({ membershipStatus: 'REVOKED', refunded: true, updatedAt: new Date() })
      .where(eq(membership.orderId, orderId));
    await leaveLapsedClubs(tx, { orderId });
  });
  return (await db.select().from(membershipOrder).where(eq(membershipOrder.id, orderId)))[0]!;
}

/** A club admin marks a pay-later order paid (→ memberships REGISTERED, PAID) or cancels an unpaid order. */
export async function patchOrder(
  db: Db,
  orderId: string,
  status: 'paid' | 'abandoned',
  lang?: string | null,
  now = new Date(),
) {
  const [o] = await db.select().from(membershipOrder).where(eq(membershipOrder.id, orderId));
  if (!o) throw membershipError(404, MEMBERSHIP_ERRORS.notFound, lang);
  if (status === 'abandoned' && o.kind === 'UPGRADE') {
    const [done] = await db
      .update(membershipOrder)
      .set({ status: 'abandoned', updatedAt: now })
      .where(and(eq(membershipOrder.id, orderId), eq(membershipOrder.status, 'payment_due')))
      .returning();
    if (!done) throw membershipError(409, MEMBERSHIP_ERRORS.orderState, lang);
    await upgradeCancelled(db, done, now);
  } else if (status === 'abandoned') {
    const ok = o.paidMinor === 0 && (await abandon(db, orderId, ['payment_due', 'payment_processing']));
    if (!ok) throw membershipError(409, MEMBERSHIP_ERRORS.orderState, lang);
  } else {
    const today = todayInDublin(now);
    const [done] = await db
      .update(membershipOrder)
      .set({ status: 'paid', paidMinor: o.amountMinor, updatedAt: now })
      .where(and(eq(membershipOrder.id, orderId), eq(membershipOrder.status, 'payment_due')))
      .returning();
    if (!done) throw membershipError(409, MEMBERSHIP_ERRORS.orderState, lang);
    await addReceipt(db, {
      orderId,
      amountMinor: o.amountMinor,
      currency: o.currency,
      method: 'OFFLINE',
      paidAt: now,
    });
    if (o.kind === 'UPGRADE') {
      await upgradePaid(db, done, today, now);
      // The option it moved to is paid for: its labels (a player's) are the member's now.
      await joinClubs(db, { membershipIds: [o.membershipId!] }, now);
    } else {
      await db
        .update(membership)
        .set({
          membershipStatus: 'REGISTERED',
          paymentStatus: 'PAID',
          registeredOn: today,
          feesPaidOn: today,
          updatedAt: now,
        })
        .where(and(eq(membership.orderId, orderId), eq(membership.membershipStatus, 'UNREGISTERED')));
      await joinClubs(db, { orderId }, now);
    }
  }
  return (await db.select().from(membershipOrder).where(eq(membershipOrder.id, orderId)))[0]!;
}

/** Cancels the subscription plan: no further instalments are charged (what is paid stays paid). */
export async function cancelPlan(db: Db, orderId: string, lang?: string | null) {
  const [o] = await db
    .update(membershipOrder)
    .set({ planCancelled: true, updatedAt: new Date() })
    .where(and(eq(membershipOrder.id, orderId), eq(membershipOrder.paymentType, 'INSTALLMENTS_ONLINE')))
    .returning();
  if (!o) throw membershipError(409, MEMBERSHIP_ERRORS.orderState, lang);
  return o;
}
