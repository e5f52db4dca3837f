/**
 * Support queries (seed 3 §3 "Support query"): what the contact form sent, under a reference from a sequence
 * (PAIRC-000123), who sent it (their person when signed in), its status, and its attachment (one file, kept
 * in the database like other documents). The case fields of §3 are kept in `case_details` for the desk.
 */
import { bigint, index, integer, jsonb, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns.ts';
import { person } from './person.ts';

export const supportQueryNumber = pgSequence('support_query_number', { startWith: 1 });

export const supportQuery = pgTable(
  'support_query',
  {
    id: text('id').primaryKey(),
    number: bigint('number', { mode: 'number' }).notNull().unique(),
    reference: text('reference').notNull().unique(),
    status: text('status').notNull().default('SUBMITTED'),
    /** The signed-in submitter; null for a signed-out visitor. */
    personId: text('person_id').references(() => person.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    username: text('username'),
    language: text('language').notNull().default('en'),
    role: text('role').notNull(),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull(),
    association: text('association').notNull(),
    county: text('county').notNull(),
    club: text('club').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    previousReference: text('previous_reference'),
    relatedPerson: jsonb('related_person').$type<Record<string, string>>(),
    clubs: jsonb('clubs').$type<string[]>(),
    caseDetails: jsonb('case_details').$type<Record<string, string | boolean>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('support_query_created_idx').on(t.createdAt, t.id),
    index('support_query_person_idx').on(t.personId),
  ],
);

export const supportQueryAttachment = pgTable(
  'support_query_attachment',
  {
    id: text('id').primaryKey(),
    queryId: text('query_id')
      .notNull()
      .references(() => supportQuery.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_query_attachment_idx').on(t.queryId)],
);
