/**
 * Team and group members, the group audit log, and events with their recipients (seed 2 §3).
 *
 * Sync: a team's document embeds its members, and an event's its recipients, so the repositories bump the
 * parent's `updated_at` and `version` on every change to a child row (team.repository.ts, event.repository.ts).
 * Removing a member is a soft delete, so the removed person's device receives a tombstone of the team.
 */
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, syncColumns } from './columns.ts';
import { organization } from './organization.ts';
import { place, team } from './competition.ts';
import { person } from './person.ts';

export const groupMember = pgTable(
  'group_member',
  {
    id: text('id').primaryKey(),
    groupId: requiredRef('group_id', () => team.id),
    personId: requiredRef('person_id', () => person.id),
    /** PLAYER, COACH, MEDIC, ORGANISER or SENDER. */
    role: text('role').notNull(),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [
    uniqueIndex('group_member_unique').on(t.groupId, t.personId),
    index('group_member_person_idx').on(t.personId),
  ],
);

export const groupAudit = pgTable(
  'group_audit',
  {
    id: text('id').primaryKey(),
    groupId: requiredRef('group_id', () => team.id),
    /** domain/team/enums.ts GROUP_AUDIT_EVENTS. */
    event: text('event').notNull(),
    actorPersonId: text('actor_person_id'),
    subjectPersonId: text('subject_person_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('group_audit_group_idx').on(t.groupId, t.createdAt)],
);

/** An event: a message to a group with a start, a duration and (optionally) a request for responses. */
export const event = pgTable(
  'event',
  {
    id: text('id').primaryKey(),
    groupId: requiredRef('group_id', () => team.id),
    organizationId: requiredRef('organization_id', () => organization.id),
    senderPersonId: text('sender_person_id').references(() => person.id),
    placeId: text('place_id').references(() => place.id),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
    duration: integer('duration').notNull(),
    requestResponse: boolean('request_response').notNull().default(true),
    viewOtherRecipientsNames: boolean('view_other_recipients_names').notNull().default(false),
    commsConsentAdditionalClub: boolean('comms_consent_additional_club').notNull().default(false),
    sendNotificationReminder: boolean('send_notification_reminder').notNull().default(false),
    /** ACTIVE or CANCELLED (a deleted event has `deleted_at`). */
    status: text('status').notNull().default('ACTIVE'),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [
    index('event_updated_idx').on(t.updatedAt, t.id),
    index('event_group_idx').on(t.groupId, t.startDate),
    index('event_start_idx').on(t.startDate),
  ],
);

/** One recipient of an event: their RSVP and, separately, the coach's attendance mark. */
export const eventRecipient = pgTable(
  'event_recipient',
  {
    id: text('id').primaryKey(),
    eventId: requiredRef('event_id', () => event.id),
    personId: requiredRef('person_id', () => person.id),
    /** GOING, NOT_GOING or AWAITING_ACTION. */
    response: text('response').notNull().default('AWAITING_ACTION'),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
    /** ATTENDED, ABSENT or null (not taken). */
    attendance: text('attendance'),
    attendanceBy: text('attendance_by').references(() => person.id),
    attendanceAt: timestamp('attendance_at', { withTimezone: true, mode: 'date' }),
    ...syncColumns,
  },
  (t) => [
    uniqueIndex('event_recipient_unique').on(t.eventId, t.personId),
    index('event_recipient_person_idx').on(t.personId),
  ],
);

/** A position in a group (custom, made by those who manage it), optionally held by one member. */
export const groupPosition = pgTable(
  'group_position',
  {
    id: text('id').primaryKey(),
    groupId: requiredRef('group_id', () => team.id),
    name: text('name').notNull(),
    personId: text('person_id').references(() => person.id),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [index('group_position_group_idx').on(t.groupId)],
);
