/**
 * Provisional results (domain/competition/provisional.ts, issue 54 item 1): the confirmed table never counts
 * an unconfirmed result; the provisional table counts every known result and equals the confirmed one once
 * every result is confirmed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TableRules } from '../../../domain/competition/league-table.ts';
import {
  additionalInformationOf,
  awaitsConfirmation,
  confirmedTable,
  divisionTables,
  provisionalTable,
  type KnownResult,
} from '../../../domain/competition/provisional.ts';

const TEAMS = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, name: `Team ${id.toUpperCase()}` }));
const RULES: TableRules = {
  winPoints: 2,
  drawPoints: 1,
  lossPoints: 0,
  walkoverPoints: 2,
  tieBreaks: ['SCORE_DIFFERENCE', 'SCORES_FOR', 'HEAD_TO_HEAD', 'GOALS_FOR'],
};

const score = fc.record({ goals: fc.nat({ max: 6 }), points: fc.nat({ max: 25 }) });
/** Two different teams of the division, their scores, sometimes a walkover or a conceded game. */
const result = (confirmed: fc.Arbitrary<boolean>): fc.Arbitrary<KnownResult> =>
  fc
    .record({
      pair: fc.uniqueArray(fc.constantFrom(...TEAMS.map((t) => t.id)), { minLength: 2, maxLength: 2 }),
      home: score,
      away: score,
      award: fc.constantFrom(undefined, undefined, undefined, 'WALKOVER_HOME', 'AWAY_CONCEDED'),
      confirmed,
    })
    .map(({ pair, home, away, award, confirmed }) => ({
      homeId: pair[0]!,
      awayId: pair[1]!,
      home,
      away,
      ...(award === 'WALKOVER_HOME' ? { walkover: 'HOME' as const } : {}),
      ...(award === 'AWAY_CONCEDED' ? { conceded: 'AWAY' as const } : {}),
      confirmed,
    }));
const results = fc.array(result(fc.boolean()), { maxLength: 12 });
const played = (rows: { played: number }[]) => rows.reduce((n, r) => n + r.played, 0);

describe('confirmed and provisional tables', () => {
  it('the confirmed table never counts an unconfirmed result, whatever it says', () => {
    fc.assert(
      fc.property(results, fc.array(result(fc.constant(false)), { maxLength: 6 }), (known, extra) => {
        const table = confirmedTable(TEAMS, known, RULES);
        // Adding, changing or dropping unconfirmed results leaves it as it was.
        expect(confirmedTable(TEAMS, [...known, ...extra], RULES)).toEqual(table);
        expect(
          confirmedTable(
            TEAMS,
            known.filter((r) => r.confirmed),
            RULES,
          ),
        ).toEqual(table);
        // Every game it counts is a confirmed one (two sides a game).
        expect(played(table)).toBe(2 * known.filter((r) => r.confirmed).length);
      }),
    );
  });

  it('the provisional table counts every known result', () => {
    fc.assert(
      fc.property(results, (known) => {
        expect(played(provisionalTable(TEAMS, known, RULES))).toBe(2 * known.length);
      }),
    );
  });

  it('once every result is confirmed, the provisional table equals the confirmed one', () => {
    fc.assert(
      fc.property(results, (known) => {
        const allConfirmed = known.map((r) => ({ ...r, confirmed: true }));
        expect(provisionalTable(TEAMS, allConfirmed, RULES)).toEqual(
          confirmedTable(TEAMS, allConfirmed, RULES),
        );
        // The division shows the provisional table only while something awaits confirmation.
        expect(divisionTables(TEAMS, allConfirmed, RULES)).toEqual({
          table: confirmedTable(TEAMS, allConfirmed, RULES),
        });
      }),
    );
  });

  it('a division with results awaiting confirmation shows both tables and how many are provisional', () => {
    fc.assert(
      fc.property(results, (known) => {
        const awaiting = known.filter((r) => !r.confirmed).length;
        const tables = divisionTables(TEAMS, known, RULES);
        expect(tables.table).toEqual(confirmedTable(TEAMS, known, RULES));
        expect(tables.awaitingConfirmation).toBe(awaiting || undefined);
        expect(tables.provisionalTable).toEqual(awaiting ? provisionalTable(TEAMS, known, RULES) : undefined);
      }),
    );
  });

  it('a win awaiting confirmation: the confirmed table stays at nothing, the provisional one counts it', () => {
    const win: KnownResult = {
      homeId: 'a',
      awayId: 'b',
      home: { goals: 2, points: 10 },
      away: { goals: 1, points: 12 },
      confirmed: false,
    };
    const { table, provisionalTable: provisional } = divisionTables(TEAMS, [win], RULES);
    expect(table.every((r) => r.played === 0 && r.points === 0)).toBe(true);
    expect(provisional?.[0]).toMatchObject({ teamId: 'a', played: 1, won: 1, points: 2 });
    expect(provisional?.find((r) => r.teamId === 'b')).toMatchObject({ played: 1, lost: 1, points: 0 });
  });
});

describe('additionalInformation', () => {
  const base = { isResult: true, resultConfirmed: false, outcome: null, isPostponed: false };
  it('is AWAITING_CONFIRMATION for a known, unconfirmed, counted result only', () => {
    expect(additionalInformationOf(base)).toBe('AWAITING_CONFIRMATION');
    expect(additionalInformationOf({ ...base, outcome: 'AWAY_CONCEDED' })).toBe('AWAITING_CONFIRMATION');
    expect(additionalInformationOf({ ...base, resultConfirmed: true })).toBeUndefined();
    expect(additionalInformationOf({ ...base, isResult: false })).toBeUndefined();
    expect(awaitsConfirmation({ ...base, outcome: 'ABANDONED' })).toBe(false);
  });
  it("is the admin's outcome when the spec lists it", () => {
    expect(additionalInformationOf({ ...base, resultConfirmed: true, outcome: 'HOME_CONCEDED' })).toBe(
      'HOME_CONCEDED',
    );
    expect(additionalInformationOf({ ...base, isResult: false, isPostponed: true })).toBe('POSTPONED');
    expect(additionalInformationOf({ ...base, resultConfirmed: true, outcome: 'WALKOVER_HOME' })).toBe(
      undefined,
    );
  });
});
