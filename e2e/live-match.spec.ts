/**
 * The live match centre (issue 52): the referee records the match offline — throw-in, a goal and a point —
 * and comes back online; a signed-out supporter's open public page sees the score change without a reload
 * (the fixture's Server-Sent Events stream), and a page opened afterwards shows the same score at load.
 */
import { CUP_TODAY_FIXTURE_ID } from '../server/db/seed/officials';
import { expect, test, withServiceWorker } from './fixtures';
import { deviceToken, signInControlled } from './offline.helpers';
import { consentGiven } from './session';

test.use(withServiceWorker);

const SLOW = { timeout: 20_000 };

test('an offline goal and point reach an open public page without reload, and a new page at load', async ({
  page,
  context,
  browser,
}) => {
  await signInControlled(page, 'referee');
  await page.goto(`/game-management/${CUP_TODAY_FIXTURE_ID}`);
  const running = page.getByTestId('running-score');
  await expect(running).toContainText('0-0 – 0-0', SLOW);
  // The public page that lists the fixture: its organiser's (the county's fixtures and results).
  const doc = await page.request.get(`/api/fixture/${CUP_TODAY_FIXTURE_ID}`, {
    headers: { Authorization: `Bearer ${await deviceToken(page)}` },
  });
  const PUBLIC_PAGE = `/organization/${((await doc.json()) as { owner: { id: string } }).owner.id}`;

  // A supporter, signed out, has the competition's page open.
  const supporterContext = await browser.newContext();
  const supporter = await supporterContext.newPage();
  await consentGiven(supporter);
  await supporter.goto(PUBLIC_PAGE);
  const card = supporter.getByTestId(`fixture-${CUP_TODAY_FIXTURE_ID}`);
  await expect(card).toContainText(' v ');

  // At the pitch, no signal: throw-in, a goal for the home side, a point for the away side.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Throw-in' }).click();
  await page
    .getByRole('button', { name: /^Goal for / })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^Point for / })
    .nth(1)
    .click();
  await expect(running).toContainText('1-0 – 0-1');
  await expect(card).toContainText(' v '); // nothing has left the device

  // Signal returns: the outbox syncs, and the open page follows without a reload.
  await context.setOffline(false);
  await expect(card).toContainText('1-0 to 0-1', SLOW);
  await expect(card).toContainText('Live');

  // A page opened afterwards shows the same score at load.
  const laterContext = await browser.newContext({ javaScriptEnabled: false });
  const later = await laterContext.newPage();
  await later.goto(PUBLIC_PAGE);
  await expect(later.getByTestId(`fixture-${CUP_TODAY_FIXTURE_ID}`)).toContainText('1-0 to 0-1');
  await expect(later.getByTestId(`fixture-${CUP_TODAY_FIXTURE_ID}`)).toContainText('Live');
  await laterContext.close();
  await supporterContext.close();
});
