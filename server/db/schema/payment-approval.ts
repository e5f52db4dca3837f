/**
 * The app's side of club payments (server/services/payment/): top-up and payout requests awaiting a second
 * finance administrator, the append-only audit of every money action and of a person's own payment-method
 * changes (a trigger refuses UPDATE and DELETE, migration 0028; people are kept as id and name, no foreign key, so a merge or erasure leaves it whole),
 * and the payout freeze a super admin sets per organisation.
 */
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { organization } from './organization.ts';
import { person } from './person.ts';

export const paymentApproval = pgTable(
  'payment_approval',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id),
    /** TOP_UP or PAYOUT. */
    additionalType: text('additional_type').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    paymentMethodId: text('payment_method_id'),
    description: text('description').notNull(),
    /** CREATED, APPROVED, REJECTED, CANCELLED, FAILED. */
    status: text('status').notNull().default('CREATED'),
    statusReason: text('status_reason'),
    requestedBy: text('requested_by')
      .notNull()
      .references(() => person.id),
    decidedBy: text('decided_by').references(() => person.id),
    /** The provider's top-up or payout, once approved. */
    movementId: text('movement_id'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('payment_approval_org_idx').on(t.organizationId, t.status, t.createdAt)],
);

export const paymentAudit = pgTable(
  'payment_audit',
  {
    id: text('id').primaryKey(),
    /** The organisation whose money or methods changed; null for a person's own payment methods. */
    organizationId: text('organization_id'),
    /** The person whose own payment methods changed (`organizationId` null); no foreign key, as the actor. */
    personId: text('person_id'),
    action: text('action').notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    subjectId: text('subject_id'),
    amountMinor: integer('amount_minor'),
    currency: text('currency'),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_audit_org_idx').on(t.organizationId, t.createdAt),
    uniqueIndex('payment_audit_once').on(t.organizationId, t.action, t.subjectId),
    uniqueIndex('payment_audit_person_once').on(t.personId, t.action, t.subjectId),
  ],
);

export const paymentAccountSetting = pgTable('payment_account_setting', {
  organizationId: text('organization_id')
    .primaryKey()
    .references(() => organization.id),
  payoutsFrozen: boolean('payouts_frozen').notNull().default(false),
  /** The organisation's account at the provider when it differs from the organisation id (Stripe's acct_…). */
  providerAccountId: text('provider_account_id'),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Transfer invoices (seed 3 §3 Transfer invoice, ADR 0014 addendum): an organisation (`sourceOrganizationId`,
 * e.g. a county board) asks a club (`organizationId`, the payer) to transfer money from its payment account.
 * DUE until a finance admin of the club pays it (the provider's transfer, `transferId`) or rejects it.
 */
export const transferInvoice = pgTable(
  'transfer_invoice',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id),
    sourceOrganizationId: text('source_organization_id')
      .notNull()
      .references(() => organization.id),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    /** One of TRANSFER_INVOICE_STATUSES (domain/payment/transfer-invoice.ts). */
    status: text('status').notNull().default('DUE'),
    decidedBy: text('decided_by').references(() => person.id),
    transferId: text('transfer_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('transfer_invoice_org_idx').on(t.organizationId, t.status, t.updatedAt)],
);
