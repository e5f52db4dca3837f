/**
 * Text of the local test-mode provider's hosted checkout page (server-rendered, no scripts). Lazy Lingui
 * descriptors: extracted into the catalogs, translated by the server per request.
 */
export const CheckoutText = {
  title: /*i18n*/ { id: 'checkout.title', message: 'Pay by card (test mode)' },
  amount: /*i18n*/ { id: 'checkout.amount', message: 'Amount' },
  testNote: /*i18n*/ {
    id: 'checkout.testNote',
    message:
      'Test mode: no real money moves. Card 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for authentication.',
  },
  cardNumber: /*i18n*/ { id: 'checkout.cardNumber', message: 'Card number' },
  expiry: /*i18n*/ { id: 'checkout.expiry', message: 'Expiry (MM/YY)' },
  cvc: /*i18n*/ { id: 'checkout.cvc', message: 'Security code (CVC)' },
  cardholder: /*i18n*/ { id: 'checkout.cardholder', message: 'Name on card' },
  pay: /*i18n*/ { id: 'checkout.pay', message: 'Pay' },
  cancel: /*i18n*/ { id: 'checkout.cancel', message: 'Cancel and go back' },
  incorrect: /*i18n*/ { id: 'checkout.incorrect', message: 'Your card number is incorrect.' },
  authTitle: /*i18n*/ { id: 'checkout.authTitle', message: 'Confirm this payment' },
  authText: /*i18n*/ {
    id: 'checkout.authText',
    message: 'Your bank asks you to confirm this payment (test authentication).',
  },
  authApprove: /*i18n*/ { id: 'checkout.authApprove', message: 'Complete authentication' },
  authFail: /*i18n*/ { id: 'checkout.authFail', message: 'Fail authentication' },
  closed: /*i18n*/ { id: 'checkout.closed', message: 'This checkout has ended.' },
  notFound: /*i18n*/ { id: 'checkout.notFound', message: 'This checkout does not exist.' },
} as const;
