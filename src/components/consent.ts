/**
 * Cookie consent (seed 1 §2): the visitor's choices, kept on the device for 90 days with the time they were
 * made. Optional analytics and error reporting may start only when `consentFor` says so; Páirc has neither
 * yet, so today the choice is only stored and honoured by whatever is added later.
 */
import { useSyncExternalStore } from 'react';

export const CONSENT_KEY = 'pairc.consent';
export const CONSENT_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;

export interface ConsentChoice {
  analytics: boolean;
  errorReporting: boolean;
  /** When the choice was made (ms since the epoch). */
  at: number;
}

/** The stored choice while it is younger than 90 days, else `null` (ask again). */
export function readConsent(now = Date.now(), storage: Storage = localStorage): ConsentChoice | null {
  try {
    const raw = storage.getItem(CONSENT_KEY);
    if (!raw) return null;
    const c = JSON.parse(raw) as Partial<ConsentChoice>;
    if (typeof c.at !== 'number' || now - c.at > CONSENT_MAX_AGE_MS || c.at > now) return null;
    return { analytics: c.analytics === true, errorReporting: c.errorReporting === true, at: c.at };
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
let snapshot: ConsentChoice | null | undefined;

export function saveConsent(
  choice: Omit<ConsentChoice, 'at'>,
  now = Date.now(),
  storage: Storage = localStorage,
): ConsentChoice {
  const stored = { ...choice, at: now };
  storage.setItem(CONSENT_KEY, JSON.stringify(stored));
  snapshot = stored;
  for (const l of listeners) l();
  return stored;
}

/** Whether an optional purpose may run now. */
export const consentFor = (purpose: 'analytics' | 'errorReporting', now = Date.now()) =>
  readConsent(now)?.[purpose] === true;

export function useConsent(): ConsentChoice | null {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => (snapshot === undefined ? (snapshot = readConsent()) : snapshot),
  );
}
