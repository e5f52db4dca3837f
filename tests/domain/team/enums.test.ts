import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AGE_LEVELS, AgeLevel } from '../../../domain/team/enums.ts';

describe('age levels', () => {
  it('spans U5 to U21 with every year in between', () => {
    const under = AGE_LEVELS.filter((level) => /^U\d+$/.test(level));
    expect(under).toEqual(Array.from({ length: 17 }, (_, i) => `U${i + 5}`));
    expect(v.safeParse(AgeLevel, 'U22').success).toBe(false);
    expect(v.safeParse(AgeLevel, 'CUL_CAMPS').success).toBe(true);
  });
});
