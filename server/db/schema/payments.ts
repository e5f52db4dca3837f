/**
 * The local test-mode payments provider's own ledger (server/adapters/payments/local-provider.ts): checkout
 * sessions, payment intents, refunds, payouts, balance debits and signed events, persistent like a processor's test mode.
 * Amounts are integer minor units with a currency code. The Stripe provider keeps nothing here.
 */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const paymentCheckoutSession = pgTable(
  'payment_checkout_session',
  {
    id: text('id').primaryKey(),
    /** The organisation whose balance the payment goes to. */
    accountId: text('account_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** open, complete or expired. */
    status: text('status').notNull().default('open'),
    paymentIntentId: text('payment_intent_id'),
    /** Save the card for later off-session charges (instalment plans). */
    saveCard: boolean('save_card').notNull().default(false),
    /** The card saved when a `saveCard` session was paid. */
    paymentMethodId: text('payment_method_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_checkout_session_open_idx').on(t.status, t.expiresAt)],
);

export const paymentIntent = pgTable('payment_intent', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  checkoutSessionId: text('checkout_session_id'),
  amountMinor: integer('amount_minor').notNull(),
  feeMinor: integer('fee_minor').notNull(),
  currency: text('currency').notNull(),
  /**
   * requires_action, succeeded, failed; a card terminal payment (local-terminal.ts) also requires_payment_method
   * (created, or declined and waiting for another card), requires_confirmation (card read), canceled.
   */
  status: text('status').notNull(),
  cardLast4: text('card_last4'),
  refundedMinor: integer('refunded_minor').notNull().default(0),
  /** When the net amount moves from pending to available. */
  availableAt: timestamp('available_at', { withTimezone: true, mode: 'date' }).notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  /** A card terminal payment's client secret (the reader's step needs it), its reader and last decline. */
  clientSecret: text('client_secret'),
  readerId: text('reader_id'),
  lastError: text('last_error'),
  createdAt: createdAt(),
});

export const paymentRefund = pgTable('payment_refund', {
  id: text('id').primaryKey(),
  paymentIntentId: text('payment_intent_id').notNull(),
  accountId: text('account_id').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  /** The banking refund fee charged to the organisation (seed 3 §4), on top of the fee not returned. */
  feeMinor: integer('fee_minor').notNull(),
  createdAt: createdAt(),
});

export const paymentPayout = pgTable(
  'payment_payout',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** pending (reserved from the balance) or paid. */
    status: text('status').notNull(),
    description: text('description').notNull().default(''),
    /** The caller's idempotency key: a retry with it answers the first payout. */
    reference: text('reference'),
    arrivalAt: timestamp('arrival_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_payout_reference').on(t.accountId, t.reference)],
);

/** Money into an organisation's balance from its bank (seed 3 §4 Fund clearing), once per reference. */
export const paymentTopUp = pgTable(
  'payment_top_up',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    paymentMethodId: text('payment_method_id').notNull(),
    methodType: text('method_type').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    feeMinor: integer('fee_minor').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    reference: text('reference').notNull(),
    /** When the net amount moves from pending to available (clearing rules, domain/payment/clearing.ts). */
    availableAt: timestamp('available_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_top_up_reference').on(t.accountId, t.reference)],
);

/**
 * The ledger: append-only (a trigger refuses UPDATE and DELETE, migration 0028), one row per movement of
 * money in one bucket. Balances are sums of it at a moment: `pending` rows count as available from
 * `moves_at`; `reserved` rows (payouts on their way) stop counting at `moves_at`, when the money has left.
 * A movement between buckets is two rows that sum to zero. `(kind, source_id, bucket)` is unique, so a
 * movement is posted once whatever retries.
 */
export const paymentLedgerEntry = pgTable(
  'payment_ledger_entry',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    currency: text('currency').notNull(),
    /** available, pending or reserved. */
    bucket: text('bucket').notNull(),
    /** Signed integer minor units. */
    amountMinor: integer('amount_minor').notNull(),
    /** charge, card_fee, refund, refund_fee, top_up, top_up_fee, payout, debit. */
    kind: text('kind').notNull(),
    sourceId: text('source_id').notNull(),
    movesAt: timestamp('moves_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_ledger_entry_once').on(t.kind, t.sourceId, t.bucket),
    index('payment_ledger_entry_account_idx').on(t.accountId, t.currency),
  ],
);

