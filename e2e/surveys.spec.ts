import type { Page } from '@playwright/test';
import { surveyDefinitionId } from '../server/db/seed/survey-definitions';
import { expectAxeClean } from './axe';
import { expect, test, withServiceWorker } from './fixtures';
import { countDelivered, deviceToken, signInControlled } from './offline.helpers';
import { consentGiven, signedInPage } from './session';

// Offline: the service worker serves the app shell; a draft's answers are a local action.
test.use(withServiceWorker);

const SAVED = 'Saved on device — it will be sent when there is signal.';

async function answer(page: Page, question: string, option: string) {
  await page.getByRole('radiogroup', { name: question }).getByText(option, { exact: true }).click();
}

/** The assessor completes what the run approved, so the next run on the same database may start again. */
async function complete(page: Page, id: string) {
  await page.request.patch(`/api/survey-submission/${id}`, {
    headers: { Authorization: `Bearer ${await deviceToken(page)}` },
    data: { action: 'complete' },
  });
}

async function openForReview(assessor: Page, survey: string) {
  await assessor.goto('/survey/review');
  await assessor.getByLabel('Survey', { exact: true }).selectOption({ label: survey });
  const row = assessor
    .getByTestId('survey-submissions')
    .getByRole('row')
    .filter({ hasText: 'Under review' })
    .first();
  await row.getByRole('link').click();
  await expect(assessor).toHaveURL(/\/survey\/review\/[0-9a-f-]{36}$/);
  return assessor.url().split('/').at(-1)!;
}

test('a secretary fills Club Compas partly offline and submits; the assessor asks for more, then approves at Silver', async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  await consentGiven(page);
  await signInControlled(page, 'officer', '/survey');
  await expect(page.getByRole('link', { name: 'Start Club Compas', exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expectAxeClean(page);

  const saves = { mutations: 0 };
  countDelivered(
    context,
    (req) => req.url().endsWith('/api/sync/push') && req.method() === 'POST',
    (req) =>
      (req.postDataJSON() as { mutations: { op: string }[] }).mutations.filter((m) => m.op === 'survey.save')
        .length,
    (n, sign) => (saves.mutations += sign * n),
  );

  // No signal: the survey opens from the device and the first answers are kept there.
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Start Club Compas', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Governance (must do)' })).toBeVisible();
  await answer(page, 'The club held its AGM this year', 'Yes');
  await answer(page, 'The club’s accounts were presented to members', 'Yes');
  await answer(page, 'A Children’s Officer and a Designated Liaison Person are appointed', 'Yes');
  await expect(page.getByTestId('section-governance').getByTestId('section-state')).toHaveText('Complete');
  await expect(page.getByText('1 of 4 sections complete')).toBeVisible();
  // The section completed: the draft saved itself on the device.
  await expect(page.getByTestId('survey-pending')).toHaveText(SAVED);
  await answer(page, 'The club has a written development plan', 'Yes');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/survey\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  await expectAxeClean(page);

  await page.reload();
  await expect(page.getByTestId('survey-pending')).toHaveText(SAVED);
  await expect(
    page
      .getByRole('radiogroup', { name: 'The club has a written development plan' })
      .getByRole('radio', { name: 'Yes' }),
  ).toBeChecked();

  // Signal returns: the answers reach the server once.
  await context.setOffline(false);
  await expect(page.getByTestId('survey-pending')).toBeHidden({ timeout: 30_000 });
  await page.waitForTimeout(1500); // let any second sender (page or worker) finish
  // Two saves were queued offline (the section that completed, then Save draft): each sent exactly once.
  await expect.poll(() => saves.mutations).toBe(2);
  const [orgId] = page.url().split('/').slice(-1);
  const kept = await page.request.get(
    `/api/survey/${surveyDefinitionId('CLUB_COMPAS')}/organization/${orgId}/submission`,
    {
      headers: { Authorization: `Bearer ${await deviceToken(page)}` },
    },
  );
  const open = (
    (await kept.json()) as {
      _embedded: { submissions: { status: string; version: number; answers: Record<string, unknown> }[] };
    }
  )._embedded.submissions.filter((x) => x.status === 'DRAFT');
  expect(open).toHaveLength(1);
  expect(open[0]).toMatchObject({ version: 2, answers: { agm: 'YES', plan: 'YES' } });

  await answer(page, 'New volunteers are welcomed and inducted', 'Yes');
  await answer(page, 'The club promotes the Irish language and culture', 'Yes');
  await answer(page, 'The club runs a healthy club programme', 'No');
  await answer(page, 'The club has an environmental or green club plan', 'Yes');
  await page.getByLabel('Name of the officer completing this form').fill('Siobhán Breathnach');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('survey-status')).toHaveText('Under review', { timeout: 20_000 });
  await expect(page.getByTestId('survey-locked')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  const fillUrl = page.url();

  // The independent assessor asks for more information.
  const assessor = await signedInPage(browser, 'assessor', '/survey/review');
  const id = await openForReview(assessor, 'Club Compas');
  await expect(assessor.getByTestId('computed-level')).toContainText('Silver');
  await expectAxeClean(assessor);
  await assessor
    .getByTestId('review-actions')
    .getByRole('button', { name: 'Request more information' })
    .click();
  const dialog = assessor.getByTestId('reason-dialog');
  await dialog.getByLabel('Reason').fill('Tell us when the AGM was held');
  await dialog.getByRole('button', { name: 'Request more information' }).click();
  await expect(assessor.getByTestId('review-status')).toHaveText('More information needed');

  // The club answers and submits again.
  await page.goto(fillUrl);
  await expect(page.getByTestId('more-info')).toContainText('Tell us when the AGM was held', {
    timeout: 30_000,
  });
  await page.getByLabel('Anything the assessor should know').fill('The AGM was held on 12 March.');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('survey-status')).toHaveText('Under review', { timeout: 20_000 });

  // The assessor approves at Silver.
  await assessor.reload();
  await expect(assessor.getByTestId('review-status')).toHaveText('Under review');
  await expect(assessor.getByLabel('Anything the assessor should know')).toHaveValue(
    'The AGM was held on 12 March.',
  );
  await assessor.getByTestId('review-actions').getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = assessor.getByTestId('approve-dialog');
  await approve.getByLabel('Accreditation level').selectOption('SILVER');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(assessor.getByTestId('review-status')).toHaveText('Accredited');
  await expect(assessor.getByText('Silver', { exact: true })).toBeVisible();

  // The club sees its accreditation.
  await page.goto('/survey');
  await expect(
    page
      .getByTestId('club-surveys')
      .getByRole('row')
      // Not a clone's row (survey-clone.spec clones Club Compas under a numbered name).
      .filter({ hasText: 'Club Compas', hasNotText: /Club Compas \d/ }),
  ).toContainText('Accredited · Silver', { timeout: 30_000 });

  await complete(assessor, id);
  await assessor.context().close();
});

