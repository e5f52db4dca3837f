import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_DRAW_ID } from '../server/db/seed/draws';
import { orgId } from '../server/db/seed/geography';
import { deviceToken } from './offline.helpers';
import { signIn } from './session';
import { DrawAdminScreen, SLOW } from './draw-admin.page';

/**
 * The draw admin screen as `super-admin`, who runs the national draw. The e2e database is shared by every
 * spec file, and draw-offline / draw-online use the officer's club (Naomh Pádraig) afterwards: so the
 * allocation, upload, paste and declaration here are on a neighbouring club taking part in the demo draw,
 * which keeps the officer's club open. The refund is of a seeded online order of the officer's club
 * (no later spec counts those).
 */
test.setTimeout(240_000);

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

test('allocate, overlap refused, upload, paste, export, refund, declare; axe-clean', async ({ page }) => {
  const screen = new DrawAdminScreen(page);
  await signIn(page, 'super-admin', '/draws');
  await screen.open(/National Club Draw/);
  await expect(page).toHaveURL(new RegExp(`${ADMIN}$`));
  const club = await neighbour(page);

  // Allocate 7001–7010 to the neighbouring club; the same numbers again are refused with the server's words.
  await screen.allocate(club.name, 7001, 10);
  await expect(page.getByText('Tickets 7001–7010 allocated.')).toBeVisible(SLOW);
  await screen.allocate(club.name, 7005, 3);
  await expect(
    page.getByText('These ticket numbers overlap tickets already allocated in this draw'),
  ).toBeVisible(SLOW);
  // Validation before the server: a start of 0.
  await screen.allocate(club.name, 0, 3);
  await expect(page.getByText('Start ticket number must be greater than 0')).toBeVisible(SLOW);

  await screen.workOn({ label: club.name });
  await screen.expectTicket(7001, 'ALLOCATED');
  await expect(screen.summary).toContainText('Total: 10', SLOW);
  await screen.expectAxeClean();

  // Bulk upload: two good rows, one bad phone; the result file names the failed row.
  const resultFile = await screen.uploadSales(
    [
      'ticketNumber,name,address,phone,date',
      '7001,Úna Ní Chonaill,"1 Sráid Mhór, Ashford",+353 87 765 4321,2026-11-20',
      '7002,Pól Mac Aodha,Kilbride,+447700900999,2026-11-21',
      '7003,Máire Uí Néill,Kilbride,0871234567,2026-11-21',
    ].join('\n'),
    'Attempted: 3 · successful: 2 · failed: 1',
  );
  await screen.expectTicket(7002, 'SOLD');
  await screen.expectTicket(7003, 'ALLOCATED');
  expect(resultFile).toContain('7003,Máire Uí Néill,FAILED');

  // Paste a row (as from a spreadsheet): ticket 7004 sold.
  await screen.pasteRows('7004\tSiobhán de Búrca\tAn Grianán\t+353861234567\t20/11/2026', 1);
  await screen.expectTicket(7004, 'SOLD');

  // Deallocate an unsold ticket.
  await screen.deallocate(7010);
  await expect(screen.ticket(7010)).toHaveCount(0, SLOW);
  await expect(screen.summary).toContainText('Total: 9', SLOW);

  // Export.
  const file = await screen.exportCsv();
  expect(file).toContain('7001,Wicklow');
  expect(file).toContain('Úna Ní Chonaill');

  // Refund a seeded online order of the officer's club: the fee is shown, the balance moves.
  await screen.workOn({ value: MAIN_CLUB });
  await expect(screen.balance).toContainText('Balance available', SLOW);
  const before = await screen.balance.textContent();
  const { order, dialog } = await screen.startRefund('Tomás Breathnach');
  await expect(dialog.getByTestId('refund-fee')).toContainText('Refund fee: €0.39', SLOW);
  await screen.expectAxeClean();
  await dialog.getByRole('button', { name: 'Refund the whole order' }).click();
  await expect(order).toHaveAttribute('data-status', 'REFUNDED', SLOW);
  await expect(screen.balance).not.toHaveText(before!, SLOW);

  // The club asks for more paper tickets; the draw's runner sees the request waiting.
  await screen.workOn({ label: club.name });
  await expect(await screen.requestPaperTickets(20, 'For the county final')).toContainText('Waiting', SLOW);

  // Declare the neighbouring club: confirm dialog first; afterwards the screen and the server refuse sales.
  await screen.declare();
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
  await screen.expectAxeClean();
});
