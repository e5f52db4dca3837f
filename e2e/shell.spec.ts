import { expectAxeClean } from './axe';
import { type Page } from '@playwright/test';
import { expect, test, withServiceWorker } from './fixtures';
import { consentGiven, signIn } from './session';
import { SignInForm } from './sign-in.page';

const BASE_MENU = ['Dashboard', 'Profile', 'Family', 'Events', 'Messages', 'Calendar', 'Groups', 'Clubs'];
/** In everyone's main menu (menu-rules.ts): anyone applies, a unit's secretaries review there. */
const TRANSFERS = 'Player transfers';
/** Last in a club member's main menu (menu-rules.ts): the person's own forms. */
const OWN_FORMS = ['Apply for vetting', 'Return to play', 'Injury notification'];

/** A kept sign-in (session.ts) on the dashboard; the sign-in form itself is tested in auth.spec.ts and below. */
const signInAs = (page: Page, username: string) => signIn(page, username);

const mainMenu = (page: Page) => page.getByRole('navigation', { name: /^(Main menu|Príomhroghchlár)$/ });
const accountMenu = (page: Page) =>
  page.getByRole('navigation', { name: /^(Account menu|Roghchlár an chuntais)$/ });

// The tests here are independent of each other: spread them over the workers (playwright.config.ts).
test.describe.configure({ mode: 'parallel' });

