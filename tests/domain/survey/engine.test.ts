import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  amountAppliedFor,
  answerIssues,
  calculatedValues,
  cleanAnswers,
  type Answers,
  type AnswerValue,
} from '../../../domain/survey/answers.ts';
import { accreditationExpiry, compasLevel } from '../../../domain/survey/compas.ts';
import {
  progressOf,
  sectionComplete,
  shouldSaveDraft,
  surveyComplete,
} from '../../../domain/survey/completion.ts';
import {
  definitionProblems,
  SurveyDefinition,
  type SurveyQuestion,
  type SurveySection,
} from '../../../domain/survey/definition.ts';
import { evaluateFormula, parseFormula } from '../../../domain/survey/formula.ts';
import { M } from '../../../domain/messages.ts';

const t = (s: string) => ({ en: s, ga: `${s} (ga)` });
const YES_NO = [
  { value: 'YES', label: t('Yes') },
  { value: 'NO', label: t('No') },
];

const def = {
  kind: 'ENERGY_GRANT' as const,
  title: t('Energy grant'),
  sections: [
    {
      id: 'about',
      title: t('About'),
      questions: [
        { id: 'name', type: 'TEXT' as const, label: t('Name'), minLength: 3, maxLength: 10 },
        { id: 'kind', type: 'RADIO' as const, label: t('Kind'), options: YES_NO },
        {
          id: 'uses',
          type: 'MULTISELECT' as const,
          label: t('Uses'),
          options: [...YES_NO, { value: 'MAYBE', label: t('Maybe') }],
          minCount: 2,
          maxCount: 2,
        },
        { id: 'notes', type: 'TEXT' as const, label: t('Notes'), optional: true },
      ],
    },
    {
      id: 'money',
      title: t('Money'),
      questions: [
        { id: 'cost', type: 'NUMBER' as const, label: t('Cost'), min: 0, max: 1000 },
        { id: 'grant', type: 'NUMBER' as const, label: t('Grant'), min: 0, amountAppliedFor: true },
        {
          id: 'share',
          type: 'CALCULATED' as const,
          label: t('Share'),
          formula: '(cost - grant) / cost * 100',
        },
      ],
    },
  ],
};

describe('formula', () => {
  it('parses and evaluates with precedence, parentheses and unary minus', () => {
    const f = parseFormula('-a + b * (2 - c) / 4')!;
    const vals: Record<string, number> = { a: 1, b: 8, c: 1 };
    expect(evaluateFormula(f, (id) => vals[id] ?? null)).toBe(1);
  });
  it('refuses anything that is not a formula (no code reaches the host)', () => {
    for (const bad of ['', 'a +', '(a', 'a)', 'alert(1)', 'a; b', 'process.exit()', '1 ** 2', 'a[0]', '`x`'])
      expect(parseFormula(bad), bad).toBeNull();
  });
  it('gives null for a missing operand or a division by zero', () => {
    expect(evaluateFormula(parseFormula('a / b')!, (id) => (id === 'a' ? 1 : 0))).toBeNull();
    expect(evaluateFormula(parseFormula('a + 1')!, () => null)).toBeNull();
  });
  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (s) => {
        const f = parseFormula(s);
        if (f) evaluateFormula(f, () => 2);
      }),
    );
  });
});

describe('definition', () => {
  it('accepts a well-formed definition', () => {
    expect(v.safeParse(SurveyDefinition, def).success).toBe(true);
  });
  it('finds duplicate ids, missing options and bad formulas', () => {
    const bad = {
      sections: [
        {
          id: 's',
          title: t('S'),
          questions: [
            { id: 'a', type: 'RADIO', label: t('A') },
            { id: 'a', type: 'TEXT', label: t('A2') },
            { id: 'c', type: 'CALCULATED', label: t('C'), formula: 'a + 1' },
            { id: 'd', type: 'NUMBER', label: t('D'), min: 5, max: 1 },
          ],
        },
      ],
    } as { sections: SurveySection[] };
    expect(definitionProblems(bad)).toEqual([
      'duplicate question id',
      'a: no options',
      'c: formula reads something other than a NUMBER question',
      'd: min > max',
    ]);
  });
});

