import { date, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef } from './columns.ts';
import { account } from './platform.ts';

/** A password-reset link sent by e-mail: only the token's SHA-256 is kept; one use, 1 hour. */
export const passwordReset = pgTable(
  'password_reset',
  {
    id: text('id').primaryKey(),
    accountId: requiredRef('account_id', () => account.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_token_idx').on(t.tokenHash)],
);

/**
 * A sign-up at the embedded identity provider, waiting for its e-mail address to be verified. Only the
 * token's SHA-256 is kept; the link expires (REGISTRATION_TTL_MS). Verifying creates the account and its
 * PENDING person (the profile is completed in the app) and records `accountId`. The username is checked
 * only then, so the form tells a stranger nothing about which usernames or e-mails exist.
 */
export const registration = pgTable(
  'registration',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    birthDate: date('birth_date').notNull(),
    preferredLanguage: text('preferred_language').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The OIDC interaction it started in: verifying in the same browser signs in and returns to the app. */
    interactionUid: text('interaction_uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    accountId: text('account_id').references(() => account.id),
    createdAt: createdAt(),
  },
  (t) => [index('registration_token_idx').on(t.tokenHash), index('registration_expires_idx').on(t.expiresAt)],
);
