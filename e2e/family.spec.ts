import { expectAxeClean } from './axe';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedInPage } from './session';

const signInAs = (browser: Browser, username: string) => signedInPage(browser, username);

const memberRow = (page: Page, name: RegExp) => page.getByRole('row').filter({ hasText: name });
/** A pending invite's row: the family sees what was typed, never who it reached (issue 48). */
const inviteRow = (page: Page, typed: string) =>
  page.locator('[data-testid^="invite-"]').filter({ hasText: new RegExp(`^${typed}`) });

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('as parent, edit a child’s profile; errors show after a submit attempt', async ({ browser }) => {
  const page = await signInAs(browser, 'parent');
  await page.goto('/family');
  await expect(page.getByRole('heading', { level: 1, name: 'Family' })).toBeVisible();
  await expect(memberRow(page, /Aoife/)).toContainText('Child');
  // The aunt is invited: the family sees the username it typed, not her name, until she accepts.
  await expect(inviteRow(page, 'guardian')).toContainText('Invited');
  await expect(memberRow(page, /Úna/)).toHaveCount(0);
  await expectAxeClean(page, { only: 'serious' });

  await memberRow(page, /Aoife/).getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/user-profile\/[^/#]+#profile$/);
  const form = page.getByTestId('profile-form');
  const text = (name: string) => form.getByRole('textbox', { name, exact: true });
  const choice = (name: string) => form.getByRole('combobox', { name, exact: true });
  await expect(text('First name')).toHaveValue('Aoife');
  // A telephone without the country code is refused once the form is submitted.
  await text('Telephone').fill('087 555 1234');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText('Telephone must start with a country code, such as +353 or +44')).toBeVisible();
  await text('Telephone').fill('+353 87 555 1234');
  await text('First name in Irish').fill('Aoife Óg');
  await choice('Medical alert').selectOption('NONE');
  for (const label of [
    'Consent to process medical information',
    'Consent to medical treatment',
    'Consent to emergency treatment',
    'Photo consent',
  ])
    await choice(label).selectOption('YES');
  for (const label of ['Club communications', 'Communications from additional clubs'])
    await choice(label).selectOption('NO');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await page.reload();
  await expect(text('First name in Irish')).toHaveValue('Aoife Óg');
  await expectAxeClean(page, { only: 'serious' });
});

test('reject needs a re-invite; invite a guardian who signs in and accepts', async ({ browser }) => {
  // The demo guardian rejects the open invite…
  const guardian = await signInAs(browser, 'guardian');
  await guardian.goto('/family');
  await expect(guardian.getByTestId('invite')).toBeVisible();
  await expectAxeClean(guardian, { only: 'serious' });
  await guardian.getByRole('button', { name: 'Reject invite' }).click();
  await expect(guardian.getByText('Invite rejected')).toBeVisible();
  await guardian.reload();
  // …and can no longer accept: nothing is open for her until the family invites her again.
  await expect(guardian.getByRole('button', { name: 'Accept invite' })).toHaveCount(0);
  await expect(guardian.getByText('You are not in a family yet')).toBeVisible();

  // The family is not told of the rejection: the invite stays pending; sending it again re-opens it.
  const parent = await signInAs(browser, 'parent');
  await parent.goto('/family');
  await expect(memberRow(parent, /Úna/)).toHaveCount(0);
  await inviteRow(parent, 'guardian').getByRole('button', { name: 'Send again' }).click();
  await expect(parent.getByText('Invite sent again')).toBeVisible();
  await expect(inviteRow(parent, 'guardian')).toContainText('Invited');

  // A new guardian, invited by username: pending under the username until the member signs in and accepts.
  await parent.getByRole('textbox', { name: 'Username or e-mail of the guardian' }).fill('member');
  await parent.getByRole('button', { name: 'Invite guardian' }).click();
  await expect(inviteRow(parent, 'member')).toContainText('Invited');
  await expect(memberRow(parent, /Seán/)).toHaveCount(0);
  // Nobody has this e-mail: the same answer, the same pending row, withdrawn again.
  await parent
    .getByRole('textbox', { name: 'Username or e-mail of the guardian' })
    .fill('nobody@pairc.example');
  await parent.getByRole('button', { name: 'Invite guardian' }).click();
  await expect(inviteRow(parent, 'nobody@pairc.example')).toContainText('Invited');
  await inviteRow(parent, 'nobody@pairc.example').getByRole('button', { name: 'Withdraw' }).click();
  await expect(parent.getByText('Invite withdrawn')).toBeVisible();
  await expect(inviteRow(parent, 'nobody@pairc.example')).toHaveCount(0);

  const invitee = await signInAs(browser, 'member');
  await invitee.goto('/family');
  await expect(invitee.getByTestId('invite')).toBeVisible();
  await invitee.getByRole('button', { name: 'Accept invite' }).click();
  await expect(invitee.getByText('Invite accepted')).toBeVisible();
  await expect(memberRow(invitee, /Seán/)).toContainText('Active');
  // As a guardian now, the member may edit the family's children.
  await expect(memberRow(invitee, /Aoife/).getByRole('link', { name: 'Edit profile' })).toBeVisible();

  // The re-invited guardian sees the invite again and accepts; then the family sees her name.
  await guardian.reload();
  await guardian.getByRole('button', { name: 'Accept invite' }).click();
  await expect(guardian.getByText('Invite accepted')).toBeVisible();
  await parent.reload();
  await expect(memberRow(parent, /Úna/)).toContainText('Active');
  await expect(inviteRow(parent, 'guardian')).toHaveCount(0);
});
