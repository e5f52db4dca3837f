/**
 * Answers to a survey, and their validation against the definition — one valibot schema built from the
 * definition, used by the form (react-hook-form's valibot resolver), the offline action and the server.
 *
 * An answer is a string (RADIO: the option's value; TEXT), a list of strings (MULTISELECT: values; FILE: file
 * ids), a number (NUMBER) or null (cleared). CALCULATED questions take no answer: their value is computed
 * (calculatedValues) and anything sent for one is refused. Two modes: 'draft' checks what was answered;
 * 'submit' also requires every non-optional, non-calculated question.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';
import { questionsOf, type DefinitionSections, type SurveyQuestion } from './definition.ts';
import { evaluateFormula, parseFormula } from './formula.ts';

export { ANSWER_LIST_MAX, ANSWER_TEXT_MAX, AnswersShape, type Answers, type AnswerValue } from './save.ts';
import { ANSWER_TEXT_MAX, type Answers, type AnswerValue } from './save.ts';

/** Whether a question has an answer: not null, not blank text, not an empty list. */
export function isAnswered(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  return false;
}

export type AnswerMode = 'draft' | 'submit';

function questionSchema(q: SurveyQuestion, mode: AnswerMode): v.GenericSchema<unknown, AnswerValue> {
  const required = mode === 'submit' && !q.optional;
  const values = new Set(q.options?.map((o) => o.value) ?? []);
  let inner: v.GenericSchema<unknown, AnswerValue>;
  switch (q.type) {
    case 'RADIO':
      inner = v.pipe(
        v.string(M.invalidOption.id),
        v.check((s) => s === '' || values.has(s), M.invalidOption.id),
      );
      break;
    case 'TEXT':
      inner = v.pipe(
        v.string(M.invalid.id),
        v.maxLength(Math.min(q.maxLength ?? ANSWER_TEXT_MAX, ANSWER_TEXT_MAX), M.surveyTooLong.id),
        v.check((s) => s.trim() === '' || s.trim().length >= (q.minLength ?? 0), M.surveyTooShort.id),
      );
      break;
    case 'MULTISELECT':
      inner = v.pipe(
        v.array(v.string(), M.invalid.id),
        v.check((a) => a.every((x) => values.has(x)), M.invalidOption.id),
        v.check((a) => new Set(a).size === a.length, M.invalidOption.id),
        v.check((a) => a.length === 0 || a.length >= (q.minCount ?? 0), M.surveyTooFewChoices.id),
        v.check((a) => a.length <= (q.maxCount ?? values.size), M.surveyTooManyChoices.id),
      );
      break;
    case 'FILE':
      inner = v.pipe(
        v.array(v.pipe(v.string(), v.maxLength(64)), M.invalid.id),
        v.check((a) => a.length <= (q.maxCount ?? 1), M.surveyTooManyFiles.id),
      );
      break;
    case 'NUMBER':
      inner = v.pipe(
        v.number(M.surveyNotANumber.id),
        v.finite(M.surveyNotANumber.id),
        v.check((n) => q.min === undefined || n >= q.min, M.surveyTooSmall.id),
        v.check((n) => q.max === undefined || n <= q.max, M.surveyTooLarge.id),
      );
      break;
    case 'CALCULATED':
      // Computed, never answered.
      return v.optional(v.null(M.invalid.id), null);
  }
  const maybe = v.optional(v.nullable(inner), null);
  return required
    ? v.pipe(
        maybe,
        v.check((a: AnswerValue) => isAnswered(a), M.required.id),
      )
    : maybe;
}

/**
 * The schema of a definition's answers: one entry per question (missing ones read as null), nothing else
 * (`strictObject`: an answer to a question the definition does not have is refused).
 */
export function answersSchema(def: DefinitionSections, mode: AnswerMode) {
  const entries = Object.fromEntries(questionsOf(def).map((q) => [q.id, questionSchema(q, mode)]));
  return v.strictObject(entries, M.invalid.id);
}

export interface AnswerIssue {
  questionId: string;
  message: string;
}

/** The answers' problems against the definition, one per question at most. */
export function answerIssues(def: DefinitionSections, answers: unknown, mode: AnswerMode): AnswerIssue[] {
  const result = v.safeParse(answersSchema(def, mode), answers);
  if (result.success) return [];
  const seen = new Map<string, string>();
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const id = typeof key === 'string' ? key : '';
    if (!seen.has(id)) seen.set(id, issue.message);
  }
  return [...seen].map(([questionId, message]) => ({ questionId, message }));
}

/** The answers kept: only the definition's questions, blanks dropped, calculated ones left out. */
export function cleanAnswers(def: DefinitionSections, answers: Answers): Answers {
  const out: Answers = {};
  for (const q of questionsOf(def)) {
    const value = answers[q.id];
    if (q.type !== 'CALCULATED' && isAnswered(value))
      out[q.id] = typeof value === 'string' ? value.trim() : value!;
  }
  return out;
}

/** The CALCULATED questions' values from the NUMBER answers (null when an operand is missing). */
export function calculatedValues(def: DefinitionSections, answers: Answers): Record<string, number | null> {
  const numberOf = (id: string) => {
    const a = answers[id];
    return typeof a === 'number' && Number.isFinite(a) ? a : null;
  };
  const out: Record<string, number | null> = {};
  for (const q of questionsOf(def)) {
    if (q.type !== 'CALCULATED') continue;
    const f = q.formula === undefined ? null : parseFormula(q.formula);
    out[q.id] = f ? evaluateFormula(f, numberOf) : null;
  }
  return out;
}

/** The amount applied for (grants, loans): the answer to the question the definition marks, if any. */
export function amountAppliedFor(def: DefinitionSections, answers: Answers): number | null {
  const q = questionsOf(def).find((x) => x.amountAppliedFor);
  const a = q ? answers[q.id] : null;
  return typeof a === 'number' && Number.isFinite(a) ? a : null;
}
