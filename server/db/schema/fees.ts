/**
 * Season fees of the player injury fund (seed 3 §3 Season and fees): per season, the fee levels (prices),
 * the grades that say which teams a level applies to, the claims bands' penalties and each club's band; and
 * the invoice's groups (the club's teams, covered or not). The season and the invoice are in membership.ts,
 * where the injury fund check reads them. Money is integer minor units.
 */
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef } from './columns.ts';
import { pifInvoice, pifSeason } from './membership.ts';
import { organization } from './organization.ts';

const seasonRef = () =>
  integer('season')
    .notNull()
    .references(() => pifSeason.year);

/** A fee level's price for a season (§3 Fee level: level, levelName, pricePerTeam, priceCeiling, priceId). */
export const feePrice = pgTable(
  'fee_price',
  {
    id: text('id').primaryKey(),
    season: seasonRef(),
    level: integer('level').notNull(),
    levelName: text('level_name').notNull(),
    pricePerTeam: integer('price_per_team').notNull(),
    /** The most the level's teams cost a club together; null: no ceiling. */
    priceCeiling: integer('price_ceiling'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fee_price_season_level').on(t.season, t.level)],
);

/** A grade (§3 Grade): the teams of an age level, organisation types and activities a fee level covers. */
export const feeGrade = pgTable(
  'fee_grade',
  {
    id: text('id').primaryKey(),
    season: seasonRef(),
    ageLevel: text('age_level').notNull(),
    organizationTypes: text('organization_types').array().notNull(),
    activities: text('activities').array().notNull(),
    priceId: requiredRef('price_id', () => feePrice.id),
    createdAt: createdAt(),
  },
  (t) => [index('fee_grade_season').on(t.season), index('fee_grade_price').on(t.priceId)],
);

/** A claims band of a season (§3 Band): names A–E fixed, the penalty percentage editable until final. */
export const claimsBand = pgTable(
  'claims_band',
  {
    season: seasonRef(),
    name: text('name').notNull(),
    penaltyPercent: doublePrecision('penalty_percent').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.season, t.name] })],
);

/** A club's claims band for a season (from its claims history), migrated season to season. */
export const organizationBand = pgTable(
  'organization_band',
  {
    organizationId: requiredRef('organization_id', () => organization.id),
    season: seasonRef(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.season, t.organizationId] })],
);

/** One of the club's teams on an invoice (§3 "teams covered (invoice groups with a coveredStatus)"). */
export const pifInvoiceGroup = pgTable(
  'pif_invoice_group',
  {
    id: text('id').primaryKey(),
    invoiceId: requiredRef('invoice_id', () => pifInvoice.id),
    teamId: text('team_id').notNull(),
    name: text('name').notNull(),
    ageLevel: text('age_level').notNull(),
    activity: text('activity').notNull(),
    gradeId: text('grade_id'),
    priceId: text('price_id'),
    level: integer('level'),
    price: integer('price').notNull().default(0),
    /** COVERED or NOT_COVERED. */
    coveredStatus: text('covered_status').notNull(),
  },
  (t) => [
    uniqueIndex('pif_invoice_group_team').on(t.invoiceId, t.teamId),
    index('pif_invoice_group_team_idx')
      .on(t.teamId)
      .where(sql`${t.coveredStatus} = 'COVERED'`),
  ],
);
