import { expectAxeClean } from './axe';
import { addDays } from '../domain/lib/days';
import { todayInDublin } from '../domain/lib/dates';
import { addMonths } from '../domain/vetting/application';
import { expect, test } from './fixtures';
import { signIn } from './session';
import { VettingPage } from './vetting.page';

test('a coach applies for Garda vetting: a 17-year-old needs a guardian, documents before submitting, in review after', async ({
  page,
}) => {
  await signIn(page, 'coach', '/vetting');
  await page.getByRole('button', { name: 'Necessary only' }).click();
  await expect(page.getByRole('heading', { name: 'Vetting', exact: true })).toBeVisible();
  const vetting = new VettingPage(page);

  // The details come from the profile; a 17-year-old's application asks for a parent or guardian's consent.
  await expect(page.getByLabel('First name')).toHaveValue('Niamh');
  await page.getByLabel('Date of birth').fill(addDays(addMonths(todayInDublin(), -12 * 17), -1));
  const guardian = page.getByTestId('guardian-consent');
  await expect(guardian).toBeVisible();
  await page.getByRole('button', { name: 'Start application' }).click();
  await expect(guardian.getByText('This field is required').first()).toBeVisible();
  await page.getByLabel('Date of birth').fill('1991-05-14');
  await expect(guardian).toBeHidden();

  // A yes to the blocking question stops the application with the spec's words.
  await page
    .getByLabel('Is there any reason you may not work with children or vulnerable adults?')
    .selectOption('true');
  await page.getByRole('button', { name: 'Start application' }).click();
  await expect(
    page.getByText('Unable to progress, contact the provincial safeguarding manager'),
  ).toBeVisible();

  await vetting.startGarda();
  await expectAxeClean(page);

  // Submitting before the documents are in is refused; with them it goes to the children's officer.
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(
    page.getByText('Upload the documents this application needs before submitting it').first(),
  ).toBeVisible();
  await vetting.uploadGardaDocuments();
  await vetting.submit();
  await expect(page.getByTestId('vetting-status')).toContainText(/VET-\d{6}/);

  // It survives a reload: the application is the server's.
  await page.reload();
  await expect(page.getByTestId('vetting-status-badge')).toHaveText('In review');
  await expectAxeClean(page);
});
