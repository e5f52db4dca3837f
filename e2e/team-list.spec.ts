/**
 * Team lists managed by the team's people (issue 53 item 1): a coach adds a club member with no signal, the
 * change is saved on the device, survives a reload and reaches the server once; a coach changes a member's
 * role and removes a member. Each test has a team of its own (made by the club admin, the demo coach its
 * coach), so no other spec's team changes.
 */
import type { Page } from '@playwright/test';
import { MAIN_CLUB_KEY } from '../server/db/seed/club-spec';
import { orgId } from '../server/db/seed/geography';
import { personId } from '../server/db/seed/people';
import { expectAxeClean } from './axe';
import { expect, test, withServiceWorker } from './fixtures';
import { countPushes, deviceToken, signInControlled } from './offline.helpers';
import { consentGiven, signedInPage, signIn } from './session';

type Person = { id: string; givenName: string; familyName: string };
type Member = { id: string; personId: string; name: string; role: string };

async function addPlayers(page: Page, groupId: string, people: string[], role = 'PLAYER') {
  const headers = { Authorization: `Bearer ${await deviceToken(page)}` };
  for (const p of people) {
    const added = await page.request.post(`/api/group/${groupId}/member`, {
      headers,
      data: { personId: p, role },
    });
    expect(added.status()).toBe(201);
  }
}

/** A team of the main club, made by the club admin, with the demo coach as its COACH. */
async function teamOfTheCoach(page: Page, label: string): Promise<string> {
  const headers = { Authorization: `Bearer ${await deviceToken(page)}` };
  const res = await page.request.post('/api/group', {
    headers,
    data: {
      organizationId: orgId.club(MAIN_CLUB_KEY),
      additionalType: 'Team',
      name: 'Naomh Pádraig',
      ageLevel: 'U16',
      activity: 'Hurling',
      suffix: `${label} ${Date.now() % 100_000}`,
      viewOthersInGroup: true,
      selfJoin: false,
      selfLeave: false,
    },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await addPlayers(page, id, [personId('demo:coach')], 'COACH');
  return id;
}

async function addable(page: Page, groupId: string): Promise<Person[]> {
  const res = await page.request.get(`/api/group/${groupId}/person-search?search=a&size=20`, {
    headers: { Authorization: `Bearer ${await deviceToken(page)}` },
  });
  return ((await res.json()) as { _embedded: { persons: Person[] } })._embedded.persons;
}

async function serverMembers(page: Page, groupId: string): Promise<Member[]> {
  const res = await page.request.get(`/api/group/${groupId}/member`, {
    headers: { Authorization: `Bearer ${await deviceToken(page)}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { _embedded: { members: Member[] } })._embedded.members;
}

/** The team is on the device (the coach's `teams` collection has pulled it). */
async function teamOnDevice(page: Page, groupId: string): Promise<boolean> {
  return page.evaluate(
    (id) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('pairc');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const get = open.result.transaction('teams', 'readonly').objectStore('teams').get(id);
          get.onsuccess = () => resolve(get.result !== undefined);
          get.onerror = () => resolve(false);
        };
      }),
    groupId,
  );
}

/** Opens the team's page once its copy is on the device (a fresh pull brings the new team). */
async function openTeam(page: Page, groupId: string) {
  await expect
    .poll(
      async () => {
        await page.goto(`/teams/${groupId}`);
        await expect(page.getByRole('heading', { name: 'Team list' })).toBeVisible();
        return teamOnDevice(page, groupId);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

test.beforeEach(async ({ page }) => {
  await consentGiven(page);
});

test.describe('offline', () => {
  test.use(withServiceWorker);

  test('a coach adds a player with no signal; after a reload and the signal back, the player is on the list once', async ({
    page,
    browser,
    context,
  }) => {
    // A club admin and a coach sign in and a service worker installs: long on a busy machine.
    test.slow();
    const officer = await signedInPage(browser, 'officer');
    const groupId = await teamOfTheCoach(officer, 'Offline');
    await officer.context().close();

    await signInControlled(page, 'coach', '/teams');
    await openTeam(page, groupId);
    const candidate = (await addable(page, groupId))[0]!;
    const name = `${candidate.givenName} ${candidate.familyName}`;
    const pushes = countPushes(context, groupId);

    await page.getByLabel('Find a club member by name').fill(candidate.familyName);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('button', { name: `Add ${name}` })).toBeVisible();

    // The signal drops before the coach taps "Add".
    await context.setOffline(true);
    await page.getByRole('button', { name: `Add ${name}` }).click();
    const list = page.getByTestId('team-list');
    const row = list.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('pending-sync')).toBeVisible();
    await expect(page.getByTestId('team-list-pending')).toHaveText('Saved on device — 1 waiting to be sent.');

    // The page restarts with no signal: the change is still there, still waiting.
    await page.reload();
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('pending-sync')).toBeVisible();

    // Signal back: sent once, and the player is on the list once, on the device and on the server.
    await context.setOffline(false);
    await expect(page.getByTestId('team-list-pending')).toHaveCount(0, { timeout: 30_000 });
    await expect(row.getByTestId('pending-sync')).toHaveCount(0);
    await expect(row).toHaveCount(1);
    await expect.poll(() => pushes.mutations).toBe(1);
    const onServer = (await serverMembers(page, groupId)).filter((m) => m.personId === candidate.id);
    expect(onServer).toHaveLength(1);
    expect(onServer[0]!.role).toBe('PLAYER');
    await expect(page.getByTestId('members-table').getByRole('row').filter({ hasText: name })).toHaveCount(1);
  });
});

test('a coach changes a member’s role and removes a member; the club admin’s copy shows both', async ({
  page,
  browser,
}) => {
  test.slow();
  const officer = await signedInPage(browser, 'officer');
  const groupId = await teamOfTheCoach(officer, 'Roles');
  const [first, second] = await addable(officer, groupId);
  await addPlayers(officer, groupId, [first!.id, second!.id]);

  await signIn(page, 'coach', '/teams');
  await openTeam(page, groupId);
  const firstName = `${first!.givenName} ${first!.familyName}`;
  const secondName = `${second!.givenName} ${second!.familyName}`;
  const list = page.getByTestId('team-list');
  await expect(list.getByRole('row').filter({ hasText: firstName })).toHaveCount(1);

  await page.getByRole('combobox', { name: `Role: ${firstName}` }).selectOption('MEDIC');
  await list
    .getByRole('row')
    .filter({ hasText: secondName })
    .getByRole('button', { name: `Remove ${secondName}` })
    .click();
  await expect(list.getByRole('row').filter({ hasText: secondName })).toHaveCount(0);
  await expect(page.getByTestId('team-list-pending')).toHaveCount(0, { timeout: 30_000 });
  await expectAxeClean(page);

  await expect
    .poll(async () => {
      const members = await serverMembers(officer, groupId);
      return members
        .filter((m) => m.personId !== personId('demo:coach'))
        .map((m) => `${m.personId}:${m.role}`)
        .join(',');
    })
    .toBe(`${first!.id}:MEDIC`);
  await officer.goto(`/teams/${groupId}`);
  const table = officer.getByTestId('members-table');
  await expect(table.getByRole('row').filter({ hasText: firstName })).toContainText('Medic');
  await expect(table.getByRole('row').filter({ hasText: secondName })).toHaveCount(0);
  await officer.context().close();
});
