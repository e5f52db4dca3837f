/**
 * Joining (issue 32): a visitor registers from the landing page at the embedded provider, confirms the
 * e-mail from the local outbox (read as a super admin, GET /api/dev/notifications), completes the profile and
 * lands on the dashboard. Every page on the way is checked with axe.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { deviceToken } from './offline.helpers';
import { consentGiven, signedInPage } from './session';

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.html).join(' | ')}`),
  ).toEqual([]);
}

/** The newest mail the local outbox holds for `address`. */
async function mailTo(page: Page, address: string) {
  const token = await deviceToken(page);
  let found: { subject: string; body: string } | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/dev/notifications', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const rows = (await res.json()) as { address: string | null; subject: string; body: string }[];
      found = rows.find((r) => r.address === address);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

test('a visitor registers, confirms the e-mail, completes the profile and reaches the dashboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const id = Date.now().toString(36);
  const email = `niamh.${id}@example.ie`;
  await consentGiven(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/oidc\/interaction\/[^/]+\/register/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Create your Páirc account' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('First name').fill('Niamh');
  await page.getByLabel('Surname').fill('Ní Shé');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Username').fill(`niamh-${id}`);
  await page.getByLabel('Password', { exact: true }).fill('Peil2026Dingle');
  await page.getByLabel('Confirm password').fill('Peil2026Dingle');
  await page.getByLabel('Date of birth').fill('1992-03-17');
  await page.getByLabel('Language').selectOption('en');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);

  const admin = await signedInPage(browser, 'super-admin');
  const mail = await mailTo(admin, email);
  await admin.context().close();
  expect(mail.subject).toBe('Páirc: confirm your e-mail address');
  const link = /(https?:\/\/\S+\/verify\?token=\S+)/.exec(mail.body)?.[1];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm and continue' }).click();

  await expect(page).toHaveURL(/\/user-profile$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
  const form = page.getByTestId('profile-form');
  await expect(form.getByLabel('First name', { exact: false }).first()).toHaveValue('Niamh');
  await expect(form.getByLabel('Date of birth')).toHaveValue('1992-03-17');
  await expectAccessible(page);
  await form.getByLabel('First name in Irish').fill('Niamh');
  await form.getByLabel('Gender').selectOption('FEMALE');
  await form.getByLabel('Telephone').fill('+353 87 765 4321');
  await form.getByLabel('Address line 1').fill('An Charraig');
  await form.getByLabel('Town').fill('Daingean Uí Chúis');
  await form.getByLabel('Country').selectOption('IE');
  await form.getByLabel('County/region').selectOption('Kerry');
  await form.getByLabel('Postcode or Eircode').fill('V92 X1Y2');
  await form.getByLabel('Medical alert').selectOption('NONE');
  for (const label of [
    'Consent to process medical information',
    'Consent to medical treatment',
    'Consent to emergency treatment',
    'Club communications',
  ]) {
    await form.getByLabel(label).selectOption('YES');
  }
  await form.getByLabel('Communications from additional clubs').selectOption('NO');
  await form.getByLabel('Photo consent').selectOption('NO');
  await form.getByRole('button', { name: 'Save profile' }).click();

  await expect(page).toHaveURL(/\/user-home$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Niamh');
  await expectAccessible(page);
});
