/**
 * Issue 32 items 3 and 5: a visitor joins a club from its public page — the membership packages block's
 * Register leads through sign-in to that package's registration — and a signed-out deep link to any path
 * comes back there after sign-in.
 */
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { orgId } from '../server/db/seed/geography';
import { DEMO_PACKAGE_IDS } from '../server/db/seed/membership';
import { consentGiven } from './session';
import { SignInForm } from './sign-in.page';

test.describe.configure({ mode: 'parallel' });
test.beforeEach(async ({ page }) => consentGiven(page));

const CLUB = orgId.club('naomh-padraig');

test('the club page’s membership block: Register → sign in → the package’s registration', async ({
  page,
}) => {
  await page.goto('/organization/naomh-padraig');
  const block = page.getByRole('region', { name: 'Membership packages' });
  await expect(block).toBeVisible();
  const adult = block
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /Adult membership/ }) });
  await expect(adult.getByText('Adult player: €120.00')).toBeVisible();
  await expect(block.getByRole('heading', { name: /Youth membership/ })).toBeVisible();
  await expect(adult.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    `/register?redirect=${encodeURIComponent(`/clubs/${CLUB}/membership-packages/${DEMO_PACKAGE_IDS.adult}/register`)}`,
  );
  await expectAxeClean(page, { only: 'serious' });

  // Keyboard-reachable: the Register link takes focus and Enter follows it.
  const register = adult.getByRole('link', { name: 'Register for Adult membership' });
  await register.focus();
  await page.keyboard.press('Enter');
  await new SignInForm(page).signIn('member');
  await expect(page).toHaveURL(
    new RegExp(`/clubs/${CLUB}/membership-packages/${DEMO_PACKAGE_IDS.adult}/register$`),
    { timeout: 30_000 },
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Register: Adult membership' })).toBeVisible();
});

test('signed out, /teams/anything goes to sign-in and comes back there', async ({ page }) => {
  await page.goto('/teams/anything');
  await new SignInForm(page).signIn('coach');
  await expect(page).toHaveURL(/\/teams\/anything$/, { timeout: 30_000 });
});

test('an unknown path: signed out → sign-in → back with query and hash, then a not-found page', async ({
  page,
}) => {
  await page.goto('/no/such/page?tab=2#part');
  await new SignInForm(page).signIn('member');
  await expect(page).toHaveURL(/\/no\/such\/page\?tab=2#part$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your home page' }).click();
  await expect(page).toHaveURL(/\/user-home$/);
});

test('the landing page’s Register and the error page’s contact link lead to working pages', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Register', exact: true })).toHaveAttribute(
    'href',
    '/register',
  );
  // The error page's link preselects "Report an Issue" on the support form (seed 3 §8).
  await page.goto('/contact-form?query=REPORT_ISSUE');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Category/ })).toHaveValue('TECHNICAL_PROBLEM');
  await expect(page.getByRole('combobox', { name: /^Subcategory/ })).toHaveValue('REPORT_AN_ISSUE');
  await expectAxeClean(page, { only: 'serious' });
});
