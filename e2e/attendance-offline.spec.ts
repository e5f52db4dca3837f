import { type Page } from '@playwright/test';
import { expect, test, withServiceWorker } from './fixtures';
import { countPushes, deviceToken, signInControlled } from './offline.helpers';

// Offline: the service worker serves the app shell and the API's cached reads.
test.use(withServiceWorker);

type Recipient = { id: string; personId: string; response: string; attendance: string | null };
type EventDoc = { id: string; version: number; recipients: Recipient[] };

async function serverEvent(page: Page, token: string, id: string): Promise<EventDoc> {
  const res = await page.request.get(`/api/message/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as EventDoc;
}

/** Today's training of the coach's senior team, found through the API with the device's token. */
async function todaysTraining(page: Page, token: string): Promise<string> {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  const until = new Date(start.getTime() + 86_400_000);
  const filter = `category:training,from:${start.toISOString()},until:${until.toISOString()}`;
  const res = await page.request.get(
    `/api/message?filter=${encodeURIComponent(filter)}&sort=startDate,desc`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  const body = (await res.json()) as { _embedded: { messages: EventDoc[] } };
  // The later one is the senior team's (19:30), which the demo member plays on.
  const id = body._embedded.messages[0]?.id;
  expect(id, 'the demo coach has a training session today').toBeDefined();
  return id!;
}

test('attendance taken offline reaches the server once per mark, and a member’s “going” made meanwhile is kept', async ({
  page,
  context,
  browser,
}) => {
  // Two people sign in and a service worker installs: on a busy CI machine this has taken over 90 s.
  test.slow();
  // Online once: the app pulls the coach's teams and the next 7 days of events.
  await signInControlled(page, 'coach', '/events');
  const token = await deviceToken(page);
  const id = await todaysTraining(page, token);
  const link = page.locator(`a[href="/events/${id}"]`);
  await expect(link).toBeVisible({ timeout: 20_000 });
  const before = await serverEvent(page, token, id);
  const n = before.recipients.length;
  expect(n).toBeGreaterThanOrEqual(20);
  const pushes = countPushes(context, id);

  // No signal; the page is restarted.
  await context.setOffline(true);
  await page.reload();
  await link.click();
  await expect(page.getByTestId('attendance-row')).toHaveCount(n);
  await page.getByRole('button', { name: 'Mark everyone attended' }).click();
  await expect(page.getByTestId('attendance-pending')).toHaveText(
    `Saved on device — ${n} waiting to be sent.`,
    { timeout: 20_000 },
  );
  const absent = page.getByTestId('attendance-row').nth(2);
  await absent.getByRole('button', { name: /^Absent:/ }).click();
  await expect(absent.getByRole('button', { name: /^Absent:/ })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByTestId('pending-sync')).toHaveCount(n);
  await expect(page.getByTestId('sync-indicator')).toContainText(`Offline · ${n + 1} pending`);

  // Meanwhile, online on their own phone, the member answers "going".
  const memberContext = await browser.newContext();
  const phone = await memberContext.newPage();
  await signInControlled(phone, 'member', '/events');
  await phone.goto(`/events/${id}`);
  await phone.getByRole('button', { name: 'Going', exact: true }).click();
  // "All changes sent." may already show before the click's change is queued: ask the server instead.
  const phoneToken = await deviceToken(phone);
  await expect
    .poll(async () => (await serverEvent(phone, phoneToken, id)).recipients[0]?.response, { timeout: 20_000 })
    .toBe('GOING');
  await expect(phone.getByTestId('attendance-pending')).toHaveText('All changes sent.', { timeout: 20_000 });
  const memberRecipient = (await serverEvent(phone, phoneToken, id)).recipients[0]!;
  await memberContext.close();

  // Signal returns: every mark is delivered once; the member's answer stays.
  await context.setOffline(false);
  await expect(page.getByTestId('attendance-pending')).toHaveText('All changes sent.', { timeout: 30_000 });
  const after = await serverEvent(page, token, id);
  expect(after.version).toBe(before.version + 1 + n + 1);
  await expect.poll(() => pushes.mutations).toBe(n + 1);
  const absentCount = after.recipients.filter((r) => r.attendance === 'ABSENT').length;
  expect(absentCount).toBe(1);
  expect(after.recipients.filter((r) => r.attendance === 'ATTENDED')).toHaveLength(n - 1);
  expect(after.recipients.find((r) => r.personId === memberRecipient.personId)?.response).toBe('GOING');
  await expect(page.getByTestId('pending-sync')).toHaveCount(0);
});

test('the create-team form refuses a name under 3 characters and shows the duplicate-team advice', async ({
  page,
}) => {
  await signInControlled(page, 'officer', '/teams/new');
  await page
    .getByRole('region', { name: 'Cookie consent' })
    .getByRole('button', { name: 'Necessary only' })
    .click();
  const form = {
    club: page.getByLabel('Club'),
    type: page.getByLabel('Type'),
    name: page.getByLabel('Name'),
    age: page.getByLabel('Age level'),
    activity: page.getByLabel('Activity'),
  };
  await form.type.selectOption('Team');
  await form.name.fill('ab');
  await form.age.selectOption('SENIOR');
  await form.activity.selectOption('Football');
  for (const label of [
    'Members can see each other',
    'Members can join themselves',
    'Members can leave themselves',
  ]) {
    await page.getByLabel(label).selectOption('false');
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name must be between 3 and 50 characters')).toBeVisible();
  await form.name.fill('Naomh Pádraig');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Add a unique suffix' })).toBeVisible();
});
