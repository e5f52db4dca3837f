/**
 * League tables (domain/competition/league-table.ts). Every expected table here was worked by hand from
 * the results above it (totals are 3 × goals + points), not produced by the code under test.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  formatScore,
  leagueTable,
  type TableResult,
  type TableRules,
  TieBreak,
  totalScore,
} from '../../../domain/competition/league-table.ts';

const s = (goals: number, points: number) => ({ goals, points });
const game = (
  homeId: string,
  home: [number, number],
  awayId: string,
  away: [number, number],
): TableResult => ({
  homeId,
  awayId,
  home: s(...home),
  away: s(...away),
});
const rules = (tieBreaks: TableRules['tieBreaks']): TableRules => ({
  winPoints: 2,
  drawPoints: 1,
  lossPoints: 0,
  walkoverPoints: 2,
  tieBreaks,
});
const STANDARD = rules(['SCORE_DIFFERENCE', 'SCORES_FOR', 'HEAD_TO_HEAD', 'GOALS_FOR']);
const order = (rows: { teamId: string }[]) => rows.map((r) => r.teamId);

describe('scores', () => {
  it('writes goals-points and totals a goal as three points', () => {
    expect(formatScore(s(1, 12))).toBe('1-12');
    expect(formatScore(s(0, 0))).toBe('0-0');
    expect(totalScore(s(2, 10))).toBe(16);
    expect(totalScore(s(1, 12))).toBe(15);
  });

  it('accepts the four tie-break orderings and nothing else', () => {
    expect(v.is(TieBreak, 'HEAD_TO_HEAD')).toBe(true);
    expect(v.is(TieBreak, 'GOAL_DIFFERENCE')).toBe(false);
  });
});

describe('leagueTable', () => {
  // Four clubs, one round robin. Totals: A 15 v B 10; C 14 v D 14; A 9 v C 13; B 14 v D 14; D 16 v A 16;
  // B 12 v C 12.
  const clubs = [
    { id: 'A', name: 'Ballyboden St Enda’s' },
    { id: 'B', name: 'Crossmaglen Rangers' },
    { id: 'C', name: 'Dr Crokes' },
    { id: 'D', name: 'Nemo Rangers' },
  ];
  const fourClubResults = [
    game('A', [1, 12], 'B', [0, 10]),
    game('C', [2, 8], 'D', [1, 11]),
    game('A', [0, 9], 'C', [1, 10]),
    game('B', [3, 5], 'D', [0, 14]),
    game('D', [2, 10], 'A', [1, 13]),
    game('B', [1, 9], 'C', [0, 12]),
  ];

  it('counts every column, and separates a points tie on score difference', () => {
    // A and D both have 3 points: A's difference +1 (40 − 39) beats D's 0 (44 − 44).
    expect(leagueTable(clubs, fourClubResults, STANDARD)).toEqual([
      {
        position: 1,
        teamId: 'C',
        name: 'Dr Crokes',
        played: 3,
        won: 1,
        drawn: 2,
        lost: 0,
        walkoversFor: 0,
        goalsFor: 3,
        pointsFor: 30,
        goalsAgainst: 2,
        pointsAgainst: 29,
        scoresFor: 39,
        scoresAgainst: 35,
        scoreDifference: 4,
        points: 4,
      },
      {
        position: 2,
        teamId: 'A',
        name: 'Ballyboden St Enda’s',
        played: 3,
        won: 1,
        drawn: 1,
        lost: 1,
        walkoversFor: 0,
        goalsFor: 2,
        pointsFor: 34,
        goalsAgainst: 3,
        pointsAgainst: 30,
        scoresFor: 40,
        scoresAgainst: 39,
        scoreDifference: 1,
        points: 3,
      },
      {
        position: 3,
        teamId: 'D',
        name: 'Nemo Rangers',
        played: 3,
        won: 0,
        drawn: 3,
        lost: 0,
        walkoversFor: 0,
        goalsFor: 3,
        pointsFor: 35,
        goalsAgainst: 6,
        pointsAgainst: 26,
        scoresFor: 44,
        scoresAgainst: 44,
        scoreDifference: 0,
        points: 3,
      },
      {
        position: 4,
        teamId: 'B',
        name: 'Crossmaglen Rangers',
        played: 3,
        won: 0,
        drawn: 2,
        lost: 1,
        walkoversFor: 0,
        goalsFor: 4,
        pointsFor: 24,
        goalsAgainst: 1,
        pointsAgainst: 38,
        scoresFor: 36,
        scoresAgainst: 41,
        scoreDifference: -5,
        points: 2,
      },
    ]);
  });

  it('puts D above A when scores for is the first ordering (44 to 40)', () => {
    const table = leagueTable(
      clubs,
      fourClubResults,
      rules(['SCORES_FOR', 'SCORE_DIFFERENCE', 'HEAD_TO_HEAD', 'GOALS_FOR']),
    );
    expect(order(table)).toEqual(['C', 'D', 'A', 'B']);
  });

  it('separates teams level on points and score difference by scores for', () => {
    // X 13 v Z 10; Y 21 v Z 18; X 14 v Y 14. X and Y: 3 points, +3 each; Y scored 35, X 27.
    const table = leagueTable(
      [
        { id: 'X', name: 'Castlebar Mitchels' },
        { id: 'Y', name: 'Corofin' },
        { id: 'Z', name: 'Slaughtneil' },
      ],
      [game('X', [1, 10], 'Z', [0, 10]), game('Y', [2, 15], 'Z', [3, 9]), game('X', [1, 11], 'Y', [0, 14])],
      STANDARD,
    );
    expect(
      table.map(({ position, teamId, points, scoreDifference, scoresFor, scoresAgainst }) => ({
        position,
        teamId,
        points,
        scoreDifference,
        scoresFor,
        scoresAgainst,
      })),
    ).toEqual([
      { position: 1, teamId: 'Y', points: 3, scoreDifference: 3, scoresFor: 35, scoresAgainst: 32 },
      { position: 2, teamId: 'X', points: 3, scoreDifference: 3, scoresFor: 27, scoresAgainst: 24 },
      { position: 3, teamId: 'Z', points: 0, scoreDifference: -6, scoresFor: 28, scoresAgainst: 34 },
    ]);
    expect(table[1]).toMatchObject({ goalsFor: 2, pointsFor: 21, goalsAgainst: 0, pointsAgainst: 24 });
    expect(table[0]).toMatchObject({ goalsFor: 2, pointsFor: 29, goalsAgainst: 4, pointsAgainst: 20 });
  });

  // P 13 v Q 12; R 16 v P 13; Q 21 v R 9; P 12 v S 11; S 11 v Q 15; R 10 v S 10.
  // P: 4 points, 38 − 39 = −1. Q: 4 points, 48 − 33 = +15. R: 3 points, 35 − 44. S: 1 point, 32 − 37.
  const fourTeams = [
    { id: 'P', name: 'Kilmacud Crokes' },
    { id: 'Q', name: 'Mount Leinster Rangers' },
    { id: 'R', name: 'Ballygunner' },
    { id: 'S', name: 'Na Piarsaigh' },
  ];
  const headToHeadResults = [
    game('P', [1, 10], 'Q', [1, 9]),
    game('R', [2, 10], 'P', [1, 10]),
    game('Q', [3, 12], 'R', [0, 9]),
    game('P', [0, 12], 'S', [0, 11]),
    game('S', [1, 8], 'Q', [0, 15]),
    game('R', [0, 10], 'S', [1, 7]),
  ];

  it('puts P above Q on head to head (P won their game) though Q has the far better score difference', () => {
    const table = leagueTable(
      fourTeams,
      headToHeadResults,
      rules(['HEAD_TO_HEAD', 'SCORE_DIFFERENCE', 'SCORES_FOR', 'GOALS_FOR']),
    );
    expect(
      table.map(({ position, teamId, played, won, drawn, lost, points, scoreDifference }) => ({
        position,
        teamId,
        played,
        won,
        drawn,
        lost,
        points,
        scoreDifference,
      })),
    ).toEqual([
      { position: 1, teamId: 'P', played: 3, won: 2, drawn: 0, lost: 1, points: 4, scoreDifference: -1 },
      { position: 2, teamId: 'Q', played: 3, won: 2, drawn: 0, lost: 1, points: 4, scoreDifference: 15 },
      { position: 3, teamId: 'R', played: 3, won: 1, drawn: 1, lost: 1, points: 3, scoreDifference: -9 },
      { position: 4, teamId: 'S', played: 3, won: 0, drawn: 1, lost: 2, points: 1, scoreDifference: -5 },
    ]);
    expect(table.map((r) => [r.goalsFor, r.pointsFor, r.goalsAgainst, r.pointsAgainst])).toEqual([
      [2, 32, 3, 30],
      [4, 36, 2, 27],
      [2, 29, 5, 29],
      [2, 26, 0, 37],
    ]);
  });

  it('puts Q above P when score difference comes before head to head', () => {
    expect(order(leagueTable(fourTeams, headToHeadResults, STANDARD))).toEqual(['Q', 'P', 'R', 'S']);
  });

  it('ranks teams that split their head-to-head games by those games’ score difference', () => {
    // A 16 v B 11 (A +5); B 13 v A 11 (B +2); A 10 v C 9; B 19 v C 7. A and B: 4 points each.
    // Among themselves 2 points each, and A +3 against B; overall A +4, B +9.
    const teams = [
      { id: 'A', name: 'Éire Óg' },
      { id: 'B', name: 'Clonmel Commercials' },
      { id: 'C', name: 'Rhode' },
    ];
    const results = [
      game('A', [2, 10], 'B', [0, 11]),
      game('B', [1, 10], 'A', [1, 8]),
      game('A', [0, 10], 'C', [0, 9]),
      game('B', [3, 10], 'C', [0, 7]),
    ];
    const h2hFirst = leagueTable(
      teams,
      results,
      rules(['HEAD_TO_HEAD', 'SCORE_DIFFERENCE', 'SCORES_FOR', 'GOALS_FOR']),
    );
    expect(h2hFirst.map((r) => [r.position, r.teamId, r.points, r.scoreDifference])).toEqual([
      [1, 'A', 4, 4],
      [2, 'B', 4, 9],
      [3, 'C', 0, -13],
    ]);
    expect(order(leagueTable(teams, results, STANDARD))).toEqual(['B', 'A', 'C']);
  });

  it('falls through a drawn head to head to goals for, before the name', () => {
    // E 12 v F 12 (2-6 v 1-9); E 12 v G 10; F 12 v G 10. E and F: 3 points, 24 − 22, drew each other;
    // E scored 3 goals, F 1. By name alone Austin Stacks (F) would be first.
    const table = leagueTable(
      [
        { id: 'E', name: 'St Brigid’s' },
        { id: 'F', name: 'Austin Stacks' },
        { id: 'G', name: 'Moycullen' },
      ],
      [game('E', [2, 6], 'F', [1, 9]), game('E', [1, 9], 'G', [0, 10]), game('F', [0, 12], 'G', [1, 7])],
      STANDARD,
    );
    expect(
      table.map((r) => [r.position, r.teamId, r.points, r.scoresFor, r.scoresAgainst, r.goalsFor]),
    ).toEqual([
      [1, 'E', 3, 24, 22, 3],
      [2, 'F', 3, 24, 22, 1],
      [3, 'G', 0, 20, 24, 1],
    ]);
  });

  it('orders teams level on everything by name', () => {
    const table = leagueTable(
      [
        { id: '1', name: 'Tullamore' },
        { id: '2', name: 'an Spidéal' },
        { id: '3', name: 'Ardee' },
      ],
      [],
      STANDARD,
    );
    expect(table.map((r) => [r.position, r.name, r.played, r.points])).toEqual([
      [1, 'an Spidéal', 0, 0],
      [2, 'Ardee', 0, 0],
      [3, 'Tullamore', 0, 0],
    ]);
  });

  it('counts a walkover and a conceded game as played and won for one side, with no scores', () => {
    // Win 3, draw 2, loss 1, walkover 2. J is awarded H's game and K concedes to J; K 1-10 v H 1-10.
    // J: 2 walkovers, 4 points. H and K: a loss (1) and a draw (2) = 3, 13 − 13 each; H2H drawn, same
    // goals, so by name: Corofin (K) before Kilmacud Crokes (H).
    const table = leagueTable(
      [
        { id: 'H', name: 'Kilmacud Crokes' },
        { id: 'J', name: 'Glen' },
        { id: 'K', name: 'Corofin' },
      ],
      [
        { ...game('H', [1, 5], 'J', [0, 0]), walkover: 'AWAY' },
        { ...game('J', [0, 0], 'K', [0, 0]), conceded: 'AWAY' },
        game('K', [1, 10], 'H', [1, 10]),
      ],
      { winPoints: 3, drawPoints: 2, lossPoints: 1, walkoverPoints: 2, tieBreaks: STANDARD.tieBreaks },
    );
    expect(table).toEqual([
      {
        position: 1,
        teamId: 'J',
        name: 'Glen',
        played: 2,
        won: 2,
        drawn: 0,
        lost: 0,
        walkoversFor: 2,
        goalsFor: 0,
        pointsFor: 0,
        goalsAgainst: 0,
        pointsAgainst: 0,
        scoresFor: 0,
        scoresAgainst: 0,
        scoreDifference: 0,
        points: 4,
      },
      {
        position: 2,
        teamId: 'K',
        name: 'Corofin',
        played: 2,
        won: 0,
        drawn: 1,
        lost: 1,
        walkoversFor: 0,
        goalsFor: 1,
        pointsFor: 10,
        goalsAgainst: 1,
        pointsAgainst: 10,
        scoresFor: 13,
        scoresAgainst: 13,
        scoreDifference: 0,
        points: 3,
      },
      {
        position: 3,
        teamId: 'H',
        name: 'Kilmacud Crokes',
        played: 2,
        won: 0,
        drawn: 1,
        lost: 1,
        walkoversFor: 0,
        goalsFor: 1,
        pointsFor: 10,
        goalsAgainst: 1,
        pointsAgainst: 10,
        scoresFor: 13,
        scoresAgainst: 13,
        scoreDifference: 0,
        points: 3,
      },
    ]);
  });

  it('lets the walkover side decide when a result names both a walkover and a conceding side', () => {
    const table = leagueTable(
      [
        { id: 'H', name: 'Kilmacud Crokes' },
        { id: 'J', name: 'Glen' },
      ],
      [{ ...game('H', [0, 0], 'J', [0, 0]), walkover: 'HOME', conceded: 'HOME' }],
      STANDARD,
    );
    expect(table.map((r) => [r.teamId, r.won, r.lost, r.points])).toEqual([
      ['H', 1, 0, 2],
      ['J', 0, 1, 0],
    ]);
  });

  it('counts a result against a team not in the table for the listed side only', () => {
    const table = leagueTable(
      [{ id: 'A', name: 'Ballyboden' }],
      [game('A', [0, 10], 'gone', [0, 8])],
      STANDARD,
    );
    expect(table).toHaveLength(1);
    expect(table[0]).toMatchObject({ played: 1, won: 1, points: 2, scoreDifference: 2 });
  });
});
