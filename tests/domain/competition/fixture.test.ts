import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RefereeScoreInput, scoreTotal } from '../../../domain/competition/fixture.ts';
import { M } from '../../../domain/messages.ts';

const ok = { homeGoals: 1, homePoints: 9, awayGoals: 0, awayPoints: 11 };
const messages = (input: unknown) => v.safeParse(RefereeScoreInput, input).issues?.map((i) => i.message);

describe('RefereeScoreInput', () => {
  it('accepts non-negative whole goals and points, not all zero', () => {
    expect(v.parse(RefereeScoreInput, ok)).toEqual(ok);
    expect(messages({ homeGoals: 0, homePoints: 0, awayGoals: 0, awayPoints: 0 })).toEqual([
      M.scoreAllZero.id,
    ]);
  });

  it('says required for a missing field and unknown for an extra one', () => {
    expect(messages({ homeGoals: 1, homePoints: 2, awayGoals: 3 })).toEqual([M.required.id]);
    expect(messages({ ...ok, penalties: 2 })).toEqual([M.unknownField.id]);
  });

  it('refuses negative, fractional and text values', () => {
    expect(messages({ ...ok, homeGoals: -1 })).toEqual([M.nonNegative.id]);
    expect(messages({ ...ok, homeGoals: 1.5 })).toEqual([M.integer.id]);
    expect(messages({ ...ok, homeGoals: '1' })).toEqual([M.integer.id]);
  });

  it('counts a goal as three points', () => {
    expect(scoreTotal(1, 9)).toBe(12);
  });
});
