/**
 * The club committee's history (seed 3 §3 "Committee": group audit events — position assigned or unassigned,
 * custom position created or deleted). The positions themselves are `executive_position` (organization.ts; a
 * custom one has no `name`). Append-only: a trigger (migration 0036) refuses UPDATE and DELETE. The position's
 * title is copied, so an entry still reads after a custom position is deleted.
 */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef } from './columns.ts';
import { organization } from './organization.ts';

export const committeeAudit = pgTable(
  'committee_audit',
  {
    id: text('id').primaryKey(),
    organizationId: requiredRef('organization_id', () => organization.id),
    /** domain/committee/committee.ts COMMITTEE_AUDIT_EVENTS. */
    event: text('event').notNull(),
    positionId: text('position_id').notNull(),
    positionTitle: text('position_title').notNull(),
    actorPersonId: text('actor_person_id'),
    subjectPersonId: text('subject_person_id'),
    createdAt: createdAt(),
  },
  (t) => [index('committee_audit_org_idx').on(t.organizationId, t.createdAt)],
);
