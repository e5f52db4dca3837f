/**
 * Messages of the survey engine (seed 3 §5 "Surveys", §8 "Surveys"), one Lingui lazy descriptor each;
 * `domain/messages.ts` spreads them into `M`. The spec's words are kept where it gives them ("Must provide a
 * reason", "A survey already submitted blocks another"); the rest are ours.
 */
export const SURVEY_MESSAGES = {
  surveyTooFewChoices: /*i18n*/ { id: 'validation.survey.tooFewChoices', message: 'Choose more options' },
  surveyTooManyChoices: /*i18n*/ {
    id: 'validation.survey.tooManyChoices',
    message: 'Too many options chosen',
  },
  surveyTooShort: /*i18n*/ { id: 'validation.survey.tooShort', message: 'This answer is too short' },
  surveyTooLong: /*i18n*/ { id: 'validation.survey.tooLong', message: 'This answer is too long' },
  surveyTooSmall: /*i18n*/ { id: 'validation.survey.tooSmall', message: 'This number is too small' },
  surveyTooLarge: /*i18n*/ { id: 'validation.survey.tooLarge', message: 'This number is too large' },
  surveyNotANumber: /*i18n*/ { id: 'validation.survey.notANumber', message: 'Enter a number' },
  surveyTooManyFiles: /*i18n*/ { id: 'validation.survey.tooManyFiles', message: 'Too many files' },
  surveyFileTooLarge: /*i18n*/ {
    id: 'validation.survey.fileTooLarge',
    message: 'The file is too big: the limit is 10 MB',
  },
  surveyFileType: /*i18n*/ {
    id: 'validation.survey.fileType',
    message: 'This type of file is not supported: upload a PDF, PNG or JPEG',
  },
  surveyFileOne: /*i18n*/ { id: 'validation.survey.fileOne', message: 'Upload one file at a time' },
  surveyFileRejected: /*i18n*/ { id: 'validation.survey.fileRejected', message: 'The file was rejected' },
  surveyReasonRequired: /*i18n*/ { id: 'validation.survey.reasonRequired', message: 'Must provide a reason' },
  surveyReasonMax: /*i18n*/ {
    id: 'validation.survey.reasonMax',
    message: 'The reason must be at most 255 characters',
  },
  surveyNoteMax: /*i18n*/ {
    id: 'validation.survey.noteMax',
    message: 'The note must be at most 2,000 characters',
  },
  surveyAmountOverApplied: /*i18n*/ {
    id: 'validation.survey.amountOverApplied',
    message: 'The amount approved cannot be more than the amount applied for',
  },
  surveyLevelRequired: /*i18n*/ {
    id: 'validation.survey.levelRequired',
    message: 'Choose the accreditation level',
  },
  surveyBulkCount: /*i18n*/ {
    id: 'validation.survey.bulkCount',
    message: 'Choose between 1 and 100 submissions',
  },
  surveyBulkDuplicate: /*i18n*/ {
    id: 'validation.survey.bulkDuplicate',
    message: 'A submission is chosen more than once',
  },
} as const;

/** Errors the survey routes answer (§8), as descriptors the server translates and the app shows. */
export const SURVEY_ERRORS = {
  blocked: /*i18n*/ { id: 'survey.error.blocked', message: 'A survey already submitted blocks another' },
  locked: /*i18n*/ {
    id: 'survey.error.locked',
    message: 'This survey has been submitted and can no longer be edited',
  },
  notAllowed: /*i18n*/ {
    id: 'survey.error.notAllowed',
    message: 'This action is not possible in the submission’s current status',
  },
  incomplete: /*i18n*/ {
    id: 'survey.error.incomplete',
    message: 'Unable to submit, please try again: some required questions are not answered',
  },
  approval: /*i18n*/ { id: 'survey.error.approval', message: 'Error while submitting the approval' },
  saveDraft: /*i18n*/ { id: 'survey.error.saveDraft', message: 'Unable to save draft' },
  fetchQuestions: /*i18n*/ { id: 'survey.error.fetchQuestions', message: 'Unable to fetch questions' },
  submit: /*i18n*/ { id: 'survey.error.submit', message: 'Unable to submit, please try again' },
  upload: /*i18n*/ { id: 'survey.error.upload', message: 'Unable to upload the file' },
  retrieve: /*i18n*/ { id: 'survey.error.retrieve', message: 'Unable to retrieve the file' },
  /** Seed 3 §5 "Linked documents: one document per associated year" (409). */
  duplicateYear: /*i18n*/ {
    id: 'survey.error.duplicateYear',
    message: 'Only one document per associated year: a document for {year} is already linked',
  },
  /** A linked document uploaded without its year. */
  yearRequired: /*i18n*/ {
    id: 'survey.error.yearRequired',
    message: 'Choose the year this document is for',
  },
  /** A bulk action's row the caller may not act on, or that does not exist (never told apart). */
  notFound: /*i18n*/ { id: 'survey.error.notFound', message: 'Survey not found' },
} as const;
