/**
 * Issue 53, item 0: joining a club ends with being in the club. A new person signs up, finds Naomh Pádraig
 * from the dashboard's "Find a club", registers as an adult player and pays €120 with the test card on the
 * local provider's checkout page; then the Clubs page (the club, its packages, the Member badge), the
 * dashboard and GET /api/person/me all show the club, after a reload too — and a second device, signed in
 * before the payment, shows it at its next request, without signing in again.
 */
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { deviceToken } from './offline.helpers';
import { consentGiven } from './session';
import { SignInForm } from './sign-in.page';
import { completeProfile, confirmEmail, register } from './sign-up.page';

const PASSWORD = 'Peil2026Dingle';

test('a new person joins Naomh Pádraig, pays with 4242, and is a member on the Clubs page, the dashboard and /person/me', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  await consentGiven(page);
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Register', exact: true }).click();
  const { email, username } = await register(page, 'Aisling');
  await confirmEmail(page, browser, email);
  await completeProfile(page, 'Aisling');
  await expect(page).toHaveURL(/\/user-home$/, { timeout: 30_000 });

  // Not a member yet: the dashboard says so and leads to the club search.
  const myClubs = page.getByRole('region', { name: 'My clubs' });
  await expect(myClubs).toContainText('You are not a member of a club yet.');
  await expectAxeClean(page, { only: 'serious' });
  await myClubs.getByRole('link', { name: 'Find a club' }).click();
  await expect(page).toHaveURL(/\/search/);
  await page.getByRole('textbox', { name: 'Search clubs' }).fill('naomh padraig');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Naomh Pádraig' })
    .getByRole('link', { name: 'Club details' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Naomh Pádraig' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Membership packages' })
    .getByRole('link', { name: 'Register for Adult membership' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register: Adult membership' })).toBeVisible();
  await page.getByTestId('register-member').getByText('Aisling Ní Shé', { exact: true }).click();
  const option = page.getByLabel('Option for Aisling Ní Shé');
  const player = await option.locator('option', { hasText: 'Adult player' }).getAttribute('value');
  await option.selectOption(player ?? '');
  await page.getByText('I accept the club’s code of conduct').click();
  await page.getByText('I accept the child safeguarding agreement').click();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page).toHaveURL(/\/clubs$/);
  await expect(page.getByText('You are not a member of a club yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find a club' })).toBeVisible();

  // A second device, signed in before the payment, on the Clubs page.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await consentGiven(phone);
  await phone.goto('/login?redirect=%2Fclubs');
  await new SignInForm(phone).signIn(username, PASSWORD);
  await expect(phone).toHaveURL(/\/clubs$/, { timeout: 30_000 });
  await expect(phone.getByText('You are not a member of a club yet.')).toBeVisible();

  // Pays €120 with the test card on the provider's page.
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/pay\/checkout\//);
  await expect(page.getByText('€120.00')).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registration complete' })).toBeVisible({
    timeout: 30_000,
  });

  // Clubs: the club, its packages and the Member badge — and again after a reload.
  await page.getByRole('link', { name: 'Clubs', exact: true }).first().click();
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Membership packages: Naomh Pádraig' }),
    ).toBeVisible();
    await expect(page.getByTestId('package').first()).toBeVisible();
    await expect(page.getByText('You are not a member of a club yet.')).toHaveCount(0);
    await expect(page.getByTestId('avatar-badge')).toHaveText('Member');
  }
  await expectAxeClean(page, { only: 'serious' });

  // The dashboard: the club under My clubs, the membership under Memberships; after a reload too.
  await page.goto('/user-home');
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    await expect(page.getByRole('region', { name: 'My clubs' }).getByRole('listitem')).toHaveText([
      'Naomh Pádraig',
    ]);
    await expect(page.getByRole('region', { name: 'Memberships' })).toContainText('Adult player: Registered');
  }

  // The API: GET /person/me with the device's token.
  const res = await page.request.get('/api/person/me', {
    headers: { Authorization: `Bearer ${await deviceToken(page)}` },
  });
  expect(res.ok()).toBe(true);
  const me = (await res.json()) as {
    organizations: {
      organization: { name: string };
      status: string;
      labels: string[];
      additionalType: string;
    }[];
  };
  expect(me.organizations).toEqual([
    expect.objectContaining({
      organization: expect.objectContaining({ name: 'Naomh Pádraig' }),
      status: 'ACTIVE',
      labels: ['Adult', 'Player'],
      additionalType: 'MEMBER',
    }),
  ]);

  // The other device learns it at its next request (here: the tab shown again syncs), no sign-in needed.
  await phone.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(
    phone.getByRole('heading', { level: 2, name: 'Membership packages: Naomh Pádraig' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(phone.getByTestId('avatar-badge')).toHaveText('Member');
  await other.close();
});
