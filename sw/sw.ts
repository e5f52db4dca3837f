/// <reference lib="webworker" />
/**
 * The service worker: precaches the app shell (so the app starts with no signal after one visit, deep links
 * included) and answers navigations with the cached shell. /oidc is never served from here (sign-in must
 * reach the provider), and neither is the signed-in API, whose offline story is the Dexie outbox and cache.
 * The one exception is public open data read without a token — club pages and their fixtures, competition
 * pages (tables, brackets, fixtures) — kept network-first so a page seen once still opens with no signal,
 * and online always shows the newest table.
 *
 * Background Sync runs the page's flush; the flush knows every local action through the one client registry
 * (src/offline/local-actions.ts), so queued changes are re-applied here as they are on the page.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { flushOutbox } from '../src/offline/flush';
import { SYNC_TAG } from '../src/offline/triggers';
import { workerAuth } from '../src/offline/worker-auth';

declare const self: ServiceWorkerGlobalScope;

// The first worker takes control of the open page at once, so the first visit is already cached for offline.
// A later version waits for the person's "reload" (the update prompt) before it takes over.
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    // /pay/ is the payments provider's hosted checkout page, /unsubscribe/ the mail footer's page: both are
    // rendered by the server (never the shell).
    denylist: [/^\/api\//, /^\/oidc\//, /^\/pay\//, /^\/unsubscribe\//, /^\/auth\.css$/],
  }),
);

/** Public reads the club and competition pages make (no token: the answer is the same for everyone). */
function isPublicRead(url: URL, request: Request): boolean {
  if (request.method !== 'GET' || request.headers.has('Authorization')) return false;
  if (url.origin !== self.location.origin) return false;
  if (url.pathname.startsWith('/api/v1/organization/')) return true;
  if (url.pathname.startsWith('/api/v1/competition/')) return true;
  return url.pathname === '/api/fixture' && /(^|,)organization:/.test(url.searchParams.get('filter') ?? '');
}

registerRoute(
  ({ url, request }) => isPublicRead(url, request),
  new NetworkFirst({
    cacheName: 'public-club-pages',
    networkTimeoutSeconds: 5,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 })],
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

// ---- Web Push (issue 52; docs/adr/0024-web-push.md): a followed match's throw-in, scores, half and full time --
interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

function pushMessageOf(event: PushEvent): PushMessage | null {
  try {
    const data = event.data?.json() as Partial<PushMessage> | undefined;
    if (!data || typeof data.title !== 'string' || typeof data.body !== 'string') return null;
    const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/';
    return { title: data.title, body: data.body, url, tag: typeof data.tag === 'string' ? data.tag : url };
  } catch {
    return null;
  }
}

self.addEventListener('push', (event: PushEvent) => {
  const m = pushMessageOf(event);
  if (!m) return;
  // One notification per fixture: a newer score replaces the older on the device (`tag`, `renotify`).
  event.waitUntil(
    self.registration.showNotification(m.title, {
      body: m.body,
      tag: m.tag,
      data: { url: m.url },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      renotify: true,
    } as NotificationOptions),
  );
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = open.find((c) => c.url === target) ?? open[0];
      if (same) {
        await same.focus();
        if (same.url !== target) await same.navigate(target).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
