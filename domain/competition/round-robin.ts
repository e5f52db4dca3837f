/**
 * League fixtures: round robins by the circle method, matrix templates and round dates (seed 2 §3
 * Competition "number of legs" and Matrix, §5 Competition and Matrix, §9 "Matrix teams 3 to 24").
 *
 * A matrix is a template of rounds over team *positions* 1..N; a division's teams fill the positions in
 * order. The predefined matrix for N teams is the circle method's single round robin, so generating a
 * division's fixtures and applying its predefined matrix give the same rounds.
 *
 * Invariants of the circle method as written here (tests/domain/competition/round-robin.test.ts checks
 * them for every N from 3 to 24):
 * - every pair of teams meets exactly once per leg; no team plays twice in a round;
 * - N − 1 rounds per leg for even N, N for odd N, where each team sits out (has the bye) exactly once;
 * - within a leg a team's home and away counts differ by at most one (equal for odd N), and home and
 *   away alternate with the fewest possible "breaks" (de Werra's orientation of the circle);
 * - the second leg is the first with home and away swapped, so over two legs every count is equal.
 */
import { parseIsoDate } from '../lib/dates.ts';

/** One game of a round: team ids. */
export type Pairing = { home: string; away: string };

/** One round of fixtures; `bye` is the team that sits the round out when the count is odd. */
export type Round = { round: number; pairings: Pairing[]; bye?: string };

/** One game of a matrix round: team positions, 1-based. */
export type MatrixPairing = { home: number; away: number };

/** One round of a matrix template. */
export type MatrixRound = { round: number; pairings: readonly MatrixPairing[] };

/**
 * A matrix template (seed 2 §3 "Matrix: name, total teams, home and away counts; predefined matrices
 * exist and are read-only"). `predefined` ones are the circle method's and cannot be edited (§5).
 */
export type Matrix = {
  id: string;
  name: string;
  totalTeams: number;
  predefined: boolean;
  rounds: readonly MatrixRound[];
};

/** Fewest and most teams a matrix, and so a generated round robin, may have (seed 2 §5, §9). */
export const MATRIX_MIN_TEAMS = 3;
export const MATRIX_MAX_TEAMS = 24;

/** Legs of a competition (seed 2 §5 "legs 0 to 2"); 0 means no fixtures are generated. */
export type Legs = 0 | 1 | 2;

function assertTeamCount(count: number): void {
  if (!Number.isInteger(count) || count < MATRIX_MIN_TEAMS || count > MATRIX_MAX_TEAMS) {
    throw new RangeError(
      `A round robin needs ${MATRIX_MIN_TEAMS} to ${MATRIX_MAX_TEAMS} teams, not ${count}`,
    );
  }
}

function assertUniqueTeams(teamIds: readonly string[]): void {
  if (new Set(teamIds).size !== teamIds.length) throw new RangeError('Team ids must be unique');
}

// ── The circle method ──────────────────────────────────────────────────────────────────────────────

/**
 * The circle method over positions 1..totalTeams, one leg. With n = totalTeams rounded up to even and
 * m = n − 1, index m is fixed and indexes 0..m−1 turn round the circle: in round r index r meets the
 * fixed one, and r + k meets r − k (mod m) for k = 1..n/2 − 1. For odd counts index m is a phantom,
 * and meeting it is the bye. Orientation (de Werra): the fixed index is at home on even rounds, and the
 * pair at distance k has r + k at home when k is odd, r − k when k is even. That gives every team
 * alternating home and away, with the fewest breaks, and counts that differ by at most one.
 */
function circleRounds(totalTeams: number): MatrixRound[] {
  const n = totalTeams % 2 === 0 ? totalTeams : totalTeams + 1;
  const m = n - 1;
  const position = (index: number) => index + 1;
  const rounds: MatrixRound[] = [];
  for (let r = 0; r < m; r++) {
    const pairs: [number, number][] = [r % 2 === 0 ? [m, r] : [r, m]];
    for (let k = 1; k < n / 2; k++) {
      const up = (r + k) % m;
      const down = (r - k + m) % m;
      pairs.push(k % 2 === 1 ? [up, down] : [down, up]);
    }
    const pairings = pairs
      .filter(([home, away]) => home < totalTeams && away < totalTeams)
      .map(([home, away]) => ({ home: position(home), away: position(away) }));
    rounds.push({ round: r + 1, pairings });
  }
  return rounds;
}

// ── Matrices ───────────────────────────────────────────────────────────────────────────────────────

