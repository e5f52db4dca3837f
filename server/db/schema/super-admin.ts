/**
 * The super admin's records (seed 3 §3 "Super admin entities"): open-data API keys with their credentials
 * (only a keyed hash of each secret is kept: docs/adr/0015), the per-key request counts of the open-data rate
 * limit (one row per key and minute, so every process counts together), and the super admin audit log —
 * append-only: a trigger (migration) refuses UPDATE and DELETE.
 */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CompetitionFilters } from '../../../domain/super-admin/api-key.ts';
import { createdAt } from './columns.ts';
import { person } from './person.ts';

export const apiKey = pgTable(
  'api_key',
  {
    id: text('id').primaryKey(),
    contactEmail: text('contact_email').notNull(),
    /** The person responsible for the key (seed 3 §3: a UUID); not necessarily a Páirc member. */
    personId: text('person_id').notNull(),
    description: text('description').notNull(),
    competitionFilters: jsonb('competition_filters').$type<CompetitionFilters>().notNull(),
    createdBy: text('created_by').references(() => person.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('api_key_created_idx').on(t.createdAt)],
);

export const apiKeyCredential = pgTable(
  'api_key_credential',
  {
    id: text('id').primaryKey(),
    apiKeyId: text('api_key_id')
      .notNull()
      .references(() => apiKey.id),
    /** HMAC-SHA-256 of the secret under the server's `opendata.apiKeyPepper`, hex; the lookup key. */
    secretHash: text('secret_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('api_key_credential_key_idx').on(t.apiKeyId)],
);

export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    apiKeyId: text('api_key_id')
      .notNull()
      .references(() => apiKey.id),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.windowStart] })],
);

export const superAdminAudit = pgTable(
  'super_admin_audit',
  {
    id: text('id').primaryKey(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    actorPersonId: text('actor_person_id'),
    actorAccountId: text('actor_account_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('super_admin_audit_created_idx').on(t.createdAt, t.id)],
);

/**
 * Exchange rates (seed 3 §3 "Exchange rate"): source and destination currency, the rate as an exact decimal
 * (numeric, never a float), ACTIVE or INACTIVE; at most one ACTIVE rate per pair (partial unique index).
 * Listed by status ascending, then updateDate descending (seed 3 §7).
 */
export const exchangeRate = pgTable(
  'exchange_rate',
  {
    id: text('id').primaryKey(),
    sourceCurrency: text('source_currency').notNull(),
    destinationCurrency: text('destination_currency').notNull(),
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    /** ACTIVE or INACTIVE. */
    status: text('status').notNull(),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('exchange_rate_active_pair')
      .on(t.sourceCurrency, t.destinationCurrency)
      .where(sql`${t.status} = 'ACTIVE'`),
    index('exchange_rate_list_idx').on(t.status, t.updatedAt),
  ],
);