test('an energy grant is approved for less than applied for; a submitted survey cannot be edited', async ({
  browser,
}) => {
  test.slow();
  const club = await signedInPage(browser, 'officer', '/survey');
  await club.getByRole('link', { name: 'Start Energy grant' }).click();
  await club.getByLabel('Project title').fill('Clubhouse LED lighting');
  await club.getByText('LED lighting', { exact: true }).click();
  await club.getByText('Solar panels', { exact: true }).click();
  await club
    .getByLabel('Describe the work')
    .fill('Replace the floodlights and fit solar panels on the clubhouse roof.');
  await club.getByLabel('Total cost of the project (€)').fill('20000');
  await club.getByLabel('Amount applied for (€)').fill('8000');
  await expect(club.getByTestId('calculated-clubShare')).toHaveText('12,000');
  await club.getByRole('button', { name: 'Submit for review' }).click();
  await expect(club.getByTestId('survey-status')).toHaveText('Under review', { timeout: 20_000 });
  const fillUrl = club.url();

  const assessor = await signedInPage(browser, 'assessor', '/survey/review');
  const id = await openForReview(assessor, 'Energy grant');
  await expect(assessor.getByTestId('amounts')).toContainText('€8,000.00');
  await assessor.getByTestId('review-actions').getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = assessor.getByTestId('approve-dialog');
  await approve.getByLabel('Amount approved (€)').fill('5000');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(assessor.getByTestId('review-status')).toHaveText('Approved');
  await expect(assessor.getByTestId('amounts')).toContainText('€5,000.00');
  await expectAxeClean(assessor);

  // The club's copy is locked: no editing in the app, and the server refuses a change.
  await club.goto(fillUrl);
  await expect(club.getByTestId('survey-locked')).toContainText('Amount approved: €5,000.00', {
    timeout: 30_000,
  });
  await expect(club.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
  await expect(club.getByLabel('Project title')).toHaveAttribute('readonly', '');
  const refused = await club.request.put(`/api/survey-submission/${id}`, {
    headers: { Authorization: `Bearer ${await deviceToken(club)}` },
    data: {
      surveyId: surveyDefinitionId('ENERGY_GRANT'),
      organizationId: fillUrl.split('/').at(-1),
      answers: {},
    },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'This survey has been submitted and can no longer be edited',
  );

  await complete(assessor, id);
  await assessor.context().close();
  await club.context().close();
});
