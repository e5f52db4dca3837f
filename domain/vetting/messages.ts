/**
 * Validation messages of vetting applications (seed 3 §5 Vetting, §8 Vetting and certifications), one Lingui
 * lazy descriptor per rule; `domain/messages.ts` spreads them into `M`. The spec's own words are kept where it
 * gives them ("Unable to progress, contact the provincial safeguarding manager"); the rest are ours.
 */
export const VETTING_MESSAGES = {
  vettingClubRequired: /*i18n*/ { id: 'validation.vetting.clubRequired', message: 'Choose your club' },
  vettingAssociationRequired: /*i18n*/ {
    id: 'validation.vetting.associationRequired',
    message: 'Choose the association',
  },
  vettingRoleRequired: /*i18n*/ { id: 'validation.vetting.roleRequired', message: 'Choose the role' },
  vettingTypeRequired: /*i18n*/ {
    id: 'validation.vetting.typeRequired',
    message: 'Choose the kind of vetting',
  },
  accessNiReference: /*i18n*/ {
    id: 'validation.vetting.accessNiReference',
    message: 'The Access NI reference is 10 digits starting with 200',
  },
  vettingConsent: /*i18n*/ {
    id: 'validation.vetting.consent',
    message: 'Tick the box to confirm',
  },
  vettingBlocked: /*i18n*/ {
    id: 'validation.vetting.blocked',
    message: 'Unable to progress, contact the provincial safeguarding manager',
  },
  vettingNameMax: /*i18n*/ {
    id: 'validation.vetting.nameMax',
    message: 'Names must be at most 30 characters',
  },
  vettingAddressMax: /*i18n*/ {
    id: 'validation.vetting.addressMax',
    message: 'Address lines must be at most 50 characters',
  },
  vettingPostcodeMax: /*i18n*/ {
    id: 'validation.vetting.postcodeMax',
    message: 'Postcode must be at most 10 characters',
  },
  vettingTooYoung: /*i18n*/ {
    id: 'validation.vetting.tooYoung',
    message: 'Applicants must be 16 or older',
  },
  vettingGuardianRequired: /*i18n*/ {
    id: 'validation.vetting.guardianRequired',
    message: 'Applicants aged 16 to 18 need the consent of a parent or guardian',
  },
  proofOfAddressDate: /*i18n*/ {
    id: 'validation.vetting.proofOfAddressDate',
    message: 'Proof of address must be dated within 6 months of the application',
  },
  vettingDateFuture: /*i18n*/ {
    id: 'validation.vetting.dateFuture',
    message: 'This date cannot be in the future',
  },
  reviewDateNvb1: /*i18n*/ {
    id: 'validation.vetting.reviewDateNvb1',
    message: 'The in-person review date must match the date on the NVB1 form',
  },
  vettingReasonRequired: /*i18n*/ {
    id: 'validation.vetting.reasonRequired',
    message: 'Give a reason',
  },
  vettingReasonMax: /*i18n*/ {
    id: 'validation.vetting.reasonMax',
    message: 'The reason must be at most 255 characters',
  },
  vettingDocumentsMissing: /*i18n*/ {
    id: 'validation.vetting.documentsMissing',
    message: 'Upload the documents this application needs before submitting it',
  },
  vettingAlreadyOpen: /*i18n*/ {
    id: 'validation.vetting.alreadyOpen',
    message: 'You already have a vetting application open; finish or cancel it first',
  },
  vettingActionNotAllowed: /*i18n*/ {
    id: 'validation.vetting.actionNotAllowed',
    message: 'This action is not possible at this stage of the application',
  },
  gardaFileInvalid: /*i18n*/ {
    id: 'validation.vetting.gardaFileInvalid',
    message: 'The file is not a Garda reference file (a JSON list of reference and gardaReference)',
  },
  gardaRowUnknown: /*i18n*/ {
    id: 'validation.vetting.gardaRowUnknown',
    message: 'No application awaiting Garda review has this reference',
  },
  gardaReferenceInvalid: /*i18n*/ {
    id: 'validation.vetting.gardaReferenceInvalid',
    message: 'The Garda reference must be 1 to 50 letters, digits or dashes',
  },
  fileTooBig: /*i18n*/ { id: 'validation.vetting.fileTooBig', message: 'File too big (at most 10 MB)' },
  fileTypeNotSupported: /*i18n*/ {
    id: 'validation.vetting.fileType',
    message: 'Type not supported (PDF, JPEG or PNG)',
  },
  tooManyFiles: /*i18n*/ {
    id: 'validation.vetting.tooManyFiles',
    message: 'Too many files: upload one at a time',
  },
  vettingMailSubject: /*i18n*/ {
    id: 'validation.vetting.mailSubject',
    message: 'Your vetting is complete',
  },
  vettingMailBody: /*i18n*/ {
    id: 'validation.vetting.mailBody',
    message: 'Your vetting application is complete. Your vetting is valid until',
  },
} as const;
