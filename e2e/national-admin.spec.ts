/**
 * National administration (issue 54 item 5): the super admin creates a club under a county from the National
 * tab, moves it to another county, and the public search shows it under the new county; then edits an API
 * key's filters, and the key's next request is scoped by them. Axe-clean.
 */
import { CUP_ID } from '../server/db/seed/officials';
import { LEAGUE_ID } from '../server/db/seed/competition';
import { orgId } from '../server/db/seed/geography';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { signedInPage } from './session';

const PERSON = '0190f1a2-7b3c-7def-8a12-3456789abcde';

test('a super admin creates a club under a county, moves it, and public search shows the new county', async ({
  browser,
}) => {
  const name = `Cumann Náisiúnta ${Date.now() % 1_000_000}`;
  const admin = await signedInPage(browser, 'super-admin', '/user-home');
  await admin.getByRole('link', { name: 'Super admin' }).first().click();
  await expect(admin).toHaveURL(/\/super-admin$/);
  await admin.getByRole('tab', { name: 'National' }).click();
  const create = admin.getByRole('form', { name: 'Create an organisation' });
  await expect(create.getByLabel('Parent county').locator('option', { hasText: 'Wicklow' })).toHaveCount(1);
  await expectAxeClean(admin);

  await create.getByLabel('Name').fill(name);
  await create.getByLabel('Type').selectOption('Club');
  await create.getByLabel('Association').selectOption('GAA');
  await create.getByLabel('Parent county').selectOption({ label: 'Wicklow' });
  await create.getByRole('button', { name: 'Create' }).click();
  const result = admin.getByTestId('national-result');
  await expect(result).toContainText(name);
  await expect(result).toContainText('GAA: Wicklow');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/search?query=${encodeURIComponent(name)}`);
  const row = visitor.getByTestId('club-row').filter({ hasText: name });
  await expect(row.getByTestId('club-region')).toContainText('Wicklow');

  // The move form is filled with the new club's id.
  const move = admin.getByRole('form', { name: 'Move an organisation to another parent' });
  await expect(move.getByLabel('Organisation id')).not.toHaveValue('');
  await move.getByLabel('New parent county').selectOption({ label: 'Kerry' });
  await move.getByRole('button', { name: 'Move' }).click();
  await expect(result).toContainText('GAA: Kerry');
  await expectAxeClean(admin);

  // Another query string than before: the first answer may be kept by the browser for its max-age.
  await visitor.goto(`/search?query=${encodeURIComponent(name.toLowerCase())}`);
  await expect(row.getByTestId('club-region')).toContainText('Kerry');
  await expect(row.getByTestId('club-region')).not.toContainText('Wicklow');
  await expectAxeClean(visitor);
});

test('a super admin edits an API key’s filters, and its next request is scoped by them', async ({
  browser,
}) => {
  const description = `E2E scoped feed ${Date.now() % 1_000_000}`;
  const admin = await signedInPage(browser, 'super-admin', '/super-admin');
  await admin.getByRole('button', { name: 'New API key' }).click();
  const dialog = admin.getByTestId('api-key-dialog');
  await dialog.getByLabel('Contact e-mail').fill('data@example.ie');
  await dialog.getByLabel('Person id (UUID)').fill(PERSON);
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const secretBox = admin.getByTestId('api-key-secret');
  await expect(secretBox).toHaveText(/^pairc_/);
  const secret = (await secretBox.textContent())!.trim();
  const competitions = async () => {
    const res = await admin.request.get('/api/v1/competition', { headers: { 'X-API-Key': secret } });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { _embedded: { competitions: { id: string }[] } };
    return body._embedded.competitions.map((c) => c.id);
  };
  expect(await competitions()).toEqual(expect.arrayContaining([LEAGUE_ID, CUP_ID]));

  // Kerry owns none of the seeded competitions: the key's next request reads none.
  const kerryId = orgId.county('kerry');
  await admin.getByRole('button', { name: `Edit ${description}` }).click();
  const edit = admin.getByTestId('api-key-edit-dialog');
  await expect(edit.getByLabel('Description')).toHaveValue(description);
  await edit.getByLabel('Competitions owned by', { exact: true }).fill(kerryId);
  await expectAxeClean(admin, { only: 'serious' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  expect(await competitions()).toEqual([]);
});
