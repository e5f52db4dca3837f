/**
 * The local reader client (src/features/payment/admin/terminal-client-local.ts) against a fake simulated
 * reader: Stripe's method shapes, the connection token on every call and fetched again once on a 401, the
 * test card passed to collect, and cancel letting go of the payment being collected.
 */
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalReaderClient } from '../../src/features/payment/admin/terminal-client-local';

type Call = { path: string; auth: string | null; body: Record<string, unknown> };

function fakeReader(expiredFirst = false) {
  const calls: Call[] = [];
  let tokens = 0;
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    const call = {
      path: url,
      auth: headers.get('authorization'),
      body: JSON.parse(init.body as string) as Record<string, unknown>,
    };
    calls.push(call);
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (expiredFirst && call.auth === 'Bearer pst_test_1')
      return json(401, { error: { message: 'expired' } });
    const intent = {
      id: 'pi_1',
      status: 'requires_confirmation',
      clientSecret: 'pi_1_secret',
      cardLast4: '4242',
    };
    switch (url) {
      case '/pay/terminal/discover':
        return json(200, {
          discoveredReaders: [
            {
              id: 'tmr_1',
              name: 'Gate',
              deviceType: 'simulated_wisepos_e',
              serialNumber: 'S1',
              status: 'online',
            },
          ],
        });
      case '/pay/terminal/connect':
        return json(200, {
          reader: {
            id: 'tmr_1',
            name: 'Gate',
            deviceType: 'simulated_wisepos_e',
            serialNumber: 'S1',
            status: 'online',
          },
        });
      case '/pay/terminal/collect':
        return json(200, { paymentIntent: intent });
      case '/pay/terminal/process':
        return json(200, {
          error: { code: 'card_declined', decline_code: 'card_declined', message: 'Declined' },
        });
      default:
        return json(200, { paymentIntent: { ...intent, status: 'requires_payment_method' } });
    }
  }) as unknown as typeof fetch;
  const client = new LocalReaderClient(() => Promise.resolve(`pst_test_${++tokens}`), fetchImpl);
  return { client, calls, tokens: () => tokens };
}

beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
});

describe('the local reader client', () => {
  it('discovers, connects, collects with the test card, and answers a decline as { error }', async () => {
    const { client, calls } = fakeReader();
    expect(await client.collectPaymentMethod('pi_1_secret')).toMatchObject({
      error: { code: 'no_reader_connected' },
    });
    const found = await client.discoverReaders();
    expect(found).toEqual({
      discoveredReaders: [
        {
          id: 'tmr_1',
          label: 'Gate',
          device_type: 'simulated_wisepos_e',
          serial_number: 'S1',
          status: 'online',
        },
      ],
    });
    if ('error' in found) throw new Error('no readers');
    await client.connectReader(found.discoveredReaders[0]!);
    client.setSimulatorConfiguration({ testCardNumber: '4000000000000002' });
    const read = await client.collectPaymentMethod('pi_1_secret');
    expect(read).toEqual({
      paymentIntent: {
        id: 'pi_1',
        status: 'requires_confirmation',
        client_secret: 'pi_1_secret',
        last4: '4242',
      },
    });
    expect(calls.at(-1)).toMatchObject({
      path: '/pay/terminal/collect',
      auth: 'Bearer pst_test_1',
      body: { clientSecret: 'pi_1_secret', readerId: 'tmr_1', testCardNumber: '4000000000000002' },
    });
    if ('error' in read) throw new Error('not read');
    expect(await client.processPayment(read.paymentIntent)).toEqual({
      error: { code: 'card_declined', decline_code: 'card_declined', message: 'Declined' },
    });
    // Still collecting after the decline: cancel lets the payment go on the reader, once.
    expect(await client.cancelCollectPaymentMethod()).toEqual({});
    expect(calls.at(-1)).toMatchObject({
      path: '/pay/terminal/cancel-collect',
      body: { clientSecret: 'pi_1_secret' },
    });
    const before = calls.length;
    expect(await client.cancelCollectPaymentMethod()).toEqual({});
    expect(calls).toHaveLength(before);
  });

  it('fetches a new connection token once when the reader refuses one', async () => {
    const { client, calls, tokens } = fakeReader(true);
    expect(await client.discoverReaders()).toMatchObject({ discoveredReaders: [{ id: 'tmr_1' }] });
    expect(calls.map((c) => c.auth)).toEqual(['Bearer pst_test_1', 'Bearer pst_test_2']);
    expect(tokens()).toBe(2);
  });
});
