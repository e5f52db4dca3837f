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
  jsonb,
  pgTable,
  primaryKey,
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

/**
 * A venue: a club's grounds, a county ground (seed 3 §3 Place). Fixtures, events and venue pools point at
 * places; a club's administrators keep them on /organizations (places tab) and may share one with other clubs
 * (`place_organization`). A place used for official fixtures is changed only by a competition administrator.
 */
export const place = pgTable(
  'place',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    organizationId: text('organization_id').references(() => organization.id),
    /** Venue type (domain/competition/enums.ts VENUE_TYPES); null on places made before the type was kept. */
    additionalType: text('additional_type'),
    description: text('description'),
    legacyId: text('legacy_id'),
    address: jsonb('address').$type<Record<string, string>>().notNull().default({}),
    isInternalOnly: boolean('is_internal_only').notNull().default(false),
    officialFixtures: boolean('official_fixtures').notNull().default(false),
    ...syncColumns,
  },
  (t) => [index('place_org_idx').on(t.organizationId)],
);

/** A place shared with another club (seed 3 §2 "shared places"): that club may use it, not change it. */
export const placeOrganization = pgTable(
  'place_organization',
  {
    placeId: requiredRef('place_id', () => place.id),
    organizationId: requiredRef('organization_id', () => organization.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.placeId, t.organizationId] }),
    index('place_organization_org_idx').on(t.organizationId),
  ],
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
    // Seed 2 §3 Competition fields of the wizard's first two steps (domain/competition/competition.ts).
    adminPersonId: text('admin_person_id').references(() => person.id),
    matchOfficialAdminPersonId: text('match_official_admin_person_id').references(() => person.id),
    additionalType: text('additional_type'),
    rank: text('rank'),
    gender: text('gender'),
    category: text('category'),
    sponsor: text('sponsor'),
    sponsorPosition: text('sponsor_position'),
    masterCompetition: text('master_competition'),
    notificationRecipient: text('notification_recipient'),
    venuePoolId: text('venue_pool_id'),
    matchOfficialPoolId: text('match_official_pool_id'),
    numberOfDivisions: integer('number_of_divisions').notNull().default(1),
    legs: integer('legs').notNull().default(1),
    winPoints: integer('win_points').notNull().default(2),
    drawPoints: integer('draw_points').notNull().default(1),
    lossPoints: integer('loss_points').notNull().default(0),
    walkoverPoints: integer('walkover_points').notNull().default(2),
    pointsDisplayFormat: text('points_display_format').notNull().default('GOALS_POINTS'),
    tieBreaks: jsonb('tie_breaks')
      .$type<string[]>()
      .notNull()
      .default(sql`'["SCORE_DIFFERENCE","SCORES_FOR","HEAD_TO_HEAD","GOALS_FOR"]'::jsonb`),
    archiveReason: text('archive_reason'),
    deleteReason: text('delete_reason'),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [
    index('competition_org_idx').on(t.organizationId),
    index('competition_org_season_idx').on(t.organizationId, t.season, t.id),
    // A pool's users (the Pools tab, and a pool's deletion check): only the rows that name a pool.
    index('competition_venue_pool_idx')
      .on(t.venuePoolId)
      .where(sql`${t.venuePoolId} is not null`),
    index('competition_official_pool_idx')
      .on(t.matchOfficialPoolId)
      .where(sql`${t.matchOfficialPoolId} is not null`),
  ],
);

export const division = pgTable(
  'division',
  {
    id: text('id').primaryKey(),
    competitionId: requiredRef('competition_id', () => competition.id),
    name: text('name').notNull(),
    abbreviation: text('abbreviation').notNull(),
    /** Division communication settings (seed 2 §3): reminders before a fixture. */
    officialsDaysBefore: integer('officials_days_before').notNull().default(0),
    officialsHoursBefore: integer('officials_hours_before').notNull().default(0),
    adminDaysBefore: integer('admin_days_before').notNull().default(0),
    adminHoursBefore: integer('admin_hours_before').notNull().default(0),
    position: integer('position').notNull().default(0),
    ...syncColumns,
  },
  (t) => [index('division_competition_idx').on(t.competitionId)],
);

/**
 * A division's competitor (wizard step 3): a team, or a placeholder name while the team is unknown
 * ("Winner Group A"). `name` is the team's name in this competition, required when one club has two
 * teams in the division. `position` orders the competitors for matrices (position 1 is the first).
 */
export const divisionCompetitor = pgTable(
  'division_competitor',
  {
    id: text('id').primaryKey(),
    divisionId: requiredRef('division_id', () => division.id),
    teamId: text('team_id').references(() => team.id),
    placeholder: text('placeholder'),
    name: text('name'),
    position: integer('position').notNull(),
  },
  (t) => [
    index('division_competitor_division_idx').on(t.divisionId, t.position),
    uniqueIndex('division_competitor_team_unique')
      .on(t.divisionId, t.teamId)
      .where(sql`${t.teamId} is not null`),
  ],
);

