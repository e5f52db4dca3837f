import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Ticket } from '../../domain/draw/draw.ts';
import type { PullResponse, PushResponse } from '../../domain/sync/protocol.ts';
import { DEMO_PAPER_START } from '../../server/db/seed/draws.ts';
import { seedId } from '../../server/db/seed/random.ts';
import { DRAW_CLUB, DRAW_CLUB_PATH } from './draw-calls.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const sale = (ticketId: string, name: string) => ({
  id: uuidv7(),
  idempotencyKey: uuidv7(),
  op: 'draw.sellTicket',
  entityId: ticketId,
  baseVersion: 1,
  payload: { name, address: 'Main Street, Ashford', phone: '+353871234567', date: '2026-11-20' },
});

async function push(m: ReturnType<typeof sale>) {
  const res = await s.call('/api/sync/push', {
    method: 'POST',
    as: 'officer',
    json: { protocol: 1, mutations: [m] },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as PushResponse).results[0]!;
}

it('pulls the officer’s club tickets; the first queued sale wins, a declared club rejects queued sales', async () => {
  const pulled = await s.call('/api/sync/pull?collections=drawTickets&limit=2000', { as: 'officer' });
  const docs = ((await pulled.json()) as PullResponse).collections.drawTickets!.documents as Ticket[];
  expect(docs.length).toBeGreaterThanOrEqual(200);
  expect(new Set(docs.map((d) => d.organizationId))).toEqual(new Set([DRAW_CLUB]));
  const none = await s.call('/api/sync/pull?collections=drawTickets', { as: 'coach' });
  expect(((await none.json()) as PullResponse).collections.drawTickets!.documents).toHaveLength(0);

  const id = seedId('draw-ticket', DEMO_PAPER_START + 40);
  const first = await push(sale(id, 'Aoife Ní Bhriain'));
  expect(first.status).toBe('applied');
  const second = await push(sale(id, 'Brian Ó Dálaigh'));
  expect(second).toMatchObject({
    status: 'conflict',
    reason: 'alreadySold',
    document: { name: 'Aoife Ní Bhriain' },
  });

  const declare = await s.call(`${DRAW_CLUB_PATH}/declare`, {
    method: 'POST',
    as: 'officer',
  });
  expect(declare.status).toBe(200);
  const late = await push(sale(seedId('draw-ticket', DEMO_PAPER_START + 41), 'Ciarán Ó Dálaigh'));
  expect(late.status).toBe('rejected');
  expect(late.status === 'rejected' && late.error.message).toContain('declared');
});
