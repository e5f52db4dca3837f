/**
 * Super admin (issue 27 items 4 and 5): the demo super admin opens /super-admin from the menu, makes an
 * open-data API key (its secret shown once), reads fixtures with it, is rate limited (the e2e servers allow 20
 * requests a minute a key: server.ts), regenerates it — the old secret then gets 401, the new one reads — and
 * finds each action in the audit log. Axe-clean.
 */
import { LEAGUE_ID } from '../server/db/seed/competition';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { signedInPage } from './session';

const PERSON = '0190f1a2-7b3c-7def-8a12-3456789abcde';

test('a super admin makes an API key that reads fixtures, is rate limited, and stops when regenerated', async ({
  browser,
}) => {
  const description = `E2E fixtures feed ${Date.now() % 1_000_000}`;
  const admin = await signedInPage(browser, 'super-admin', '/user-home');
  await admin.getByRole('link', { name: 'Super admin' }).first().click();
  await expect(admin).toHaveURL(/\/super-admin$/);
  await expect(admin.getByTestId('api-keys')).toContainText('Wicklow county board website');
  await expectAxeClean(admin);

  // The §5 rules on the form, then a valid key.
  await admin.getByRole('button', { name: 'New API key' }).click();
  const dialog = admin.getByTestId('api-key-dialog');
  await dialog.getByLabel('Contact e-mail').fill('not-an-email');
  await dialog.getByLabel('Person id (UUID)').fill('1234');
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(dialog.getByText('The person id must be a UUID')).toBeVisible();
  await expectAxeClean(admin, { only: 'serious' });
  await dialog.getByLabel('Contact e-mail').fill('data@example.ie');
  await dialog.getByLabel('Person id (UUID)').fill(PERSON);
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const secretBox = admin.getByTestId('api-key-secret');
  await expect(secretBox).toHaveText(/^pairc_/);
  const secret = (await secretBox.textContent())!.trim();
  await expect(admin.getByTestId('api-keys').getByRole('row').filter({ hasText: description })).toContainText(
    secret.slice(0, 12),
  );

  // The key reads the league's fixtures.
  const read = (key: string) =>
    admin.request.get(`/api/v1/fixture?competitionId=${LEAGUE_ID}&size=5`, { headers: { 'X-API-Key': key } });
  const first = await read(secret);
  expect(first.status()).toBe(200);
  const body = (await first.json()) as { _embedded: { fixtures: { competition: { id: string } }[] } };
  expect(body._embedded.fixtures.length).toBeGreaterThan(0);
  expect(body._embedded.fixtures[0]!.competition.id).toBe(LEAGUE_ID);

  // Over 20 requests a minute: 429 with Retry-After (a minute boundary only delays it).
  let limited: Awaited<ReturnType<typeof read>> | undefined;
  for (let i = 0; i < 45 && !limited; i++) {
    const res = await read(secret);
    if (res.status() === 429) limited = res;
    else expect(res.status()).toBe(200);
  }
  expect(limited, 'a 429 within 45 requests').toBeDefined();
  expect(Number(limited!.headers()['retry-after'])).toBeGreaterThan(0);

  // Regenerate: a new secret is shown once; the old one gets 401 at once.
  await admin.getByTestId('api-key-secret-box').getByRole('button', { name: 'Done' }).click();
  await expect(secretBox).toBeHidden();
  await admin.getByRole('button', { name: `Regenerate the secret of ${description}` }).click();
  await expect(secretBox).toHaveText(/^pairc_/);
  const renewed = (await secretBox.textContent())!.trim();
  expect(renewed).not.toBe(secret);
  expect((await read(secret)).status()).toBe(401);
  // The new secret is the same key: known (not 401), still under this minute's count (the rate is per key).
  expect([200, 429]).toContain((await read(renewed)).status());

  // The audit log has both actions, newest first.
  await admin.getByRole('tab', { name: 'Audit log', exact: true }).click();
  const log = admin.getByTestId('super-admin-audit');
  await expect(log.getByRole('row').nth(1)).toContainText('API key regenerated');
  await expect(log.getByRole('row').filter({ hasText: description }).first()).toBeVisible();
  await expectAxeClean(admin);

  // The browsable API documentation lists the keyed paths.
  await admin.goto('/api/docs');
  await expect(admin.getByRole('heading', { name: /^GET \/api\/v1\/fixture\b(?!\/)/ })).toBeVisible();
});

