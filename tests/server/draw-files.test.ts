/**
 * The draw admin's files and table: CSV export, CSV bulk upload of paper sales (good rows, bad rows, a
 * declared club), the share link's QR PNG, the ticket table's number-range filter, and the list's `admin`
 * flag and per-order refund fee the admin screen shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../domain/draw/draw.ts';
import { cardFee, REFUND_BANK_FEE_MINOR } from '../../server/adapters/payments/provider.ts';
import { DEMO_DRAW_ID, DEMO_PAPER_START } from '../../server/db/seed/draws.ts';
import { DRAW_CLUB, DRAW_CLUB_PATH } from './draw-calls.ts';
import { startTestServer, type TestServer } from './harness.ts';

const club = DRAW_CLUB;
const base = DRAW_CLUB_PATH;
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const BOM = '\uFEFF';
const upload = (csv: string, as = 'officer') =>
  s.call(`${base}/upload`, { method: 'POST', as, body: csv, headers: { 'Content-Type': 'text/csv' } });

interface UploadBody {
  attempted: number;
  successful: number;
  failed: number;
  resultCsv: string;
}

async function ticketsByNumber(from: number, to: number) {
  const res = await s.call(`${base}/ticket?numberFrom=${from}&numberTo=${to}&size=1000`, { as: 'officer' });
  expect(res.status).toBe(200);
  return ((await res.json()) as { _embedded: { tickets: Ticket[] } })._embedded.tickets;
}

describe('CSV export', () => {
  it('answers the club’s tickets as CSV with a BOM, a header and one row per ticket', async () => {
    const res = await s.call(`${base}/export.csv`, { as: 'officer' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).trim().split('\n');
    expect(lines[0]).toBe(
      'ticketNumber,county,club,status,ticketType,name,address,phone,date,ticketSoldDate',
    );
    // 100 paper and 100 online tickets in the demo.
    expect(lines).toHaveLength(201);
    const first = lines.find((l) => l.startsWith(`${DEMO_PAPER_START},`))!;
    expect(first).toContain(',SOLD,PAPER,Aoife Ní Bhriain,');
  });

  it('is refused to a member who does not handle the club’s tickets', async () => {
    expect((await s.call(`${base}/export.csv`, { as: 'member' })).status).toBe(403);
  });
});

describe('CSV upload of paper sales', () => {
  it('sells the good rows and reports the bad ones in the result file', async () => {
    const csv = [
      'ticketNumber,name,address,phone,date',
      `${DEMO_PAPER_START + 80},Úna Ní Chonaill,"1 Sráid Mhór, Ashford",+353 87 765 4321,2026-11-20`,
      `${DEMO_PAPER_START + 81},Pól Mac Aodha,Kilbride,+447700900999,2026-11-21`,
      `${DEMO_PAPER_START + 82},Al,Kilbride,+353871234567,2026-11-21`,
      `${DEMO_PAPER_START + 83},Máire Uí Néill,Kilbride,0871234567,2026-11-21`,
      `${DEMO_PAPER_START},Seán Ó Sé,Kilbride,+353871234567,2026-11-21`,
      `99999,Seán Ó Sé,Kilbride,+353871234567,2026-11-21`,
    ].join('\n');
    const res = await upload(BOM + csv);
    expect(res.status).toBe(200);
    const body = (await res.json()) as UploadBody;
    expect(body).toMatchObject({ attempted: 6, successful: 2, failed: 4 });
    const result = body.resultCsv.slice(1).trim().split('\n');
    expect(result[0]).toBe('ticketNumber,name,result,message');
    expect(result[1]).toMatch(/^1081,Úna Ní Chonaill,SOLD,$/);
    expect(result[3]).toContain('FAILED,Name must be at least 3 characters');
    expect(result[4]).toContain('FAILED,Phone number must start with the country code');
    expect(result[5]).toContain('FAILED,Already sold');
    expect(result[6]).toContain('FAILED,No such ticket for this club');
    const tickets = await ticketsByNumber(DEMO_PAPER_START + 80, DEMO_PAPER_START + 83);
    expect(tickets.map((t) => [t.number, t.status, t.name])).toEqual([
      [1081, 'SOLD', 'Úna Ní Chonaill'],
      [1082, 'SOLD', 'Pól Mac Aodha'],
      [1083, 'ALLOCATED', null],
      [1084, 'ALLOCATED', null],
    ]);
    expect(tickets[0]!.phone).toBe('+353877654321');
  });

  it('refuses a file that is not CSV with the columns', async () => {
    const res = await upload('ticketNumber,name\n"unclosed');
    expect(res.status).toBe(400);
  });

  it('is refused to a member who does not handle the club’s tickets', async () => {
    const res = await upload('ticketNumber,name,address,phone,date\n', 'member');
    expect(res.status).toBe(403);
  });
});

describe('QR code of the share link', () => {
  it('is a square PNG of about 512 pixels (whole modules, so a pixel or two less)', async () => {
    const res = await s.call(`${base}/qr.png`, { as: 'officer' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // IHDR: width and height, big-endian, at bytes 16–23.
    const width = png.readUInt32BE(16);
    expect(png.readUInt32BE(20)).toBe(width);
    expect(width).toBeGreaterThanOrEqual(480);
    expect(width).toBeLessThanOrEqual(512);
  });
});

describe('the admin screen’s data', () => {
  it('flags the draws the caller runs, and gives each order its refund fee', async () => {
    type List = { _embedded: { draws: { id: string; admin: boolean }[] } };
    const mine = (await (await s.call('/api/draw', { as: 'officer' })).json()) as List;
    expect(mine._embedded.draws.find((d) => d.id === DEMO_DRAW_ID)?.admin).toBe(false);
    const runner = (await (await s.call('/api/draw', { as: 'super-admin' })).json()) as List;
    expect(runner._embedded.draws.find((d) => d.id === DEMO_DRAW_ID)?.admin).toBe(true);
    const orders = (await (await s.call(`${base}/order`, { as: 'officer' })).json()) as {
      orders: { amountMinor: number; refundFeeMinor: number }[];
    };
    expect(orders.orders.length).toBeGreaterThan(0);
    for (const o of orders.orders)
      expect(o.refundFeeMinor).toBe(REFUND_BANK_FEE_MINOR + cardFee(o.amountMinor));
  });

  it('filters the ticket table by a number range', async () => {
    const tickets = await ticketsByNumber(DEMO_PAPER_START + 10, DEMO_PAPER_START + 14);
    expect(tickets.map((t) => t.number)).toEqual([1011, 1012, 1013, 1014, 1015]);
    const bad = await s.call(`${base}/ticket?numberFrom=0`, { as: 'officer' });
    expect(bad.status).toBe(400);
  });

  it('refuses a page number past any real offset (full fuzz run finding: it was a 500)', async () => {
    const res = await s.call(`${base}/ticket?page=99999999999999999999`, { as: 'officer' });
    expect(res.status).toBe(400);
    const last = await s.call(`${base}/ticket?page=${Number.MAX_SAFE_INTEGER}&size=1000`, { as: 'officer' });
    expect(last.status).toBe(200);
  });
});

describe('requests for additional paper tickets', () => {
  it('are made by the club, read by the draw’s runners, and answered by a later allocation', async () => {
    const ask = await s.call(`${base}/paper-request`, {
      method: 'POST',
      as: 'officer',
      json: { numberOfTickets: 50, note: 'For the county final' },
    });
    expect(ask.status).toBe(201);
    const bad = await s.call(`${base}/paper-request`, {
      method: 'POST',
      as: 'officer',
      json: { numberOfTickets: 0 },
    });
    expect(bad.status).toBe(400);
    type Requests = { requests: { numberOfTickets: number; note: string | null; answered: boolean }[] };
    const read = async () =>
      (await (
        await s.call(`/api/draw/${DEMO_DRAW_ID}/paper-request`, { as: 'super-admin' })
      ).json()) as Requests;
    expect((await read()).requests).toEqual([
      expect.objectContaining({ numberOfTickets: 50, note: 'For the county final', answered: false }),
    ]);
    expect((await s.call(`/api/draw/${DEMO_DRAW_ID}/paper-request`, { as: 'officer' })).status).toBe(403);
    const alloc = await s.call(`/api/draw/${DEMO_DRAW_ID}/allocation`, {
      method: 'POST',
      as: 'super-admin',
      json: { county: 'Wicklow', organizationId: club, startTicketNumber: 20_001, numberOfTickets: 50 },
    });
    expect(alloc.status).toBe(201);
    expect((await read()).requests[0]!.answered).toBe(true);
  });
});

describe('CSV upload to a declared club', () => {
  it('sells nothing and says why on every row', async () => {
    const declare = await s.call(`${base}/declare`, { method: 'POST', as: 'officer' });
    expect(declare.status).toBe(200);
    const csv = [
      'ticketNumber,name,address,phone,date',
      `${DEMO_PAPER_START + 90},Úna Ní Chonaill,Kilbride,+353877654321,2026-11-20`,
      `${DEMO_PAPER_START + 91},Pól Mac Aodha,Kilbride,+353877654321,2026-11-20`,
    ].join('\n');
    const body = (await (await upload(csv)).json()) as UploadBody;
    expect(body).toMatchObject({ attempted: 2, successful: 0, failed: 2 });
    expect(body.resultCsv).toContain('declared');
    const tickets = await ticketsByNumber(DEMO_PAPER_START + 90, DEMO_PAPER_START + 91);
    expect(tickets.every((t) => t.status === 'ALLOCATED')).toBe(true);
    const ask = await s.call(`${base}/paper-request`, {
      method: 'POST',
      as: 'officer',
      json: { numberOfTickets: 5 },
    });
    expect(ask.status).toBe(409);
  });
});
