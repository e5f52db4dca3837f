/**
 * Checkout of an existing order (seed 1 §7 "POST /checkout/membership-order and /checkout/instalment-order";
 * issue 53 item 5) and an order made by a club admin (`POST /order`).
 *
 * Invariants:
 * - membership-order: a REGISTRATION order still unpaid (payment_due: pay later or made by the club; or
 *   abandoned: a declined or expired card payment) is paid whole by card. In one transaction the order
 *   becomes payment_processing (SINGLE_ONLINE) and its memberships payment DUE by CARD; then the provider's
 *   checkout session is opened; the signed `checkout.session.completed` event registers them (checkout.ts).
 *   A member meanwhile registered for that season by another order is refused (409), so nobody holds two.
 * - instalment-order: the plan's next unpaid instalment (DUE or FAILED, lowest seq) of an order
 *   payment_processing with its first instalment paid, not cancelled, is paid now by card; the event marks
 *   that instalment PAID (instalmentPaid below), as the instalment job does for an off-session charge.
 * - Provider calls are made outside any transaction (route-rules.ts OUTSIDE_REQUEST_TRANSACTION).
 * - POST /order: a pay-later order (payment_due, OFFLINE) of one ACTIVE option of the club's for a member
 *   already linked to the club (409 otherwise: paying it would make the club's own order a link, unconsented),
 *   with their memberships UNREGISTERED and DUE, in the request's one transaction; the member pays it online
 *   (membership-order) or the club marks it paid (PATCH /order/{id}).
 */
import { BASKET_ERRORS } from '../../../domain/payment/basket-messages.ts';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import type { OrderCreateInput } from '../../../domain/membership/basket.contract.ts';
import { MEMBERSHIP_ERRORS } from '../../../domain/membership/messages.ts';
import { CLUB_INVITATION_ERRORS } from '../../../domain/person/club-link/club-invitation.ts';
import { answerProblem } from '../../../domain/membership/package.ts';
import type { PaymentEvent, PaymentsProvider } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import {
  membership,
  membershipInstalment,
  membershipOption,
  membershipOrder,
  membershipPackage,
  person,
  personOrganization,
} from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { translate, pickLocale } from '../../i18n.ts';
import { openMembershipCheckout, type MembershipCheckoutStarted } from './payment-purpose.ts';
import { membershipError } from './membership-errors.ts';
import { orderDto } from './order.repository.ts';
import { addReceipt } from './receipts.ts';

type Lang = string | null | undefined;
const HOLDING = ['REGISTERED', 'ASSOCIATION_FEES_PENDING', 'ASSOCIATION_APPROVAL_PENDING'];

export type OrderCheckoutStarted = MembershipCheckoutStarted;

