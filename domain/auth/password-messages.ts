/**
 * Why a new password is refused as too easy to guess (issue 48, finding 5), in our own words: the estimator
 * (password-strength.ts) answers feedback keys, never its English text, and each key has a message here,
 * translated like every other (lingui.config.ts ADMIN_DOMAINS: the server and the screens that check a new
 * password load these strings, the first paint does not). Lazy Lingui descriptors.
 */
export interface PasswordMessage {
  id: string;
  message: string;
}

export const PASSWORD_WEAK: PasswordMessage = /*i18n*/ {
  id: 'validation.password.weak',
  message: 'This password is too easy to guess.',
};

/** The estimator's warnings (what makes this password guessable), by its key. */
export const PASSWORD_WARNINGS: Record<string, PasswordMessage> = {
  straightRow: /*i18n*/ {
    id: 'validation.password.warning.straightRow',
    message: 'A straight row of keys is easy to guess.',
  },
  keyPattern: /*i18n*/ {
    id: 'validation.password.warning.keyPattern',
    message: 'A short keyboard pattern is easy to guess.',
  },
  simpleRepeat: /*i18n*/ {
    id: 'validation.password.warning.simpleRepeat',
    message: 'A repeated character, such as "aaa", is easy to guess.',
  },
  extendedRepeat: /*i18n*/ {
    id: 'validation.password.warning.extendedRepeat',
    message: 'A repeated group of characters, such as "abcabc", is easy to guess.',
  },
  sequences: /*i18n*/ {
    id: 'validation.password.warning.sequences',
    message: 'A sequence such as "abc" or "1234" is easy to guess.',
  },
  recentYears: /*i18n*/ {
    id: 'validation.password.warning.recentYears',
    message: 'A recent year is easy to guess.',
  },
  dates: /*i18n*/ { id: 'validation.password.warning.dates', message: 'A date is easy to guess.' },
  topTen: /*i18n*/ {
    id: 'validation.password.warning.topTen',
    message: 'This is one of the most used passwords.',
  },
  topHundred: /*i18n*/ {
    id: 'validation.password.warning.topHundred',
    message: 'This is a very often used password.',
  },
  common: /*i18n*/ { id: 'validation.password.warning.common', message: 'This is a commonly used password.' },
  similarToCommon: /*i18n*/ {
    id: 'validation.password.warning.similarToCommon',
    message: 'This is close to a commonly used password.',
  },
  wordByItself: /*i18n*/ {
    id: 'validation.password.warning.wordByItself',
    message: 'A single word is easy to guess.',
  },
  namesByThemselves: /*i18n*/ {
    id: 'validation.password.warning.namesByThemselves',
    message: 'A first name or surname on its own is easy to guess.',
  },
  commonNames: /*i18n*/ {
    id: 'validation.password.warning.commonNames',
    message: 'Common first names and surnames are easy to guess.',
  },
  userInputs: /*i18n*/ {
    id: 'validation.password.warning.userInputs',
    message: 'It contains your name, username or e-mail address, or the name of Páirc.',
  },
};

/** The estimator's suggestions (how to make it stronger), by its key. */
export const PASSWORD_SUGGESTIONS: Record<string, PasswordMessage> = {
  l33t: /*i18n*/ {
    id: 'validation.password.suggestion.l33t',
    message: 'Swapping letters for look-alikes, such as "@" for "a", does not help much.',
  },
  reverseWords: /*i18n*/ {
    id: 'validation.password.suggestion.reverseWords',
    message: 'A common word spelt backwards does not help much.',
  },
  allUppercase: /*i18n*/ {
    id: 'validation.password.suggestion.allUppercase',
    message: 'Capitals in some places, not all, help a little.',
  },
  capitalization: /*i18n*/ {
    id: 'validation.password.suggestion.capitalization',
    message: 'A capital only at the start does not help much.',
  },
  dates: /*i18n*/ {
    id: 'validation.password.suggestion.dates',
    message: 'Leave out dates and years that have to do with you.',
  },
  recentYears: /*i18n*/ {
    id: 'validation.password.suggestion.recentYears',
    message: 'Leave out recent years.',
  },
  associatedYears: /*i18n*/ {
    id: 'validation.password.suggestion.associatedYears',
    message: 'Leave out years that have to do with you.',
  },
  sequences: /*i18n*/ {
    id: 'validation.password.suggestion.sequences',
    message: 'Leave out sequences such as "abc" or "1234".',
  },
  repeated: /*i18n*/ {
    id: 'validation.password.suggestion.repeated',
    message: 'Leave out repeated words and characters.',
  },
  longerKeyboardPattern: /*i18n*/ {
    id: 'validation.password.suggestion.longerKeyboardPattern',
    message: 'A keyboard pattern needs to be longer and change direction often.',
  },
  anotherWord: /*i18n*/ {
    id: 'validation.password.suggestion.anotherWord',
    message: 'Add another word or two that are less common.',
  },
  useWords: /*i18n*/ {
    id: 'validation.password.suggestion.useWords',
    message: 'Use a few unrelated words, not a well-known phrase.',
  },
};
