import { type Page } from '@playwright/test';
import { expect, test, withServiceWorker } from './fixtures';
import { countDelivered, deviceToken, signInControlled } from './offline.helpers';

// Offline: the service worker serves the app shell and the API's cached reads.
test.use(withServiceWorker);

// Twenty sales typed one by one, then a reload and a sync, on a busy 2-core machine.
test.setTimeout(150_000);

interface ClubDraw {
  drawId: string;
  orgId: string;
}

async function officerDraw(page: Page): Promise<ClubDraw> {
  const token = await deviceToken(page);
  const res = await page.request.get('/api/draw', { headers: { Authorization: `Bearer ${token}` } });
  const body = (await res.json()) as {
    _embedded: { draws: { id: string; clubs: { organizationId: string }[] }[] };
  };
  const d = body._embedded.draws[0]!;
  return { drawId: d.id, orgId: d.clubs[0]!.organizationId };
}

async function serverTicket(page: Page, c: ClubDraw, number: number) {
  const token = await deviceToken(page);
  const res = await page.request.get(
    `/api/draw/${c.drawId}/organization/${c.orgId}/ticket?search=${number}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const body = (await res.json()) as {
    _embedded: { tickets: { number: number; status: string; name: string | null }[] };
  };
  return body._embedded.tickets.find((t) => t.number === number);
}

async function soldCount(page: Page, c: ClubDraw) {
  const token = await deviceToken(page);
  const res = await page.request.get(
    `/api/draw/${c.drawId}/organization/${c.orgId}/ticket?status=SOLD&size=1`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  return ((await res.json()) as { page: { totalElements: number } }).page.totalElements;
}

async function openDraws(page: Page) {
  await signInControlled(page, 'officer', '/draws');
  await expect(page.getByTestId('ticket-summary')).toBeVisible({ timeout: 20_000 });
}

async function sell(page: Page, name: string) {
  const number = await page.getByLabel('Ticket number').inputValue();
  await page.getByLabel('Buyer name').fill(name);
  await page.getByLabel('Phone (+353 or +44)').fill('+353 87 555 0101');
  await page.getByLabel('Address').fill('Main Street, Ashford');
  await page.getByLabel('Buyer name').press('Enter');
  await expect(page.getByTestId('sale-saved')).toHaveText(`Ticket ${number} saved on device.`);
  return Number(number);
}

test('offline: 20 paper sales survive a reload and reach the server once each', async ({ page, context }) => {
  await openDraws(page);
  const club = await officerDraw(page);
  const before = await soldCount(page, club);
  let mutations = 0;
  // Sales that reached the server (a push the offline network refused delivered nothing).
  countDelivered(
    context,
    (req) => req.url().endsWith('/api/sync/push') && req.method() === 'POST',
    (req) =>
      (req.postDataJSON() as { mutations: { op: string }[] }).mutations.filter(
        (m) => m.op === 'draw.sellTicket',
      ).length,
    (n, sign) => (mutations += sign * n),
  );

  await context.setOffline(true);
  const sold: number[] = [];
  for (let i = 0; i < 20; i++) sold.push(await sell(page, `Ceannaitheoir ${i + 1}`));
  expect(new Set(sold).size).toBe(20);
  await page.reload();
  await expect(page.getByTestId('ticket-summary')).toContainText('waiting to send: 20');
  await expect(page.getByTestId('sync-indicator')).toContainText(/Offline · 20 pending/);

  await context.setOffline(false);
  await expect.poll(() => soldCount(page, club), { timeout: 30_000 }).toBe(before + 20);
  await expect(page.getByTestId('ticket-summary')).toContainText('waiting to send: 0', { timeout: 20_000 });
  await page.waitForTimeout(1500); // let any second sender finish
  await expect.poll(() => mutations).toBe(20);
  expect(await soldCount(page, club)).toBe(before + 20);
  expect((await serverTicket(page, club, sold[0]!))?.name).toBe('Ceannaitheoir 1');
});

test('two devices sell the same ticket offline: the first to reach the server wins, the other sees the conflict', async ({
  page,
  context,
  browser,
}) => {
  await openDraws(page);
  const club = await officerDraw(page);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await openDraws(other);

  await context.setOffline(true);
  await otherContext.setOffline(true);
  const n = await sell(page, 'Aoife Ní Bhriain');
  await other.getByLabel('Ticket number').fill(String(n));
  expect(await sell(other, 'Brian Ó Dálaigh')).toBe(n);

  await context.setOffline(false);
  await expect
    .poll(async () => (await serverTicket(page, club, n))?.name, { timeout: 30_000 })
    .toBe('Aoife Ní Bhriain');

  await otherContext.setOffline(false);
  const conflict = other.getByTestId('sale-conflict');
  await expect(conflict).toContainText(`Ticket ${n} was already sold to Aoife Ní Bhriain`, {
    timeout: 30_000,
  });
  await conflict.getByRole('button', { name: 'Sell another ticket to Brian Ó Dálaigh' }).click();
  await expect(other.getByLabel('Buyer name')).toHaveValue('Brian Ó Dálaigh');
  const next = Number(await other.getByLabel('Ticket number').inputValue());
  expect(next).not.toBe(n);
  await other.getByLabel('Buyer name').press('Enter');
  await expect
    .poll(async () => (await serverTicket(page, club, next))?.name, { timeout: 30_000 })
    .toBe('Brian Ó Dálaigh');
  expect((await serverTicket(page, club, n))?.name).toBe('Aoife Ní Bhriain');
  await otherContext.close();
});
