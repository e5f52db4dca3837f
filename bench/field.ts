/**
 * npm run bench -- --no-sync --field (issue 49): what the field user feels, per field route, in one run. For
 * the referee's fixtures and score entry, the coach's event attendance, the draw officer's paper sales and the
 * injury record, each signed in with the demo data, four figures beside a baseline from the same run:
 *
 * 1. first-route JS, gzip: check:budget's own calculation (scripts/check-budget.ts) for the page whose `field`
 *    key names the route in tests/bundle-budget.json, beside the public pages' one script (the same manifest);
 * 2. Lighthouse mobile, median of 3, signed in (bench/lighthouse.ts's method), beside a bare HTML page;
 * 3. offline cold start: the installed app (service worker controlling, data on the device), network off, a
 *    fresh page from navigation start to the list painted, median of 7, beside a static page
 *    (public/static-baseline.html) served offline by the same worker, alternating; and the number of /api or
 *    /oidc requests the page made before its list showed;
 * 4. save → "saved on device", 40 saves offline (bench/field-browser.ts), p50/p95, beside a raw IndexedDB put
 *    in the same page; and runAction's own measure.
 *
 * Needs a build (npm run build); STATIC_DIR=<dist> measures another build (e.g. one of main, for a before).
 * --field-skip=lighthouse,cold,save leaves parts out; --field-routes=referee,draws picks routes.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { loadBudgets, measure as measureBudget, type Manifest } from '../scripts/check-budget.ts';
import { CHROMIUM_PATH } from '../e2e/chromium.ts';
import { childServer } from './child-server.ts';
import { browserRouteFigures, CHROMIUM_ARGS, quantiles, type BrowserRouteFigures } from './field-browser.ts';
import { FIELD_ROUTES, type FieldRoute } from './field-routes.ts';
import {
  BASELINE_HTML,
  CHROME_FLAGS,
  measure as lighthouse,
  RUNS,
  signIn,
  summarise,
  type Target,
} from './lighthouse.ts';
import type { Figure } from './sync-engine.ts';

const arg = (name: string) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(',') ?? [];
/** Lighthouse on a busy machine sometimes loses the trace (NO_NAVSTART): such a run is taken again, once. */
async function again<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    console.error(`field lighthouse: ${(e as Error).message}; once more`);
    return run();
  }
}
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

function jsFigures(dist: string, routes: FieldRoute[]): Figure[] {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const pages = loadBudgets('tests/bundle-budget.json');
  const [publicPage] = measureBudget(
    dist,
    manifest,
    pages.filter((p) => p.page === '/'),
  );
  return routes.map((r) => {
    const page = pages.find((p) => p.field === r.key);
    if (!page) throw new Error(`tests/bundle-budget.json has no page with "field": "${r.key}"`);
    let m: ReturnType<typeof measureBudget>[number] | undefined;
    try {
      [m] = measureBudget(dist, manifest, [page]);
    } catch (e) {
      // A build from before an entry existed (e.g. main's, for the before figures): check:budget on that build.
      return { name: `${r.label}: first-route JS`, value: `not measured: ${(e as Error).message}` };
    }
    return {
      name: `${r.label}: first-route JS, gzip (check:budget "${page.page}"; ${m!.files.length} files)`,
      value: `${m!.kib.toFixed(1)} KiB (budget ${page.budgetKiB}; goal 150; baseline: the public page's script ${publicPage!.kib.toFixed(1)} KiB)`,
    };
  });
}

