/**
 * Transfer invoices of a club (seed 3 §2, §3, §7; ADR 0014 addendum), under
 * /api/payment-account/{orgId}/transfer:
 * - GET ?status=DUE&page=&size= (default size 100): the club's invoices, most recently updated first;
 * - GET /{id}: one of them (another club's answers 404);
 * - POST /{id}/action {status: PAID | REJECTED}: pay it from the club's available balance, or reject it.
 * Policy payment.read (reads) and payment.move (action), payment.policy.ts; use cases in transfer-invoice.ts;
 * SQL in payment.repository.ts. Outside the request transaction (the action calls the provider;
 * route-rules.ts), so an Idempotency-Key replays the first answer.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { listQuery } from '../../../domain/lib/list-query.ts';
import { PAYMENT_ERRORS } from '../../../domain/payment/messages.ts';
import {
  TRANSFER_INVOICE_PAGE_SIZE,
  TRANSFER_INVOICE_STATUSES,
  TransferInvoiceActionInput,
} from '../../../domain/payment/transfer-invoice.ts';
import type { PaymentsProvider } from '../../adapters/payments/provider.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { validate } from '../../http/validate.ts';
import { OrgParam } from './payment-account.routes.ts';
import { paymentError } from './payment-errors.ts';
import { findTransferInvoice, transferInvoices, transferInvoiceView } from './payment.repository.ts';
import { actOnTransferInvoice } from './transfer-invoice.ts';
import type { Context } from 'hono';

const InvoiceParam = v.object({
  ...OrgParam.entries,
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});
const InvoiceQuery = v.object({
  ...listQuery({ maxSize: 1000, defaultSize: TRANSFER_INVOICE_PAGE_SIZE }).entries,
  status: v.optional(v.picklist(TRANSFER_INVOICE_STATUSES)),
});

export function transferInvoiceRoutes(payments: PaymentsProvider) {
  const app = new Hono<AppEnv>();
  const orgOf = (c: Context<AppEnv>) => c.req.param('orgId');

  app.get(
    '/:orgId/transfer',
    describeRoute({ tags: ['payment'], summary: 'A club’s transfer invoices, most recently updated first' }),
    guard('payment.read', orgOf),
    validate('param', OrgParam),
    validate('query', InvoiceQuery),
    async (c) => {
      const { db } = c.get('auth');
      const q = c.req.valid('query');
      const { rows, total } = await transferInvoices(
        db,
        c.req.valid('param').orgId,
        q.status,
        q.page,
        q.size,
      );
      const items = await Promise.all(rows.map((r) => transferInvoiceView(db, r)));
      return c.json(listBody('transferInvoices', items, total, q.page, q.size));
    },
  );

  app.get(
    '/:orgId/transfer/:id',
    describeRoute({ tags: ['payment'], summary: 'One of a club’s transfer invoices' }),
    guard('payment.read', orgOf),
    validate('param', InvoiceParam),
    async (c) => {
      const { db } = c.get('auth');
      const { orgId, id } = c.req.valid('param');
      const row = await findTransferInvoice(db, orgId, id);
      if (!row) throw paymentError(404, PAYMENT_ERRORS.notFound, c.req.header('accept-language'));
      return c.json(await transferInvoiceView(db, row));
    },
  );

  app.post(
    '/:orgId/transfer/:id/action',
    describeRoute({
      tags: ['payment'],
      summary: 'Pay a transfer invoice from the club’s balance, or reject it',
    }),
    guard('payment.move', orgOf),
    validate('param', InvoiceParam),
    validate('json', TransferInvoiceActionInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const who = { db, personId: principal!.personId!, lang: c.req.header('accept-language') };
      const { orgId, id } = c.req.valid('param');
      const row = await actOnTransferInvoice(payments, who, orgId, id, c.req.valid('json'));
      return c.json(await transferInvoiceView(db, row));
    },
  );
  return app;
}
