/**
 * Player transfers, sanctions and permits (seed 2 §3, §4): the application, one row per approval step (the
 * chain of domain/transfer/approval.ts), the supporting documents (passport, visa: read only by the
 * applicant's side and the units in the chain) and the audit trail of every action.
 */
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, requiredRef, syncColumns } from './columns.ts';
import { organization } from './organization.ts';
import { person } from './person.ts';

export const playerTransfer = pgTable(
  'player_transfer',
  {
    id: text('id').primaryKey(),
    /** The player, and who made the application (the player or their parent or guardian). */
    personId: requiredRef('person_id', () => person.id),
    applicantPersonId: requiredRef('applicant_person_id', () => person.id),
    additionalType: text('additional_type').notNull(),
    association: text('association').notNull(),
    originOrganizationId: requiredRef('origin_organization_id', () => organization.id),
    destinationOrganizationId: requiredRef('destination_organization_id', () => organization.id),
    status: text('status').notNull().default('DRAFT'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    returnDate: date('return_date'),
    approvedDate: date('approved_date'),
    rejectedDate: date('rejected_date'),
    appealed: boolean('appealed').notNull().default(false),
    /** Every other form field, as checked by domain/transfer/form-schema.ts. */
    details: jsonb('details').$type<Record<string, string | boolean>>().notNull().default({}),
    /** The player's name and date of birth when submitted. */
    personSnapshot: jsonb('person_snapshot').$type<Record<string, string | null>>(),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [
    index('player_transfer_person_idx').on(t.personId, t.updatedAt),
    index('player_transfer_applicant_idx').on(t.applicantPersonId, t.updatedAt),
    index('player_transfer_updated_idx').on(t.updatedAt, t.id),
  ],
);

export const playerTransferApproval = pgTable(
  'player_transfer_approval',
  {
    transferId: requiredRef('transfer_id', () => playerTransfer.id),
    order: integer('step_order').notNull(),
    side: text('side').notNull(),
    level: text('level').notNull(),
    organizationId: requiredRef('organization_id', () => organization.id),
    status: text('status').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'string' }),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
    reason: text('reason'),
    expedited: boolean('expedited').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.transferId, t.order] }),
    index('player_transfer_approval_org_idx').on(t.organizationId, t.transferId),
    index('player_transfer_approval_due_idx').on(t.status, t.dueAt),
  ],
);
export type ApprovalRow = typeof playerTransferApproval.$inferSelect;

export const playerTransferDocument = pgTable(
  'player_transfer_document',
  {
    id: text('id').primaryKey(),
    transferId: requiredRef('transfer_id', () => playerTransfer.id),
    additionalType: text('additional_type').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('player_transfer_document_idx').on(t.transferId)],
);

/** Who did what to an application, when, from which status to which, and why. */
export const playerTransferAudit = pgTable(
  'player_transfer_audit',
  {
    id: text('id').primaryKey(),
    transferId: requiredRef('transfer_id', () => playerTransfer.id),
    actorPersonId: text('actor_person_id'),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('player_transfer_audit_idx').on(t.transferId, t.at)],
);
