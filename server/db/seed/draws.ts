/**
 * Demo draw: the National Club Draw with the officer's club (Naomh Pádraig) and two neighbours taking part.
 * The officer's club holds paper tickets 1001–1100 (12 sold) and an online pool 5001–5100 with two paid online
 * orders, recorded in the local test-mode provider's ledger so the club has a balance to refund from.
 */
import { eq } from 'drizzle-orm';
import { cardFee } from '../../adapters/payments/provider.ts';
import type { Tx } from '../client.ts';
import {
  draw,
  drawAllocation,
  drawOrder,
  drawOrganization,
  drawTicket,
  paymentCheckoutSession,
  paymentIntent,
} from '../schema/index.ts';
import type { DemoContext } from './demo.ts';
import { orgId } from './geography.ts';
import { seedId } from './random.ts';

export const DEMO_DRAW_ID = seedId('draw', 'national-club-draw');
export const DEMO_PAPER_START = 1001;
export const DEMO_ONLINE_START = 5001;
const PRICE = 1000;
const BUYERS = [
  ['Aoife Ní Bhriain', 'Bóthar na Trá, Ashford', '+353871234567'],
  ['Ciarán Ó Dálaigh', '12 Main Street, Ashford', '+353861112223'],
  ['Róisín Nic Giolla', 'Ballinahinch, Ashford', '+353851234999'],
  ['Tomás Breathnach', 'Kilbride, Wicklow', '+447700900123'],
] as const;

export async function seedDemoDraw(tx: Tx, ctx: DemoContext, county: string): Promise<void> {
  const clubs = [ctx.mainClubId, ...ctx.clubIds.filter((id) => id !== ctx.mainClubId).slice(0, 2)];
  await tx.insert(draw).values({
    id: DEMO_DRAW_ID,
    name: `National Club Draw ${ctx.now.getUTCFullYear()}`,
    organizationId: orgId.root(),
    ticketPriceMinor: PRICE,
    currency: 'EUR',
    drawDate: `${ctx.now.getUTCFullYear()}-12-20`,
  });
  await tx.insert(drawOrganization).values(
    clubs.map((organizationId) => ({
      id: seedId('draw-org', organizationId),
      drawId: DEMO_DRAW_ID,
      organizationId,
    })),
  );
  const allocations = [
    { key: 'paper', start: DEMO_PAPER_START, type: 'PAPER' },
    { key: 'online', start: DEMO_ONLINE_START, type: 'ONLINE' },
  ] as const;
  const day = ctx.now.toISOString().slice(0, 10);
  for (const a of allocations) {
    const allocationId = seedId('draw-allocation', a.key);
    await tx.insert(drawAllocation).values({
      id: allocationId,
      drawId: DEMO_DRAW_ID,
      county,
      organizationId: ctx.mainClubId,
      startTicketNumber: a.start,
      numberOfTickets: 100,
      ticketType: a.type,
    });
    await tx.insert(drawTicket).values(
      Array.from({ length: 100 }, (_, i) => {
        const sold = a.type === 'PAPER' && i < 12;
        const buyer = BUYERS[i % BUYERS.length]!;
        return {
          id: seedId('draw-ticket', a.start + i),
          drawId: DEMO_DRAW_ID,
          allocationId,
          number: a.start + i,
          county,
          organizationId: ctx.mainClubId,
          status: sold ? 'SOLD' : 'ALLOCATED',
          ticketType: a.type,
          ...(sold
            ? {
                name: buyer[0],
                address: buyer[1],
                phone: buyer[2],
                saleDate: day,
                soldAt: ctx.now,
                soldBy: ctx.userPersonIds.officer,
              }
            : {}),
        };
      }),
    );
  }
  // Two paid online orders (tickets 5001–5002 and 5003), paid through the local test-mode provider.
  const orders = [
    { key: 'a', numbers: [0, 1], buyer: BUYERS[0] },
    { key: 'b', numbers: [2], buyer: BUYERS[3] },
  ] as const;
  for (const o of orders) {
    const orderId = seedId('draw-order', o.key);
    const amount = PRICE * o.numbers.length;
    const sessionId = `cs_test_demo_${o.key}`;
    const intentId = `pi_test_demo_${o.key}`;
    const metadata = { purpose: 'draw', orderId, drawId: DEMO_DRAW_ID };
    await tx.insert(paymentCheckoutSession).values({
      id: sessionId,
      accountId: ctx.mainClubId,
      amountMinor: amount,
      currency: 'EUR',
      description: 'National Club Draw',
      metadata,
      successUrl: '/',
      cancelUrl: '/',
      status: 'complete',
      paymentIntentId: intentId,
      expiresAt: ctx.now,
    });
    await tx.insert(paymentIntent).values({
      id: intentId,
      accountId: ctx.mainClubId,
      checkoutSessionId: sessionId,
      amountMinor: amount,
      feeMinor: cardFee(amount),
      currency: 'EUR',
      status: 'succeeded',
      cardLast4: '4242',
      availableAt: ctx.now,
      metadata,
    });
    await tx.insert(drawOrder).values({
      id: orderId,
      drawId: DEMO_DRAW_ID,
      organizationId: ctx.mainClubId,
      status: 'PAID',
      quantity: o.numbers.length,
      amountMinor: amount,
      currency: 'EUR',
      entrants: [{ name: o.buyer[0], address: o.buyer[1], phone: o.buyer[2], quantity: o.numbers.length }],
      checkoutSessionId: sessionId,
      paymentIntentId: intentId,
    });
    for (const i of o.numbers) {
      await tx
        .update(drawTicket)
        .set({
          status: 'SOLD',
          orderId,
          name: o.buyer[0],
          address: o.buyer[1],
          phone: o.buyer[2],
          saleDate: day,
          soldAt: ctx.now,
        })
        .where(eq(drawTicket.id, seedId('draw-ticket', DEMO_ONLINE_START + i)));
    }
  }
}