describe('answer validation', () => {
  const full: Answers = { name: 'Páirc', kind: 'YES', uses: ['YES', 'MAYBE'], cost: 500, grant: 100 };
  it('accepts a complete set of answers for submission', () => {
    expect(answerIssues(def, full, 'submit')).toEqual([]);
  });
  it('lets a draft leave required questions out, not submission', () => {
    expect(answerIssues(def, { name: 'Páirc' }, 'draft')).toEqual([]);
    expect(answerIssues(def, { name: 'Páirc' }, 'submit').map((i) => i.questionId)).toEqual([
      'kind',
      'uses',
      'cost',
      'grant',
    ]);
  });
  it('checks lengths, counts, values and options', () => {
    const issues = answerIssues(
      def,
      { name: 'ab', kind: 'PERHAPS', uses: ['YES'], cost: 2000, grant: -1 },
      'draft',
    );
    expect(issues).toEqual([
      { questionId: 'name', message: M.surveyTooShort.id },
      { questionId: 'kind', message: M.invalidOption.id },
      { questionId: 'uses', message: M.surveyTooFewChoices.id },
      { questionId: 'cost', message: M.surveyTooLarge.id },
      { questionId: 'grant', message: M.surveyTooSmall.id },
    ]);
    expect(answerIssues(def, { name: 'x'.repeat(11) }, 'draft')[0]!.message).toBe(M.surveyTooLong.id);
    expect(answerIssues(def, { uses: ['YES', 'NO', 'MAYBE'] }, 'draft')[0]!.message).toBe(
      M.surveyTooManyChoices.id,
    );
  });
  it('refuses answers to unknown questions and to calculated ones', () => {
    expect(answerIssues(def, { nope: 'x' }, 'draft')).toHaveLength(1);
    expect(answerIssues(def, { share: 5 }, 'draft')[0]!.questionId).toBe('share');
  });
  it('computes calculated values and the amount applied for', () => {
    expect(calculatedValues(def, full)).toEqual({ share: 80 });
    expect(calculatedValues(def, { cost: 0, grant: 0 })).toEqual({ share: null });
    expect(amountAppliedFor(def, full)).toBe(100);
  });
  it('keeps only answered questions of the definition', () => {
    expect(cleanAnswers(def, { ...full, notes: '  ', name: ' Páirc ' })).toEqual({ ...full, name: 'Páirc' });
  });
});

// ── The §4 completion rule, property-based ─────────────────────────────────────────────────────────
const TYPES = ['RADIO', 'TEXT', 'MULTISELECT', 'NUMBER', 'FILE', 'CALCULATED'] as const;
const questionArb = (id: string): fc.Arbitrary<SurveyQuestion> =>
  fc.record({ type: fc.constantFrom(...TYPES), optional: fc.boolean() }).map(({ type, optional }) => ({
    id,
    type,
    optional,
    label: t(id),
    ...(type === 'RADIO' || type === 'MULTISELECT' ? { options: YES_NO } : {}),
  }));
const sectionArb = fc
  .integer({ min: 1, max: 6 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => questionArb(`q${i}`))))
  .map((questions): SurveySection => ({ id: 's', title: t('S'), questions }));
const answerArb: fc.Arbitrary<AnswerValue> = fc.oneof(
  fc.constant(null),
  fc.constant(''),
  fc.constant('   '),
  fc.constant<string[]>([]),
  fc.constant('YES'),
  fc.constant<string[]>(['YES']),
  fc.integer(),
);
const answersArb = (s: SurveySection) =>
  fc.tuple(...s.questions.map(() => fc.option(answerArb, { nil: undefined }))).map((vals) => {
    const a: Answers = {};
    s.questions.forEach((q, i) => {
      if (vals[i] !== undefined) a[q.id] = vals[i]!;
    });
    return a;
  });
