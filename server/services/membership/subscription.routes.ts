/**
 * The payer's subscriptions (seed 3 §2, §3 Subscription, §7), under /api/subscription: membership orders
 * paid in instalments (`INSTALLMENTS_ONLINE`) whose payer is the caller.
 * - GET: the caller's plans, newest first;
 * - PATCH /{id} `{paymentMethodId}`: later instalments are charged to one of the caller's own cards (the
 *   provider answers the id `chargeSaved` takes; another person's card, or a bank account, is refused);
 * - DELETE /{id}/customer/{personId}: cancels the plan (no further instalments); `personId` must be the
 *   caller.
 * Policy payment.ownSubscriptions (signed in); every query is scoped to the caller, so another payer's plan
 * answers 404. Outside the request transaction (it asks the provider; route-rules.ts).
 */
import { and, desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { PAYMENT_ERRORS } from '../../../domain/payment/messages.ts';
import { SubscriptionMethodInput, type SubscriptionView } from '../../../domain/payment/subscription.ts';
import type { PaymentsProvider } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import { membershipOrder, organization } from '../../db/schema/index.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { guard } from '../../http/guard.ts';
import { wholeList } from '../../http/list.ts';
import { serviceError } from '../../http/service-error.ts';
import { validate } from '../../http/validate.ts';

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const Param = v.object({ id: Id });
const CancelParam = v.object({ id: Id, personId: Id });

const mine = (personId: string, id?: string) =>
  and(
    eq(membershipOrder.personId, personId),
    eq(membershipOrder.paymentType, 'INSTALLMENTS_ONLINE'),
    id ? eq(membershipOrder.id, id) : undefined,
  );

async function plans(db: Db, personId: string, id?: string): Promise<SubscriptionView[]> {
  const rows = await db
    .select({ o: membershipOrder, name: organization.name })
    .from(membershipOrder)
    .innerJoin(organization, eq(organization.id, membershipOrder.organizationId))
    .where(mine(personId, id))
    .orderBy(desc(membershipOrder.createdAt));
  return rows.map(({ o, name }) => ({
    id: o.id,
    organizationId: o.organizationId,
    organizationName: name,
    amountMinor: o.amountMinor,
    paidMinor: o.paidMinor,
    currency: o.currency,
    paymentMethodId: o.paymentMethodId,
    planCancelled: o.planCancelled,
    status: o.status,
    createDate: o.createdAt.toISOString(),
  }));
}

export function subscriptionRoutes(payments: PaymentsProvider) {
  const app = new Hono<AppEnv>();
  const me = (c: Context<AppEnv>) => c.get('auth').principal!.personId!;
  const fail = (c: Context<AppEnv>, status: 400 | 404 | 409, m: { id: string; message: string }) =>
    serviceError(status, m, c.req.header('accept-language'), '(subscription)');

  app.get(
    '/',
    describeRoute({ tags: ['payment'], summary: 'My subscription plans (memberships paid in instalments)' }),
    guard('payment.ownSubscriptions'),
    async (c) => c.json(wholeList('subscriptions', await plans(c.get('auth').db, me(c)))),
  );

  app.patch(
    '/:id',
    describeRoute({
      tags: ['payment'],
      summary: 'Charge a subscription’s later instalments to another of my cards',
    }),
    guard('payment.ownSubscriptions'),
    validate('param', Param),
    validate('json', SubscriptionMethodInput),
    async (c) => {
      const { db } = c.get('auth');
      const { id } = c.req.valid('param');
      if (!(await plans(db, me(c), id)).length) throw fail(c, 404, PAYMENT_ERRORS.subscriptionNotFound);
      const card = await payments.chargeableCard(
        { kind: 'PERSON', id: me(c) },
        c.req.valid('json').paymentMethodId,
      );
      if (!card) throw fail(c, 400, PAYMENT_ERRORS.subscriptionCardUnknown);
      await db
        .update(membershipOrder)
        .set({ paymentMethodId: card, updatedAt: new Date() })
        .where(mine(me(c), id));
      return c.json((await plans(db, me(c), id))[0]);
    },
  );

  app.delete(
    '/:id/customer/:personId',
    describeRoute({ tags: ['payment'], summary: 'Cancel my subscription plan (no further instalments)' }),
    guard('payment.ownSubscriptions'),
    validate('param', CancelParam),
    async (c) => {
      const { db } = c.get('auth');
      const { id, personId } = c.req.valid('param');
      if (personId !== me(c) || !(await plans(db, me(c), id)).length)
        throw fail(c, 404, PAYMENT_ERRORS.subscriptionNotFound);
      const done = await db
        .update(membershipOrder)
        .set({ planCancelled: true, updatedAt: new Date() })
        .where(mine(me(c), id))
        .returning({ id: membershipOrder.id });
      if (!done.length) throw fail(c, 409, PAYMENT_ERRORS.subscriptionCancelFailed);
      return c.json((await plans(db, me(c), id))[0]);
    },
  );
  return app;
}
