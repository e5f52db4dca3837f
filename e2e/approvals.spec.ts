/**
 * Approvals awaiting me on the dashboard (issue 53 item 3): each approver finds what is addressed to them in
 * "Approvals awaiting you", linking to where it is handled, and a handled one leaves the list. From the demo
 * seed: the club secretary's injury notification to approve, the assessor's risk assessment to review, the
 * children's officer's vetting application to validate, the guardian's family invite. Made here and handled
 * through the screens: a club invitation to Liam Ó Ceallaigh (the demo central financial council member, in
 * no club), which he declines on his Clubs page — so no later spec sees him invited or in the club.
 */
import type { Page } from '@playwright/test';
import { MAIN_CLUB_KEY } from '../server/db/seed/club-spec';
import { orgId } from '../server/db/seed/geography';
import { personId } from '../server/db/seed/people';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { deviceToken } from './offline.helpers';
import { consentGiven, signedInPage, signIn } from './session';

const CLUB = orgId.club(MAIN_CLUB_KEY);
const LIAM = personId('demo:financial-council');

const approvals = (page: Page) => page.getByTestId('panel-approvals').getByTestId('approval');
const ofKind = (page: Page, kind: string) =>
  page.getByTestId('panel-approvals').locator(`[data-testid="approval"][data-kind="${kind}"]`);

test('each approver sees what awaits them, linking to where it is handled', async ({ page, browser }) => {
  await consentGiven(page);
  await signIn(page, 'officer', '/user-home');
  const injury = ofKind(page, 'INJURY_NOTIFICATION');
  await expect(injury.first()).toContainText('Injury notification for');
  await expectAxeClean(page);
  await injury.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/player-injury$/);

  const assessor = await signedInPage(browser, 'assessor', '/user-home');
  const review = ofKind(assessor, 'SURVEY_REVIEW');
  await expect(review.first()).toContainText('Naomh Pádraig');
  await review.first().getByRole('link').click();
  await expect(assessor).toHaveURL(/\/survey\/review\//);
  await assessor.context().close();

  // The children's officer uses Páirc in Irish: the item is found by its kind.
  const childrensOfficer = await signedInPage(browser, 'childrens-officer', '/user-home');
  await expect(ofKind(childrensOfficer, 'VETTING_VALIDATION').first()).toBeVisible();
  await expectAxeClean(childrensOfficer);
  await childrensOfficer.context().close();

  const guardian = await signedInPage(browser, 'guardian', '/user-home');
  await expect(ofKind(guardian, 'FAMILY_INVITE')).toHaveCount(1);
  await guardian.context().close();
});

test('a club invitation waits on the invitee’s dashboard and leaves it once declined', async ({
  page,
  browser,
}) => {
  await consentGiven(page);
  await signIn(page, 'officer', `/clubs/${CLUB}/members`);
  const invited = await page.request.post(`/api/person/${LIAM}/organization`, {
    headers: { Authorization: `Bearer ${await deviceToken(page)}` },
    data: { organizationId: CLUB },
  });
  expect(invited.status()).toBe(201);

  const liam = await signedInPage(browser, 'financial-council', '/user-home');
  const invitation = ofKind(liam, 'CLUB_INVITATION');
  await expect(invitation).toContainText('Invitation to join Naomh Pádraig');
  await expect(invitation).toContainText('Days left');
  await expectAxeClean(liam);
  await invitation.getByRole('link').click();
  await expect(liam).toHaveURL(/\/clubs$/);
  await liam.getByTestId('club-invitation').getByRole('button', { name: 'Decline' }).click();
  await expect(liam.getByTestId('club-invitation')).toHaveCount(0);

  await liam.getByTestId('menu-dashboard').first().click();
  await expect(liam).toHaveURL(/\/user-home$/);
  await expect(liam.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  await expect(ofKind(liam, 'CLUB_INVITATION')).toHaveCount(0);
  await expect(approvals(liam)).toHaveCount(0);
  await liam.context().close();
});

test('a club officer sees the risk assessment panel for their club; a parent does not', async ({
  page,
  browser,
}) => {
  await consentGiven(page);
  await signIn(page, 'officer', '/user-home');
  const risk = page.getByTestId('panel-risk-assessment').getByTestId('risk-assessment-club');
  await expect(risk.filter({ hasText: 'Naomh Pádraig' })).toHaveCount(1);
  await expectAxeClean(page);

  const guardian = await signedInPage(browser, 'guardian', '/user-home');
  // Her dashboard's lazy panels have loaded once her family invitation shows.
  await expect(ofKind(guardian, 'FAMILY_INVITE')).toHaveCount(1);
  await expect(guardian.getByTestId('panel-risk-assessment')).toHaveCount(0);
  await expect(guardian.getByTestId('panel-child-safety')).toHaveCount(0);
  await guardian.context().close();
});
