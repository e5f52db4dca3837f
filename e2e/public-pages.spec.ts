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
  const served = await html.text();
  expect(served).toContain('<div id="root">');
  // The server sends the page itself (issue 20): the club's name is in the document.
  expect(served).toContain(`>${club.name.replace(/'/g, '&#x27;')}</h1>`);
  await page.goto(`/organization/${club.id}`);
  await expect(page.getByRole('heading', { level: 1, name: club.name })).toBeVisible();
});

test('the landing page offers sign-in, registration and search', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the landing page’s help centre is the configured Help Portal, and its privacy policy opens in both languages', async ({
  page,
  request,
}) => {
  const config = (await (await request.get('/api/config')).json()) as { help: { portalUrl: string } };
  await page.goto('/');
  await expect(page.getByTestId('help-centre')).toHaveAttribute('href', config.help.portalUrl);
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your rights' })).toBeVisible();
  await page.getByRole('link', { name: 'Leagan Gaeilge' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fógra príobháideachais' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ga');
  for (const lang of ['en', 'ga'])
    expect((await request.get(`/privacy.html?lang=${lang}`)).status()).toBe(200);
});

test.describe('as documents, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a club page carries the club’s name, its results and fixtures, and its JSON-LD', async ({ page }) => {
    await page.goto('/organization/naomh-padraig');
    await expect(page).toHaveTitle('Naomh Pádraig · Páirc');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Naomh Pádraig' })).toBeVisible();
    const section = main.getByRole('region', { name: 'Results and fixtures' });
    // Both panels show when the tabs cannot switch: results and the fixtures still to come.
    await expect(section.getByText(/\d+-\d+ to \d+-\d+/).first()).toBeVisible();
    await expect(section.getByText(/ v /).first()).toBeVisible();
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? 'null',
    ) as { '@type': string; name: string; address: { addressCountry: string } };
    expect(ld).toMatchObject({
      '@type': 'SportsOrganization',
      name: 'Naomh Pádraig',
      address: { addressCountry: 'IE' },
    });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/organization\/naomh-padraig$/,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Naomh Pádraig');
  });

  test('the landing page and search results are readable, and the search box is a form', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Páirc' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Register', exact: true })).toHaveAttribute(
      'href',
      '/register',
    );
    await page.goto('/search?query=naomh');
    await expect(page.getByRole('heading', { level: 2, name: /^\d+ results?$/ })).toBeVisible();
    await expect(page.getByTestId('club-row').first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Search clubs' }).fill('naomh brid');
    await page.getByRole('textbox', { name: 'Search clubs' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?query=naomh\+brid$/);
    await expect(page.getByTestId('club-row').filter({ hasText: 'Naomh Bríd' })).toBeVisible();
  });

  test('an unknown club is a 404 document that says so', async ({ page }) => {
    const res = await page.goto('/organization/no-such-club');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Club not found' })).toBeVisible();
  });
});
