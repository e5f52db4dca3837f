/**
 * Competitions administration (seed 2 §3 Competition, Matrix, pools; §5 Competition, Matrix and pools; §9):
 * the inputs of the 5-step wizard and the admin screens, and the documents the server answers. One schema
 * validates on the device (react-hook-form) and on the server (every request), so a rule lives here once.
 *
 * The wizard: 1. details (POST /admin/competition makes a DRAFT), 2. format set-up (PUT
 * /admin/competition/{id}/format: format, divisions, legs, points, tie-breaks), 3. allocate teams (PUT
 * /admin/division/{id}/competitor), 4. create fixtures (POST /admin/division/{id}/fixture/generate),
 * 5. allocate referees (POST /fixture/{id}/official), then PATCH /admin/competition/{id}/status ACTIVE.
 */
import * as v from 'valibot';
import { Activity, Gender } from '../enums.ts';
import { M } from '../messages.ts';
import { TransportDate } from '../lib/dates.ts';
import { Id, optionalText, requiredString, requiredText, strictObject } from '../lib/schema-helpers.ts';
import { AgeLevel } from '../team/enums.ts';
import type { CompetitionStatus } from './enums.ts';
import { CompetitionFormat, Grade, OfficialType, PoolKind } from './enums.ts';
import { TIE_BREAKS, TieBreak } from './league-table.ts';
import { COMPETITION_MESSAGES as CM } from './messages.ts';

// ── Constants (seed 2 §9) ──────────────────────────────────────────────────────────────────────────
export const DIVISIONS_MIN = 1;
export const DIVISIONS_MAX = 10;
export const LEGS_MAX = 2;
export const POINTS_MAX = 10;
export const MATRIX_TEAMS_MIN = 3;
export const MATRIX_TEAMS_MAX = 24;
export const MATRIX_NAME_MAX = 50;
export const POOL_NAME_MAX = 50;
export const POOL_DESCRIPTION_MAX = 75;
export const BULK_MAX = 20;
/** A fixture moved by more than this many days needs a reason (seed 2 §4). */
export const DATE_MOVE_DAYS = 2;
export const COMPETITION_NAME_MAX = 100;
export const REASON_MAX = 500;
/** "100 most tables" (seed 2 §9). */
export const COMPETITION_PAGE_SIZE = 100;

/** Competition types (additionalType) and levels (rank): the spec names the fields, not their values. */
export const COMPETITION_TYPES = ['CHAMPIONSHIP', 'LEAGUE', 'CUP', 'TOURNAMENT', 'BLITZ'] as const;
export const CompetitionType = v.picklist(COMPETITION_TYPES, M.invalidOption.id);
export const COMPETITION_LEVELS = ['CLUB', 'DIVISIONAL', 'COUNTY', 'PROVINCIAL', 'NATIONAL'] as const;
export const CompetitionLevel = v.picklist(COMPETITION_LEVELS, M.invalidOption.id);
export const SPONSOR_POSITIONS = ['BEFORE_NAME', 'AFTER_NAME'] as const;
export const SponsorPosition = v.picklist(SPONSOR_POSITIONS, M.invalidOption.id);
/** How a table shows scores: goals-points (1-12) or the total (15). */
export const POINTS_DISPLAY_FORMATS = ['GOALS_POINTS', 'TOTAL'] as const;
export const PointsDisplayFormat = v.picklist(POINTS_DISPLAY_FORMATS, M.invalidOption.id);

/** The four tie-break orderings a competition ranks level teams by, in its chosen order. */
export const TIE_BREAK_ORDERS = TIE_BREAKS;
/** league-table.ts's schema, under the name the admin inputs use. */
export const TieBreakOrder = TieBreak;
export type TieBreakOrder = TieBreak;

const intBetween = (min: number, max: number, messageId: string) =>
  v.pipe(
    v.number(M.required.id),
    v.integer(M.integer.id),
    v.minValue(min, messageId),
    v.maxValue(max, messageId),
  );
const PointsField = intBetween(0, POINTS_MAX, CM.pointsRange.id);
const NonNegativeInt = intBetween(0, 10_000, CM.daysHoursMin.id);
const Url = v.pipe(
  v.string(CM.urlInvalid.id),
  v.trim(),
  v.url(CM.urlInvalid.id),
  v.maxLength(500, M.tooLong.id),
);

