/**
 * Groups (issue 28 item 7): a member joins a group that allows it and leaves it again from the group's page; a
 * coach sees the sender badge on the teams they can message, with its tooltip. Axe-clean.
 */
import { MAIN_CLUB_KEY } from '../server/db/seed/club-spec';
import { orgId } from '../server/db/seed/geography';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { deviceToken } from './offline.helpers';
import { signedInPage } from './session';

test('a member joins a group that allows it and leaves; an admin gives them a position; a coach sees the sender tooltip', async ({
  browser,
}) => {
  // Four people sign in, and the axe check runs at the end: over 90 s on a busy CI machine (2026-11-29).
  test.slow();
  const officer = await signedInPage(browser, 'officer');
  const res = await officer.request.post('/api/group', {
    headers: { Authorization: `Bearer ${await deviceToken(officer)}` },
    data: {
      organizationId: orgId.club(MAIN_CLUB_KEY),
      additionalType: 'Team',
      name: 'Naomh Pádraig',
      ageLevel: 'U16',
      activity: 'Football',
      suffix: `Helpers ${Date.now() % 100_000}`,
      viewOthersInGroup: true,
      selfJoin: true,
      selfLeave: true,
    },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await officer.context().close();

  const member = await signedInPage(browser, 'member', `/teams/${id}`);
  await member.getByRole('button', { name: 'Join this group' }).click();
  await expect(member.getByRole('button', { name: 'Leave this group' })).toBeVisible();
  await expect(member.getByText('Player', { exact: false }).first()).toBeVisible();
  await expectAxeClean(member);
  await member.getByRole('button', { name: 'Leave this group' }).click();
  await expect(member.getByRole('button', { name: 'Join this group' })).toBeVisible();
  await member.getByRole('button', { name: 'Join this group' }).click();
  await expect(member.getByRole('button', { name: 'Leave this group' })).toBeVisible();
  await member.context().close();

  // The officer (a club admin) makes a custom position and gives it to the member who joined.
  const admin = await signedInPage(browser, 'officer', `/teams/${id}`);
  await admin.getByRole('tab', { name: 'Positions' }).click();
  await admin.getByLabel('New position').fill('Kit manager');
  await admin.getByRole('button', { name: 'Add position' }).click();
  const holder = admin.getByRole('combobox', { name: 'Holder of Kit manager' });
  await expect(holder).toBeVisible();
  await holder.selectOption({ label: 'Seán Ó Murchú' });
  await expect(holder).toHaveValue(/.+/);
  await admin.reload();
  await admin.getByRole('tab', { name: 'Positions' }).click();
  await expect(admin.getByRole('combobox', { name: 'Holder of Kit manager' })).not.toHaveValue('');
  await expectAxeClean(admin);
  await admin.context().close();

  const again = await signedInPage(browser, 'member', `/teams/${id}`);
  await again.getByRole('tab', { name: 'Positions' }).click();
  await expect(again.getByTestId('group-positions')).toContainText('Kit manager');
  await expect(again.getByTestId('group-positions')).toContainText('Seán Ó Murchú');
  await again.getByRole('button', { name: 'Leave this group' }).click();
  await expect(again.getByRole('button', { name: 'Join this group' })).toBeVisible();
  await again.context().close();

  const coach = await signedInPage(browser, 'coach', '/teams');
  const badge = coach.locator('[title="You can send messages and create events for this group"]').first();
  await expect(badge).toBeVisible();
  await expect(badge).toHaveText(/^Sender/);
  await expect(badge).toHaveAccessibleDescription('You can send messages and create events for this group');
  await expectAxeClean(coach);
  await coach.context().close();
});
