/**
 * Files of a survey's FILE questions (seed 3 §5 Surveys, §9: "one file, 10 MB"): one file per upload, a PDF
 * or an image, checked by its bytes on the server. A FILE answer is the list of the uploaded files' ids.
 */
import * as v from 'valibot';

export const SURVEY_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const SURVEY_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

export const SurveyFileDoc = v.object({
  id: v.string(),
  fileName: v.string(),
  contentType: v.string(),
  size: v.number(),
  /** The year a linked document stands for (a `linkedByYear` question's files); null for other files. */
  associatedYear: v.optional(v.nullable(v.number())),
});
export type SurveyFileDoc = v.InferOutput<typeof SurveyFileDoc>;

/**
 * Linked documents (seed 3 §5 Surveys: "Linked documents: one document per associated year"; §8 "duplicate-year
 * messages for linked documents"): a FILE question marked `linkedByYear` takes files uploaded with the year
 * each stands for, and at most one file of each year. The upload names the year (a multipart field
 * `associatedYear`); saving the answer with two files of one year is refused with 409 and this message.
 */
export const LINKED_YEAR_MIN = 2000;
export const LINKED_YEAR_MAX = 2100;

/** The `associatedYear` field of an upload: four digits, 2000 to 2100. */
export const AssociatedYear = v.pipe(
  v.string(),
  v.regex(/^\d{4}$/),
  v.transform(Number),
  v.minValue(LINKED_YEAR_MIN),
  v.maxValue(LINKED_YEAR_MAX),
);

/** The years that more than one of the files stands for (files with no year are not counted here). */
export function duplicateYears(years: readonly (number | null | undefined)[]): number[] {
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (const y of years) {
    if (y === null || y === undefined) continue;
    if (seen.has(y)) twice.add(y);
    seen.add(y);
  }
  return [...twice].sort((a, b) => a - b);
}
