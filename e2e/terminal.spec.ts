/**
 * Issue 23 item 5, Must show: the treasurer (`officer`, with the TERMINAL feature) opens the Card reader,
 * takes a card payment on the club's simulated reader (the local provider's: discover, connect, collect,
 * the 402 client-secret step, process) and it succeeds and appears in the club's payment history; a second
 * payment is cancelled ("Payment Cancelled"). Axe-clean.
 */
import { type Page } from '@playwright/test';
import { expectScreenAxeClean } from './axe';
import { expect, test } from './fixtures';
import { signedInPage } from './session';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const alert = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text }).first();

async function fillPayment(page: Page, amount: string, description: string) {
  const form = page.getByTestId('take-payment');
  await form.getByLabel('Amount').fill(amount);
  await form.getByLabel('Description').fill(description);
  await form.getByLabel('Receipt e-mail').fill('payer@example.ie');
  await form.getByRole('button', { name: 'Take payment' }).click();
  await expect(page.getByTestId('terminal-status')).toContainText('Card read: •••• 4242');
}

test('a card payment on the simulated reader succeeds and enters the payment history', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'officer', '/user-home');
  await page.getByRole('link', { name: 'Card reader' }).first().click();
  await expect(page).toHaveURL(/\/terminal\/clubs$/);
  await expect(page.getByTestId('terminal-location').filter({ hasText: 'Clubhouse' })).toBeVisible();
  await expect(page.getByTestId('terminal-reader').filter({ hasText: 'Gate reader' })).toBeVisible();
  await page.getByRole('button', { name: 'Discover readers' }).click();
  await expect(page.getByTestId('take-payment').getByLabel('Reader', { exact: true })).toContainText(
    'Gate reader',
  );
  await expectScreenAxeClean(page);

  const description = `Gate, county final ${Date.now()}`;
  await fillPayment(page, '12.50', description);
  await page.getByRole('button', { name: 'Charge €12.50' }).click();
  await expect(alert(page, 'Payment of €12.50 taken')).toBeVisible();
  await expect(page.getByTestId('terminal-status')).toHaveText('Payment of €12.50 taken.');

  await page.goto('/clubs');
  const row = page.getByTestId('payment-history').getByTestId('history-row').filter({ hasText: description });
  await expect(row).toBeVisible();
  await expect(row).toContainText('€12.50');
});

test('a card payment is cancelled on the reader: "Payment Cancelled"', async ({ browser }) => {
  const page = await signedInPage(browser, 'officer', '/terminal/clubs');
  const description = `Club shop ${Date.now()}`;
  await fillPayment(page, '8.00', description);
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(alert(page, 'Payment Cancelled')).toBeVisible();
  await expect(page.getByTestId('terminal-status')).toHaveText('Payment Cancelled');
  await expect(page.getByRole('button', { name: 'Take payment' })).toBeEnabled();
  await expectScreenAxeClean(page);

  await page.goto('/clubs');
  await expect(page.getByTestId('payment-history').getByTestId('history-row').first()).toBeVisible();
  await expect(
    page.getByTestId('payment-history').getByTestId('history-row').filter({ hasText: description }),
  ).toHaveCount(0);
});
