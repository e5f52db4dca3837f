/** The local provider's test onboarding page (server/adapters/payments/local-test.routes.ts). */
export const OnboardingText = {
  title: /*i18n*/ { id: 'payment.onboarding.title', message: 'Payment account setup (test mode)' },
  note: /*i18n*/ { id: 'payment.onboarding.note', message: 'Test mode: no details are asked for.' },
  complete: /*i18n*/ { id: 'payment.onboarding.complete', message: 'Complete setup' },
  notFound: /*i18n*/ {
    id: 'payment.onboarding.notFound',
    message: 'There is no payment account to set up here.',
  },
  linkRefused: /*i18n*/ {
    id: 'payment.onboarding.linkRefused',
    message:
      'This setup link is not valid or has expired. Open the club’s payment account in Páirc and follow its setup link again.',
  },
};
