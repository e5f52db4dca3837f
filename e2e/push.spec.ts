/**
 * Follow and be told (issue 52 item 3), in Chromium: a coach taps Follow on their team's page (the
 * notification permission is granted through the context — the app asks only on that tap), and the service
 * worker's `push` handler, driven through the DevTools protocol (`ServiceWorker.deliverPushMessage`), shows
 * the notification the server would send; the profile's "Follows and notifications" lists the follow, turns a
 * setting off and unfollows in one tap. Axe-clean. (The server's real sending — VAPID, encryption, a local
 * push service that decrypts — is tested in tests/server/push.test.ts.)
 */
import { COACH_TEAMS } from '../server/db/seed/teams';
import { expectAxeClean } from './axe';
import { expect, test, withServiceWorker } from './fixtures';
import { serviceWorkerSession } from './offline.helpers';
import { consentGiven, signIn } from './session';

test.use(withServiceWorker);

test('a coach follows their team; a pushed message is shown; the profile manages the follow', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await consentGiven(page);
  await signIn(page, 'coach', `/teams/${COACH_TEAMS.senior}`);
  await page.evaluate(() => navigator.serviceWorker.ready);

  const follow = page.getByRole('button', { name: /^Follow / });
  await expect(follow).toBeVisible();
  await follow.click();
  const following = page.getByRole('button', { name: /^Following .*: tap to unfollow$/ });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  // Subscribed where the browser has a push service; headless Chromium may have none, and says so.
  await expect(page.getByTestId('follow').getByRole('status')).toContainText(
    /You will be told|this browser cannot show notifications/,
  );

  // The push, as the browser's push service would hand it to the worker.
  const { cdp, registrationId } = await serviceWorkerSession(page);
  const message = {
    title: 'Naomh Pádraig v Bray Emmets',
    body: 'Score: Naomh Pádraig 1-05, Bray Emmets 0-07',
    url: '/competition/demo',
    tag: 'fixture:e2e',
  };
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // Delivered again until shown: a push that reaches a worker still starting is dropped (one tag: one
  // notification however many times it is delivered).
  await expect(async () => {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId,
      data: JSON.stringify(message),
    });
    const shown = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      await new Promise((r) => setTimeout(r, 300));
      return (await reg.getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        url: (n.data as { url?: string } | null)?.url,
      }));
    });
    expect(shown).toEqual([{ title: message.title, body: message.body, tag: message.tag, url: message.url }]);
  }).toPass();

  // The profile: the follow, its settings, one-tap unfollow.
  await page.goto('/user-profile');
  const section = page.getByTestId('follows-section');
  await expect(section.getByRole('heading', { name: 'Follows and notifications' })).toBeVisible();
  const item = section.getByRole('listitem').filter({ hasText: '(Team)' });
  await expect(item).toHaveCount(1);
  const scores = item.getByRole('checkbox', { name: 'Score changes' });
  await expect(scores).toBeChecked();
  await item.getByText('Score changes').click();
  await expect(scores).not.toBeChecked();
  // Serious findings only, as the profile's other specs: the profile form's own headings start at h3.
  await expectAxeClean(page, { only: 'serious' });
  await item.getByRole('button', { name: /^Unfollow / }).click();
  await expect(section.getByRole('listitem').filter({ hasText: '(Team)' })).toHaveCount(0);
});
