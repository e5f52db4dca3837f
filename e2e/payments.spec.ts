/**
 * Issue 23, Must show: the treasurer (`officer`) tops up the club's balance by bank transfer; it shows
 * pending; the local provider's test clock moves on and it becomes available. A payout request by the
 * treasurer is refused to the treasurer themself and approved by the second finance administrator
 * (`chairperson`); it moves from available to reserved. The payment history CSV downloads and holds the
 * lines of the table. Axe-clean.
 */
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expectScreenAxeClean } from './axe';
import { expect, test } from './fixtures';
import { MAIN_CLUB_KEY } from '../server/db/seed/clubs';
import { orgId } from '../server/db/seed/geography';
import { deviceToken } from './offline.helpers';
import { signedInPage } from './session';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const CLUB = orgId.club(MAIN_CLUB_KEY);

const minor = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);
async function balance(page: Page) {
  const card = page.getByTestId('balance').and(page.locator('[data-currency="EUR"]'));
  await expect(card).toBeVisible();
  return {
    available: minor(await card.getByTestId('balance-available').innerText()),
    pending: minor(await card.getByTestId('balance-pending').innerText()),
    reserved: minor(await card.getByTestId('balance-reserved').innerText()),
  };
}
/** The alert toast (not the same words in the account's event log). */
const alert = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text }).first();

