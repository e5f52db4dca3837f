/**
 * Return-to-play health questionnaires (seed 2 §3) and the club's designated supervisors of each team who
 * read them (seed 2 §6). Health data (GDPR Art. 9): `answers` is read only through the health service's
 * document mapper for those the policy lets through, and the retention job sets it to null (and tombstones
 * the row, so devices drop their copy) RETENTION_DAYS after submission.
 */
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { HealthAnswers } from '../../../domain/health/health-questionnaire.ts';
import { createdAt, requiredRef, syncColumns } from './columns.ts';
import { team } from './competition.ts';
import { organization } from './organization.ts';
import { person } from './person.ts';

export const healthQuestionnaire = pgTable(
  'health_questionnaire',
  {
    id: text('id').primaryKey(),
    /** Who the answers are about. */
    personId: requiredRef('person_id', () => person.id),
    /** Who filled it in (the person, or their parent or guardian). */
    submittedBy: requiredRef('submitted_by', () => person.id),
    isPersonalForm: boolean('is_personal_form').notNull(),
    organizationId: requiredRef('organization_id', () => organization.id),
    groupId: requiredRef('group_id', () => team.id),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    /** null once deleted by the retention job. */
    answers: jsonb('answers').$type<HealthAnswers>(),
    /** CLEAR or ATTENTION. */
    result: text('result').notNull(),
    /** ATTENDED, ABSENT or null (not marked yet). */
    attendance: text('attendance'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [
    index('health_questionnaire_sync_idx').on(t.updatedAt, t.id),
    index('health_questionnaire_group_idx').on(t.groupId, t.submittedAt),
    index('health_questionnaire_person_idx').on(t.personId),
    index('health_questionnaire_submitted_by_idx').on(t.submittedBy),
  ],
);

/** A club's designated supervisor of one team: reads that team's questionnaires and marks attendance. */
export const healthSupervisor = pgTable(
  'health_supervisor',
  {
    id: text('id').primaryKey(),
    groupId: requiredRef('group_id', () => team.id),
    personId: requiredRef('person_id', () => person.id),
    designatedBy: text('designated_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('health_supervisor_unique').on(t.groupId, t.personId),
    index('health_supervisor_person_idx').on(t.personId),
  ],
);
