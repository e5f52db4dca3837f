/**
 * Joining (issue 32): a visitor registers at the embedded provider, confirms the e-mail from the local
 * outbox (read as a super admin, GET /api/dev/notifications), completes the profile and lands on the
 * dashboard — or on the path they followed into the app, as from a family invite's link. Every page on the
 * way is checked with axe.
 */
import { expectAxeClean } from './axe';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { deviceToken } from './offline.helpers';
import { consentGiven, signedInPage } from './session';
import { SignInForm } from './sign-in.page';

/** The newest mail the local outbox holds for `address`, read by a super admin. */
async function mailTo(browser: Browser, address: string) {
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
async function register(page: Page, givenName: string) {
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
async function confirmEmail(page: Page, browser: Browser, email: string) {
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
async function completeProfile(page: Page, givenName: string) {
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

test('a visitor registers, confirms the e-mail, completes the profile and reaches the dashboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await consentGiven(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\/[^/]+\/register/, { timeout: 30_000 });
  const { email } = await register(page, 'Niamh');
  await confirmEmail(page, browser, email);
  await completeProfile(page, 'Niamh');
  await expect(page).toHaveURL(/\/user-home$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Niamh');
  await expectAxeClean(page);
});

test('a link into the app (as a family invite mails) survives signing up from the sign-in page', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await consentGiven(page);
  await page.goto('/family?from=invite#members');
  await expect(page).toHaveURL(/\/oidc\/interaction\//, { timeout: 30_000 });
  await page.getByRole('link', { name: 'New to Páirc? Create an account' }).click();
  const { email } = await register(page, 'Sadhbh');
  await confirmEmail(page, browser, email);
  await completeProfile(page, 'Sadhbh');
  await expect(page).toHaveURL(/\/family\?from=invite#members$/, { timeout: 30_000 });
});

test('issue 32, Must show: a visitor joins, finds the club, buys a membership from its page; signed out, a deep link comes back', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await consentGiven(page);
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Register', exact: true }).click();
  const { email, username } = await register(page, 'Ciara');
  await confirmEmail(page, browser, email);
  await completeProfile(page, 'Ciara');
  await expect(page).toHaveURL(/\/user-home$/, { timeout: 30_000 });

  // Finds the club (no fada typed) and opens its page.
  await page.goto('/search?query=naomh%20padraig');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Naomh Pádraig' })
    .getByRole('link', { name: 'Club details' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Naomh Pádraig' })).toBeVisible();
  const block = page.getByRole('region', { name: 'Membership packages' });
  await block.getByRole('link', { name: 'Register for Adult membership' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register: Adult membership' })).toBeVisible();
  await expectAxeClean(page);

  // Registers for the adult player's option and pays with the test card.
  await page.getByTestId('register-member').getByText('Ciara Ní Shé', { exact: true }).click();
  const option = page.getByLabel('Option for Ciara Ní Shé');
  await expect(option).toBeVisible();
  const player = await option.locator('option', { hasText: 'Adult player' }).getAttribute('value');
  expect(player, 'the adult player option is offered').toBeTruthy();
  await option.selectOption(player ?? '');
  await page.getByText('I accept the club’s code of conduct').click();
  await page.getByText('I accept the child safeguarding agreement').click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page).toHaveURL(/\/clubs$/);
  await expect(page.getByTestId('basket-items').locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/pay\/checkout\//);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registration complete' })).toBeVisible({
    timeout: 30_000,
  });

  // The dashboard shows the membership.
  await page.goto('/user-home');
  const memberships = page.getByRole('region', { name: 'Memberships' });
  await expect(memberships).toContainText('Adult player: Registered');

  // Signed out, a deep link goes to sign-in and comes back there.
  await page.goto('/logout');
  await expect(page).not.toHaveURL(/\/logout/, { timeout: 30_000 });
  await page.goto('/teams/anything');
  await new SignInForm(page).signIn(username, 'Peil2026Dingle');
  await expect(page).toHaveURL(/\/teams\/anything$/, { timeout: 30_000 });
});
