/**
 * Offline fault injection (seeded, reproducible): `npm run test:chaos -- --runs N --seed S`; the default e2e
 * run does a fast subset (CHAOS_RUNS, 3 by default). Each run picks one of the offline mutations that exist
 * (e2e/chaos.scenarios.ts: a referee's score, a coach's attendance mark, an injury specialist's injury
 * draft, a draw officer's paper ticket sale), each user on their own device (browser context), and makes it
 * while the network flaps, the page may reload mid-flush, a second tab may be open, the access token may
 * expire while offline, and the push endpoint misbehaves for the first requests: 500s, a timeout, a
 * response lost after the server applied the change, or the same request delivered twice. Invariant after
 * every run, against the server: the change the device showed as saved is applied exactly once and is the
 * one shown; nothing is left pending or failed on the device.
 */
import { type Browser, type BrowserContext, type Page, type Route } from '@playwright/test';
import { expect, test, withServiceWorker } from './fixtures';
import { NotYet, SCENARIOS, type Scenario } from './chaos.scenarios';
import { expireDeviceToken, signInControlled } from './offline.helpers';

// Offline: the service worker serves the app shell and the API's cached reads.
test.use(withServiceWorker);

const RUNS = Number(process.env.CHAOS_RUNS ?? 3);
const SEED = Number(process.env.CHAOS_SEED ?? 20261122);

/** mulberry32: a small seeded PRNG, so a failing run is replayed by its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FAULTS = ['none', 'error500', 'timeout', 'lostResponse', 'duplicate', 'tokenExpired'] as const;
type Fault = (typeof FAULTS)[number];

/** Misbehaves on the first `count` pushes, then lets them through. */
async function injectFaults(context: BrowserContext, fault: Fault, count: number, log: string[]) {
  let left = count;
  await context.unroute('**/api/sync/push');
  await context.route('**/api/sync/push', async (route: Route) => {
    if (left <= 0 || fault === 'none' || fault === 'tokenExpired') return route.continue();
    left--;
    log.push(fault);
    switch (fault) {
      case 'error500':
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"status":500,"summary":"Internal Server Error","message":"injected"}',
        });
      case 'timeout':
        await new Promise((r) => setTimeout(r, 4000));
        return route.abort('timedout');
      case 'lostResponse':
        // The server applies the change; the device never hears back.
        await route.fetch();
        return route.abort('connectionreset');
      case 'duplicate': {
        // The same request arrives twice (a proxy retry); the device sees the second answer.
        await route.fetch();
        return route.fulfill({ response: await route.fetch() });
      }
    }
  });
}

/** Entries in the device's outbox (pending, failed or in flight). */
function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('pairc');
        open.onerror = () => reject(new Error('no db'));
        open.onsuccess = () => {
          const count = open.result.transaction('outbox', 'readonly').objectStore('outbox').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
}

interface Device {
  context: BrowserContext;
  page: Page;
}

/** One device per user, signed in once (online) and reused for every run of that user's scenario. */
async function deviceFor(browser: Browser, devices: Map<string, Device>, s: Scenario): Promise<Device> {
  const known = devices.get(s.user);
  if (known) return known;
  const context = await browser.newContext();
  const page = await context.newPage();
  // Runs expire the stored token and refresh it: this device's tokens are its own (session.ts).
  await signInControlled(page, s.user, s.home, { fresh: true });
  const consent = page.getByRole('region', { name: 'Cookie consent' });
  if (await consent.isVisible()) await consent.getByRole('button', { name: 'Necessary only' }).click();
  const device = { context, page };
  devices.set(s.user, device);
  return device;
}

/** How many times the change is applied on the server; 0 while the device's token cannot ask yet. */
async function appliedCount(applied: () => Promise<number>): Promise<number> {
  try {
    return await applied();
  } catch (e) {
    if (e instanceof NotYet) return 0;
    throw e;
  }
}

test(`chaos: ${RUNS} seeded runs of offline mutations under injected faults (seed ${SEED})`, async ({
  browser,
}) => {
  test.setTimeout(60_000 + RUNS * 75_000);
  const random = prng(SEED);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const devices = new Map<string, Device>();
  const summary = {
    runs: 0,
    appliedOnce: 0,
    duplicated: 0,
    byScenario: {} as Record<string, number>,
    byFault: {} as Record<string, number>,
  };

  for (let run = 0; run < RUNS; run++) {
    const scenario = pick(SCENARIOS);
    const { context, page } = await deviceFor(browser, devices, scenario);
    const fault = pick(FAULTS);
    const log: string[] = [];
    await injectFaults(context, fault, 1 + Math.floor(random() * 2), log);
    // An expiring token needs the change to wait offline for it; otherwise offline 60 % of the time.
    const offline = fault === 'tokenExpired' || random() < 0.6;
    const change = await scenario.act(page, random, async () => {
      if (offline) await context.setOffline(true);
    });
    if (fault === 'tokenExpired') {
      await expireDeviceToken(page);
      log.push(fault);
    }
    let second: Page | null = null;
    if (random() < 0.3) {
      second = await context.newPage();
      await second.goto(scenario.home).catch(() => undefined);
    }
    // Flaps: offline/online a few times, sometimes reloading while a flush may be running.
    const flaps = Math.floor(random() * 3);
    for (let f = 0; f < flaps; f++) {
      await context.setOffline(false);
      await page.waitForTimeout(Math.floor(random() * 800));
      if (random() < 0.4) await page.reload().catch(() => undefined);
      await context.setOffline(true);
      await page.waitForTimeout(Math.floor(random() * 500));
    }
    await context.setOffline(false);
    const what = `run ${run} (seed ${SEED}, ${scenario.name}: ${change.label}; ${fault})`;
    // Signal back: wait until the server has it, nudging the device (an `online` event forgets the backoff).
    await expect
      .poll(
        async () => {
          const n = await appliedCount(() => change.applied());
          if (n === 0) {
            await context.setOffline(true);
            await context.setOffline(false);
          }
          return n;
        },
        { message: `${what}: applied`, timeout: 45_000, intervals: [1000, 2000, 3000] },
      )
      .toBeGreaterThan(0);
    // Settle: whatever is still in flight (duplicates, retries) has landed.
    await page.waitForTimeout(1500);
    const n = await appliedCount(() => change.applied());
    summary.runs++;
    summary.byScenario[scenario.name] = (summary.byScenario[scenario.name] ?? 0) + 1;
    const faultKey = `${fault}${offline ? ' offline' : ''}${second ? ' 2tabs' : ''}${flaps ? ' flaps' : ''}`;
    summary.byFault[faultKey] = (summary.byFault[faultKey] ?? 0) + 1;
    if (n === 1) summary.appliedOnce++;
    if (n > 1) summary.duplicated++;
    expect(n, `${what}: applied exactly once`).toBe(1);
    await second?.close();
    // Nothing left queued or failed on the device.
    await expect.poll(() => outboxSize(page), { message: `${what}: outbox empty`, timeout: 15_000 }).toBe(0);
  }
  for (const d of devices.values()) await d.context.close();
  console.log(`chaos: ${JSON.stringify(summary)}`);
});
