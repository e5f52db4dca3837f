/**
 * Lighthouse on the built app (issue 20, item 6; needs a build: npm run build): the landing page, club search,
 * a club page and the referee's fixture list signed in, beside a baseline page measured in the same run.
 *
 * - The real server (bench/child-server.ts) on a fresh PGlite folder with the demo seed, serving dist/.
 * - Lighthouse 12 (the npm package; 13 and its puppeteer-core 25 need Node 22, the product supports 20.19) drives
 *   Debian's Chromium through chrome-launcher: its default config, which is the mobile preset (phone screen,
 *   simulated slow 4G and 4× CPU slowdown), performance category only. Its trace engine asks for
 *   `third-party-web` and `legacy-javascript` at "latest", which would make a lock file stale whenever they
 *   publish: package.json's overrides pin them.
 * - RUNS rounds (LIGHTHOUSE_RUNS, default 3); each round measures the baseline and then every page once, so a
 *   busy minute on this shared machine hits every page alike. Each figure is the median of its runs (taken
 *   figure by figure).
 * - Baseline: a bare HTML page (a heading and a paragraph, no script) from node:http in this process. A page
 *   that does nothing scores below 100 when the machine is busy: read each page's score beside it.
 * - Signed in: Playwright signs the referee in through the real OIDC flow in a persistent user-data-dir (service
 *   workers blocked), closes it, and Lighthouse opens Chromium on the same folder. Lighthouse's storage reset is
 *   kept, as for the other pages (service workers, Cache Storage and the HTTP cache are cleared before each run:
 *   every run is a first load over the network), but it leaves IndexedDB and localStorage alone
 *   (`clearStorageTypes`), so the stored OIDC session (IndexedDB, src/offline/dexie-state-store.ts) signs the
 *   page in. `disableStorageReset: true` would keep it too, but then the first run installs the service worker
 *   and the later runs load from its cache. A run that does not end on the fixture list fails the bench.
 * - Script KiB: the transfer size of the scripts, as sent (Brotli), from Lighthouse's resource summary.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { childServer } from './child-server.ts';
import type { Figure } from './sync-engine.ts';

export const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox'];
/** Lighthouse's own default, written out: the signed-in page depends on IndexedDB and localStorage surviving. */
const KEEP_SESSION: NonNullable<Flags['clearStorageTypes']> = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
];
export const BASELINE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title>' +
  '<meta name="description" content="A page with nothing to do."></head>' +
  '<body><h1>Baseline</h1><p>A bare HTML page, no script: what this machine scores for nothing.</p></body></html>';

export interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptKiB: number;
}

export interface Target {
  label: string;
  url: string;
  signedIn?: boolean;
  runs: Run[];
}

export async function measure(
  url: string,
  port: number,
  keepSession: boolean,
  expectPath?: RegExp,
): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // 'all' for the signed-out pages: each run starts with nothing stored.
    clearStorageTypes: keepSession ? KEEP_SESSION : ['all'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  if (expectPath && !expectPath.test(new URL(lhr.finalDisplayedUrl).pathname)) {
    throw new Error(
      `Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}: the stored session did not sign in`,
    );
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = lhr.audits['resource-summary']?.details as
    { items: { resourceType: string; transferSize: number }[] } | undefined;
  const scripts = summary?.items.find((i) => i.resourceType === 'script')?.transferSize ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptKiB: scripts / 1024,
  };
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export function summarise(t: Target) {
  const pick = (k: keyof Run) => median(t.runs.map((r) => r[k]));
  return {
    score: pick('score'),
    text:
      `FCP ${(pick('fcp') / 1000).toFixed(1)} s, LCP ${(pick('lcp') / 1000).toFixed(1)} s, ` +
      `TBT ${pick('tbt').toFixed(0)} ms, CLS ${pick('cls').toFixed(3)}, script ${pick('scriptKiB').toFixed(0)} KiB`,
    scores: t.runs.map((r) => r.score).join('/'),
  };
}

/** Signs `username` in through the real OIDC flow in a persistent profile; `ready` is what the landing page paints. */
export async function signIn(
  origin: string,
  userDataDir: string,
  username: string,
  landing: string,
  ready = `a[href^="${landing}/"]`,
) {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL: origin,
    serviceWorkers: 'block',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`/login?redirect=${encodeURIComponent(landing)}`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('Pairc2026demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === landing);
    await page.locator(ready).first().waitFor();
  } finally {
    await context.close();
  }
}

export async function lighthouseFigures(): Promise<Figure[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pairc-lh-data-'));
  const profile = mkdtempSync(path.join(os.tmpdir(), 'pairc-lh-profile-'));
  const baseline = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(BASELINE_HTML);
  });
  await new Promise<void>((r) => baseline.listen(0, '127.0.0.1', r));
  const server = await childServer({ dataDir });
  const chromes: chromeLauncher.LaunchedChrome[] = [];
  const started = performance.now();
  try {
    await server.start();
    const origin = server.url;
    const landing = '/match-official';
    await signIn(origin, profile, 'referee', landing);
    const base: Target = {
      label: 'baseline (bare HTML)',
      url: `http://127.0.0.1:${(baseline.address() as AddressInfo).port}/`,
      runs: [],
    };
    const pages: Target[] = [
      { label: '/', url: `${origin}/`, runs: [] },
      { label: '/search?query=naomh', url: `${origin}/search?query=naomh`, runs: [] },
      { label: '/organization/naomh-padraig', url: `${origin}/organization/naomh-padraig`, runs: [] },
      { label: `${landing} (referee, signed in)`, url: `${origin}${landing}`, signedIn: true, runs: [] },
    ];
    const fresh = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
    chromes.push(fresh);
    const signedIn = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
      userDataDir: profile,
    });
    chromes.push(signedIn);
    // Each page once before the rounds: the server's first render loads its renderer (over 30 s on a busy
    // machine, which Lighthouse would report as a page that never painted).
    for (const t of pages) await fetch(t.url);
    for (let round = 1; round <= RUNS; round++) {
      for (const t of [base, ...pages]) {
        const t0 = performance.now();
        const run = t.signedIn
          ? await measure(t.url, signedIn.port, true, new RegExp(`^${landing}$`))
          : await measure(t.url, fresh.port, false);
        t.runs.push(run);
        console.error(
          `lighthouse round ${round}/${RUNS} ${t.label}: score ${run.score} (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
        );
      }
    }
    const b = summarise(base);
    const figures: Figure[] = [
      {
        name: `Lighthouse mobile, ${base.label} (median of ${RUNS}; runs ${b.scores})`,
        value: `score ${b.score}, ${b.text}`,
      },
    ];
    for (const t of pages) {
      const s = summarise(t);
      figures.push({
        name: `Lighthouse mobile, ${t.label} (median of ${RUNS}; runs ${s.scores})`,
        value: `score ${s.score} (baseline ${b.score}), ${s.text}`,
      });
    }
    figures.push({
      name: 'Lighthouse: whole run',
      value: `${((performance.now() - started) / 1000).toFixed(0)} s for ${RUNS * (pages.length + 1)} runs`,
    });
    return figures;
  } finally {
    for (const c of chromes) c.kill();
    await server.stop().catch(() => undefined);
    baseline.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  }
}
