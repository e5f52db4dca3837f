/**
 * Duplicate-member merge (issue 28 item 4): the club's admin starts a duplicates job at the members page; the
 * job runner takes it and it reaches review; the seeded pair Seán Ó Briain / John O'Brien (one person in Irish
 * and English) is merged into Seán, chosen as the primary; another group is skipped; the spec's alerts
 * 'Record Merged' and 'Record Skipped' show and the reviewed count moves. Axe-clean.
 *
 * About 15 s: the job runner ticks every 3 s, and each review waits for the server and the next group, with
 * two axe passes; splitting it would repeat the job for each half.
 */
import { MAIN_CLUB_KEY } from '../server/db/seed/club-spec';
import { orgId } from '../server/db/seed/geography';
import { expectScreenAxeClean } from './axe';
import { expect, test } from './fixtures';
import { signedInPage } from './session';

test('a club admin finds duplicates, merges one group into the chosen primary and skips another', async ({
  browser,
}) => {
  test.slow();
  const page = await signedInPage(browser, 'officer', `/clubs/${orgId.club(MAIN_CLUB_KEY)}/members`);
  const panel = page.getByRole('region', { name: 'Duplicates' });
  await panel.getByRole('button', { name: 'Find duplicates' }).click();
  await expect(panel.getByText('Status: Pending review')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByTestId('duplicates-reviewed')).toContainText('Reviewed 0 of');

  const group = panel.getByTestId('duplicate-group');
  const cards = group.getByTestId('duplicate-card');
  let merged = false;
  let skipped = 0;
  // The groups come one at a time, in the job's order: merge the Ó Briain pair, skip the others before it.
  for (let reviewed = 1; reviewed <= 10 && !(merged && skipped > 0); reviewed++) {
    await expect(cards.first()).toBeVisible();
    const shown = await cards.first().textContent();
    if ((await cards.filter({ hasText: "John O'Brien" }).count()) > 0) {
      const primary = group.getByRole('radio', { name: 'Seán Ó Briain' });
      await group.getByText('Seán Ó Briain', { exact: true }).click();
      await expect(primary).toBeChecked();
      const sean = cards.filter({ hasText: 'Seán Ó Briain' });
      await expect(sean).toContainText('Primary');
      await expect(sean).toContainText('12/6/1994');
      // The primary is always in the merge; the others are ticked by default.
      await expect(sean.getByRole('checkbox')).toBeDisabled();
      await expect(cards.filter({ hasText: "John O'Brien" }).getByRole('checkbox')).toBeChecked();
      await expectScreenAxeClean(page);
      await group.getByRole('button', { name: 'Merge', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Record Merged' })).toBeVisible();
      merged = true;
    } else {
      await group.getByRole('button', { name: 'Skip' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Record Skipped' }).first()).toBeVisible();
      skipped++;
    }
    await expect(panel.getByTestId('duplicates-reviewed')).toContainText(`Reviewed ${reviewed} of`);
    // The next group replaces the one just reviewed, or the job is reviewed.
    await expect(async () => {
      const done = (await panel.getByText('Status: Reviewed').count()) > 0;
      expect(done || (await cards.first().textContent({ timeout: 1000 })) !== shown).toBe(true);
    }).toPass();
  }
  expect(merged && skipped > 0).toBe(true);
  await expect(group.getByTestId('duplicate-card').filter({ hasText: "John O'Brien" })).toHaveCount(0);
  await expectScreenAxeClean(page);
  await page.context().close();
});
