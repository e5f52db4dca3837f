/**
 * Messages of membership (seed 1 §5 Membership options and registration, §8 Membership and Basket), one
 * Lingui lazy descriptor per rule; `domain/messages.ts` spreads the validation ones into `M`. The spec's own
 * words are kept where it gives them ("Cannot progress this membership, please check user's profile.",
 * "Failed to add item to basket", …); the rest are ours.
 */
export const MEMBERSHIP_MESSAGES = {
  duplicateMergeTwo: /*i18n*/ {
    id: 'validation.duplicates.two',
    message: 'Choose at least two different people to merge',
  },
  /** Seed 1 §5 "Merge accounts": minimum 2, maximum 5 accounts. */
  duplicateMergeMax: /*i18n*/ {
    id: 'validation.duplicates.max',
    message: 'Choose at most 5 accounts to merge at a time',
  },
  duplicateMergePrimary: /*i18n*/ {
    id: 'validation.duplicates.primary',
    message: 'The primary member must be one of the people chosen',
  },
  bulkBirthDate: /*i18n*/ {
    id: 'validation.bulk.birthDate',
    message: 'Enter the date of birth as d/M/yyyy (or yyyy-MM-dd)',
  },
  membershipAdultsMax: /*i18n*/ {
    id: 'validation.membership.adultsMax',
    message: 'An option covers at most 20 adults',
  },
  membershipYouthsMax: /*i18n*/ {
    id: 'validation.membership.youthsMax',
    message: 'An option covers at most 20 youths',
  },
  membershipSlotsMin: /*i18n*/ {
    id: 'validation.membership.slotsMin',
    message: 'An option covers at least one adult or youth',
  },
  membershipQuestionOptionsMax: /*i18n*/ {
    id: 'validation.membership.questionOptionsMax',
    message: 'At most 10 comma-separated options',
  },
  membershipQuestionOptionsRequired: /*i18n*/ {
    id: 'validation.membership.questionOptionsRequired',
    message: 'A radio or checkbox question needs its options, separated by commas',
  },
  membershipAnswerMax: /*i18n*/ {
    id: 'validation.membership.answerMax',
    message: 'Answer must be at most 200 characters',
  },
  membershipLink: /*i18n*/ {
    id: 'validation.membership.link',
    message: 'A link must start with http:// or https://',
  },
  membershipPriceMinor: /*i18n*/ {
    id: 'validation.membership.price',
    message: 'Price must be a whole number of cent, 0 or more',
  },
  membershipInstalmentRequired: /*i18n*/ {
    id: 'validation.membership.instalmentRequired',
    message: 'Instalment price and number are required when instalments apply',
  },
  membershipAssociationRequired: /*i18n*/ {
    id: 'validation.membership.associationRequired',
    message: 'Each option needs at least one association',
  },
  membershipMemberRequired: /*i18n*/ {
    id: 'validation.membership.memberRequired',
    message: 'Select at least one member',
  },
  membershipCodeOfConduct: /*i18n*/ {
    id: 'validation.membership.codeOfConduct',
    message: 'The code of conduct must be accepted',
  },
  membershipSafeguarding: /*i18n*/ {
    id: 'validation.membership.safeguarding',
    message: 'The child safeguarding agreement must be accepted',
  },
  membershipSeason: /*i18n*/ {
    id: 'validation.membership.season',
    message: 'Season must be a year between 2000 and 2100',
  },
  membershipCurrency: /*i18n*/ {
    id: 'validation.membership.currency',
    message: 'Currency must be a 3-letter code',
  },
} as const;

/** Errors the server answers (not field rules); the client shows them as alerts. */
export const MEMBERSHIP_ERRORS = {
  cannotProgress: /*i18n*/ {
    id: 'membership.error.cannotProgress',
    message: "Cannot progress this membership, please check user's profile.",
  },
  addItemFailed: /*i18n*/ { id: 'basket.error.add', message: 'Failed to add item to basket' },
  removeItemFailed: /*i18n*/ { id: 'basket.error.remove', message: 'Failed to remove item from basket' },
  checkoutFailed: /*i18n*/ { id: 'basket.error.checkout', message: 'Failed to create checkout session' },
  levyUnpaid: /*i18n*/ {
    id: 'membership.error.levyUnpaid',
    message: 'An unpaid annual levy blocks registering members with this association',
  },
  paymentFailed: /*i18n*/ {
    id: 'membership.error.paymentFailed',
    message: 'Payment processing failed: the card was declined and nothing was charged.',
  },
  wrongPhase: /*i18n*/ {
    id: 'membership.error.wrongPhase',
    message: 'This option does not cover this member’s age phase',
  },
  slotsExceeded: /*i18n*/ {
    id: 'membership.error.slotsExceeded',
    message: 'Too many members for the places this option covers',
  },
  notAvailable: /*i18n*/ {
    id: 'membership.error.notAvailable',
    message: 'This membership option is not available online',
  },
  alreadyRegistered: /*i18n*/ {
    id: 'membership.error.alreadyRegistered',
    message: 'This member is already registered for this season',
  },
  paymentTypeNotAllowed: /*i18n*/ {
    id: 'membership.error.paymentType',
    message: 'This way of paying is not offered for every item in the basket',
  },
  basketEmpty: /*i18n*/ { id: 'basket.error.empty', message: 'The basket is empty' },
  oneClub: /*i18n*/ {
    id: 'basket.error.oneClub',
    message: 'Check out one club’s memberships at a time',
  },
  instalmentsNotOpen: /*i18n*/ {
    id: 'membership.error.instalmentsNotOpen',
    message: 'Instalment plans start in February',
  },
  refundFailed: /*i18n*/ { id: 'membership.error.refund', message: 'Unable to refund this order' },
  orderState: /*i18n*/ {
    id: 'membership.error.orderState',
    message: 'This order cannot be changed in its current state',
  },
  notFound: /*i18n*/ { id: 'membership.error.notFound', message: 'not found' },
  levyNoBalance: /*i18n*/ {
    id: 'membership.error.levyNoBalance',
    message: 'Not enough balance in the club’s payment account to pay this levy',
  },
  levyNoAccount: /*i18n*/ {
    id: 'membership.error.levyNoAccount',
    message: 'The club has no payment account to pay this levy from',
  },
  levyAlreadyPaid: /*i18n*/ { id: 'membership.error.levyPaid', message: 'This levy is already paid' },
  levyOtherOrganization: /*i18n*/ {
    id: 'membership.error.levyOrganization',
    message: 'This levy is not for the organisation paying it',
  },
  memberFeeNothingDue: /*i18n*/ {
    id: 'membership.error.memberFeeNothingDue',
    message: 'No membership fees are due to this organisation for this season',
  },
  memberFeeNoBalance: /*i18n*/ {
    id: 'membership.error.memberFeeNoBalance',
    message: 'Not enough balance in the club’s payment account to pay these membership fees',
  },
  memberFeeNoAccount: /*i18n*/ {
    id: 'membership.error.memberFeeNoAccount',
    message: 'The club has no payment account to pay these membership fees from',
  },
  memberFeeAmountChanged: /*i18n*/ {
    id: 'membership.error.memberFeeAmountChanged',
    message: 'The membership fees due have changed since the quote: check the new amount and pay again',
  },
  upgradeFailed: /*i18n*/ {
    id: 'membership.error.upgrade',
    message: 'Unable to upgrade this membership: choose a dearer option of the same club and season',
  },
  upgradePending: /*i18n*/ {
    id: 'membership.error.upgradePending',
    message: 'This membership already has an upgrade waiting for payment',
  },
} as const;
