/**
 * Bulk member upload (issue 28 item 5): the club's admin uploads a 500-row CSV of members at the members page;
 * the progress bar counts the rows as the chunks go; the totals and the result file follow. The same file again
 * changes nothing. The members download is the same CSV. Axe-clean.
 */
import { readFile } from 'node:fs/promises';
import { MAIN_CLUB_KEY } from '../server/db/seed/club-spec';
import { orgId } from '../server/db/seed/geography';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { signedInPage } from './session';

const HEADER =
  'uniqueId,givenName,familyName,alternateGivenName,alternateFamilyName,gender,birthDate,email,telephone';
const run = Date.now() % 100_000;
const CSV = [
  HEADER,
  ...Array.from(
    { length: 500 },
    (_, i) =>
      `,Ball${i},Ó Briain ${run},,,${i % 2 ? 'FEMALE' : 'MALE'},${(i % 28) + 1}/${(i % 12) + 1}/2001,,`,
  ),
].join('\n');

test('a club admin uploads 500 members with progress, and the same file again changes nothing', async ({
  browser,
}) => {
  test.slow();
  const page = await signedInPage(browser, 'officer', `/clubs/${orgId.club(MAIN_CLUB_KEY)}/members`);
  const panel = page.getByRole('region', { name: 'Members file' });
  await expect(panel).toBeVisible();
  const file = { name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) };

  await panel.getByLabel('CSV file of members').setInputFiles(file);
  await panel.getByRole('button', { name: 'Upload members' }).click();
  await expect(panel.getByText('500 of 500 rows')).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByTestId('upload-result')).toContainText(
    'Attempted: 500 · successful: 500 · failed: 0',
  );
  await expect(panel.getByTestId('upload-outcomes')).toHaveText('Added: 500 · updated: 0 · unchanged: 0');
  await expect(panel.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '500');

  const saved = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download result file' }).click();
  const result = await readFile(await (await saved).path(), 'utf8');
  expect(result.split('\n')[0]).toContain('line,outcome,uniqueId,name,reasons');
  expect(result).toContain(`2,CREATED,`);

  await panel.getByLabel('CSV file of members').setInputFiles(file);
  await panel.getByRole('button', { name: 'Upload members' }).click();
  await expect(panel.getByTestId('upload-outcomes')).toHaveText('Added: 0 · updated: 0 · unchanged: 500', {
    timeout: 60_000,
  });

  const members = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download members (CSV)' }).click();
  const csv = await readFile(await (await members).path(), 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\n')[0]).toBe(HEADER);
  expect(csv).toContain(`Ball499,Ó Briain ${run}`);
  await expectAxeClean(page);
  await page.context().close();
});
