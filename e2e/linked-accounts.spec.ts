/**
 * Linked accounts (issue 28 item 6): a parent links an account of their own and one for their daughter from
 * the profile's Linked accounts tab; the demo super admin (a LINK_ACCOUNT_ADMIN) finds the daughter's on
 * /third-party-accounts-admin, reads her history and unlinks it with a reason; the parent sees it gone.
 * Axe-clean.
 */
import { personId } from '../server/db/seed/people';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { signedInPage } from './session';

const CHILD = personId('demo:parent:child-older');

test('a parent links accounts for themself and a child; the admin finds and unlinks one with a reason', async ({
  browser,
}) => {
  const n = Date.now() % 1_000_000;
  const own = `E2E-OWN-${n}`;
  const childs = `E2E-CHILD-${n}`;

  const parent = await signedInPage(browser, 'parent', '/user-profile');
  await parent.getByRole('tab', { name: 'Linked accounts' }).click();
  const mine = parent.getByTestId('linked-accounts');
  await expect(mine).toContainText('F-0048213');
  await parent.getByRole('button', { name: 'Link an account' }).click();
  let dialog = parent.getByTestId('linked-account-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Choose the system the account is on')).toBeVisible();
  await dialog.getByLabel('System').selectOption('CLUB_APP');
  await dialog.getByLabel('Account identifier').fill(own);
  await dialog.getByLabel('Name on the account').fill('Pádraig Ó Briain');
  await expectAxeClean(parent, { only: 'serious' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(parent.getByText('Account linked')).toBeVisible();
  await expect(mine.getByRole('row').filter({ hasText: own })).toContainText('Own account');

  // The daughter's profile: her accounts, managed by her parent.
  await parent.goto(`/user-profile/${CHILD}`);
  await parent.getByRole('tab', { name: 'Linked accounts' }).click();
  const hers = parent.getByTestId('linked-accounts');
  await expect(hers).toContainText('F-3310457');
  await parent.getByRole('button', { name: 'Link an account' }).click();
  dialog = parent.getByTestId('linked-account-dialog');
  await dialog.getByLabel('System').selectOption('ROUNDERS');
  await dialog.getByLabel('Account identifier').fill(childs);
  await dialog.getByLabel('Name on the account').fill('Aoife Ní Bhriain');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(hers.getByRole('row').filter({ hasText: childs })).toContainText('GAA Rounders');
  await expectAxeClean(parent);

  // The LINK_ACCOUNT_ADMIN (the demo super admin) finds it by its identifier and unlinks it.
  const admin = await signedInPage(browser, 'super-admin', '/user-home');
  await admin.getByRole('link', { name: 'Linked accounts' }).first().click();
  await expect(admin).toHaveURL(/\/third-party-accounts-admin$/);
  await admin.getByLabel('Identifier begins with').fill(childs.slice(0, -2));
  await admin.getByRole('button', { name: 'Search' }).click();
  const table = admin.getByTestId('linked-accounts-admin');
  const row = table.getByRole('row').filter({ hasText: childs });
  await expect(row).toContainText('Aoife Ní Bhriain');
  await expectAxeClean(admin);
  await row.getByRole('button', { name: 'View the linked accounts of Aoife Ní Bhriain' }).click();
  const view = admin.getByTestId('person-accounts');
  await expect(view.getByTestId('linked-account-history')).toContainText(childs);
  await expect(view.getByTestId('linked-account-history')).toContainText('Pádraig Ó Briain');
  await expectAxeClean(admin);
  await view.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: `Unlink ${childs} from Aoife Ní Bhriain` }).click();
  const reason = admin.getByTestId('reason-dialog');
  await reason.getByRole('button', { name: 'Unlink', exact: true }).click();
  await expect(reason.getByText('This field is required')).toBeVisible();
  await reason.getByLabel('Reason').fill('Not a Rounders account of this player');
  await reason.getByRole('button', { name: 'Unlink', exact: true }).click();
  await expect(admin.getByText('Account unlinked')).toBeVisible();
  await expect(admin.getByText('No linked accounts match.')).toBeVisible();
  await admin.context().close();

  // The parent no longer sees it; her own Foireann account stays.
  await parent.reload();
  await parent.getByRole('tab', { name: 'Linked accounts' }).click();
  await expect(hers).toContainText('F-3310457');
  await expect(hers).not.toContainText(childs);
  await parent.context().close();
});
