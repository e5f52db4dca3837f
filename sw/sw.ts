/// <reference lib="webworker" />
/**
 * The service worker: precaches the app shell (so the app starts with no signal after one visit, deep links
 * included) and answers navigations with the cached shell. /api and /oidc are never served from here: the
 * API's offline story is the Dexie outbox, and sign-in must reach the provider.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

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
