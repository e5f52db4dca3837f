/** Display names of the competitions area's codes (domain/competition/enums.ts, competition.ts). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  COMPETITION_LEVELS,
  COMPETITION_TYPES,
  POINTS_DISPLAY_FORMATS,
  ResultOutcome,
  SPONSOR_POSITIONS,
  TieBreakOrder,
  VENUE_RULES,
} from '../../../../domain/competition/competition';
import type {
  CompetitionFormat,
  CompetitionStatus,
  Grade,
  PoolKind,
} from '../../../../domain/competition/enums';
import type { GENDERS } from '../../../../domain/enums';

export const FORMAT_LABELS: Record<CompetitionFormat, MessageDescriptor> = {
  CUP: msg`Cup`,
  LEAGUE: msg`League`,
  LEAGUE_KNOCKOUT: msg`League and knockout`,
};

export const STATUS_LABELS: Record<CompetitionStatus, MessageDescriptor> = {
  ACTIVE: msg`Active`,
  PENDING: msg`Pending`,
  DRAFT: msg`Draft`,
  ARCHIVED: msg`Archived`,
  DELETED: msg`Deleted`,
};

export const TYPE_LABELS: Record<(typeof COMPETITION_TYPES)[number], MessageDescriptor> = {
  CHAMPIONSHIP: msg`Championship`,
  LEAGUE: msg`League`,
  CUP: msg`Cup`,
  TOURNAMENT: msg`Tournament`,
  BLITZ: msg`Blitz`,
};

export const LEVEL_LABELS: Record<(typeof COMPETITION_LEVELS)[number], MessageDescriptor> = {
  CLUB: msg`Club`,
  DIVISIONAL: msg`Divisional`,
  COUNTY: msg`County`,
  PROVINCIAL: msg`Provincial`,
  NATIONAL: msg`National`,
};

export const GRADE_LABELS: Record<Grade, MessageDescriptor> = {
  SENIOR: msg`Senior`,
  INTERMEDIATE: msg`Intermediate`,
  JUNIOR: msg`Junior`,
};

export const GENDER_LABELS: Record<(typeof GENDERS)[number], MessageDescriptor> = {
  MALE: msg`Male`,
  FEMALE: msg`Female`,
};

export const SPONSOR_POSITION_LABELS: Record<(typeof SPONSOR_POSITIONS)[number], MessageDescriptor> = {
  BEFORE_NAME: msg`Before the name`,
  AFTER_NAME: msg`After the name`,
};

export const POINTS_DISPLAY_LABELS: Record<(typeof POINTS_DISPLAY_FORMATS)[number], MessageDescriptor> = {
  GOALS_POINTS: msg`Goals and points (1-12)`,
  TOTAL: msg`Total (15)`,
};

export const TIE_BREAK_LABELS: Record<TieBreakOrder, MessageDescriptor> = {
  SCORE_DIFFERENCE: msg`Score difference`,
  SCORES_FOR: msg`Scores for`,
  HEAD_TO_HEAD: msg`Head to head`,
  GOALS_FOR: msg`Goals for`,
};

export const VENUE_RULE_LABELS: Record<(typeof VENUE_RULES)[number], MessageDescriptor> = {
  HOME_CLUB: msg`The home club's ground`,
  VENUE_POOL: msg`The competition's venue pool`,
  NONE: msg`No venue yet`,
};

export const OUTCOME_LABELS: Record<ResultOutcome, MessageDescriptor> = {
  PLAYED: msg`Played`,
  WALKOVER_HOME: msg`Walkover to the home team`,
  WALKOVER_AWAY: msg`Walkover to the away team`,
  HOME_CONCEDED: msg`Home team conceded`,
  AWAY_CONCEDED: msg`Away team conceded`,
  POSTPONED: msg`Postponed`,
  ABANDONED: msg`Abandoned`,
  NOT_PLAYED: msg`Not played`,
};

export const POOL_KIND_LABELS: Record<PoolKind, MessageDescriptor> = {
  VENUE: msg`Venue pool`,
  MATCH_OFFICIAL: msg`Match official pool`,
};

/** `[code, label]` pairs for a select, in the codes' order. */
export function choices<K extends string>(
  codes: readonly K[],
  labels: Record<K, MessageDescriptor>,
  t: (d: MessageDescriptor) => string,
): [K, string][] {
  return codes.map((c) => [c, t(labels[c])]);
}

/** Goals-points as written on a scoreboard: "1-12". */
export const goalsPoints = (goals: number | null | undefined, points: number | null | undefined) =>
  `${goals ?? 0}-${points ?? 0}`;
