import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, withServiceWorker } from './fixtures';
import { deviceToken, signInControlled } from './offline.helpers';
import { SignInForm } from './sign-in.page';

// Offline: the service worker serves the app shell and the API's cached reads.
test.use(withServiceWorker);

// These two spend or revoke the refresh token: each signs in on its own (session.ts).
test('a 401 on an API call refreshes the token once and retries', async ({ page, context }) => {
  await signInControlled(page, 'member', '/user-home', { fresh: true });
  let failed = 0;
  await context.route('**/api/person/me', async (route) => {
    if (failed++ === 0)
      return route.fulfill({ status: 401, contentType: 'application/json', body: '{"status":401}' });
    return route.continue();
  });
  const refreshes: string[] = [];
  context.on('request', (r) => {
    if (r.url().endsWith('/oidc/token') && (r.postData() ?? '').includes('grant_type=refresh_token'))
      refreshes.push(r.url());
  });
  const before = await deviceToken(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome, Seán');
  // A signed-in start paints from the device's session and reads the profile after the first paint (issue 49).
  await expect.poll(() => failed).toBe(2); // the 401, then the retry
  await expect.poll(() => refreshes.length).toBe(1);
  await expect.poll(() => deviceToken(page)).not.toBe(before);
});

test('a revoked refresh token sends the person to the sign-in page', async ({ page, context }) => {
  await signInControlled(page, 'member', '/user-home', { fresh: true });
  const token = await deviceToken(page);
  // Sign-out elsewhere revokes the refresh tokens and the provider session.
  expect(
    (await page.request.delete('/api/session', { headers: { Authorization: `Bearer ${token}` } })).status(),
  ).toBe(204);
  await context.route('**/api/person/me', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"status":401}' }),
  );
  await page.reload();
  await new SignInForm(page).waitFor();
});

test('the manifest is installable and the service worker controls the page', async ({ page, request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    theme_color: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Páirc',
    short_name: 'Páirc',
    display: 'standalone',
    start_url: '/user-home',
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const size of ['192x192', '512x512']) {
    expect(manifest.icons.some((i) => i.sizes === size && i.purpose === 'maskable')).toBe(true);
    const icon = manifest.icons.find((i) => i.sizes === size)!;
    expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  }
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /manifest\.webmanifest/);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
});

test('a new build shows the update prompt, and Reload switches to it', async ({ page, server }) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // The first visit was the server's document (issue 20); from now on the worker serves the installed app.
  await page.reload();
  await expect(page.locator('script[src*="/assets/main-"]')).toHaveCount(1);
  // The next deployment: the server now has a byte-different service worker.
  const swFile = path.join(server.staticDir, 'sw.js'); // this worker's copy of dist/
  const original = readFileSync(swFile, 'utf8');
  writeFileSync(swFile, `${original}\n// build 2\n`);
  try {
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      await reg?.update();
    });
    await expect(page.getByText('A new version of Páirc is available.')).toBeVisible({ timeout: 15_000 });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByText('A new version of Páirc is available.')).toBeHidden();
  } finally {
    writeFileSync(swFile, original);
  }
});

test('preferredLanguage ga starts the app in Irish after sign-in', async ({ page }) => {
  // The children's officer's profile has preferredLanguage "ga"; the browser is English.
  await signInControlled(page, 'childrens-officer', '/user-home', { fresh: true });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ga');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Fáilte romhat, Máire');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Fáilte romhat, Máire');
});
