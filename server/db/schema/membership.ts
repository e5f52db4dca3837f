/**
 * Memberships (seed 1 §3 Membership and order) and the club's player injury fund invoices (seed 3 §3 Season
 * and fees). The injury fund eligibility check reads both; the membership and season-fee features extend
 * them (orders, baskets, bands, grades).
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, syncColumns } from './columns.ts';
import { organization } from './organization.ts';
import { person } from './person.ts';

export const membership = pgTable(
  'membership',
  {
    id: text('id').primaryKey(),
    personId: requiredRef('person_id', () => person.id),
    organizationId: requiredRef('organization_id', () => organization.id),
    orderId: text('order_id'),
    /** GAA, LGFA, CAMOGIE, … */
    association: text('association').notNull(),
    /** The calendar year the membership is for. */
    season: integer('season').notNull(),
    membershipStatus: text('membership_status').notNull(),
    paymentStatus: text('payment_status'),
    paymentMethod: text('payment_method'),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    registeredOn: date('registered_on'),
    feesPaidOn: date('fees_paid_on'),
    refunded: boolean('refunded').notNull().default(false),
    /** Discount in minor units of the order's currency. */
    discount: integer('discount'),
    /** The package and option registered for (null for memberships made before packages existed). */
    packageId: text('package_id'),
    optionId: text('option_id'),
    /** Answers to the option's additional questions, by question index. */
    answers: jsonb('answers').$type<Record<string, string>>(),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [
    index('membership_person_org_idx').on(t.personId, t.organizationId),
    index('membership_org_season_idx').on(t.organizationId, t.season),
    index('membership_order_idx').on(t.orderId),
  ],
);

/** A season of the player injury fund: from 1 June of `year` to `endDate` (seed 3 §4 Season). */
export const pifSeason = pgTable('pif_season', {
  year: integer('year').primaryKey(),
  /** DRAFT or FINAL. */
  seasonStatus: text('season_status').notNull(),
  isActiveSeason: boolean('is_active_season').notNull().default(false),
  endDate: date('end_date').notNull(),
  /** The claims bands' penalties are confirmed (Finalise Bands); they no longer change. */
  bandsFinal: boolean('bands_final').notNull().default(false),
  createdAt: createdAt(),
});

export const pifInvoice = pgTable(
  'pif_invoice',
  {
    id: text('id').primaryKey(),
    organizationId: requiredRef('organization_id', () => organization.id),
    /** The club's name and region when the invoice was made: the invoice table sorts and searches by them. */
    organizationName: text('organization_name').notNull().default(''),
    region: text('region').notNull().default(''),
    season: integer('season')
      .notNull()
      .references(() => pifSeason.year),
    /** DUE, PAID, MISSING, PAID_OFFLINE, PART_PAID. */
    status: text('status').notNull(),
    notes: text('notes'),
    claimsBand: text('claims_band'),
    /** Amounts in minor units of `currency`. */
    penalty: integer('penalty').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    cost: integer('cost').notNull().default(0),
    totalCost: integer('total_cost').notNull().default(0),
    currency: text('currency').notNull().default('EUR'),
    /** Received so far (minor units): the total once paid, the part for PART_PAID. */
    amountPaid: integer('amount_paid').notNull().default(0),
    paidDate: date('paid_date'),
    /** The online payment that paid it (its webhook marks the invoice PAID). */
    paymentIntentId: text('payment_intent_id'),
    /** The last reminder sent to the club secretary (one a day at most). */
    remindedOn: date('reminded_on'),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [
    uniqueIndex('pif_invoice_org_season')
      .on(t.organizationId, t.season)
      .where(sql`${t.deletedAt} is null`),
    // The invoice table's order (seed 3 §7: organisation region, name, status), one season at a time.
    index('pif_invoice_season_order')
      .on(t.season, t.region, t.organizationName, t.status, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);
