/**
 * Issue 48, finding 3: the treasurer (`officer`, a club admin with FINANCE) gives a member the finance
 * privilege on the admins tab of /organizations: it only waits, and she sees it waiting; the chairperson (the
 * club's other finance administrator, not a club admin) finds it on /clubs with Approve and Reject, and rejects
 * it (rejected, so no other test sees a new finance administrator). Axe-clean.
 */
import { expectScreenAxeClean } from './axe';
import { expect, test } from './fixtures';
import { signedInPage } from './session';

test('a grant of the finance privilege waits for the other finance administrator, who rejects it', async ({
  browser,
}) => {
  const treasurer = await signedInPage(browser, 'officer', '/organizations?tab=admins');
  const grant = treasurer.getByRole('region', { name: 'Give privileges' });
  await grant.getByLabel('Member').selectOption({ label: 'Éamonn Ó Súilleabháin' });
  await grant.getByRole('group', { name: 'Privileges' }).getByText('Finance', { exact: true }).click();
  await grant.getByRole('button', { name: 'Give privileges' }).click();
  await expect(
    treasurer.getByText(
      "Privileges given. The finance privilege waits for another finance administrator's approval.",
    ),
  ).toBeVisible();
  const waiting = treasurer
    .getByRole('table', { name: 'Finance privilege changes awaiting approval' })
    .getByRole('row', { name: /Éamonn Ó Súilleabháin/ });
  await expect(waiting.getByText('Waiting for another finance administrator')).toBeVisible();
  await expect(waiting.getByRole('button', { name: /Approve/ })).toHaveCount(0);

  const chair = await signedInPage(browser, 'chairperson', '/clubs');
  const theirs = chair
    .getByRole('table', { name: 'Finance privilege changes awaiting approval' })
    .getByRole('row', { name: /Éamonn Ó Súilleabháin/ });
  await expect(
    theirs.getByRole('button', { name: 'Approve the change for Éamonn Ó Súilleabháin' }),
  ).toBeVisible();
  await expectScreenAxeClean(chair);
  await theirs.getByRole('button', { name: 'Reject the change for Éamonn Ó Súilleabháin' }).click();
  await expect(chair.getByText('Change rejected')).toBeVisible();
  await expect(chair.getByRole('table', { name: 'Finance privilege changes awaiting approval' })).toHaveCount(
    0,
  );
});
