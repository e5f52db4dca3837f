/**
 * Injuries (seed 2 §3): injury records — an offline collection, so they carry the sync columns and an
 * (updated_at, id) index for pull checkpoints — and injury notifications to the Player Injury Fund with
 * their supporting documents.
 *
 * `private_notes` is read only by the injury service's document mapper, which leaves it out for anyone but
 * an injury specialist (server/services/injury/injury.dto.ts).
 */
import { boolean, date, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { InjuryDetail } from '../../../domain/injury/injury-record.ts';
import { bytea, createdAt, requiredRef, syncColumns } from './columns.ts';
import { team } from './competition.ts';
import { organization } from './organization.ts';
import { person } from './person.ts';

export const injuryRecord = pgTable(
  'injury_record',
  {
    id: text('id').primaryKey(),
    personId: requiredRef('person_id', () => person.id),
    /** The "activity-for group": the team the player was injured with. */
    groupId: requiredRef('group_id', () => team.id),
    status: text('status').notNull().default('COMPLETE'),
    injuryDate: date('injury_date').notNull(),
    partialReturnDate: date('partial_return_date'),
    fullReturnDate: date('full_return_date'),
    additionalType: text('additional_type'),
    activityType: text('activity_type'),
    surface: text('surface'),
    injuryOnset: text('injury_onset'),
    mechanism: text('mechanism'),
    injuryHistory: text('injury_history'),
    injuryDetails: jsonb('injury_details').$type<InjuryDetail[]>().notNull().default([]),
    availability: text('availability').notNull(),
    severity: text('severity'),
    publicNotes: text('public_notes').notNull().default(''),
    privateNotes: text('private_notes').notNull().default(''),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [
    index('injury_record_person_idx').on(t.personId),
    index('injury_record_group_idx').on(t.groupId),
    index('injury_record_updated_idx').on(t.updatedAt, t.id),
  ],
);

/** A notification of a player's injury to the Player Injury Fund (seed 2 §3, §4). */
export const injuryNotification = pgTable(
  'injury_notification',
  {
    id: text('id').primaryKey(),
    /** Who filled it in (the claimant), and the injured player. */
    claimantPersonId: requiredRef('claimant_person_id', () => person.id),
    personId: requiredRef('person_id', () => person.id),
    /** The unit (club) and team. */
    organizationId: requiredRef('organization_id', () => organization.id),
    groupId: requiredRef('group_id', () => team.id),
    injuryDate: date('injury_date').notNull(),
    status: text('status').notNull().default('DRAFT'),
    /** Every other field of the notification, as checked by domain/injury/injury-notification.ts. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    submittedOn: date('submitted_on'),
    decidedBy: text('decided_by'),
    approvalConfirmed: boolean('approval_confirmed').notNull().default(false),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [
    index('injury_notification_claimant_idx').on(t.claimantPersonId),
    index('injury_notification_org_idx').on(t.organizationId),
  ],
);

/** One supporting document (referee report, club or county letter) of a notification. */
export const injuryNotificationDocument = pgTable(
  'injury_notification_document',
  {
    id: text('id').primaryKey(),
    notificationId: requiredRef('notification_id', () => injuryNotification.id),
    additionalType: text('additional_type').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('injury_notification_document_idx').on(t.notificationId)],
);
