/**
 * A queued paper-ticket sale is re-applied on top of a newer server copy by the flush the service worker
 * runs (issue 29). The sales were queued by the page in an earlier session; the worker is another JavaScript
 * context that never loaded the draws page, so this file imports nothing but the engine (what sw/sw.ts
 * imports to sync): the flush must know `draw.sellTicket` on its own.
 */
import { beforeEach, expect, it } from 'vitest';
import type { Ticket } from '../../../domain/draw/draw';
import type { PushResult } from '../../../domain/sync/protocol';
import { db, type OutboxEntry } from '../../../src/offline/db';
import { flushOutbox, type FlushDeps } from '../../../src/offline/flush';

const ticket = (version: number, extra: Partial<Ticket> = {}): Ticket => ({
  id: 't1',
  version,
  updatedAt: `2026-11-2${version}T10:00:00.000Z`,
  drawId: 'd1',
  drawName: 'Club Draw 2026',
  number: 17,
  county: 'Wicklow',
  organizationId: 'o1',
  status: 'ALLOCATED',
  ticketType: 'PAPER',
  name: null,
  address: null,
  phone: null,
  saleDate: null,
  soldAt: null,
  orderId: null,
  declared: false,
  ...extra,
});

const sale = (name: string) => ({
  name,
  address: '11 Main Street, Ashford',
  phone: '+353871234567',
  date: '2026-11-24',
});

/** What `runAction(sellTicket, …)` wrote on the page: the sold ticket, its server copy, the outbox entry. */
async function queuedSale(id: string, name: string, baseVersion: number): Promise<void> {
  const entry: OutboxEntry = {
    id,
    idempotencyKey: `key-${id}`,
    op: 'draw.sellTicket',
    collection: 'drawTickets',
    entityId: 't1',
    baseVersion,
    payload: sale(name),
    createdAt: '2026-11-24T10:00:00.000Z',
    attempts: 0,
    state: 'pending',
  };
  await db.outbox.add(entry);
}

beforeEach(async () => {
  await Promise.all([db.drawTickets.clear(), db.outbox.clear(), db.conflicts.clear(), db.meta.clear()]);
});

it('re-applies a queued ticket sale on top of the newer server copy', async () => {
  // Two sales of ticket 17 queued offline (the seller corrected the buyer's name before signal returned).
  await queuedSale('0190a000-0000-7000-8000-000000000001', 'Máire Ní Bhriain', 1);
  await queuedSale('0190a000-0000-7000-8000-000000000002', 'Máire Ní Bhriain-Kelly', 2);
  await db.drawTickets.put({
    ...ticket(1, { status: 'SOLD', name: 'Máire Ní Bhriain-Kelly', saleDate: '2026-11-24' }),
    _pending: 2,
    _server: ticket(1),
  });
  // The server applies the first sale and answers its (newer) ticket; the second is not answered yet.
  let round = 0;
  const deps: FlushDeps = {
    getToken: async () => 'token',
    refresh: async () => 'token',
    random: () => 0.5,
    fetch: async (_url, init) => {
      const body = JSON.parse(init?.body as string) as { mutations: { id: string }[] };
      const results: PushResult[] =
        round++ > 0
          ? []
          : [
              {
                id: body.mutations[0]!.id,
                status: 'applied',
                document: ticket(2, {
                  status: 'SOLD',
                  name: 'Máire Ní Bhriain',
                  saleDate: '2026-11-24',
                  soldAt: '2026-11-25T09:00:00.000Z',
                }),
              },
            ];
      return Response.json({ protocol: 1, results });
    },
  };
  const out = await flushOutbox(deps);
  expect(out.applied).toBe(1);
  const local = await db.drawTickets.get('t1');
  // The server's copy (version 2, soldAt) with the still-queued sale on top.
  expect(local).toMatchObject({
    version: 2,
    status: 'SOLD',
    soldAt: '2026-11-25T09:00:00.000Z',
    name: 'Máire Ní Bhriain-Kelly',
    _pending: 1,
  });
  expect(local!._server).toMatchObject({ version: 2, name: 'Máire Ní Bhriain' });
  expect(await db.outbox.count()).toBe(1);
});
