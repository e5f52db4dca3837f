/**
 * Text of the embedded provider's sign-up pages and e-mails (plain HTML forms that work without JavaScript).
 * Lazy Lingui descriptors: extracted into the catalogs, translated by the server per request. `{email}`,
 * `{name}`, `{username}`, `{link}` and `{hours}` are filled in by the server.
 */
export const RegisterText = {
  title: /*i18n*/ { id: 'register.title', message: 'Create your Páirc account' },
  intro: /*i18n*/ {
    id: 'register.intro',
    message:
      'You must be 16 or older. A parent or guardian adds younger children to their family after signing up.',
  },
  givenName: /*i18n*/ { id: 'register.givenName', message: 'First name' },
  familyName: /*i18n*/ { id: 'register.familyName', message: 'Surname' },
  email: /*i18n*/ { id: 'register.email', message: 'E-mail address' },
  username: /*i18n*/ { id: 'register.username', message: 'Username' },
  usernameHint: /*i18n*/ { id: 'register.usernameHint', message: 'No spaces. You sign in with it.' },
  password: /*i18n*/ { id: 'register.password', message: 'Password' },
  passwordHint: /*i18n*/ {
    id: 'register.passwordHint',
    message: 'At least 10 characters, with an uppercase letter, a lowercase letter and a digit.',
  },
  passwordConfirmation: /*i18n*/ { id: 'register.passwordConfirmation', message: 'Confirm password' },
  birthDate: /*i18n*/ { id: 'register.birthDate', message: 'Date of birth' },
  language: /*i18n*/ { id: 'register.language', message: 'Language' },
  submit: /*i18n*/ { id: 'register.submit', message: 'Create account' },
  haveAccount: /*i18n*/ { id: 'register.haveAccount', message: 'Already have an account? Sign in' },
  createAccount: /*i18n*/ { id: 'register.createAccount', message: 'New to Páirc? Create an account' },
  fixErrors: /*i18n*/ { id: 'register.fixErrors', message: 'Check the fields marked below.' },
  tooMany: /*i18n*/ {
    id: 'register.tooMany',
    message: 'Too many sign-up attempts. Wait 15 minutes and try again.',
  },
  checkTitle: /*i18n*/ { id: 'register.check.title', message: 'Check your e-mail' },
  checkBody: /*i18n*/ {
    id: 'register.check.body',
    message:
      'We sent a message to {email}. Open the link in it within {hours} hours to confirm your address and finish signing up. If this address already has an account, the message tells you how to sign in instead.',
  },
  verifyTitle: /*i18n*/ { id: 'register.verify.title', message: 'Confirm your e-mail address' },
  verifyBody: /*i18n*/ {
    id: 'register.verify.body',
    message: 'Confirm your address to finish creating your Páirc account.',
  },
  verifySubmit: /*i18n*/ { id: 'register.verify.submit', message: 'Confirm and continue' },
  usernameTakenHelp: /*i18n*/ {
    id: 'register.verify.usernameTaken',
    message: 'Someone took your username in the meantime. Choose another one to finish.',
  },
  invalidLink: /*i18n*/ {
    id: 'register.verify.invalid',
    message: 'This link is not valid or has expired. Sign up again to get a new one.',
  },
  emailInUse: /*i18n*/ {
    id: 'register.verify.emailInUse',
    message: 'This e-mail address already has an account. Sign in with it instead.',
  },
  verifiedTitle: /*i18n*/ { id: 'register.verified.title', message: 'Your account is ready' },
  verifiedBody: /*i18n*/ {
    id: 'register.verified.body',
    message: 'Your e-mail address is confirmed. Sign in to complete your profile.',
  },
  signIn: /*i18n*/ { id: 'register.signIn', message: 'Sign in' },
  signUpAgain: /*i18n*/ { id: 'register.signUpAgain', message: 'Sign up' },
  mailSubject: /*i18n*/ { id: 'register.mail.subject', message: 'Páirc: confirm your e-mail address' },
  mailBody: /*i18n*/ {
    id: 'register.mail.body',
    message:
      'Hello {name},\n\nOpen this link within {hours} hours to confirm your e-mail address and finish creating your Páirc account:\n{link}\n\nIf you did not sign up, ignore this e-mail: no account is made.',
  },
  existsSubject: /*i18n*/ {
    id: 'register.mail.existsSubject',
    message: 'Páirc: you already have an account',
  },
  existsBody: /*i18n*/ {
    id: 'register.mail.existsBody',
    message:
      'Hello,\n\nSomeone, perhaps you, tried to sign up to Páirc with this e-mail address. It already has an account, with the username {username}. Sign in here:\n{link}\n\nIf it was not you, ignore this e-mail: nothing has changed.',
  },
} as const;
