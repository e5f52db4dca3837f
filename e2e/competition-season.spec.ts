import { readFile } from 'node:fs/promises';
import { expect, test, withServiceWorker } from './fixtures';
import { countPushes, serverFixture, signInControlled } from './offline.helpers';
import { consentGiven, signIn } from './session';
import { CompetitionsScreen, SLOW } from './competitions.page';

/**
 * Issue 21's field story, end to end in Chromium, four people on four devices:
 * 1. the county's competition admin makes a 6-team league through the wizard, generates its fixtures (round 1
 *    today) and appoints the demo referee to the first;
 * 2. the referee, with no signal, enters the score pitch-side; it is saved on the device and, when signal
 *    returns, delivered exactly once;
 * 3. the admin opens the fixture's result — the referee's score already in it — and confirms it;
 * 4. the public competition page (no sign-in) shows the table with the winner on top;
 * 5. a member who opened that page sees it again with the network off, after a reload.
 * One scenario on purpose (about a minute): each step starts from what the one before left on the server.
 * It also walks the competitions area's tabs (kept in the URL), resumes the wizard's draft after a reload,
 * and runs axe on the area, the wizard and the competition page.
 */
test.use(withServiceWorker);
test.setTimeout(300_000);

const CLUBS = ['Pádraig', 'Dá Loch', 'Droma', 'Inbhir', 'Conglais', 'Chualann'] as const;
/** The demo referee (server/db/seed/demo-users.ts). */
const REFEREE = 'Diarmuid Mac Cárthaigh';
const SAVED = 'Saved on device — it will be sent when there is signal.';
const dublinToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Dublin' }).format(new Date());

