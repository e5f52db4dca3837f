import { describe, expect, it } from 'vitest';
import { INJURY_AREAS, INJURY_GRADES } from '../../../domain/injury/enums.ts';
import { REPORT_INJURY_TYPES } from '../../../domain/competition/enums.ts';

describe('injury enumerations', () => {
  it('has 15 body areas, which also give the referee report its ANKLE..WRIST injury types', () => {
    expect(INJURY_AREAS).toHaveLength(15);
    expect([...INJURY_AREAS].sort()).toEqual([...REPORT_INJURY_TYPES]);
    expect(REPORT_INJURY_TYPES[0]).toBe('ANKLE');
    expect(REPORT_INJURY_TYPES.at(-1)).toBe('WRIST');
  });

  it('has grades 1-4 and 1A-4C', () => {
    expect(INJURY_GRADES).toContain('4');
    expect(INJURY_GRADES).toContain('1A');
    expect(INJURY_GRADES).toContain('4C');
    expect(new Set(INJURY_GRADES).size).toBe(INJURY_GRADES.length);
  });
});
