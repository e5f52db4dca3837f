import { describe, expect, it } from 'vitest';
import { nullIfEmpty, numberOrNull, numberOrUndefined } from '../../../src/lib/form-values';

describe("a field's text for its schema", () => {
  it('empty choice text is null; a chosen value stays', () => {
    expect(nullIfEmpty('')).toBeNull();
    expect(nullIfEmpty('a1b2')).toBe('a1b2');
  });

  it('empty number text is undefined (required shows) or null (optional), else a number', () => {
    for (const blank of ['', null, undefined]) {
      expect(numberOrUndefined(blank)).toBeUndefined();
      expect(numberOrNull(blank)).toBeNull();
    }
    expect(numberOrUndefined('12')).toBe(12);
    expect(numberOrNull('0')).toBe(0);
    expect(numberOrNull('x')).toBeNaN();
  });
});
