/**
 * How hard a new password is to guess (issue 48, finding 5): the one rule for sign-up, password reset and
 * password change, on top of NewPassword's length and character rules (domain/person/fields.ts). zxcvbn-ts
 * estimates the guesses an attacker needs, with its common-password, English word, name and keyboard-pattern
 * dictionaries, and with the words of the person and of the product an attacker tries first (their username,
 * names and e-mail address; "pairc", "gaa", and the demo password the README publishes). A score below
 * MIN_PASSWORD_SCORE (3: under 10^8 guesses, hours of an online attack) is refused, with the estimator's
 * feedback as our own translated messages (password-messages.ts).
 *
 * The dictionaries are large (about 1.5 MB of script): the server imports this module, and the app only loads
 * it on demand, on the pages that choose a new password (never in the main entry; vite.config.ts keeps it in
 * a chunk of its own, outside the service worker's precache). The server's answer is the authority.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import {
  PASSWORD_SUGGESTIONS,
  PASSWORD_WARNINGS,
  PASSWORD_WEAK,
  type PasswordMessage,
} from './password-messages.ts';

/** zxcvbn's scale is 0–4; 3 is "safely unguessable: moderate protection from an offline slow-hash attack". */
export const MIN_PASSWORD_SCORE = 3;

/** Words of the product itself, and the published demo password (the seeded demo accounts keep it). */
export const PRODUCT_WORDS = ['pairc2026demo', 'pairc', 'páirc', 'gaa', 'demo'];

/** What the estimator is told about the person choosing the password. */
export interface PasswordOwner {
  username?: string | null;
  givenName?: string | null;
  familyName?: string | null;
  email?: string | null;
}

/** The person's words: each field whole, and its parts (an e-mail's local part and domain, a name's words). */
export function ownerWords(owner: PasswordOwner): string[] {
  const words = new Set<string>();
  for (const value of [owner.username, owner.givenName, owner.familyName, owner.email]) {
    const v = value?.trim().toLowerCase();
    if (!v) continue;
    words.add(v);
    for (const part of v.split(/[\s@._+'’-]+/)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

let estimator: ZxcvbnFactory | undefined;
/** Built once, at first use: ranking the dictionaries takes about a second. */
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
  }));

export interface PasswordRefusal {
  score: number;
  /** PASSWORD_WEAK first, then the estimator's warning and suggestions that have a message of ours. */
  messages: PasswordMessage[];
}

/** Null when `password` is hard enough to guess; else the refusal with its reasons. */
export function passwordRefusal(password: string, owner: PasswordOwner = {}): PasswordRefusal | null {
  const result = zxcvbn().check(password, [...PRODUCT_WORDS, ...ownerWords(owner)]);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const { warning, suggestions } = result.feedback;
  const reasons = [
    ...(warning && PASSWORD_WARNINGS[warning] ? [PASSWORD_WARNINGS[warning]] : []),
    ...suggestions.flatMap((s) => (PASSWORD_SUGGESTIONS[s] ? [PASSWORD_SUGGESTIONS[s]] : [])),
  ];
  return { score: result.score, messages: [PASSWORD_WEAK, ...reasons] };
}
