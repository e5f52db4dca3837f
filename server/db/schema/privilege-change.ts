/**
 * A club admin's grant or removal of the FINANCE privilege, waiting for another finance administrator's
 * consent (domain/organization/privilege-change.ts; issue 48, finding 3). One PENDING change per person and
 * club at most; decided ones stay as the record of who asked and who agreed.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef } from './columns.ts';
import { organization } from './organization.ts';
import { person } from './person.ts';

export const privilegeChange = pgTable(
  'privilege_change',
  {
    id: text('id').primaryKey(),
    organizationId: requiredRef('organization_id', () => organization.id),
    /** The person whose privilege changes. */
    personId: requiredRef('person_id', () => person.id),
    /** FINANCE (the privileges that need consent). */
    privilege: text('privilege').notNull(),
    /** GRANT or REMOVE. */
    action: text('action').notNull(),
    /** PENDING, APPROVED, REJECTED or CANCELLED. */
    status: text('status').notNull().default('PENDING'),
    statusReason: text('status_reason'),
    requestedBy: requiredRef('requested_by', () => person.id),
    decidedBy: text('decided_by').references(() => person.id),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('privilege_change_org_idx').on(t.organizationId, t.status, t.createdAt),
    uniqueIndex('privilege_change_pending')
      .on(t.organizationId, t.personId, t.privilege)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);
