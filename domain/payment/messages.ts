/**
 * Messages of payments (seed 3 §5 Payments, §8 Payments), one Lingui lazy descriptor per rule; the
 * validation ones are spread into `M` (domain/messages.ts). The spec's words where it gives them.
 */
export const PAYMENT_MESSAGES = {
  paymentTopUpRange: /*i18n*/ {
    id: 'validation.payment.topUpRange',
    message: 'A top-up is between 50 and 10,000',
  },
  paymentTopUpRangeBacs: /*i18n*/ {
    id: 'validation.payment.topUpRangeBacs',
    message: 'A BACS direct debit top-up is between 100 and 10,000',
  },
  paymentAmountPositive: /*i18n*/ {
    id: 'validation.payment.amountPositive',
    message: 'The amount must be more than zero',
  },
  paymentCurrency: /*i18n*/ {
    id: 'validation.payment.currency',
    message: 'The currency is a 3-letter code',
  },
  paymentDescriptionMax: /*i18n*/ {
    id: 'validation.payment.descriptionMax',
    message: 'At most 255 characters',
  },
  paymentReasonMax: /*i18n*/ {
    id: 'validation.payment.reasonMax',
    message: 'A reason is at most 255 characters',
  },
  paymentMethodDescriptionMax: /*i18n*/ {
    id: 'validation.payment.methodDescriptionMax',
    message: 'A description is at most 30 characters',
  },
  paymentMethodToken: /*i18n*/ {
    id: 'validation.payment.methodToken',
    message: 'Choose a card',
  },
  paymentMethodCountry: /*i18n*/ {
    id: 'validation.payment.methodCountry',
    message: 'The country is a 2-letter code',
  },
  paymentMethodAccountNumber: /*i18n*/ {
    id: 'validation.payment.methodAccountNumber',
    message: 'An account number or IBAN is 4 to 34 letters and digits',
  },
  paymentMethodRoutingNumber: /*i18n*/ {
    id: 'validation.payment.methodRoutingNumber',
    message: 'A sort code or routing number is digits only',
  },
  transferInvoiceAction: /*i18n*/ {
    id: 'validation.transferInvoice.action',
    message: 'Choose Pay or Reject',
  },
  exchangeRateRequired: /*i18n*/ {
    id: 'validation.exchangeRate.required',
    message: 'New exchange rate required',
  },
  exchangeRateFormat: /*i18n*/ {
    id: 'validation.exchangeRate.format',
    message: 'A rate has at most 10 digits before the point and 8 after',
  },
  exchangeRatePositive: /*i18n*/ {
    id: 'validation.exchangeRate.positive',
    message: 'The rate must be more than zero',
  },
  exchangeRateSamePair: /*i18n*/ {
    id: 'validation.exchangeRate.samePair',
    message: 'The two currencies must differ',
  },
  terminalNameMax: /*i18n*/ { id: 'validation.terminal.nameMax', message: 'A name is at most 50 characters' },
  terminalAddressMax: /*i18n*/ {
    id: 'validation.terminal.addressMax',
    message: 'An address line is at most 50 characters',
  },
  terminalPostalCodeMax: /*i18n*/ {
    id: 'validation.terminal.postalCodeMax',
    message: 'A postcode is at most 10 characters',
  },
  terminalRegistrationCode: /*i18n*/ {
    id: 'validation.terminal.registrationCode',
    message: 'Enter the registration code the reader shows',
  },
};

/** Errors the payment routes answer (serviceError: the caller's language, the id kept). */
export const PAYMENT_ERRORS = {
  notFound: /*i18n*/ { id: 'payment.error.notFound', message: 'No such request' },
  noAccount: /*i18n*/ {
    id: 'payment.error.noAccount',
    message: 'This club has no payment account yet',
  },
  ownRequest: /*i18n*/ {
    id: 'payment.error.ownRequest',
    message: 'A top-up or payout needs approval by a second administrator with finance privileges',
  },
  financeAfterRequest: /*i18n*/ {
    id: 'payment.error.financeAfterRequest',
    message: 'You were given the finance privilege after this request was made, so you cannot approve it',
  },
  notRequester: /*i18n*/ {
    id: 'payment.error.notRequester',
    message: 'Only the administrator who made the request can cancel it',
  },
  notPending: /*i18n*/ {
    id: 'payment.error.notPending',
    message: 'This request has already been decided',
  },
  insufficientFunds: /*i18n*/ {
    id: 'payment.error.insufficientFunds',
    message: 'Insufficient funds: the payout is more than the available balance',
  },
  payoutsFrozen: /*i18n*/ {
    id: 'payment.error.payoutsFrozen',
    message: 'Payouts are frozen for this club',
  },
  methodUnknown: /*i18n*/ {
    id: 'payment.error.methodUnknown',
    message: 'Choose one of the club’s payment methods',
  },
  currencyMismatch: /*i18n*/ {
    id: 'payment.error.currencyMismatch',
    message: 'The currency does not match the payment method',
  },
  methodNotFound: /*i18n*/ { id: 'payment.error.methodNotFound', message: 'No such payment method' },
  methodRefused: /*i18n*/ {
    id: 'payment.error.methodRefused',
    message: 'The payment provider refused this payment method',
  },
  exchangeRateActive: /*i18n*/ {
    id: 'payment.error.exchangeRateActive',
    message: 'This currency pair already has an active rate',
  },
  exchangeRateNotFound: /*i18n*/ {
    id: 'payment.error.exchangeRateNotFound',
    message: 'No such exchange rate',
  },
  noCashBalance: /*i18n*/ {
    id: 'payment.error.noCashBalance',
    message: 'There is no cash balance in this currency to charge',
  },
  subscriptionNotFound: /*i18n*/ {
    id: 'payment.error.subscriptionNotFound',
    message: 'No such subscription',
  },
  subscriptionCancelFailed: /*i18n*/ {
    id: 'payment.error.subscriptionCancelFailed',
    message: 'Unable to cancel subscription plan',
  },
  subscriptionCardUnknown: /*i18n*/ {
    id: 'payment.error.subscriptionCardUnknown',
    message: 'Choose one of your own cards',
  },
  organizationNotFound: /*i18n*/ {
    id: 'payment.error.organizationNotFound',
    message: 'No such organisation',
  },
  transferInsufficientFunds: /*i18n*/ {
    id: 'payment.error.transferInsufficientFunds',
    message: 'Insufficient funds: the transfer is more than the available balance',
  },
  providerFailed: /*i18n*/ {
    id: 'payment.error.providerFailed',
    message: 'Error processing payment',
  },
  terminalNotFound: /*i18n*/ {
    id: 'terminal.error.notFound',
    message: 'No such location, reader or payment',
  },
  terminalRegistrationCode: /*i18n*/ {
    id: 'terminal.error.registrationCode',
    message: 'The reader could not be registered with this code',
  },
  terminalPaymentDone: /*i18n*/ {
    id: 'terminal.error.paymentDone',
    message: 'This payment is already finished',
  },
  terminalSplashType: /*i18n*/ {
    id: 'terminal.error.splashType',
    message: 'The splash screen is one PNG, JPEG or GIF image of at most 2 MB',
  },
};