// ── Step 1: details ────────────────────────────────────────────────────────────────────────────────
/** Required: name, administrator, season (> 1920), format, type, level, age level, gender, discipline. */
export const CompetitionDetailsInput = v.pipe(
  strictObject({
    organizationId: Id,
    name: requiredText(COMPETITION_NAME_MAX),
    adminPersonId: Id,
    matchOfficialAdminPersonId: v.optional(v.nullable(Id)),
    season: v.pipe(
      v.number(M.required.id),
      v.integer(M.integer.id),
      v.minValue(1921, CM.seasonAfter1920.id),
      v.maxValue(2100, M.outOfRange.id),
    ),
    format: CompetitionFormat,
    additionalType: CompetitionType,
    rank: CompetitionLevel,
    ageLevel: AgeLevel,
    gender: Gender,
    activity: Activity,
    grade: v.optional(v.nullable(Grade)),
    category: optionalText(50),
    sponsor: optionalText(100),
    sponsorPosition: v.optional(v.nullable(SponsorPosition)),
    masterCompetition: optionalText(100),
    notificationRecipient: optionalText(200),
    venuePoolId: v.optional(v.nullable(Id)),
    matchOfficialPoolId: v.optional(v.nullable(Id)),
  }),
  v.forward(
    v.check((c) => !c.sponsor || Boolean(c.sponsorPosition), CM.sponsorPositionRequired.id),
    ['sponsorPosition'],
  ),
);
export type CompetitionDetailsInput = v.InferOutput<typeof CompetitionDetailsInput>;

// ── Step 2: format set-up ──────────────────────────────────────────────────────────────────────────
/** Division communication settings: reminders to match officials and administrators before a fixture. */
export const DivisionInput = strictObject({
  /** Present for an existing division (kept), absent for a new one. */
  id: v.optional(Id),
  name: requiredText(50),
  abbreviation: requiredText(10),
  officialsDaysBefore: v.optional(NonNegativeInt, 0),
  officialsHoursBefore: v.optional(NonNegativeInt, 0),
  adminDaysBefore: v.optional(NonNegativeInt, 0),
  adminHoursBefore: v.optional(NonNegativeInt, 0),
});
export type DivisionInput = v.InferOutput<typeof DivisionInput>;

export const CompetitionFormatInput = v.pipe(
  strictObject({
    format: CompetitionFormat,
    numberOfDivisions: intBetween(DIVISIONS_MIN, DIVISIONS_MAX, CM.divisionsRange.id),
    legs: intBetween(0, LEGS_MAX, CM.legsRange.id),
    winPoints: PointsField,
    drawPoints: PointsField,
    lossPoints: PointsField,
    walkoverPoints: PointsField,
    pointsDisplayFormat: v.optional(PointsDisplayFormat, 'GOALS_POINTS'),
    tieBreaks: v.pipe(
      v.array(TieBreakOrder, CM.tieBreaksRequired.id),
      v.length(4, CM.tieBreaksRequired.id),
      v.check((t) => new Set(t).size === 4, CM.tieBreaksRequired.id),
    ),
    divisions: v.array(DivisionInput, M.required.id),
    /** Confirms deleting the divisions and fixtures a format change removes (seed 2 §4). */
    confirm: v.optional(v.boolean(), false),
  }),
  v.forward(
    v.check((f) => f.divisions.length === f.numberOfDivisions, CM.divisionCount.id),
    ['divisions'],
  ),
);
export type CompetitionFormatInput = v.InferOutput<typeof CompetitionFormatInput>;

// ── Step 3: allocate teams ─────────────────────────────────────────────────────────────────────────
/** A competitor: a team, or a placeholder ("Winner Group A") while the team is unknown. */
export const CompetitorInput = v.pipe(
  strictObject({
    teamId: v.optional(v.nullable(Id)),
    placeholder: optionalText(50),
    /** The team's name in this competition; required when its club has two teams in the division. */
    name: optionalText(50),
  }),
  v.forward(
    v.check((c) => Boolean(c.teamId) || Boolean(c.placeholder), CM.teamOrPlaceholder.id),
    ['placeholder'],
  ),
);
export type CompetitorInput = v.InferOutput<typeof CompetitorInput>;

