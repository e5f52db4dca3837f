/**
 * Joining (issue 32): a visitor registers at the embedded provider, confirms the e-mail from the local
 * outbox (read as a super admin, GET /api/dev/notifications), completes the profile and lands on the
 * dashboard — or on the path they followed into the app, as from a family invite's link. Every page on the
 * way is checked with axe.
 */
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { consentGiven } from './session';
import { SignInForm } from './sign-in.page';
import { completeProfile, confirmEmail, register } from './sign-up.page';

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
