import type { Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { expect, test, withServiceWorker } from './fixtures';
import { signInControlled } from './offline.helpers';
import { consentGiven, signedInPage } from './session';

// Offline: the service worker serves the app shell; the inbox and the calendar read the device's tables.
test.use(withServiceWorker);

/** The VEVENTs of an iCalendar text: lines unfolded (RFC 5545 §3.1), properties by name. */
function parseIcs(text: string): Record<string, string>[] {
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of text.replace(/\r\n[ \t]/g, '').split('\r\n')) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at).split(';')[0]!] = line.slice(at + 1);
    }
  }
  return events;
}

const calendar = (page: Page) => page.getByTestId('calendar-month');

test('a coach messages a team; the parent reads and archives it offline for a child, and the children’s team’s events are in the calendar offline', async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  const subject = `Helmets ${Date.now() % 100_000}`;

  // The coach writes to the U14 team (the parent's two children play on it).
  const coach = await signedInPage(browser, 'coach', '/messages/new');
  await coach.getByText(/U14 Hurling/).click();
  await coach.getByLabel('Subject').fill(subject);
  await coach.getByRole('textbox', { name: 'Message' }).fill('Bring a helmet with a faceguard tonight.');
  await coach.getByRole('button', { name: 'Send' }).click();
  await expect(coach).toHaveURL(/\/messages$/, { timeout: 20_000 });
  // The coach follows it up: sent, read by nobody yet, the recipients listed with their state.
  await coach.getByRole('tab', { name: 'Sent' }).click();
  const sent = coach.getByRole('listitem').filter({ hasText: subject });
  await expect(sent).toContainText(/read by 0 of \d+/);
  await sent.getByRole('button', { name: 'Recipients' }).click();
  await expect(coach.getByRole('dialog', { name: subject })).toContainText('Aoife Ní Bhriain');
  await expectAxeClean(coach);
  await coach.context().close();

  // The parent's device pulls the inbox: each child's copy is there (and the parent's own: the team's sender).
  await consentGiven(page);
  await signInControlled(page, 'parent', '/messages');
  const copies = page.getByRole('button', { name: new RegExp(subject) });
  const aoifes = page.getByRole('button', { name: new RegExp(`${subject}.*Aoife`) });
  await expect(aoifes).toHaveCount(1, { timeout: 30_000 });
  const n = await copies.count();
  expect(n).toBeGreaterThanOrEqual(2);
  await expectAxeClean(page);

  // No signal; the page restarts: the inbox still reads, the child's message opens and is archived.
  await context.setOffline(true);
  await page.reload();
  await expect(copies).toHaveCount(n);
  await aoifes.click();
  const dialog = page.getByRole('dialog', { name: subject });
  await expect(dialog).toContainText('Bring a helmet with a faceguard tonight.');
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(copies).toHaveCount(n - 1);
  await page.getByRole('tab', { name: 'Archived' }).click();
  await expect(aoifes).toHaveCount(1);
  // The children's team's training today, in the parent's calendar, still offline.
  await page.getByRole('link', { name: 'Calendar' }).first().click();
  await expect(
    calendar(page)
      .getByText(/\d{2}:\d{2} Training/)
      .first(),
  ).toBeVisible({ timeout: 20_000 });
  await context.setOffline(false);
});

test('a member’s calendar shows this month’s fixtures and events, offline too; the .ics feed serves them and a revoked link answers 404', async ({
  page,
  context,
}) => {
  test.slow();
  await consentGiven(page);
  await signInControlled(page, 'member', '/calendar');
  // Today's senior training (an event) and a league fixture of the senior team (day -1 or +4: one is this month).
  const training = calendar(page)
    .getByText(/\d{2}:\d{2} Training/)
    .first();
  const fixture = calendar(page).getByText(/ v /).first();
  await expect(training).toBeVisible({ timeout: 30_000 });
  await expect(fixture).toBeVisible();
  await expectAxeClean(page);

  // Filters: the match category keeps the fixture and drops the training.
  await page.getByLabel('Category').selectOption('match');
  await expect(calendar(page).getByText(/\d{2}:\d{2} Training/)).toHaveCount(0);
  await expect(fixture).toBeVisible();
  await page.getByLabel('Category').selectOption('');
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(
    page
      .getByTestId('calendar-week')
      .getByText(/Training/)
      .first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Month', exact: true }).click();

  // The subscription link (online), then the same calendar and the inbox with no signal.
  await page.getByRole('button', { name: 'Make my calendar link' }).click();
  const url = await page.getByTestId('calendar-feed-url').inputValue();
  expect(url).toMatch(/\/api\/calendar\/ics\/[A-Za-z0-9_-]{43}$/);

  await context.setOffline(true);
  await page.reload();
  await expect(training).toBeVisible({ timeout: 20_000 });
  await expect(fixture).toBeVisible();
  await page.goto('/messages').catch(() => undefined);
  await expect(page.getByRole('button', { name: /Panel for Sunday/ })).toBeVisible({ timeout: 20_000 });
  await context.setOffline(false);

  // The feed: an iCalendar of the member's events and team fixtures (UTC instants).
  const feed = await page.request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const events = parseIcs(await feed.text());
  expect(events.some((e) => e.SUMMARY === 'Training' && /^\d{8}T\d{6}Z$/.test(e.DTSTART!))).toBe(true);
  expect(events.some((e) => e.UID!.startsWith('fixture-') && / v /.test(e.SUMMARY!))).toBe(true);

  // Revoked: the old link answers 404.
  await page.goto('/calendar');
  await page.getByRole('button', { name: 'Turn off the link' }).click();
  await expect(page.getByRole('button', { name: 'Make my calendar link' })).toBeVisible();
  expect((await page.request.get(new URL(url).pathname)).status()).toBe(404);
});
