import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { todayInDublin } from '../domain/lib/dates';
import { signIn } from './session';

/** Last calendar year: the demo member's membership then (registered 15 January) is in the seed. */
const lastYear = Number(todayInDublin().slice(0, 4)) - 1;

test('the claim checker checks injury fund eligibility: eligible, no season, unknown person', async ({
  page,
}) => {
  await signIn(page, 'super-admin', '/injury-claim');
  await page.getByRole('button', { name: 'Necessary only' }).click();
  await expect(page.getByRole('heading', { name: 'Injury fund eligibility check' })).toBeVisible();

  // Every field is required.
  await page.getByRole('button', { name: 'Check eligibility' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(3);

  // Pick the club by name, fadas not needed.
  await page.getByLabel('Club').fill('Naomh Padraig');
  await page.getByRole('list', { name: 'Matching clubs' }).getByRole('button').first().click();
  await expect(page.getByTestId('picked-club')).toContainText('Naomh Pádraig');
  await page.getByLabel('Unique ID').fill('1000001');
  await page.getByLabel('Injury date').fill(`${lastYear}-07-01`);
  await page.getByRole('button', { name: 'Check eligibility' }).click();
  const report = page.getByTestId('pif-report');
  await expect(report).toContainText('Eligible');
  await expect(report).toContainText('Seán Ó Murchú (1000001)');
  await expect(report).toContainText(`1/7/${lastYear}`);
  await expect(report).toContainText('Paid');
  await expectAxeClean(page);

  // 31 May belongs to the season before, which the demo has not set up.
  await page.getByLabel('Injury date').fill(`${lastYear}-05-31`);
  await page.getByRole('button', { name: 'Check eligibility' }).click();
  await expect(report).toContainText('Not eligible');
  await expect(report).toContainText('No injury fund season covers the injury date');

  await page.getByLabel('Unique ID').fill('9999999');
  await page.getByRole('button', { name: 'Check eligibility' }).click();
  await expect(page.getByTestId('pif-not-found')).toHaveText('Unable to find person');
  await expect(report).toHaveCount(0);
});

test('the page tells other users it is for claim checkers', async ({ page }) => {
  await signIn(page, 'coach', '/injury-claim');
  await expect(page.getByText('Only injury fund claim checkers can check eligibility.')).toBeVisible();
});
