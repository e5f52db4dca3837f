/**
 * Issue 11, Must show: as `parent`, register both children in one bulk registration with instalments and
 * pay on the local provider's hosted page. A declined card first: the children stay unregistered, the
 * spec's message shows and nothing is paid; then the good card: both REGISTERED, the schedule visible.
 */
import { expectAxeClean } from './axe';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { orgId } from '../server/db/seed/geography';
import { DEMO_PACKAGE_IDS } from '../server/db/seed/membership';
import { signedInPage } from './session';

const CLUB = orgId.club('naomh-padraig');
const REGISTER = `/clubs/${CLUB}/membership-packages/${DEMO_PACKAGE_IDS.youth}/register`;

const signInAs = (browser: Browser, username: string) => signedInPage(browser, username);

async function payWith(page: Page, card: string) {
  await page.getByText('Pay by monthly instalments').click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/pay\/checkout\//);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/clubs\/order\//);
}

const memberRows = (page: Page) => page.getByTestId('order-memberships').locator('tbody tr');

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('bulk registration of both children with instalments: declined, then paid', async ({ browser }) => {
  const page = await signInAs(browser, 'parent');
  await page.goto(REGISTER);
  await expect(page.getByRole('heading', { level: 1, name: 'Register: Youth membership' })).toBeVisible();
  await page.getByRole('button', { name: 'Register all my family' }).click();
  await expect(page.getByLabel('Option for Aoife Ní Bhriain')).toBeVisible();
  await expect(page.getByLabel('Option for Cian Ó Briain')).toBeVisible();
  await page.getByText('School attended').first().click();
  await page.keyboard.type('Scoil Naomh Pádraig');
  await page.getByText('I accept the club’s code of conduct').click();
  await page.getByText('I accept the child safeguarding agreement').click();
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();

  await expect(page).toHaveURL(/\/clubs$/);
  await expect(page.getByTestId('basket-items').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByTestId('basket')).toHaveAccessibleName('Basket: 2 items');
  await expectAxeClean(page);

  // A declined card: nothing is charged, the children stay unregistered.
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByTestId('payment-failed')).toHaveText(
    'Payment processing failed: the card was declined and nothing was charged.',
  );
  await expect(memberRows(page)).toHaveCount(2);
  for (const row of await memberRows(page).all()) await expect(row).toContainText('Not registered');
  await expect(page.getByText('Paid €0.00 of €102.00')).toBeVisible();
  await expectAxeClean(page);

  // The basket still holds both: pay with the good card.
  await page.getByRole('link', { name: 'Back to clubs' }).click();
  await expect(page.getByTestId('basket-items').locator('tbody tr')).toHaveCount(2);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1, name: 'Registration complete' })).toBeVisible();
  await expect(memberRows(page)).toHaveCount(2);
  for (const row of await memberRows(page).all()) {
    await expect(row).toContainText('Registered');
    await expect(row).toContainText('Part paid');
  }
  const schedule = page.getByTestId('payment-schedule').locator('tbody tr');
  await expect(schedule).toHaveCount(3);
  await expect(schedule.nth(0)).toContainText('Paid');
  await expect(schedule.nth(1)).toContainText('Due');
  await expect(page.getByText('Paid €34.00 of €102.00')).toBeVisible();
  // A receipt for the payment taken today.
  const receipts = page.getByTestId('receipts').locator('tbody tr');
  await expect(receipts).toHaveCount(1);
  await expect(receipts.first()).toContainText('€34.00');
  await expect(receipts.first()).toContainText('Card');
  await expect(page.getByTestId('basket')).toHaveAccessibleName('Basket: 0 items');
  await expectAxeClean(page);
});
