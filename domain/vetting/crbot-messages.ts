/**
 * Validation messages of the CRBOT form (seed 3 §5 CRBOT), one Lingui lazy descriptor per rule;
 * `domain/messages.ts` spreads them into `M`. The rules are the spec's; the sentences are ours.
 */
export const CRBOT_MESSAGES = {
  crbotNationalityRequired: /*i18n*/ {
    id: 'validation.crbot.nationalityRequired',
    message: 'Choose your nationality',
  },
  crbotIdentityTypeRequired: /*i18n*/ {
    id: 'validation.crbot.identityTypeRequired',
    message: 'Choose the type of identity document',
  },
  crbotPpsRequired: /*i18n*/ { id: 'validation.crbot.ppsRequired', message: 'Enter your PPS number' },
  crbotPpsFormat: /*i18n*/ {
    id: 'validation.crbot.ppsFormat',
    message: 'A PPS number is 7 digits followed by 1 or 2 letters, for example 1234567TW',
  },
  crbotOrganizationRequired: /*i18n*/ {
    id: 'validation.crbot.organizationRequired',
    message: 'Choose the organisation',
  },
  crbotOrganizationNotYours: /*i18n*/ {
    id: 'validation.crbot.organizationNotYours',
    message: 'You can only file for an organisation you belong to',
  },
  crbotDateFuture: /*i18n*/ {
    id: 'validation.crbot.dateFuture',
    message: 'This date cannot be in the future',
  },
  crbotCessationBeforeAppointed: /*i18n*/ {
    id: 'validation.crbot.cessationBeforeAppointed',
    message: 'The cessation date must be on or after the appointed date',
  },
  crbotInterestRequired: /*i18n*/ {
    id: 'validation.crbot.interestRequired',
    message: 'Choose the extent of interest held',
  },
  crbotConfirmRequired: /*i18n*/ {
    id: 'validation.crbot.confirmRequired',
    message: 'Tick the box to confirm the information is correct',
  },
} as const;
