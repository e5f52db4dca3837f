import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readFile } from 'node:fs/promises';
import { DEMO_DRAW_ID } from '../server/db/seed/draws';
import { orgId } from '../server/db/seed/geography';
import { deviceToken } from './offline.helpers';
import { signIn } from './session';

/**
 * The draw admin screen as `super-admin`, who runs the national draw. The e2e database is shared by every
 * spec file, and draw-offline / draw-online use the officer's club (Naomh Pádraig) afterwards: so the
 * allocation, upload, paste and declaration here are on a neighbouring club taking part in the demo draw,
 * which keeps the officer's club open. The refund is of a seeded online order of the officer's club
 * (no later spec counts those).
 */
test.setTimeout(240_000);

/** After an action the screen reads the server again; on a busy 2-core machine that can pass 10 s. */
const SLOW = { timeout: 30_000 };
const MAIN_CLUB = orgId.club('naomh-padraig');
const ADMIN = `/draws/${DEMO_DRAW_ID}`;

interface DrawBody {
  _embedded: { draws: { id: string; clubs: { organizationId: string; name: string }[] }[] };
}

async function authed(page: Page) {
  return { Authorization: `Bearer ${await deviceToken(page)}` };
}

async function neighbour(page: Page) {
  const res = await page.request.get('/api/draw', { headers: await authed(page) });
  const d = ((await res.json()) as DrawBody)._embedded.draws.find((x) => x.id === DEMO_DRAW_ID)!;
  return d.clubs.find((c) => c.organizationId !== MAIN_CLUB)!;
}

/**
 * Axe on the screen itself: the shared alert toasts are dismissed first (their solid green is 3.3:1 on
 * white, a finding of the shared alert region reported to the lead, not of this screen).
 */