export const CompetitorsInput = strictObject({
  competitors: v.pipe(
    v.array(CompetitorInput, CM.competitorRequired.id),
    v.minLength(1, CM.competitorRequired.id),
    v.maxLength(64, M.tooLong.id),
  ),
});
export type CompetitorsInput = v.InferOutput<typeof CompetitorsInput>;

// ── Step 4: create fixtures ────────────────────────────────────────────────────────────────────────
export const Time = v.pipe(
  v.string(M.required.id),
  v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.time.invalid'),
);

export const VENUE_RULES = ['HOME_CLUB', 'VENUE_POOL', 'NONE'] as const;

/**
 * Generate a division's fixtures: round robin (circle method) or a matrix template; one date per round,
 * each on or after the previous one; the venue from the home club's first place or the competition's
 * venue pool. `replace` confirms deleting fixtures already generated (none may have a result).
 */
export const GenerateFixturesInput = v.pipe(
  strictObject({
    roundDates: v.pipe(
      v.array(TransportDate, M.required.id),
      v.minLength(1, M.required.id),
      v.maxLength(100),
    ),
    time: Time,
    matrixId: v.optional(v.nullable(Id)),
    venue: v.optional(v.picklist(VENUE_RULES, M.invalidOption.id), 'HOME_CLUB'),
    replace: v.optional(v.boolean(), false),
  }),
  v.forward(
    v.check((g) => g.roundDates.every((d, i) => i === 0 || d >= g.roundDates[i - 1]!), CM.roundDateOrder.id),
    ['roundDates'],
  ),
);
export type GenerateFixturesInput = v.InferOutput<typeof GenerateFixturesInput>;

// ── Status transitions (seed 2 §4) ─────────────────────────────────────────────────────────────────
export const CompetitionStatusInput = strictObject({
  status: v.picklist(['ACTIVE', 'PENDING', 'DRAFT', 'ARCHIVED'], M.invalidOption.id),
  /** Required to archive and to unarchive. */
  reason: optionalText(REASON_MAX),
  /** Required to move Active → Draft (divisions and fixtures are deleted). */
  confirm: v.optional(v.boolean(), false),
});
export type CompetitionStatusInput = v.InferOutput<typeof CompetitionStatusInput>;

export const ReasonInput = strictObject({ reason: v.pipe(requiredText(REASON_MAX, M.tooLong.id)) });

/**
 * Whether a status change is allowed, and what it needs: archive and unarchive ask a reason; Active →
 * Draft deletes divisions and fixtures after confirmation. A deleted competition moves nowhere.
 */
export function statusChange(
  from: CompetitionStatus,
  to: CompetitionStatusInput['status'],
): { allowed: boolean; needsReason: boolean; deletesFixtures: boolean } {
  if (from === 'DELETED' || from === to)
    return { allowed: false, needsReason: false, deletesFixtures: false };
  if (from === 'ARCHIVED')
    return { allowed: to === 'ACTIVE' || to === 'PENDING', needsReason: true, deletesFixtures: false };
  if (to === 'ARCHIVED') return { allowed: true, needsReason: true, deletesFixtures: false };
  return { allowed: true, needsReason: false, deletesFixtures: from !== 'DRAFT' && to === 'DRAFT' };
}

// ── Fixtures and results ───────────────────────────────────────────────────────────────────────────
const ScoreNumber = v.pipe(
  v.number(M.integer.id),
  v.integer(M.integer.id),
  v.minValue(0, M.nonNegative.id),
  v.maxValue(99, M.outOfRange.id),
);

export const Broadcast = v.pipe(
  strictObject({
    summary: optionalText(250),
    channel: optionalText(100),
    name: optionalText(100),
    url: v.optional(v.union([v.literal(''), Url], CM.urlInvalid.id)),
    logo: v.optional(v.union([v.literal(''), Url], CM.urlInvalid.id)),
  }),
  v.forward(
    v.check((b) => Boolean(b.summary), CM.broadcastSummary.id),
    ['summary'],
  ),
);

