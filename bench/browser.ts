/**
 * Chromium figure: "save → saved on device" for the referee's score with no signal, measured in the page
 * from the click on Save to the sync indicator showing one more pending change (the live query has seen the
 * committed transaction), beside a raw IndexedDB put of the same document in the same page; and the offline
 * cold start: a fresh page of the referee's fixture list (service worker installed, fixtures on the device)
 * offline against the same start online, from navigation start to the first fixture link painted. Runs the
 * built app on its own server and PGlite folder.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import type { Figure } from './sync-engine.ts';

const PORT = 8383;
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = 40;
const COLD_RUNS = 7;

async function waitHealthy() {
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${ORIGIN}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const sortedCopy = (xs: number[]) => [...xs].sort((a, b) => a - b);
const fmt = (x: number) => `${x.toFixed(1)} ms`;

/**
 * The baseline for a save: the same fixture document written back with one raw IndexedDB put into the app's
 * own database (its `meta` store, so no live query sees it), from the transaction's start to its `complete`.
 */
const RAW_PUT = `(async () => {
  const open = indexedDB.open('pairc');
  const idb = await new Promise((resolve, reject) => { open.onsuccess = () => resolve(open.result); open.onerror = () => reject(open.error); });
  const doc = await new Promise((resolve) => {
    const r = idb.transaction('fixtures').objectStore('fixtures').openCursor();
    r.onsuccess = () => resolve(r.result.value);
  });
  const times = [];
  for (let i = 0; i < RUNS; i++) {
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

/** Marks the first fixture link's paint: the frame after it enters the DOM (time from navigation start). */
const PAINT_PROBE = `(() => {
  const seen = () => document.querySelector('a[href^="/game-management/"]');
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__fixturesPainted = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

/**
 * Polls an expression in the page until it is defined (the app's CSP refuses the string evaluation that
 * `waitForFunction` does; tsx's helpers keep functions out).
 */
async function pollIn<T>(page: Page, expression: string): Promise<T> {
  for (let i = 0; i < 1000; i++) {
    const value = await page.evaluate<T | undefined>(expression);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${expression}: still undefined`);
}

async function coldStart(context: BrowserContext, offline: boolean): Promise<number> {
  await context.setOffline(offline);
  const page = await context.newPage();
  try {
    await page.goto('/game-management');
    return await pollIn<number>(page, 'window.__fixturesPainted');
  } finally {
    await page.close();
  }
}

export async function browserFigures(): Promise<Figure[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pairc-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(PORT),
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: ORIGIN,
    },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    await waitHealthy();
    const context = await browser.newContext({ baseURL: ORIGIN, serviceWorkers: 'allow' });
    await context.addInitScript(PAINT_PROBE);
    const page = await context.newPage();
    await page.goto('/login?redirect=%2Fgame-management');
    await page.getByLabel('Username').fill('referee');
    await page.getByLabel('Password').fill('Pairc2026demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/game-management$/);
    const link = page.locator('a[href^="/game-management/"]').first();
    await link.waitFor();
    // The installed app: the service worker controls the page and the fixtures are on the device.
    await pollIn<boolean>(page, 'navigator.serviceWorker.controller !== null || undefined');

    // (iii) Cold starts, alternating online and offline so the machine's load falls on both alike.
    const online: number[] = [];
    const offline: number[] = [];
    await coldStart(context, false);
    await coldStart(context, true);
    for (let i = 0; i < COLD_RUNS; i++) {
      online.push(await coldStart(context, false));
      offline.push(await coldStart(context, true));
    }
    await context.setOffline(false);

    // (ii) The raw put baseline, in the same page, before and after the saves (median of both halves).
    const raw: number[] = await page.evaluate<number[]>(RAW_PUT.replace('RUNS', String(RUNS / 2)));

    // (i) Saves, offline.
    await context.setOffline(true);
    await link.click();
    await page.getByLabel('Goals').first().waitFor();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await page
        .getByLabel('Points')
        .nth(0)
        .fill(String(10 + (i % 20)));
      await page.getByLabel('Goals').nth(0).fill('1');
      await page.getByLabel('Goals').nth(1).fill('0');
      await page.getByLabel('Points').nth(1).fill('9');
      // A string, not a function: tsx's helpers (__name) do not exist in the page.
      const elapsed = await page.evaluate<number>(`(async () => {
        const button = [...document.querySelectorAll('button')].find((b) => b.type === 'submit');
        const indicator = () => document.querySelector('[data-testid="sync-indicator"]')?.textContent ?? '';
        const t0 = performance.now();
        button.click();
        await new Promise((resolve) => {
          const check = () => (indicator().includes('${i + 1} pending') ? resolve() : requestAnimationFrame(check));
          check();
        });
        return performance.now() - t0;
      })()`);
      times.push(elapsed);
    }
    // The local action alone (validation and its one transaction), as runAction measures it (absent before it did).
    const actions = sortedCopy(
      await page.evaluate<number[]>(
        `performance.getEntriesByName('pairc:runAction').slice(-${RUNS}).map((e) => e.duration)`,
      ),
    );
    raw.push(...(await page.evaluate<number[]>(RAW_PUT.replace('RUNS', String(RUNS / 2)))));

    const saves = sortedCopy(times);
    const puts = sortedCopy(raw);
    const on = sortedCopy(online);
    const off = sortedCopy(offline);
    const [s50, s95, r50, r95] = [
      quantile(saves, 0.5),
      quantile(saves, 0.95),
      quantile(puts, 0.5),
      quantile(puts, 0.95),
    ];
    return [
      {
        name: `Chromium: save → saved on device, offline (${RUNS} saves; click to the indicator's new count)`,
        value: `p50 ${fmt(s50)}, p95 ${fmt(s95)}, max ${fmt(saves.at(-1)!)}`,
      },
      {
        name: `Chromium: raw IndexedDB put of a fixture, same page (${RUNS}; baseline)`,
        value: `p50 ${fmt(r50)}, p95 ${fmt(r95)}, max ${fmt(puts.at(-1)!)}`,
      },
      {
        name: 'Chromium: save / raw put',
        value: `p50 ${(s50 / r50).toFixed(1)}×, p95 ${(s95 / r95).toFixed(1)}×`,
      },
      ...(actions.length
        ? [
            {
              name: `Chromium: runAction alone (its User Timing measure; ${actions.length} saves)`,
              value: `p50 ${fmt(quantile(actions, 0.5))} (${(quantile(actions, 0.5) / r50).toFixed(1)}× the raw put), p95 ${fmt(quantile(actions, 0.95))} (${(quantile(actions, 0.95) / r95).toFixed(1)}×)`,
            },
          ]
        : []),
      {
        name: `Chromium: cold start of /game-management to the first fixture painted, online (median of ${COLD_RUNS}; baseline)`,
        value: `${fmt(quantile(on, 0.5))} (min ${fmt(on[0]!)}, max ${fmt(on.at(-1)!)})`,
      },
      {
        name: `Chromium: the same cold start offline (median of ${COLD_RUNS})`,
        value: `${fmt(quantile(off, 0.5))} (min ${fmt(off[0]!)}, max ${fmt(off.at(-1)!)}), ${(quantile(off, 0.5) / quantile(on, 0.5)).toFixed(2)}× online`,
      },
    ];
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}
