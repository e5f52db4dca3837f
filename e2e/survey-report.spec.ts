import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { MAIN_CLUB_KEY } from '../server/db/seed/clubs';
import { orgId } from '../server/db/seed/geography';
import { surveyDefinitionId } from '../server/db/seed/survey-definitions';
import { DEMO_SURVEY_SUBMISSION_ID } from '../server/db/seed/surveys';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { deviceToken } from './offline.helpers';
import { signedInPage } from './session';

const CLUB = orgId.club(MAIN_CLUB_KEY);
const INSURANCE = surveyDefinitionId('INSURANCE_DECLARATION');

/** Clicks Generate report and answers the download's name and first bytes. */
async function generate(page: Page) {
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Generate report' }).click();
  const download = await saved;
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), head: bytes.subarray(0, 5).toString('latin1') };
}

/** The club's insurance drafts, deleted: each run starts and ends with none. */
async function deleteDrafts(page: Page) {
  const headers = { Authorization: `Bearer ${await deviceToken(page)}` };
  const res = await page.request.get(`/api/survey/${INSURANCE}/organization/${CLUB}/submission`, { headers });
  const list = (await res.json()) as { _embedded: { submissions: { id: string; status: string }[] } };
  for (const s of list._embedded.submissions.filter((x) => x.status === 'DRAFT'))
    await page.request.delete(`/api/survey-submission/${s.id}`, { headers });
}

test('the reviewer and the club generate a survey’s report (PDF named by the server)', async ({
  browser,
}) => {
  test.slow();
  const assessor = await signedInPage(browser, 'assessor', `/survey/review/${DEMO_SURVEY_SUBMISSION_ID}`);
  await expect(assessor.getByTestId('review-status')).toBeVisible({ timeout: 20_000 });
  const reviewed = await generate(assessor);
  expect(reviewed.name).toMatch(/^risk-assessment-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(reviewed.head).toBe('%PDF-');
  await expect(assessor.getByText('Successfully generated report')).toBeVisible();
  await expectAxeClean(assessor);
  await assessor.context().close();

  // The club's review step: the draft is saved, sent, then reported.
  const club = await signedInPage(browser, 'officer', '/survey');
  await deleteDrafts(club);
  await club.goto(`/survey/${INSURANCE}/${CLUB}`);
  await club.getByLabel('Number of registered members').fill('250');
  const draft = await generate(club);
  expect(draft.name).toMatch(/^insurance-declaration-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(draft.head).toBe('%PDF-');
  await expect(club.getByText('Successfully generated report')).toBeVisible();
  await expect(club.getByTestId('survey-status')).toHaveText('Draft');

  // With no signal the report waits: the button says so.
  await club.context().setOffline(true);
  await expect(club.getByRole('button', { name: 'Generate report' })).toHaveCount(0);
  await expect(club.getByText('You can generate the report once you are back online.')).toBeVisible();
  await club.context().setOffline(false);
  await deleteDrafts(club);
  await club.context().close();
});
