/**
 * Organisation administration (issue 27 items 1–3; seed 3 §2 "Organisation screens", "Places", §5): the demo
 * club admin opens /organizations from the Administration overview, edits the club's details — its English and
 * Irish names, in the English and then the Irish interface — adds a place in two steps and shares it with
 * another club, changes it, stops sharing it and removes it, and registers the primary ground and a licence in the asset register. Axe-clean.
 */
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { signedInPage } from './session';

test('a club admin edits details in English and Irish, adds a shared place, registers a primary ground and a licence', async ({
  browser,
}) => {
  const n = Date.now() % 1_000_000;
  const page = await signedInPage(browser, 'officer', '/administration/clubs');
  await page.getByRole('link', { name: 'Organisation details and places' }).first().click();
  await expect(page).toHaveURL(/\/organizations/);
  await expect(page.getByRole('heading', { name: 'Organisation details' })).toBeVisible();

  // Details, in English: a telephone without its country code is refused before anything is sent.
  const details = page.getByRole('form', { name: 'Organisation details' });
  await details.getByLabel('Name in English', { exact: true }).fill("St Patrick's GAA Club");
  await details.getByLabel('Name in Irish', { exact: true }).fill('Cumann Naomh Pádraig');
  await details
    .getByLabel('Description', { exact: true })
    .fill('A club for every family in the parish since 1884.');
  await details.getByLabel('Telephone', { exact: true }).fill('0404 12345');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Include the country code: +353 or +44')).toBeVisible();
  await details.getByLabel('Telephone', { exact: true }).fill('+353 404 12345');
  await expectAxeClean(page, { only: 'serious' });
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Organisation details saved')).toBeVisible();

  // The same tab in Irish: the labels and messages are Irish; the Irish name is changed again.
  await page.getByRole('button', { name: 'Change language' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ga');
  const sonrai = page.getByRole('form', { name: 'Sonraí na heagraíochta' });
  await sonrai.getByLabel('Ainm i nGaeilge', { exact: true }).fill(`Cumann Naomh Pádraig ${n}`);
  await sonrai.getByRole('button', { name: 'Sábháil na sonraí' }).click();
  await expect(page.getByText('Sábháladh sonraí na heagraíochta')).toBeVisible();
  // Saved for everyone: read again after a reload (the interface comes back in the person's own language).
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('form', { name: 'Organisation details' }).getByLabel('Name in Irish', { exact: true }),
  ).toHaveValue(`Cumann Naomh Pádraig ${n}`);

  // Places: add one in two steps, then share it with another club.
  await page.getByRole('tab', { name: 'Places' }).click();
  await page.getByRole('button', { name: 'Add a place' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Venue type', exact: true }).selectOption('SYNTHETIC_PITCH');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`All-weather pitch ${n}`);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('textbox', { name: 'Address line 1', exact: true }).fill('Bóthar na Trá');
  await dialog.getByRole('textbox', { name: 'Town', exact: true }).fill('Ashford');
  await dialog.getByRole('textbox', { name: 'County', exact: true }).fill('Wicklow');
  await dialog.getByRole('spinbutton', { name: 'Latitude', exact: true }).fill('95');
  await dialog.getByRole('spinbutton', { name: 'Longitude', exact: true }).fill('-6.1');
  await dialog.getByRole('button', { name: 'Add place' }).click();
  await expect(dialog.getByText('Latitude must be between -90 and 90')).toBeVisible();
  await dialog.getByRole('spinbutton', { name: 'Latitude', exact: true }).fill('53.01');
  await expectAxeClean(page, { only: 'serious' });
  await dialog.getByRole('button', { name: 'Add place' }).click();
  await expect(page.getByText('Place added')).toBeVisible();
  const mine = page.getByRole('table', { name: "My club's places" });
  const row = mine.getByRole('row').filter({ hasText: `All-weather pitch ${n}` });
  await expect(row).toContainText('Synthetic pitch');
  await row.getByRole('button', { name: `Share All-weather pitch ${n}` }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Club to share with' }).fill('Ráth Droma');
  await dialog.getByRole('button', { name: 'Gaeil Ráth Droma' }).click();
  await dialog.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Place shared with Gaeil Ráth Droma')).toBeVisible();
  await expect(row).toContainText('Gaeil Ráth Droma');

  // Change it in the same two steps (starting from what it holds), stop sharing it, then remove it.
  await row.getByRole('button', { name: `Change All-weather pitch ${n}` }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    `All-weather pitch ${n}`,
  );
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`Floodlit pitch ${n}`);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('spinbutton', { name: 'Latitude', exact: true })).toHaveValue('53.01');
  await dialog.getByRole('textbox', { name: 'Town', exact: true }).fill('Rathdrum');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Place changed')).toBeVisible();
  const changed = mine.getByRole('row').filter({ hasText: `Floodlit pitch ${n}` });
  await expect(changed).toContainText('Rathdrum');
  await changed
    .getByRole('button', { name: `Stop sharing Floodlit pitch ${n} with Gaeil Ráth Droma` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByText(`Floodlit pitch ${n} is no longer shared with Gaeil Ráth Droma`)).toBeVisible();
  await expect(changed).not.toContainText('Gaeil Ráth Droma');
  await changed.getByRole('button', { name: `Remove Floodlit pitch ${n}` }).click();
  await expectAxeClean(page, { only: 'serious' });
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`Floodlit pitch ${n} removed`)).toBeVisible();
  await expect(mine.getByRole('row').filter({ hasText: `Floodlit pitch ${n}` })).toHaveCount(0);

  // The asset register: the primary ground first, then a licence.
  await page.getByRole('tab', { name: 'Asset register' }).click();
  await page.getByRole('button', { name: 'Add a location' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Páirc Naomh Pádraig');
  await dialog.getByRole('combobox', { name: 'Grounds', exact: true }).selectOption('primary_grounds');
  await dialog.getByRole('combobox', { name: 'Ownership', exact: true }).selectOption('OWNED');
  await dialog.getByRole('textbox', { name: 'Town', exact: true }).fill('Ashford');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved to the register')).toBeVisible();
  const locations = page.getByRole('table', { name: 'Locations' });
  await expect(locations.getByRole('row').filter({ hasText: 'Páirc Naomh Pádraig' })).toContainText(
    'Primary grounds',
  );

  await page.getByRole('button', { name: 'Add a licence' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Clubhouse bar licence');
  await dialog.getByRole('textbox', { name: 'Licence number', exact: true }).fill(`L-${n}`);
  await dialog.getByLabel('Issue date').fill('2026-01-01');
  await dialog.getByLabel('Expiry date').fill('2025-12-31');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The expiry date cannot be before the issue date')).toBeVisible();
  await dialog.getByLabel('Expiry date').fill('2027-01-01');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const licences = page.getByRole('table', { name: 'Licences' });
  await expect(licences.getByRole('row').filter({ hasText: 'Clubhouse bar licence' })).toContainText(
    '1/1/2027',
  );
  await expectAxeClean(page);

  // The audit log lists what was done.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log).toContainText('Place shared');
  await expect(log).toContainText('Place changed');
  await expect(log).toContainText('Place no longer shared');
  await expect(log).toContainText('Place removed');
  await expect(log).toContainText('Added to the asset register');
});