/**
 * A fixture matrix template (seed 2 §3 Matrix): rounds of pairings over team positions 1..totalTeams.
 * Predefined matrices are computed (domain/competition/round-robin.ts), never stored, so they cannot be edited.
 */
export const matrix = pgTable(
  'matrix',
  {
    id: text('id').primaryKey(),
    organizationId: requiredRef('organization_id', () => organization.id),
    name: text('name').notNull(),
    totalTeams: integer('total_teams').notNull(),
    rounds: jsonb('rounds').$type<{ pairings: { home: number; away: number }[] }[]>().notNull(),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [index('matrix_org_idx').on(t.organizationId, t.name)],
);

/** A venue pool or match-official pool (seed 2 §3 pools): name ≤ 50, description ≤ 75, members. */
export const pool = pgTable(
  'pool',
  {
    id: text('id').primaryKey(),
    organizationId: requiredRef('organization_id', () => organization.id),
    /** VENUE or MATCH_OFFICIAL. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    level: text('level'),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [index('pool_org_idx').on(t.organizationId, t.kind, t.name)],
);

/** A pool's member: a place (venue pool) or a person (match-official pool). */
export const poolMember = pgTable(
  'pool_member',
  {
    poolId: requiredRef('pool_id', () => pool.id),
    memberId: text('member_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.poolId, t.memberId] })],
);

export const fixture = pgTable(
  'fixture',
  {
    id: text('id').primaryKey(),
    competitionId: requiredRef('competition_id', () => competition.id),
    divisionId: text('division_id').references(() => division.id),
    /** Null: the side is a placeholder (`home_placeholder`) until the team is known. */
    homeTeamId: text('home_team_id').references(() => team.id),
    /** Null with no placeholder: the home team has a bye. */
    awayTeamId: text('away_team_id').references(() => team.id),
    homePlaceholder: text('home_placeholder'),
    awayPlaceholder: text('away_placeholder'),
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
    // Results as an admin records them (seed 2 §3 Fixture; domain/competition/competition.ts ResultInput).
    homePenalties: integer('home_penalties'),
    awayPenalties: integer('away_penalties'),
    /** domain RESULT_OUTCOMES: PLAYED, WALKOVER_HOME, … (null: no result yet). */
    outcome: text('outcome'),
    isExtraTime: boolean('is_extra_time').notNull().default(false),
    isReplay: boolean('is_replay').notNull().default(false),
    cccNotes: text('ccc_notes'),
    notes: text('notes'),
    rescheduleReason: text('reschedule_reason'),
    broadcast: jsonb('broadcast').$type<Record<string, string>>(),
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
    index('fixture_owner_start_idx').on(t.ownerId, t.startDate),
    index('fixture_division_idx').on(t.divisionId, t.startDate),
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

/**
 * The match as it happens (issue 52; domain/competition/match-event.ts): one row per event a referee records,
 * keyed by the id the device made, so a replayed event is stored once. Append-only: a correction is an event of
 * its own. The fixture's score columns are the fold of these rows whenever any exist (match-events.ts).
 */
export const matchEvent = pgTable(
  'match_event',
  {
    id: text('id').primaryKey(),
    fixtureId: requiredRef('fixture_id', () => fixture.id),
    /** domain MATCH_EVENT_KINDS. */
    kind: text('kind').notNull(),
    minute: integer('minute').notNull(),
    /** 'home' or 'away' for a SCORE. */
    side: text('side'),
    goals: integer('goals').notNull().default(0),
    points: integer('points').notNull().default(0),
    /** The SCORE a CORRECTION cancels. */
    corrects: text('corrects'),
    recordedBy: text('recorded_by').references(() => person.id),
    createdAt: createdAt(),
  },
  (t) => [index('match_event_fixture_idx').on(t.fixtureId, t.minute, t.id)],
);

/**
 * An appointed official's answer link (issue 54 item 3; seed 2 §7 "Referee response: submit and look up by
 * identifier"): mailed on appointment, it lets the official accept or decline without signing in. Only the
 * token's SHA-256 is kept; one use (`used_at`), expiring (`expires_at`), and refused once the fixture is played
 * (official-response.ts).
 */
export const officialResponseLink = pgTable(
  'official_response_link',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    officialId: requiredRef('official_id', () => fixtureOfficial.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** CONFIRMED or NOT_AVAILABLE, once used. */
    answer: text('answer'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('official_response_link_token_idx').on(t.tokenHash),
    index('official_response_link_official_idx').on(t.officialId),
  ],
);
