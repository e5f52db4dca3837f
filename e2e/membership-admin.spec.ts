/**
 * Issue 11, the club admin's lifecycle: the club's members list with its filters, upgrading a member to a
 * dearer option (the difference is due; the admin marks it paid), and the receipts a paying parent sees on
 * their order (membership.spec.ts checks those); the club's annual levy and its membership fees to the county
 * board, paid from its balance. Axe-clean.
 */
import { expectAxeClean } from './axe';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { consentGiven, signIn } from './session';

const MEMBER = 'Seán Ó Murchú';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeEach(async ({ page }) => consentGiven(page));

const memberRow = (page: Page) => page.getByTestId('club-member-row').filter({ hasText: MEMBER });

async function act(page: Page, action: string, name = MEMBER) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function openMembers(page: Page) {
  await signIn(page, 'officer', '/clubs');
  await page.getByRole('link', { name: 'Club members and orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Club members' })).toBeVisible();
  await expect(page.getByTestId('club-member-row').first()).toBeVisible();
}

test('the club admin finds a member, upgrades them, and marks the difference paid', async ({ page }) => {
  await openMembers(page);
  await expectAxeClean(page);

  // Filters: a payment status nobody has this season empties the list; then a name finds the member.
  await page.getByLabel('Payment status').selectOption('OVERPAID');
  await expect(page.getByText('No memberships match.')).toBeVisible();
  await page.getByLabel('Payment status').selectOption('');
  await page.getByLabel('Name').fill(MEMBER);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('club-member-row')).toHaveCount(1);
  await expect(memberRow(page)).toContainText('Adult non-player');

  // Upgrade to the adult player's option: the membership moves at once, the difference is due.
  await act(page, 'Upgrade');
  const dialog = page.getByTestId('upgrade-dialog');
  await dialog.getByLabel('New option').selectOption({ label: 'Adult membership: Adult player (€120.00)' });
  await expect(dialog.getByRole('status')).toContainText('€60.00');
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Upgrade', exact: true }).click();
  await expect(page.getByText('Membership upgraded: the difference is due')).toBeVisible();
  await expect(memberRow(page)).toContainText('Adult player');
  await expect(memberRow(page)).toContainText('Part paid');

  // The club takes the difference and marks the upgrade paid.
  await act(page, 'Mark upgrade paid');
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Mark upgrade paid' }).click();
  await expect(page.getByText('Upgrade marked paid')).toBeVisible();
  await expect(memberRow(page)).toContainText('Paid');
  await expect(memberRow(page)).not.toContainText('Part paid');
});

test('the club admin approves a pending member, hibernates them and wakes them again', async ({ page }) => {
  await openMembers(page);
  // A seeded member whose association fees are pending (not one of the demo users other specs sign in as).
  await page.getByLabel('Membership status').selectOption('ASSOCIATION_FEES_PENDING');
  const row = page.getByTestId('club-member-row').first();
  await expect(row).toContainText('Association fees pending');
  const name = (await row.locator('td').first().innerText()).trim();
  await page.getByLabel('Membership status').selectOption('');
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  const mine = page.getByTestId('club-member-row').filter({ hasText: 'Association fees pending' });
  await expect(mine).toHaveCount(1);

  await act(page, 'Approve', name);
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Membership approved')).toBeVisible();
  await expect(
    page.getByTestId('club-member-row').filter({ hasText: 'Association fees pending' }),
  ).toHaveCount(0);

  await act(page, 'Hibernate', name);
  const dialog = page.getByTestId('hibernate-dialog');
  await expect(dialog).toContainText('removes the member from the club’s teams and groups');
  await dialog.getByLabel('Reason').selectOption('MOVED_ABROAD');
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Hibernate' }).click();
  await expect(page.getByText('Member hibernated')).toBeVisible();
  await expect(page.getByTestId('club-member-row').first()).toContainText('(hibernated)');

  await act(page, 'Unhibernate', name);
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Unhibernate' }).click();
  await expect(page.getByText('Member unhibernated')).toBeVisible();
  await expect(page.getByTestId('club-member-row').first()).not.toContainText('(hibernated)');
});

test('the club admin pays the unpaid annual levy from the club’s balance', async ({ page }) => {
  await openMembers(page);
  const season = new Date().getFullYear();
  const levies = page.getByTestId('annual-levies');
  await levies.getByRole('button', { name: `Pay the LGFA levy for ${season}` }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('Pay €50.00 from the club’s balance?');
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Annual levy paid')).toBeVisible();
  await expect(levies.getByRole('button', { name: `Pay the LGFA levy for ${season}` })).toHaveCount(0);
  await expect(levies.locator('tbody tr').filter({ hasText: 'LGFA' })).toContainText('Paid on');
});

test('the club admin pays the membership fees due to the county board from the club’s balance', async ({
  page,
}) => {
  await openMembers(page);
  const fees = page.getByTestId('member-fees-outbound');
  // The members still waiting for association fees (one fewer if the approval above ran first).
  await expect(fees.locator('tbody tr').filter({ hasText: 'Due' })).toContainText('Registration');
  await page.getByRole('button', { name: /^Pay the membership fees due to / }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText(/GAA registration: \d+ × €10\.00 = €\d+\.00/);
  await expect(dialog).toContainText('from the club’s balance to');
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByText('Membership fees paid')).toBeVisible();
  await expect(fees.locator('tbody tr').filter({ hasText: 'Due' })).toHaveCount(0);
  await expect(fees.locator('tbody tr').filter({ hasText: 'Registration' })).toContainText('Paid on');
  await expect(page.getByRole('button', { name: /^Pay the membership fees due to / })).toHaveCount(0);
});

test('the member sees the upgraded membership in the profile’s membership history', async ({ page }) => {
  await signIn(page, 'member');
  await page.getByRole('link', { name: 'Profile' }).first().click();
  await page.getByRole('tab', { name: 'Membership history' }).click();
  const rows = page.getByTestId('membership-history').locator('tbody tr');
  const season = new Date().getFullYear();
  // This season (upgraded by the admin above) first, then last season's.
  await expect(rows.first()).toContainText(String(season));
  await expect(rows.first()).toContainText('Adult player');
  await expect(rows.first()).toContainText('Registered');
  await expect(rows.filter({ hasText: String(season - 1) })).toHaveCount(1);
  await expectAxeClean(page);
});
