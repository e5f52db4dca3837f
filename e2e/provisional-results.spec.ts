/**
 * Provisional results (issue 54 item 1), end to end: the referee's score, entered with no signal and synced,
 * is seen by a signed-out visitor on the public competition page within 10 s, marked as awaiting confirmation
 * on its result and counted in a provisional table beside the confirmed one; once the competition admin
 * confirms it, the mark goes and the confirmed table counts it.
 */
import type { Page } from '@playwright/test';
import { LEAGUE_ID } from '../server/db/seed/competition';
import { expect, test, withServiceWorker } from './fixtures';
import { deviceToken, serverFixture, signInControlled } from './offline.helpers';
import { consentGiven, signedInPage } from './session';
import { SLOW } from './competitions.page';

test.use(withServiceWorker);
test.setTimeout(180_000);

const SAVED = 'Saved on device — it will be sent when there is signal.';

/** A league fixture of the demo referee's with no result yet. */
async function openLeagueFixture(page: Page): Promise<string> {
  const res = await page.request.get('/api/match-official', {
    headers: { Authorization: `Bearer ${await deviceToken(page)}` },
  });
  const body = (await res.json()) as {
    _embedded: { fixtures: { id: string; isResult: boolean; competition?: { id: string } }[] };
  };
  const open = body._embedded.fixtures.find((f) => f.competition?.id === LEAGUE_ID && !f.isResult);
  expect(open, 'the demo referee has a league fixture without a result').toBeDefined();
  return open!.id;
}

/** How many results the provisional table counts that await confirmation (0 when it is not shown). */
async function awaiting(visitor: Page): Promise<number> {
  const section = visitor.getByTestId('provisional-standing');
  if ((await section.count()) === 0) return 0;
  return Number(await section.getAttribute('data-awaiting'));
}

test('a synced score is provisional on the public competition page until the admin confirms it', async ({
  page,
  context,
  browser,
}) => {
  await consentGiven(page);
  await signInControlled(page, 'referee');
  const fixtureId = await openLeagueFixture(page);
  const before = await serverFixture(page, fixtureId);

  // A visitor, signed out, on the league's public page: the fixture is not marked yet.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await consentGiven(visitor);
  const PAGE = `/competition/${LEAGUE_ID}`;
  await visitor.goto(PAGE);
  const card = visitor.getByTestId(`fixture-${fixtureId}`);
  await expect(card).toBeVisible(SLOW);
  await expect(card).not.toContainText(/awaiting confirmation/i);
  await expect(visitor.getByTestId('league-table')).toBeVisible();
  const awaitingBefore = await awaiting(visitor);

  // Pitch-side with no signal, then signal returns and the outbox syncs.
  await context.setOffline(true);
  await page.goto(`/game-management/${fixtureId}`);
  const goals = page.getByLabel('Goals');
  const points = page.getByLabel('Points');
  await goals.nth(0).fill('2');
  await points.nth(0).fill('10');
  await goals.nth(1).fill('1');
  await points.nth(1).fill('12');
  await page.getByRole('button', { name: 'Save score' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await context.setOffline(false);
  await expect
    .poll(async () => (await serverFixture(page, fixtureId)).version, { timeout: 30_000 })
    .toBe(before.version + 1);

  // Within 10 s of the sync the visitor's page marks the result and counts it in the provisional table only.
  const synced = Date.now();
  await expect
    .poll(
      async () => {
        await visitor.reload();
        return (await card.textContent()) ?? '';
      },
      { timeout: 10_000, intervals: [500, 1000] },
    )
    .toMatch(/awaiting confirmation/i);
  expect(Date.now() - synced).toBeLessThan(10_000);
  await expect(card).toContainText('2-10 to 1-12');
  expect(await awaiting(visitor)).toBe(awaitingBefore + 1);
  const provisional = visitor.getByTestId('provisional-standing');
  await expect(provisional.getByRole('heading', { name: 'Provisional table' })).toBeVisible();
  await expect(provisional.getByTestId('provisional-table')).toBeVisible();

  // The admin confirms the referee's score (the result form starts from it).
  const admin = await signedInPage(browser, 'competition-admin', `/competitions/organizations/${LEAGUE_ID}`);
  const row = admin.getByTestId('admin-fixture').filter({ hasText: '2-10 to 1-12' }).first();
  await expect(row).toBeVisible(SLOW);
  await row.getByRole('button', { name: /^Result of/ }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.locator('input[type="number"]').nth(1)).toHaveValue('10');
  await dialog.getByRole('button', { name: 'Save result' }).click();
  await expect(dialog).toBeHidden(SLOW);
  await admin.context().close();

  // The mark goes; the provisional table no longer counts it as awaiting.
  await expect
    .poll(
      async () => {
        await visitor.reload();
        return (await card.textContent()) ?? '';
      },
      { timeout: 10_000, intervals: [500, 1000] },
    )
    .not.toMatch(/awaiting confirmation/i);
  await expect(card).toContainText('2-10 to 1-12');
  expect(await awaiting(visitor)).toBe(awaitingBefore);
  await visitorContext.close();
});
