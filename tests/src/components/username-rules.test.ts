import { describe, expect, it } from 'vitest';
import { usernameProblems } from '../../../src/components/username-rules';

describe('usernameProblems', () => {
  it('finds nothing in a clean username', () => {
    expect(usernameProblems('sean.omurchu')).toEqual([]);
  });

  it('finds leading, trailing and internal spaces', () => {
    expect(usernameProblems(' sean')).toEqual(['leading']);
    expect(usernameProblems('sean ')).toEqual(['trailing']);
    expect(usernameProblems('sean o')).toEqual(['internal']);
    expect(usernameProblems(' sean o ')).toEqual(['leading', 'trailing', 'internal']);
    expect(usernameProblems('sean\to')).toEqual(['internal']);
  });
});
