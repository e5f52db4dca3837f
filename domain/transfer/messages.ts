/**
 * Validation messages of player transfers (seed 2 §5 and §8), one Lingui lazy descriptor per rule;
 * `domain/messages.ts` spreads them into `M`. The spec's words are kept where it gives them (intra-county,
 * association not approved, no eligible type); the rest are ours.
 */
export const TRANSFER_MESSAGES = {
  transferIntraCounty: /*i18n*/ {
    id: 'validation.transfer.intraCounty',
    message: 'GAA intra-county transfers are not allowed in Páirc. Please contact your club secretary.',
  },
  transferAssociationNotApproved: /*i18n*/ {
    id: 'validation.transfer.associationNotApproved',
    message: 'This association is not approved for transfers in Páirc. Please contact your club secretary.',
  },
  transferNotMemberOfClub: /*i18n*/ {
    id: 'validation.transfer.notMemberOfClub',
    message: 'The player is not an active member of the leaving club',
  },
  transferNoEligibleType: /*i18n*/ {
    id: 'validation.transfer.noEligibleType',
    message: 'Unable to find an eligible transfer type',
  },
  transferReasonMax: /*i18n*/ {
    id: 'validation.transfer.reasonMax',
    message: 'Reason must be at most 2,500 characters',
  },
  transferTextMax: /*i18n*/ {
    id: 'validation.transfer.textMax',
    message: 'Must be at most 50 characters',
  },
  transferNotesMax: /*i18n*/ {
    id: 'validation.transfer.notesMax',
    message: 'Notes must be at most 500 characters',
  },
  transferPassportNumberMax: /*i18n*/ {
    id: 'validation.transfer.passportNumberMax',
    message: 'Passport number must be at most 16 characters',
  },
  transferPostcode: /*i18n*/ {
    id: 'validation.transfer.postcode',
    message: 'Enter a valid postcode of at most 10 characters',
  },
  transferDate: /*i18n*/ { id: 'validation.transfer.date', message: 'Enter a valid date' },
  transferStartFuture: /*i18n*/ {
    id: 'validation.transfer.startFuture',
    message: 'Start date must be in the future',
  },
  transferEndAfterStart: /*i18n*/ {
    id: 'validation.transfer.endAfterStart',
    message: 'End date must be after the start date',
  },
  transferOverseasSeason: /*i18n*/ {
    id: 'validation.transfer.overseasSeason',
    message: 'Overseas sanctions and permits apply from 1 March to 31 October of one year',
  },
  transferCamogieSixMonths: /*i18n*/ {
    id: 'validation.transfer.camogieSixMonths',
    message: 'A camogie sanction abroad lasts at most 6 months',
  },
  transferTravelInsurance: /*i18n*/ {
    id: 'validation.transfer.travelInsurance',
    message:
      'Confirm that you hold a travel insurance certificate from a named insurer for this sanction or permit',
  },
  transferConfirmation: /*i18n*/ {
    id: 'validation.transfer.confirmation',
    message: 'Please confirm the declaration to continue',
  },
  transferDocumentsMissing: /*i18n*/ {
    id: 'validation.transfer.documentsMissing',
    message: 'Add the supporting documents this transfer type needs (visa and/or insurance)',
  },
  transferRejectionReason: /*i18n*/ {
    id: 'validation.transfer.rejectionReason',
    message: 'Give a reason of at most 2,500 characters',
  },
  transferReturnDate: /*i18n*/ {
    id: 'validation.transfer.returnDate',
    message: 'The return date cannot be before the start date',
  },
  transferFileTooLarge: /*i18n*/ {
    id: 'validation.transfer.fileTooLarge',
    message: 'File too large: at most 10 MB',
  },
  transferFileType: /*i18n*/ {
    id: 'validation.transfer.fileType',
    message: 'File type not supported: JPG, PNG or PDF',
  },
  transferFileOne: /*i18n*/ { id: 'validation.transfer.fileOne', message: 'Upload one file at a time' },
  transferFileMissing: /*i18n*/ { id: 'validation.transfer.fileMissing', message: 'Add a file' },
} as const;
