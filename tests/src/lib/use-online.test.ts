import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnline, onReconnect, probe, reportUnreachable } from '../../../src/lib/use-online';

describe('useOnline: whether the server can be reached', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('a request with no answer makes it offline, even while navigator.onLine says true', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}'))),
    );
    await probe();
    expect(navigator.onLine).toBe(true);
    expect(isOnline()).toBe(true);
    reportUnreachable();
    expect(isOnline()).toBe(false);
  });

  it('the health probe decides: a network error keeps it offline, any answer brings it back', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    await probe();
    expect(isOnline()).toBe(false);
    expect(fetch).toHaveBeenCalledWith('/api/health', { cache: 'no-store' });
    // A server that answers at all, even with an error, is reachable.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 503 }))),
    );
    await probe();
    expect(isOnline()).toBe(true);
  });

  it('tells the sync engine when the server answers again, once per return (Chromium fires no `online` then)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}'))),
    );
    await probe();
    const back = vi.fn();
    const stop = onReconnect(back);
    await probe();
    expect(back).not.toHaveBeenCalled(); // reachable all along: nothing returned
    reportUnreachable();
    await probe();
    await probe();
    expect(back).toHaveBeenCalledTimes(1);
    stop();
    reportUnreachable();
    await probe();
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('the browser’s online event counts once the server answers, and not when it does not', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}'))),
    );
    await probe();
    const back = vi.fn();
    const stop = onReconnect(back);
    window.dispatchEvent(new Event('online'));
    await probe(); // the probe the event started
    await Promise.resolve();
    expect(back).toHaveBeenCalledTimes(1);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    window.dispatchEvent(new Event('online'));
    await probe();
    await Promise.resolve();
    expect(back).toHaveBeenCalledTimes(1);
    stop();
  });
});
