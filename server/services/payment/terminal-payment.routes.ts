/**
 * Taking card payments on the terminal (seed 3 §4 Card payment acceptance, §7 Payment service terminal
 * endpoints), for a club's finance administrators who hold the TERMINAL feature (policy terminal.use,
 * payment.policy.ts):
 * - GET /api/terminal/connection-token?orgId=&locationId=: the browser's reader client's token;
 * - POST /api/terminal/payment-intent: a card payment waiting for the reader (201, with its client secret;
 *   idempotent by the Idempotency-Key, which is also the provider's reference);
 * - POST /api/terminal/payment-intent/{id}?orgId=: accept it — 402 with the client secret while the card is
 *   still to be collected and processed on the reader (the browser then runs that step and asks again), 200
 *   once succeeded: audited, and the receipt e-mailed through the notification outbox (terminal-receipt.ts);
 * - DELETE /api/terminal/payment-intent/{id}?orgId=: cancel ("Payment Cancelled"); a succeeded one is 409.
 * Locations, readers and the splash screen are terminal-setup.routes.ts. Every object is looked up under the
 * club's own account at the provider, so another club's id is a 404. Every money action is in the
 * append-only payment audit. These routes call the provider, so they run outside the request transaction
 * (route-rules.ts).
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { PAYMENT_ERRORS } from '../../../domain/payment/messages.ts';
import { TerminalPaymentInput } from '../../../domain/payment/terminal.ts';
import type { PaymentsProvider } from '../../adapters/payments/provider.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { guard, guardBody, bodyText } from '../../http/guard.ts';
import { validate } from '../../http/validate.ts';
import { pickLocale } from '../../i18n.ts';
import { paymentError } from './payment-errors.ts';
import { audit } from './payment.repository.ts';
import { actor, IdParam, lang, notFound, orgQuery, OrgQuery, provider, Text } from './terminal-http.ts';
import { sendReceipt } from './terminal-receipt.ts';

const TokenQuery = v.object({ orgId: Text, locationId: Text });

export function terminalPaymentRoutes(payments: PaymentsProvider) {
  const app = new Hono<AppEnv>();

  // ---- Connection token and payments ----------------------------------------------------------------------
  app.get(
    '/terminal/connection-token',
    describeRoute({
      tags: ['terminal'],
      summary: 'A connection token for the reader client, for one location',
    }),
    guard('terminal.use', orgQuery),
    validate('query', TokenQuery),
    async (c) => {
      const q = c.req.valid('query');
      const secret = await provider(c, () =>
        payments.terminal.terminalConnectionToken(q.orgId, q.locationId),
      );
      if (!secret) throw notFound(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ secret });
    },
  );

  app.post(
    '/terminal/payment-intent',
    describeRoute({ tags: ['terminal'], summary: 'Take a card payment: a payment intent for the reader' }),
    guardBody('terminal.use', (b) => bodyText(b, 'orgId')),
    validate('json', TerminalPaymentInput),
    async (c) => {
      const body = c.req.valid('json');
      const reference = c.req.header('idempotency-key') ?? crypto.randomUUID();
      const payment = await provider(c, () =>
        payments.terminal.createTerminalPayment({
          accountId: body.orgId,
          locationId: body.locationId,
          amountMinor: body.amount,
          currency: body.currency,
          description: body.description,
          metadata: {
            category: body.category,
            receiptEmail: body.receiptEmail,
            lang: pickLocale(lang(c)),
            ...(body.simulatedCardOption ? { simulatedCardOption: body.simulatedCardOption } : {}),
          },
          reference,
        }),
      ).catch((e: unknown) => {
        if (e instanceof Error && e.name === 'PaymentsError') throw notFound(c);
        throw e;
      });
      await audit(c.get('auth').db, {
        organizationId: body.orgId,
        action: 'TERMINAL_PAYMENT_CREATED',
        actorId: actor(c),
        subjectId: payment.id,
        amountMinor: body.amount,
        currency: body.currency,
        detail: `${body.category}: ${body.description}`,
      });
      return c.json(payment, 201);
    },
  );

  app.post(
    '/terminal/payment-intent/:id',
    describeRoute({
      tags: ['terminal'],
      summary: 'Accept a card payment: 402 with the client secret until the reader has processed it',
    }),
    guard('terminal.use', orgQuery),
    validate('param', IdParam),
    validate('query', OrgQuery),
    async (c) => {
      const { orgId } = c.req.valid('query');
      const { id } = c.req.valid('param');
      const { db } = c.get('auth');
      const payment = await provider(c, () => payments.terminal.terminalPayment(orgId, id));
      if (!payment) throw notFound(c);
      if (payment.status === 'canceled') throw paymentError(409, PAYMENT_ERRORS.terminalPaymentDone, lang(c));
      if (payment.status !== 'succeeded') {
        if (payment.lastError) {
          await audit(db, {
            organizationId: orgId,
            action: 'TERMINAL_PAYMENT_DECLINED',
            actorId: actor(c),
            subjectId: id,
            amountMinor: payment.amount,
            currency: payment.currency,
            detail: payment.lastError,
          });
        }
        // Seed 3 §4: the provider's client-secret confirmation step is the reader's (collect, process).
        return c.json(
          {
            status: 402,
            id,
            paymentStatus: payment.status,
            clientSecret: payment.clientSecret,
            lastError: payment.lastError,
          },
          402,
        );
      }
      await audit(db, {
        organizationId: orgId,
        action: 'TERMINAL_PAYMENT_SUCCEEDED',
        actorId: actor(c),
        subjectId: id,
        amountMinor: payment.amount,
        currency: payment.currency,
        detail: payment.description,
      });
      await sendReceipt(db, orgId, payment);
      return c.json(payment);
    },
  );

  app.delete(
    '/terminal/payment-intent/:id',
    describeRoute({ tags: ['terminal'], summary: 'Cancel a card payment ("Payment Cancelled")' }),
    guard('terminal.use', orgQuery),
    validate('param', IdParam),
    validate('query', OrgQuery),
    async (c) => {
      const { orgId } = c.req.valid('query');
      const { id } = c.req.valid('param');
      const before = await provider(c, () => payments.terminal.terminalPayment(orgId, id));
      if (!before) throw notFound(c);
      if (before.status === 'succeeded') throw paymentError(409, PAYMENT_ERRORS.terminalPaymentDone, lang(c));
      const payment = await provider(c, () => payments.terminal.cancelTerminalPayment(orgId, id));
      if (!payment) throw notFound(c);
      await audit(c.get('auth').db, {
        organizationId: orgId,
        action: 'TERMINAL_PAYMENT_CANCELLED',
        actorId: actor(c),
        subjectId: id,
        amountMinor: payment.amount,
        currency: payment.currency,
      });
      return c.json(payment);
    },
  );
  return app;
}
