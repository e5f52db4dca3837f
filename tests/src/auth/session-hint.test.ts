import { beforeEach, describe, expect, it } from 'vitest';
import { mayHaveStoredUser, PERSON_KEY, rememberStoredUser } from '../../../src/auth/session-hint';

describe('session hint', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/search');
  });

  it('says no user is stored on a fresh device, so public pages skip the OIDC client', () => {
    expect(mayHaveStoredUser()).toBe(false);
  });

  it('follows sign-in and sign-out', () => {
    rememberStoredUser(true);
    expect(mayHaveStoredUser()).toBe(true);
    rememberStoredUser(false);
    expect(mayHaveStoredUser()).toBe(false);
  });

  it('keeps devices signed in before the hint existed, and tokens handed over in the URL', () => {
    localStorage.setItem(PERSON_KEY, '{}');
    expect(mayHaveStoredUser()).toBe(true);
    localStorage.clear();
    window.history.replaceState(null, '', '/user-home?accessToken=abc');
    expect(mayHaveStoredUser()).toBe(true);
  });
});
