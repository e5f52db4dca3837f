/**
 * Issue 11, the club admin's package editor: as `officer` (admin of the demo club) create a DRAFT package
 * with one option and a RADIO question, see the schema's messages for 21 adults and 11 question options,
 * save, change the price, migrate to next season hibernating the old options, and open the new package.
 */
import { expectAxeClean } from './axe';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { orgId } from '../server/db/seed/geography';
import { consentGiven, signIn } from './session';

const CLUB = orgId.club('naomh-padraig');

const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

test.describe.configure({ timeout: 180_000 });

test('create, validate, edit and migrate a membership package; axe-clean', async ({ page }) => {
  const name = `E2E package ${Date.now()}`;
  const season = new Date().getFullYear();
  await consentGiven(page);
  await signIn(page, 'officer', '/clubs');
  await expect(page.getByLabel('Packages shown')).toHaveValue('');
  await page.getByRole('link', { name: 'New package' }).click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${CLUB}/membership-packages/new$`));
  await expect(page.getByRole('heading', { level: 1, name: 'New membership package' })).toBeVisible();

  await field(page, 'Package name').fill(name);
  await field(page, 'Package description').fill('Made by the end-to-end test');
  await expect(field(page, 'Package status')).toHaveValue('DRAFT');
  const option = page.getByRole('group', { name: 'Option 1' });
  await field(option, 'Option name').fill('Senior player');
  await field(option, 'Option description').fill('One adult player for the season');
  await field(option, 'Adults covered').fill('21');
  await field(option, 'Price').fill('45.50');
  await option.getByRole('button', { name: 'Add question' }).click();
  const question = option.getByRole('group', { name: 'Question 1' });
  await field(question, 'Question text').fill('Jersey size');
  await field(question, 'Answer type').selectOption('RADIO');
  await field(question, 'Options, separated by commas').fill('1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11');
  await page.getByRole('button', { name: 'Save package' }).click();

  await expect(option.getByText('An option covers at most 20 adults')).toBeVisible();
  await expect(question.getByText('At most 10 comma-separated options')).toBeVisible();
  await expect(page).toHaveURL(/\/new$/);
  await expectAxeClean(page);

  await field(option, 'Adults covered').fill('1');
  await field(question, 'Options, separated by commas').fill('Small, Medium, Large');
  await page.getByRole('button', { name: 'Save package' }).click();
  await expect(page).toHaveURL(new RegExp(`/clubs/${CLUB}/membership-packages/[^/]+/edit$`));
  const firstUrl = page.url();
  await expect(
    page.getByRole('heading', { level: 1, name: `Edit membership package: ${name} · ${season}` }),
  ).toBeVisible();
  await expect(field(option, 'Price')).toHaveValue('45.50');
  await expect(field(question, 'Answer type')).toHaveValue('RADIO');
  await expect(field(question, 'Options, separated by commas')).toHaveValue('Small, Medium, Large');
  await expect(field(page, 'Package status')).toHaveValue('DRAFT');

  // Change the price: the option is saved in place (PUT …/option/{id}).
  await field(option, 'Price').fill('50');
  await page.getByRole('button', { name: 'Save package' }).click();
  await expect(page.getByText('Package saved')).toBeVisible();
  await page.reload();
  await expect(field(option, 'Price')).toHaveValue('50.00');
  await expectAxeClean(page);

  // Migrate to next season, options active, the old ones hibernated.
  await page.getByRole('button', { name: 'Migrate to a new season' }).click();
  const dialog = page.getByTestId('migrate-dialog');
  await expect(field(dialog, 'New season')).toHaveValue(String(season + 1));
  await field(dialog, 'New options are').selectOption('ACTIVE');
  await dialog.getByText('Hibernate the old options').click();
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Migrate', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Edit membership package: ${name} · ${season + 1}` }),
  ).toBeVisible();
  expect(page.url()).not.toBe(firstUrl);
  await expect(field(option, 'Option status')).toHaveValue('ACTIVE');
  await expect(field(option, 'Option season')).toHaveValue(String(season + 1));
  await expect(field(option, 'Price')).toHaveValue('50.00');

  // The old package's option is hibernated; both packages are on /clubs.
  await page.goto(firstUrl);
  await expect(field(option, 'Option status')).toHaveValue('DELETED');
  await expect(field(option, 'Option status').locator('option:checked')).toHaveText('Hibernated');
  await page.goto('/clubs');
  const cards = page.getByTestId('package').filter({ hasText: name });
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: `${name} · ${season + 1}` })).toHaveCount(1);
  await page.getByLabel('Packages shown').selectOption('DRAFT');
  await expect(page.getByTestId('package').filter({ hasText: name })).toHaveText([
    new RegExp(`${name} · ${season}`),
  ]);
  await page.getByLabel('Packages shown').selectOption('ACTIVE');
  await expect(page.getByTestId('package').filter({ hasText: name })).toHaveText([
    new RegExp(`${name} · ${season + 1}`),
  ]);
  await expectAxeClean(page);
});
