/**
 * The offline operation `survey.save` (a draft's answers, made and changed with no network and sent once by the
 * outbox) and the bounded wire shape of answers before the definition is known. Its own small module: the
 * engine's registry of local actions, loaded with the app's first route, imports it, and it must not bring the
 * definitions, the formula evaluator and the review rules with it.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';

export type AnswerValue = string | string[] | number | null;
export type Answers = Record<string, AnswerValue>;

export const ANSWER_TEXT_MAX = 10_000;
export const ANSWER_LIST_MAX = 100;

/** The wire shape of answers before the definition is known (bounded). */
export const AnswersShape = v.pipe(
  v.record(
    v.pipe(v.string(), v.maxLength(64)),
    v.union([
      v.pipe(v.string(), v.maxLength(ANSWER_TEXT_MAX)),
      v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(ANSWER_LIST_MAX)),
      v.pipe(v.number(), v.finite()),
      v.null(),
    ]),
  ),
  v.check((r) => Object.keys(r).length <= 1000, M.invalid.id),
);

export const SaveSurveyInput = v.object({
  surveyId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  organizationId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  answers: AnswersShape,
});
export type SaveSurveyInput = v.InferOutput<typeof SaveSurveyInput>;
