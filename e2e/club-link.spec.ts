/**
 * People and clubs (issue 53 item 2): a club officer links an existing person — found by the 7-digit unique id
 * on their profile — to the club; nothing changes until that person accepts on their Clubs page, and then the
 * club is theirs on the page and in `GET /api/person/me`. The person invited is the demo central financial
 * council member (Liam Ó Ceallaigh, unique id 1000016), who belongs to no club; the test takes him out of the
 * club again at its end, so no later spec in the worker sees him there.
 */
import { MAIN_CLUB_KEY } from '../server/db/seed/club-spec';
import { orgId } from '../server/db/seed/geography';
import { personId } from '../server/db/seed/people';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { deviceToken } from './offline.helpers';
import { consentGiven, signedInPage, signIn } from './session';

const CLUB = orgId.club(MAIN_CLUB_KEY);
const LIAM = personId('demo:financial-council');

test('an officer links an existing person, who accepts and is then in the club', async ({
  page,
  browser,
}) => {
  await consentGiven(page);
  await signIn(page, 'officer', `/clubs/${CLUB}/members`);
  const panel = page.getByRole('region', { name: 'Link an existing person' });
  await panel.getByLabel('Unique ID').fill('123');
  await expect(panel.getByText('Unique ID must be exactly 7 digits')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Find' })).toBeDisabled();
  await panel.getByLabel('Unique ID').fill('1000016');
  await panel.getByRole('button', { name: 'Find' }).click();
  await expect(panel.getByTestId('person-reference')).toContainText('Liam Ó Ceallaigh (1000016)');
  await expectAxeClean(page);
  await panel.getByRole('button', { name: 'Invite to the club' }).click();
  await expect(page.getByText('Invitation sent to Liam Ó Ceallaigh')).toBeVisible();

  const liam = await signedInPage(browser, 'financial-council', '/clubs');
  const invitation = liam.getByTestId('club-invitation');
  await expect(invitation).toContainText('Naomh Pádraig invites you to join the club');
  await expect(liam.getByText('You are not a member of a club yet.')).toBeVisible();
  await expectAxeClean(liam);
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(liam.getByText('You are now a member of the club')).toBeVisible();
  await expect(invitation).toHaveCount(0);
  await expect(liam.getByRole('heading', { name: 'Membership packages: Naomh Pádraig' })).toBeVisible();

  const me = await liam.request.get('/api/person/me', {
    headers: { Authorization: `Bearer ${await deviceToken(liam)}` },
  });
  const body = (await me.json()) as { organizations: { organization: { id: string }; status: string }[] };
  expect(body.organizations).toContainEqual(
    expect.objectContaining({ organization: expect.objectContaining({ id: CLUB }), status: 'ACTIVE' }),
  );

  // Put things back: the officer takes him out of the club (he has no membership and no office there).
  const removed = await page.request.delete(`/api/person/${LIAM}/organization/${CLUB}`, {
    headers: { Authorization: `Bearer ${await deviceToken(page)}` },
  });
  expect(removed.status()).toBe(204);
  await liam.context().close();
});
