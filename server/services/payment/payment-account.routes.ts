/**
 * A club's payment account (seed 3 §2 Payments screens, §3, §4 Payment account status, §7 Payment service),
 * under /api/payment-account/{orgId}:
 * - GET /{orgId}: the overview — status (SETUP_NOT_STARTED when the provider has no account: its 404 is not
 *   an error), capabilities, the onboarding link with its return-url placeholder, balances, payout freeze;
 * - POST /{orgId}: opens the account at the provider (FINANCE);
 * - GET /{orgId}/movement: payouts and top-ups; GET /{orgId}/payment-method: the club's methods;
 * - GET /{orgId}/audit-log: account events and every money action, createDate descending.
 * Policy payment.read / payment.move (payment.policy.ts); SQL in payment.repository.ts. These routes call the
 * provider, so they run outside the request transaction (route-rules.ts).
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { listQuery } from '../../../domain/lib/list-query.ts';
import { balancesShown, type PaymentAccountView } from '../../../domain/payment/account.ts';
import type { PaymentsProvider } from '../../adapters/payments/provider.ts';
import { organization } from '../../db/schema/index.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { guard } from '../../http/guard.ts';
import { listBody, wholeList } from '../../http/list.ts';
import { validate } from '../../http/validate.ts';
import { audit, auditLog, payoutsFrozen } from './payment.repository.ts';

/**
 * Where the account family is mounted: the spec's `/account` (seed 3 §7) and the project's earlier
 * `/payment-account`, which the app and older clients call; both answer the same.
 */
export const PAYMENT_ACCOUNT_BASES = ['/account', '/payment-account'] as const;

export const OrgParam = v.object({ orgId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });
const OpenInput = v.object({
  country: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)), 'IE'),
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)), 'EUR'),
});
const AuditQuery = listQuery({ maxSize: 100, defaultSize: 100 });

export function paymentAccountRoutes(payments: PaymentsProvider) {
  const app = new Hono<AppEnv>();
  const orgOf = (c: { req: { param(k: string): string | undefined } }) => c.req.param('orgId');

  async function overview(
    db: Parameters<typeof payoutsFrozen>[0],
    orgId: string,
  ): Promise<PaymentAccountView> {
    const account = await payments.account(orgId);
    const frozen = await payoutsFrozen(db, orgId);
    if (!account) {
      return {
        organizationId: orgId,
        paymentAccountStatus: 'SETUP_NOT_STARTED',
        name: null,
        country: null,
        defaultCurrency: 'EUR',
        canAcceptOnlinePayments: false,
        canReceivePayouts: false,
        onboardingLink: null,
        balances: [],
        payoutsFrozen: frozen,
      };
    }
    const balances = await payments.balances(orgId);
    const link = account.status === 'SETUP_COMPLETE' ? null : await payments.onboardingLink(orgId);
    return {
      organizationId: orgId,
      paymentAccountStatus: account.status,
      name: account.name,
      country: account.country,
      defaultCurrency: account.defaultCurrency,
      canAcceptOnlinePayments: account.canAcceptOnlinePayments,
      canReceivePayouts: account.canReceivePayouts,
      onboardingLink: link,
      balances: balancesShown(balances, account.defaultCurrency),
      payoutsFrozen: frozen,
    };
  }

  app.get(
    '/:orgId',
    describeRoute({
      tags: ['payment'],
      summary: 'A club’s payment account: status, balances, onboarding link',
    }),
    guard('payment.read', orgOf),
    validate('param', OrgParam),
    async (c) => c.json(await overview(c.get('auth').db, c.req.valid('param').orgId)),
  );

  app.post(
    '/:orgId',
    describeRoute({ tags: ['payment'], summary: 'Open the club’s payment account at the provider' }),
    guard('payment.move', orgOf),
    validate('param', OrgParam),
    validate('json', OpenInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const actorId = principal?.personId ?? null;
      const { orgId } = c.req.valid('param');
      const body = c.req.valid('json');
      const [org] = await db
        .select({ name: organization.name })
        .from(organization)
        .where(eq(organization.id, orgId));
      const before = await payments.account(orgId);
      await payments.createAccount(orgId, {
        name: org?.name ?? orgId,
        country: body.country,
        currency: body.currency,
      });
      if (!before)
        await audit(db, { organizationId: orgId, action: 'ACCOUNT_CREATED', actorId, subjectId: orgId });
      return c.json(await overview(db, orgId), before ? 200 : 201);
    },
  );

  app.get(
    '/:orgId/movement',
    describeRoute({ tags: ['payment'], summary: 'A club’s payouts and top-ups, newest first' }),
    guard('payment.read', orgOf),
    validate('param', OrgParam),
    async (c) => c.json(wholeList('movements', await payments.movements(c.req.valid('param').orgId))),
  );

  app.get(
    '/:orgId/payment-method',
    describeRoute({
      tags: ['payment'],
      summary: 'A club’s payment methods (bank accounts and cards it tops up from)',
    }),
    guard('payment.read', orgOf),
    validate('param', OrgParam),
    async (c) =>
      c.json(wholeList('paymentMethods', await payments.paymentMethods(c.req.valid('param').orgId))),
  );

  app.get(
    '/:orgId/audit-log',
    describeRoute({ tags: ['payment'], summary: 'A club’s payment account events, newest first' }),
    guard('payment.read', orgOf),
    validate('param', OrgParam),
    validate('query', AuditQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { items, total } = await auditLog(c.get('auth').db, c.req.valid('param').orgId, q.page, q.size);
      return c.json(listBody('auditEvents', items, total, q.page, q.size));
    },
  );
  return app;
}
