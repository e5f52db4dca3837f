/**
 * The field bench's Chromium figures for one route (bench/field.ts): the offline cold start of the installed app
 * beside a static page served by the same service worker, and save → "saved on device" beside a raw IndexedDB
 * put in the same page. Debian's Chromium, headless, no CPU throttling; the built app on the bench's server.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../e2e/chromium.ts';
import type { FieldRoute } from './field-routes.ts';

export const SAVES = 40;
export const COLD_RUNS = 7;
/** public/static-baseline.html: precached by the service worker like the app shell, no script. */
export const STATIC_PAGE = '/static-baseline.html';
const STATIC_PAINTED = '#static-baseline';

export interface Quantiles {
  p50: number;
  p95: number;
  max: number;
}

export interface BrowserRouteFigures {
  /** Navigation start → the frame after the list's first item is in the document, offline, median. */
  coldOffline: number[];
  /** The same for the static page, offline, same worker (baseline). */
  coldStatic: number[];
  /** /api and /oidc requests the page made before its list painted, offline (max over the runs). */
  requestsBeforePaint: number;
  saves: number[];
  rawPuts: number[];
  /** runAction's own User Timing measure (validation and its one transaction). */
  actions: number[];
}

export const quantiles = (xs: number[]): Quantiles => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
  return { p50: q(0.5), p95: q(0.95), max: s.at(-1) ?? NaN };
};

/**
 * Marks the paint of the first element matching one of the selectors (the frame after it enters the DOM), and
 * records when the page calls fetch or XMLHttpRequest for /api or /oidc (the app's and the OIDC client's
 * requests), so the bench can count those made before the list showed.
 */
const paintProbe = (selectors: string[]) => `(() => {
  window.__requests = [];
  const note = (url) => { try { if (/\\/(api|oidc)\\//.test(new URL(String(url), location.href).pathname)) window.__requests.push(performance.now()); } catch {} };
  const fetch0 = window.fetch;
  window.fetch = function (input, init) { note(input instanceof Request ? input.url : input); return fetch0.call(this, input, init); };
  const open0 = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) { note(url); return open0.call(this, method, url, ...rest); };
  const selector = ${JSON.stringify(selectors.join(', '))};
  const check = () => {
    if (!document.querySelector(selector)) return false;
    requestAnimationFrame(() => { window.__painted = performance.now(); });
    return true;
  };
  const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
  observer.observe(document, { childList: true, subtree: true });
})()`;

/** One raw IndexedDB put of a document of `table` into the app's `meta` store (no live query watches it). */
const rawPuts = (table: string, runs: number) => `(async () => {
  const open = indexedDB.open('pairc');
  const idb = await new Promise((resolve, reject) => { open.onsuccess = () => resolve(open.result); open.onerror = () => reject(open.error); });
  const doc = await new Promise((resolve) => {
    const r = idb.transaction(${JSON.stringify(table)}).objectStore(${JSON.stringify(table)}).openCursor();
    r.onsuccess = () => resolve(r.result ? r.result.value : { id: 'none' });
  });
  const times = [];
  for (let i = 0; i < ${runs}; i++) {
    const t0 = performance.now();
    await new Promise((resolve, reject) => {
      const tx = idb.transaction('meta', 'readwrite');
      tx.objectStore('meta').put({ key: 'bench.raw', value: { ...doc, n: i } });
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((resolve) => {
    const tx = idb.transaction('meta', 'readwrite');
    tx.objectStore('meta').delete('bench.raw');
    tx.oncomplete = resolve;
  });
  idb.close();
  return times;
})()`;

/**
 * Click on the marked control → the first frame that shows this save as saved on the device: the route's own
 * indicator counting one more save (`data-save-count`), a draw sale's confirmation naming another ticket, or
 * the sync indicator showing one more pending change — whichever the page shows first.
 */
const SAVE_AND_WAIT = `(async () => {
  const pending = () => Number(((document.querySelector('[data-testid="sync-indicator"]') || {}).textContent || '').match(/(\\d+) pending/)?.[1] ?? 0);
  const saved = () => Math.max(0, ...[...document.querySelectorAll('[data-save-count]')].map((e) => Number(e.getAttribute('data-save-count'))));
  const sale = () => (document.querySelector('[data-testid="sale-saved"]') || {}).textContent || '';
  const [p0, s0, t0text] = [pending(), saved(), sale()];
  const button = document.querySelector('[data-bench-save]');
  const t0 = performance.now();
  button.click();
  await new Promise((resolve) => {
    const check = () => (pending() > p0 || saved() > s0 || (sale() !== t0text && sale() !== '') ? resolve() : requestAnimationFrame(check));
    check();
  });
  return performance.now() - t0;
})()`;