/** The local provider's connected accounts (Stripe's Connect accounts): none until an organisation sets one up. */
export const paymentAccount = pgTable('payment_account', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  country: text('country').notNull(),
  defaultCurrency: text('default_currency').notNull(),
  /** One of PAYMENT_ACCOUNT_STATUSES (domain/payment/account.ts). */
  status: text('status').notNull(),
  createdAt: createdAt(),
});

/** The local provider's test clock: its offset from the wall clock, moved forward by tests (never back). */
export const paymentClock = pgTable('payment_clock', {
  id: text('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
});

/**
 * Money taken out of an organisation's available balance for the platform to pass on (an annual levy paid to
 * a governing body). `reference` makes a debit once only: a retry with the same reference answers the first.
 */
export const paymentDebit = pgTable(
  'payment_debit',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_debit_reference').on(t.accountId, t.reference)],
);

/** Signed events, delivered to the server's webhook route; kept until delivered (then for audit). */
export const paymentEvent = pgTable(
  'payment_event',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('payment_event_undelivered_idx').on(t.deliveredAt)],
);

/**
 * A card saved by a paid `saveCard` session, charged later off-session (`chargeSaved`). `failCharges` is
 * the test switch: set by the card 4000 0000 0000 0341 (saves, but later charges are declined), cleared
 * when the payer updates the card (`updateSavedCard`).
 */
export const paymentMethod = pgTable(
  'payment_method',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    /** One of PAYMENT_METHOD_TYPES; a saved card is CARD. */
    type: text('type').notNull().default('CARD'),
    /** At most 30 characters (seed 3 §5). */
    description: text('description'),
    currency: text('currency').notNull().default('EUR'),
    /** Card last 4, or the bank account's last 4. */
    cardLast4: text('card_last4').notNull(),
    failCharges: boolean('fail_charges').notNull().default(false),
    /** ORGANIZATION (accountId is the organisation) or PERSON (accountId is the person: their own methods). */
    ownerKind: text('owner_kind').notNull().default('ORGANIZATION'),
    /** active, or removed (deleted by its owner: kept for the top-ups that name it, never listed). */
    status: text('status').notNull().default('active'),
    /** A card's brand (visa, mastercard, …). */
    cardBrand: text('card_brand'),
    country: text('country'),
    /** A bank account's sort code or routing number, as the owner gave it. */
    routingNumber: text('routing_number'),
    /** The owner's idempotency key: adding with the same reference answers the first method. */
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_method_reference').on(t.accountId, t.reference)],
);

/**
 * An organisation's customer cash balance (seed 3 §3 "Customer organisation payment account with a cash
 * balance"): FUNDED by a bank transfer (the super admin's simulated one in the local provider), CHARGED when a
 * super admin moves it into the club's balance — a bank-transfer top-up (`topUpId`) that clears by the fund
 * clearing rules. The balance is the sum, never stored; `reference` makes each movement once only.
 */
export const paymentCashTransaction = pgTable(
  'payment_cash_transaction',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    /** FUNDED (+) or CHARGED (−). */
    kind: text('kind').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    reference: text('reference').notNull(),
    topUpId: text('top_up_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_cash_transaction_reference').on(t.accountId, t.reference),
    index('payment_cash_transaction_account_idx').on(t.accountId, t.currency),
  ],
);

/**
 * Money from one organisation's available balance to another's (a transfer invoice paid, ADR 0014 addendum),
 * once per reference. Its trigger posts two ledger rows that sum to zero: `transfer_out` on the payer,
 * `transfer_in` on the destination, both available at once.
 */
export const paymentTransfer = pgTable(
  'payment_transfer',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    destinationAccountId: text('destination_account_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_transfer_reference').on(t.accountId, t.reference)],
);
