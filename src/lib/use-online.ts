/**
 * Whether the app can reach its server. `navigator.onLine` alone is not enough: a browser can report true
 * with no network at all (Chromium does after a reload while offline; so do captive portals), so a failed
 * request also counts. While the browser says it is online, `/api/health` is asked once at start, after any
 * failed request, and every 5 s while unreachable; the first answer makes the server reachable again.
 */
import { useSyncExternalStore } from 'react';
import { afterPaint } from './after-paint';

const RETRY_MS = 5_000;
const listeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();
let reachable = true;
let probing: Promise<void> | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;
let started = false;

const reconnected = () => reconnectListeners.forEach((l) => l());

function setReachable(next: boolean) {
  clearTimeout(retry);
  if (!next) retry = setTimeout(() => void probe(), RETRY_MS);
  if (next === reachable) return;
  reachable = next;
  for (const l of listeners) l();
  if (next) reconnected();
}

/** One request to the server's health route at a time (never answered by the service worker's caches). */
export function probe(): Promise<void> {
  if (!navigator.onLine) return Promise.resolve();
  probing ??= fetch('/api/health', { cache: 'no-store' })
    .then(
      () => setReachable(true),
      () => setReachable(false),
    )
    .finally(() => {
      probing = null;
    });
  return probing;
}

/** A request failed without an answer (a network error): show offline until the server answers again. */
export function reportUnreachable(): void {
  setReachable(false);
}

/** The browser says the network is back: once the server answers, that is a reconnection too. */
function onOnline() {
  const wasReachable = reachable;
  // From unreachable, setReachable(true) already announces it.
  void probe().then(() => {
    if (wasReachable && reachable) reconnected();
  });
}

function start() {
  if (started) return;
  started = true;
  window.addEventListener('online', onOnline);
  // Not before the first paint: the page shows what the device has without asking the network (issue 49).
  afterPaint(() => void probe());
}

/**
 * Calls `fn` each time the server can be reached again: after the browser's `online` event once the server
 * answers, and whenever the health probe succeeds after the server was unreachable. The event alone is not
 * enough: Chromium reports itself online after a reload with no network, and then never fires `online` when
 * the network returns, so queued changes would wait for their backoff (minutes) instead of going at once.
 */
export function onReconnect(fn: () => void): () => void {
  start();
  reconnectListeners.add(fn);
  return () => reconnectListeners.delete(fn);
}

function subscribe(l: () => void) {
  start();
  listeners.add(l);
  window.addEventListener('online', l);
  window.addEventListener('offline', l);
  return () => {
    listeners.delete(l);
    window.removeEventListener('online', l);
    window.removeEventListener('offline', l);
  };
}

export const isOnline = () => navigator.onLine && reachable;

export const useOnline = () => useSyncExternalStore(subscribe, isOnline);
