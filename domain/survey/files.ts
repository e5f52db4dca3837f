/**
 * Files of a survey's FILE questions (seed 3 §5 Surveys, §9: "one file, 10 MB"): one file per upload, a PDF
 * or an image, checked by its bytes on the server. A FILE answer is the list of the uploaded files' ids.
 */
export const SURVEY_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const SURVEY_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

export interface SurveyFileDoc {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}
