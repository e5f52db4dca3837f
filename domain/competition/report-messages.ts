/**
 * Validation and error messages of match officials and referee reports (seed 2 §5, §8), as Lingui lazy
 * descriptors: schemas put the `id` in the issue, the client renders it with `i18n._(id)` and the server
 * translates it from the same catalogs. Limits come from seed 2 §9.
 */

export const RM = {
  playerNameMax: /*i18n*/ {
    id: 'validation.report.playerNameMax',
    message: 'Player name must be at most 64 characters',
  },
  notesMax: /*i18n*/ { id: 'validation.report.notesMax', message: 'Notes must be at most 250 characters' },
  reasonMax: /*i18n*/ { id: 'validation.report.reasonMax', message: 'Reason must be at most 250 characters' },
  reasonRequired: /*i18n*/ {
    id: 'validation.report.reasonRequired',
    message: 'Give the reason the card was reversed',
  },
  commentMax: /*i18n*/ {
    id: 'validation.report.commentMax',
    message: 'Comment must be at most 250 characters',
  },
  commentRequiredForOther: /*i18n*/ {
    id: 'validation.report.commentRequired',
    message: 'A comment is required when "Other" is selected',
  },
  timeInvalid: /*i18n*/ { id: 'validation.time.invalid', message: 'Enter a valid time (hh:mm)' },
  fileTooLarge: /*i18n*/ { id: 'upload.fileTooLarge', message: 'File too large: at most 10 MB' },
  fileTypeNotSupported: /*i18n*/ {
    id: 'upload.fileTypeNotSupported',
    message: 'File type not supported: use jpg, jpeg, png or pdf',
  },
  maxFilesExceeded: /*i18n*/ {
    id: 'upload.maxFilesExceeded',
    message: 'Max files exceeded: one file per upload',
  },
  fileRejected: /*i18n*/ { id: 'upload.fileRejected', message: 'File rejected' },
  duplicateOfficials: /*i18n*/ { id: 'officials.duplicate', message: 'Duplicate officials added' },
  ownAvailabilityOnly: /*i18n*/ {
    id: 'officials.ownAvailabilityOnly',
    message: 'You can only change your own availability',
  },
  reportFinal: /*i18n*/ {
    id: 'report.final',
    message: 'This referee report was submitted and can no longer be edited',
  },
} as const;
