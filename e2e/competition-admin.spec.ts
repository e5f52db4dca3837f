import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { deviceToken } from './offline.helpers';
import { consentGiven, signIn, signedInPage } from './session';
import { CompetitionsScreen, SLOW } from './competitions.page';

/**
 * The competitions area as the county's `competition-admin`: a 6-team league through the 5-step wizard,
 * fixtures generated, the demo referee appointed, one result confirmed and seen in the league table.
 * The server has no person search for officials yet, so the referee reaches the wizard through a
 * match-official pool made here through the API (the area's own pool screen offers only people already
 * in a pool).
 */
test.setTimeout(300_000);

const CLUBS = ['Pádraig', 'Dá Loch', 'Droma', 'Inbhir', 'Conglais', 'Chualann'] as const;

async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`/api${path}`, {
    method,
    data,
    headers: { Authorization: `Bearer ${await deviceToken(page)}` },
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

test('a 6-team league through the wizard, a referee, a confirmed result in the table; axe-clean', async ({
  page,
  browser,
}) => {
  const screen = new CompetitionsScreen(page);
  // The demo referee, as they are known to the server.
  const refereePage = await signedInPage(browser, 'referee');
  const referee = await api<{ id: string; givenName: string; familyName: string }>(
    refereePage,
    'GET',
    '/person/me',
  );
  const refereeName = `${referee.givenName} ${referee.familyName}`;
  await refereePage.context().close();

  await consentGiven(page);
  await signIn(page, 'competition-admin', '/competitions/organizations');
  await expect(page.getByRole('heading', { level: 1, name: 'Competitions' })).toBeVisible(SLOW);
  const orgs = await api<{ organizations: { organization: { id: string }; privileges?: string[] }[] }>(
    page,
    'GET',
    '/person/me',
  );
  const county = orgs.organizations.find((l) => (l.privileges ?? []).includes('COMPETITION'))!.organization
    .id;
  await api(page, 'POST', '/admin/pool', {
    organizationId: county,
    kind: 'MATCH_OFFICIAL',
    name: 'Wicklow referees',
    memberIds: [referee.id],
  });

  // The tabs keep their place in the URL.
  await screen.tab('Venue pools').click();
  await expect(page).toHaveURL(/tab=venue-pools/);
  await page.reload();
  await expect(screen.tab('Venue pools')).toHaveAttribute('aria-selected', 'true', SLOW);
  await screen.tab('Match official pools').click();
  await expect(page.getByTestId('pools')).toContainText(refereeName, SLOW);
  await screen.tab('Competitions').click();
  await screen.expectAxeClean();

  // The wizard: details (the draft survives a reload), format, teams, fixtures, referee, finish.
  await screen.startWizard();
  await screen.fillDetails({ name: 'Wicklow Spring League', season: 2027 });
  await expect(page).toHaveURL(/wizard\?id=.+&step=2/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Wicklow Spring League' })).toBeVisible(SLOW);
  await screen.fillFormat();
  await screen.addSeniorTeams(CLUBS);
  await screen.generateFixtures('2027-03-07');
  await screen.appointFirstReferee(refereeName);
  await screen.expectAxeClean();
  await screen.finish();

  // Fixtures by date; one result, confirmed, counts in the table.
  await expect(page.getByTestId('fixture-day').first()).toContainText('7/3/2027', SLOW);
  await expect(page.getByTestId('admin-fixture')).toHaveCount(15, SLOW);
  const fixture = page.getByTestId('admin-fixture').first();
  const title = (await fixture.locator('p').first().textContent())!;
  const home = title.split(' v ')[0]!.trim();
  await screen.enterResult(fixture, { homeGoals: 2, homePoints: 10, awayGoals: 1, awayPoints: 12 });
  await expect(page.getByTestId('admin-fixture').first()).toContainText('2-10 to 1-12', SLOW);
  const table = screen.leagueTable();
  await page.reload();
  await expect(table.getByRole('row').nth(1)).toContainText(home, SLOW);
  await expect(table.getByRole('row').nth(1)).toContainText('2-10 (16)');
  await screen.expectAxeClean();
});
