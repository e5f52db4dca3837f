/**
 * Payment methods (seed 3 §2 "Manage payment methods, with view and delete dialogs", §3 Payment method, §5
 * description ≤ 30, §7 Payment service):
 * - a person's own, under /api/payment-method: GET (list), POST (add), PATCH /{id} (description), DELETE
 *   /{id} — policy payment.ownMethods (signed in); every call is scoped to the caller's own person id, so no
 *   other person's methods are reachable (a foreign id answers 404); each change is written to the payment
 *   audit under the person (no organisation's log shows it; type, description and last 4 only);
 * - an organisation's, under /api/payment-account/{orgId}/payment-method (GET is in payment-account.routes.ts):
 *   POST, PATCH /{id}, DELETE /{id} — policy payment.move (the club's FINANCE holders), audited in the
 *   append-only payment audit;
 * - GET /api/payment-account/{orgId}/refund-quote?amount=&currency= — what a card refund of `amount` would
 *   take from the balance (domain/payment/refund.ts) and whether the balance covers it (payment.read).
 * The provider keeps the methods (local-methods.ts, stripe-methods.ts); outside the request transaction
 * (route-rules.ts), so an Idempotency-Key replays the first answer, and the key is the provider's reference.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { PAYMENT_ERRORS } from '../../../domain/payment/messages.ts';
import { PaymentMethodInput, PaymentMethodUpdateInput } from '../../../domain/payment/method.ts';
import { refundQuote, canRefund } from '../../../domain/payment/refund.ts';
import {
  PaymentMethodRefusedError,
  REFUND_BANK_FEE_MINOR,
  type MethodOwner,
  type PaymentsProvider,
} from '../../adapters/payments/provider.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { guard } from '../../http/guard.ts';
import { wholeList } from '../../http/list.ts';
import { validate } from '../../http/validate.ts';
import { paymentError } from './payment-errors.ts';
import { OrgParam } from './payment-account.routes.ts';
import { audit } from './payment.repository.ts';

const MethodId = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const OwnMethodParam = v.object({ id: MethodId });
const OrgMethodParam = v.object({ ...OrgParam.entries, id: MethodId });
const QuoteQuery = v.object({
  amount: v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/), v.transform(Number)),
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)), 'EUR'),
});

const lang = (c: Context<AppEnv>) => c.req.header('accept-language');
const idempotencyKey = (c: Context<AppEnv>) => c.req.header('idempotency-key') ?? crypto.randomUUID();

async function add(
  c: Context<AppEnv>,
  payments: PaymentsProvider,
  owner: MethodOwner,
  input: PaymentMethodInput,
) {
  try {
    return await payments.addMethod({ ...input, owner, reference: idempotencyKey(c) });
  } catch (e) {
    if (e instanceof PaymentMethodRefusedError)
      throw paymentError(400, PAYMENT_ERRORS.methodRefused, lang(c));
    throw e;
  }
}

export function paymentMethodRoutes(payments: PaymentsProvider) {
  const app = new Hono<AppEnv>();
  const me = (c: Context<AppEnv>): MethodOwner => ({
    kind: 'PERSON',
    id: c.get('auth').principal!.personId!,
  });

  app.get(
    '/',
    describeRoute({ tags: ['payment'], summary: 'My payment methods' }),
    guard('payment.ownMethods'),
    async (c) => c.json(wholeList('paymentMethods', await payments.listMethods(me(c)))),
  );
  app.post(
    '/',
    describeRoute({ tags: ['payment'], summary: 'Add one of my payment methods' }),
    guard('payment.ownMethods'),
    validate('json', PaymentMethodInput),
    async (c) => {
      const m = await add(c, payments, me(c), c.req.valid('json'));
      await audit(c.get('auth').db, {
        personId: me(c).id,
        action: 'PAYMENT_METHOD_ADDED',
        actorId: me(c).id,
        subjectId: m.id,
        currency: m.currency,
        detail: `${m.type} ${m.description ?? ''} ····${m.last4}`,
      });
      return c.json(m, 201);
    },
  );
  app.patch(
    '/:id',
    describeRoute({ tags: ['payment'], summary: 'Describe one of my payment methods' }),
    guard('payment.ownMethods'),
    validate('param', OwnMethodParam),
    validate('json', PaymentMethodUpdateInput),
    async (c) => {
      const { id } = c.req.valid('param');
      const m = await payments.updateMethod(me(c), id, c.req.valid('json').description);
      if (!m) throw paymentError(404, PAYMENT_ERRORS.methodNotFound, lang(c));
      await audit(c.get('auth').db, {
        personId: me(c).id,
        action: 'PAYMENT_METHOD_UPDATED',
        actorId: me(c).id,
        subjectId: `${id}:${idempotencyKey(c)}`,
        detail: m.description,
      });
      return c.json(m);
    },
  );
  app.delete(
    '/:id',
    describeRoute({ tags: ['payment'], summary: 'Delete one of my payment methods' }),
    guard('payment.ownMethods'),
    validate('param', OwnMethodParam),
    async (c) => {
      const { id } = c.req.valid('param');
      if (!(await payments.removeMethod(me(c), id)))
        throw paymentError(404, PAYMENT_ERRORS.methodNotFound, lang(c));
      await audit(c.get('auth').db, {
        personId: me(c).id,
        action: 'PAYMENT_METHOD_REMOVED',
        actorId: me(c).id,
        subjectId: id,
      });
      return c.body(null, 204);
    },
  );
  return app;
}

export function organizationMethodRoutes(payments: PaymentsProvider) {
  const app = new Hono<AppEnv>();
  const orgOf = (c: Context<AppEnv>) => c.req.param('orgId');
  const org = (id: string): MethodOwner => ({ kind: 'ORGANIZATION', id });
  const actor = (c: Context<AppEnv>) => c.get('auth').principal?.personId ?? null;

  app.post(
    '/:orgId/payment-method',
    describeRoute({ tags: ['payment'], summary: 'Add a club payment method (bank account or card)' }),
    guard('payment.move', orgOf),
    validate('param', OrgParam),
    validate('json', PaymentMethodInput),
    async (c) => {
      const { orgId } = c.req.valid('param');
      const m = await add(c, payments, org(orgId), c.req.valid('json'));
      await audit(c.get('auth').db, {
        organizationId: orgId,
        action: 'PAYMENT_METHOD_ADDED',
        actorId: actor(c),
        subjectId: m.id,
        currency: m.currency,
        detail: `${m.type} ${m.description ?? ''} ····${m.last4}`,
      });
      return c.json(m, 201);
    },
  );
  app.patch(
    '/:orgId/payment-method/:id',
    describeRoute({ tags: ['payment'], summary: 'Change a club payment method’s description' }),
    guard('payment.move', orgOf),
    validate('param', OrgMethodParam),
    validate('json', PaymentMethodUpdateInput),
    async (c) => {
      const { orgId, id } = c.req.valid('param');
      const m = await payments.updateMethod(org(orgId), id, c.req.valid('json').description);
      if (!m) throw paymentError(404, PAYMENT_ERRORS.methodNotFound, lang(c));
      await audit(c.get('auth').db, {
        organizationId: orgId,
        action: 'PAYMENT_METHOD_UPDATED',
        actorId: actor(c),
        subjectId: `${id}:${idempotencyKey(c)}`,
        detail: m.description,
      });
      return c.json(m);
    },
  );
  app.delete(
    '/:orgId/payment-method/:id',
    describeRoute({ tags: ['payment'], summary: 'Delete a club payment method' }),
    guard('payment.move', orgOf),
    validate('param', OrgMethodParam),
    async (c) => {
      const { orgId, id } = c.req.valid('param');
      if (!(await payments.removeMethod(org(orgId), id)))
        throw paymentError(404, PAYMENT_ERRORS.methodNotFound, lang(c));
      await audit(c.get('auth').db, {
        organizationId: orgId,
        action: 'PAYMENT_METHOD_REMOVED',
        actorId: actor(c),
        subjectId: id,
      });
      return c.body(null, 204);
    },
  );
  app.get(
    '/:orgId/refund-quote',
    describeRoute({ tags: ['payment'], summary: 'What a card refund would take from the club’s balance' }),
    guard('payment.read', orgOf),
    validate('param', OrgParam),
    validate('query', QuoteQuery),
    async (c) => {
      const { orgId } = c.req.valid('param');
      const { amount, currency } = c.req.valid('query');
      const quote = refundQuote(amount, REFUND_BANK_FEE_MINOR);
      const b = (await payments.balances(orgId)).find((x) => x.currency === currency);
      return c.json({
        ...quote,
        currency,
        refundable: canRefund(quote, (b?.available ?? 0) + (b?.pending ?? 0)),
      });
    },
  );
  return app;
}
