/**
 * Club draws (seed 2 §3 Draw and tickets): the draw, the organisations taking part, allocated ticket ranges,
 * tickets and online orders.
 *
 * Invariants:
 * - A ticket number is held by at most one live ticket of a draw: the partial unique index leaves out
 *   deallocated (deleted) tickets and the history rows of online reservations that ended FAILED or EXPIRED
 *   (their number goes back to the pool as a fresh ALLOCATED row, see draw-online.ts).
 * - `draw_ticket` is synced to the officer's device (`syncColumns`): every change bumps `updated_at` and
 *   `version`; deallocation is a soft delete so devices receive a tombstone.
 * - Declaration is per club (`draw_organization.declared_at`) and irreversible: the service refuses every
 *   sale, edit and allocation of a declared club.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, syncColumns } from './columns.ts';
import { organization } from './organization.ts';

export const draw = pgTable('draw', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** ACTIVE or ARCHIVED (domain/draw/enums.ts). */
  status: text('status').notNull().default('ACTIVE'),
  /** The body running the draw (seed 2 §3 drawOrganizationId). */
  organizationId: requiredRef('organization_id', () => organization.id),
  ticketPriceMinor: integer('ticket_price_minor').notNull(),
  currency: text('currency').notNull().default('EUR'),
  drawDate: text('draw_date'),
  createdAt: createdAt(),
});

/** A club (or county) taking part in a draw. */
export const drawOrganization = pgTable(
  'draw_organization',
  {
    id: text('id').primaryKey(),
    drawId: requiredRef('draw_id', () => draw.id),
    organizationId: requiredRef('organization_id', () => organization.id),
    /** ENABLED or DELETED. */
    status: text('status').notNull().default('ENABLED'),
    declaredAt: timestamp('declared_at', { withTimezone: true, mode: 'date' }),
    declaredBy: text('declared_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('draw_organization_unique').on(t.drawId, t.organizationId)],
);

export const drawAllocation = pgTable(
  'draw_allocation',
  {
    id: text('id').primaryKey(),
    drawId: requiredRef('draw_id', () => draw.id),
    county: text('county').notNull(),
    organizationId: requiredRef('organization_id', () => organization.id),
    startTicketNumber: integer('start_ticket_number').notNull(),
    numberOfTickets: integer('number_of_tickets').notNull(),
    /** PAPER tickets are sold by the club's sellers; ONLINE tickets are the club's pool for online entry. */
    ticketType: text('ticket_type').notNull().default('PAPER'),
    createdAt: createdAt(),
  },
  (t) => [index('draw_allocation_draw_idx').on(t.drawId, t.startTicketNumber)],
);

/** An online entry: one checkout for up to 10 tickets, refunded as a whole. */
export const drawOrder = pgTable(
  'draw_order',
  {
    id: text('id').primaryKey(),
    drawId: requiredRef('draw_id', () => draw.id),
    organizationId: requiredRef('organization_id', () => organization.id),
    /** PENDING_PAYMENT, PAID, FAILED, EXPIRED, REFUNDED. */
    status: text('status').notNull(),
    quantity: integer('quantity').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    entrants: jsonb('entrants').$type<unknown[]>().notNull(),
    checkoutSessionId: text('checkout_session_id'),
    paymentIntentId: text('payment_intent_id'),
    refundId: text('refund_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('draw_order_session_idx').on(t.checkoutSessionId)],
);

export const drawTicket = pgTable(
  'draw_ticket',
  {
    id: text('id').primaryKey(),
    drawId: requiredRef('draw_id', () => draw.id),
    allocationId: text('allocation_id').references(() => drawAllocation.id),
    number: integer('number').notNull(),
    county: text('county').notNull(),
    organizationId: requiredRef('organization_id', () => organization.id),
    /** domain/draw/enums.ts TICKET_STATUSES. */
    status: text('status').notNull().default('ALLOCATED'),
    /** ONLINE, PAPER or PHYSICAL. */
    ticketType: text('ticket_type').notNull().default('PAPER'),
    name: text('name'),
    address: text('address'),
    phone: text('phone'),
    /** The sale date the seller wrote (yyyy-MM-dd). */
    saleDate: text('sale_date'),
    soldAt: timestamp('sold_at', { withTimezone: true, mode: 'date' }),
    soldBy: text('sold_by'),
    orderId: text('order_id').references(() => drawOrder.id),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [
    uniqueIndex('draw_ticket_live_number')
      .on(t.drawId, t.number)
      .where(sql`${t.deletedAt} is null and ${t.status} not in ('FAILED', 'EXPIRED')`),
    index('draw_ticket_org_idx').on(t.organizationId, t.drawId, t.status),
    index('draw_ticket_sync_idx').on(t.updatedAt, t.id),
    index('draw_ticket_order_idx').on(t.orderId),
  ],
);

/**
 * A club's request for more paper tickets (seed 2 §2 "request additional paper tickets" dialog), read by the
 * draw's runners; it counts as answered once the club has an allocation made after it.
 */
export const drawPaperRequest = pgTable(
  'draw_paper_request',
  {
    id: text('id').primaryKey(),
    drawId: requiredRef('draw_id', () => draw.id),
    organizationId: requiredRef('organization_id', () => organization.id),
    numberOfTickets: integer('number_of_tickets').notNull(),
    note: text('note'),
    requestedBy: text('requested_by'),
    createdAt: createdAt(),
  },
  (t) => [index('draw_paper_request_draw_idx').on(t.drawId, t.createdAt)],
);
