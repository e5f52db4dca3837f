import { expectAxeClean } from './axe';
import { addDays } from '../domain/lib/days';
import { formatDisplayDate, todayInDublin } from '../domain/lib/dates';
import { expect, test } from './fixtures';
import { signedInPage } from './session';

const PDF = Buffer.from('%PDF-1.4\n% a coaching certificate\n');

test('a member adds a qualification with its certificate, sees it expiring soon, opens and deletes it', async ({
  browser,
}) => {
  // The demo guardian: vetting-admin.spec.ts completes the demo member's vetting, and this page starts unvetted
  // whichever file a worker runs first.
  const page = await signedInPage(browser, 'guardian', '/user-profile');
  await page.getByRole('tab', { name: 'Qualifications and vetting' }).click();
  await expect(page.getByRole('heading', { name: 'Qualifications summary' })).toBeVisible();
  await expect(page.getByText('Not vetted')).toBeVisible();
  await expectAxeClean(page, { only: 'serious' });

  await page.getByRole('button', { name: 'Add qualification' }).click();
  const dialog = page.getByTestId('certification-dialog');
  // Active until before valid from is refused once the form is submitted.
  await dialog.getByLabel('Category').selectOption('COACHING_AWARD');
  await dialog.getByLabel('Name').fill('Foundation coaching award');
  await dialog.getByLabel('Reference').fill('FCA-2026-17');
  await dialog.getByLabel('Awarding body').fill('GAA Games Development');
  const from = addDays(todayInDublin(), -300);
  const until = addDays(todayInDublin(), 30);
  await dialog.getByLabel('Valid from').fill(from);
  await dialog.getByLabel('Active until').fill(addDays(from, -1));
  await dialog.getByRole('button', { name: 'Save qualification' }).click();
  await expect(dialog.getByText('Active until must be after valid from')).toBeVisible();
  await dialog.getByLabel('Active until').fill(until);
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'award.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expectAxeClean(page, { only: 'serious' });
  await dialog.getByRole('button', { name: 'Save qualification' }).click();
  await expect(page.getByText('Created new Certification')).toBeVisible();

  const row = page.getByTestId('certifications').getByRole('row').filter({ hasText: 'FCA-2026-17' });
  await expect(row).toContainText('Coaching award');
  await expect(row).toContainText(formatDisplayDate(from));
  await expect(row).toContainText(formatDisplayDate(until));
  await expect(row).toContainText('Expiring soon');
  await expect(page.getByTestId('qualifications-summary')).toContainText('Foundation coaching award');

  // The certificate is fetched with the token and opened in a new tab.
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    row.getByRole('button', { name: 'Download the certificate of Foundation coaching award' }).click(),
  ]);
  await expect(tab).toHaveURL(/^blob:/);
  await tab.close();

  // The print version shows the summary alone, with a Print button.
  await page.getByRole('button', { name: 'Print version' }).click();
  await expect(page.getByTestId('qualifications-print')).toContainText('FCA-2026-17');
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back to qualifications' }).click();

  await row.getByRole('button', { name: 'Delete Foundation coaching award' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted Certification')).toBeVisible();
  await expect(page.getByTestId('certifications').getByText('FCA-2026-17')).toHaveCount(0);
  await page.context().close();
});

test('an executive committee member files the CRBOT form; a plain member has no CRBOT tab', async ({
  browser,
}) => {
  const member = await signedInPage(browser, 'member', '/user-profile');
  await expect(member.getByRole('tab', { name: 'Qualifications and vetting' })).toBeVisible();
  await expect(member.getByRole('tab', { name: 'CRBOT' })).toHaveCount(0);
  await member.context().close();

  // The club secretary (EXEC_SECRETARY) sits on the executive committee.
  const page = await signedInPage(browser, 'officer', '/user-profile');
  await page.getByRole('tab', { name: 'CRBOT' }).click();
  const form = page.getByTestId('crbot-form');
  await expect(form.getByText('Not submitted yet.')).toBeVisible();
  await expectAxeClean(page, { only: 'serious' });

  await form.getByLabel('Nationality').selectOption('IE');
  await form.getByLabel('Identity type').selectOption('PASSPORT');
  await form.getByLabel('PPS number').fill('123456TW');
  await form.getByLabel('Extent of interest held').selectOption('TRUSTEE');
  await form.getByRole('combobox', { name: 'Organisation', exact: true }).selectOption({ index: 1 });
  await form.getByLabel('Appointed date').fill(addDays(todayInDublin(), 1));
  // Fields are checked once left (their messages move the Submit button), everything on submit.
  await form.getByLabel('Appointed date').blur();
  await expect(form.getByText('A PPS number is 7 digits followed by 1 or 2 letters')).toBeVisible();
  await expect(form.getByText('This date cannot be in the future')).toBeVisible();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('Tick the box to confirm the information is correct')).toBeVisible();

  await form.getByLabel('PPS number').fill('1234567TW');
  await form.getByLabel('Appointed date').fill('2024-03-01');
  await form.getByText('I confirm that this information is correct and complete').click();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('CRBOT information submitted')).toBeVisible();
  await expect(form.getByTestId('crbot-last-submitted')).toHaveText(
    `Last submitted: ${formatDisplayDate(todayInDublin())}`,
  );
  await page.reload();
  await expect(page.getByTestId('crbot-form').getByLabel('PPS number')).toHaveValue('1234567TW');
  await expectAxeClean(page, { only: 'serious' });
  await page.context().close();
});
