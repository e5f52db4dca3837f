import { type Page } from '@playwright/test';
import { expect, test, withServiceWorker } from './fixtures';
import { consentGiven } from './session';
import {
  countPushes,
  deviceToken,
  expireDeviceToken,
  serverFixture,
  serverVersion,
  signInControlled,
} from './offline.helpers';

// Offline: the service worker serves the app shell and the API's cached reads.
test.use(withServiceWorker);
// Consent given: the score page's Save button sits where the cookie banner would cover it (these tests are about
// the offline sync; shell.spec.ts tests the banner).
test.beforeEach(({ page }) => consentGiven(page));

const SAVED = 'Saved on device — it will be sent when there is signal.';

/** A fixture of the referee's whose result is still open (not confirmed, no report), as listed on the device. */
async function firstUpcoming(page: Page) {
  const token = await deviceToken(page);
  const res = await page.request.get('/api/match-official', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as {
    _embedded: { fixtures: { id: string; resultConfirmed?: boolean; reportSubmitted?: boolean }[] };
  };
  const open = body._embedded.fixtures.find((f) => !f.resultConfirmed && !f.reportSubmitted);
  expect(open, 'the demo referee has an open fixture').toBeDefined();
  const id = open!.id;
  const link = page.locator(`a[href="/game-management/${id}"]`);
  await expect(link).toBeVisible();
  return { link, id };
}

async function enterScore(page: Page, s = [2, 10, 1, 12]) {
  const goals = page.getByLabel('Goals');
  const points = page.getByLabel('Points');
  await goals.nth(0).fill(String(s[0]));
  await points.nth(0).fill(String(s[1]));
  await goals.nth(1).fill(String(s[2]));
  await points.nth(1).fill(String(s[3]));
  await page.getByRole('button', { name: 'Save score' }).click();
}

async function fixtureWithToken(page: Page, token: string, id: string) {
  const res = await page
    .context()
    .request.get(`/api/fixture/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()) as {
    version: number;
    isResult: boolean;
    homeTeam: { goals: number; points: number };
  };
}

test('offline score: saved on device, survives reload, Background Sync delivers it exactly once with the page closed', async ({
  page,
  context,
}) => {
  await signInControlled(page, 'referee');
  const { link, id } = await firstUpcoming(page);
  const before = await serverFixture(page, id);
  const token = await deviceToken(page);
  const pushes = countPushes(context, id);

  await context.setOffline(true);
  await link.click();
  await enterScore(page);
  await expect(page.getByText(SAVED)).toBeVisible();

  await page.reload();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(page.getByTestId('sync-indicator')).toContainText(/Offline · 1 pending/);

  // Close the app, then signal returns: the service worker's sync event sends it.
  await page.close();
  await context.setOffline(false);
  const probe = await context.newPage();
  await probe.goto('/robots.txt');
  await expect
    .poll(async () => (await fixtureWithToken(probe, token, id)).isResult, { timeout: 20_000 })
    .toBe(true);
  const after = await fixtureWithToken(probe, token, id);
  expect(after.version).toBe(before.version + 1);
  expect(after.homeTeam).toMatchObject({ goals: 2, points: 10 });
  await expect.poll(() => pushes.mutations).toBe(1);
});

test('bad input is refused on the device with the spec message', async ({ page }) => {
  await signInControlled(page, 'referee');
  const { link } = await firstUpcoming(page);
  await link.click();
  await enterScore(page, [0, 0, 0, 0]);
  await expect(page.getByRole('alert')).toHaveText('All fields cannot be zero');
});

test('two tabs open at reconnect send the mutation once', async ({ page, context }) => {
  await signInControlled(page, 'referee');
  const { link, id } = await firstUpcoming(page);
  const before = await serverFixture(page, id);
  const second = await context.newPage();
  await second.goto('/game-management');
  const pushes = countPushes(context, id);
  await context.setOffline(true);
  await link.click();
  await enterScore(page, [1, 4, 0, 9]);
  await expect(page.getByText(SAVED)).toBeVisible();
  await context.setOffline(false);
  await expect
    .poll(async () => (await serverFixture(page, id)).version, { timeout: 20_000 })
    .toBe(before.version + 1);
  await page.waitForTimeout(1500); // let any second sender finish
  await expect.poll(() => pushes.mutations).toBe(1);
  expect((await serverFixture(page, id)).version).toBe(before.version + 1);
});

test('a token that expired while offline is refreshed, then the score is delivered', async ({
  page,
  context,
}) => {
  await signInControlled(page, 'referee', undefined, { fresh: true }); // spends the refresh token
  const { link, id } = await firstUpcoming(page);
  const before = await serverFixture(page, id);
  await context.setOffline(true);
  await link.click();
  await enterScore(page, [3, 3, 2, 2]);
  await expect(page.getByText(SAVED)).toBeVisible();
  // The access token expires while there is no signal.
  await expireDeviceToken(page);
  await context.setOffline(false);
  await expect.poll(() => serverVersion(page, id), { timeout: 20_000 }).toBe(before.version + 1);
  expect(await deviceToken(page)).not.toBe('expired.token.value');
});

test('a server error on the first push is retried and the score applied once', async ({ page, context }) => {
  await signInControlled(page, 'referee');
  const { link, id } = await firstUpcoming(page);
  const before = await serverFixture(page, id);
  let failures = 0;
  await context.route('**/api/sync/push', async (route) => {
    if (failures++ === 0)
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500}' });
    return route.continue();
  });
  await link.click();
  await enterScore(page, [0, 11, 0, 10]);
  await expect
    .poll(async () => (await serverFixture(page, id)).version, { timeout: 20_000 })
    .toBe(before.version + 1);
  expect(failures).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(1000);
  expect((await serverFixture(page, id)).version).toBe(before.version + 1);
});
