/**
 * Issue 48, finding 5: weak passwords passed sign-up. The strength rule (zxcvbn-ts with its common-password
 * and English dictionaries, the person's and the product's words) refuses them with our own messages.
 */
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_SUGGESTIONS,
  PASSWORD_WARNINGS,
  PASSWORD_WEAK,
} from '../../../domain/auth/password-messages.ts';
import { MIN_PASSWORD_SCORE, ownerWords, passwordRefusal } from '../../../domain/auth/password-strength.ts';
import { NewPassword } from '../../../domain/person/fields.ts';
import { parsePo } from '../../../server/i18n.ts';
import { STRONG_PASSWORDS, WEAK_PASSWORDS } from './password-samples.ts';

const owner = {
  username: 'aoife-nb',
  givenName: 'Aoife',
  familyName: 'Ní Bhriain',
  email: 'aoife.nibhriain@example.ie',
};

describe('password strength (issue 48, finding 5)', () => {
  it('twelve of the weak passwords pass the character rules alone (what sign-up checked before)', () => {
    const passing = WEAK_PASSWORDS.filter((p) => v.safeParse(NewPassword, p).success);
    expect(passing).toHaveLength(12);
    expect(passing).toEqual(expect.arrayContaining(['Pairc2026demo', 'Aa123456789']));
  });

  it.each(WEAK_PASSWORDS.filter((p) => v.safeParse(NewPassword, p).success))('refuses %s', (password) => {
    const refusal = passwordRefusal(password, owner);
    expect(refusal, password).not.toBeNull();
    expect(refusal!.score).toBeLessThan(MIN_PASSWORD_SCORE);
    expect(refusal!.messages[0]).toBe(PASSWORD_WEAK);
  });

  it.each(STRONG_PASSWORDS)('accepts %s', (password) => {
    expect(passwordRefusal(password, owner)).toBeNull();
  });

  it('refuses the demo password for everyone, and the person’s own name', () => {
    expect(passwordRefusal('Pairc2026demo')).not.toBeNull();
    const own = passwordRefusal('Bhriain2026!', owner)!;
    expect(own.messages).toContain(PASSWORD_WARNINGS.userInputs);
    // A word of somebody else's name is not theirs: the same password scores higher for another person.
    const other = passwordRefusal('Bhriain2026!', { givenName: 'Seán', familyName: 'Ó Murchú' });
    expect(other?.score ?? MIN_PASSWORD_SCORE).toBeGreaterThan(own.score);
  });

  it('tells the estimator the person’s words: each field, its parts, and the e-mail’s local part', () => {
    expect(ownerWords(owner)).toEqual(
      expect.arrayContaining(['aoife-nb', 'aoife', 'ní bhriain', 'bhriain', 'aoife.nibhriain@example.ie']),
    );
    expect(ownerWords(owner)).toContain('nibhriain');
    expect(ownerWords({})).toEqual([]);
  });

  it('explains a refusal with our own messages, never the estimator’s English text', () => {
    const refusal = passwordRefusal('Qwerty123456A', owner)!;
    expect(refusal.messages.length).toBeGreaterThan(1);
    const ours = new Set(
      [PASSWORD_WEAK, ...Object.values(PASSWORD_WARNINGS), ...Object.values(PASSWORD_SUGGESTIONS)].map(
        (m) => m.id,
      ),
    );
    for (const m of refusal.messages) expect(ours.has(m.id), m.id).toBe(true);
  });

  it('has an Irish translation of every message, not a copy of the English', () => {
    const ga = parsePo(readFileSync('locales/ga/admin.po', 'utf8'));
    for (const m of [
      PASSWORD_WEAK,
      ...Object.values(PASSWORD_WARNINGS),
      ...Object.values(PASSWORD_SUGGESTIONS),
    ]) {
      const text = ga.get(m.id);
      expect(text, m.id).toBeTruthy();
      expect(text, m.id).not.toBe(m.message);
    }
  });
});