function deepFreeze(matrix: Matrix): Matrix {
  for (const round of matrix.rounds) {
    round.pairings.forEach((p) => Object.freeze(p));
    Object.freeze(round.pairings);
    Object.freeze(round);
  }
  Object.freeze(matrix.rounds);
  return Object.freeze(matrix);
}

/**
 * The predefined, read-only matrix for `totalTeams` positions (seed 2 §3 "predefined matrices exist and
 * are read-only"): the circle method's single round robin. Throws a RangeError outside 3..24 (§5).
 */
export function predefinedMatrix(totalTeams: number): Matrix {
  assertTeamCount(totalTeams);
  return deepFreeze({
    id: `predefined-${totalTeams}`,
    name: `Round robin — ${totalTeams} teams`,
    totalTeams,
    predefined: true,
    rounds: circleRounds(totalTeams),
  });
}

/** The predefined matrices, one for each team count from 3 to 24 (seed 2 §5 "generated only for 3 to 24"). */
export const PREDEFINED_MATRICES: readonly Matrix[] = Object.freeze(
  Array.from({ length: MATRIX_MAX_TEAMS - MATRIX_MIN_TEAMS + 1 }, (_, i) =>
    predefinedMatrix(MATRIX_MIN_TEAMS + i),
  ),
);

/**
 * What is wrong with a (custom) matrix template. `UNIQUE_TEAMS_REQUIRED` is the spec's "Unique teams
 * are required" (seed 2 §5): a position appears twice in one round. Rounds must be numbered 1, 2, 3… in
 * the order they are listed, so that a second leg can number on from the first.
 */
export type MatrixProblem =
  | { code: 'TOTAL_TEAMS_OUT_OF_RANGE'; totalTeams: number }
  | { code: 'ROUND_OUT_OF_ORDER'; round: number; index: number }
  | { code: 'POSITION_OUT_OF_RANGE'; round: number; position: number }
  | { code: 'UNIQUE_TEAMS_REQUIRED'; round: number; position: number }
  | { code: 'TEAM_AGAINST_ITSELF'; round: number; position: number };

/**
 * The problems of a matrix template, empty when it can be applied (seed 2 §5 Matrix: total teams 3 to
 * 24, unique teams required). Positions must be whole numbers from 1 to `totalTeams`; a position is
 * reported once per round however often it repeats.
 */
export function matrixProblems(matrix: Pick<Matrix, 'totalTeams' | 'rounds'>): MatrixProblem[] {
  const problems: MatrixProblem[] = [];
  const { totalTeams } = matrix;
  if (!Number.isInteger(totalTeams) || totalTeams < MATRIX_MIN_TEAMS || totalTeams > MATRIX_MAX_TEAMS) {
    problems.push({ code: 'TOTAL_TEAMS_OUT_OF_RANGE', totalTeams });
  }
  const inRange = (p: number) => Number.isInteger(p) && p >= 1 && p <= totalTeams;
  matrix.rounds.forEach(({ round, pairings }, index) => {
    if (round !== index + 1) problems.push({ code: 'ROUND_OUT_OF_ORDER', round, index });
    const seen = new Set<number>();
    const repeated = new Set<number>();
    for (const { home, away } of pairings) {
      for (const position of [home, away]) {
        if (!inRange(position)) problems.push({ code: 'POSITION_OUT_OF_RANGE', round, position });
      }
      if (home === away) {
        problems.push({ code: 'TEAM_AGAINST_ITSELF', round, position: home });
        continue;
      }
      for (const position of [home, away]) {
        if (seen.has(position)) repeated.add(position);
        seen.add(position);
      }
    }
    for (const position of repeated) problems.push({ code: 'UNIQUE_TEAMS_REQUIRED', round, position });
  });
  return problems;
}

/**
 * Each position's home and away counts over one leg of a matrix (seed 2 §3 "Matrix: … home and away
 * counts"), in position order.
 */
export function matrixHomeAwayCounts(
  matrix: Pick<Matrix, 'totalTeams' | 'rounds'>,
): { position: number; home: number; away: number }[] {
  const counts = Array.from({ length: matrix.totalTeams }, (_, i) => ({ position: i + 1, home: 0, away: 0 }));
  for (const { pairings } of matrix.rounds) {
    for (const { home, away } of pairings) {
      const h = counts[home - 1];
      const a = counts[away - 1];
      if (h) h.home += 1;
      if (a) a.away += 1;
    }
  }
  return counts;
}

