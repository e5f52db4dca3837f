/**
 * Offline fault injection (seeded, reproducible): `npm run test:chaos -- --runs N --seed S`; the default e2e
 * run does a fast subset (CHAOS_RUNS, 2 by default). Each run the referee enters a new score on the same
 * fixture while the network flaps, the page may reload mid-flush, a second tab may be open, and the push
 * endpoint misbehaves for the first requests: 500s, a timeout, a response lost after the server applied the
 * change, or the same request delivered twice. Invariant after every run, against the server: the score the
 * device shows as saved is applied exactly once (the fixture's version moves by one) and is the one shown;
 * nothing is left pending or failed on the device.
 */
import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { deviceToken, serverFixture, signInControlled } from './offline.helpers';

const RUNS = Number(process.env.CHAOS_RUNS ?? 2);
const SEED = Number(process.env.CHAOS_SEED ?? 20261122);
/** What the device shows once the score is saved: queued on the device, or already sent. */
const SAVED = /Saved on device|Score sent/;

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

const FAULTS = ['none', 'error500', 'timeout', 'lostResponse', 'duplicate'] as const;
type Fault = (typeof FAULTS)[number];

/** Misbehaves on the first `count` pushes, then lets them through. */
async function injectFaults(context: BrowserContext, fault: Fault, count: number, log: string[]) {
  let left = count;
  await context.unroute('**/api/sync/push');
  await context.route('**/api/sync/push', async (route: Route) => {
    if (left <= 0 || fault === 'none') return route.continue();
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

async function enterScore(page: Page, s: number[]) {
  const goals = page.getByLabel('Goals');
  const points = page.getByLabel('Points');
  await goals.nth(0).fill(String(s[0]));
  await points.nth(0).fill(String(s[1]));
  await goals.nth(1).fill(String(s[2]));
  await points.nth(1).fill(String(s[3]));
  await page.getByRole('button', { name: 'Save score' }).click();
}

test(`chaos: ${RUNS} seeded runs of offline score entry under injected faults (seed ${SEED})`, async ({
  page,
  context,
}) => {
  test.setTimeout(60_000 + RUNS * 60_000);
  const random = prng(SEED);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  await signInControlled(page, 'referee');
  const token = await deviceToken(page);
  const res = await page.request.get('/api/match-official', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const list = (await res.json()) as {
    _embedded: { fixtures: { id: string; resultConfirmed?: boolean; reportSubmitted?: boolean }[] };
  };
  const id = list._embedded.fixtures.find((f) => !f.resultConfirmed && !f.reportSubmitted)!.id;
  const summary = { runs: 0, applied: 0, lost: 0, duplicated: 0, faults: [] as string[] };

  for (let run = 0; run < RUNS; run++) {
    const before = await serverFixture(page, id);
    const score = [
      1 + Math.floor(random() * 9),
      Math.floor(random() * 20),
      Math.floor(random() * 9),
      Math.floor(random() * 20),
    ];
    const fault = pick(FAULTS);
    const log: string[] = [];
    await injectFaults(context, fault, 1 + Math.floor(random() * 2), log);
    await page.goto(`/game-management/${id}`);
    const offline = random() < 0.6;
    if (offline) await context.setOffline(true);
    await enterScore(page, score);
    await expect(page.getByText(SAVED).first()).toBeVisible();
    let second: Page | null = null;
    if (random() < 0.3) {
      second = await context.newPage();
      await second.goto(`/game-management/${id}`).catch(() => undefined);
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
    // Signal back: wait until the server has it, nudging the device (an `online` event forgets the backoff).
    await expect
      .poll(
        async () => {
          const v = (await serverFixture(page, id)).version;
          if (v === before.version) {
            await context.setOffline(true);
            await context.setOffline(false);
          }
          return v;
        },
        { timeout: 45_000, intervals: [1000, 2000, 3000] },
      )
      .toBeGreaterThan(before.version);
    // Settle: whatever is still in flight (duplicates, retries) has landed.
    await page.waitForTimeout(1500);
    const after = await serverFixture(page, id);
    summary.runs++;
    summary.faults.push(
      `${fault}×${log.length}${offline ? ' offline' : ''}${second ? ' 2 tabs' : ''}${flaps ? ` ${flaps} flaps` : ''}`,
    );
    if (after.version === before.version + 1) summary.applied++;
    if (after.version > before.version + 1) summary.duplicated++;
    expect(after.version, `run ${run} (${fault}): applied exactly once`).toBe(before.version + 1);
    expect(after.homeTeam, `run ${run}: the score shown saved`).toMatchObject({
      goals: score[0],
      points: score[1],
    });
    await second?.close();
    // Nothing left queued or failed on the device.
    await expect.poll(() => outboxSize(page), { timeout: 15_000 }).toBe(0);
  }
  console.log(`chaos: ${JSON.stringify(summary)}`);
});
