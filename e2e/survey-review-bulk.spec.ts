/**
 * The submissions table's bulk action and CSV export: the independent assessor chooses the main club's
 * seeded risk assessment (under review), accepts it through the bulk action bar, and downloads the table as
 * CSV under the server's file name.
 */
import { readFile } from 'node:fs/promises';
import { DEMO_SURVEY_SUBMISSION_ID } from '../server/db/seed/surveys';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { deviceToken } from './offline.helpers';
import { signedInPage } from './session';

const CLUB = 'Naomh Pádraig';

test('the assessor accepts a risk assessment in bulk and exports the table as CSV', async ({ browser }) => {
  const page = await signedInPage(browser, 'assessor', '/survey/review');
  await page.getByLabel('Survey', { exact: true }).selectOption({ label: 'Risk Assessment' });
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Under review' });
  await page.getByLabel('Club', { exact: true }).fill(CLUB);
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByTestId('survey-submissions');
  const row = table.getByRole('row').filter({ hasText: CLUB }).first();
  await expect(row).toBeVisible();

  // Choosing a row shows the bar; the page's checkbox chooses every row shown.
  // By keyboard: the box is focusable and Space ticks it.
  const box = row.getByRole('checkbox', { name: `Select ${CLUB}: Risk Assessment` });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  const bar = page.getByTestId('bulk-actions');
  await expect(bar).toContainText('1 submission chosen');
  await expect(page.getByRole('checkbox', { name: 'Select all submissions on this page' })).toBeChecked();
  await bar.getByLabel('Action').selectOption({ label: 'Reject' });
  await bar.getByRole('button', { name: 'Apply to 1 chosen' }).click();
  await expect(bar.getByText('Must provide a reason')).toBeVisible();
  await expectAxeClean(page);
  await bar.getByLabel('Action').selectOption({ label: 'Accept' });
  await expect(bar.getByLabel('Reason')).toHaveCount(0);
  await bar.getByRole('button', { name: 'Apply to 1 chosen' }).click();

  await expect(page.getByTestId('bulk-summary')).toHaveText('1 updated, 0 failed');
  await expect(bar).toHaveCount(0);
  // The table reloads: no longer under review.
  await expect(table).toHaveCount(0);
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Accepted' });
  await expect(table.getByRole('row').filter({ hasText: CLUB }).first()).toContainText('Accepted');
  await expectAxeClean(page);

  // The export: the table as filtered, named by the server.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^survey-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain('Club,County,Survey,Status');
  expect(csv).toContain(CLUB);
  expect(csv).toContain('Risk Assessment,Accepted');

  // Back to pending review, so another run on the same database starts the same.
  const back = await page.request.patch(`/api/survey-submission/${DEMO_SURVEY_SUBMISSION_ID}`, {
    headers: { Authorization: `Bearer ${await deviceToken(page)}` },
    data: { action: 'unaccept' },
  });
  expect(back.status()).toBe(200);
  await page.context().close();
});
