/**
 * League tables from confirmed results (seed 2 §3 Competition "winPoints, drawPoints, lossPoints,
 * walkoverPoints, … four tie-break orderings"; §5 "points … each 0 to 10; the four tie-break orders are
 * required"). Scores are goals-points, a goal worth three points (GLOSSARY): 2-10 (16) beats 1-12 (15),
 * and a draw is equal totals whatever the split.
 *
 * Ranking: league points, then the competition's four tie-break orderings in its order, then name, then
 * id, so the same results always give the same table. Head to head ranks the teams still tied at that
 * step by the points they took in the games among themselves, then by those games' score difference;
 * teams still level fall to the next ordering (head to head is not re-applied to a smaller group).
 */
import * as v from 'valibot';
import { M } from '../messages.ts';
import { scoreTotal } from './fixture.ts';

export const TIE_BREAKS = ['SCORE_DIFFERENCE', 'SCORES_FOR', 'HEAD_TO_HEAD', 'GOALS_FOR'] as const;
/** One of the four tie-break orderings (seed 2 §3 Competition). */
/** One tie-break ordering; the one schema the competition's format input uses too. */
export const TieBreak = v.picklist(TIE_BREAKS, M.tieBreaksRequired.id);
export type TieBreak = v.InferOutput<typeof TieBreak>;

/** A side's score: goals and points (GLOSSARY "goals-points"). */
export type Score = { goals: number; points: number };
export type Side = 'HOME' | 'AWAY';

export type TableTeam = { id: string; name: string };

/**
 * A confirmed result. `walkover` is the side awarded the game; `conceded` the side that conceded it
 * (seed 2 §3 Fixture "isConceded", "HOME_CONCEDED"/"AWAY_CONCEDED"). Either way the scores are not
 * counted; when both are given, `walkover` decides.
 */
export type TableResult = {
  homeId: string;
  awayId: string;
  home: Score;
  away: Score;
  walkover?: Side;
  conceded?: Side;
};

/** The competition's points and tie-break orderings (seed 2 §3 Competition). */
export type TableRules = {
  winPoints: number;
  drawPoints: number;
  lossPoints: number;
  walkoverPoints: number;
  tieBreaks: readonly [TieBreak, TieBreak, TieBreak, TieBreak];
};

/** One line of a league table. `scoresFor` and `scoresAgainst` are totals (3 × goals + points). */
export type TableRow = {
  position: number;
  teamId: string;
  name: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  walkoversFor: number;
  goalsFor: number;
  pointsFor: number;
  goalsAgainst: number;
  pointsAgainst: number;
  scoresFor: number;
  scoresAgainst: number;
  scoreDifference: number;
  points: number;
};

type Tally = Omit<TableRow, 'position'>;

/** A score as written, goals-points: `{ goals: 1, points: 12 }` → "1-12" (GLOSSARY). */
export function formatScore({ goals, points }: Score): string {
  return `${goals}-${points}`;
}

/** A score's total, 3 × goals + points (GLOSSARY: 2-10 is 16). */
export function totalScore({ goals, points }: Score): number {
  return scoreTotal(goals, points);
}

/** The side awarded the game without scores, if any: the walkover side, or the side that did not concede. */
export function awardedSide(result: Pick<TableResult, 'walkover' | 'conceded'>): Side | undefined {
  if (result.walkover) return result.walkover;
  if (result.conceded) return result.conceded === 'HOME' ? 'AWAY' : 'HOME';
  return undefined;
}

function emptyTally({ id, name }: TableTeam): Tally {
  return {
    teamId: id,
    name,
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    walkoversFor: 0,
    goalsFor: 0,
    pointsFor: 0,
    goalsAgainst: 0,
    pointsAgainst: 0,
    scoresFor: 0,
    scoresAgainst: 0,
    scoreDifference: 0,
    points: 0,
  };
}

type Outcome = 'WON' | 'DRAWN' | 'LOST';

/** Adds one side's game to its tally; `scores` is absent for a walkover or a conceded game. */
function record(
  tally: Tally | undefined,
  outcome: Outcome,
  rules: TableRules,
  scores?: { own: Score; other: Score },
): void {
  if (!tally) return;
  tally.played += 1;
  if (outcome === 'WON') tally.won += 1;
  else if (outcome === 'DRAWN') tally.drawn += 1;
  else tally.lost += 1;
  if (!scores) {
    if (outcome === 'WON') tally.walkoversFor += 1;
    tally.points += outcome === 'WON' ? rules.walkoverPoints : rules.lossPoints;
    return;
  }
  tally.points += { WON: rules.winPoints, DRAWN: rules.drawPoints, LOST: rules.lossPoints }[outcome];
  tally.goalsFor += scores.own.goals;
  tally.pointsFor += scores.own.points;
  tally.goalsAgainst += scores.other.goals;
  tally.pointsAgainst += scores.other.points;
  tally.scoresFor += totalScore(scores.own);
  tally.scoresAgainst += totalScore(scores.other);
  tally.scoreDifference = tally.scoresFor - tally.scoresAgainst;
}

