import { expectAxeClean } from './axe';
import { type Page } from '@playwright/test';
import { expect, test, withServiceWorker } from './fixtures';
import { consentGiven } from './session';

/** Consent already given, so the banner does not cover the page. */
// The tests here are independent of each other: spread them over the workers (playwright.config.ts).
test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => consentGiven(page));

const rows = (page: Page) => page.getByTestId('club-row');

test('search finds clubs by their Irish or English names, fadas typed or not', async ({ page }) => {
  await page.goto('/search?query=naomh');
  await expect(page.getByRole('heading', { level: 2, name: /^\d+ results?$/ })).toBeVisible();
  await expect(rows(page).filter({ hasText: 'Naomh Pádraig' })).toBeVisible();

  // "St" finds the same club through its English name.
  await page.goto('/search?query=st%20patrick');
  await expect(rows(page).filter({ hasText: 'Naomh Pádraig' })).toBeVisible();

  // Typed without the fada, and the search box updates the address.
  await page.getByRole('textbox', { name: 'Search clubs' }).fill('naomh brid');
  await expect(page).toHaveURL(/query=naomh(\+|%20)brid/);
  const brid = rows(page).filter({ hasText: 'Naomh Bríd' });
  await expect(brid).toBeVisible();
  await expect(brid.getByText('GAA', { exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: 'Search clubs' }).fill('zzzz-no-such-club');
  await expect(page.getByText('no results')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '0 results' })).toBeVisible();

  // A row opens the club page at the last segment of its self link.
  await page.goto('/search?query=naomh%20padraig');
  await rows(page).filter({ hasText: 'Naomh Pádraig' }).click();
  await expect(page).toHaveURL(/\/organization\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Naomh Pádraig' })).toBeVisible();
  await expectAxeClean(page, { only: 'serious' });
});

test('the club page shows every block with the seeded data', async ({ page }) => {
  await page.goto('/organization/naomh-padraig');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Naomh Pádraig' })).toBeVisible();
  await expect(page).toHaveTitle('Naomh Pádraig · Páirc');
  await expect(main.getByRole('img', { name: 'Naomh Pádraig crest' })).toBeVisible();
  await expect(main.locator('img[src$="naomh-padraig-banner.svg"]')).toBeVisible();
  for (const a of ['GAA', 'LGFA', 'Camogie'])
    await expect(main.getByText(a, { exact: true }).first()).toBeVisible();
  await expect(main.getByText("St Patrick's", { exact: true })).toBeVisible();
  await expect(main.getByText('Sponsor: Ashford Hardware & Co.')).toBeVisible();
  await expect(main.getByText(/^Founded \d{1,2}\/\d{1,2}\/1932$/)).toBeVisible();
  await expect(main.getByTestId('club-colours').locator('> div')).toHaveCount(3);
  await expect(main.getByTestId('club-description').locator('strong')).toContainText('hurling, football');

  // Location on one line, with directions.
  await expect(main.getByText(/^Páirc an Chumainn, .*, Ashford, Wicklow, A67 .*, Ireland$/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'Directions' })).toHaveAttribute('href', /openstreetmap\.org/);

  // Contacts per association, labelled because the club has three.
  await expect(main.getByText('Secretaries', { exact: true })).toBeVisible();
  await expect(main.getByText("Children's officers", { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'runai@naomhpadraig.example' })).toHaveAttribute(
    'href',
    'mailto:runai@naomhpadraig.example',
  );
  await expect(main.getByText('LGFA:').first()).toBeVisible();
  const safeguarding = main.getByRole('link', { name: 'Safeguarding statement' });
  await expect(safeguarding).toHaveAttribute('target', '_blank');
  const links = main.getByRole('list', { name: 'Links' });
  for (const kind of ['facebook', 'x', 'instagram', 'youtube', 'linkedin', 'generic'])
    await expect(links.locator(`[data-kind="${kind}"]`)).toHaveCount(1);

  // Results first (newest first, goals-points), then fixtures.
  const section = main.getByRole('region', { name: 'Results and fixtures' });
  const tabs = section.getByRole('tab');
  await expect(tabs).toHaveText(['Results', 'Fixtures']);
  await expect(section.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
  await expect(section.getByText(/\d+-\d+ to \d+-\d+/).first()).toBeVisible();
  await expect(section.getByText(/^Referee: /).first()).toBeVisible();
  const resultDays = await section.getByRole('heading', { level: 3 }).allTextContents();
  expect(resultDays.length).toBeGreaterThan(0);
  await section.getByRole('tab', { name: 'Fixtures' }).click();
  await expect(section.getByText(/ v /).first()).toBeVisible();

  // The executive committee: named positions by rank, "not assigned" where empty.
  const committee = main.getByRole('heading', { name: 'Executive committee' }).locator('xpath=..');
  await expect(committee.getByText('not assigned').first()).toBeVisible();
  await expectAxeClean(page, { only: 'serious' });
});

test('a description with a script renders as text and runs nothing', async ({ page }) => {
  await page.goto('/organization/gleann-da-loch');
  const description = page.getByTestId('club-description');
  await expect(description).toHaveText('Fáilte! New members welcome at Laragh.');
  await expect(description.locator('script, img, [onerror]')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { __clubScriptRan?: boolean }).__clubScriptRan),
  ).toBe(undefined);
});

test('an unknown club shows not found', async ({ page }) => {
  await page.goto('/organization/no-such-club');
  await expect(page.getByRole('heading', { level: 1, name: 'Club not found' })).toBeVisible();
  await expect(page.getByText(/could not be found/)).toBeVisible();
});

test('structured data parses and carries the country code, in the served HTML and in the page', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/organization/naomh-padraig')).text();
  const served = /<script type="application\/ld\+json" id="club-jsonld">([^<]*)<\/script>/.exec(html);
  expect(served).not.toBeNull();
  expect(JSON.parse(served![1]!)).toMatchObject({
    '@type': 'SportsOrganization',
    name: 'Naomh Pádraig',
    address: { addressCountry: 'IE' },
  });
  // Reached inside the app (no server-written head), the page writes the same data itself.
  await page.goto('/search?query=naomh%20padraig');
  await rows(page).filter({ hasText: 'Naomh Pádraig' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Naomh Pádraig' })).toBeVisible();
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  const data = JSON.parse((await scripts.textContent())!) as { address: { addressCountry: string } };
  expect(data.address.addressCountry).toBe('IE');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Wicklow mountains/);
});

test.describe('offline', () => {
  test.use(withServiceWorker);

  test('a club page seen once opens offline from the cache', async ({ page, context }) => {
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto('/organization/naomh-padraig');
    await expect(page.getByRole('heading', { level: 1, name: 'Naomh Pádraig' })).toBeVisible();
    await expect(page.getByText(/\d+-\d+ to \d+-\d+/).first()).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Naomh Pádraig' })).toBeVisible();
    await expect(page.getByText("St Patrick's", { exact: true })).toBeVisible();
    await expect(page.getByText(/\d+-\d+ to \d+-\d+/).first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Naomh Pádraig crest' })).toBeVisible();
    await context.setOffline(false);
  });
});
