import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITIES,
  FEATURE_FLAGS,
  Gender,
  LABELS,
  PRIVILEGED_LABELS,
  Sport,
  SPORTS,
} from '../../domain/enums.ts';
import { M } from '../../domain/messages.ts';

describe('seed 1 enumerations', () => {
  it('accepts listed values and reports others with the invalid-option id', () => {
    expect(v.parse(Sport, 'Camogie')).toBe('Camogie');
    expect(SPORTS).toHaveLength(5);
    const result = v.safeParse(Gender, 'OTHER');
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(M.invalidOption.id);
  });

  it('lists privileged labels among the coded labels', () => {
    for (const label of PRIVILEGED_LABELS) expect(LABELS).toContain(label);
    expect(FEATURE_FLAGS).toContain('TERMINAL');
  });

  it('lists the six activities', () => {
    expect(ACTIVITIES).toEqual(['Camogie', 'Football', 'Handball', 'Hurling', 'LadiesFootball', 'Rounders']);
  });
});
