import { expect, test } from './fixtures';
import { addDays } from '../domain/lib/days';
import { todayInDublin } from '../domain/lib/dates';
import { signIn } from './session';

test('a member notifies an injury in four steps; the secretary cannot approve without a document', async ({
  page,
  browser,
}) => {
  await signIn(page, 'member', '/player-injury');
  await page.getByRole('button', { name: 'Necessary only' }).click();
  await page.getByRole('button', { name: 'New injury notification' }).click();

  // Step 1: the claimant confirms their contact details.
  await page.getByLabel('I confirm these contact details are mine and correct.').check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: team, date (day 61 is refused, day 60 accepted), activity.
  await page.getByLabel('Team', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Injury date').fill(addDays(todayInDublin(), -60));
  await page.getByLabel('Activity').selectOption('Football');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The unit must be notified within 60 days')).toBeVisible();
  await page.getByLabel('Injury date').fill(addDays(todayInDublin(), -59));
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: injury details.
  await page.getByLabel('Area').selectOption('KNEE');
  await page.getByLabel('Diagnosis').selectOption('KNEE.SPRAIN');
  for (const [label, value] of [
    ['Severity', 'MODERATE'],
    ['Surface', 'GRASS_PITCH'],
    ['Weather', 'WET'],
    ['Lighting', 'DAYLIGHT'],
    ['Footwear', 'MOULDED_STUDS'],
    ['Employment status', 'EMPLOYED'],
    ['Treatment', 'GP'],
    ['Nature of claim', 'MEDICAL_EXPENSES'],
  ]) {
    await page.getByLabel(label!, { exact: true }).selectOption(value!);
  }
  for (const label of [
    'Was the player substituted?',
    'Loss of consciousness?',
    'Wearing a helmet or head gear?',
    'Wearing a mouth guard?',
    'Was treatment given?',
    'Private medical insurance?',
  ]) {
    await page.getByLabel(label).selectOption('false');
  }
  await page.getByLabel('Injury circumstances').fill('Twisted the knee turning with the ball');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: five declarations, each required.
  await page.getByRole('button', { name: 'Submit notification' }).click();
  await expect(page.getByText('Please confirm above checkbox')).toHaveCount(5);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: 'Submit notification' }).click();
  await expect(page.getByTestId('notification-status')).toHaveText('Awaiting approval');

  // The club secretary opens it and tries to approve with no supporting document.
  const officerContext = await browser.newContext();
  const officer = await officerContext.newPage();
  await signIn(officer, 'officer', '/player-injury');
  await officer.getByRole('button', { name: 'Necessary only' }).click();
  await officer
    .getByRole('button', { name: addDays(todayInDublin(), -59).split('-').reverse().map(Number).join('/') })
    .first()
    .click();
  await officer.getByLabel('I have checked the supporting documents and approve this notification.').check();
  await officer.getByRole('button', { name: 'Approve' }).click();
  await expect(
    officer.getByText(
      'You must add the supporting documents and confirm the checkbox to approve the injury notification.',
    ),
  ).toBeVisible();
  await officerContext.close();
});

test('the claimant reopens a draft, changes it and saves it again as a draft', async ({ page }) => {
  await signIn(page, 'member', '/player-injury');
  await page.getByRole('button', { name: 'Necessary only' }).click();
  await page.getByRole('listitem').filter({ hasText: 'Draft' }).getByRole('button').click();
  await page.getByRole('button', { name: 'Edit draft' }).click();
  // The form opens on the draft's answers: every step passes as it is.
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const circumstances = page.getByLabel('Injury circumstances');
  await expect(circumstances).not.toHaveValue('');
  await circumstances.fill('Went over on the ankle landing from a high catch');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByTestId('notification-status')).toHaveText('Draft');
  await page.getByRole('button', { name: 'Edit draft' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Injury circumstances')).toHaveValue(
    'Went over on the ankle landing from a high catch',
  );
});
