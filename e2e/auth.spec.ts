import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, SignInForm } from './sign-in.page';

test('member signs in through the login form and lands on the dashboard', async ({ page }) => {
  await page.goto('/login');
  await new SignInForm(page).signIn('member');
  await expect(page).toHaveURL(/\/user-home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Welcome, /);
});

test('a wrong password shows the error and stays on the form', async ({ page }) => {
  await page.goto('/login');
  await new SignInForm(page).signIn('member', 'wrong-password-1A');
  await expect(page.getByRole('alert')).toHaveText('The username or password is not correct.');
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await expect(page.getByLabel('Username')).toHaveValue('member');
});

test('a signed-out deep link returns there, query and hash kept, after sign-in', async ({ page }) => {
  await page.goto('/teams?x=1#h');
  await new SignInForm(page).signIn('member');
  await expect(page).toHaveURL(/\/teams\?x=1#h$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login form works and completes the authorization code flow', async ({ page, baseURL }) => {
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const params = new URLSearchParams({
      client_id: 'pairc-web',
      response_type: 'code',
      redirect_uri: `${baseURL}/auth/callback`,
      scope: 'openid profile offline_access',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'no-js-test',
    });
    await page.goto(`/oidc/auth?${params.toString()}`);
    const form = new SignInForm(page);
    await form.signIn('member', 'not-it-1A');
    await expect(page.getByRole('alert')).toHaveText('The username or password is not correct.');
    await form.signIn('member', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/auth\/callback\?code=[^&]+.*state=no-js-test/);
  });

  test('the form is offered in Irish', async ({ page, baseURL }) => {
    const params = new URLSearchParams({
      client_id: 'pairc-web',
      response_type: 'code',
      redirect_uri: `${baseURL}/auth/callback`,
      scope: 'openid',
      code_challenge: createHash('sha256').update('x'.repeat(43)).digest('base64url'),
      code_challenge_method: 'S256',
      ui_locales: 'ga',
    });
    await page.goto(`/oidc/auth?${params.toString()}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ga');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sign in to Páirc');
  });
});
