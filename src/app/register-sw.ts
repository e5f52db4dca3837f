/**
 * Registers the service worker through workbox-window. A waiting new version is announced to the shell
 * (the "update available — reload" prompt listens for it) and activated on request.
 */
import { Workbox } from 'workbox-window';

type Listener = () => void;
const listeners = new Set<Listener>();
let wb: Workbox | undefined;
let waiting = false;

export function onUpdateAvailable(l: Listener): () => void {
  listeners.add(l);
  if (waiting) l();
  return () => listeners.delete(l);
}

export function applyUpdate(): void {
  if (!wb) return;
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}

export function registerServiceWorker(): void {
  wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    waiting = true;
    for (const l of listeners) l();
  });
  void wb.register();
}