test.describe('desktop shell', () => {
  test.beforeEach(async ({ page }) => consentGiven(page));

  test('a member sees the base menu and no Administration', async ({ page }) => {
    await signInAs(page, 'member');
    await expect(page.getByTestId('nav-drawer')).toBeVisible();
    await expect(mainMenu(page).getByRole('link')).toHaveText([...BASE_MENU, TRANSFERS, ...OWN_FORMS]);
    await expect(accountMenu(page).getByRole('link')).toHaveText(['Help', 'Log out']);
    await expect(page.getByTestId('page-title')).toHaveText('Dashboard');
    await expect(page.getByTestId('user-name')).toHaveText('Seán Ó Murchú');
    await expect(page.getByTestId('avatar-badge')).toHaveText('Member');
    await expect(page.getByTestId('mobile-nav')).toBeHidden();
  });

  test('an officer (the club’s draw officer) sees Administration, Draws and the admin badge', async ({
    page,
  }) => {
    await signInAs(page, 'officer');
    await expect(mainMenu(page).getByRole('link')).toHaveText([
      ...BASE_MENU,
      'Administration',
      'Card reader',
      'Draws',
      TRANSFERS,
      'Surveys',
      ...OWN_FORMS,
    ]);
    await expect(page.getByTestId('avatar-badge')).toHaveText('Admin');
    await mainMenu(page).getByRole('link', { name: 'Administration' }).click();
    await expect(page).toHaveURL(/\/administration\/clubs$/);
    await expect(page.getByTestId('page-title')).toHaveText('Administration');
    // The overview: the club the officer administers, this season's figures and the way to its members.
    const club = page.getByTestId('administration-organization').first();
    await expect(club.getByText(/Your roles here: .*Organisation administrator/)).toBeVisible();
    await expect(club.getByTestId('members-count')).toHaveText(/^\d+$/);
    await expect(club.getByTestId('payments-due-count')).toHaveText(/^\d+$/);
    await expectAxeClean(page, { only: 'serious' });
    await club.getByRole('link', { name: 'Club members and orders' }).click();
    await expect(page).toHaveURL(/\/clubs\/[^/]+\/members$/);
  });

  test('a competition admin sees Competitions', async ({ page }) => {
    await signInAs(page, 'competition-admin');
    await expect(mainMenu(page).getByRole('link', { name: 'Competitions' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Match official' })).toHaveCount(0);
  });

  test('a referee sees Match official, and the club selector lists both organisations', async ({ page }) => {
    await signInAs(page, 'referee');
    await expect(mainMenu(page).getByRole('link')).toHaveText([
      ...BASE_MENU,
      'Match official',
      TRANSFERS,
      ...OWN_FORMS,
    ]);
    await expect(page.getByTestId('club-selector')).toHaveCount(0);
    await mainMenu(page).getByRole('link', { name: 'Clubs' }).click();
    await expect(page.getByTestId('club-selector').locator('option')).toHaveCount(2);
  });

  test("a super admin's account menu lists only pages that exist", async ({ page }) => {
    await signInAs(page, 'super-admin');
    await expect(accountMenu(page).getByRole('link')).toHaveText([
      'Super admin',
      'Support desk',
      'Linked accounts',
      'Injury claim',
      'Help',
      'Log out',
    ]);
    await accountMenu(page).getByRole('link', { name: 'Help' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  test('a coach of an under-18 team finds vetting and the players’ injuries in the menu', async ({
    page,
  }) => {
    await signInAs(page, 'coach');
    // The coach's teams (senior footballers and U14 hurlers) reach the device, and with them the items.
    await mainMenu(page).getByRole('link', { name: 'Apply for vetting' }).click();
    await expect(page).toHaveURL(/\/vetting$/);
    await expect(page.getByTestId('page-title')).toHaveText(/vetting/i);
    await mainMenu(page).getByRole('link', { name: 'Injuries' }).click();
    await expect(page).toHaveURL(/\/injuries\?filter=/);
    await expect(page.getByTestId('page-title')).toHaveText('Injuries');
    await mainMenu(page).getByRole('link', { name: 'Injury notification' }).click();
    await expect(page).toHaveURL(/\/player-injury$/);
    await mainMenu(page).getByRole('link', { name: 'Return to play' }).click();
    await expect(page).toHaveURL(/\/return-to-play$/);
    await expectAxeClean(page, { only: 'serious' });
  });

  test('a super admin reaches the support desk from the account menu', async ({ page }) => {
    await signInAs(page, 'super-admin');
    await accountMenu(page).getByRole('link', { name: 'Support desk' }).click();
    await expect(page).toHaveURL(/\/administration\/support$/);
  });

  test('switching to Irish puts the menus, title and dates in Irish', async ({ page }) => {
    await signInAs(page, 'member');
    await page.getByRole('button', { name: 'Change language' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ga');
    await expect(mainMenu(page).getByRole('link')).toHaveText([
      'Deais',
      'Próifíl',
      'Teaghlach',
      'Imeachtaí',
      'Teachtaireachtaí',
      'Féilire',
      'Grúpaí',
      'Clubanna',
      'Aistrithe imreoirí',
      'Iarratas ar ghrinnfhiosrú',
      'Filleadh ar an imirt',
      'Fógra gortaithe',
    ]);
    await expect(accountMenu(page).getByRole('link')).toHaveText(['Cabhair', 'Logáil amach']);
    await expect(page.getByTestId('page-title')).toHaveText('Deais');
    await expect(page.getByTestId('today')).toHaveText(
      /^(Dé (Domhnaigh|Luain|Máirt|Céadaoin|hAoine|Sathairn)|Déardaoin) \d{1,2} \S+.* \d{4} \(\d{1,2}\/\d{1,2}\/\d{4}\)$/,
    );
  });

  test('the help page shows whether storage on this device is persistent', async ({ page }) => {
    await signInAs(page, 'member');
    await accountMenu(page).getByRole('link', { name: 'Help' }).click();
    await expect(page.getByTestId('storage-persistence')).toHaveText(
      /^Storage on this device: (persistent|may be cleared)$/,
    );
  });
});

test.describe('username prompt', () => {
  test.beforeEach(async ({ page }) => {
    await consentGiven(page);
    // The demo has no username with spaces: serve the member's profile with one.
    await page.route('**/api/person/me', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as Record<string, unknown>;
      // A new body, not the original response: its headers say gzip, and this body is plain JSON.
      await route.fulfill({ status: res.status(), json: { ...body, username: 'sean o murchu ' } });
    });
  });

  test('lists the problems; Update opens the change-username dialog; 404 and 409 become alerts', async ({
    page,
  }) => {
    await signInAs(page, 'member');
    const prompt = page.getByTestId('username-prompt');
    await expect(prompt).toContainText('it ends with a space');
    await expect(prompt).toContainText('it contains a space');
    await expect(prompt).not.toContainText('it starts with a space');
    await prompt.getByRole('button', { name: 'Update username' }).click();
    const dialog = page.getByTestId('change-username');
    await dialog.getByRole('button', { name: 'Update username' }).click();
    await expect(dialog.getByText('Username must not contain spaces')).toBeVisible();
    await expect(dialog.getByText('Enter your current password')).toBeVisible();
    await dialog.getByLabel('New username').fill('sean.omurchu');
    await dialog.getByLabel('Current password').fill('Pairc2026demo');
    // A 404 (here made up: the real route would rename the demo member for every later test) shows the
    // generic error alert.
    await page.route('**/api/person/*/username', (route) =>
      route.fulfill({ status: 404, json: { status: 404, summary: 'Not Found', message: 'Not found' } }),
    );
    await dialog.getByRole('button', { name: 'Update username' }).click();
    await expect(page.getByTestId('alert-error')).toContainText('Unable to update username');
    await page.route('**/api/person/*/username', (route) =>
      route.fulfill({ status: 409, json: { status: 409, summary: 'Conflict', message: 'Taken' } }),
    );
    await dialog.getByRole('button', { name: 'Update username' }).click();
    await expect(page.getByTestId('alert-error').last()).toHaveText(
      /Username already taken, try a different one/,
    );
  });

  test('Skip closes the prompt for the rest of the browser session', async ({ page }) => {
    await signInAs(page, 'member');
    await page.getByTestId('username-prompt').getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByTestId('username-prompt')).toHaveCount(0);
    await page.reload();
    await expect(mainMenu(page)).toBeVisible();
    await expect(page.getByTestId('username-prompt')).toHaveCount(0);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('show the mobile navigation bar and full-screen dialogs', async ({ page }) => {
    await consentGiven(page);
    await signInAs(page, 'member');
    const bar = page.getByTestId('mobile-nav');
    await expect(bar).toBeVisible();
    await expect(page.getByTestId('nav-drawer')).toBeHidden();
    await expect(bar.getByRole('link')).toHaveText(['Dashboard', 'Profile', 'Events', 'Clubs']);
    await bar.getByRole('button', { name: 'More' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(mainMenu(page).getByRole('link')).toHaveText([...BASE_MENU, TRANSFERS, ...OWN_FORMS]);
    await drawer.getByRole('link', { name: 'Help' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/help$/);
    await page.getByRole('button', { name: 'Cookie preferences' }).click();
    const dialog = page.getByTestId('cookie-preferences');
    await expect(dialog).toBeVisible();
    // Measured once the opening animation has settled.
    await expect.poll(() => dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  });
});

test('the cookie banner keeps the choice and the preference panel opens from it', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Preferences' }).click();
  const dialog = page.getByTestId('cookie-preferences');
  await dialog.getByText('Analytics', { exact: false }).click();
  await dialog.getByRole('button', { name: 'Save preferences' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner).toBeHidden();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('pairc.consent') ?? 'null') as { at?: unknown } | null,
  );
  expect(stored).toMatchObject({ analytics: true, errorReporting: false });
  expect(typeof stored?.at).toBe('number');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('the signed-out bar searches after a pause and hides its box on /search', async ({ page }) => {
  await consentGiven(page);
  await page.goto('/');
  await page.getByTestId('bar-search').fill('Naomh');
  await expect(page).toHaveURL(/\/search\?query=Naomh$/);
  await expect(page.getByTestId('bar-search')).toHaveCount(0);
});

test.describe('accessibility', () => {
  test('/, /search, /login and /user-home have no serious or critical violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAxeClean(page, { only: 'serious' });
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await expectAxeClean(page, { only: 'serious' });
    await page.goto('/login');
    await new SignInForm(page).waitFor();
    await expectAxeClean(page, { only: 'serious' });
    await new SignInForm(page).signIn('member');
    await expect(page).toHaveURL(/\/user-home$/);
    await expect(mainMenu(page)).toBeVisible();
    await expectAxeClean(page, { only: 'serious' });
  });
});

test.describe('offline', () => {
  test.use(withServiceWorker);

  test('after one online visit the shell starts offline and shows the offline banner', async ({
    page,
    context,
  }) => {
    await consentGiven(page);
    await signInAs(page, 'member');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first visit installs the worker; the next load is the one it controls.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await context.setOffline(true);
    await page.reload();
    await expect(mainMenu(page).getByRole('link')).toHaveText([...BASE_MENU, TRANSFERS, ...OWN_FORMS]);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Seán');
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  });
});
