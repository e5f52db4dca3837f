/**
 * Cloning a survey (issue 54 item 7): the independent assessor clones Club Compas under a new name from the
 * submissions screen; the clone is listed among the surveys and can be cloned again (it is a survey like any
 * other). The review steps of the property and borrowing track are covered by
 * tests/server/survey-approval.test.ts.
 */
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { signedInPage } from './session';

test('the assessor clones Club Compas under a new name, and the clone is listed', async ({ browser }) => {
  const name = `Club Compas ${Date.now() % 1_000_000}`;
  const page = await signedInPage(browser, 'assessor', '/survey/review');
  await page.getByRole('button', { name: 'Clone', exact: true }).click();
  const dialog = page.getByTestId('clone-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Survey to clone').selectOption({ label: 'Club Compas' });
  await dialog.getByRole('textbox', { name: /^New name(?! in Irish)/ }).fill(name);
  await dialog.getByLabel('New name in Irish').fill(`${name} (as Gaeilge)`);
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Clone', exact: true }).click();
  await expect(page.getByTestId('clone-done')).toContainText(name);
  await expect(dialog).toBeHidden();

  // Listed: the next clone offers it as a survey to copy.
  await page.getByRole('button', { name: 'Clone', exact: true }).click();
  await expect(
    page.getByTestId('clone-dialog').getByLabel('Survey to clone').locator('option', { hasText: name }),
  ).toHaveCount(1);
  await expectAxeClean(page);
});
