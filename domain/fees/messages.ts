/**
 * Messages of season fees (seed 3 §5 Season fees, §8 Fees): validation rules, one Lingui lazy descriptor
 * each (`domain/messages.ts` spreads them into `M`), and the server's refusals and successes (FEE_ERRORS,
 * FEE_SUCCESS). The spec's own words are kept where it gives them ("New season {year} created", "Season
 * Bands Updated"); the rest are ours.
 */
export const FEE_MESSAGES = {
  feeSeasonYear: /*i18n*/ {
    id: 'validation.fees.seasonYear',
    message: 'Enter a season year between 2000 and 2100',
  },
  feeEndDateFormat: /*i18n*/ {
    id: 'validation.fees.endDateFormat',
    message: 'Enter the end date as dd/mm/yyyy',
  },
  feeEndDateRange: /*i18n*/ {
    id: 'validation.fees.endDateRange',
    message: 'The season starts on 1 June: the end date must be after it, and within two years of it',
  },
  feeBandName: /*i18n*/ {
    id: 'validation.fees.bandName',
    message: 'A claims band is a single letter, A to E',
  },
  feePenaltyNumber: /*i18n*/ {
    id: 'validation.fees.penaltyNumber',
    message: 'The penalty must be a number from 0 to 100',
  },
  feePenaltyMax: /*i18n*/ {
    id: 'validation.fees.penaltyMax',
    message: 'The penalty must be 100 or below',
  },
  feePricePerTeam: /*i18n*/ {
    id: 'validation.fees.pricePerTeam',
    message: 'The price per team must be an amount of 0 or more',
  },
  feePriceCeiling: /*i18n*/ {
    id: 'validation.fees.priceCeiling',
    message: 'The ceiling must be greater than 0, or left blank',
  },
  feeLevelNumber: /*i18n*/ {
    id: 'validation.fees.levelNumber',
    message: 'The level is a whole number from 1 to 99',
  },
  feeOrganizationTypes: /*i18n*/ {
    id: 'validation.fees.organizationTypes',
    message: 'Choose at least one organisation type',
  },
  feeActivities: /*i18n*/ {
    id: 'validation.fees.activities',
    message: 'Choose at least one activity',
  },
  feeLevelRequired: /*i18n*/ {
    id: 'validation.fees.levelRequired',
    message: 'Choose the fee level',
  },
  feeDiscount: /*i18n*/ {
    id: 'validation.fees.discount',
    message: 'The discount must be an amount of 0 or more',
  },
  feeAmountPaid: /*i18n*/ {
    id: 'validation.fees.amountPaid',
    message: 'A part payment must be more than 0 and less than the total',
  },
} as const;

/** Refusals of the fee service, as `{ status, summary, message, errors }` bodies in the caller's language. */
export const FEE_ERRORS = {
  notFound: /*i18n*/ { id: 'fees.error.notFound', message: 'Not found' },
  seasonExists: /*i18n*/ { id: 'fees.error.seasonExists', message: 'This season already exists' },
  seasonNotAfterFinal: /*i18n*/ {
    id: 'fees.error.seasonNotAfterFinal',
    message: 'A new season must come after the last final season',
  },
  seasonFinal: /*i18n*/ {
    id: 'fees.error.seasonFinal',
    message: 'This season is final: its levels and grades can no longer change',
  },
  bandsFinal: /*i18n*/ {
    id: 'fees.error.bandsFinal',
    message: 'The bands of this season are final and can no longer change',
  },
  bandsNotFinal: /*i18n*/ {
    id: 'fees.error.bandsNotFinal',
    message: 'Finalise the bands before finalising the season',
  },
  seasonIncomplete: /*i18n*/ {
    id: 'fees.error.seasonIncomplete',
    message: 'A season needs at least one fee level and one grade before it is finalised',
  },
  seasonNotFinal: /*i18n*/ {
    id: 'fees.error.seasonNotFinal',
    message: 'Invoices can be generated only after the season is finalised',
  },
  levelInUse: /*i18n*/ {
    id: 'fees.error.levelInUse',
    message: 'A grade uses this fee level: change the grade first',
  },
  levelExists: /*i18n*/ {
    id: 'fees.error.levelExists',
    message: 'This season already has a fee level with this number',
  },
  nothingToMigrate: /*i18n*/ {
    id: 'fees.error.nothingToMigrate',
    message: 'There is no final season to migrate from',
  },
  invoiceUpdate: /*i18n*/ { id: 'fees.error.invoiceUpdate', message: 'Unable to update invoice' },
  invoiceDelete: /*i18n*/ {
    id: 'fees.error.invoiceDelete',
    message: 'Unable to delete invoice: money has been received for it',
  },
  invoiceGenerate: /*i18n*/ { id: 'fees.error.invoiceGenerate', message: 'Unable to generate invoice' },
  invoiceExists: /*i18n*/ {
    id: 'fees.error.invoiceExists',
    message: 'This club already has an invoice for the season',
  },
  invoicePaid: /*i18n*/ { id: 'fees.error.invoicePaid', message: 'This invoice is already paid' },
  invoiceNothingDue: /*i18n*/ {
    id: 'fees.error.invoiceNothingDue',
    message: 'Nothing is due on this invoice',
  },
  invoicePay: /*i18n*/ { id: 'fees.error.invoicePay', message: 'Error paying invoice' },
  paidOnline: /*i18n*/ {
    id: 'fees.error.paidOnline',
    message: 'An invoice paid online cannot be changed by hand',
  },
  notAClub: /*i18n*/ { id: 'fees.error.notAClub', message: 'Invoices are made for clubs only' },
  groupNotOfClub: /*i18n*/ {
    id: 'fees.error.groupNotOfClub',
    message: "This team is not one of the invoice's club's teams",
  },
  groupOnInvoice: /*i18n*/ {
    id: 'fees.error.groupOnInvoice',
    message: 'This team is already on the invoice',
  },
  noSecretary: /*i18n*/ {
    id: 'fees.error.noSecretary',
    message: 'The club has no secretary or club e-mail to remind',
  },
} as const;

/** The invoice reminder e-mail (server/services/fees/invoice-reminder.ts), `{…}` filled in by the server. */
export const FEE_REMINDER = {
  subject: /*i18n*/ { id: 'fees.reminder.subject', message: 'Player injury fund invoice {season}: {club}' },
  body: /*i18n*/ {
    id: 'fees.reminder.body',
    message:
      'The player injury fund invoice of {club} for the {season} season is {status}: {due} remains to pay. A club officer can pay it online under Clubs, Payments and fees.',
  },
  due: /*i18n*/ { id: 'fees.reminder.statusDue', message: 'due' },
  partPaid: /*i18n*/ { id: 'fees.reminder.statusPartPaid', message: 'part paid' },
} as const;
