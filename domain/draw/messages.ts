/**
 * Validation and error messages of draws (seed 2 §5 Draw entry, Draw allocation, §8 Draws), one Lingui lazy
 * descriptor per rule; `domain/messages.ts` spreads the validation ones into `M`. The spec's own words are
 * kept where it gives them; the rest are ours.
 */
export const DRAW_MESSAGES = {
  drawEntrantNameMin: /*i18n*/ {
    id: 'validation.draw.nameMin',
    message: 'Name must be at least 3 characters',
  },
  drawNameMax: /*i18n*/ { id: 'validation.draw.nameMax', message: 'Name must be at most 100 characters' },
  drawAddressRequired: /*i18n*/ { id: 'validation.draw.addressRequired', message: 'Address is required' },
  drawAddressMax: /*i18n*/ {
    id: 'validation.draw.addressMax',
    message: 'Address must be at most 200 characters',
  },
  drawPhoneCountryCode: /*i18n*/ {
    id: 'validation.draw.phone',
    message: 'Phone number must start with the country code +353 or +44',
  },
  drawOver18: /*i18n*/ { id: 'validation.draw.over18', message: 'Sorry, you must be over 18 to enter.' },
  drawTerms: /*i18n*/ { id: 'validation.draw.terms', message: 'Please agree to the Terms & Conditions' },
  drawMaxTickets: /*i18n*/ {
    id: 'validation.draw.maxTickets',
    message: 'At most 10 tickets can be bought in one entry',
  },
  drawQuantityMin: /*i18n*/ { id: 'validation.draw.quantityMin', message: 'Buy at least 1 ticket' },
  drawStartPositive: /*i18n*/ {
    id: 'validation.draw.startPositive',
    message: 'Start ticket number must be greater than 0',
  },
  drawCountPositive: /*i18n*/ {
    id: 'validation.draw.countPositive',
    message: 'Number of tickets must be greater than 0',
  },
  drawCountMax: /*i18n*/ {
    id: 'validation.draw.countMax',
    message: 'At most 100,000 tickets can be allocated at once',
  },
  drawNumberMax: /*i18n*/ {
    id: 'validation.draw.numberMax',
    message: 'Ticket numbers go up to 99,999,999',
  },
  drawDate: /*i18n*/ { id: 'validation.draw.date', message: 'Enter a valid date' },
  drawNoteMax: /*i18n*/ { id: 'validation.draw.noteMax', message: 'Note must be at most 500 characters' },
} as const;

/** Errors the draw service answers (seed 2 §8 where it words them). */
export const DRAW_ERRORS = {
  tooManyEntries: /*i18n*/ {
    id: 'draw.error.tooManyEntries',
    message: 'Too many entries from this connection; please try again later',
  },
  allocateFailed: /*i18n*/ {
    id: 'draw.error.allocate',
    message: 'Unable to allocate tickets. Please try again',
  },
  overlap: /*i18n*/ {
    id: 'draw.error.overlap',
    message: 'These ticket numbers overlap tickets already allocated in this draw',
  },
  deallocateFailed: /*i18n*/ {
    id: 'draw.error.deallocate',
    message: 'Unable to deallocate selected tickets. Please try again',
  },
  declareFailed: /*i18n*/ {
    id: 'draw.error.declare',
    message: 'Unable to declare sold tickets. Please try again',
  },
  declared: /*i18n*/ {
    id: 'draw.error.declared',
    message: 'Ticket sales for this club have been declared: no more tickets can be sold or edited',
  },
  notAllocated: /*i18n*/ {
    id: 'draw.error.notAllocated',
    message: 'Only allocated tickets can be sold or deallocated',
  },
  notSold: /*i18n*/ { id: 'draw.error.notSold', message: 'Only sold tickets can be edited' },
  drawNotFound: /*i18n*/ { id: 'draw.error.notFound', message: 'Draw not found' },
  organization: /*i18n*/ { id: 'draw.error.organization', message: 'Error updating organization' },
  drawClosed: /*i18n*/ { id: 'draw.error.closed', message: 'Draw is now Closed' },
  notAccepting: /*i18n*/ { id: 'draw.error.notAccepting', message: 'Unable to Accept Online Entries.' },
  purchase: /*i18n*/ { id: 'draw.error.purchase', message: 'Error processing your purchase request' },
  notCompleted: /*i18n*/ {
    id: 'draw.error.notCompleted',
    message: 'Your entry has not been completed',
  },
  refundFailed: /*i18n*/ { id: 'draw.error.refund', message: 'Refund failed.' },
  noBalance: /*i18n*/ {
    id: 'draw.error.noBalance',
    message: 'Refunds are not available: the organisation has no payment balance',
  },
  stripeSession: /*i18n*/ { id: 'draw.error.stripeSession', message: 'Unable to find Stripe Session' },
} as const;
