/**
 * The consent banner is fixed at the foot of the screen: while it shows, the page keeps room for it (the body's
 * bottom padding follows its height), so a tall page's last controls can be scrolled above it; answering it
 * gives the room back.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_KEY } from '../../../src/components/consent';
import { CookieConsent } from '../../../src/components/cookie-consent';
import { mountWithProviders } from '../mount';

const mount = mountWithProviders();

describe('the cookie banner keeps room for itself at the foot of the page', () => {
  beforeEach(() => {
    localStorage.clear();
    document.body.style.paddingBottom = '';
    // jsdom lays nothing out: the banner (a section) is 132 px tall, like a phone's two-line banner.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const h = this.tagName === 'SECTION' ? 132 : 0;
      return {
        x: 0,
        y: 0,
        width: 360,
        height: h,
        top: 0,
        left: 0,
        right: 360,
        bottom: h,
        toJSON: () => ({}),
      };
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('pads the page by the banner’s height while it shows, and not after a choice', () => {
    const host = mount(<CookieConsent />);
    expect(host.querySelector('section')).not.toBeNull();
    expect(document.body.style.paddingBottom).toBe('132px');
    const necessary = host.querySelector<HTMLButtonElement>('[data-consent="necessary"]')!;
    act(() => necessary.click());
    expect(host.querySelector('section')).toBeNull();
    expect(document.body.style.paddingBottom).toBe('');
  });

  it('leaves the page alone when the choice was made before', () => {
    localStorage.setItem(
      CONSENT_KEY,
      JSON.stringify({ analytics: false, errorReporting: false, at: Date.now() }),
    );
    mount(<CookieConsent />);
    expect(document.body.style.paddingBottom).toBe('');
  });
});