test('a super admin merges two clubs, and the old club page moves to the target', async ({ browser }) => {
  const admin = await signedInPage(browser, 'super-admin', '/super-admin');
  await admin.getByRole('tab', { name: 'Merge clubs' }).click();
  await admin.getByRole('textbox', { name: /^Target club/ }).fill('Gaeil na Laoi');
  await admin.getByRole('button', { name: 'Gaeil na Laoi', exact: true }).click();
  await expect(admin.getByTestId('picked-club')).toHaveText('Gaeil na Laoi');
  const source = admin.getByRole('textbox', { name: /^Club to merge into the target/ });
  await source.fill('Blackwater');
  await admin.getByRole('button', { name: 'Blackwater Rovers', exact: true }).click();
  await expect(admin.getByTestId('merge-sources')).toContainText('Blackwater Rovers');
  await admin.getByRole('button', { name: 'Blackwater Rovers', exact: true }).click();
  await expect(admin.getByText('Club already added')).toBeVisible();
  await expectAxeClean(admin);
  await admin.getByRole('button', { name: 'Merge clubs', exact: true }).click();
  const dialog = admin.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('Merge Blackwater Rovers into Gaeil na Laoi?');
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(admin.getByTestId('merge-result')).toContainText('Moved:');

  // The old slug's page answers 301 to the target's address; the API resolves it to the target.
  const page = await admin.request.get('/organization/blackwater-rovers', { maxRedirects: 0 });
  expect(page.status()).toBe(301);
  expect(page.headers()['location']).toBe('/organization/gaeil-na-laoi');
  const club = (await (await admin.request.get('/api/v1/organization/blackwater-rovers')).json()) as {
    name: string;
  };
  expect(club.name).toBe('Gaeil na Laoi');
  // The merge is in the audit log.
  await admin.getByRole('tab', { name: 'Audit log', exact: true }).click();
  await expect(admin.getByRole('tabpanel')).toContainText(/merge/i);
});

test('a super admin finds a club and freezes it, deletes another with a reason, and its page answers 410', async ({
  browser,
  request,
}) => {
  const admin = await signedInPage(browser, 'super-admin', '/super-admin');
  await admin.getByRole('tab', { name: 'Organisations' }).click();
  const panel = admin.getByRole('tabpanel');
  const search = async (text: string) => {
    await panel.getByRole('textbox', { name: 'Name, id or web address' }).fill(text);
    await panel.getByRole('button', { name: 'Search' }).click();
  };
  const list = admin.getByTestId('super-admin-organizations');
  await search('Cnoc Mhuire');
  const frozen = list.getByRole('row').filter({ hasText: 'Cnoc Mhuire' });
  await expect(frozen).toContainText('Active');
  await expectAxeClean(admin);
  await frozen.getByRole('button', { name: 'Freeze Cnoc Mhuire' }).click();
  const dialog = admin.getByTestId('confirm-dialog');
  await dialog.getByRole('button', { name: 'Freeze', exact: true }).click();
  await expect(frozen).toContainText('Frozen');
  await expect(frozen.getByRole('button', { name: 'Unfreeze Cnoc Mhuire' })).toBeVisible();

  // Found by its web address; deleting needs a reason.
  await search('gaeil-chathair-na-mart');
  const deleted = list.getByRole('row').filter({ hasText: 'Gaeil Chathair na Mart' });
  await deleted.getByRole('button', { name: 'Delete Gaeil Chathair na Mart' }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByText('Give the reason for deleting the club')).toBeVisible();
  await expectAxeClean(admin, { only: 'serious' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Duplicate registration of Westport');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(deleted).toContainText('Deleted');
  await expect(deleted).toContainText('Duplicate registration of Westport');

  // The public page and its API view answer 410 Gone; public search no longer finds the club.
  for (const [lang, heading] of [
    ['en', 'This club is no longer on Páirc'],
    ['ga', 'Níl an club seo ar Pháirc a thuilleadh'],
  ] as const) {
    // A visitor without the app's language cookie: the browser's language chooses.
    const gone = await request.get('/organization/gaeil-chathair-na-mart', {
      headers: { 'Accept-Language': lang },
    });
    expect(gone.status()).toBe(410);
    const html = await gone.text();
    expect(html).toContain(heading);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toMatch(/<a [^>]*href="\/"/);
  }
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto('/organization/gaeil-chathair-na-mart');
  await expect(visitor.getByRole('heading', { name: 'This club is no longer on Páirc' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expectAxeClean(visitor);
  // The app's own club page (drawn in the browser, here from the app shell) says the same on the 410.
  await visitor.goto('/organization/gaeil-chathair-na-mart?hideChrome=1');
  await expect(visitor.getByRole('heading', { name: 'This club is no longer on Páirc' })).toBeVisible();
  await context.close();
  expect((await admin.request.get('/api/v1/organization/gaeil-chathair-na-mart')).status()).toBe(410);
  const found = (await (await admin.request.get('/api/v1/organization?search=Chathair')).json()) as {
    _embedded: { organizations: { name: string }[] };
  };
  expect(found._embedded.organizations.map((o) => o.name)).not.toContain('Gaeil Chathair na Mart');

  await admin.getByRole('tab', { name: 'Audit log', exact: true }).click();
  const log = admin.getByTestId('super-admin-audit');
  await expect(log.getByRole('row').nth(1)).toContainText('Club deleted');
  await expect(log.getByRole('row').nth(1)).toContainText('Duplicate registration of Westport');
  await expect(log.getByRole('row').filter({ hasText: 'Club frozen' }).first()).toContainText('Cnoc Mhuire');
  await expectAxeClean(admin);
});
