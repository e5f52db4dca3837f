/**
 * The basket edited, orders checked out and created (seed 1 §7 Basket and checkout, Membership service; issue
 * 53 item 5), each declared once (docs/adr/0022-route-contracts.md), registered by
 * server/services/membership/basket-edit.routes.ts:
 *
 * - PATCH /basket/{id}: the items kept (`basketItems`, by id); the others are removed. DELETE /basket/{id}
 *   empties it. GET /basket/{id}/item/{itemId} reads one item; PATCH …/item/{itemId} changes its option (of
 *   the same package), drops some of its members, or changes their answers — with the registration's rules.
 *   The basket's owner, or their parent or guardian. Items being paid for (a card payment in progress) are
 *   not edited: 409.
 * - POST /checkout/membership-order: pays an existing unpaid order (pay later, or abandoned) by card;
 *   POST /checkout/instalment-order: pays the next instalment of a plan now. The order's payer (or their
 *   parent or guardian).
 * - A checkout asked to confirm in page (`inPage`) answers 402 with the client secret the page confirms the
 *   card with through the payments adapter; otherwise (or when the provider has none) 201 with the hosted
 *   checkout page, the fallback.
 * - POST /order: a club admin creates a pay-later order for a member of one of the club's options.
 */
import * as v from 'valibot';
import { defineRoute } from '../lib/contract.ts';
import { Id, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import { ANSWER_MAX } from './package.ts';

const Key = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const tag = 'basket';

const Answers = v.record(
  v.pipe(v.string(), v.regex(/^\d{1,2}$/, M.invalid.id)),
  v.pipe(v.string(M.invalid.id), v.maxLength(ANSWER_MAX, M.membershipAnswerMax.id)),
  M.invalid.id,
);

export const BasketItemDoc = v.object({
  id: v.string(),
  organizationId: v.string(),
  packageId: v.string(),
  option: v.looseObject({ id: v.string(), name: v.string(), price: v.number(), priceCurrency: v.string() }),
  members: v.array(v.object({ id: v.string(), name: v.string() })),
  answers: v.record(v.string(), v.record(v.string(), v.string())),
});
export type BasketItemDoc = v.InferOutput<typeof BasketItemDoc>;

export const BasketDoc = v.object({
  id: v.string(),
  person: v.object({ id: v.string() }),
  basketItems: v.array(BasketItemDoc),
});
export type BasketDoc = v.InferOutput<typeof BasketDoc>;

/** PATCH /basket/{id}: the items kept, by id (an id not in the basket is refused). */
export const BasketPatch = strictObject({
  basketItems: v.pipe(v.array(strictObject({ id: Id }), M.invalid.id), v.maxLength(100, M.tooLong.id)),
});
export type BasketPatch = v.InferOutput<typeof BasketPatch>;

/** PATCH /basket/{id}/item/{itemId}: at least one of the option, the members kept, their answers. */
export const BasketItemPatch = v.pipe(
  strictObject({
    optionId: v.optional(Id),
    /** The item's members kept (at least one; a member not in the item is refused). */
    personIds: v.optional(
      v.pipe(
        v.array(Id, M.invalid.id),
        v.minLength(1, M.membershipMemberRequired.id),
        v.maxLength(40, M.tooLong.id),
      ),
    ),
    /** Person id → question index → answer. */
    answers: v.optional(v.record(Key, Answers, M.invalid.id)),
  }),
  v.check((p) => Object.values(p).some((x) => x !== undefined), M.required.id),
);
export type BasketItemPatch = v.InferOutput<typeof BasketItemPatch>;

/** What a checkout answers: the order, and the hosted page (null when nothing is to pay by card now). */
export const CheckoutAnswer = v.object({
  orderId: v.string(),
  checkoutUrl: v.nullable(v.string()),
});
export type CheckoutAnswer = v.InferOutput<typeof CheckoutAnswer>;

/** The 402 of a checkout confirmed in page: the client secret, and the hosted page as the fallback. */
export const CardConfirmationRequired = v.object({
  status: v.literal(402),
  summary: v.string(),
  message: v.string(),
  orderId: v.string(),
  clientSecret: v.string(),
  checkoutUrl: v.string(),
});
export type CardConfirmationRequired = v.InferOutput<typeof CardConfirmationRequired>;

export const OrderCheckoutInput = strictObject({
  orderId: Id,
  /** Answer 402 with a client secret to confirm the card in page (else 201 with the hosted page). */
  inPage: v.optional(v.boolean(M.invalid.id)),
});
export type OrderCheckoutInput = v.InferOutput<typeof OrderCheckoutInput>;

/** POST /order: a pay-later order of one option for a member of the club (seed 1 §3 Membership and order). */
export const OrderCreateInput = strictObject({
  organizationId: Id,
  personId: Id,
  optionId: Id,
  answers: v.optional(Answers, {}),
});
export type OrderCreateInput = v.InferOutput<typeof OrderCreateInput>;

export const CreatedOrder = v.looseObject({
  id: v.string(),
  person: v.object({ id: v.string() }),
  organizationId: v.string(),
  status: v.string(),
  paymentType: v.string(),
  amountMinor: v.number(),
  currency: v.string(),
});

const itemParams = v.object({ id: Key, itemId: Key });

export const basketApi = {
  patch: defineRoute({
    method: 'PATCH',
    path: '/basket/:id',
    tag,
    summary: 'Edit the basket: the items kept (the others are removed)',
    policy: 'membership.basketEdit',
    params: v.object({ id: Key }),
    body: BasketPatch,
    response: BasketDoc,
  }),
  empty: defineRoute({
    method: 'DELETE',
    path: '/basket/:id',
    tag,
    summary: 'Empty the basket',
    policy: 'membership.basketEdit',
    params: v.object({ id: Key }),
    response: BasketDoc,
  }),
  item: defineRoute({
    method: 'GET',
    path: '/basket/:id/item/:itemId',
    tag,
    summary: 'One item of the basket',
    policy: 'membership.basketEdit',
    params: itemParams,
    response: BasketItemDoc,
  }),
  patchItem: defineRoute({
    method: 'PATCH',
    path: '/basket/:id/item/:itemId',
    tag,
    summary: 'Edit an item: its option, the members it keeps, their answers',
    policy: 'membership.basketEdit',
    params: itemParams,
    body: BasketItemPatch,
    response: BasketDoc,
  }),
  membershipOrder: defineRoute({
    method: 'POST',
    path: '/checkout/membership-order',
    tag,
    summary: 'Pay an unpaid membership order by card (402 with a client secret when confirmed in page)',
    policy: 'membership.orderPay',
    body: OrderCheckoutInput,
    response: CheckoutAnswer,
    status: 201,
    errors: { 402: CardConfirmationRequired },
  }),
  instalmentOrder: defineRoute({
    method: 'POST',
    path: '/checkout/instalment-order',
    tag,
    summary:
      'Pay the next instalment of a plan now by card (402 with a client secret when confirmed in page)',
    policy: 'membership.orderPay',
    body: OrderCheckoutInput,
    response: CheckoutAnswer,
    status: 201,
    errors: { 402: CardConfirmationRequired },
  }),
  createOrder: defineRoute({
    method: 'POST',
    path: '/order',
    tag: 'membership',
    summary: 'A club admin creates a pay-later order of one of the club’s options for a member',
    policy: 'membership.clubAdmin',
    body: OrderCreateInput,
    response: CreatedOrder,
    status: 201,
  }),
} as const;
