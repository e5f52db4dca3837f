/**
 * Section progress (seed 3 §4 "Survey completion"): a question that is not optional, not calculated and has
 * no answer marks its section incomplete. When a further section becomes fully complete, a draft save is
 * triggered (shouldSaveDraft).
 */
import { isAnswered, type Answers } from './answers.ts';
import type { DefinitionSections, SurveyQuestion, SurveySection } from './definition.ts';

export function countsForCompletion(q: SurveyQuestion): boolean {
  return !q.optional && q.type !== 'CALCULATED';
}

export function sectionComplete(section: SurveySection, answers: Answers): boolean {
  return section.questions.every((q) => !countsForCompletion(q) || isAnswered(answers[q.id]));
}

export interface Progress {
  /** Section ids, in order, that are complete. */
  complete: string[];
  total: number;
  /** Whole percent of sections complete. */
  percent: number;
}

export function progressOf(def: DefinitionSections, answers: Answers): Progress {
  const complete = def.sections.filter((s) => sectionComplete(s, answers)).map((s) => s.id);
  const total = def.sections.length;
  return { complete, total, percent: total === 0 ? 100 : Math.floor((complete.length * 100) / total) };
}

export function surveyComplete(def: DefinitionSections, answers: Answers): boolean {
  return def.sections.every((s) => sectionComplete(s, answers));
}

/** Whether going from `before` to `after` completed a section that was not complete: time to save a draft. */
export function shouldSaveDraft(def: DefinitionSections, before: Answers, after: Answers): boolean {
  return def.sections.some((s) => !sectionComplete(s, before) && sectionComplete(s, after));
}
