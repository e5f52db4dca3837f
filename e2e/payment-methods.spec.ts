/**
 * Issue 23 item 4 and issue 27 item 4: the treasurer (`officer`) adds a club payment method on the club's
 * Payments tab, views it and deletes it; a person adds and deletes their own card on their profile. The super
 * admin freezes the club's payouts with a reason on /super-admin; the treasurer's payout request is then
 * refused with the spec's message; the super admin unfreezes. The super admin simulates a bank transfer and
 * charges the cash balance into the club's balance. Axe-clean.
 */
import type { Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { signedInPage } from './session';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

test('the treasurer adds, views and deletes a club payment method; a member manages their own card', async ({
  browser,
}) => {
  const treasurer = await signedInPage(browser, 'officer', '/clubs');
  const panel = treasurer.getByTestId('payment-methods').filter({ hasText: 'Club payment methods' });
  await expect(panel.getByTestId('payment-method').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Add a payment method' }).click();
  const dialog = treasurer.getByTestId('add-payment-method');
  await dialog.getByLabel('Type').selectOption('SEPA_DEBIT');
  await dialog.getByLabel('Description').fill('x'.repeat(30));
  await dialog.getByLabel('Account number or IBAN').fill('IE29 AIBK 9311 5212 3456 78');
  await dialog.getByLabel('Description').fill('Lotto account');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(treasurer, 'Payment method added')).toBeVisible();
  const row = panel.getByTestId('payment-method').filter({ hasText: 'Lotto account' });
  await expect(row).toContainText('5678');
  await expectAxeClean(treasurer, { only: 'serious' });

  await row.getByRole('button', { name: 'View' }).click();
  const view = treasurer.getByTestId('view-payment-method');
  await expect(view).toContainText('SEPA direct debit');
  await expect(view).toContainText('IE');
  await expect(view).not.toContainText('93115212');
  await expectAxeClean(treasurer, { only: 'serious' });
  await treasurer.keyboard.press('Escape');

  await row.getByRole('button', { name: 'Delete' }).click();
  await treasurer.getByTestId('delete-payment-method').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(treasurer, 'Payment method deleted')).toBeVisible();
  await expect(row).toHaveCount(0);

  const member = await signedInPage(browser, 'member', '/user-profile');
  const mine = member.getByTestId('payment-methods').filter({ hasText: 'My payment methods' });
  await mine.getByRole('button', { name: 'Add a payment method' }).click();
  const add = member.getByTestId('add-payment-method');
  await add.getByLabel('Description').fill('Everyday card');
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  const card = mine.getByTestId('payment-method').filter({ hasText: 'Everyday card' });
  await expect(card).toContainText('4242');
  await expectAxeClean(member, { only: 'serious' });
  await card.getByRole('button', { name: 'Delete' }).click();
  await member.getByTestId('delete-payment-method').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
});

test('a super admin freezes payouts: the treasurer’s payout request is refused; then unfreezes', async ({
  browser,
}) => {
  const treasurer = await signedInPage(browser, 'officer', '/clubs');
  await expect(treasurer.getByRole('button', { name: 'Payout', exact: true })).toBeEnabled();

  const admin = await signedInPage(browser, 'super-admin', '/super-admin');
  await admin.getByRole('tab', { name: 'Payout freeze' }).click();
  await admin.getByLabel('Organisation name').fill('Naomh');
  await admin.getByRole('button', { name: 'Search' }).click();
  const club = admin.getByTestId('payout-freeze-row').filter({ hasText: 'Naomh Pádraig' }).first();
  await expect(club).toContainText('Allowed');
  await expectAxeClean(admin);
  await club.getByRole('button', { name: 'Freeze payouts' }).click();
  const freeze = admin.getByTestId('payout-freeze-dialog');
  await freeze.getByLabel('Reason').fill('Accounts under review');
  await expectAxeClean(admin, { only: 'serious' });
  await freeze.getByRole('button', { name: 'Freeze payouts' }).click();
  await expect(club).toContainText('Frozen');

  // The treasurer's page was open before the freeze: the request goes to the server, which refuses it.
  await treasurer.getByRole('button', { name: 'Payout', exact: true }).click();
  const request = treasurer.getByTestId('money-request-dialog');
  await request.getByLabel(/^Amount/).fill('10');
  await request.getByLabel('Description').fill('Referee fees');
  const answer = treasurer.waitForResponse(
    (r) => r.url().endsWith('/approval') && r.request().method() === 'POST',
  );
  await request.getByRole('button', { name: 'Request' }).click();
  const refused = await answer;
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe('Payouts are frozen for this club');
  const alert = treasurer.locator('[role="alert"]', { hasText: 'Error processing payment' });
  await expect(alert).toContainText('Payouts are frozen for this club');
  await treasurer.reload();
  await expect(treasurer.getByTestId('payment-account').getByText('Payouts frozen').first()).toBeVisible();
  await expect(treasurer.getByRole('button', { name: 'Payout', exact: true })).toBeDisabled();

  await club.getByRole('button', { name: 'Unfreeze payouts' }).click();
  await admin.getByTestId('payout-freeze-dialog').getByRole('button', { name: 'Unfreeze payouts' }).click();
  await expect(club).toContainText('Allowed');
  await treasurer.reload();
  await expect(treasurer.getByRole('button', { name: 'Payout', exact: true })).toBeEnabled();
});

test('a super admin simulates a bank transfer and charges the cash balance; adds an exchange rate', async ({
  browser,
}) => {
  const admin = await signedInPage(browser, 'super-admin', '/super-admin');
  await admin.getByRole('tab', { name: 'Accounts' }).click();
  await admin.getByLabel('Organisation name').fill('Naomh');
  await admin.getByRole('button', { name: 'Search' }).click();
  const club = admin.getByTestId('payment-customer').filter({ hasText: 'Naomh Pádraig' }).first();
  await club.getByRole('button', { name: 'Simulate bank transfer' }).click();
  const fund = admin.getByTestId('fund-cash-balance');
  await fund.getByLabel('Amount').fill('150');
  await fund.getByRole('button', { name: 'Simulate bank transfer' }).click();
  await expect(club.getByTestId('cash-balance')).toContainText('150');
  await expectAxeClean(admin);
  await club.getByRole('button', { name: 'Charge EUR cash balance' }).click();
  await expect(toast(admin, /Cash balance charged/)).toBeVisible();
  await expect(club.getByTestId('cash-balance')).toContainText('0.00');

  await admin.getByRole('tab', { name: 'Exchange rates' }).click();
  await admin.getByRole('button', { name: 'Add an exchange rate' }).click();
  const rate = admin.getByTestId('exchange-rate-dialog');
  await rate.getByRole('button', { name: 'Save' }).click();
  await expect(rate.getByText('New exchange rate required')).toBeVisible();
  await rate.getByLabel('Rate').fill('0.8512');
  await rate.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByTestId('exchange-rate').filter({ hasText: '0.8512' })).toBeVisible();
  await expectAxeClean(admin);
});
