/**
 * Issue 24, Must show: the association's fee administrator creates next season from the last final one,
 * edits a grade, finalises the bands and the season, and generates the invoices; marks another club's
 * invoice part paid and reminds the main club's secretary (the reminder lands in the outbox). The injury
 * fund check fails for a player of the main club while its invoice of this season is unpaid; the club's
 * treasurer pays it online on /clubs, and the check passes.
 */
import { type Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { pifSeasonYear } from '../domain/injury/pif-eligibility';
import { todayInDublin } from '../domain/lib/dates';
import { DEMO_CLUBS } from '../server/db/seed/clubs';
import { deviceToken } from './offline.helpers';
import { signedInPage } from './session';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const MAIN = 'Naomh Pádraig';
const OTHER = DEMO_CLUBS[1]!.name;
const CURRENT = pifSeasonYear(todayInDublin());
let created = 0;

const alert = (page: Page, text: string | RegExp) =>
  page.getByRole('status').filter({ hasText: text }).or(page.getByText(text)).first();

async function invoiceActions(page: Page, club: string, action: string) {
  await page.getByLabel('Search club or region').fill(club);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page
    .getByTestId('invoice-row')
    .filter({ has: page.getByRole('cell', { name: club, exact: true }) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Actions for ${club}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
  return row;
}

test('the fee administrator sets up next season and invoices the clubs', async ({ browser }) => {
  const page = await signedInPage(browser, 'fees-officer', '/administration/fees');
  await expect(page.getByRole('heading', { level: 1, name: 'Season fees (PIF)' })).toBeVisible();

  // Create Season: next year by default, migrated from this one.
  await page.getByRole('button', { name: 'Create season', exact: true }).click();
  const dialog = page.getByTestId('create-season-dialog');
  await expect(dialog).toContainText(`The levels, grades and bands of season`);
  const year = Number(await dialog.getByLabel('Season year').inputValue());
  expect(year).toBeGreaterThan(CURRENT);
  await dialog.getByLabel('End date (dd/mm/yyyy)').fill('31/02/2030');
  await dialog.getByRole('button', { name: 'Create season' }).click();
  await expect(dialog.getByText('Enter the end date as dd/mm/yyyy')).toBeVisible();
  await dialog.getByLabel('End date (dd/mm/yyyy)').fill(`31/05/${year + 1}`);
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Create season' }).click();
  await expect(alert(page, `New season ${year} created`)).toBeVisible();
  created = year;
  await expect(page.getByTestId('season-status')).toHaveText('Draft');

  // Edit Grades: the senior grade no longer covers Rounders.
  await page.getByRole('button', { name: /Edit Grades/ }).click();
  const senior = page.getByTestId('grade-SENIOR');
  await expect(senior).toContainText('Rounders');
  await senior.getByRole('button', { name: 'Edit grade Senior' }).click();
  const grade = page.getByTestId('grade-dialog');
  await grade.getByText('Rounders', { exact: true }).click();
  await expectAxeClean(page);
  await grade.getByRole('button', { name: 'Save' }).click();
  await expect(alert(page, 'Grade Updated Successfully')).toBeVisible();
  await expect(senior).not.toContainText('Rounders');

  // Finalise Bands, then the season (irreversible, confirmed).
  await expect(page.getByRole('button', { name: 'Finalise season', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Finalise bands', exact: true }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Finalise bands' }).click();
  await expect(alert(page, 'Season Bands Updated')).toBeVisible();
  await page.getByRole('button', { name: 'Finalise season', exact: true }).click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('This cannot be undone');
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Finalise season' }).click();
  await expect(alert(page, `Season ${year} successfully finalised`)).toBeVisible();
  await expect(page.getByTestId('season-status')).toHaveText('Final');

  // Generate the invoices.
  await page.getByRole('tab', { name: 'PIF invoices' }).click();
  await page.getByRole('button', { name: 'Generate invoices', exact: true }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Generate invoices' }).click();
  await expect(alert(page, /\d+ invoices generated/)).toBeVisible();
  await expect(page.getByTestId('invoice-row').first()).toBeVisible();
  await expectAxeClean(page);

  // Another club's invoice is part paid.
  const other = await invoiceActions(page, OTHER, 'Mark part paid');
  const part = page.getByTestId('part-paid-dialog');
  await part.getByLabel('Amount paid (€)').fill('100');
  await part.getByRole('button', { name: 'Save' }).click();
  await expect(other).toHaveAttribute('data-status', 'PART_PAID');
  await expect(other.getByTestId('invoice-status')).toHaveText('Part paid');

  // The main club's secretary is reminded.
  await invoiceActions(page, MAIN, 'Send reminder');
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Send reminder' }).click();
  await expect(alert(page, `Reminder sent to the secretary of ${MAIN}`)).toBeVisible();
  await page.context().close();
});

test("the injury fund check fails while the club's invoice is unpaid; the reminder is in the outbox", async ({
  browser,
}) => {
  expect(created, 'the season was created').toBeGreaterThan(0);
  const page = await signedInPage(browser, 'super-admin', '/injury-claim');
  const res = await page.request.get('/api/dev/notifications?search=injury%20fund', {
    headers: { Authorization: `Bearer ${await deviceToken(page)}` },
  });
  const mails = ((await res.json()) as { _embedded: { notifications: { subject: string }[] } })._embedded
    .notifications;
  expect(mails.some((m) => m.subject === `Player injury fund invoice ${created}: ${MAIN}`)).toBe(true);

  await checkSeán(page);
  const report = page.getByTestId('pif-report');
  await expect(report).toContainText('Not eligible');
  await expect(report).toContainText("The club's injury fund invoice for that season is not paid");
  await page.context().close();
});

test("the club's treasurer pays this season's invoice online, and the player is covered", async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'officer', '/clubs');
  const panel = page.getByTestId('club-invoices');
  await expect(panel.getByRole('heading', { name: `Payments and fees: ${MAIN}` })).toBeVisible();
  const row = panel.locator(`[data-testid="club-invoice"][data-season="${CURRENT}"]`);
  await expect(row).toHaveAttribute('data-status', 'DUE');
  await expectAxeClean(page);
  await row.getByRole('button', { name: `Pay the ${CURRENT} invoice` }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/pay\/checkout\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(/\/clubs\?invoice=.*paid=1/);
  await expect(row).toHaveAttribute('data-status', 'PAID');
  await expect(row.getByTestId('invoice-status')).toHaveText('Paid');
  await page.context().close();

  const checker = await signedInPage(browser, 'super-admin', '/injury-claim');
  await checkSeán(checker);
  await expect(checker.getByTestId('pif-report')).toContainText('Eligible');
  await expect(checker.getByTestId('pif-report')).not.toContainText('Not eligible');
  await checker.context().close();
});

/** The injury fund check of the demo member (a senior player of the main club) for an injury today. */
async function checkSeán(page: Page) {
  await expect(page.getByRole('heading', { name: 'Injury fund eligibility check' })).toBeVisible();
  await page.getByLabel('Club').fill('Naomh Padraig');
  await page.getByRole('list', { name: 'Matching clubs' }).getByRole('button').first().click();
  await page.getByLabel('Unique ID').fill('1000001');
  await page.getByLabel('Injury date').fill(todayInDublin());
  await page.getByRole('button', { name: 'Check eligibility' }).click();
}