async function expectAxeClean(page: Page) {
  for (const b of await page.getByRole('button', { name: 'Dismiss' }).all()) await b.click();
  await expect(page.getByRole('button', { name: 'Dismiss' })).toHaveCount(0, SLOW);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.html).join(' | ')}`),
  ).toEqual([]);
}

async function allocate(page: Page, club: string, start: number, count: number) {
  const form = page.getByRole('form', { name: 'Allocate tickets' });
  await form.getByRole('combobox', { name: 'Club' }).selectOption({ label: club });
  await form.getByLabel('County').fill('Wicklow');
  await form.getByLabel('Start ticket number').fill(String(start));
  await form.getByLabel('Number of tickets').fill(String(count));
  await form.getByRole('button', { name: 'Allocate' }).click();
}

test('allocate, overlap refused, upload, paste, export, refund, declare; axe-clean', async ({ page }) => {
  await signIn(page, 'super-admin', '/draws');
  await page
    .getByTestId('draw-list')
    .getByRole('link', { name: /National Club Draw/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('National Club Draw', SLOW);
  const club = await neighbour(page);

  // Allocate 7001–7010 to the neighbouring club; the same numbers again are refused with the server's words.
  await allocate(page, club.name, 7001, 10);
  await expect(page.getByText('Tickets 7001–7010 allocated.')).toBeVisible(SLOW);
  await allocate(page, club.name, 7005, 3);
  await expect(
    page.getByText('These ticket numbers overlap tickets already allocated in this draw'),
  ).toBeVisible(SLOW);
  // Validation before the server: a start of 0.
  await allocate(page, club.name, 0, 3);
  await expect(page.getByText('Start ticket number must be greater than 0')).toBeVisible(SLOW);

  await page.getByLabel('Club to work on').selectOption({ label: club.name });
  const tickets = page.getByTestId('admin-tickets');
  await expect(tickets.getByTestId('admin-ticket-7001')).toHaveAttribute('data-status', 'ALLOCATED', SLOW);
  await expect(page.getByTestId('admin-ticket-summary')).toContainText('Total: 10', SLOW);
  await expectAxeClean(page);

  // Bulk upload: two good rows, one bad phone.
  const csv = [
    'ticketNumber,name,address,phone,date',
    '7001,Úna Ní Chonaill,"1 Sráid Mhór, Ashford",+353 87 765 4321,2026-11-20',
    '7002,Pól Mac Aodha,Kilbride,+447700900999,2026-11-21',
    '7003,Máire Uí Néill,Kilbride,0871234567,2026-11-21',
  ].join('\n');
  await page.getByLabel('CSV file of paper sales').setInputFiles({
    name: 'sales.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Upload sales' }).click();
  await expect(page.getByTestId('upload-result')).toContainText(
    'Attempted: 3 · successful: 2 · failed: 1',
    SLOW,
  );
  await expect(tickets.getByTestId('admin-ticket-7002')).toHaveAttribute('data-status', 'SOLD', SLOW);
  await expect(tickets.getByTestId('admin-ticket-7003')).toHaveAttribute('data-status', 'ALLOCATED', SLOW);
  const result = page.waitForEvent('download');
  await page.getByTestId('upload-result').getByRole('button', { name: 'Download result file' }).click();
  expect(await readFile(await (await result).path(), 'utf8')).toContain('7003,Máire Uí Néill,FAILED');

  // Paste a row (as from a spreadsheet): ticket 7004 sold.
  await page.getByRole('button', { name: 'Paste rows' }).click();
  const paste = page.getByTestId('paste-dialog');
  await paste
    .getByLabel(/Rows: ticket number/)
    .fill('7004\tSiobhán de Búrca\tAn Grianán\t+353861234567\t20/11/2026');
  await paste.getByRole('button', { name: 'Record 1 sales' }).click();
  await expect(paste.getByTestId('upload-result')).toContainText('successful: 1', SLOW);
  await paste.getByRole('button', { name: 'Close' }).first().click();
  await expect(tickets.getByTestId('admin-ticket-7004')).toHaveAttribute('data-status', 'SOLD', SLOW);

  // Deallocate an unsold ticket.
  // The table may still be re-reading the server after the paste (a re-read clears the selection): select
  // and deallocate again until the screen confirms it.
  const select = page.getByLabel('Select ticket 7010');
  await expect(async () => {
    await select.check({ force: true, timeout: 3000 });
    await expect(select).toBeChecked({ timeout: 1000 });
    await page.getByRole('button', { name: 'Deallocate selected' }).click({ timeout: 3000 });
    await expect(page.getByText('1 tickets deallocated.')).toBeVisible({ timeout: 10_000 });
  }).toPass(SLOW);
  await expect(tickets.getByTestId('admin-ticket-7010')).toHaveCount(0, SLOW);
  await expect(page.getByTestId('admin-ticket-summary')).toContainText('Total: 9', SLOW);

  // Export.
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await readFile(await (await exported).path(), 'utf8');
  expect(file).toContain('7001,Wicklow');
  expect(file).toContain('Úna Ní Chonaill');

  // Refund a seeded online order of the officer's club: the fee is shown, the balance moves.
  await page.getByLabel('Club to work on').selectOption({ value: MAIN_CLUB });
  const balance = page.getByTestId('club-balance');
  await expect(balance).toContainText('Balance available', SLOW);
  const before = await balance.textContent();
  const order = page.getByTestId('orders').getByRole('row').filter({ hasText: 'Tomás Breathnach' });
  await order.getByRole('button', { name: /Refund the order/ }).click();
  const dialog = page.getByTestId('refund-dialog');
  await expect(dialog.getByTestId('refund-fee')).toContainText('Refund fee: €0.39', SLOW);
  await expectAxeClean(page);
  await dialog.getByRole('button', { name: 'Refund the whole order' }).click();
  await expect(order).toHaveAttribute('data-status', 'REFUNDED', SLOW);
  await expect(balance).not.toHaveText(before!, SLOW);

  // The club asks for more paper tickets; the draw's runner sees the request waiting.
  await page.getByLabel('Club to work on').selectOption({ label: club.name });
  await page.getByRole('button', { name: 'Request additional paper tickets' }).click();
  const ask = page.getByTestId('paper-request-dialog');
  await ask.getByLabel('Number of tickets').fill('20');
  await ask.getByLabel('Note for the organisers').fill('For the county final');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(
    page.getByTestId('paper-requests').getByRole('row').filter({ hasText: 'For the county final' }),
  ).toContainText('Waiting', SLOW);

  // Declare the neighbouring club: confirm dialog first; afterwards the screen and the server refuse sales.
  await page.getByRole('button', { name: 'Declare sold tickets' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('This cannot be undone', SLOW);
  await confirm.getByRole('button', { name: 'Declare' }).click();
  await expect(page.getByTestId('declared-notice')).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'Paste rows' })).toBeDisabled(SLOW);
  await expect(page.getByRole('button', { name: 'Upload sales' })).toBeDisabled(SLOW);
  await expect(page.getByRole('button', { name: 'Declare sold tickets' })).toBeDisabled(SLOW);
  await expect(page.getByRole('button', { name: 'Edit ticket 7001' })).toBeDisabled(SLOW);

  const headers = await authed(page);
  const list = await page.request.get(
    `/api/draw/${DEMO_DRAW_ID}/organization/${club.organizationId}/ticket?search=7005`,
    { headers },
  );
  const t7005 = ((await list.json()) as { _embedded: { tickets: { id: string }[] } })._embedded.tickets[0]!;
  const sale = await page.request.post(`/api/draw/ticket/${t7005.id}/sale`, {
    headers,
    data: { name: 'Late Buyer', address: 'Ashford', phone: '+353871234567', date: '2026-11-22' },
  });
  expect(sale.status()).toBe(409);
  expect(((await sale.json()) as { message: string }).message).toContain('declared');
  await expectAxeClean(page);
});
