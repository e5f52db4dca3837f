import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '../../domain/draw/draw.ts';
import { DRAW_RECEIPT_TEXT } from '../../domain/draw/receipt.ts';
import { formatMoney } from '../../domain/lib/money.ts';
import { LocalPaymentsProvider } from '../../server/adapters/payments/local-provider.ts';
import { cardFee, REFUND_BANK_FEE_MINOR } from '../../server/adapters/payments/provider.ts';
import { drawTicket, notification } from '../../server/db/schema/index.ts';
import { DEMO_DRAW_ID, DEMO_PAPER_START } from '../../server/db/seed/draws.ts';
import { seedId } from '../../server/db/seed/random.ts';
import { DRAW_CLUB, DRAW_CLUB_PATH } from './draw-calls.ts';
import { translateMessage } from '../../server/i18n.ts';
import { startTestServer, type TestServer } from './harness.ts';

const club = DRAW_CLUB;
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const SALE = {
  name: 'Aoife Ní Bhriain',
  address: 'Bóthar na Trá, Ashford',
  phone: '+353 87 123 4567',
  date: '2026-11-20',
};
const ticketId = (n: number) => seedId('draw-ticket', n);
const receiptsOf = (orderId: string) =>
  s.database.db
    .select()
    .from(notification)
    .where(like(notification.dedupeKey, `draw-order:${orderId}:%`));
