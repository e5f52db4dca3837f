/**
 * Knockout brackets for CUP competitions and the knockout stage of LEAGUE_KNOCKOUT (seed 2 §3 Competition
 * formats). Single elimination: the field is padded to the next power of two with byes, and seeded by
 * the standard order (1 v N, then 1's winner meets the 4 v N−3 winner…), so the byes go to the top seeds
 * and seeds 1 and 2 can meet only in the final. For LEAGUE_KNOCKOUT, seed by the league table's order
 * (`leagueTable(...).slice(0, k).map((row) => row.teamId)`).
 *
 * A bracket is data, not state: `bracketFromResults` rebuilds every round after the first from the first
 * round and the results, so a corrected result moves the right teams through the later rounds.
 */
import { awardedSide, type Score, type Side, totalScore } from './league-table.ts';

/**
 * A knockout round by the number of teams in it: FINAL (2), SEMI_FINAL (4), QUARTER_FINAL (8), else
 * ROUND_OF_16, ROUND_OF_32… Codes, not text: the client translates them.
 */
export type KnockoutRoundCode = 'FINAL' | 'SEMI_FINAL' | 'QUARTER_FINAL' | `ROUND_OF_${number}`;

/**
 * One game of a bracket. `home` or `away` is null while it waits on an earlier game's winner, or, in the
 * first round, for the missing opponent of a bye. A bye's `winnerId` is its team from the start.
 * In the first round the better seed is at home; later, the winner from the upper half of the draw.
 */
export type BracketMatch = {
  round: number;
  index: number;
  home: string | null;
  away: string | null;
  bye: boolean;
  winnerId: string | null;
};

export type BracketRound = { round: number; code: KnockoutRoundCode; matches: BracketMatch[] };

/**
 * A knockout result. The winner is `winnerId` when it names one of the two teams (extra time, penalties,
 * a replay or a ruling), else the side awarded a walkover or not conceding, else the higher total; an
 * equal total with none of those leaves the game undecided.
 */
export type KnockoutResult = {
  homeId: string;
  awayId: string;
  home: Score;
  away: Score;
  walkover?: Side;
  conceded?: Side;
  winnerId?: string;
};

/** The round code for a round of `teams` teams (a power of two, at least 2). */
export function knockoutRoundCode(teams: number): KnockoutRoundCode {
  if (teams === 2) return 'FINAL';
  if (teams === 4) return 'SEMI_FINAL';
  if (teams === 8) return 'QUARTER_FINAL';
  return `ROUND_OF_${teams}`;
}

/** Seed numbers in bracket order for a power-of-two field: 2 → [1, 2]; 4 → [1, 4, 2, 3]; 8 → [1, 8, 4, 5, 2, 7, 3, 6]. */
export function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

function emptyRounds(size: number, from: number): BracketRound[] {
  const rounds: BracketRound[] = [];
  for (let teams = size / 2 ** (from - 1), round = from; teams >= 2; teams /= 2, round++) {
    const matches = Array.from({ length: teams / 2 }, (_, index) => ({
      round,
      index,
      home: null,
      away: null,
      bye: false,
      winnerId: null,
    }));
    rounds.push({ round, code: knockoutRoundCode(teams), matches });
  }
  return rounds;
}

/** Fills each round after the first with the winners of the round before, deciding games by `decide`. */
function advance(
  first: BracketRound,
  size: number,
  decide: (home: string, away: string) => string | null,
): BracketRound[] {
  const rounds = [first, ...emptyRounds(size, 2)];
  for (let r = 1; r < rounds.length; r++) {
    const previous = rounds[r - 1]?.matches ?? [];
    for (const match of rounds[r]?.matches ?? []) {
      match.home = previous[match.index * 2]?.winnerId ?? null;
      match.away = previous[match.index * 2 + 1]?.winnerId ?? null;
      match.winnerId = match.home && match.away ? decide(match.home, match.away) : null;
    }
  }
  return rounds;
}

/**
 * A single-elimination bracket for `teamIds` in seed order (the first is seed 1), for CUP and the
 * knockout of LEAGUE_KNOCKOUT (seed 2 §3 formats): padded to the next power of two with byes to the top
 * seeds, first round 1 v N, 2 v N−1…, byes already through to the second round. Throws a RangeError for
 * fewer than 2 teams or a repeated team id.
 */
export function seedBracket(teamIds: readonly string[]): BracketRound[] {
  if (teamIds.length < 2) throw new RangeError(`A knockout needs at least 2 teams, not ${teamIds.length}`);
  if (new Set(teamIds).size !== teamIds.length) throw new RangeError('Team ids must be unique');
  let size = 2;
  while (size < teamIds.length) size *= 2;
  const order = seedOrder(size);
  const team = (seed: number | undefined) => (seed === undefined ? null : (teamIds[seed - 1] ?? null));
  const matches = Array.from({ length: size / 2 }, (_, index): BracketMatch => {
    const home = team(order[index * 2]);
    const away = team(order[index * 2 + 1]);
    const bye = away === null;
    return { round: 1, index, home, away, bye, winnerId: bye ? home : null };
  });
  return advance({ round: 1, code: knockoutRoundCode(size), matches }, size, () => null);
}

/** The winner of one result between `home` and `away`, or null when it does not decide the game. */
function winnerOf(result: KnockoutResult): string | null {
  if (result.winnerId === result.homeId || result.winnerId === result.awayId) return result.winnerId;
  const awarded = awardedSide(result);
  if (awarded) return awarded === 'HOME' ? result.homeId : result.awayId;
  const margin = totalScore(result.home) - totalScore(result.away);
  if (margin === 0) return null;
  return margin > 0 ? result.homeId : result.awayId;
}

/**
 * The bracket with winners advanced from `results` (seed 2 §3 Fixture: extra time, penalties, replays).
 * A result belongs to the game between its two teams, whichever was at home. Of several results for one
 * game (a draw, then a replay), the last that decides it counts, so pass them in the order played.
 * Later rounds are rebuilt from the first round, so results of games no longer in the bracket are ignored.
 */
export function bracketFromResults(
  bracket: readonly BracketRound[],
  results: readonly KnockoutResult[],
): BracketRound[] {
  const [first] = bracket;
  if (!first) return [];
  const pair = (a: string, b: string) => JSON.stringify(a < b ? [a, b] : [b, a]);
  const decided = new Map<string, string>();
  for (const result of results) {
    const winner = winnerOf(result);
    if (winner) decided.set(pair(result.homeId, result.awayId), winner);
  }
  const decide = (home: string, away: string) => decided.get(pair(home, away)) ?? null;
  const matches = first.matches.map((m) => ({
    ...m,
    winnerId: m.bye ? m.home : m.home && m.away ? decide(m.home, m.away) : null,
  }));
  return advance({ ...first, matches }, first.matches.length * 2, decide);
}
