import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import { signIn } from './session';

/**
 * Signs in (a kept sign-in unless `fresh`, see session.ts), opens `path` and waits until the service worker
 * controls the page (the shell is cached).
 */
export async function signInControlled(
  page: Page,
  username: string,
  path = '/game-management',
  opts: { fresh?: boolean } = {},
) {
  await signIn(page, username, path, opts);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((r) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => r(), { once: true }),
      );
    }
  });
}

/** The signed-in user's access token, read from the local database the app and the worker share. */
export async function deviceToken(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('pairc');
        open.onerror = () => reject(new Error('no db'));
        open.onsuccess = () => {
          const tx = open.result.transaction('meta', 'readonly');
          const all = tx.objectStore('meta').getAll();
          all.onsuccess = () => {
            const row = (all.result as { key: string; value: unknown }[]).find((r) =>
              r.key.startsWith('oidc.user:'),
            );
            if (!row) return reject(new Error('no user'));
            resolve((JSON.parse(row.value as string) as { access_token: string }).access_token);
          };
        };
      }),
  );
}

/** The value kept in the device's `meta` table under the first key starting with `prefix` (JSON), or null. */
export async function deviceMeta(page: Page, prefix: string): Promise<string | null> {
  return page.evaluate(
    (start) =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open('pairc');
        open.onerror = () => reject(new Error('no db'));
        open.onsuccess = () => {
          const all = open.result.transaction('meta', 'readonly').objectStore('meta').getAll();
          all.onsuccess = () => {
            const row = (all.result as { key: string; value: unknown }[]).find((r) =>
              r.key.startsWith(start),
            );
            resolve(row ? JSON.stringify(row.value) : null);
          };
        };
      }),
    prefix,
  );
}

export async function serverFixture(page: Page, id: string) {
  const token = await deviceToken(page);
  const res = await page.request.get(`/api/fixture/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `GET /api/fixture/${id} with the device's token`).toBe(true);
  return (await res.json()) as {
    id: string;
    version: number;
    isResult: boolean;
    homeTeam: { goals: number; points: number };
  };
}

/** Counts mutations pushed for an entity, by any page or the service worker of the context. */
export function countPushes(context: BrowserContext, entityId: string) {
  const counter = { mutations: 0, requests: 0 };
  countDelivered(
    context,
    (req) => req.url().endsWith('/api/sync/push') && req.method() === 'POST',
    (req) => {
      const body = req.postDataJSON() as { mutations: { entityId: string }[] } | null;
      return body?.mutations.filter((m) => m.entityId === entityId).length ?? 0;
    },
    (mutations, sign) => {
      counter.requests += sign;
      counter.mutations += sign * mutations;
    },
  );
  return counter;
}

/**
 * Counts requests that reached the server, from the page or the service worker: each is counted when sent and
 * taken back if the network refused it (Chromium can report navigator.onLine true after an offline reload, so
 * the app may try once while offline; that try delivered nothing). A refused request is reported a moment
 * after it was sent, so assert on the count with `expect.poll`.
 */
export function countDelivered(
  context: BrowserContext,
  matches: (req: Request) => boolean,
  weigh: (req: Request) => number,
  add: (weight: number, sign: 1 | -1) => void,
) {
  context.on('request', (req) => {
    if (matches(req)) add(weigh(req), 1);
  });
  context.on('requestfailed', (req) => {
    if (matches(req)) add(weigh(req), -1);
  });
}

/** A DevTools session on the page and its service worker's registration id (for the ServiceWorker domain's calls). */
export async function serviceWorkerSession(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on(
      'ServiceWorker.workerRegistrationUpdated',
      (e: { registrations: { registrationId: string; isDeleted: boolean }[] }) => {
        const reg = e.registrations.find((r) => !r.isDeleted);
        if (reg) resolve(reg.registrationId);
      },
    );
    void cdp.send('ServiceWorker.enable');
  });
  return { cdp, registrationId };
}

/** Forces the service worker's Background Sync event (Chromium retries failed ones only after 5 minutes). */
export async function dispatchSync(page: Page, tag = 'pairc-outbox') {
  const { cdp, registrationId } = await serviceWorkerSession(page);
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: new URL(page.url()).origin,
    registrationId,
    tag,
    lastChance: false,
  });
}

/** The fixture's version on the server, or -1 while the device's token is not (yet) accepted. */
export async function serverVersion(page: Page, id: string): Promise<number> {
  const token = await deviceToken(page);
  const res = await page.request.get(`/api/fixture/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  return res.ok() ? ((await res.json()) as { version: number }).version : -1;
}

/** The device's stored access token goes bad (as if it expired offline): the next request meets a real 401. */
export async function expireDeviceToken(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open('pairc');
        open.onsuccess = () => {
          const store = open.result.transaction('meta', 'readwrite').objectStore('meta');
          const all = store.getAll();
          all.onsuccess = () => {
            const row = (all.result as { key: string; value: string }[]).find((r) =>
              r.key.startsWith('oidc.user:'),
            )!;
            const user = JSON.parse(row.value) as Record<string, unknown>;
            store.put({
              key: row.key,
              value: JSON.stringify({ ...user, access_token: 'expired.token.value', expires_at: 1 }),
            });
            store.transaction.oncomplete = () => resolve();
          };
        };
      }),
  );
}
