import { expect, test } from './fixtures';

test('a club found through open data opens by deep link in the app', async ({ page, request }) => {
  const res = await request.get('/api/v1/organization?search=Naomh');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as {
    _embedded: { organizations: { id: string; name: string }[] };
    page: { totalElements: number };
  };
  expect(body.page.totalElements).toBeGreaterThan(0);
  const club = body._embedded.organizations[0]!;
  const html = await request.get(`/organization/${club.id}`);
  expect(html.headers()['content-type']).toContain('text/html');
  expect(await html.text()).toContain('<div id="root">');
  await page.goto(`/organization/${club.id}`);
  await expect(page.getByRole('heading', { level: 1, name: club.name })).toBeVisible();
});

test('the landing page offers sign-in, registration and search', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
