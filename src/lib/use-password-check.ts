/**
 * The password strength rule (domain/auth/password-strength.ts) on the pages that choose a new password: its
 * estimator and dictionaries (about 1.5 MB of script) and its messages (the admin catalog) load on demand, from
 * the first render of such a page, never with the app's entry. The server checks again and is the authority:
 * when the rule cannot load (no signal), the form sends and the server's answer says why.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { PasswordOwner, PasswordRefusal } from '../../domain/auth/password-strength';
import { adminCatalog } from '../i18n/i18n';

type Rule = (password: string, owner?: PasswordOwner) => PasswordRefusal | null;

const loadRule = (): Promise<Rule> =>
  Promise.all([import('../../domain/auth/password-strength'), adminCatalog()]).then(
    ([m]) => m.passwordRefusal,
  );

/** A check of a new password: its refusal, or null when it is strong enough or the rule could not load. */
export function usePasswordCheck(): (
  password: string,
  owner?: PasswordOwner,
) => Promise<PasswordRefusal | null> {
  const rule = useRef<Promise<Rule> | null>(null);
  const load = useCallback(() => {
    rule.current ??= loadRule();
    rule.current.catch(() => {
      rule.current = null; // try again on the next check
    });
    return rule.current;
  }, []);
  useEffect(() => void load().catch(() => undefined), [load]);
  return useCallback(
    async (password, owner) => {
      try {
        return (await load())(password, owner);
      } catch {
        return null;
      }
    },
    [load],
  );
}
