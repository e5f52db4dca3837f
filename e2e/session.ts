/**
 * Sign in once per user per worker, then reuse it: the provider round trip costs seconds on this machine, and
 * most tests are about what a signed-in person does, not about signing in.
 *
 * What is kept is what a returning member's device keeps: the stored OIDC user (access and refresh tokens) in
 * the app's IndexedDB and what it keeps in local storage (the session hint, the cached profile and config),
 * and nothing else — no cookies (so no provider session), no synced data, no device id. Each test therefore starts as a device that has signed in before and opens the app.
 *
 * Tests that spend or break the tokens (a refresh, a revocation, an expired token) must not share them — the
 * refresh token rotates, and a rotated token used twice revokes the whole grant — so they pass
 * `{ fresh: true }` and sign in through the provider's form, as do the tests about signing in itself.
 * A kept sign-in is renewed well before the 15-minute access token would need a refresh.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { SignInForm } from './sign-in.page';

/** Playwright's storage state; its types leave out the IndexedDB part it saves with `{ indexedDB: true }`. */
type Saved = Awaited<ReturnType<BrowserContext['storageState']>>;
interface StorageState {
  cookies: Saved['cookies'];
  origins: (Saved['origins'][number] & { indexedDB?: SavedDatabase[] })[];
}
interface SavedDatabase {
  name: string;
  version: number;
  stores: { name: string; records: { key?: unknown; value?: unknown }[] }[];
}

const REUSE_FOR_MS = 8 * 60_000;
const kept = new Map<string, { state: StorageState; at: number }>();

/** Consent already given, so the cookie banner does not cover the page (the consent test starts clean). */
export async function consentGiven(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('pairc.consent'))
      localStorage.setItem(
        'pairc.consent',
        JSON.stringify({ analytics: false, errorReporting: false, at: Date.now() }),
      );
  });
}

/** Signs in through the provider's form from /login, landing on `path`. */
export async function signInWithForm(page: Page, username: string, path = '/user-home') {
  await page.goto(path === '/user-home' ? '/login' : `/login?redirect=${encodeURIComponent(path)}`);
  await new SignInForm(page).signIn(username);
  // The callback exchanges the code and loads the profile: allow for a busy machine.
  await expect(page).toHaveURL(urlEnding(path), { timeout: 30_000 });
}

function urlEnding(path: string) {
  return new RegExp(path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$');
}

/** Local storage and the stored OIDC user: every store of the app's database kept (so Dexie opens it), emptied but one row. */
function tokensOnly(state: StorageState, origin: string): StorageState {
  return {
    cookies: [],
    origins: state.origins
      .filter((o) => o.origin === origin)
      .map((o) => ({
        origin: o.origin,
        // The session hint, the cached profile and config, the language; not the cookie choice (a test's own).
        localStorage: o.localStorage.filter((item) => item.name !== 'pairc.consent'),
        indexedDB: (o.indexedDB ?? [])
          .filter((db) => db.name === 'pairc')
          .map((db) => ({
            ...db,
            stores: db.stores.map((store) => ({
              ...store,
              records: store.records.filter(
                (r) =>
                  store.name === 'meta' &&
                  String((r.value as { key?: string })?.key ?? r.key).startsWith('oidc.user:'),
              ),
            })),
          })),
      })),
  };
}

/** A worker's server starts empty of sign-ins (fixtures.ts calls this when it starts one). */
export function forgetSignIns() {
  kept.clear();
}

/** Called inside a test, so the new context gets the test's options (baseURL: this worker's server). */
async function signedInState(browser: Browser, username: string): Promise<StorageState> {
  const hit = kept.get(username);
  if (hit && Date.now() - hit.at < REUSE_FOR_MS) return hit.state;
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await consentGiven(page);
    await signInWithForm(page, username);
    const saved = await context.storageState({ indexedDB: true });
    const state = tokensOnly(saved, new URL(page.url()).origin);
    const tokens = state.origins[0]?.indexedDB?.[0]?.stores.find((s) => s.name === 'meta')?.records ?? [];
    if (tokens.length !== 1) throw new Error(`no stored OIDC user after ${username} signed in`);
    kept.set(username, { state, at: Date.now() });
    return state;
  } finally {
    await context.close();
  }
}

/**
 * Makes the page's (fresh) context a device `username` has signed in on, then opens `path` there.
 * With `fresh`, signs in through the provider's form instead (tokens of its own).
 */
export async function signIn(
  page: Page,
  username: string,
  path = '/user-home',
  opts: { fresh?: boolean } = {},
) {
  if (opts.fresh) return signInWithForm(page, username, path);
  const context = page.context();
  await context.setStorageState(await signedInState(context.browser()!, username));
  await page.goto(path);
  await expect(page).toHaveURL(urlEnding(path), { timeout: 30_000 });
}

/** A new context signed in as `username` (a second person or device in the same test), on `path`. */
export async function signedInPage(
  browser: Browser,
  username: string,
  path = '/user-home',
  opts: { fresh?: boolean } = {},
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await consentGiven(page);
  await signIn(page, username, path, opts);
  return page;
}
