/**
 * The fixture as devices and the public page see it (seed 1 §3 "Fixture (as shown on the public page)",
 * seed 2 §3 Fixture), and the referee's score input (seed 2 §5).
 */
import * as v from 'valibot';
import { M } from '../messages.ts';
import { strictObject } from '../lib/schema-helpers.ts';
import { MatchEvent } from './match-event.ts';

export const FixtureTeam = v.object({
  id: v.optional(v.string()),
  name: v.optional(v.string()),
  designation: v.optional(v.string()),
  isBye: v.optional(v.boolean()),
  isConceded: v.optional(v.boolean()),
  logo: v.optional(v.string()),
  goals: v.optional(v.nullable(v.number())),
  points: v.optional(v.nullable(v.number())),
  penalties: v.optional(v.nullable(v.number())),
});
export type FixtureTeam = v.InferOutput<typeof FixtureTeam>;

export const FixtureOfficial = v.object({
  personId: v.string(),
  name: v.string(),
  type: v.string(),
  availability: v.picklist(['PENDING', 'CONFIRMED', 'NOT_AVAILABLE']),
});
export type FixtureOfficial = v.InferOutput<typeof FixtureOfficial>;

export const Fixture = v.object({
  id: v.string(),
  version: v.number(),
  updatedAt: v.string(),
  deleted: v.optional(v.boolean()),
  startDate: v.string(),
  round: v.optional(v.nullable(v.string())),
  status: v.optional(v.string()),
  isResult: v.boolean(),
  /** A competition admin confirmed the result: the referee can no longer change it. */
  resultConfirmed: v.optional(v.boolean()),
  reportSubmitted: v.optional(v.boolean()),
  isPostponed: v.optional(v.boolean()),
  /**
   * Seed 2 §3 `additionalInformation`: `AWAITING_CONFIRMATION` while a known result is not confirmed
   * (provisional.ts `additionalInformationOf`), else the admin's outcome when the spec lists it. One of
   * enums.ts FIXTURE_ADDITIONAL_INFORMATION, set by the server only: a string here keeps that list out of
   * the devices' first route (tests/bundle-budget.json).
   */
  additionalInformation: v.optional(v.string()),
  /** An admin's result outcome (domain/competition/competition.ts RESULT_OUTCOMES). */
  outcome: v.optional(v.string()),
  isExtraTime: v.optional(v.boolean()),
  isReplay: v.optional(v.boolean()),
  refereeName: v.optional(v.nullable(v.string())),
  homeTeam: FixtureTeam,
  awayTeam: FixtureTeam,
  place: v.optional(
    v.nullable(
      v.object({
        id: v.string(),
        name: v.string(),
        latitude: v.optional(v.nullable(v.number())),
        longitude: v.optional(v.nullable(v.number())),
      }),
    ),
  ),
  owner: v.optional(v.nullable(v.object({ id: v.string(), name: v.string() }))),
  division: v.optional(v.nullable(v.object({ id: v.string(), name: v.string() }))),
  competition: v.optional(
    v.nullable(
      v.object({
        id: v.string(),
        name: v.string(),
        activity: v.optional(v.string()),
        ageLevel: v.optional(v.string()),
      }),
    ),
  ),
  officials: v.optional(v.array(FixtureOfficial)),
  /** Broadcast details (seed 2 §3 Fixture): summary, channel, name, url, logo. */
  broadcast: v.optional(v.nullable(v.record(v.string(), v.string()))),
  notes: v.optional(v.nullable(v.string())),
  /**
   * The match as it happened (issue 52; match-event.ts), when the referee recorded events: the referee's
   * device holds them to show the phase and to fold queued events on top. The score fields are their fold.
   */
  matchEvents: v.optional(v.array(MatchEvent)),
});
export type Fixture = v.InferOutput<typeof Fixture>;

const ScoreField = v.pipe(
  v.number(M.integer.id),
  v.integer(M.integer.id),
  v.minValue(0, M.nonNegative.id),
  v.maxValue(99, M.outOfRange.id),
);

/** Goals and points per side: required, non-negative integers, not all zero (seed 2 §5). */
export const RefereeScoreInput = v.pipe(
  strictObject({
    homeGoals: ScoreField,
    homePoints: ScoreField,
    awayGoals: ScoreField,
    awayPoints: ScoreField,
  }),
  v.check((s) => s.homeGoals + s.homePoints + s.awayGoals + s.awayPoints > 0, M.scoreAllZero.id),
);
export type RefereeScoreInput = v.InferOutput<typeof RefereeScoreInput>;

/** Goals-points total: a goal is worth 3 points. */
export const scoreTotal = (goals: number, points: number) => goals * 3 + points;
