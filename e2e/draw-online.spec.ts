import { expectAxeClean } from './axe';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_DRAW_ID } from '../server/db/seed/draws';
import { orgId } from '../server/db/seed/geography';

const CLUB = orgId.club('naomh-padraig');
const ENTRY = `/draw-entry/${DEMO_DRAW_ID}?club=${encodeURIComponent(CLUB)}`;

interface OrderState {
  status: string;
  tickets: { number: number; status: string }[];
}

async function fillEntry(page: Page, quantity = 2) {
  await page.goto(ENTRY);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('National Club Draw');
  await page.getByLabel('Name').fill('Seán Ó Murchú');
  await page.getByLabel('Number of tickets').fill(String(quantity));
  await page.getByLabel('Address').fill('1 Main Street, Ashford');
  await page.getByLabel('Phone (+353 or +44)').fill('+353 87 111 1111');
  await page.getByText('I confirm that I am over 18').click();
  await page.getByText('I agree to the Terms & Conditions').click();
}

async function payWith(page: Page, card: string) {
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/pay\/checkout\//);
  const orderId = await orderIdOfCheckout(page);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  return orderId;
}

/** The order behind the hosted page, from its cancel link (…/result/{orderId}?cancelled=1). */
async function orderIdOfCheckout(page: Page) {
  const href = await page.getByRole('link', { name: 'Cancel and go back' }).getAttribute('href');
  return /\/result\/([^?]+)/.exec(href!)![1]!;
}

async function order(page: Page, id: string) {
  return (await (await page.request.get(`/api/draw-entry/order/${id}`)).json()) as OrderState;
}

test('a successful card issues the tickets SOLD; pages are axe-clean', async ({ page }) => {
  await fillEntry(page);
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/pay\/checkout\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by card (test mode)' })).toBeVisible();
  await expectAxeClean(page);
  const orderId = await orderIdOfCheckout(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you: your entry is complete' })).toBeVisible();
  await expectAxeClean(page);
  const o = await order(page, orderId);
  expect(o.status).toBe('PAID');
  expect(o.tickets.map((t) => t.status)).toEqual(['SOLD', 'SOLD']);
  await expect(page.getByTestId('entry-tickets')).toContainText(String(o.tickets[0]!.number));
});

test('a declined card shows the error page and issues no tickets', async ({ page }) => {
  await fillEntry(page, 1);
  const orderId = await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('heading', { name: 'Your entry has not been completed' })).toBeVisible();
  const o = await order(page, orderId);
  expect(o.status).toBe('FAILED');
  expect(o.tickets.every((t) => t.status === 'FAILED')).toBe(true);
});

test('an abandoned checkout ends EXPIRED', async ({ page }) => {
  test.setTimeout(90_000);
  await fillEntry(page, 1);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/pay\/checkout\//);
  const orderId = await orderIdOfCheckout(page);
  expect((await order(page, orderId)).status).toBe('PENDING_PAYMENT');
  // The e2e server's sessions last 30 s (playwright.config.ts); the payer walks away.
  await expect
    .poll(async () => (await order(page, orderId)).status, { timeout: 60_000, intervals: [5_000] })
    .toBe('EXPIRED');
  expect((await order(page, orderId)).tickets.every((t) => t.status === 'EXPIRED')).toBe(true);
});

test('11 tickets and under-18 entries are refused', async ({ page }) => {
  await fillEntry(page, 11);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('At most 10 tickets can be bought in one entry').first()).toBeVisible();
  await page.getByLabel('Number of tickets').fill('6');
  await page.getByRole('button', { name: 'Add another entrant' }).click();
  await page.getByLabel('Name').nth(1).fill('Niamh Ní Cheallaigh');
  await page.getByLabel('Number of tickets').nth(1).fill('5');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('At most 10 tickets can be bought in one entry').first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/pay\//);

  await fillEntry(page, 1);
  await page.getByText('I confirm that I am over 18').click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Sorry, you must be over 18 to enter.')).toBeVisible();
  await expect(page).not.toHaveURL(/\/pay\//);
  const res = await page.request.post(`/api/draw-entry/${DEMO_DRAW_ID}`, {
    data: {
      county: 'Wicklow',
      organizationId: CLUB,
      entrants: [{ name: 'Seán Ó Murchú', address: 'Ashford', phone: '+353871111111', quantity: 1 }],
      over18: false,
      terms: true,
    },
  });
  expect(res.status()).toBe(400);
});
