/**
 * Signing up as a new person would (issue 32): the embedded provider's sign-up form, the confirmation link from
 * the local outbox (read as a super admin, GET /api/dev/notifications), and profile completion. Used by the
 * sign-up and joining specs.
 */
import type { Browser, Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { expect } from './fixtures';
import { deviceToken } from './offline.helpers';
import { signedInPage } from './session';

/** The newest mail the local outbox holds for `address`, read by a super admin. */
export async function mailTo(browser: Browser, address: string) {
  const admin = await signedInPage(browser, 'super-admin');
  try {
    const token = await deviceToken(admin);
    let found: { subject: string; body: string } | undefined;
    await expect
      .poll(async () => {
        const res = await admin.request.get(`/api/dev/notifications?search=${encodeURIComponent(address)}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        type Row = { address: string | null; subject: string; body: string };
        const rows = ((await res.json()) as { _embedded: { notifications: Row[] } })._embedded.notifications;
        found = rows.find((r) => r.address === address);
        return Boolean(found);
      })
      .toBe(true);
    return found!;
  } finally {
    await admin.context().close();
  }
}

/** Fills and sends the provider's sign-up form; answers the e-mail address and username used. */
export async function register(page: Page, givenName: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${givenName.toLowerCase()}.${id}@example.ie`;
  await expect(page.getByRole('heading', { name: 'Create your Páirc account' })).toBeVisible();
  await expectAxeClean(page);
  await page.getByLabel('First name').fill(givenName);
  await page.getByLabel('Surname').fill('Ní Shé');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Username').fill(`${givenName.toLowerCase()}-${id}`);
  await page.getByLabel('Password', { exact: true }).fill('Peil2026Dingle');
  await page.getByLabel('Confirm password').fill('Peil2026Dingle');
  await page.getByLabel('Date of birth').fill('1992-03-17');
  await page.getByLabel('Language').selectOption('en');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);
  return { email, username: `${givenName.toLowerCase()}-${id}` };
}

/** Opens the link mailed to `email` in the same browser and confirms. */
export async function confirmEmail(page: Page, browser: Browser, email: string) {
  const mail = await mailTo(browser, email);
  expect(mail.subject).toBe('Páirc: confirm your e-mail address');
  const link = /(https?:\/\/\S+\/verify\?token=\S+)/.exec(mail.body)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
}

/** Profile completion: the sign-up's name and date of birth are there; the rest is filled in and saved. */
export async function completeProfile(page: Page, givenName: string) {
  await expect(page).toHaveURL(/\/user-profile$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
  const form = page.getByTestId('profile-form');
  await expect(form.getByLabel('First name').first()).toHaveValue(givenName);
  await expect(form.getByLabel('Date of birth')).toHaveValue('1992-03-17');
  await expectAxeClean(page);
  await form.getByLabel('First name in Irish').fill(givenName);
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
}
