/**
 * The Stripe provider through the real stripe SDK against a local HTTP stub (node:http): what it sends to
 * Stripe, and that it verifies Stripe-signed events and refuses forged or stale ones.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentEventSignatureError } from '../../server/adapters/payments/provider.ts';
import { StripePaymentsProvider } from '../../server/adapters/payments/stripe-provider.ts';

const WEBHOOK_SECRET = 'whsec_test_stub_secret';
let server: Server;
let provider: StripePaymentsProvider;
const requests: { method: string; path: string; body: URLSearchParams; auth: string | undefined }[] = [];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const body = new URLSearchParams(raw);
      requests.push({ method: req.method!, path: req.url!, body, auth: req.headers.authorization });
      res.setHeader('Content-Type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        res.end(
          JSON.stringify({
            id: 'cs_test_stub1',
            object: 'checkout.session',
            url: 'https://checkout.stripe.com/c/pay/cs_test_stub1',
            status: 'open',
            payment_intent: null,
            expires_at: Number(body.get('expires_at')),
            metadata: Object.fromEntries(
              [...body].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
            ),
          }),
        );
      } else if (req.method === 'POST' && req.url === '/v1/refunds') {
        if (body.get('payment_intent') === 'pi_fail') {
          res.statusCode = 400;
          res.end(
            JSON.stringify({ error: { type: 'invalid_request_error', message: 'Charge already refunded' } }),
          );
          return;
        }
        res.end(
          JSON.stringify({
            id: 're_stub1',
            object: 'refund',
            amount: 2000,
            payment_intent: body.get('payment_intent'),
            status: 'succeeded',
          }),
        );
      } else if (req.method === 'GET' && req.url === '/v1/balance') {
        res.end(
          JSON.stringify({
            object: 'balance',
            available: [
              { amount: 5000, currency: 'eur' },
              { amount: 99, currency: 'gbp' },
            ],
            pending: [{ amount: 1200, currency: 'eur' }],
            connect_reserved: [{ amount: 300, currency: 'eur' }],
          }),
        );
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'stub: no route' } }));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  provider = new StripePaymentsProvider({
    secretKey: 'sk_test_stub',
    webhookSecret: WEBHOOK_SECRET,
    sessionTtlSeconds: 60,
    host: '127.0.0.1',
    port,
    protocol: 'http',
  });
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('Stripe provider against a local stub', () => {
  it('creates a checkout session with the amount, URLs, metadata and at least 30 minutes to expiry', async () => {
    const session = await provider.createCheckoutSession({
      accountId: 'org-1',
      amountMinor: 2000,
      currency: 'EUR',
      description: 'National Club Draw × 2',
      metadata: { purpose: 'draw', orderId: 'o-1' },
      successUrl: 'http://localhost/ok',
      cancelUrl: 'http://localhost/no',
    });
    expect(session.id).toBe('cs_test_stub1');
    expect(session.url).toContain('checkout.stripe.com');
    expect(session.metadata).toMatchObject({ purpose: 'draw', orderId: 'o-1', accountId: 'org-1' });
    const sent = requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(sent.auth).toBe('Bearer sk_test_stub');
    expect(sent.body.get('mode')).toBe('payment');
    expect(sent.body.get('line_items[0][price_data][unit_amount]')).toBe('2000');
    expect(sent.body.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(sent.body.get('payment_intent_data[metadata][orderId]')).toBe('o-1');
    const ttl = Number(sent.body.get('expires_at')) - Math.floor(Date.now() / 1000);
    expect(ttl).toBeGreaterThanOrEqual(1799);
  });

  it('refunds a whole payment, and reports a refused refund as a payments error', async () => {
    const refund = await provider.refund('pi_123');
    expect(refund).toEqual({ id: 're_stub1', paymentIntentId: 'pi_123', amountMinor: 2000 });
    const sent = requests.find((r) => r.path === '/v1/refunds')!;
    expect(sent.body.get('payment_intent')).toBe('pi_123');
    expect(sent.body.has('amount')).toBe(false);
    await expect(provider.refund('pi_fail')).rejects.toThrow(/refund failed/);
  });

  it('reads the balance in one currency', async () => {
    expect(await provider.balance('org-1', 'EUR')).toEqual({
      currency: 'EUR',
      available: 5000,
      pending: 1200,
      reserved: 300,
    });
  });

  it('has no club payment account to debit a levy from (the platform holds the balance)', async () => {
    await expect(
      provider.debitBalance({
        accountId: 'org-1',
        amountMinor: 100,
        currency: 'EUR',
        description: 'Annual levy',
        reference: 'annual-levy:1',
      }),
    ).rejects.toMatchObject({ name: 'BalanceDebitError', reason: 'no_account' });
  });

  it('verifies a signed event and refuses a forged or stale one', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_stub1',
          object: 'checkout.session',
          payment_intent: 'pi_9',
          metadata: { purpose: 'draw', orderId: 'o-1' },
        },
      },
    });
    const header = provider.stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const event = await provider.parseEvent(payload, header);
    expect(event).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      checkoutSessionId: 'cs_test_stub1',
      paymentIntentId: 'pi_9',
      metadata: { purpose: 'draw', orderId: 'o-1' },
    });
    const forged = provider.stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    await expect(provider.parseEvent(payload, forged)).rejects.toBeInstanceOf(PaymentEventSignatureError);
    const stale = provider.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    await expect(provider.parseEvent(payload, stale)).rejects.toBeInstanceOf(PaymentEventSignatureError);
    await expect(provider.parseEvent(payload.replace('o-1', 'o-2'), header)).rejects.toBeInstanceOf(
      PaymentEventSignatureError,
    );
  });
});
