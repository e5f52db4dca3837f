/**
 * A survey definition (seed 3 §3 "Survey and submission"): sections of questions, each of one of the six
 * types with its limits — counts of options or files, characters of text, values of numbers — an optional
 * flag, options for RADIO and MULTISELECT, a formula for CALCULATED, and for Club Compas items a priority
 * rating. Stored in the database as JSON (one row per published version) and read by the one generic renderer
 * and by the server's validation alike. Every text a person reads is given in English and Irish.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';
import { Priority, PropertyMatterType, QuestionType, SurveyKind } from './enums.ts';
import { formulaRefs, parseFormula } from './formula.ts';

/** A text in both languages of the app. */
export const BilingualText = v.object({
  en: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
  ga: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
});
export type BilingualText = v.InferOutput<typeof BilingualText>;

export const QUESTION_ID = /^[a-z][a-zA-Z0-9_]{0,63}$/;
const Id = v.pipe(v.string(), v.regex(QUESTION_ID, M.invalid.id));

export const SurveyOption = v.object({
  value: v.pipe(v.string(), v.regex(/^[A-Z0-9_]{1,40}$/, M.invalid.id)),
  label: BilingualText,
});
export type SurveyOption = v.InferOutput<typeof SurveyOption>;

const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000));

export const SurveyQuestion = v.object({
  id: Id,
  type: QuestionType,
  label: BilingualText,
  hint: v.optional(BilingualText),
  optional: v.optional(v.boolean()),
  options: v.optional(v.array(SurveyOption)),
  /** MULTISELECT choices, FILE files. */
  minCount: v.optional(Count),
  maxCount: v.optional(Count),
  /** TEXT characters. */
  minLength: v.optional(Count),
  maxLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000))),
  /** NUMBER values. */
  min: v.optional(v.number()),
  max: v.optional(v.number()),
  /** CALCULATED: a formula over NUMBER questions (formula.ts). */
  formula: v.optional(v.string()),
  /** Club Compas items: a RADIO with YES among its options is met when YES is chosen. */
  priority: v.optional(Priority),
  /** The NUMBER question whose answer is the amount applied for (grants, loans). */
  amountAppliedFor: v.optional(v.boolean()),
  /** FILE: linked documents, one per associated year (files.ts). */
  linkedByYear: v.optional(v.boolean()),
});
export type SurveyQuestion = v.InferOutput<typeof SurveyQuestion>;

export const SurveySection = v.object({
  id: Id,
  title: BilingualText,
  questions: v.pipe(v.array(SurveyQuestion), v.minLength(1)),
});
export type SurveySection = v.InferOutput<typeof SurveySection>;

/** What the engine's rules read of a definition. */
export type DefinitionSections = { sections: SurveySection[] };
type Sections = DefinitionSections;

/** A definition's shape, without the checks of `definitionProblems` (an answer's schema: stored ones passed them). */
export const DefinitionShape = v.object({
  kind: SurveyKind,
  matterType: v.optional(PropertyMatterType),
  title: BilingualText,
  description: v.optional(BilingualText),
  sections: v.pipe(v.array(SurveySection), v.minLength(1)),
});

export const SurveyDefinition = v.pipe(
  DefinitionShape,
  v.check((d) => definitionProblems(d).length === 0, M.invalid.id),
);
export type SurveyDefinition = v.InferOutput<typeof SurveyDefinition>;

export function questionsOf(d: Sections): SurveyQuestion[] {
  return d.sections.flatMap((s) => s.questions);
}

/**
 * What is wrong with a definition beyond its shape: duplicate ids, choice questions without options, limits
 * the wrong way round, formulas that do not parse or read anything but NUMBER questions.
 */
export function definitionProblems(d: Sections): string[] {
  const problems: string[] = [];
  const qs = questionsOf(d);
  const byId = new Map(qs.map((q) => [q.id, q]));
  if (byId.size !== qs.length) problems.push('duplicate question id');
  if (new Set(d.sections.map((s) => s.id)).size !== d.sections.length) problems.push('duplicate section id');
  for (const q of qs) {
    const choice = q.type === 'RADIO' || q.type === 'MULTISELECT';
    if (choice && (q.options?.length ?? 0) < 1) problems.push(`${q.id}: no options`);
    if (!choice && q.options) problems.push(`${q.id}: options on a ${q.type}`);
    if (q.minCount !== undefined && q.maxCount !== undefined && q.minCount > q.maxCount)
      problems.push(`${q.id}: minCount > maxCount`);
    if (q.minLength !== undefined && q.maxLength !== undefined && q.minLength > q.maxLength)
      problems.push(`${q.id}: minLength > maxLength`);
    if (q.min !== undefined && q.max !== undefined && q.min > q.max) problems.push(`${q.id}: min > max`);
    if (q.type === 'CALCULATED') {
      const f = q.formula === undefined ? null : parseFormula(q.formula);
      if (!f) problems.push(`${q.id}: formula does not parse`);
      else if (formulaRefs(f).some((id) => byId.get(id)?.type !== 'NUMBER'))
        problems.push(`${q.id}: formula reads something other than a NUMBER question`);
    } else if (q.formula !== undefined) problems.push(`${q.id}: formula on a ${q.type}`);
    if (q.priority && q.type !== 'RADIO') problems.push(`${q.id}: priority on a ${q.type}`);
    if (q.amountAppliedFor && q.type !== 'NUMBER') problems.push(`${q.id}: amount on a ${q.type}`);
    if (q.linkedByYear && q.type !== 'FILE') problems.push(`${q.id}: linked by year on a ${q.type}`);
  }
  if (qs.filter((q) => q.amountAppliedFor).length > 1) problems.push('more than one amount applied for');
  return problems;
}

/** A text in the reader's language (Irish when asked for and given, English otherwise). */
export function inLanguage(t: BilingualText, locale: string): string {
  return locale.startsWith('ga') ? t.ga : t.en;
}

/** A published definition as the API answers it (GET /api/survey, /api/survey/{id}). */
export const SurveyDefinitionDoc = v.object({
  id: v.string(),
  kind: SurveyKind,
  version: v.number(),
  approvalTrack: v.boolean(),
  definition: DefinitionShape,
});
export type SurveyDefinitionDoc = v.InferOutput<typeof SurveyDefinitionDoc>;