const answered = (x: unknown) =>
  x !== null &&
  x !== undefined &&
  !(typeof x === 'string' && x.trim() === '') &&
  !(Array.isArray(x) && x.length === 0);

describe('completion rule (§4)', () => {
  it('a section is complete exactly when every required, non-calculated question has an answer', () => {
    fc.assert(
      fc.property(
        sectionArb.chain((s) => fc.tuple(fc.constant(s), answersArb(s))),
        ([s, a]) => {
          const expected = s.questions.every(
            (q) => q.optional || q.type === 'CALCULATED' || answered(a[q.id]),
          );
          expect(sectionComplete(s, a)).toBe(expected);
        },
      ),
    );
  });
  it('answers to optional or calculated questions never change completeness', () => {
    fc.assert(
      fc.property(
        sectionArb.chain((s) => fc.tuple(fc.constant(s), answersArb(s), answerArb)),
        ([s, a, x]) => {
          const before = sectionComplete(s, a);
          for (const q of s.questions.filter((q) => q.optional || q.type === 'CALCULATED'))
            expect(sectionComplete(s, { ...a, [q.id]: x })).toBe(before);
        },
      ),
    );
  });
  it('clearing any required answer makes the section incomplete', () => {
    fc.assert(
      fc.property(
        sectionArb.chain((s) => fc.tuple(fc.constant(s), answersArb(s))),
        ([s, a]) => {
          for (const q of s.questions.filter((q) => !q.optional && q.type !== 'CALCULATED'))
            expect(sectionComplete(s, { ...a, [q.id]: null })).toBe(false);
        },
      ),
    );
  });
  it('progress counts complete sections; a draft save comes only when a further section completes', () => {
    expect(progressOf(def, {})).toEqual({ complete: [], total: 2, percent: 0 });
    const about = { name: 'Páirc', kind: 'NO', uses: ['YES', 'NO'] };
    expect(progressOf(def, about)).toEqual({ complete: ['about'], total: 2, percent: 50 });
    expect(shouldSaveDraft(def, { name: 'Páirc', kind: 'NO' }, about)).toBe(true);
    expect(shouldSaveDraft(def, about, { ...about, notes: 'x' })).toBe(false);
    expect(surveyComplete(def, { ...about, cost: 1, grant: 1 })).toBe(true);
  });
});

describe('Club Compas level', () => {
  const compas = {
    sections: [
      {
        id: 'items',
        title: t('Items'),
        questions: (['MUST', 'MUST', 'SHOULD', 'COULD'] as const).map((priority, i) => ({
          id: `i${i}`,
          type: 'RADIO' as const,
          label: t(`Item ${i}`),
          options: YES_NO,
          priority,
        })),
      },
    ],
  };
  it('is Bronze for every must-do, Silver with the should-dos, Gold with the could-dos', () => {
    expect(compasLevel(compas, { i0: 'YES', i1: 'NO', i2: 'YES', i3: 'YES' })).toBeNull();
    expect(compasLevel(compas, { i0: 'YES', i1: 'YES' })).toBe('BRONZE');
    expect(compasLevel(compas, { i0: 'YES', i1: 'YES', i2: 'YES' })).toBe('SILVER');
    expect(compasLevel(compas, { i0: 'YES', i1: 'YES', i2: 'NO', i3: 'YES' })).toBe('BRONZE');
    expect(compasLevel(compas, { i0: 'YES', i1: 'YES', i2: 'YES', i3: 'YES' })).toBe('GOLD');
  });
  it('expires three years after approval', () => {
    expect(accreditationExpiry('2026-11-27')).toBe('2029-11-27');
    expect(accreditationExpiry('2028-02-29')).toBe('2031-02-28');
  });
});
