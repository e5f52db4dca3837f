/**
 * Knockout brackets (domain/competition/bracket.ts): standard seeding with byes to the top seeds, round
 * codes, and winners advanced by total, walkover or an explicit winner (extra time, penalties, replays).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bracketFromResults,
  type BracketRound,
  type KnockoutResult,
  knockoutRoundCode,
  seedBracket,
  seedOrder,
} from '../../../domain/competition/bracket.ts';

const seeds = (n: number) => Array.from({ length: n }, (_, i) => `S${i + 1}`);
const pairs = (round: BracketRound | undefined) => round?.matches.map((m) => [m.home, m.away]);
const result = (
  homeId: string,
  home: [number, number],
  awayId: string,
  away: [number, number],
): KnockoutResult => ({
  homeId,
  awayId,
  home: { goals: home[0], points: home[1] },
  away: { goals: away[0], points: away[1] },
});

describe('seeding', () => {
  it('orders seeds so 1 and 2 can meet only in the final', () => {
    expect(seedOrder(2)).toEqual([1, 2]);
    expect(seedOrder(4)).toEqual([1, 4, 2, 3]);
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });

  it('names rounds by code from the number of teams in them', () => {
    expect([2, 4, 8, 16, 32].map(knockoutRoundCode)).toEqual([
      'FINAL',
      'SEMI_FINAL',
      'QUARTER_FINAL',
      'ROUND_OF_16',
      'ROUND_OF_32',
    ]);
  });

  it('seeds eight teams 1 v 8, 4 v 5, 2 v 7, 3 v 6, with later rounds waiting', () => {
    const bracket = seedBracket(seeds(8));
    expect(bracket.map((r) => [r.round, r.code, r.matches.length])).toEqual([
      [1, 'QUARTER_FINAL', 4],
      [2, 'SEMI_FINAL', 2],
      [3, 'FINAL', 1],
    ]);
    expect(pairs(bracket[0])).toEqual([
      ['S1', 'S8'],
      ['S4', 'S5'],
      ['S2', 'S7'],
      ['S3', 'S6'],
    ]);
    expect(pairs(bracket[1])).toEqual([
      [null, null],
      [null, null],
    ]);
    expect(bracket.flatMap((r) => r.matches).every((m) => !m.bye && m.winnerId === null)).toBe(true);
  });

  it('gives five teams three byes, to seeds 1, 2 and 3, already through to the semi-finals', () => {
    const bracket = seedBracket(seeds(5));
    expect(bracket[0]?.matches).toEqual([
      { round: 1, index: 0, home: 'S1', away: null, bye: true, winnerId: 'S1' },
      { round: 1, index: 1, home: 'S4', away: 'S5', bye: false, winnerId: null },
      { round: 1, index: 2, home: 'S2', away: null, bye: true, winnerId: 'S2' },
      { round: 1, index: 3, home: 'S3', away: null, bye: true, winnerId: 'S3' },
    ]);
    expect(pairs(bracket[1])).toEqual([
      ['S1', null],
      ['S2', 'S3'],
    ]);
    expect(bracket.map((r) => r.code)).toEqual(['QUARTER_FINAL', 'SEMI_FINAL', 'FINAL']);
  });

  it('makes a final of two teams and a round of 16 of twelve', () => {
    expect(seedBracket(['A', 'B'])).toEqual([
      {
        round: 1,
        code: 'FINAL',
        matches: [{ round: 1, index: 0, home: 'A', away: 'B', bye: false, winnerId: null }],
      },
    ]);
    expect(seedBracket(seeds(12)).map((r) => r.code)).toEqual([
      'ROUND_OF_16',
      'QUARTER_FINAL',
      'SEMI_FINAL',
      'FINAL',
    ]);
  });

  it('refuses fewer than two teams and repeated teams', () => {
    expect(() => seedBracket(['A'])).toThrow(RangeError);
    expect(() => seedBracket(['A', 'B', 'A'])).toThrow(RangeError);
  });

  it('for any field, places each team once and gives the byes to the top seeds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 70 }), (n) => {
        const bracket = seedBracket(seeds(n));
        const size = bracket[0]!.matches.length * 2;
        expect(size).toBeGreaterThanOrEqual(n);
        expect(size / 2).toBeLessThan(n);
        expect(bracket).toHaveLength(Math.log2(size));
        const placed = bracket[0]!.matches.flatMap((m) => [m.home, m.away]).filter((t) => t !== null);
        expect([...placed].sort()).toEqual([...seeds(n)].sort());
        const byes = bracket[0]!.matches.filter((m) => m.bye).map((m) => m.home);
        expect([...byes].sort()).toEqual(seeds(size - n).sort());
      }),
    );
  });
});

describe('bracketFromResults', () => {
  const four = seedBracket(['Kilkenny', 'Limerick', 'Clare', 'Cork']); // 1 v 4, 2 v 3

  it('advances the higher total, whatever the split of goals and points', () => {
    const bracket = bracketFromResults(four, [
      result('Kilkenny', [1, 10], 'Cork', [0, 12]), // 13 v 12
      result('Limerick', [0, 15], 'Clare', [2, 10]), // 15 v 16
    ]);
    expect(bracket[0]?.matches.map((m) => m.winnerId)).toEqual(['Kilkenny', 'Clare']);
    expect(bracket[1]?.matches).toEqual([
      { round: 2, index: 0, home: 'Kilkenny', away: 'Clare', bye: false, winnerId: null },
    ]);
  });

  it('leaves a drawn game undecided until a winner is named (extra time or penalties)', () => {
    const semis = [
      result('Kilkenny', [1, 10], 'Cork', [0, 12]),
      result('Limerick', [0, 15], 'Clare', [2, 10]),
    ];
    const drawnFinal = result('Kilkenny', [1, 10], 'Clare', [0, 13]); // 13 v 13
    expect(bracketFromResults(four, [...semis, drawnFinal])[1]?.matches[0]?.winnerId).toBeNull();
    const onPenalties = { ...drawnFinal, winnerId: 'Clare' };
    expect(bracketFromResults(four, [...semis, onPenalties])[1]?.matches[0]?.winnerId).toBe('Clare');
  });

  it('takes the last deciding result for a game: a replay after a draw', () => {
    const bracket = bracketFromResults(four, [
      result('Kilkenny', [0, 14], 'Cork', [1, 11]), // 14 v 14: replay
      result('Cork', [2, 12], 'Kilkenny', [1, 14]), // replay at Cork's ground: 18 v 17
    ]);
    expect(bracket[0]?.matches[0]?.winnerId).toBe('Cork');
    expect(bracket[1]?.matches[0]?.home).toBe('Cork');
  });

  it('advances the side awarded a walkover or not conceding', () => {
    const bracket = bracketFromResults(four, [
      { ...result('Kilkenny', [0, 0], 'Cork', [0, 0]), walkover: 'AWAY' },
      { ...result('Limerick', [0, 0], 'Clare', [0, 0]), conceded: 'AWAY' },
    ]);
    expect(bracket[0]?.matches.map((m) => m.winnerId)).toEqual(['Cork', 'Limerick']);
  });

  it('ignores a winner who did not play the game, and results of games not in the bracket', () => {
    const bracket = bracketFromResults(four, [
      { ...result('Kilkenny', [2, 10], 'Cork', [0, 11]), winnerId: 'Clare' },
      result('Kilkenny', [0, 20], 'Limerick', [0, 1]),
    ]);
    expect(bracket[0]?.matches.map((m) => m.winnerId)).toEqual(['Kilkenny', null]);
    expect(bracket[1]?.matches[0]).toMatchObject({ home: 'Kilkenny', away: null, winnerId: null });
  });

  it('moves the right team on when a first-round result is corrected', () => {
    const semis = [
      result('Kilkenny', [1, 10], 'Cork', [0, 12]),
      result('Limerick', [0, 15], 'Clare', [0, 10]),
    ];
    const final = result('Kilkenny', [0, 20], 'Limerick', [0, 18]);
    expect(bracketFromResults(four, [...semis, final])[1]?.matches[0]?.winnerId).toBe('Kilkenny');
    const corrected = [{ ...semis[0]!, winnerId: 'Cork' }, semis[1]!, final];
    expect(bracketFromResults(four, corrected)[1]?.matches[0]).toMatchObject({
      home: 'Cork',
      away: 'Limerick',
      winnerId: null,
    });
  });

  it('carries byes through with the results of the other games', () => {
    const bracket = bracketFromResults(seedBracket(seeds(5)), [
      result('S4', [1, 9], 'S5', [1, 10]),
      result('S2', [2, 8], 'S3', [1, 8]),
      result('S1', [0, 16], 'S5', [0, 11]),
    ]);
    expect(pairs(bracket[1])).toEqual([
      ['S1', 'S5'],
      ['S2', 'S3'],
    ]);
    expect(bracket[2]?.matches[0]).toMatchObject({ home: 'S1', away: 'S2', winnerId: null });
  });

  it('returns an empty bracket for an empty one', () => {
    expect(bracketFromResults([], [])).toEqual([]);
  });
});
