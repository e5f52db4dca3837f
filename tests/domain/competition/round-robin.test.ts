/**
 * Round robins by the circle method, matrix templates and round dates (domain/competition/round-robin.ts):
 * the invariants as properties over every team count from 3 to 24 and both leg counts, and small
 * schedules worked by hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMatrix,
  datesForRounds,
  generateRoundRobin,
  type Matrix,
  matrixHomeAwayCounts,
  matrixProblems,
  PREDEFINED_MATRICES,
  predefinedMatrix,
  type Round,
  roundDatesProblems,
  roundsFor,
} from '../../../domain/competition/round-robin.ts';

const teamsArb = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 3, maxLength: 24 });
const legsArb = fc.constantFrom<1 | 2>(1, 2);
const positions = (n: number) => Array.from({ length: n }, (_, i) => `T${i + 1}`);

const roundsPerLeg = (n: number) => (n % 2 === 0 ? n - 1 : n);
const pairKey = (a: string, b: string) => JSON.stringify(a < b ? [a, b] : [b, a]);

function homeAwayCounts(teams: readonly string[], rounds: readonly Round[]) {
  const counts = new Map(teams.map((t) => [t, { home: 0, away: 0 }]));
  for (const { pairings } of rounds) {
    for (const { home, away } of pairings) {
      counts.get(home)!.home += 1;
      counts.get(away)!.away += 1;
    }
  }
  return [...counts.values()];
}

function legsOf(teams: readonly string[], rounds: readonly Round[]): Round[][] {
  const perLeg = roundsPerLeg(teams.length);
  return Array.from({ length: rounds.length / perLeg }, (_, leg) =>
    rounds.slice(leg * perLeg, (leg + 1) * perLeg),
  );
}

describe('generateRoundRobin: properties for 3 to 24 teams, one or two legs', () => {
  it('has N − 1 rounds per leg for even N and N for odd N, numbered 1, 2, 3… in order', () => {
    fc.assert(
      fc.property(teamsArb, legsArb, (teams, legs) => {
        const rounds = generateRoundRobin(teams, legs);
        expect(rounds).toHaveLength(roundsPerLeg(teams.length) * legs);
        expect(rounds.map((r) => r.round)).toEqual(rounds.map((_, i) => i + 1));
      }),
    );
  });

  it('has every pair of teams meet exactly once per leg', () => {
    fc.assert(
      fc.property(teamsArb, legsArb, (teams, legs) => {
        const all = teams.flatMap((a, i) => teams.slice(i + 1).map((b) => pairKey(a, b))).sort();
        for (const leg of legsOf(teams, generateRoundRobin(teams, legs))) {
          const met = leg.flatMap((r) => r.pairings.map((p) => pairKey(p.home, p.away))).sort();
          expect(met).toEqual(all);
        }
      }),
    );
  });

  it('never has a team twice in a round, nor the team with the bye playing', () => {
    fc.assert(
      fc.property(teamsArb, legsArb, (teams, legs) => {
        for (const { pairings, bye } of generateRoundRobin(teams, legs)) {
          const playing = pairings.flatMap((p) => [p.home, p.away]);
          expect(new Set(playing).size).toBe(playing.length);
          if (bye !== undefined) expect(playing).not.toContain(bye);
        }
      }),
    );
  });

  it("keeps each team's home and away counts within one of each other, per leg and overall", () => {
    fc.assert(
      fc.property(teamsArb, legsArb, (teams, legs) => {
        const rounds = generateRoundRobin(teams, legs);
        for (const leg of [...legsOf(teams, rounds), rounds]) {
          for (const { home, away } of homeAwayCounts(teams, leg))
            expect(Math.abs(home - away)).toBeLessThanOrEqual(1);
        }
        if (legs === 2) {
          for (const { home, away } of homeAwayCounts(teams, rounds)) expect(home).toBe(away);
        }
      }),
    );
  });

  it('alternates home and away with the fewest breaks: N − 2 in a leg for even N, none for odd N', () => {
    fc.assert(
      fc.property(teamsArb, (teams) => {
        const venues = new Map(teams.map((t) => [t, '']));
        for (const { pairings } of generateRoundRobin(teams, 1)) {
          for (const { home, away } of pairings) {
            venues.set(home, `${venues.get(home)}H`);
            venues.set(away, `${venues.get(away)}A`);
          }
        }
        const breaks = [...venues.values()].reduce((sum, s) => sum + (s.match(/HH|AA/g) ?? []).length, 0);
        // The regex counts non-overlapping runs, so check no team has three in a row either.
        expect([...venues.values()].some((s) => /HHH|AAA/.test(s))).toBe(false);
        expect(breaks).toBe(teams.length % 2 === 0 ? teams.length - 2 : 0);
      }),
    );
  });

  it('gives each team the bye exactly once per leg for odd N, and no byes for even N', () => {
    fc.assert(
      fc.property(teamsArb, legsArb, (teams, legs) => {
        for (const leg of legsOf(teams, generateRoundRobin(teams, legs))) {
          const byes = leg.map((r) => r.bye);
          if (teams.length % 2 === 0) expect(byes.every((b) => b === undefined)).toBe(true);
          else expect([...byes].sort()).toEqual([...teams].sort());
        }
      }),
    );
  });

  it('makes the second leg the first mirrored, home and away swapped', () => {
    fc.assert(
      fc.property(teamsArb, (teams) => {
        const [first, second] = legsOf(teams, generateRoundRobin(teams, 2));
        expect(second!.map((r) => ({ pairings: r.pairings, bye: r.bye }))).toEqual(
          first!.map((r) => ({
            pairings: r.pairings.map((p) => ({ home: p.away, away: p.home })),
            bye: r.bye,
          })),
        );
      }),
    );
  });

  it('is what applying the predefined matrix for the count gives', () => {
    fc.assert(
      fc.property(teamsArb, legsArb, (teams, legs) => {
        expect(applyMatrix(predefinedMatrix(teams.length), teams, legs)).toEqual(
          generateRoundRobin(teams, legs),
        );
      }),
    );
  });
});

describe('generateRoundRobin: worked by hand', () => {
  it('schedules four teams with the fixed team alternating home and away', () => {
    expect(generateRoundRobin(['A', 'B', 'C', 'D'], 1)).toEqual([
      {
        round: 1,
        pairings: [
          { home: 'D', away: 'A' },
          { home: 'B', away: 'C' },
        ],
      },
      {
        round: 2,
        pairings: [
          { home: 'B', away: 'D' },
          { home: 'C', away: 'A' },
        ],
      },
      {
        round: 3,
        pairings: [
          { home: 'D', away: 'C' },
          { home: 'A', away: 'B' },
        ],
      },
    ]);
  });

  it('schedules three teams with one bye a round, twice over two legs', () => {
    expect(generateRoundRobin(['A', 'B', 'C'], 2)).toEqual([
      { round: 1, pairings: [{ home: 'B', away: 'C' }], bye: 'A' },
      { round: 2, pairings: [{ home: 'C', away: 'A' }], bye: 'B' },
      { round: 3, pairings: [{ home: 'A', away: 'B' }], bye: 'C' },
      { round: 4, pairings: [{ home: 'C', away: 'B' }], bye: 'A' },
      { round: 5, pairings: [{ home: 'A', away: 'C' }], bye: 'B' },
      { round: 6, pairings: [{ home: 'B', away: 'A' }], bye: 'C' },
    ]);
  });

  it('refuses fewer than 3 or more than 24 teams, and a repeated team', () => {
    expect(() => generateRoundRobin(['A', 'B'], 1)).toThrow(RangeError);
    expect(() => generateRoundRobin(positions(25), 1)).toThrow(RangeError);
    expect(() => generateRoundRobin(['A', 'B', 'A'], 1)).toThrow(RangeError);
    expect(generateRoundRobin(positions(24), 2)).toHaveLength(46);
  });

  it('generates nothing for 0 legs', () => {
    expect(roundsFor(['A', 'B', 'C'], 0)).toEqual([]);
    expect(roundsFor(['A', 'B', 'C'], 1)).toEqual(generateRoundRobin(['A', 'B', 'C'], 1));
  });
});

describe('matrices', () => {
  it('predefines one read-only matrix for each count from 3 to 24, none with problems', () => {
    expect(PREDEFINED_MATRICES.map((m) => m.totalTeams)).toEqual(Array.from({ length: 22 }, (_, i) => i + 3));
    for (const matrix of PREDEFINED_MATRICES) {
      expect(matrix).toMatchObject({
        id: `predefined-${matrix.totalTeams}`,
        name: `Round robin — ${matrix.totalTeams} teams`,
        predefined: true,
      });
      expect(matrixProblems(matrix)).toEqual([]);
      expect(Object.isFrozen(matrix) && Object.isFrozen(matrix.rounds[0]!.pairings[0])).toBe(true);
    }
    expect(() => predefinedMatrix(2)).toThrow(RangeError);
    expect(() => predefinedMatrix(25)).toThrow(RangeError);
  });

  it("counts each position's home and away games", () => {
    expect(matrixHomeAwayCounts(predefinedMatrix(4))).toEqual([
      { position: 1, home: 1, away: 2 },
      { position: 2, home: 2, away: 1 },
      { position: 3, home: 1, away: 2 },
      { position: 4, home: 2, away: 1 },
    ]);
  });

  const custom: Matrix = {
    id: 'custom-1',
    name: 'Derby first',
    totalTeams: 4,
    predefined: false,
    rounds: [
      {
        round: 1,
        pairings: [
          { home: 1, away: 2 },
          { home: 3, away: 4 },
        ],
      },
      {
        round: 2,
        pairings: [
          { home: 4, away: 1 },
          { home: 2, away: 3 },
        ],
      },
    ],
  };

  it('applies a custom matrix by position, mirroring it for a second leg', () => {
    expect(matrixProblems(custom)).toEqual([]);
    expect(applyMatrix(custom, ['W', 'X', 'Y', 'Z'], 2)).toEqual([
      {
        round: 1,
        pairings: [
          { home: 'W', away: 'X' },
          { home: 'Y', away: 'Z' },
        ],
      },
      {
        round: 2,
        pairings: [
          { home: 'Z', away: 'W' },
          { home: 'X', away: 'Y' },
        ],
      },
      {
        round: 3,
        pairings: [
          { home: 'X', away: 'W' },
          { home: 'Z', away: 'Y' },
        ],
      },
      {
        round: 4,
        pairings: [
          { home: 'W', away: 'Z' },
          { home: 'Y', away: 'X' },
        ],
      },
    ]);
  });

  it('records the bye when exactly one team is idle in a round', () => {
    const rounds = applyMatrix(
      { totalTeams: 3, rounds: [{ round: 1, pairings: [{ home: 3, away: 1 }] }] },
      ['A', 'B', 'C'],
      1,
    );
    expect(rounds).toEqual([{ round: 1, pairings: [{ home: 'C', away: 'A' }], bye: 'B' }]);
  });

  it('reports a team twice in a round ("Unique teams are required")', () => {
    const twice = {
      ...custom,
      rounds: [
        {
          round: 1,
          pairings: [
            { home: 1, away: 2 },
            { home: 2, away: 3 },
            { home: 2, away: 4 },
          ],
        },
      ],
    };
    expect(matrixProblems(twice)).toEqual([{ code: 'UNIQUE_TEAMS_REQUIRED', round: 1, position: 2 }]);
    expect(() => applyMatrix(twice, ['W', 'X', 'Y', 'Z'], 1)).toThrow(RangeError);
  });

  it('reports positions out of range, a team against itself, rounds out of order and a bad total', () => {
    expect(
      matrixProblems({
        totalTeams: 4,
        rounds: [
          {
            round: 1,
            pairings: [
              { home: 0, away: 5 },
              { home: 3, away: 3 },
            ],
          },
          { round: 3, pairings: [{ home: 1, away: 2.5 }] },
        ],
      }),
    ).toEqual([
      { code: 'POSITION_OUT_OF_RANGE', round: 1, position: 0 },
      { code: 'POSITION_OUT_OF_RANGE', round: 1, position: 5 },
      { code: 'TEAM_AGAINST_ITSELF', round: 1, position: 3 },
      { code: 'ROUND_OUT_OF_ORDER', round: 3, index: 1 },
      { code: 'POSITION_OUT_OF_RANGE', round: 3, position: 2.5 },
    ]);
    expect(matrixProblems({ totalTeams: 25, rounds: [] })).toEqual([
      { code: 'TOTAL_TEAMS_OUT_OF_RANGE', totalTeams: 25 },
    ]);
  });

  it('refuses a team count other than the matrix total, and repeated teams', () => {
    expect(() => applyMatrix(custom, ['W', 'X', 'Y'], 1)).toThrow(RangeError);
    expect(() => applyMatrix(custom, ['W', 'X', 'Y', 'W'], 1)).toThrow(RangeError);
  });
});

describe('round dates', () => {
  it('spaces rounds a week apart by default, across month, year, leap day and clock change', () => {
    expect(datesForRounds('2025-03-23', 3)).toEqual(['2025-03-23', '2025-03-30', '2025-04-06']);
    expect(datesForRounds('2024-02-22', 2)).toEqual(['2024-02-22', '2024-02-29']);
    expect(datesForRounds('2025-12-25', 2)).toEqual(['2025-12-25', '2026-01-01']);
    expect(datesForRounds('2025-10-25', 3, 1)).toEqual(['2025-10-25', '2025-10-26', '2025-10-27']);
    expect(datesForRounds('2025-06-01', 2, 0)).toEqual(['2025-06-01', '2025-06-01']);
    expect(datesForRounds('2025-06-01', 0)).toEqual([]);
  });

  it('refuses a date that is not a calendar date and a bad count or interval', () => {
    expect(() => datesForRounds('2025-02-29', 2)).toThrow(RangeError);
    expect(() => datesForRounds('1/6/2025', 2)).toThrow(RangeError);
    expect(() => datesForRounds('2025-06-01', -1)).toThrow(RangeError);
    expect(() => datesForRounds('2025-06-01', 2, 1.5)).toThrow(RangeError);
  });

  it('flags each round dated before the round before it; the same day is allowed', () => {
    expect(
      roundDatesProblems(['2025-01-01', '2025-01-01', '2024-12-31', '2025-02-01', '2025-01-15']),
    ).toEqual([2, 4]);
    expect(roundDatesProblems([])).toEqual([]);
    expect(roundDatesProblems(datesForRounds('2025-06-01', 10))).toEqual([]);
  });
});