/** An object whose every value is empty (a form's untouched block of optional fields). */
const isBlankBlock = (b: unknown) =>
  b !== null &&
  typeof b === 'object' &&
  Object.values(b as Record<string, unknown>).every((x) => x === '' || x === null || x === undefined);

/** Create a fixture by hand: division required; a team or a placeholder per side; date and time. */
export const FixtureInput = v.pipe(
  strictObject({
    divisionId: Id,
    homeTeamId: v.optional(v.nullable(Id)),
    homePlaceholder: optionalText(50),
    awayTeamId: v.optional(v.nullable(Id)),
    awayPlaceholder: optionalText(50),
    date: TransportDate,
    time: Time,
    placeId: v.optional(v.nullable(Id)),
    round: optionalText(20),
    notes: optionalText(500),
    /** Required when an existing fixture moves by more than 2 days (checked by the server, which knows the old date). */
    reason: optionalText(REASON_MAX),
    /** Broadcast details; a form's all-blank block means none. */
    broadcast: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((b) => (isBlankBlock(b) ? null : b)),
        v.nullable(Broadcast),
      ),
    ),
  }),
  v.forward(
    v.check((f) => Boolean(f.homeTeamId) || Boolean(f.homePlaceholder), CM.teamOrPlaceholder.id),
    ['homePlaceholder'],
  ),
  v.forward(
    v.check((f) => Boolean(f.awayTeamId) || Boolean(f.awayPlaceholder), CM.teamOrPlaceholder.id),
    ['awayPlaceholder'],
  ),
  v.forward(
    v.check((f) => !f.homeTeamId || f.homeTeamId !== f.awayTeamId, CM.sameTeams.id),
    ['awayTeamId'],
  ),
);
export type FixtureInput = v.InferOutput<typeof FixtureInput>;

export const RESULT_OUTCOMES = [
  'PLAYED',
  'WALKOVER_HOME',
  'WALKOVER_AWAY',
  'HOME_CONCEDED',
  'AWAY_CONCEDED',
  'POSTPONED',
  'ABANDONED',
  'NOT_PLAYED',
] as const;
export const ResultOutcome = v.picklist(RESULT_OUTCOMES, M.invalidOption.id);
export type ResultOutcome = v.InferOutput<typeof ResultOutcome>;

/**
 * An admin's result: goals, points and penalties (non-negative integers), the outcome, replay and extra
 * time flags, and the CCC ruling notes (required when the committee rules: walkover, conceded, abandoned).
 * `confirm` makes it final: the referee can no longer change it and the league table counts it.
 */
export const ResultInput = v.pipe(
  strictObject({
    outcome: ResultOutcome,
    homeGoals: v.optional(v.nullable(ScoreNumber)),
    homePoints: v.optional(v.nullable(ScoreNumber)),
    awayGoals: v.optional(v.nullable(ScoreNumber)),
    awayPoints: v.optional(v.nullable(ScoreNumber)),
    homePenalties: v.optional(v.nullable(ScoreNumber)),
    awayPenalties: v.optional(v.nullable(ScoreNumber)),
    isExtraTime: v.optional(v.boolean(), false),
    isReplay: v.optional(v.boolean(), false),
    cccNotes: optionalText(1000),
    confirm: v.optional(v.boolean(), true),
  }),
  v.forward(
    v.check(
      (r) =>
        r.outcome !== 'PLAYED' ||
        [r.homeGoals, r.homePoints, r.awayGoals, r.awayPoints].every((n) => typeof n === 'number'),
      M.required.id,
    ),
    ['homeGoals'],
  ),
  v.forward(
    v.check(
      (r) => r.outcome === 'PLAYED' || r.outcome === 'POSTPONED' || Boolean(r.cccNotes),
      CM.cccNotesRequired.id,
    ),
    ['cccNotes'],
  ),
);
export type ResultInput = v.InferOutput<typeof ResultInput>;

