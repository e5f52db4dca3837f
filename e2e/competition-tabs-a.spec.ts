import type { Page } from '@playwright/test';
import { orgId } from '../server/db/seed/geography';
import { personId } from '../server/db/seed/people';
import { MAIN_CLUB_KEY } from '../server/db/seed/club-spec';
import { expectScreenAxeClean } from './axe';
import { SLOW } from './competitions.page';
import { expect, test } from './fixtures';
import { deviceToken } from './offline.helpers';
import { signedInPage } from './session';

/**
 * Issue 54 item 2, the competitions area's Communications and Managed Leagues tabs, as the people who use
 * them would:
 * 1. the main club's officer makes the guardian (a club member) the club's competitions administrator;
 * 2. the county's competition admin, on a league of her own, sets a division's reminders (kept after a
 *    reload) and sends a fixture notification, which the history then lists;
 * 3. she hands the division to the club (Managed Leagues);
 * 4. the club's new competitions administrator finds it under the divisions the club manages and enters and
 *    confirms the fixture's result;
 * 5. the county ends the hand-over (confirmed).
 * Each screen is axe-clean. The league is made here through the API, so no other spec's data changes.
 */
test.setTimeout(300_000);

const GUARDIAN = 'Úna Ní Bhriain';
const CLUB = orgId.club(MAIN_CLUB_KEY);

