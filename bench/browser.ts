/**
 * Chromium figure: "save → saved on device" for the referee's score with no signal, measured in the page
 * from the click on Save to the sync indicator showing one more pending change (the live query has seen the
 * committed transaction). Runs the built app on its own server and PGlite folder.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import type { Figure } from './sync-engine.ts';

const PORT = 8383;
const ORIGIN = `http://localhost:${PORT}`;
const RUNS = 40;

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
    const context = await browser.newContext({ baseURL: ORIGIN });
    const page = await context.newPage();
    await page.goto('/login?redirect=%2Fgame-management');
    await page.getByLabel('Username').fill('referee');
    await page.getByLabel('Password').fill('Pairc2026demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/game-management$/);
    const link = page.locator('a[href^="/game-management/"]').first();
    await link.waitFor();
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
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    return [
      {
        name: `Chromium: save → saved on device, offline (${RUNS} saves; click to the indicator's new count)`,
        value: `p50 ${p(0.5).toFixed(1)} ms, p95 ${p(0.95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
      },
    ];
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}
