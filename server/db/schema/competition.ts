/**
 * Competitions (seed 2 §3): teams, places, competitions with divisions, fixtures and their officials.
 * Fixtures are an offline collection: they carry the sync columns and an (updated_at, id) index for pull
 * checkpoints. A fixture's document includes its officials, so the repository bumps the fixture's
 * `updated_at` whenever an appointment changes (see fixture.repository.ts).
 */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, requiredRef, syncColumns } from './columns.ts';
import { organization } from './organization.ts';
import { person } from './person.ts';

/**
 * A club's team or group (seed 2 §3 "Team or group"): teams, committees and distribution lists share the
 * table; members, events and the audit log are in schema/team.ts. A duplicate team (same club, activity,
 * age level and suffix) is refused by the unique index below (and answered with the spec's advice).
 */
export const team = pgTable(
  'team',
  {
    id: text('id').primaryKey(),
    organizationId: requiredRef('organization_id', () => organization.id),
    name: text('name').notNull(),
    /** Activity (domain/enums.ts ACTIVITIES) and age level (domain/team/enums.ts AGE_LEVELS). */
    activity: text('activity').notNull(),
    ageLevel: text('age_level').notNull(),
    /** Second and third teams of a club at one level: "B", "II", … */
    suffix: text('suffix'),
    /** Team, Committee or DistributionList (domain/team/enums.ts GROUP_TYPES). */
    additionalType: text('additional_type').notNull().default('Team'),
    viewOthersInGroup: boolean('view_others_in_group').notNull().default(true),
    selfJoin: boolean('self_join').notNull().default(false),
    selfLeave: boolean('self_leave').notNull().default(false),
    status: text('status').notNull().default('ACTIVE'),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [
    index('team_org_idx').on(t.organizationId),
    index('team_updated_idx').on(t.updatedAt, t.id),
    uniqueIndex('team_unique_kind')
      .on(t.organizationId, t.activity, t.ageLevel, sql`coalesce(${t.suffix}, '')`)
      .where(sql`${t.additionalType} = 'Team' and ${t.deletedAt} is null`),
  ],
);

/** A venue: a club's grounds, a county ground. */
export const place = pgTable(
  'place',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    organizationId: text('organization_id').references(() => organization.id),
  },
  (t) => [index('place_org_idx').on(t.organizationId)],
);

export const competition = pgTable(
  'competition',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The owning organisation (a county board for a county league). */
    organizationId: requiredRef('organization_id', () => organization.id),
    season: integer('season').notNull(),
    activity: text('activity').notNull(),
    ageLevel: text('age_level').notNull(),
    grade: text('grade'),
    format: text('format').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [index('competition_org_idx').on(t.organizationId)],
);

export const division = pgTable(
  'division',
  {
    id: text('id').primaryKey(),
    competitionId: requiredRef('competition_id', () => competition.id),
    name: text('name').notNull(),
    abbreviation: text('abbreviation').notNull(),
    ...syncColumns,
  },
  (t) => [index('division_competition_idx').on(t.competitionId)],
);

export const fixture = pgTable(
  'fixture',
  {
    id: text('id').primaryKey(),
    competitionId: requiredRef('competition_id', () => competition.id),
    divisionId: text('division_id').references(() => division.id),
    homeTeamId: requiredRef('home_team_id', () => team.id),
    /** Null: the home team has a bye. */
    awayTeamId: text('away_team_id').references(() => team.id),
    placeId: text('place_id').references(() => place.id),
    /** The organisation that runs the fixture; its competition admins (and its ancestors') manage it. */
    ownerId: requiredRef('owner_id', () => organization.id),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
    round: text('round'),
    status: text('status').notNull().default('ACTIVE'),
    homeGoals: integer('home_goals'),
    homePoints: integer('home_points'),
    awayGoals: integer('away_goals'),
    awayPoints: integer('away_points'),
    isResult: boolean('is_result').notNull().default(false),
    /** A competition admin confirmed the result: the referee can no longer change it. */
    resultConfirmed: boolean('result_confirmed').notNull().default(false),
    /** The referee report was submitted: final (seed 2 §4). */
    reportSubmitted: boolean('report_submitted').notNull().default(false),
    isPostponed: boolean('is_postponed').notNull().default(false),
    resultEnteredBy: text('result_entered_by').references(() => person.id),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [
    index('fixture_updated_idx').on(t.updatedAt, t.id),
    index('fixture_start_idx').on(t.startDate),
    index('fixture_competition_idx').on(t.competitionId),
    index('fixture_home_idx').on(t.homeTeamId),
    index('fixture_away_idx').on(t.awayTeamId),
    index('fixture_owner_idx').on(t.ownerId),
  ],
);

/**
 * A match official's appointment to a fixture. Removing one is a soft delete (`deleted_at`), so a pull can
 * tell the official's device to drop the fixture (a tombstone) and a re-appointment revives the row.
 */
export const fixtureOfficial = pgTable(
  'fixture_official',
  {
    id: text('id').primaryKey(),
    fixtureId: requiredRef('fixture_id', () => fixture.id),
    personId: requiredRef('person_id', () => person.id),
    /** domain/competition/enums.ts OFFICIAL_TYPES. */
    type: text('type').notNull(),
    /** PENDING, CONFIRMED or NOT_AVAILABLE. */
    availability: text('availability').notNull().default('PENDING'),
    ...syncColumns,
  },
  (t) => [
    uniqueIndex('fixture_official_unique').on(t.fixtureId, t.personId, t.type),
    index('fixture_official_person_idx').on(t.personId),
  ],
);
