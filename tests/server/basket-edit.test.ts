/**
 * Issue 53 item 5 on the real server: the basket and its items edited and emptied, an item being paid for
 * refused (409, English and Irish), the checkout's 402 with a client secret confirmed in page through the local
 * payments provider (4242… succeeds, 4000 0000 0000 0002 is declined with the card network's message and the
 * basket stays payable), an order made by a club admin and paid by the member's parent, and somebody else's
 * basket and order refused (BOLA).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipOrder } from '../../server/db/schema/index.ts';
import { personId } from '../../server/db/seed/people.ts';
import { club, json, membershipCalls, older, younger, youthOption } from './membership-calls.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { world } from './world.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());
const { basketOf, register, order } = membershipCalls(() => s);

type Basket = Awaited<ReturnType<typeof basketOf>>;
type CardRequired = { status: number; orderId: string; clientSecret: string; checkoutUrl: string };

const key = () => ({ 'Idempotency-Key': crypto.randomUUID() });

async function confirm(clientSecret: string, card: string, lang = 'en') {
  const res = await s.call('/pay/confirm', {
    method: 'POST',
    json: { clientSecret, card },
    headers: { 'Accept-Language': lang },
  });
  return { status: res.status, body: (await res.json()) as { status: string; message?: string } };
}

describe('an order made by a club admin, paid in page', () => {
  it('is created by the club’s admin, refused to a member, and paid by the payer’s parent with 4242', async () => {
    const input = {
      organizationId: club,
      personId: older,
      optionId: youthOption,
      answers: { '0': 'Scoil', '1': 'Football' },
    };
    expect((await s.call('/api/order', { method: 'POST', as: 'member', json: input })).status).toBe(403);
    // Not for someone outside the club: the order, once marked paid, would link them without their consent.
    const outsider = await world(s).person({ username: 'order-outsider' });
    const refused = await s.call('/api/order', {
      method: 'POST',
      as: 'officer',
      json: { ...input, personId: outsider.id },
    });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('This person is not in the club');
    const none = await s.database.db
      .select({ id: membershipOrder.id })
      .from(membershipOrder)
      .where(eq(membershipOrder.personId, outsider.id));
    expect(none).toEqual([]);
    const created = await json<{ id: string; status: string; paymentType: string }>(
      await s.call('/api/order', { method: 'POST', as: 'officer', json: input }),
      201,
    );
    expect(created).toMatchObject({ status: 'payment_due', paymentType: 'OFFLINE' });

    // Somebody else's order (BOLA): a member may not pay it.
    const other = await s.call('/api/checkout/membership-order', {
      method: 'POST',
      as: 'member',
      json: { orderId: created.id, inPage: true },
      headers: key(),
    });
    expect(other.status).toBe(403);

    const res = await s.call('/api/checkout/membership-order', {
      method: 'POST',
      as: 'parent',
      json: { orderId: created.id, inPage: true },
      headers: key(),
    });
    const card = await json<CardRequired>(res, 402);
    expect(card).toMatchObject({ status: 402, orderId: created.id });
    expect(card.clientSecret).toMatch(/_secret_/);
    expect(card.checkoutUrl).toContain('/pay/checkout/');
    expect((await confirm(`${card.clientSecret}x`, '4242 4242 4242 4242')).status).toBe(404);
    expect(await confirm(card.clientSecret, '4242 4242 4242 4242')).toMatchObject({
      status: 200,
      body: { status: 'succeeded' },
    });
    const paid = await order(created.id);
    expect(paid.status).toBe('paid');
    expect(paid.memberships.every((m) => m.membershipStatus === 'REGISTERED')).toBe(true);
    // Paid: nothing left to pay, by either checkout.
    for (const path of ['/api/checkout/membership-order', '/api/checkout/instalment-order']) {
      const again = await s.call(path, {
        method: 'POST',
        as: 'parent',
        json: { orderId: created.id },
        headers: key(),
      });
      expect(again.status).toBe(409);
    }
  });
});

describe('the basket edited', () => {
  it('reads an item, keeps some of its members, removes items and empties the basket', async () => {
    await json(await register('parent', [{ personId: younger, optionId: youthOption }]), 201);
    let b: Basket = await basketOf('parent');
    const item = b.basketItems[0]!;
    const read = await json<{ id: string; members: { id: string }[] }>(
      await s.call(`/api/basket/${b.id}/item/${item.id}`, { as: 'parent' }),
      200,
    );
    expect(read.members.map((m) => m.id)).toEqual([younger]);
    // A member who is not in the item is refused.
    const stranger = await s.call(`/api/basket/${b.id}/item/${item.id}`, {
      method: 'PATCH',
      as: 'parent',
      json: { personIds: [personId('demo:member')] },
    });
    expect(stranger.status).toBe(400);
    const edited = await json<Basket>(
      await s.call(`/api/basket/${b.id}/item/${item.id}`, {
        method: 'PATCH',
        as: 'parent',
        json: { personIds: [younger] },
      }),
      200,
    );
    expect(edited.basketItems.flatMap((i) => i.members.map((m) => m.id))).toEqual([younger]);
    b = edited;
    const kept = await json<Basket>(
      await s.call(`/api/basket/${b.id}`, { method: 'PATCH', as: 'parent', json: { basketItems: [] } }),
      200,
    );
    expect(kept.basketItems).toEqual([]);
    await json(await register('parent', [{ personId: younger, optionId: youthOption }]), 201);
    const emptied = await json<Basket>(
      await s.call(`/api/basket/${b.id}`, { method: 'DELETE', as: 'parent' }),
      200,
    );
    expect(emptied.basketItems).toEqual([]);
  });

  it('is refused to somebody else (BOLA): another person’s basket and its items', async () => {
    const b = await basketOf('parent');
    const item = `/api/basket/${b.id}/item/${crypto.randomUUID()}`;
    for (const [method, path, body] of [
      ['PATCH', `/api/basket/${b.id}`, { basketItems: [] }],
      ['DELETE', `/api/basket/${b.id}`, undefined],
      ['GET', item, undefined],
      ['PATCH', item, { personIds: [younger] }],
    ] as const) {
      const res = await s.call(path, { method, as: 'member', json: body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('checkout confirmed in page', () => {
  it('a card form closed unpaid ends the payment: the order is abandoned and the basket can be edited', async () => {
    await json(await register('parent', [{ personId: younger, optionId: youthOption }]), 201);
    const b = await basketOf('parent');
    const started = await json<CardRequired>(
      await s.call(`/api/basket/${b.id}/checkout`, {
        method: 'POST',
        as: 'parent',
        json: { paymentType: 'SINGLE_ONLINE', inPage: true },
        headers: key(),
      }),
      402,
    );
    const cancel = (clientSecret: string) =>
      s.call('/pay/confirm/cancel', { method: 'POST', json: { clientSecret } });
    expect((await cancel(`${started.clientSecret}x`)).status).toBe(404);
    expect((await cancel(started.clientSecret)).status).toBe(204);
    expect((await order(started.orderId)).status).toBe('abandoned');
    const emptied = await json<Basket>(
      await s.call(`/api/basket/${b.id}`, { method: 'DELETE', as: 'parent' }),
      200,
    );
    expect(emptied.basketItems).toEqual([]);
  });

  it('answers 402 with a client secret; a decline is told and the basket stays payable; 4242 pays', async () => {
    await json(await register('parent', [{ personId: younger, optionId: youthOption }]), 201);
    const b = await basketOf('parent');
    const start = () =>
      s.call(`/api/basket/${b.id}/checkout`, {
        method: 'POST',
        as: 'parent',
        json: { paymentType: 'SINGLE_ONLINE', inPage: true },
        headers: key(),
      });
    const first = await json<CardRequired>(await start(), 402);

    // Being paid for: the item cannot be changed, in the caller's language.
    const locked = await s.call(`/api/basket/${b.id}`, {
      method: 'DELETE',
      as: 'parent',
      headers: { 'Accept-Language': 'ga' },
    });
    const lockedBody = await json<{ message: string; errors: { code: string }[] }>(locked, 409);
    expect(lockedBody.errors[0]!.code).toBe('basket.error.locked');
    expect(lockedBody.message).not.toContain('being paid for');

    const declined = await confirm(first.clientSecret, '4000 0000 0000 0002');
    expect(declined).toEqual({
      status: 402,
      body: { status: 'declined', code: 'card_declined', message: 'Your card was declined.' },
    });
    expect((await order(first.orderId)).status).toBe('abandoned');
    expect((await basketOf('parent')).basketItems).toHaveLength(1);

    const second = await json<CardRequired>(await start(), 402);
    expect(second.orderId).not.toBe(first.orderId);
    expect((await confirm(second.clientSecret, '4242424242424242')).body.status).toBe('succeeded');
    expect((await order(second.orderId)).status).toBe('paid');
    expect((await basketOf('parent')).basketItems).toEqual([]);
  });

  it('answers 404 for an unknown order', async () => {
    const res = await s.call('/api/checkout/membership-order', {
      method: 'POST',
      as: 'officer',
      json: { orderId: crypto.randomUUID() },
      headers: key(),
    });
    expect(res.status).toBe(404);
  });
});