test('wizard league → offline score synced once → admin confirms → public table → member reads it offline', async ({
  page,
  browser,
}) => {
  // 1. The admin's league.
  const admin = new CompetitionsScreen(page);
  await consentGiven(page);
  await signIn(page, 'competition-admin', '/competitions/organizations');
  await expect(page.getByRole('heading', { level: 1, name: 'Competitions' })).toBeVisible(SLOW);
  // The area's tabs keep their place in the URL; the area, the wizard and the competition page pass axe.
  await admin.tab('Venue pools').click();
  await expect(page).toHaveURL(/tab=venue-pools/);
  await page.reload();
  await expect(admin.tab('Venue pools')).toHaveAttribute('aria-selected', 'true', SLOW);
  // The fixture calendar: this week's fixtures of the county, by day, clashes counted (other specs may add).
  await admin.tab('Fixture calendar').click();
  await expect(page.getByRole('heading', { name: /^Week of / })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /\d+ fixtures, (no clashes|\d+ with a clash)/ }),
  ).toBeVisible(SLOW);
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByRole('table').first()).toBeVisible(SLOW);
  await admin.expectAxeClean();
  // Reports: the results of the county's competitions as CSV, filtered.
  await admin.tab('Reports').click();
  const report = page.getByRole('region', { name: 'Fixtures and results report' });
  await report.getByRole('combobox', { name: 'Fixtures or results' }).selectOption('true');
  const csv = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Download Fixtures and results report (CSV)' }).click();
  const file = await csv;
  expect(file.suggestedFilename()).toBe('fixtures.csv');
  const text = await readFile(await file.path(), 'utf8');
  expect(text.split('\n')[0]).toContain('homeScore');
  expect(text).toContain('Wicklow');
  await admin.expectAxeClean();
  await admin.tab('Competitions').click();
  await admin.expectAxeClean();
  await admin.startWizard();
  await admin.fillDetails({ name: 'Wicklow Summer League', season: Number(dublinToday().slice(0, 4)) });
  // The draft is on the server: a reload resumes the wizard where it was.
  await expect(page).toHaveURL(/wizard\?id=.+&step=2/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Wicklow Summer League' })).toBeVisible(SLOW);
  await admin.fillFormat();
  await admin.addSeniorTeams(CLUBS);
  await admin.generateFixtures(dublinToday());
  await admin.appointFirstReferee(REFEREE);
  await admin.expectAxeClean();
  await admin.finish();
  await expect(page.getByTestId('admin-fixture')).toHaveCount(15, SLOW);
  const competitionId = /\/competitions\/organizations\/([^/?#]+)/.exec(page.url())?.[1];
  expect(competitionId, 'the finished wizard opens the competition').toBeTruthy();

  // 2. The referee, pitch-side with no signal.
  const refereeContext = await browser.newContext({ serviceWorkers: 'allow' });
  const referee = await refereeContext.newPage();
  await consentGiven(referee);
  await signInControlled(referee, 'referee');
  const link = referee
    .getByRole('listitem')
    .filter({ hasText: 'Wicklow Summer League' })
    .locator('a[href^="/game-management/"]')
    .first();
  await expect(link).toBeVisible(SLOW);
  const fixtureId = (await link.getAttribute('href'))!.split('/').pop()!;
  const before = await serverFixture(referee, fixtureId);
  const pushes = countPushes(refereeContext, fixtureId);
  await refereeContext.setOffline(true);
  await link.click();
  const goals = referee.getByLabel('Goals');
  const points = referee.getByLabel('Points');
  await goals.nth(0).fill('2');
  await points.nth(0).fill('10');
  await goals.nth(1).fill('1');
  await points.nth(1).fill('12');
  await referee.getByRole('button', { name: 'Save score' }).click();
  await expect(referee.getByText(SAVED)).toBeVisible();
  await referee.reload();
  await expect(referee.getByText(SAVED)).toBeVisible(SLOW);
  await refereeContext.setOffline(false);
  await expect
    .poll(async () => (await serverFixture(referee, fixtureId)).isResult, { timeout: 30_000 })
    .toBe(true);
  const synced = await serverFixture(referee, fixtureId);
  expect(synced.version).toBe(before.version + 1);
  expect(synced.homeTeam).toMatchObject({ goals: 2, points: 10 });
  await referee.waitForTimeout(1000); // let any second sender finish
  await expect.poll(() => pushes.mutations).toBe(1);
  await refereeContext.close();

  // 3. The admin confirms the referee's score (the result form starts from it).
  await page.reload();
  const fixture = page.getByTestId('admin-fixture').filter({ hasText: '2-10 to 1-12' }).first();
  await expect(fixture).toBeVisible(SLOW);
  const home = (await fixture.locator('p').first().textContent())!.split(' v ')[0]!.trim();
  await fixture.getByRole('button', { name: /^Result of/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('input[type="number"]').nth(1)).toHaveValue('10');
  await dialog.getByRole('button', { name: 'Save result' }).click();
  await expect(dialog).toBeHidden(SLOW);
  expect((await serverFixture(page, fixtureId)) as unknown as { resultConfirmed: boolean }).toMatchObject({
    resultConfirmed: true,
  });
  await page.reload();
  await expect(admin.leagueTable().getByRole('row').nth(1)).toContainText(home, SLOW);
  await admin.expectAxeClean();

  // 4. The public page, signed out: the winner tops the table with a win's 2 points.
  const publicContext = await browser.newContext();
  const visitor = await publicContext.newPage();
  await visitor.goto(`/competition/${competitionId}`);
  const top = visitor.getByTestId('league-table').getByRole('row').nth(1);
  await expect(top).toContainText(home, SLOW);
  await expect(top).toContainText('2-10 (16)');
  await publicContext.close();

  // 5. A member opens it, loses signal, reloads: the table is still there.
  const memberContext = await browser.newContext({ serviceWorkers: 'allow' });
  const member = await memberContext.newPage();
  await consentGiven(member);
  await signInControlled(member, 'member', '/user-home');
  await member.goto(`/competition/${competitionId}`);
  await expect(member.getByTestId('league-table').getByRole('row').nth(1)).toContainText(home, SLOW);
  await memberContext.setOffline(true);
  await member.reload();
  await expect(member.getByTestId('league-table').getByRole('row').nth(1)).toContainText(home, SLOW);
  await expect(member.getByTestId('offline-copy')).toBeVisible();
  await memberContext.close();
});