/**
 * A division's rounds from a matrix template (seed 2 §3 Matrix; §5 "number of legs"): position p is
 * `teamIds[p − 1]`. With two legs the second is the first mirrored (home and away swapped), its rounds
 * numbered on from the first's. A round's `bye` is set when exactly one team is idle in it, as in the
 * circle method for an odd count. Throws a RangeError when the team count is not the matrix's, a team
 * id repeats, or the matrix has problems (`matrixProblems`).
 */
export function applyMatrix(
  matrix: Pick<Matrix, 'totalTeams' | 'rounds'>,
  teamIds: readonly string[],
  legs: 1 | 2,
): Round[] {
  if (teamIds.length !== matrix.totalTeams) {
    throw new RangeError(`The matrix is for ${matrix.totalTeams} teams, not ${teamIds.length}`);
  }
  assertUniqueTeams(teamIds);
  const problems = matrixProblems(matrix);
  if (problems.length > 0) throw new RangeError(`The matrix has problems: ${JSON.stringify(problems)}`);
  if (legs !== 1 && legs !== 2) throw new RangeError(`Legs must be 1 or 2, not ${String(legs)}`);

  const team = (position: number): string => {
    const id = teamIds[position - 1];
    if (id === undefined) throw new RangeError(`No team at position ${position}`);
    return id;
  };
  const firstLeg: Round[] = matrix.rounds.map(({ round, pairings }) => {
    const playing = new Set(pairings.flatMap((p) => [p.home, p.away]));
    const idle = teamIds.filter((_, i) => !playing.has(i + 1));
    return {
      round,
      pairings: pairings.map((p) => ({ home: team(p.home), away: team(p.away) })),
      ...(idle.length === 1 ? { bye: idle[0] } : {}),
    };
  });
  if (legs === 1) return firstLeg;
  const secondLeg = firstLeg.map(({ round, pairings, bye }) => ({
    round: round + firstLeg.length,
    pairings: pairings.map(({ home, away }) => ({ home: away, away: home })),
    ...(bye === undefined ? {} : { bye }),
  }));
  return [...firstLeg, ...secondLeg];
}

// ── Generating a division's fixtures ───────────────────────────────────────────────────────────────

/**
 * A round robin of `teamIds` by the circle method (seed 2 §5 "legs", §9 "Matrix teams 3 to 24"): the
 * predefined matrix for their count, applied in the given order. Throws a RangeError for fewer than 3 or
 * more than 24 teams, or a repeated team id.
 */
export function generateRoundRobin(teamIds: readonly string[], legs: 1 | 2): Round[] {
  assertTeamCount(teamIds.length);
  assertUniqueTeams(teamIds);
  return applyMatrix(predefinedMatrix(teamIds.length), teamIds, legs);
}

/** A division's rounds for the competition's legs (seed 2 §5 "legs 0 to 2"): none for 0 legs. */
export function roundsFor(teamIds: readonly string[], legs: Legs): Round[] {
  return legs === 0 ? [] : generateRoundRobin(teamIds, legs);
}

// ── Round dates ────────────────────────────────────────────────────────────────────────────────────

const DAY_MS = 24 * 60 * 60 * 1000;

/** `yyyy-MM-dd` plus whole days. UTC midnights have no daylight-saving shift, so this is calendar arithmetic. */
function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not a yyyy-MM-dd date: ${iso}`);
  return new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Dates for `rounds` rounds, the first on `firstDate` (`yyyy-MM-dd`, seed 2 §9 transport format) and each
 * `everyDays` after the one before: a starting point the administrator then edits. Throws a RangeError for
 * a date that is not a real calendar date, or a negative or fractional count or interval.
 */
export function datesForRounds(firstDate: string, rounds: number, everyDays = 7): string[] {
  if (!Number.isInteger(rounds) || rounds < 0) throw new RangeError(`Not a round count: ${rounds}`);
  if (!Number.isInteger(everyDays) || everyDays < 0) throw new RangeError(`Not a day interval: ${everyDays}`);
  if (!parseIsoDate(firstDate)) throw new RangeError(`Not a yyyy-MM-dd date: ${firstDate}`);
  return Array.from({ length: rounds }, (_, i) => addDays(firstDate, i * everyDays));
}

/**
 * The indexes (0-based) of rounds whose date is before the previous round's date (seed 2 §5 "a round
 * date must be on or after the previous round's date"). Dates are `yyyy-MM-dd`, so they compare as text.
 */
export function roundDatesProblems(dates: readonly string[]): number[] {
  return dates.flatMap((date, i) => {
    const previous = dates[i - 1];
    return previous !== undefined && date < previous ? [i] : [];
  });
}