/**
 * Polls an expression in the page until it is defined (the app's CSP refuses the string evaluation that
 * `waitForFunction` does; tsx's helpers keep functions out).
 */
async function pollIn<T>(page: Page, expression: string, tries = 1500): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await page.evaluate<T | undefined>(expression);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${expression}: still undefined`);
}

async function coldStart(context: BrowserContext, path: string): Promise<{ ms: number; requests: number }> {
  const page = await context.newPage();
  try {
    await page.goto(path, { waitUntil: 'commit' });
    const ms = await pollIn<number>(page, 'window.__painted');
    const requests = await page.evaluate<number>(
      'window.__requests.filter((t) => t <= window.__painted).length',
    );
    return { ms, requests };
  } finally {
    await page.close();
  }
}

export async function signInPage(page: Page, route: FieldRoute): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(route.path)}`);
  await page.getByLabel('Username').fill(route.username);
  await page.getByLabel('Password').fill('Pairc2026demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === route.path);
  await page.locator(route.listed).first().waitFor({ timeout: 60_000 });
  // The cookie banner covers the foot of the page until it is answered (the device keeps the answer).
  const necessaryOnly = page.getByRole('button', { name: 'Necessary only' });
  if (await necessaryOnly.isVisible()) await necessaryOnly.click();
}

export async function browserRouteFigures(
  browser: Browser,
  origin: string,
  route: FieldRoute,
  parts: { cold: boolean; save: boolean },
): Promise<BrowserRouteFigures> {
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow' });
  await context.addInitScript(paintProbe([route.listed, STATIC_PAINTED]));
  const out: BrowserRouteFigures = {
    coldOffline: [],
    coldStatic: [],
    requestsBeforePaint: 0,
    saves: [],
    rawPuts: [],
    actions: [],
  };
  try {
    const page = await context.newPage();
    await signInPage(page, route);
    // The installed app: the worker controls the page (so it has precached the shell and the static page).
    await pollIn<boolean>(page, 'navigator.serviceWorker.controller !== null || undefined');
    // Let the first sync's pull finish: the device holds the route's documents.
    await page.waitForTimeout(2000);
    await context.setOffline(true);

    if (parts.cold) {
      // Alternating, so the machine's load falls on both alike; the first of each is a warm-up.
      await coldStart(context, STATIC_PAGE);
      await coldStart(context, route.path);
      for (let i = 0; i < COLD_RUNS; i++) {
        out.coldStatic.push((await coldStart(context, STATIC_PAGE)).ms);
        const run = await coldStart(context, route.path);
        out.coldOffline.push(run.ms);
        out.requestsBeforePaint = Math.max(out.requestsBeforePaint, run.requests);
      }
    }

    if (parts.save) {
      await page.goto(route.path);
      await page.locator(route.listed).first().waitFor();
      await route.openSaveScreen(page);
      out.rawPuts.push(...(await page.evaluate<number[]>(rawPuts(route.table, SAVES / 2))));
      const marks0 = await page.evaluate<number>(`performance.getEntriesByName('pairc:runAction').length`);
      for (let i = 0; i < SAVES; i++) {
        const control = await route.prepareSave(page, i);
        await page.evaluate(
          'document.querySelectorAll("[data-bench-save]").forEach((e) => e.removeAttribute("data-bench-save"))',
        );
        await control.evaluate((el) => el.setAttribute('data-bench-save', ''));
        out.saves.push(await page.evaluate<number>(SAVE_AND_WAIT));
        // Let the save's renders settle before the next one is prepared.
        await page.waitForTimeout(50);
      }
      out.actions = await page.evaluate<number[]>(
        `performance.getEntriesByName('pairc:runAction').slice(${marks0}).map((e) => e.duration)`,
      );
      out.rawPuts.push(...(await page.evaluate<number[]>(rawPuts(route.table, SAVES / 2))));
    }
    return out;
  } finally {
    await context.close();
  }
}

export { CHROMIUM_ARGS };