/**
 * Each team's played, won, drawn, lost, scores and league points from `results`. A result naming a team
 * not in `teams` counts for the listed side only.
 */
function tallies(teams: readonly TableTeam[], results: readonly TableResult[], rules: TableRules) {
  const byId = new Map(teams.map((t) => [t.id, emptyTally(t)]));
  for (const result of results) {
    const home = byId.get(result.homeId);
    const away = byId.get(result.awayId);
    const awarded = awardedSide(result);
    if (awarded) {
      record(home, awarded === 'HOME' ? 'WON' : 'LOST', rules);
      record(away, awarded === 'AWAY' ? 'WON' : 'LOST', rules);
      continue;
    }
    const margin = totalScore(result.home) - totalScore(result.away);
    const homeOutcome: Outcome = margin > 0 ? 'WON' : margin < 0 ? 'LOST' : 'DRAWN';
    const awayOutcome: Outcome = margin > 0 ? 'LOST' : margin < 0 ? 'WON' : 'DRAWN';
    record(home, homeOutcome, rules, { own: result.home, other: result.away });
    record(away, awayOutcome, rules, { own: result.away, other: result.home });
  }
  return byId;
}

// ── Ranking ────────────────────────────────────────────────────────────────────────────────────────

type Ordering = 'POINTS' | TieBreak;
/** A team's sort key under one ordering: compared element by element, higher first. */
type Key = readonly number[];

const NAMES = new Intl.Collator('en', { sensitivity: 'base' });

function compareKeys(a: Key, b: Key): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (b[i] ?? 0) - (a[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

function byName(a: Tally, b: Tally): number {
  const plain = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return NAMES.compare(a.name, b.name) || plain(a.name, b.name) || plain(a.teamId, b.teamId);
}

function keys(
  ordering: Ordering,
  group: readonly Tally[],
  results: readonly TableResult[],
  rules: TableRules,
): Map<string, Key> {
  if (ordering === 'HEAD_TO_HEAD') {
    const ids = new Set(group.map((t) => t.teamId));
    const among = results.filter((r) => ids.has(r.homeId) && ids.has(r.awayId));
    const mini = tallies(
      group.map((t) => ({ id: t.teamId, name: t.name })),
      among,
      rules,
    );
    return new Map(
      group.map((t) => [
        t.teamId,
        [mini.get(t.teamId)?.points ?? 0, mini.get(t.teamId)?.scoreDifference ?? 0],
      ]),
    );
  }
  const value = (t: Tally): number =>
    ({
      POINTS: t.points,
      SCORE_DIFFERENCE: t.scoreDifference,
      SCORES_FOR: t.scoresFor,
      GOALS_FOR: t.goalsFor,
    })[ordering];
  return new Map(group.map((t) => [t.teamId, [value(t)]]));
}

/** Orders a group of teams level on every ordering before `orderings[0]`. */
function rank(
  group: readonly Tally[],
  orderings: readonly Ordering[],
  results: readonly TableResult[],
  rules: TableRules,
): Tally[] {
  const [ordering, ...rest] = orderings;
  if (group.length <= 1 || ordering === undefined) return [...group].sort(byName);
  const key = keys(ordering, group, results, rules);
  const keyOf = (t: Tally): Key => key.get(t.teamId) ?? [];
  const sorted = [...group].sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
  const ranked: Tally[] = [];
  let start = 0;
  for (let i = 1; i <= sorted.length; i++) {
    const next = sorted[i];
    const first = sorted[start];
    if (next && first && compareKeys(keyOf(first), keyOf(next)) === 0) continue;
    ranked.push(...rank(sorted.slice(start, i), rest, results, rules));
    start = i;
  }
  return ranked;
}

/**
 * The league table of `teams` from their confirmed `results` (seed 2 §3 Competition points and
 * tie-break orderings). A win, draw or loss earns the rules' points; a walkover or a conceded game counts
 * as played, won with `walkoverPoints` by the side awarded it and lost with `lossPoints` by the other,
 * with no scores. Teams level on points are ordered by `rules.tieBreaks` in turn, then by name.
 */
export function leagueTable(
  teams: readonly TableTeam[],
  results: readonly TableResult[],
  rules: TableRules,
): TableRow[] {
  const all = [...tallies(teams, results, rules).values()];
  return rank(all, ['POINTS', ...rules.tieBreaks], results, rules).map((tally, i) => ({
    position: i + 1,
    ...tally,
  }));
}
