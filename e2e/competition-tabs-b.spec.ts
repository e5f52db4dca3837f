import { expect, test } from './fixtures';
import { CompetitionsScreen, SLOW } from './competitions.page';
import { consentGiven, signIn } from './session';

/**
 * Issue 54 item 2, the Pools and Competitions View tabs, as a county's competition administrator uses them:
 * a new venue pool shows in Pools as used by no competition and deletable; once a competition (a draft made
 * in the wizard) names it, Pools lists that competition beside it; the kind filter and the link to the Venue
 * pools tab work. Competitions View shows the county's league of this season with its figures and opens it.
 * Both tabs pass axe.
 */
test('Pools and Competitions View tabs: what uses each pool, and every competition at a glance', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const admin = new CompetitionsScreen(page);
  const pool = `Tabs B venues ${Date.now().toString(36)}`;
  const competition = `Tabs B Cup ${Date.now().toString(36)}`;
  await consentGiven(page);
  await signIn(page, 'competition-admin', '/competitions/organizations?tab=venue-pools');
  await expect(admin.tab('Venue pools')).toHaveAttribute('aria-selected', 'true', SLOW);

  // A new venue pool: in Pools, used by nothing and deletable.
  await page.getByRole('button', { name: 'New venue pool' }).click();
  const dialog = page.getByRole('dialog', { name: 'New pool' });
  await dialog.getByLabel('Name').fill(pool);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('pools')).toContainText(pool, SLOW);
  await admin.tab('Pools').click();
  await expect(page).toHaveURL(/tab=pools/);
  const row = page.getByTestId('pool-usage-row').filter({ hasText: pool });
  await expect(row).toContainText('No competition', SLOW);
  await expect(row.getByTestId('deletable')).toHaveText('Yes');
  await admin.expectAxeClean();

  // A competition names it (wizard step 1): Pools lists it beside the pool.
  await admin.tab('Competitions').click();
  await admin.startWizard();
  const form = page.getByRole('form', { name: 'Competition details' });
  await form.getByLabel('Competition name').fill(competition);
  await form.getByLabel('Season').fill(String(new Date().getFullYear()));
  await form.getByLabel('Format').selectOption('CUP');
  await form.getByRole('combobox', { name: /^Type/ }).selectOption('CUP');
  await form.getByRole('combobox', { name: /^Level/ }).selectOption('COUNTY');
  await form.getByLabel('Age level').selectOption('SENIOR');
  await form.getByLabel('Gender').selectOption('MALE');
  await form.getByLabel('Discipline').selectOption('Football');
  await form.getByRole('combobox', { name: 'Venue pool' }).selectOption({ label: pool });
  await form.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Format set-up' })).toBeVisible(SLOW);

  await page.goto('/competitions/organizations?tab=pools');
  await expect(row).toContainText(competition, SLOW);
  await expect(row).toContainText('Draft');
  // A draft does not hold the pool: only an active competition does.
  await expect(row.getByTestId('deletable')).toHaveText('Yes');
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('MATCH_OFFICIAL');
  await expect(row).toHaveCount(0, SLOW);
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('VENUE');
  await expect(row).toHaveCount(1, SLOW);
  await page.getByRole('button', { name: 'Edit venue pools' }).click();
  await expect(admin.tab('Venue pools')).toHaveAttribute('aria-selected', 'true', SLOW);
  await expect(page).toHaveURL(/tab=venue-pools/);

  // Competitions View: the county's league of this season with its figures, and the new draft.
  await admin.tab('Competitions view').click();
  await expect(page).toHaveURL(/tab=competitions-view/);
  const league = page
    .getByTestId('competition-view-row')
    .filter({ hasText: 'Wicklow Senior Football League' });
  await expect(league).toBeVisible(SLOW);
  await expect(league.getByTestId('played')).toHaveText(/^\d+ of \d+$/);
  await expect(league).toContainText(/Division 1 — teams: \d+; played: \d+ of \d+/);
  await expect(page.getByTestId('competition-view-row').filter({ hasText: competition })).toContainText(
    '0 of 0',
  );
  await admin.expectAxeClean();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('ARCHIVED');
  await expect(page.getByTestId('competition-view-row').filter({ hasText: competition })).toHaveCount(
    0,
    SLOW,
  );
  await page.getByRole('combobox', { name: 'Status' }).selectOption('');
  await league.getByRole('link', { name: /Wicklow Senior Football League/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Wicklow Senior Football League/ })).toBeVisible(
    SLOW,
  );
});
