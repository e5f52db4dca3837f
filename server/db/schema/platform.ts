import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { person } from './person.ts';

/** A sign-in account. Global roles (super_admin, injury_specialist, …) and feature flags live here. */
export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The last 3 password hashes: a new password may not reuse them (seed 1 §5). */
    previousPasswordHashes: text('previous_password_hashes').array().notNull().default([]),
    personId: text('person_id').references(() => person.id),
    globalRoles: text('global_roles').array().notNull().default([]),
    features: text('features').array().notNull().default([]),
    /**
     * Bumped by triggers (migration 0011) whenever anything in this account's principal changes: its roles,
     * features, username or person, that person's names, e-mail or language, or their organisation links.
     * Each server process caches principals and re-reads one only when this moved (server/auth/principal.ts).
     */
    principalVersion: bigint('principal_version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('account_username_lower').on(t.username), uniqueIndex('account_person').on(t.personId)],
);

/** Stored first responses of mutating calls, replayed for a retry with the same Idempotency-Key. */
export const idempotencyRecord = pgTable(
  'idempotency_record',
  {
    key: text('key').notNull(),
    principal: text('principal').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_key_principal').on(t.principal, t.key),
    index('idempotency_created_idx').on(t.createdAt),
  ],
);

/** oidc-provider's persistent models (sessions, grants, codes, refresh tokens, …), shared by all processes. */
export const oidcModel = pgTable(
  'oidc_model',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('oidc_model_pk').on(t.model, t.id),
    index('oidc_model_grant').on(t.grantId),
    index('oidc_model_uid').on(t.uid),
  ],
);

/** Signing keys and cookie secrets, made on first start and shared by every process (never in the repo). */
export const serverSecret = pgTable('server_secret', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

/** Failed sign-in attempts, for rate limiting across processes. */
export const signInAttempt = pgTable(
  'sign_in_attempt',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_attempt_key_idx').on(t.key, t.createdAt)],
);

/**
 * Access tokens revoked before they expire: signing out (DELETE /api/session) adds the token it was made
 * with, so a copied token stops working at once instead of living out its 15 minutes. Every process reads
 * this table (in the same query that loads the principal); rows go once the token would have expired.
 */
export const revokedAccessToken = pgTable(
  'revoked_access_token',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('revoked_access_token_expires_idx').on(t.expiresAt)],
);
