/**
 * The public competition page (issue 21 item 8): the seeded league (ACTIVE, with confirmed results) as the
 * server's document — signed out, with and without JavaScript — and as the installed app, which a member who
 * has opened it once can reload with no signal.
 */
import { expectAxeClean } from './axe';
import { type Page } from '@playwright/test';
import { LEAGUE_ID } from '../server/db/seed/competition';
import { expect, test, withServiceWorker } from './fixtures';
import { signInControlled } from './offline.helpers';
import { consentGiven } from './session';

const PATH = `/competition/${LEAGUE_ID}`;
const COLUMNS = ['Pos', 'Team', 'P', 'W', 'D', 'L', 'For', 'Against', 'Diff', 'Pts'];

test.beforeEach(async ({ page }) => consentGiven(page));

/** The league table: its columns, six teams, and scores for and against in goals-points with the total. */
async function expectLeagueTable(page: Page) {
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: /^Wicklow Senior Football League \d{4}$/ }),
  ).toBeVisible();
  const table = main.getByRole('table', { name: 'League table: Division 1' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(COLUMNS);
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(table.getByRole('rowheader', { name: 'Naomh Pádraig' })).toBeVisible();
  await expect(table.getByRole('cell', { name: /^\d+-\d+ \(\d+\)$/ }).first()).toBeVisible();
}

test('signed out, the league’s page shows its table, fixtures and results, and passes axe', async ({
  page,
}) => {
  const res = await page.goto(PATH);
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Wicklow Senior Football League \d{4} · Páirc$/);
  await expectLeagueTable(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Wicklow', exact: true })).toHaveAttribute(
    'href',
    /^\/organization\//,
  );
  const results = main.getByRole('region', { name: 'Results' });
  await expect(results.getByText(/ \d+-\d+ to \d+-\d+ /).first()).toBeVisible();
  await expect(main.getByRole('region', { name: 'Fixtures' }).getByText(/ v /).first()).toBeVisible();
  await expectAxeClean(page, { only: 'serious' });
});

test('the club page’s results link to the competition’s page', async ({ page }) => {
  await page.goto('/organization/naomh-padraig');
  const section = page.getByRole('region', { name: 'Results and fixtures' });
  await section
    .getByRole('link', { name: /^Wicklow Senior Football League/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expectLeagueTable(page);
});

test.describe('as a document, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the table and each fixture’s SportsEvent are in the HTML', async ({ page }) => {
    await page.goto(PATH);
    await expectLeagueTable(page);
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? 'null',
    ) as { '@graph': { '@type': string; name: string; organizer: { '@type': string } }[] };
    expect(ld['@graph'].length).toBeGreaterThan(0);
    expect(ld['@graph'][0]).toMatchObject({
      '@type': 'SportsEvent',
      name: expect.stringMatching(/ v /),
      organizer: { '@type': 'SportsOrganization' },
    });
  });

  test('an unknown competition is a 404 document that says so', async ({ page }) => {
    const res = await page.goto('/competition/no-such-competition');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Competition not found' })).toBeVisible();
  });
});

test.describe('offline', () => {
  test.use(withServiceWorker);

  test('a member who opened the page sees it again after a reload with no signal', async ({
    page,
    context,
  }) => {
    await signInControlled(page, 'member', '/user-home');
    // Inside the installed app: the worker answers the navigation with the app, which reads the API.
    await page.goto(PATH);
    await expectLeagueTable(page);
    await expect(page.getByTestId('offline-copy')).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expectLeagueTable(page);
    await expect(page.getByTestId('offline-copy')).toContainText(/^You are offline: showing the copy from /);
    await context.setOffline(false);
  });
});
