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
});
export type SurveyFileDoc = v.InferOutput<typeof SurveyFileDoc>;
