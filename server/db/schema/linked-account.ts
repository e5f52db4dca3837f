/**
 * Linked accounts (seed 1 §3; docs/adr/0010-linked-accounts.md): a person's accounts on other systems, and
 * the audit of every change to them. A removed or unlinked account keeps its row (deleted_at set) so the
 * audit can name it; only live rows count for uniqueness: one (type, identifier) per person, the identifier
 * compared case-insensitively through identifier_key.
 *
 * Indexes: a person's list by linked_account_person_idx (person, created); the admin search by
 * linked_account_created_idx (newest first), linked_account_type_idx (type, created) and
 * linked_account_identifier_idx (identifier_key, text_pattern_ops: exact and prefix matches); the person's
 * name by person_name_trgm (migration 0026, hand-written like 0013's).
 */
import { index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, requiredRef, syncColumns } from './columns.ts';
import { person } from './person.ts';

export const linkedAccount = pgTable(
  'linked_account',
  {
    id: text('id').primaryKey(),
    personId: requiredRef('person_id', () => person.id),
    /** The system: domain/linked-account/linked-account.ts LINKED_ACCOUNT_TYPES. */
    type: text('type').notNull(),
    identifier: text('identifier').notNull(),
    /** lower(trim(identifier)): what uniqueness and the admin's identifier filter compare. */
    identifierKey: text('identifier_key').notNull(),
    name: text('name').notNull(),
    /** PRIMARY, DEPENDENT, GUARDIAN, OTHER: whose account it is, seen from the person. */
    relationship: text('relationship').notNull(),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [
    uniqueIndex('linked_account_person_key_idx')
      .on(t.personId, t.type, t.identifierKey)
      .where(sql`${t.deletedAt} is null`),
    // Every read is of live rows: the list indexes hold only those.
    index('linked_account_person_idx')
      .on(t.personId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    index('linked_account_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('linked_account_type_idx')
      .on(t.type, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    index('linked_account_identifier_idx')
      .on(t.identifierKey.op('text_pattern_ops'))
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** Who linked, changed, removed or unlinked which account, when, and (unlinking) why. */
export const linkedAccountAudit = pgTable(
  'linked_account_audit',
  {
    id: text('id').primaryKey(),
    linkedAccountId: requiredRef('linked_account_id', () => linkedAccount.id),
    personId: requiredRef('person_id', () => person.id),
    /** LINKED, CHANGED, REMOVED, UNLINKED. */
    event: text('event').notNull(),
    actorPersonId: text('actor_person_id'),
    reason: text('reason'),
    /** The account as it was after the change (type, identifier, name, relationship). */
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('linked_account_audit_person_idx').on(t.personId, t.createdAt)],
);
