/// <reference lib="webworker" />
/**
 * The service worker: precaches the app shell (so the app starts with no signal after one visit, deep links
 * included) and answers navigations with the cached shell. /api and /oidc are never served from here: the
 * API's offline story is the Dexie outbox, and sign-in must reach the provider.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { flushOutbox } from '../src/offline/flush';
import { SYNC_TAG } from '../src/offline/triggers';
import { workerAuth } from '../src/offline/worker-auth';
import '../src/features/referee/record-score';
import '../src/features/injuries/save-injury';

declare const self: ServiceWorkerGlobalScope;

// The first worker takes control of the open page at once, so the first visit is already cached for offline.
// A later version waits for the person's "reload" (the update prompt) before it takes over.
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/oidc\//, /^\/auth\.css$/],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// ---- Background Sync: the same flush as the page, under the same Web Lock (never both at once) ----------
interface SyncEvent extends ExtendableEvent {
  tag: string;
}

self.addEventListener('sync', (event) => {
  const e = event as SyncEvent;
  if (e.tag !== SYNC_TAG) return;
  e.waitUntil(
    flushOutbox(workerAuth()).then((outcome) => {
      // A network failure rejects, so the browser retries the sync later; waiting for sign-in does not.
      if (outcome.stopped === 'network' || outcome.stopped === 'server')
        throw new Error(`sync stopped: ${outcome.stopped}`);
    }),
  );
});