/** POST /checkout/membership-order. */
export async function checkoutOrder(
  db: Db,
  payments: PaymentsProvider,
  orderId: string,
  urls: { success: string; cancel: string },
  lang: Lang,
): Promise<OrderCheckoutStarted> {
  const o = await db.transaction(async (tx) => {
    const [o] = await tx
      .select()
      .from(membershipOrder)
      .where(and(eq(membershipOrder.id, orderId), isNull(membershipOrder.deletedAt)))
      .for('update');
    if (!o) throw membershipError(404, MEMBERSHIP_ERRORS.notFound, lang);
    if (
      o.kind !== 'REGISTRATION' ||
      !['payment_due', 'abandoned'].includes(o.status) ||
      o.paidMinor > 0 ||
      o.amountMinor <= 0
    ) {
      throw membershipError(409, BASKET_ERRORS.orderNotPayable, lang);
    }
    const members = await tx.select().from(membership).where(eq(membership.orderId, orderId));
    if (!members.length || members.some((m) => m.membershipStatus !== 'UNREGISTERED' || m.refunded)) {
      throw membershipError(409, BASKET_ERRORS.orderNotPayable, lang);
    }
    for (const m of members) {
      const [held] = await tx
        .select({ id: membership.id })
        .from(membership)
        .where(
          and(
            eq(membership.personId, m.personId),
            eq(membership.organizationId, m.organizationId),
            eq(membership.season, m.season),
            eq(membership.association, m.association),
            inArray(membership.membershipStatus, HOLDING),
            eq(membership.refunded, false),
            isNull(membership.deletedAt),
            ne(membership.orderId, orderId),
          ),
        )
        .limit(1);
      if (held) throw membershipError(409, MEMBERSHIP_ERRORS.alreadyRegistered, lang);
    }
    await tx
      .update(membershipOrder)
      .set({ status: 'payment_processing', paymentType: 'SINGLE_ONLINE', updatedAt: new Date() })
      .where(eq(membershipOrder.id, orderId));
    await tx
      .update(membership)
      .set({ paymentStatus: 'DUE', paymentMethod: 'CARD', updatedAt: new Date() })
      .where(eq(membership.orderId, orderId));
    return o;
  });
  // Nothing was charged when the provider fails: the order is as it was, to pay again.
  const undo = () =>
    db.transaction(async (tx) => {
      await tx
        .update(membershipOrder)
        .set({ status: o.status, paymentType: o.paymentType })
        .where(eq(membershipOrder.id, orderId));
    });
  const p = { orderId, accountId: o.organizationId, amountMinor: o.amountMinor, currency: o.currency, urls };
  return openMembershipCheckout(db, payments, { ...p, description: 'Membership' }, lang, undo);
}

/** POST /checkout/instalment-order. */
export async function checkoutInstalment(
  db: Db,
  payments: PaymentsProvider,
  orderId: string,
  urls: { success: string; cancel: string },
  lang: Lang,
): Promise<OrderCheckoutStarted> {
  const [o] = await db
    .select()
    .from(membershipOrder)
    .where(and(eq(membershipOrder.id, orderId), isNull(membershipOrder.deletedAt)));
  if (!o) throw membershipError(404, MEMBERSHIP_ERRORS.notFound, lang);
  if (
    o.paymentType !== 'INSTALLMENTS_ONLINE' ||
    o.status !== 'payment_processing' ||
    o.planCancelled ||
    o.paidMinor === 0
  ) {
    throw membershipError(409, BASKET_ERRORS.orderNotPayable, lang);
  }
  const [next] = await db
    .select()
    .from(membershipInstalment)
    .where(
      and(eq(membershipInstalment.orderId, orderId), inArray(membershipInstalment.status, ['DUE', 'FAILED'])),
    )
    .orderBy(asc(membershipInstalment.seq))
    .limit(1);
  if (!next) throw membershipError(409, BASKET_ERRORS.noInstalmentDue, lang);
  return openMembershipCheckout(
    db,
    payments,
    {
      orderId,
      accountId: o.organizationId,
      amountMinor: next.amountMinor,
      currency: o.currency,
      description: `Instalment ${next.seq}`,
      urls,
      instalmentId: next.id,
    },
    lang,
  );
}

/**
 * The signed event of an instalment paid by card now (metadata.instalmentId): the instalment PAID, the order's
 * paid amount, a receipt, and the order paid once the plan is; idempotent by the instalment's state.
 */
export async function instalmentPaid(db: Db, event: PaymentEvent, now = new Date()): Promise<void> {
  const { orderId, instalmentId } = event.metadata;
  if (!orderId || !instalmentId) return;
  await db.transaction(async (tx) => {
    const [i] = await tx
      .update(membershipInstalment)
      .set({ status: 'PAID', paymentIntentId: event.paymentIntentId, paidAt: now, nextAttemptAt: null })
      .where(
        and(
          eq(membershipInstalment.id, instalmentId),
          eq(membershipInstalment.orderId, orderId),
          inArray(membershipInstalment.status, ['DUE', 'FAILED']),
        ),
      )
      .returning();
    if (!i) return;
    const [order] = await tx
      .update(membershipOrder)
      .set({ paidMinor: sql`${membershipOrder.paidMinor} + ${i.amountMinor}`, updatedAt: now })
      .where(eq(membershipOrder.id, orderId))
      .returning();
    await addReceipt(tx, {
      orderId,
      amountMinor: i.amountMinor,
      currency: order!.currency,
      method: 'CARD',
      paymentIntentId: event.paymentIntentId,
      paidAt: now,
    });
    const done = order!.paidMinor >= order!.amountMinor;
    if (done) await tx.update(membershipOrder).set({ status: 'paid' }).where(eq(membershipOrder.id, orderId));
    await tx
      .update(membership)
      .set({
        paymentStatus: done ? 'PAID' : 'PART_PAID',
        ...(done ? { feesPaidOn: todayInDublin(now) } : {}),
        updatedAt: now,
      })
      .where(and(eq(membership.orderId, orderId), eq(membership.membershipStatus, 'REGISTERED')));
  });
}