async function api(page: Page, method: string, path: string, data?: unknown) {
  const token = await deviceToken(page);
  const res = await page.request.fetch(`/api${path}`, {
    method,
    data: data === undefined ? undefined : JSON.stringify(data),
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as { id: string; divisions?: { id: string }[] };
}

/** A one-division league of the county with one fixture between placeholders, tomorrow evening. */
async function makeLeague(page: Page, name: string) {
  const league = await api(page, 'POST', '/admin/competition', {
    organizationId: orgId.county('wicklow'),
    name,
    adminPersonId: personId('demo:competition-admin'),
    season: 2026,
    format: 'LEAGUE',
    additionalType: 'LEAGUE',
    rank: 'COUNTY',
    ageLevel: 'SENIOR',
    gender: 'MALE',
    activity: 'Football',
  });
  const formatted = await api(page, 'PUT', `/admin/competition/${league.id}/format`, {
    format: 'LEAGUE',
    numberOfDivisions: 1,
    legs: 1,
    winPoints: 2,
    drawPoints: 1,
    lossPoints: 0,
    walkoverPoints: 2,
    tieBreaks: ['SCORE_DIFFERENCE', 'SCORES_FOR', 'HEAD_TO_HEAD', 'GOALS_FOR'],
    divisions: [{ name: 'Division 1', abbreviation: 'D1' }],
  });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await api(page, 'POST', '/admin/fixture', {
    divisionId: formatted.divisions![0]!.id,
    homePlaceholder: 'Tabs Home',
    awayPlaceholder: 'Tabs Away',
    date: tomorrow,
    time: '19:30',
  });
}

test('communications and managed leagues, as a county and a club use them', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const leagueName = `Tabs League ${stamp}`;
  const leagueOption = `${leagueName} (2026)`;

  // 1. The club's officer makes the guardian its competitions administrator.
  const officer = await signedInPage(browser, 'officer', '/organizations?tab=admins');
  const grant = officer.getByRole('region', { name: 'Give privileges' });
  await grant.getByLabel('Member').selectOption({ label: GUARDIAN });
  await grant.getByRole('group', { name: 'Privileges' }).getByText('Competitions', { exact: true }).click();
  await grant.getByRole('button', { name: 'Give privileges' }).click();
  await expect(officer.getByText('Privileges given', { exact: true })).toBeVisible(SLOW);
  await officer.context().close();

  // 2. The county's communications: a division's reminders, then a notification and its history.
  const admin = await signedInPage(
    browser,
    'competition-admin',
    '/competitions/organizations?tab=communications',
  );
  await expect(admin.getByRole('heading', { level: 1, name: 'Competitions' })).toBeVisible(SLOW);
  await makeLeague(admin, leagueName);
  await admin.reload();
  const competition = admin.getByRole('combobox', { name: 'Competition' }).first();
  await competition.selectOption({ label: leagueOption });
  const officialsDays = admin.getByRole('spinbutton', { name: 'Officials: days before (Division 1)' });
  await expect(officialsDays).toHaveValue('0', SLOW);
  await officialsDays.fill('3');
  await admin.getByRole('spinbutton', { name: 'Administrators: hours before (Division 1)' }).fill('5');
  await admin.getByRole('button', { name: 'Save settings of Division 1' }).click();
  await expect(admin.getByText('Communication settings saved')).toBeVisible();
  await admin.reload();
  await competition.selectOption({ label: leagueOption });
  await expect(officialsDays).toHaveValue('3', SLOW);
  await expect(
    admin.getByRole('spinbutton', { name: 'Administrators: hours before (Division 1)' }),
  ).toHaveValue('5');

  const notice = `Bring the ball, ${stamp}`;
  const send = admin.getByRole('region', { name: 'Send a fixture notification' });
  await expect(send.getByRole('combobox', { name: 'Fixture' })).toContainText('Tabs Home v Tabs Away', SLOW);
  await send.getByRole('button', { name: 'Notify…' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByText('The competition administrators').click();
  await dialog.getByLabel('Message').fill(notice);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(admin.getByText(/notifications? sent/)).toBeVisible();
  const history = admin.getByRole('table', { name: 'Fixture notifications sent' });
  const sent = history.getByRole('row').filter({ hasText: notice });
  await expect(sent).toContainText('Tabs Home v Tabs Away', SLOW);
  await expect(sent).toContainText('Gráinne Ní Riain');
  await expect(sent).toContainText('Administrators');
  await expectScreenAxeClean(admin);

  // 3. The county hands the division to the club.
  await admin.getByRole('tab', { name: 'Managed leagues' }).click();
  await expect(admin).toHaveURL(/tab=managed-leagues/);
  const form = admin.getByRole('region', { name: 'Hand a division over' });
  await form.getByRole('combobox', { name: 'Competition' }).selectOption({ label: leagueOption });
  await form.getByRole('textbox', { name: 'Find the organisation' }).fill('Naomh Pádraig');
  const managedBy = form.getByRole('combobox', { name: 'Managed by' });
  await expect(managedBy.locator(`option[value="${CLUB}"]`)).toHaveCount(1, SLOW);
  await managedBy.selectOption(CLUB);
  await form.getByRole('button', { name: 'Hand over' }).click();
  await expect(admin.getByText(/^Division 1 is now managed by /)).toBeVisible(SLOW);
  const handed = admin
    .getByRole('table', { name: 'Divisions handed to other organisations' })
    .getByRole('row')
    .filter({ hasText: leagueName });
  await expect(handed).toContainText('Running');
  await expectScreenAxeClean(admin);

  // 4. The club's competitions administrator runs the division's fixture: its result, confirmed.
  const club = await signedInPage(browser, 'guardian', '/competitions/organizations?tab=managed-leagues', {
    fresh: true,
  });
  const managed = club
    .getByRole('table', { name: 'Divisions managed for other organisations' })
    .getByRole('row')
    .filter({ hasText: leagueName });
  await expect(managed).toContainText('Running', SLOW);
  await managed.getByRole('button', { name: 'Manage the fixtures of Division 1' }).click();
  const fixtures = club.getByRole('region', { name: 'Fixtures of Division 1' });
  await fixtures.getByRole('button', { name: 'Result of Tabs Home v Tabs Away' }).click();
  const result = club.getByRole('dialog');
  await result.getByLabel('Tabs Home goals').fill('1');
  await result.getByLabel('Tabs Home points').fill('10');
  await result.getByLabel('Tabs Away goals').fill('0');
  await result.getByLabel('Tabs Away points').fill('8');
  await result.getByRole('button', { name: 'Save result' }).click();
  await expect(club.getByText('Result saved')).toBeVisible(SLOW);
  await expect(fixtures.getByText('Confirmed')).toBeVisible(SLOW);
  await expectScreenAxeClean(club);
  await club.context().close();

  // 5. The county ends it, after a confirmation.
  await admin.reload();
  await handed.getByRole('button', { name: /^End .* management of Division 1$/ }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'End', exact: true }).click();
  await expect(admin.getByText('Managed league ended')).toBeVisible();
  await expect(handed).toContainText('Ended', SLOW);
});
