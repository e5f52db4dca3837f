/**
 * The property and borrowing track and the reviewer's edit: the club secretary (PROPERTY_MATTERS) starts a
 * property purchase with no signal, and it reaches the server once when signal returns; the independent
 * assessor corrects an answer of the seeded risk assessment, and the history says so in words.
 */
import { surveyDefinitionId } from '../server/db/seed/survey-definitions';
import { DEMO_SURVEY_SUBMISSION_ID } from '../server/db/seed/surveys';
import { expectAxeClean } from './axe';
import { expect, test, withServiceWorker } from './fixtures';
import { deviceToken, signInControlled } from './offline.helpers';
import { consentGiven, signedInPage } from './session';

test.use(withServiceWorker);

const PURCHASE = surveyDefinitionId('PROPERTY_PURCHASE');

test('a secretary starts a property purchase offline; it is sent once', async ({ page, context }) => {
  await consentGiven(page);
  await signInControlled(page, 'officer', '/survey');
  const track = page.getByTestId('approval-track-surveys');
  await expect(page.getByRole('heading', { name: 'Property and borrowing approvals' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(track.getByRole('row')).toHaveCount(11); // the titles' row, the loan and nine matter types
  await expectAxeClean(page);

  // A run before this one may have left a draft: take it away first (a draft is the club's to delete).
  const auth = { Authorization: `Bearer ${await deviceToken(page)}` };
  const orgOf = async () => {
    const link = track.getByRole('link', { name: /Property purchase$/ });
    return (await link.getAttribute('href'))!.split('/').at(-1)!;
  };
  const orgId = await orgOf();
  const drafts = async () =>
    (
      (await (
        await page.request.get(`/api/survey/${PURCHASE}/organization/${orgId}/submission`, { headers: auth })
      ).json()) as { _embedded: { submissions: { id: string; status: string; answers: object }[] } }
    )._embedded.submissions.filter((x) => x.status === 'DRAFT');
  for (const d of await drafts())
    await page.request.delete(`/api/survey-submission/${d.id}`, { headers: auth });
  await page.reload();

  await context.setOffline(true);
  await track.getByRole('link', { name: /Property purchase$/ }).click();
  await expect(page.getByRole('heading', { name: 'The purchase' })).toBeVisible();
  await page.getByLabel('Address of the property').fill('Páirc an Chlub, Baile an Easpaig');
  await page.getByLabel('Seller').fill('Seán Ó Briain');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByTestId('survey-pending')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('survey-pending')).toBeHidden({ timeout: 30_000 });
  await expect.poll(async () => (await drafts()).length, { timeout: 15_000 }).toBe(1);
  expect((await drafts())[0]!.answers).toMatchObject({
    address: 'Páirc an Chlub, Baile an Easpaig',
    seller: 'Seán Ó Briain',
  });
  for (const d of await drafts())
    await page.request.delete(`/api/survey-submission/${d.id}`, { headers: auth });
});

test('the assessor edits an answer of a submission under review', async ({ browser }) => {
  const page = await signedInPage(browser, 'assessor', `/survey/review/${DEMO_SURVEY_SUBMISSION_ID}`);
  await page.getByTestId('review-actions').getByRole('button', { name: 'Edit answers' }).click();
  const kits = page.getByLabel('Number of first aid kits');
  await kits.fill('');
  await page.getByRole('button', { name: 'Save answers' }).click();
  await expect(page.getByRole('button', { name: 'Save answers' })).toBeVisible(); // refused: required
  const now = String(2 + (Date.now() % 7));
  await kits.fill(now);
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Save answers' }).click();
  await expect(page.getByRole('button', { name: 'Save answers' })).toBeHidden();
  await expect(page.getByTestId('survey-history')).toContainText('Answers edited by the reviewer');
  await expect(page.getByLabel('Number of first aid kits')).toHaveValue(now);
});
