import type { Page } from '@playwright/test';
import { MAIN_CLUB_KEY } from '../server/db/seed/clubs';
import { orgId } from '../server/db/seed/geography';
import { COACH_TEAMS } from '../server/db/seed/teams';
import { expectAxeClean } from './axe';
import { expect, test, withServiceWorker } from './fixtures';
import { countDelivered, deviceToken, signInControlled } from './offline.helpers';
import { consentGiven, signedInPage } from './session';

// Offline: the service worker serves the app shell; the questionnaire is one local action.
test.use(withServiceWorker);

const QUESTIONS = [
  'In the last 14 days, have you been diagnosed with COVID-19?',
  'In the last 14 days, have you had a high temperature (fever)?',
  'In the last 14 days, have you had shortness of breath or difficulty breathing?',
  'In the last 14 days, have you had a new continuous cough?',
  'In the last 14 days, have you lost your sense of smell or taste?',
  'In the last 14 days, have you had a headache or a runny nose?',
  'In the last 14 days, have you been in close contact with someone who has COVID-19?',
];

type Doc = { id: string; givenName: string; familyName: string; result: string };
async function dayList(page: Page): Promise<Doc[]> {
  const res = await page.request.get('/api/health-questionnaire', {
    headers: { Authorization: `Bearer ${await deviceToken(page)}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { _embedded: { healthQuestionnaires: Doc[] } })._embedded
    .healthQuestionnaires;
}

test('a parent fills a questionnaire for a child offline; it survives a reload, syncs once, the U14 supervisor sees amber and a coach sees nothing', async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  // A family name of this run, so a database seeded earlier today holds no other questionnaire like it.
  const familyName = `Ní Bhriain ${Date.now() % 100_000}`;
  const submits = { mutations: 0 };
  countDelivered(
    context,
    (req) => req.url().endsWith('/api/sync/push') && req.method() === 'POST',
    (req) =>
      (req.postDataJSON() as { mutations: { op: string }[] }).mutations.filter(
        (m) => m.op === 'health.submit',
      ).length,
    (n, sign) => (submits.mutations += sign * n),
  );

  // Online once: who the parent may fill one for (themself and the two children) is kept on the device.
  await consentGiven(page);
  await signInControlled(page, 'parent', '/return-to-play');
  const who = page.getByLabel('Who is it for?');
  await expect(who.locator('option', { hasText: 'Aoife Ní Bhriain' })).toHaveCount(1, { timeout: 20_000 });
  await expectAxeClean(page);

  // At the gate, no signal; the page restarts.
  await context.setOffline(true);
  await page.reload();
  await who.selectOption({ label: 'Aoife Ní Bhriain' });
  await page.getByLabel('Club').selectOption(orgId.club(MAIN_CLUB_KEY));
  await page.getByLabel('Team').selectOption(COACH_TEAMS.u14);
  await page.getByLabel('Family name').fill(familyName);
  // Required answers and confirmation: a submit with none shows the errors.
  await page.getByRole('button', { name: 'Submit questionnaire' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByText('Please confirm your answers')).toBeVisible();
  for (const q of QUESTIONS) {
    const group = page.getByRole('radiogroup', { name: q });
    await group.getByText(q.includes('high temperature') ? 'Yes' : 'No', { exact: true }).click();
  }
  await page.getByText('I confirm that these answers are true to the best of my knowledge').click();
  await page.getByRole('button', { name: 'Submit questionnaire' }).click();
  await expect(page.getByTestId('questionnaire-result')).toContainText('Attention needed');
  const mine = page.getByTestId('my-questionnaire').filter({ hasText: familyName });
  await expect(mine).toContainText('Pending sync');
  const today = new Intl.DateTimeFormat('en-IE', {
    timeZone: 'Europe/Dublin',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
  }).format(new Date());
  await expect(mine).toContainText(today);
  await expectAxeClean(page);

  await page.reload();
  await expect(mine).toContainText('Pending sync');

  // Signal returns: sent once.
  await context.setOffline(false);
  await expect(mine).toContainText('Sent', { timeout: 30_000 });
  await expect.poll(() => submits.mutations).toBe(1);
  await expect(mine).toContainText('Attention needed');

  // The U14 team's designated supervisor (the children's officer, who uses Páirc in Irish) sees amber
  // ("Aird ag teastáil") and the question answered yes, and marks attendance ("I láthair").
  const supervisor = await signedInPage(browser, 'childrens-officer', '/return-to-play');
  const row = supervisor.getByTestId('supervised-questionnaire').filter({ hasText: familyName });
  await expect(row).toContainText('Aird ag teastáil', { timeout: 20_000 });
  await expect(row).toContainText('teocht ard (fiabhras)');
  await row.getByRole('button', { name: /^I láthair:/ }).click();
  await expect(row.getByRole('button', { name: /^I láthair:/ })).toHaveAttribute('aria-pressed', 'true');
  await expectAxeClean(supervisor);
  await supervisor.context().close();

  // The coach coaches the U14s but is the designated supervisor of the senior team only: nothing of it.
  const coach = await signedInPage(browser, 'coach', '/return-to-play');
  await expect(coach.getByRole('heading', { name: /Today’s questionnaires for your teams/ })).toBeVisible();
  await expect(coach.getByText(familyName)).toHaveCount(0);
  expect((await dayList(coach)).filter((d) => d.familyName === familyName)).toEqual([]);
  await coach.context().close();
});

test("a club admin designates the team's health supervisors; the coach cannot", async ({ browser }) => {
  const admin = await signedInPage(browser, 'officer', `/teams/${COACH_TEAMS.u14}`);
  await admin.getByRole('tab', { name: 'Health supervisors' }).click();
  const panel = admin.getByTestId('health-supervisors');
  await expect(panel).toContainText('Máire Ní Dhónaill');
  await expectAxeClean(admin);
  await admin.context().close();

  const coach = await signedInPage(browser, 'coach', `/teams/${COACH_TEAMS.u14}`);
  await coach.getByRole('tab', { name: 'Health supervisors' }).click();
  await expect(
    coach.getByText("Only the club's administrators designate the team's health questionnaire supervisors."),
  ).toBeVisible();
  await coach.context().close();
});
