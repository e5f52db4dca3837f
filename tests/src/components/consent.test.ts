import { beforeEach, describe, expect, it } from 'vitest';
import {
  CONSENT_KEY,
  CONSENT_MAX_AGE_MS,
  consentFor,
  readConsent,
  saveConsent,
} from '../../../src/components/consent';

const DAY = 24 * 60 * 60 * 1000;

describe('cookie consent', () => {
  beforeEach(() => localStorage.clear());

  it('asks when nothing is stored', () => {
    expect(readConsent()).toBeNull();
    expect(consentFor('analytics')).toBe(false);
  });

  it('keeps the choice with its timestamp for 90 days', () => {
    const t0 = Date.UTC(2026, 0, 1);
    saveConsent({ analytics: true, errorReporting: false }, t0);
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!)).toEqual({
      analytics: true,
      errorReporting: false,
      at: t0,
    });
    expect(CONSENT_MAX_AGE_MS).toBe(90 * DAY);
    expect(readConsent(t0 + 90 * DAY)).toEqual({ analytics: true, errorReporting: false, at: t0 });
    expect(readConsent(t0 + 90 * DAY + 1)).toBeNull();
  });

  it('allows an optional purpose only with consent', () => {
    const now = Date.now();
    saveConsent({ analytics: false, errorReporting: true }, now);
    expect(consentFor('analytics', now)).toBe(false);
    expect(consentFor('errorReporting', now)).toBe(true);
  });

  it('treats a damaged or future-dated record as no choice', () => {
    localStorage.setItem(CONSENT_KEY, '{not json');
    expect(readConsent()).toBeNull();
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ analytics: true, at: 'yesterday' }));
    expect(readConsent()).toBeNull();
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ analytics: true, at: Date.now() + DAY }));
    expect(readConsent()).toBeNull();
  });
});
