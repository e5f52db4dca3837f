/**
 * Public online entry (seed 2 §2: public or member entry; signed-out visitors may enter) under
 * /api/draw-entry, and the payments webhook at /api/payments/webhook. The entry answers the provider's
 * hosted checkout URL; tickets are issued only when the signed event arrives at the webhook.
 */
import { handleInvoicePaymentEvent, PIF_INVOICE_PAYMENT_PURPOSE } from '../fees/invoice-payment.ts';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { EntryInput } from '../../../domain/draw/draw.ts';
import { DRAW_ERRORS } from '../../../domain/draw/messages.ts';
import { PaymentEventSignatureError, type PaymentsProvider } from '../../adapters/payments/provider.ts';
import { takeLimited } from '../../auth/mail-limit.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { HttpError } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { validate } from '../../http/validate.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { handleMembershipPaymentEvent, MEMBERSHIP_PAYMENT_PURPOSE } from '../membership/checkout.ts';
import { drawError } from './draw-errors.ts';
import { handleDrawPaymentEvent, orderStatus, PAYMENT_PURPOSE, startEntry } from './draw-online.ts';
import { enabledClubs, findDraw } from './draw.repository.ts';
import { clientAddress } from '../../http/client-address.ts';

const Param = v.object({ id: v.pipe(v.string(), v.maxLength(64)) });

export function drawEntryRoutes(payments: PaymentsProvider, publicUrl: string, entriesPerAddress = 20) {
  const app = new Hono<AppEnv>();

  app.get(
    '/:id',
    describeRoute({
      tags: ['draw'],
      summary: 'A draw for entry: name, price, status and the clubs taking part',
    }),
    guard('draw.enter'),
    validate('param', Param),
    async (c) => {
      const { db } = c.get('auth');
      const d = await findDraw(db, c.req.valid('param').id);
      if (!d) throw drawError(404, DRAW_ERRORS.drawNotFound, c.req.header('accept-language'));
      const clubs = await enabledClubs(db, d.id);
      return c.json({
        id: d.id,
        name: d.name,
        status: d.status,
        ticketPriceMinor: d.ticketPriceMinor,
        currency: d.currency,
        drawDate: d.drawDate,
        clubs: clubs.map((x) => ({ id: x.id, name: x.name, county: x.address.addressRegion ?? '' })),
      });
    },
  );

  app.post(
    '/:id',
    describeRoute({
      tags: ['draw'],
      summary: 'Enter a draw: reserves tickets as PENDING_PAYMENT and answers the checkout URL',
    }),
    guard('draw.enter'),
    validate('param', Param),
    validate('json', EntryInput),
    async (c) => {
      const { db } = c.get('auth');
      const id = c.req.valid('param').id;
      await takeLimited(
        db,
        `draw-entry:${clientAddress(c)}`,
        entriesPerAddress,
        translate(
          DRAW_ERRORS.tooManyEntries.id,
          pickLocale(c.req.header('accept-language')),
          DRAW_ERRORS.tooManyEntries.message,
        ),
      );
      const base = `${publicUrl}/draw-entry/${encodeURIComponent(id)}`;
      const out = await startEntry(
        db,
        payments,
        id,
        c.req.valid('json'),
        { success: `${base}/result/{ORDER_ID}`, cancel: `${base}/result/{ORDER_ID}?cancelled=1` },
        c.req.header('accept-language'),
      );
      return c.json(out, 201);
    },
  );

  app.get(
    '/order/:id',
    describeRoute({ tags: ['draw'], summary: 'An online entry’s state (for the result page)' }),
    guard('draw.enter'),
    validate('param', Param),
    async (c) => {
      const { db } = c.get('auth');
      const order = await orderStatus(db, payments, c.req.valid('param').id);
      if (!order) throw new HttpError(404, 'No such entry');
      c.header('Cache-Control', 'no-store');
      return c.json(order);
    },
  );
  return app;
}

export function paymentWebhookRoutes(payments: PaymentsProvider) {
  const app = new Hono<AppEnv>();
  app.post(
    '/webhook',
    describeRoute({ tags: ['payments'], summary: 'Signed events from the payments provider' }),
    guard('payments.webhook'),
    async (c) => {
      const raw = await c.req.text();
      let event;
      try {
        event = await payments.parseEvent(raw, c.req.header(payments.signatureHeader));
      } catch (e) {
        if (e instanceof PaymentEventSignatureError) throw new HttpError(400, e.message);
        throw e;
      }
      if (event?.metadata.purpose === PAYMENT_PURPOSE) await handleDrawPaymentEvent(c.get('auth').db, event);
      if (event?.metadata.purpose === PIF_INVOICE_PAYMENT_PURPOSE) {
        await handleInvoicePaymentEvent(c.get('auth').db, event);
      }
      if (event?.metadata.purpose === MEMBERSHIP_PAYMENT_PURPOSE) {
        await handleMembershipPaymentEvent(c.get('auth').db, payments, event);
      }
      return c.json({ received: true });
    },
  );
  return app;
}