const ENTRANT = {
  name: 'Seán Ó Murchú',
  address: '1 Main Street, Ashford',
  phone: '+353871111111',
  quantity: 2,
};
const entry = (over: Record<string, unknown> = {}) => ({
  county: 'Wicklow',
  organizationId: club,
  entrants: [ENTRANT],
  over18: true,
  terms: true,
  ...over,
});

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function pay(checkoutUrl: string, card: string) {
  const path = new URL(checkoutUrl).pathname;
  const page = await s.call(path);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<label for="card">');
  return s.call(path, {
    method: 'POST',
    body: new URLSearchParams({ card, exp: '12/30', cvc: '123', holder: 'Test' }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

async function ticketsOfOrder(orderId: string) {
  return s.database.db.select().from(drawTicket).where(eq(drawTicket.orderId, orderId));
}

describe('paper sales', () => {
  it('sells an allocated ticket once; the second sale is a conflict with the first sale', async () => {
    const res = await s.call(`/api/draw/ticket/${ticketId(DEMO_PAPER_START + 50)}/sale`, {
      method: 'POST',
      as: 'officer',
      json: SALE,
    });
    expect(res.status).toBe(200);
    const doc = await json<Ticket>(res);
    expect(doc).toMatchObject({ status: 'SOLD', name: SALE.name, phone: '+353871234567' });
    const again = await s.call(`/api/draw/ticket/${ticketId(DEMO_PAPER_START + 50)}/sale`, {
      method: 'POST',
      as: 'officer',
      json: { ...SALE, name: 'Someone Else' },
    });
    expect(again.status).toBe(409);
    const body = await json<{ reason: string; document: Ticket }>(again);
    expect(body.reason).toBe('alreadySold');
    expect(body.document.name).toBe(SALE.name);
  });

  it('validates buyer name, address, phone country code and date', async () => {
    const res = await s.call(`/api/draw/ticket/${ticketId(DEMO_PAPER_START + 51)}/sale`, {
      method: 'POST',
      as: 'officer',
      json: { name: 'Al', address: '', phone: '+1 555 1234', date: '20/11/2026' },
    });
    expect(res.status).toBe(400);
    const body = await json<{ errors: { field: string; code: string }[] }>(res);
    expect(body.errors.map((e) => e.field).sort()).toEqual(['address', 'date', 'name', 'phone']);
  });

  it('refuses sellers of other clubs', async () => {
    const res = await s.call(`/api/draw/ticket/${ticketId(DEMO_PAPER_START + 52)}/sale`, {
      method: 'POST',
      as: 'coach',
      json: SALE,
    });
    expect(res.status).toBe(403);
  });
});

describe('allocation', () => {
  const alloc = (over: Record<string, unknown>) => ({
    county: 'Wicklow',
    organizationId: club,
    startTicketNumber: 20_001,
    numberOfTickets: 10,
    ...over,
  });
  it('is for the draw organisation’s admins', async () => {
    const res = await s.call(`/api/draw/${DEMO_DRAW_ID}/allocation`, {
      method: 'POST',
      as: 'officer',
      json: alloc({}),
    });
    expect(res.status).toBe(403);
  });
  it('refuses numbers ≤ 0 and overlapping ranges', async () => {
    const zero = await s.call(`/api/draw/${DEMO_DRAW_ID}/allocation`, {
      method: 'POST',
      as: 'super-admin',
      json: alloc({ startTicketNumber: 0, numberOfTickets: 0 }),
    });
    expect(zero.status).toBe(400);
    const ok = await s.call(`/api/draw/${DEMO_DRAW_ID}/allocation`, {
      method: 'POST',
      as: 'super-admin',
      json: alloc({}),
    });
    expect(ok.status).toBe(201);
    const overlap = await s.call(`/api/draw/${DEMO_DRAW_ID}/allocation`, {
      method: 'POST',
      as: 'super-admin',
      json: alloc({ startTicketNumber: 20_010, numberOfTickets: 5 }),
    });
    expect(overlap.status).toBe(409);
    const paperOverlap = await s.call(`/api/draw/${DEMO_DRAW_ID}/allocation`, {
      method: 'POST',
      as: 'super-admin',
      json: alloc({ startTicketNumber: 990, numberOfTickets: 20 }),
    });
    expect(paperOverlap.status).toBe(409);
  });
});

describe('online entry with the local provider', () => {
  it('refuses 11 tickets, under-18 and no terms', async () => {
    const eleven = await s.call(`/api/draw-entry/${DEMO_DRAW_ID}`, {
      method: 'POST',
      json: entry({
        entrants: [
          { ...ENTRANT, quantity: 6 },
          { name: 'Niamh Ní Cheallaigh', sameAsFirst: true, quantity: 5 },
        ],
      }),
    });
    expect(eleven.status).toBe(400);
    const under18 = await s.call(`/api/draw-entry/${DEMO_DRAW_ID}`, {
      method: 'POST',
      json: entry({ over18: false }),
    });
    expect(under18.status).toBe(400);
    const body = await json<{ errors: { message: string }[] }>(under18);
    expect(body.errors[0]!.message).toBe('Sorry, you must be over 18 to enter.');
    const terms = await s.call(`/api/draw-entry/${DEMO_DRAW_ID}`, {
      method: 'POST',
      json: entry({ terms: false }),
    });
    expect((await json<{ errors: { message: string }[] }>(terms)).errors[0]!.message).toBe(
      'Please agree to the Terms & Conditions',
    );
  });

  it('issues tickets only on the payment event; the balance moves; a refund returns them as REFUNDED', async () => {
    const provider = new LocalPaymentsProvider(s.database.db, { publicUrl: s.url, sessionTtlSeconds: 60 });
    const before = await provider.balance(club, 'EUR');
    const res = await s.call(`/api/draw-entry/${DEMO_DRAW_ID}`, {
      method: 'POST',
      json: entry({ entrants: [ENTRANT, { name: 'Niamh Ní Cheallaigh', sameAsFirst: true, quantity: 1 }] }),
      // As the app sends it: the entry calls the provider outside any request transaction (in Irish).
      headers: { 'Idempotency-Key': crypto.randomUUID(), 'Accept-Language': 'ga' },
    });
    expect(res.status).toBe(201);
    const { orderId, checkoutUrl } = await json<{ orderId: string; checkoutUrl: string }>(res);
    const pending = await ticketsOfOrder(orderId);
    expect(pending.map((t) => t.status)).toEqual(['PENDING_PAYMENT', 'PENDING_PAYMENT', 'PENDING_PAYMENT']);
    expect(pending.filter((t) => t.name === 'Niamh Ní Cheallaigh')[0]?.phone).toBe(ENTRANT.phone);

    const paid = await pay(checkoutUrl, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`/result/${orderId}`);
    const order = await json<{ status: string; tickets: { status: string }[] }>(
      await s.call(`/api/draw-entry/order/${orderId}`),
    );
    expect(order.status).toBe('PAID');
    expect(order.tickets.every((t) => t.status === 'SOLD')).toBe(true);
    const after = await provider.balance(club, 'EUR');
    expect(after.pending - before.pending).toBe(3000 - cardFee(3000));
    // The receipt: one text message to the first entrant with the numbers, in the entry's language.
    const receipt = await receiptsOf(orderId);
    expect(receipt).toHaveLength(1);
    expect(receipt[0]).toMatchObject({ channel: 'SMS', address: ENTRANT.phone, status: 'QUEUED' });
    const numbers = (await ticketsOfOrder(orderId)).map((t) => t.number).sort((a, b) => a - b);
    expect(receipt[0]!.body).toContain(numbers.join(', '));
    expect(receipt[0]!.body).toBe(
      translateMessage(DRAW_RECEIPT_TEXT.sold, 'ga', {
        name: ENTRANT.name,
        draw: receipt[0]!.subject.split(':')[0]!,
        numbers: numbers.join(', '),
        amount: formatMoney(3000, 'EUR', 'ga'),
      }),
    );

    const orders = await json<{ refund: { enabled: boolean } }>(
      await s.call(`${DRAW_CLUB_PATH}/order`, { as: 'officer' }),
    );
    expect(orders.refund.enabled).toBe(true);
    const refund = await s.call(`${DRAW_CLUB_PATH}/order/${orderId}/refund`, {
      method: 'POST',
      as: 'officer',
    });
    expect(refund.status).toBe(200);
    expect((await ticketsOfOrder(orderId)).every((t) => t.status === 'REFUNDED')).toBe(true);
    expect((await receiptsOf(orderId)).map((r) => r.dedupeKey).sort()).toEqual([
      `draw-order:${orderId}:REFUNDED`,
      `draw-order:${orderId}:SOLD`,
    ]);
    const refunded = await provider.balance(club, 'EUR');
    expect(after.available + after.pending - (refunded.available + refunded.pending)).toBe(
      3000 - cardFee(3000) + REFUND_BANK_FEE_MINOR,
    );
    const twice = await s.call(`${DRAW_CLUB_PATH}/order/${orderId}/refund`, {
      method: 'POST',
      as: 'officer',
    });
    expect(twice.status).toBe(409);
    expect((await json<{ message: string }>(twice)).message).toBe('Refund failed.');
  });

  it('a declined card ends the order FAILED with no tickets, and the numbers return to the pool', async () => {
    const res = await s.call(`/api/draw-entry/${DEMO_DRAW_ID}`, { method: 'POST', json: entry() });
    const { orderId, checkoutUrl } = await json<{ orderId: string; checkoutUrl: string }>(res);
    const numbers = (await ticketsOfOrder(orderId)).map((t) => t.number);
    const declined = await pay(checkoutUrl, '4000 0000 0000 0002');
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toContain('cancelled=1');
    const order = await json<{ status: string }>(await s.call(`/api/draw-entry/order/${orderId}`));
    expect(order.status).toBe('FAILED');
    expect((await ticketsOfOrder(orderId)).map((t) => t.status)).toEqual(['FAILED', 'FAILED']);
    const live = await s.database.db
      .select()
      .from(drawTicket)
      .where(
        and(
          eq(drawTicket.drawId, DEMO_DRAW_ID),
          eq(drawTicket.number, numbers[0]!),
          eq(drawTicket.status, 'ALLOCATED'),
        ),
      );
    expect(live).toHaveLength(1);
  });

  it('a card needing authentication succeeds once authenticated', async () => {
    const res = await s.call(`/api/draw-entry/${DEMO_DRAW_ID}`, { method: 'POST', json: entry() });
    const { orderId, checkoutUrl } = await json<{ orderId: string; checkoutUrl: string }>(res);
    const step = await pay(checkoutUrl, '4000002500003155');
    expect(step.status).toBe(200);
    const action = /action="([^"]+)"/.exec(await step.text())![1]!;
    const done = await s.call(action, {
      method: 'POST',
      body: new URLSearchParams({ approve: 'yes' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status).toBe(303);
    expect((await ticketsOfOrder(orderId)).every((t) => t.status === 'SOLD')).toBe(true);
  });

  it('an abandoned checkout expires: tickets EXPIRED', async () => {
    const res = await s.call(`/api/draw-entry/${DEMO_DRAW_ID}`, { method: 'POST', json: entry() });
    const { orderId } = await json<{ orderId: string }>(res);
    const later = new LocalPaymentsProvider(s.database.db, {
      publicUrl: s.url,
      sessionTtlSeconds: 1800,
      now: () => new Date(Date.now() + 3600_000),
    });
    expect(await later.expireDueSessions()).toBeGreaterThanOrEqual(1);
    const order = await json<{ status: string }>(await s.call(`/api/draw-entry/order/${orderId}`));
    expect(order.status).toBe('EXPIRED');
    expect((await ticketsOfOrder(orderId)).map((t) => t.status)).toEqual(['EXPIRED', 'EXPIRED']);
  });

  it('refuses an event with a bad signature', async () => {
    const res = await s.call('/api/payments/webhook', {
      method: 'POST',
      body: JSON.stringify({ id: 'evt_x', type: 'checkout.session.completed', data: { object: {} } }),
      headers: {
        'content-type': 'application/json',
        'pairc-signature': `t=${Math.floor(Date.now() / 1000)},v1=00`,
      },
    });
    expect(res.status).toBe(400);
  });
});

describe('declaration', () => {
  it('is irreversible: afterwards every sale, edit and allocation of the club is refused', async () => {
    const soldId = ticketId(DEMO_PAPER_START + 50);
    const declare = await s.call(`${DRAW_CLUB_PATH}/declare`, {
      method: 'POST',
      as: 'officer',
    });
    expect(declare.status).toBe(200);
    const sale = await s.call(`/api/draw/ticket/${ticketId(DEMO_PAPER_START + 60)}/sale`, {
      method: 'POST',
      as: 'officer',
      json: SALE,
    });
    expect(sale.status).toBe(409);
    expect((await json<{ message: string }>(sale)).message).toContain('declared');
    const edit = await s.call(`/api/draw/ticket/${soldId}`, { method: 'PATCH', as: 'officer', json: SALE });
    expect(edit.status).toBe(409);
    const alloc = await s.call(`/api/draw/${DEMO_DRAW_ID}/allocation`, {
      method: 'POST',
      as: 'super-admin',
      json: { county: 'Wicklow', organizationId: club, startTicketNumber: 30_001, numberOfTickets: 5 },
    });
    expect(alloc.status).toBe(409);
    const online = await s.call(`/api/draw-entry/${DEMO_DRAW_ID}`, { method: 'POST', json: entry() });
    expect(online.status).toBe(409);
    const again = await s.call(`${DRAW_CLUB_PATH}/declare`, {
      method: 'POST',
      as: 'officer',
    });
    expect(again.status).toBe(409);
  });
});
