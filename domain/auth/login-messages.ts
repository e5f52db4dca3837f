/**
 * Text of the server-rendered sign-in page (a plain HTML form that works without JavaScript). Lazy Lingui
 * descriptors: extracted into the catalogs, translated by the server per request.
 */
export const LoginText = {
  title: /*i18n*/ { id: 'login.title', message: 'Sign in to Páirc' },
  username: /*i18n*/ { id: 'login.username', message: 'Username' },
  password: /*i18n*/ { id: 'login.password', message: 'Password' },
  submit: /*i18n*/ { id: 'login.submit', message: 'Sign in' },
  invalid: /*i18n*/ { id: 'login.invalid', message: 'The username or password is not correct.' },
  missing: /*i18n*/ { id: 'login.missing', message: 'Enter your username and password.' },
  tooMany: /*i18n*/ {
    id: 'login.tooMany',
    message: 'Too many failed attempts. Wait 15 minutes and try again.',
  },
  expired: /*i18n*/ {
    id: 'login.expired',
    message: 'This sign-in page has expired. Go back to Páirc and sign in again.',
  },
  back: /*i18n*/ { id: 'login.back', message: 'Back to Páirc' },
  language: /*i18n*/ { id: 'login.language', message: 'Gaeilge' },
  signOutTitle: /*i18n*/ { id: 'logout.title', message: 'Sign out' },
  signOutConfirm: /*i18n*/ { id: 'logout.confirm', message: 'Sign out of Páirc on this device?' },
  signedOut: /*i18n*/ { id: 'logout.done', message: 'You are signed out.' },
  errorTitle: /*i18n*/ { id: 'oidc.error', message: 'Sign-in could not continue' },
} as const;
