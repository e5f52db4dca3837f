import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  flaggedQuestions,
  HEALTH_QUESTIONS,
  HealthQuestionnaireInput,
  healthResult,
  NAME_MAX,
  RETENTION_DAYS,
  retentionCutoff,
  SYMPTOM_LOOKBACK_DAYS,
  type HealthAnswers,
} from '../../../domain/health/health-questionnaire.ts';
import { M } from '../../../domain/messages.ts';

const NO = Object.fromEntries(HEALTH_QUESTIONS.map((q) => [q, false])) as HealthAnswers;
const valid = {
  isPersonalForm: true,
  personId: 'p1',
  givenName: 'Seán',
  familyName: 'Ó Murchú',
  organizationId: 'o1',
  groupId: 'g1',
  ...NO,
  confirmationAccepted: true,
};

describe('healthResult', () => {
  it('is clear to play only when every answer is no', () => {
    expect(healthResult(NO)).toBe('CLEAR');
    expect(flaggedQuestions(NO)).toEqual([]);
  });
  it.each(HEALTH_QUESTIONS)('any yes needs attention: %s', (q) => {
    expect(healthResult({ ...NO, [q]: true })).toBe('ATTENTION');
    expect(flaggedQuestions({ ...NO, [q]: true })).toEqual([q]);
  });
  it('looks back 14 days and keeps answers 3 weeks', () => {
    expect(SYMPTOM_LOOKBACK_DAYS).toBe(14);
    expect(RETENTION_DAYS).toBe(21);
    const now = new Date('2026-11-27T10:00:00Z');
    expect(retentionCutoff(now).toISOString()).toBe('2026-11-06T10:00:00.000Z');
  });
});

describe('HealthQuestionnaireInput', () => {
  const issues = (input: unknown) => {
    const r = v.safeParse(HealthQuestionnaireInput, input);
    return r.success ? [] : r.issues.map((i) => [i.path?.map((p) => p.key).join('.'), i.message]);
  };
  it('accepts a complete questionnaire', () => {
    expect(issues(valid)).toEqual([]);
  });
  it('requires every yes/no answer and the confirmation', () => {
    const { recentContact: _r, ...rest } = valid;
    expect(issues({ ...rest, confirmationAccepted: false })).toEqual([
      ['recentContact', M.required.id],
      ['confirmationAccepted', M.required.id],
    ]);
  });
  it('requires names under 50 characters, club and team', () => {
    expect(issues({ ...valid, givenName: ' ', familyName: 'x'.repeat(NAME_MAX + 1), groupId: '' })).toEqual([
      ['givenName', M.required.id],
      ['familyName', M.tooLong.id],
      ['groupId', M.required.id],
    ]);
    expect(issues({ ...valid, familyName: 'x'.repeat(49) })).toEqual([]);
  });
  it('drops unknown fields (a device cannot send its own result)', () => {
    expect(v.parse(HealthQuestionnaireInput, { ...valid, result: 'CLEAR' })).not.toHaveProperty('result');
  });
});
