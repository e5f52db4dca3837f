/**
 * The Stripe card terminal (server/adapters/payments/stripe-terminal.ts) through the real stripe SDK against a
 * local HTTP stub: every call on the club's connected account (Stripe-Account), the location's address, the
 * card_present payment intent with the caller's key as idempotency key, and a 404 there read as "not this
 * club's" (null), never an error.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { StripePaymentsProvider } from '../../server/adapters/payments/stripe-provider.ts';

type Seen = { method: string; path: string; body: URLSearchParams; account?: string; key?: string };
const seen: Seen[] = [];
let server: Server;
let provider: StripePaymentsProvider;

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    void read(req).then((raw) => {
      const body = new URLSearchParams(raw);
      seen.push({
        method: req.method!,
        path: req.url!,
        body,
        account: req.headers['stripe-account'] as string | undefined,
        key: req.headers['idempotency-key'] as string | undefined,
      });
      res.setHeader('Content-Type', 'application/json');
      const send = (status: number, json: unknown) => {
        res.statusCode = status;
        res.end(JSON.stringify(json));
      };
      if (req.url === '/v1/accounts/acct_club')
        return send(200, { id: 'acct_club', object: 'account', country: 'IE' });
      if (req.method === 'POST' && req.url === '/v1/terminal/locations') {
        return send(200, {
          id: 'tml_1',
          object: 'terminal.location',
          display_name: body.get('display_name'),
          address: {
            line1: body.get('address[line1]'),
            city: body.get('address[city]'),
            postal_code: body.get('address[postal_code]'),
            country: body.get('address[country]'),
          },
        });
      }
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        return send(200, {
          id: 'pi_1',
          object: 'payment_intent',
          amount: Number(body.get('amount')),
          currency: body.get('currency'),
          status: 'requires_payment_method',
          client_secret: 'pi_1_secret_x',
          description: body.get('description'),
          metadata: { purpose: body.get('metadata[purpose]') },
        });
      }
      send(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' },
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  provider = new StripePaymentsProvider({
    secretKey: 'sk_test_stub',
    webhookSecret: 'whsec_stub',
    sessionTtlSeconds: 1800,
    directory: {
      accountIdFor: (org) => Promise.resolve(org === 'club' ? 'acct_club' : null),
      remember: () => Promise.resolve(),
    },
    host: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    protocol: 'http',
  });
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

it('creates locations and card_present payments on the club’s connected account; a 404 is null', async () => {
  const loc = await provider.terminal.createTerminalLocation('club', {
    name: 'Clubhouse',
    streetAddress: 'Páirc Road',
    addressLocality: 'Dublin',
    postalCode: 'D09',
  });
  expect(loc).toEqual({
    id: 'tml_1',
    name: 'Clubhouse',
    streetAddress: 'Páirc Road',
    addressLocality: 'Dublin',
    postalCode: 'D09',
  });
  const created = seen.find((s) => s.path === '/v1/terminal/locations')!;
  expect(created.account).toBe('acct_club');
  expect(created.body.get('address[country]')).toBe('IE');

  const pi = await provider.terminal.createTerminalPayment({
    accountId: 'club',
    locationId: 'tml_1',
    amountMinor: 1250,
    currency: 'EUR',
    description: 'Gate',
    metadata: { receiptEmail: 'payer@example.ie' },
    reference: 'key-1',
  });
  expect(pi).toMatchObject({
    id: 'pi_1',
    status: 'requires_payment_method',
    amount: 1250,
    currency: 'EUR',
    clientSecret: 'pi_1_secret_x',
  });
  const sent = seen.find((s) => s.path === '/v1/payment_intents')!;
  expect(sent.account).toBe('acct_club');
  expect(sent.key).toBe('terminal-payment:club:key-1');
  expect(sent.body.get('currency')).toBe('eur');
  expect(sent.body.get('capture_method')).toBe('automatic');
  expect(sent.body.get('metadata[receiptEmail]')).toBe('payer@example.ie');
  expect(sent.body.get('allowed_payment_method_types[0]')).toBe('card_present');

  expect(
    await provider.terminal.updateTerminalLocation('club', 'tml_other', {
      name: 'x',
      streetAddress: 'x',
      addressLocality: 'x',
      postalCode: 'x',
    }),
  ).toBeNull();
  expect(await provider.terminal.terminalPayment('club', 'pi_other')).toBeNull();
  await expect(provider.terminal.terminalLocations('no-account-club')).rejects.toMatchObject({
    reason: 'no_account',
  });
});
