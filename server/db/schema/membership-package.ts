/**
 * Membership packages and options (seed 1 §3), the basket, orders with their instalment plans, and annual
 * levies. Memberships themselves are in membership.ts (shared with the injury fund check). Money is integer
 * minor units plus a currency code.
 */
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AdditionalQuestion } from '../../../domain/membership/package.ts';
import { createdAt, requiredRef, syncColumns } from './columns.ts';
import { organization } from './organization.ts';
import { person } from './person.ts';

export const membershipPackage = pgTable(
  'membership_package',
  {
    id: text('id').primaryKey(),
    organizationId: requiredRef('organization_id', () => organization.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    season: integer('season').notNull(),
    /** DRAFT or ACTIVE. */
    status: text('status').notNull(),
    additionalType: text('additional_type').notNull().default(''),
    bulkRegisterEnabled: boolean('bulk_register_enabled').notNull().default(true),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [index('membership_package_org_idx').on(t.organizationId, t.season)],
);

export const membershipOption = pgTable(
  'membership_option',
  {
    id: text('id').primaryKey(),
    packageId: requiredRef('package_id', () => membershipPackage.id),
    position: integer('position').notNull().default(0),
    season: integer('season').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** ACTIVE, DRAFT or DELETED (shown as hibernated). */
    status: text('status').notNull(),
    adultSlots: integer('adult_slots').notNull(),
    youthSlots: integer('youth_slots').notNull(),
    playerType: text('player_type').notNull(),
    membershipType: text('membership_type').notNull(),
    associations: text('associations').array().notNull(),
    priceCurrency: text('price_currency').notNull(),
    price: integer('price').notNull(),
    visibleOnline: boolean('visible_online').notNull(),
    availableOnlineFor: text('available_online_for').notNull(),
    onlineSinglePaymentAllowed: boolean('online_single_payment_allowed').notNull(),
    onlinePayLaterOptionAllowed: boolean('online_pay_later_option_allowed').notNull(),
    onlineInstalmentPaymentAllowed: boolean('online_instalment_payment_allowed').notNull(),
    instalmentPrice: integer('instalment_price'),
    instalmentNumber: integer('instalment_number'),
    additionalQuestions: jsonb('additional_questions').$type<AdditionalQuestion[]>().notNull(),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [index('membership_option_package_idx').on(t.packageId)],
);

/** One open basket per person (the payer); items are registrations waiting for checkout. */
export const basket = pgTable('basket', {
  id: text('id').primaryKey(),
  personId: text('person_id')
    .notNull()
    .unique()
    .references(() => person.id),
  createdAt: createdAt(),
  ...syncColumns,
});

export const basketItem = pgTable(
  'basket_item',
  {
    id: text('id').primaryKey(),
    basketId: requiredRef('basket_id', () => basket.id),
    organizationId: text('organization_id').notNull(),
    packageId: text('package_id').notNull(),
    optionId: requiredRef('option_id', () => membershipOption.id),
    /** The members this item registers (within the option's adult and youth places). */
    personIds: text('person_ids').array().notNull(),
    /** Answers per member: person id → question index → answer. */
    answers: jsonb('answers').$type<Record<string, Record<string, string>>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('basket_item_basket_idx').on(t.basketId)],
);

export const membershipOrder = pgTable(
  'membership_order',
  {
    id: text('id').primaryKey(),
    /** The payer. */
    personId: requiredRef('person_id', () => person.id),
    organizationId: requiredRef('organization_id', () => organization.id),
    /** payment_due, payment_processing, abandoned, paid, part_refunded, refunded. */
    status: text('status').notNull(),
    /** SINGLE_ONLINE, INSTALLMENTS_ONLINE or OFFLINE. */
    paymentType: text('payment_type').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    paidMinor: integer('paid_minor').notNull().default(0),
    currency: text('currency').notNull(),
    checkoutSessionId: text('checkout_session_id'),
    paymentIntentId: text('payment_intent_id'),
    /** The saved card the later instalments are charged to. */
    paymentMethodId: text('payment_method_id'),
    /** The subscription plan was cancelled: no further instalments are charged. */
    planCancelled: boolean('plan_cancelled').notNull().default(false),
    /** REGISTRATION (memberships point at it by `order_id`) or UPGRADE (of `membership_id`, for the difference). */
    kind: text('kind').notNull().default('REGISTRATION'),
    /** An upgrade: the membership, and the option it left (restored if the upgrade order is cancelled). */
    membershipId: text('membership_id'),
    fromOptionId: text('from_option_id'),
    fromPackageId: text('from_package_id'),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [
    index('membership_order_org_idx').on(t.organizationId, t.status),
    index('membership_order_membership_idx').on(t.membershipId),
  ],
);

/**
 * A receipt for each payment an order takes (seed 1 §3 Membership "receipts"): the card payment at checkout,
 * each instalment charged, or the club marking an order paid. Numbered per order (`seq`).
 */
export const membershipReceipt = pgTable(
  'membership_receipt',
  {
    id: text('id').primaryKey(),
    orderId: requiredRef('order_id', () => membershipOrder.id),
    seq: integer('seq').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** CARD or OFFLINE. */
    method: text('method').notNull(),
    paymentIntentId: text('payment_intent_id'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('membership_receipt_order_seq').on(t.orderId, t.seq)],
);

export const membershipInstalment = pgTable(
  'membership_instalment',
  {
    id: text('id').primaryKey(),
    orderId: requiredRef('order_id', () => membershipOrder.id),
    seq: integer('seq').notNull(),
    dueDate: date('due_date').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    /** DUE, PAID or FAILED. */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    paymentIntentId: text('payment_intent_id'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('membership_instalment_order_seq').on(t.orderId, t.seq),
    index('membership_instalment_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** Seed 1 §3 Annual levy: levies exist for the club and its parent; an unpaid one blocks registration. */
export const annualLevy = pgTable(
  'annual_levy',
  {
    id: text('id').primaryKey(),
    organizationId: requiredRef('organization_id', () => organization.id),
    association: text('association').notNull(),
    season: integer('season').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull().default('EUR'),
    paid: boolean('paid').notNull().default(false),
    paidOn: date('paid_on'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('annual_levy_org_assoc_season').on(t.organizationId, t.association, t.season)],
);