async function lighthouseFigures(origin: string, routes: FieldRoute[]): Promise<Figure[]> {
  const baseline = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(BASELINE_HTML);
  });
  await new Promise<void>((r) => baseline.listen(0, '127.0.0.1', r));
  const profiles: string[] = [];
  const chromes: chromeLauncher.LaunchedChrome[] = [];
  try {
    const base: Target = {
      label: 'baseline (bare HTML)',
      url: `http://127.0.0.1:${(baseline.address() as AddressInfo).port}/`,
      runs: [],
    };
    const fresh = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
    chromes.push(fresh);
    const targets: { route: FieldRoute; target: Target; port: number }[] = [];
    for (const route of routes) {
      const profile = mkdtempSync(path.join(os.tmpdir(), `pairc-field-${route.key}-`));
      profiles.push(profile);
      await signIn(origin, profile, route.username, route.path, route.listed);
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: CHROME_FLAGS,
        userDataDir: profile,
      });
      chromes.push(chrome);
      targets.push({
        route,
        port: chrome.port,
        target: { label: route.label, url: `${origin}${route.path}`, runs: [] },
      });
    }
    for (let round = 1; round <= RUNS; round++) {
      base.runs.push(await again(() => lighthouse(base.url, fresh.port, false)));
      console.error(`field lighthouse ${round}/${RUNS} baseline: ${base.runs.at(-1)!.score}`);
      for (const t of targets) {
        const run = await again(() =>
          lighthouse(t.target.url, t.port, true, new RegExp(`^${t.route.path}$`)),
        );
        t.target.runs.push(run);
        console.error(`field lighthouse ${round}/${RUNS} ${t.route.key}: ${run.score}`);
      }
    }
    const b = summarise(base);
    return [
      {
        name: `Lighthouse mobile, baseline: bare HTML (median of ${RUNS}; runs ${b.scores})`,
        value: `score ${b.score}, ${b.text}`,
      },
      ...targets.map(({ target }) => {
        const s = summarise(target);
        return {
          name: `${target.label}: Lighthouse mobile, signed in (median of ${RUNS}; runs ${s.scores})`,
          value: `score ${s.score} (baseline ${b.score}; ${ratio(s.score, b.score)}), ${s.text}`,
        };
      }),
    ];
  } finally {
    for (const c of chromes) c.kill();
    baseline.close();
    for (const p of profiles) rmSync(p, { recursive: true, force: true });
  }
}

function browserFigures(route: FieldRoute, f: BrowserRouteFigures): Figure[] {
  const figures: Figure[] = [];
  if (f.coldOffline.length) {
    const [app, stat] = [quantiles(f.coldOffline), quantiles(f.coldStatic)];
    figures.push({
      name: `${route.label}: offline cold start to the list painted (median of ${f.coldOffline.length})`,
      value:
        `${fmt(app.p50)} (min ${fmt(Math.min(...f.coldOffline))}, max ${fmt(app.max)}); static page by the same ` +
        `worker ${fmt(stat.p50)}; ${ratio(app.p50, stat.p50)}; /api or /oidc requests before the list: ${f.requestsBeforePaint}`,
    });
  }
  if (f.saves.length) {
    const [s, r] = [quantiles(f.saves), quantiles(f.rawPuts)];
    figures.push({
      name: `${route.label}: save → saved on device, offline (${f.saves.length} saves)`,
      value:
        `p50 ${fmt(s.p50)}, p95 ${fmt(s.p95)}, max ${fmt(s.max)}; raw IndexedDB put p50 ${fmt(r.p50)}, ` +
        `p95 ${fmt(r.p95)}; ratio p50 ${ratio(s.p50, r.p50)}, p95 ${ratio(s.p95, r.p95)}`,
    });
    if (f.actions.length) {
      const a = quantiles(f.actions);
      figures.push({
        name: `${route.label}: runAction alone (User Timing, ${f.actions.length})`,
        value: `p50 ${fmt(a.p50)} (${ratio(a.p50, r.p50)} the raw put), p95 ${fmt(a.p95)} (${ratio(a.p95, r.p95)})`,
      });
    }
  }
  return figures;
}

export async function fieldFigures(): Promise<Figure[]> {
  const skip = new Set(arg('field-skip'));
  const only = new Set(arg('field-routes'));
  const routes = FIELD_ROUTES.filter((r) => only.size === 0 || only.has(r.key));
  const dist = path.resolve(process.env.STATIC_DIR ?? 'dist');
  const started = performance.now();
  const figures: Figure[] = [
    { name: 'field bench: build measured', value: dist },
    ...jsFigures(dist, routes),
  ];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pairc-field-data-'));
  const server = await childServer({ dataDir, env: { STATIC_DIR: dist } });
  try {
    await server.start();
    if (!skip.has('cold') || !skip.has('save')) {
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      try {
        for (const route of routes) {
          const out = await browserRouteFigures(browser, server.url, route, {
            cold: !skip.has('cold'),
            save: !skip.has('save'),
          }).then(
            (f) => browserFigures(route, f),
            // One route's failure is reported, and the other routes are still measured.
            (e: Error) => [
              { name: `${route.label}: browser figures`, value: `FAILED: ${e.message.split('\n')[0]}` },
            ],
          );
          for (const x of out) console.error(`${x.name}: ${x.value}`);
          figures.push(...out);
        }
      } finally {
        await browser.close();
      }
    }
    if (!skip.has('lighthouse')) figures.push(...(await lighthouseFigures(server.url, routes)));
  } finally {
    await server.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
  figures.push({
    name: 'field bench: whole run',
    value: `${((performance.now() - started) / 1000).toFixed(0)} s`,
  });
  return figures;
}
