/**
 * Validation messages of injury records and injury notifications (seed 2 §5 and §8), one Lingui lazy
 * descriptor per rule; `domain/messages.ts` spreads them into `M`. The spec's own words are kept where it
 * gives them (the over-18 rule, the checkboxes, the approval summary); the rest are ours.
 */
export const INJURY_MESSAGES = {
  // Injury record (seed 2 §5)
  injuryDateFuture: /*i18n*/ {
    id: 'validation.injury.dateFuture',
    message: 'Injury date cannot be in the future',
  },
  partialReturnBeforeInjury: /*i18n*/ {
    id: 'validation.injury.partialBeforeInjury',
    message: 'Partial return date cannot be before the injury date',
  },
  partialReturnFuture: /*i18n*/ {
    id: 'validation.injury.partialFuture',
    message: 'Partial return date cannot be in the future',
  },
  fullReturnBeforeInjury: /*i18n*/ {
    id: 'validation.injury.fullBeforeInjury',
    message: 'Full return date cannot be before the injury date',
  },
  fullReturnBeforePartial: /*i18n*/ {
    id: 'validation.injury.fullBeforePartial',
    message: 'Full return date cannot be before the partial return date',
  },
  fullReturnTooFar: /*i18n*/ {
    id: 'validation.injury.fullTooFar',
    message: 'Full return date can be at most 7 days from today',
  },
  requiredWithFullReturn: /*i18n*/ {
    id: 'validation.injury.requiredWithFullReturn',
    message: 'Required when a full return date is given',
  },
  detailRequired: /*i18n*/ {
    id: 'validation.injury.detailRequired',
    message: 'Add at least one injury detail when a full return date is given',
  },
  diagnosisArea: /*i18n*/ {
    id: 'validation.injury.diagnosisArea',
    message: 'This diagnosis does not belong to the injury area',
  },
  notesMax: /*i18n*/ { id: 'validation.injury.notesMax', message: 'Notes must be at most 500 characters' },
  detailsMax: /*i18n*/ {
    id: 'validation.injury.detailsMax',
    message: 'An injury record can have at most 20 details',
  },

  // Injury notification (seed 2 §5, §8)
  notificationDateFuture: /*i18n*/ {
    id: 'validation.injuryNotification.dateFuture',
    message: 'Injury date must be today or earlier',
  },
  notificationDateBeforeScheme: /*i18n*/ {
    id: 'validation.injuryNotification.beforeScheme',
    message: 'Only injuries on or after 1 June 2025 can be notified',
  },
  notificationTooLate: /*i18n*/ {
    id: 'validation.injuryNotification.tooLate',
    message: 'The unit must be notified within 60 days of the injury, the injury day counting as day 1',
  },
  claimantOver18: /*i18n*/ {
    id: 'validation.injuryNotification.over18',
    message: 'You must be over 18 years of age to submit an injury notification',
  },
  confirmCheckbox: /*i18n*/ {
    id: 'validation.injuryNotification.confirm',
    message: 'Please confirm the checkbox to continue',
  },
  selectUnit: /*i18n*/ { id: 'validation.injuryNotification.unit', message: 'Please select a unit' },
  selectTeam: /*i18n*/ { id: 'validation.injuryNotification.team', message: 'Please select a team' },
  selectOption: /*i18n*/ {
    id: 'validation.injuryNotification.select',
    message: 'Please select an option',
  },
  planNameLength: /*i18n*/ {
    id: 'validation.injuryNotification.planName',
    message: 'Plan name must be 5 to 100 characters',
  },
  circumstancesLength: /*i18n*/ {
    id: 'validation.injuryNotification.circumstances',
    message: 'Injury circumstances must be 5 to 500 characters',
  },
  declarationRequired: /*i18n*/ {
    id: 'validation.injuryNotification.declaration',
    message: 'Please confirm above checkbox',
  },
  supportingDocumentsCheckbox: /*i18n*/ {
    id: 'validation.injuryNotification.documentsCheckbox',
    message: 'You must select the checkbox to continue',
  },
  approveSummary: /*i18n*/ {
    id: 'validation.injuryNotification.approveSummary',
    message:
      'You must add the supporting documents and confirm the checkbox to approve the injury notification.',
  },
} as const;

/** Answers of the injury fund eligibility check (seed 2 §8): not validation messages, so not in `M`. */
export const PIF_MESSAGES = {
  unableToFindPerson: /*i18n*/ { id: 'pif.unableToFindPerson', message: 'Unable to find person' },
  clubNotFound: /*i18n*/ { id: 'pif.clubNotFound', message: 'Unable to find club' },
} as const;

/** Why the injury fund does not cover a person on a day (the eligibility report). */
export const PIF_REASON_MESSAGES = {
  NOT_CLUB_MEMBER: /*i18n*/ {
    id: 'pif.reason.notClubMember',
    message: 'The person is not a member of this club',
  },
  MEMBERSHIP_NOT_REGISTERED: /*i18n*/ {
    id: 'pif.reason.membershipNotRegistered',
    message: 'No membership with this club was registered on the injury date',
  },
  NO_PIF_SEASON: /*i18n*/ {
    id: 'pif.reason.noSeason',
    message: 'No injury fund season covers the injury date',
  },
  PIF_INVOICE_MISSING: /*i18n*/ {
    id: 'pif.reason.invoiceMissing',
    message: 'The club has no injury fund invoice for that season',
  },
  PIF_INVOICE_UNPAID: /*i18n*/ {
    id: 'pif.reason.invoiceUnpaid',
    message: "The club's injury fund invoice for that season is not paid",
  },
  TEAM_NOT_COVERED: /*i18n*/ {
    id: 'pif.reason.teamNotCovered',
    message: "None of the person's teams in this club is covered by the club's injury fund invoice",
  },
} as const;
