/**
 * Issue 53 item 5, Must show: a basket is edited and paid in page. As a person who is not yet registered this
 * season (the vetting officer), register for Adult membership, empty the basket and register again, change
 * the item's option, then pay in page: 4000 0000 0000 0002 is declined with the card network's message and
 * nothing is lost (the basket is still there and payable), and 4242 4242 4242 4242 pays — the order is
 * complete and the basket badge is back to 0. Axe-clean at each step.
 */
import { type Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { orgId } from '../server/db/seed/geography';
import { DEMO_PACKAGE_IDS } from '../server/db/seed/membership';
import { signedInPage } from './session';

const CLUB = orgId.club('naomh-padraig');
const REGISTER = `/clubs/${CLUB}/membership-packages/${DEMO_PACKAGE_IDS.adult}/register`;
const NAME = 'Ciarán Mac Giolla Phádraig';

test.describe.configure({ timeout: 180_000 });

async function registerAdultPlayer(page: Page) {
  await page.goto(REGISTER);
  await expect(page.getByRole('heading', { level: 1, name: 'Register: Adult membership' })).toBeVisible();
  await page.getByTestId('register-member').getByText(NAME, { exact: true }).click();
  const option = page.getByLabel(`Option for ${NAME}`);
  const player = await option.locator('option', { hasText: 'Adult player' }).getAttribute('value');
  await option.selectOption(player ?? '');
  await page.getByText('I accept the club’s code of conduct').click();
  await page.getByText('I accept the child safeguarding agreement').click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page).toHaveURL(/\/clubs$/);
}

async function payInPage(page: Page, card: string) {
  const dialog = page.getByTestId('card-payment-dialog');
  await dialog.getByLabel('Card number').fill(card);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('Security code (CVC)').fill('123');
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
}

test('a basket is edited, declined in page with 4000 0000 0000 0002, and paid in page with 4242', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'vetting-officer');
  const rows = page.getByTestId('basket-items').locator('tbody tr');

  // Emptied, with the spec's confirmation; the badge follows.
  await registerAdultPlayer(page);
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('basket')).toHaveAccessibleName('Basket: 1 item');
  await page.getByRole('button', { name: 'Empty basket' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Empty basket' }).click();
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
  await expect(page.getByTestId('basket')).toHaveAccessibleName('Basket: 0 items');

  // Registered again, and the item changed to the non-player option.
  await registerAdultPlayer(page);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Adult player');
  await rows.first().getByRole('button', { name: 'Change' }).click();
  const change = page.getByTestId('basket-item-dialog');
  await expect(change.getByLabel('Option')).toBeVisible();
  await expectAxeClean(page);
  const nonPlayer = await change
    .getByLabel('Option')
    .locator('option', { hasText: 'Adult non-player' })
    .getAttribute('value');
  await change.getByLabel('Option').selectOption(nonPlayer ?? '');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(change).toHaveCount(0);
  await expect(rows.first()).toContainText('Adult non-player');
  await expect(rows.first()).toContainText('€60.00');

  // In page: declined, told, nothing lost.
  await page.getByRole('button', { name: 'Pay by card', exact: true }).click();
  const dialog = page.getByTestId('card-payment-dialog');
  await expect(dialog.getByLabel('Card number')).toBeVisible();
  await expectAxeClean(page);
  await payInPage(page, '4000 0000 0000 0002');
  await expect(dialog.getByTestId('card-error')).toHaveText('Your card was declined.');
  await expectAxeClean(page);
  await expect(rows).toHaveCount(1);

  // The same form, a good card: paid.
  await payInPage(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/clubs\/order\//, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Registration complete' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('basket')).toHaveAccessibleName('Basket: 0 items');
  await expectAxeClean(page);
});