/** POST /order (see the module comment). */
export async function createOrder(db: Db, input: OrderCreateInput, lang: Lang) {
  const [row] = await db
    .select({ option: membershipOption, org: membershipPackage.organizationId })
    .from(membershipOption)
    .innerJoin(membershipPackage, eq(membershipPackage.id, membershipOption.packageId))
    .where(eq(membershipOption.id, input.optionId));
  if (!row || row.org !== input.organizationId || row.option.status !== 'ACTIVE') {
    throw membershipError(404, MEMBERSHIP_ERRORS.notFound, lang, 'optionId');
  }
  const option = row.option;
  const [who] = await db
    .select({ id: person.id, status: person.status })
    .from(person)
    .where(and(eq(person.id, input.personId), isNull(person.deletedAt)));
  if (!who || who.status !== 'ACTIVE')
    throw membershipError(404, MEMBERSHIP_ERRORS.notFound, lang, 'personId');
  // Only for someone already in the club: marking the order paid makes its person a member (club-link
  // repository `joinClubs`), and a club may link an existing person only with their consent (their own
  // checkout, or an accepted invitation: person/club-invitation.ts) — never by an order of its own making.
  const [linked] = await db
    .select({ status: personOrganization.status })
    .from(personOrganization)
    .where(
      and(
        eq(personOrganization.personId, input.personId),
        eq(personOrganization.organizationId, input.organizationId),
        isNull(personOrganization.deletedAt),
      ),
    );
  if (!linked) throw membershipError(409, CLUB_INVITATION_ERRORS.notMember, lang, 'personId');
  for (const [qi, q] of option.additionalQuestions.entries()) {
    const problem = answerProblem(q, input.answers[String(qi)]);
    if (problem) {
      const text = translate(problem, pickLocale(lang), problem);
      throw new HttpError(400, text, [{ field: `answers.${qi}`, message: text, code: problem }]);
    }
  }
  const [held] = await db
    .select({ id: membership.id })
    .from(membership)
    .where(
      and(
        eq(membership.personId, input.personId),
        eq(membership.organizationId, input.organizationId),
        eq(membership.season, option.season),
        inArray(membership.association, option.associations),
        inArray(membership.membershipStatus, HOLDING),
        eq(membership.refunded, false),
        isNull(membership.deletedAt),
      ),
    )
    .limit(1);
  if (held) throw membershipError(409, MEMBERSHIP_ERRORS.alreadyRegistered, lang, 'personId');
  const orderId = uuidv7();
  await db.insert(membershipOrder).values({
    id: orderId,
    personId: input.personId,
    organizationId: input.organizationId,
    status: 'payment_due',
    paymentType: 'OFFLINE',
    amountMinor: option.price,
    currency: option.priceCurrency,
  });
  await db.insert(membership).values(
    option.associations.map((association) => ({
      id: uuidv7(),
      personId: input.personId,
      organizationId: input.organizationId,
      orderId,
      association,
      season: option.season,
      membershipStatus: 'UNREGISTERED',
      paymentStatus: 'DUE',
      paymentMethod: 'OFFLINE',
      validFrom: `${option.season}-01-01`,
      validTo: `${option.season}-12-31`,
      packageId: option.packageId,
      optionId: option.id,
      answers: input.answers,
    })),
  );
  return (await orderDto(db, orderId))!;
}
