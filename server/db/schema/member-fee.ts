/**
 * Membership fees between organisations (seed 3 §3 Season and fees, last bullet; §7 Membership service): the
 * fee table an association keeps per season (`member_fee_rate`), the fees a club has paid upward to the
 * organisation above it (`member_fee`, one row per kind and payment), and the memberships each registration
 * fee covered (`member_fee_membership`). What is still due is not stored: it is worked out from the
 * memberships waiting in ASSOCIATION_FEES_PENDING (server/services/membership/member-fee.repository.ts).
 * Money is integer minor units plus a currency code.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef } from './columns.ts';
import { membership } from './membership.ts';
import { organization } from './organization.ts';

/**
 * The association's price for one season: REGISTRATION per membership registered, AFFILIATION once per club.
 * `association` is spelt as on the club and its memberships ('GAA', 'LGFA', 'Camogie', …).
 */
export const memberFeeRate = pgTable(
  'member_fee_rate',
  {
    association: text('association').notNull(),
    season: integer('season').notNull(),
    /** REGISTRATION or AFFILIATION (domain/membership/member-fee.ts). */
    kind: text('kind').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull().default('EUR'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.association, t.season, t.kind] })],
);

/** A fee a club (source) paid to the organisation above it for one association (destination). */
export const memberFee = pgTable(
  'member_fee',
  {
    /** `mf_` + a hash of what was paid (the same payment always has the same id: a retry cannot add one). */
    id: text('id').primaryKey(),
    sourceOrganizationId: requiredRef('source_organization_id', () => organization.id),
    feeDestinationOrganizationId: requiredRef('fee_destination_organization_id', () => organization.id),
    association: text('association').notNull(),
    season: integer('season').notNull(),
    kind: text('kind').notNull(),
    /** PAID (what is DUE is not stored). */
    status: text('status').notNull(),
    /** Memberships covered (REGISTRATION); 0 for AFFILIATION. */
    memberCount: integer('member_count').notNull(),
    unitAmountMinor: integer('unit_amount_minor').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    paidOn: date('paid_on'),
    /** The payments adapter's debit reference (one debit can pay a registration and an affiliation line). */
    paymentReference: text('payment_reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_fee_source_idx').on(t.sourceOrganizationId, t.season),
    index('member_fee_destination_idx').on(t.feeDestinationOrganizationId, t.season),
    // A club affiliates once per association and season.
    uniqueIndex('member_fee_affiliation_once')
      .on(t.sourceOrganizationId, t.association, t.season)
      .where(sql`${t.kind} = 'AFFILIATION'`),
  ],
);

/** The memberships a REGISTRATION fee covered (each at most once). */
export const memberFeeMembership = pgTable(
  'member_fee_membership',
  {
    feeId: requiredRef('fee_id', () => memberFee.id),
    membershipId: requiredRef('membership_id', () => membership.id),
  },
  (t) => [
    primaryKey({ columns: [t.feeId, t.membershipId] }),
    uniqueIndex('member_fee_membership_once').on(t.membershipId),
  ],
);
