/**
 * The local provider's simulated card reader, as the browser's local reader client reaches it
 * (src/features/payment/admin/terminal-client-local.ts), mounted only with the local provider (app.ts) — with
 * Stripe, @stripe/terminal-js talks to Stripe's simulated reader instead. Every call carries the connection
 * token (`Authorization: Bearer pst_test_…`) that GET /api/terminal/connection-token made for one location:
 * - POST /pay/terminal/discover → `{ discoveredReaders }`, the readers at the token's location;
 * - POST /pay/terminal/connect `{ readerId }` → `{ reader }`;
 * - POST /pay/terminal/collect `{ clientSecret, readerId, testCardNumber? }` → `{ paymentIntent }` or `{ error }`;
 * - POST /pay/terminal/process `{ clientSecret }` → `{ paymentIntent }` or `{ error }` (a decline);
 * - POST /pay/terminal/cancel-collect `{ clientSecret }` → `{ paymentIntent }`.
 * An unknown or expired token is 401; a payment of another account is 404. The answers are Stripe's shapes.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { LocalPaymentsProvider } from './local-provider.ts';

const Secret = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
const Collect = v.object({
  clientSecret: Secret,
  readerId: Secret,
  testCardNumber: v.optional(v.pipe(v.string(), v.regex(/^\d{16}$/))),
});
const BySecret = v.object({ clientSecret: Secret });
const Connect = v.object({ readerId: Secret });

const token = (c: Context) => c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
const unauthorized = (c: Context) =>
  c.json({ error: { code: 'invalid_connection_token', message: 'The connection token is not valid' } }, 401);
const notFound = (c: Context) =>
  c.json({ error: { code: 'resource_missing', message: 'No such payment or reader' } }, 404);

async function body<T extends v.GenericSchema>(c: Context, schema: T): Promise<v.InferOutput<T> | null> {
  const parsed = v.safeParse(schema, await c.req.json().catch(() => null));
  return parsed.success ? parsed.output : null;
}

export function localTerminalRoutes(provider: LocalPaymentsProvider) {
  const app = new Hono();
  const terminal = provider.terminal;
  const bad = (c: Context) =>
    c.json({ error: { code: 'parameter_invalid', message: 'Invalid request' } }, 400);

  app.post('/terminal/discover', async (c) => {
    const readers = await terminal.discover(token(c));
    return readers ? c.json({ discoveredReaders: readers }) : unauthorized(c);
  });

  app.post('/terminal/connect', async (c) => {
    const b = await body(c, Connect);
    if (!b) return bad(c);
    if (!(await terminal.session(token(c)))) return unauthorized(c);
    const reader = await terminal.connect(token(c), b.readerId);
    return reader ? c.json({ reader }) : notFound(c);
  });

  app.post('/terminal/collect', async (c) => {
    const b = await body(c, Collect);
    if (!b) return bad(c);
    if (!(await terminal.session(token(c)))) return unauthorized(c);
    const result = await terminal.collect(token(c), b.clientSecret, b.readerId, b.testCardNumber);
    return result ? c.json(result) : notFound(c);
  });

  app.post('/terminal/process', async (c) => {
    const b = await body(c, BySecret);
    if (!b) return bad(c);
    if (!(await terminal.session(token(c)))) return unauthorized(c);
    const result = await terminal.process(token(c), b.clientSecret);
    return result ? c.json(result) : notFound(c);
  });

  app.post('/terminal/cancel-collect', async (c) => {
    const b = await body(c, BySecret);
    if (!b) return bad(c);
    if (!(await terminal.session(token(c)))) return unauthorized(c);
    const result = await terminal.cancelCollect(token(c), b.clientSecret);
    return result ? c.json(result) : notFound(c);
  });
  return app;
}