export const BulkFixturesInput = v.pipe(
  strictObject({
    action: v.picklist(['DELETE', 'POSTPONE', 'MOVE'], M.invalidOption.id),
    ids: v.pipe(
      v.array(Id, M.required.id),
      v.minLength(1, M.required.id),
      v.maxLength(BULK_MAX, CM.bulkLimit.id),
    ),
    /** MOVE: the new date for every fixture (its time kept). */
    date: v.optional(TransportDate),
    reason: optionalText(REASON_MAX),
  }),
  v.forward(
    v.check((b) => b.action !== 'DELETE' || Boolean(b.reason), CM.reasonRequired.id),
    ['reason'],
  ),
  v.forward(
    v.check((b) => b.action !== 'MOVE' || Boolean(b.date), M.required.id),
    ['date'],
  ),
);
export type BulkFixturesInput = v.InferOutput<typeof BulkFixturesInput>;

/** POST /admin/fixture/{id}/notification: tell the fixture's officials and/or administrators about it. */
export const FIXTURE_NOTICE_AUDIENCES = ['OFFICIALS', 'ADMINS'] as const;
export const FixtureNoticeInput = strictObject({
  audiences: v.pipe(
    v.array(v.picklist(FIXTURE_NOTICE_AUDIENCES, M.invalidOption.id), M.required.id),
    v.minLength(1, M.required.id),
    v.maxLength(2),
  ),
  message: optionalText(500),
});
export type FixtureNoticeInput = v.InferOutput<typeof FixtureNoticeInput>;

// ── Matrices and pools ─────────────────────────────────────────────────────────────────────────────
export const MatrixInput = v.pipe(
  strictObject({
    organizationId: Id,
    name: v.pipe(requiredString(), v.maxLength(MATRIX_NAME_MAX, CM.matrixNameMax.id)),
    totalTeams: intBetween(MATRIX_TEAMS_MIN, MATRIX_TEAMS_MAX, CM.matrixTeams.id),
    rounds: v.pipe(
      v.array(
        strictObject({
          pairings: v.array(
            strictObject({ home: v.pipe(v.number(), v.integer()), away: v.pipe(v.number(), v.integer()) }),
          ),
        }),
      ),
      v.minLength(1, M.required.id),
      v.maxLength(60),
    ),
  }),
  v.forward(
    v.check(
      (m) =>
        m.rounds.every((r) => {
          const seen = r.pairings.flatMap((p) => [p.home, p.away]);
          return new Set(seen).size === seen.length && seen.every((n) => n >= 1 && n <= m.totalTeams);
        }),
      CM.uniqueTeams.id,
    ),
    ['rounds'],
  ),
);
export type MatrixInput = v.InferOutput<typeof MatrixInput>;

export const PoolInput = strictObject({
  organizationId: Id,
  kind: PoolKind,
  name: v.pipe(requiredString(), v.maxLength(POOL_NAME_MAX, CM.poolNameMax.id)),
  description: optionalText(POOL_DESCRIPTION_MAX, CM.poolDescriptionMax.id),
  level: v.optional(v.nullable(CompetitionLevel)),
  /** Place ids for a venue pool, person ids for a match-official pool. */
  memberIds: v.pipe(v.array(Id), v.maxLength(500)),
});
export type PoolInput = v.InferOutput<typeof PoolInput>;

export { OfficialType };

// ── Documents ──────────────────────────────────────────────────────────────────────────────────────
export type DivisionDoc = {
  id: string;
  name: string;
  abbreviation: string;
  officialsDaysBefore: number;
  officialsHoursBefore: number;
  adminDaysBefore: number;
  adminHoursBefore: number;
  competitors: {
    id: string;
    teamId: string | null;
    placeholder: string | null;
    name: string;
    organizationId: string | null;
  }[];
  fixtureCount: number;
};

export type CompetitionDoc = CompetitionDetailsInput & {
  id: string;
  version: number;
  updatedAt: string;
  status: CompetitionStatus;
  organizationName: string;
  adminName: string | null;
  numberOfDivisions: number;
  legs: number;
  winPoints: number;
  drawPoints: number;
  lossPoints: number;
  walkoverPoints: number;
  pointsDisplayFormat: v.InferOutput<typeof PointsDisplayFormat>;
  tieBreaks: TieBreakOrder[];
  archiveReason: string | null;
  divisions?: DivisionDoc[];
};
