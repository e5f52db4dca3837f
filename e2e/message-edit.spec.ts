/**
 * A sent event edited after sending (issue 53 item 6): the club officer opens an event sent to the senior
 * team, edits its time and duration on the event page, and a player is told by mail what changed (old → new), then
 * reads the event as it now is. The edit form is axe-clean.
 */
import type { Page } from '@playwright/test';
import { formatEventDateTime } from '../domain/event/event';
import { COACH_TEAMS } from '../server/db/seed/teams';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { deviceToken } from './offline.helpers';
import { signedInPage } from './session';

async function call(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const res = await page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${await deviceToken(page)}`, 'Content-Type': 'application/json' },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

test('an officer edits an event after sending; a recipient is told what changed', async ({
  browser,
  mailSink,
}) => {
  test.slow();
  const member = await signedInPage(browser, 'member');
  const me = (await call(member, 'GET', '/api/person/me')) as { id: string; email: string };
  const coach = await signedInPage(browser, 'officer');
  const subject = `Squad session ${Date.now() % 100_000}`;
  const start = new Date(Date.now() + 4 * 86_400_000);
  start.setUTCHours(18, 0, 0, 0);
  const created = (await call(coach, 'POST', '/api/message', {
    toGroupId: COACH_TEAMS.senior,
    category: 'training',
    subject,
    message: 'Boots and water.',
    startDate: start.toISOString(),
    duration: 60,
    requestResponse: true,
    viewOtherRecipientsNames: false,
    commsConsentAdditionalClub: false,
    sendNotificationReminder: false,
  })) as { id: string; recipients: { id: string; personId: string }[] };

  await coach.goto(`/events/${created.id}`);
  await expect(coach.getByRole('heading', { name: subject })).toBeVisible({ timeout: 15_000 });
  await coach.getByRole('button', { name: 'Edit', exact: true }).click();
  const form = coach.getByRole('form', { name: 'Edit event' });
  const oldWhen = formatEventDateTime(start.toISOString());
  const later = new Date(start.getTime() + 90 * 60_000);
  const newWhen = formatEventDateTime(later.toISOString());
  await expect(form.getByLabel(/Date and time/)).toHaveValue(oldWhen);
  await form.getByLabel(/Date and time/).fill(newWhen);
  await form.getByLabel(/Duration/).fill('75');
  await expectAxeClean(coach);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(coach.getByTestId('event-after-send-status')).toContainText('Event updated', {
    timeout: 15_000,
  });
  await expect(coach.getByText('75 minutes')).toBeVisible();

  // The player is told by mail, old → new (delivered by the delivery job every few seconds).
  const told = () =>
    mailSink.mails.find((m) => m.to.includes(me.email) && m.subject.startsWith(`Changed: ${subject}`));
  await expect.poll(() => told() !== undefined, { timeout: 30_000 }).toBe(true);
  const mail = told()!;
  // The mail writes the day and month without a leading zero.
  const wall = (s: string) => {
    const [d, m, rest] = s.split('/') as [string, string, string];
    return `${Number(d)}/${Number(m)}/${rest}`;
  };
  expect(mail.text).toContain(`Time: ${wall(oldWhen)} → ${wall(newWhen)}`);
  expect(mail.text).toContain('Duration: 60 → 75 minutes');

  // The player reads the event as it now is: on its page, and his own copy through the API.
  const mine = created.recipients.find((r) => r.personId === me.id)!;
  const copy = await call(member, 'GET', `/api/message/${created.id}/recipient/${mine.id}/content`);
  expect(copy).toMatchObject({ subject, duration: 75, startDate: later.toISOString() });
  await member.goto(`/events/${created.id}`);
  await expect(member.getByText('75 minutes')).toBeVisible({ timeout: 15_000 });
  await expectAxeClean(member);
  await Promise.all([coach.context().close(), member.context().close()]);
});