test('a top-up by bank transfer is pending, then available when the clock moves', async ({ browser }) => {
  const treasurer = await signedInPage(browser, 'officer', '/clubs');
  await expect(treasurer.getByTestId('payment-account-status')).toHaveText('Setup complete');
  const before = await balance(treasurer);
  await treasurer.getByRole('button', { name: 'Top up', exact: true }).click();
  const dialog = treasurer.getByTestId('money-request-dialog');
  const method = dialog.getByLabel('Pay from');
  const bank = await method.locator('option', { hasText: 'Club current account' }).getAttribute('value');
  await method.selectOption(bank ?? '');
  await dialog.getByLabel(/^Amount/).fill('200');
  await dialog.getByLabel('Description').fill('Gate receipts lodged');
  await dialog.getByRole('button', { name: 'Request' }).click();
  await expect(alert(treasurer, 'Top-up requested')).toBeVisible();
  const mine = treasurer.getByTestId('approval').filter({ hasText: 'Gate receipts lodged' });
  await expect(mine.getByRole('button', { name: 'Cancel request' })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  const chair = await signedInPage(browser, 'chairperson', '/clubs');
  const theirs = chair.getByTestId('approval').filter({ hasText: 'Gate receipts lodged' });
  await expect(theirs.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expectScreenAxeClean(chair);
  await theirs.getByRole('button', { name: 'Approve' }).click();
  await expect(alert(chair, 'Request approved')).toBeVisible();

  // €200 less the bank transfer fee (€1.11 + 0.26 %): pending, not yet available.
  const net = 20_000 - (111 + 52);
  await treasurer.reload();
  const pending = await balance(treasurer);
  expect(pending.pending - before.pending).toBe(net);
  expect(pending.available).toBe(before.available);
  await expect(treasurer.getByTestId('movement').filter({ hasText: 'Gate receipts lodged' })).toHaveAttribute(
    'data-status',
    'pending',
  );

  // Ten days on (1–2 working days pending, a further day to clear, over any weekend and bank holidays):
  // available.
  // The test clock is a super admin's (issue 48): the treasurer alone may not move it.
  expect((await treasurer.request.post('/pay/test/clock/advance', { data: { hours: 1 } })).status()).toBe(
    401,
  );
  const admin = await signedInPage(browser, 'super-admin', '/user-home');
  const moved = await admin.request.post('/pay/test/clock/advance', {
    data: { hours: 24 * 10 },
    headers: { Authorization: `Bearer ${await deviceToken(admin)}` },
  });
  expect(moved.ok()).toBe(true);
  await treasurer.reload();
  const cleared = await balance(treasurer);
  expect(cleared.available - before.available).toBeGreaterThanOrEqual(net);
  expect(cleared.pending).toBeLessThanOrEqual(pending.pending - net);
  await expect(treasurer.getByTestId('movement').filter({ hasText: 'Gate receipts lodged' })).toHaveAttribute(
    'data-status',
    'available',
  );
  await expectScreenAxeClean(treasurer);
});

test('a payout is refused to its requester and approved by the second finance administrator', async ({
  browser,
}) => {
  const treasurer = await signedInPage(browser, 'officer', '/clubs');
  const before = await balance(treasurer);
  await treasurer.getByRole('button', { name: 'Payout', exact: true }).click();
  const dialog = treasurer.getByTestId('money-request-dialog');
  await dialog.getByLabel(/^Amount/).fill('50');
  await dialog.getByLabel('Description').fill('Referee expenses');
  await expectScreenAxeClean(treasurer);
  await dialog.getByRole('button', { name: 'Request' }).click();
  await expect(alert(treasurer, /Payout of €50.00 requested/)).toBeVisible();
  const row = treasurer.getByTestId('approval').filter({ hasText: 'Referee expenses' });
  await expect(row).toBeVisible();

  // The requester approving their own request: the server refuses it with the spec's words.
  const token = await deviceToken(treasurer);
  const list = await treasurer.request.get(`/api/payment-account/${CLUB}/approval?status=CREATED`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const approval = (
    (await list.json()) as { _embedded: { approvals: { id: string; description: string }[] } }
  )._embedded.approvals.find((a) => a.description === 'Referee expenses')!;
  const own = await treasurer.request.patch(`/api/payment-account/${CLUB}/approval/${approval.id}`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { status: 'APPROVED' },
  });
  expect(own.status()).toBe(403);
  expect(((await own.json()) as { message: string }).message).toBe(
    'A top-up or payout needs approval by a second administrator with finance privileges',
  );

  const chair = await signedInPage(browser, 'chairperson', '/clubs');
  await chair
    .getByTestId('approval')
    .filter({ hasText: 'Referee expenses' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(alert(chair, 'Request approved')).toBeVisible();
  await treasurer.reload();
  const after = await balance(treasurer);
  expect(before.available - after.available).toBe(5_000);
  expect(after.reserved - before.reserved).toBe(5_000);
});

test('the payment history CSV downloads and matches the table', async ({ browser }) => {
  const treasurer = await signedInPage(browser, 'officer', '/clubs');
  const history = treasurer.getByTestId('payment-history');
  const rows = history.getByTestId('history-row');
  await expect(rows.first()).toBeVisible();
  const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
  const credited = await rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-credited'))));
  const saved = treasurer.waitForEvent('download');
  await history.getByRole('button', { name: 'Download CSV' }).click();
  const file = await (await saved).path();
  const lines = parse<Record<string, string>>(await readFile(file, 'utf8'), { columns: true });
  expect(lines.slice(0, ids.length).map((l) => l.id)).toEqual(ids);
  expect(lines.slice(0, ids.length).map((l) => Number(l.amountCredited))).toEqual(credited);
  expect(lines.some((l) => l.type === 'TOPUP') && lines.some((l) => l.type === 'PAYOUT')).toBe(true);
  await expectScreenAxeClean(treasurer);
});

test('the treasurer pays a transfer invoice from the county board and the balance falls', async ({
  browser,
}) => {
  const treasurer = await signedInPage(browser, 'officer', '/clubs');
  const before = await balance(treasurer);
  const row = treasurer.getByTestId('transfer-invoice').filter({ hasText: 'Referee fees, league fixtures' });
  await expect(row).toHaveAttribute('data-status', 'DUE');
  await row.getByRole('button', { name: /View transfer invoice/ }).click();
  const dialog = treasurer.getByTestId('transfer-invoice-dialog');
  await expect(dialog).toContainText('€125.00');
  await expectScreenAxeClean(treasurer);
  await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
  const confirm = treasurer.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('€125.00');
  await confirm.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(alert(treasurer, 'Transfer invoice paid')).toBeVisible();
  await expect(row).toHaveAttribute('data-status', 'PAID');
  await expect.poll(async () => before.available - (await balance(treasurer)).available).toBe(12_500);
});
