/**
 * Messages of the profile, account and family rules (seed 1 §5, §8) that `domain/messages.ts` does not
 * already carry; it spreads them into `M`. The county/region sentence is the spec's own; the rest are ours.
 */
export const PERSON_MESSAGES = {
  passwordCommon: /*i18n*/ {
    id: 'validation.password.common',
    message: 'This password is too common; choose a less predictable one',
  },
  passwordReused: /*i18n*/ {
    id: 'validation.password.reused',
    message: 'The new password must not be one of your last 3 passwords',
  },
  passwordWrong: /*i18n*/ {
    id: 'validation.password.wrong',
    message: 'The current password is not correct',
  },
  regionNotInCountry: /*i18n*/ {
    id: 'validation.address.regionNotInCountry',
    message: 'Please update your county/region as it is not present within your selected country',
  },
  usernameTaken: /*i18n*/ {
    id: 'validation.username.taken',
    message: 'This username is already taken, try a different one',
  },
  emailTaken: /*i18n*/ {
    id: 'validation.email.taken',
    message: 'This e-mail address is used by another account',
  },
  signUpUnder16: /*i18n*/ {
    id: 'validation.signUp.under16',
    message:
      'You must be 16 or older to create an account. A parent or guardian can add you to their family instead.',
  },
  inviteTarget: /*i18n*/ {
    id: 'validation.invite.target',
    message: 'Enter the username or e-mail address of the person to invite',
  },
  inviteTooMany: /*i18n*/ {
    id: 'validation.invite.tooMany',
    message: 'You have sent too many invites in the last hour; try again later',
  },
  avatarType: /*i18n*/ {
    id: 'validation.avatar.type',
    message: 'The picture must be a JPEG, PNG or WebP image',
  },
  avatarSize: /*i18n*/ {
    id: 'validation.avatar.size',
    message: 'The picture must be at most 5 MB',
  },
} as const;
