/**
 * The super admin's "Accounts" and exchange rates under /api/super-admin (seed 3 §2 "Super admin", §3, §6,
 * §7 super admin endpoints; SUPER_ADMIN only, super-admin-money.policy.ts):
 * - GET /payment-customer?search=: payment customers (organisations by name, at most 50) with their cash
 *   balances; GET /organization/{id}/stripe-customer: one (404 when no such organisation);
 * - POST /test_helper/organization/{id}/fund_cash_balance `{currency, amount}`: a simulated bank transfer into
 *   the cash balance (the provider's test helper);
 * - POST /organization/{id}/balance-transfer/currency/{currency}: charges the whole cash balance into the
 *   club's balance as a bank-transfer top-up (pending, then available by the fund clearing rules);
 * - GET /fx-rates (status ascending, updateDate descending, paged), POST /fx-rates, PATCH /fx-rates/{id}.
 * Money actions go to the club's append-only payment audit and to the super admin audit. The provider calls
 * run outside the request transaction (route-rules.ts); the Idempotency-Key is the provider's reference, so a
 * replay moves no money twice. SQL in accounts.repository.ts.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { listQuery } from '../../../domain/lib/list-query.ts';
import { PAYMENT_ERRORS } from '../../../domain/payment/messages.ts';
import {
  CashCurrency,
  CustomerSearch,
  FundCashBalanceInput,
  type PaymentCustomerView,
} from '../../../domain/super-admin/accounts.ts';
import { ExchangeRateInput, ExchangeRateUpdateInput } from '../../../domain/super-admin/exchange-rate.ts';
import type { PaymentsProvider } from '../../adapters/payments/provider.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { guard } from '../../http/guard.ts';
import { listBody, wholeList } from '../../http/list.ts';
import { validate } from '../../http/validate.ts';
import { serviceError } from '../../http/service-error.ts';
import { audit } from '../payment/payment.repository.ts';
import { findCustomer, insertRate, listRates, searchCustomers, updateRate } from './accounts.repository.ts';
import { recordAudit } from './audit.repository.ts';

const OrgParam = v.object({ orgId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });
const ChargeParam = v.object({ ...OrgParam.entries, currency: CashCurrency });
const RateParam = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });
const RateQuery = listQuery({ maxSize: 200, defaultSize: 100 });

const fail = (
  c: Context<AppEnv>,
  status: 400 | 404 | 409,
  m: { id: string; message: string },
  field = '(account)',
) => serviceError(status, m, c.req.header('accept-language'), field);

export function superAdminAccountRoutes(payments: PaymentsProvider) {
  const app = new Hono<AppEnv>();
  const key = (c: Context<AppEnv>) => c.req.header('idempotency-key') ?? crypto.randomUUID();

  async function customer(c: Context<AppEnv>, orgId: string): Promise<PaymentCustomerView> {
    const row = await findCustomer(c.get('auth').db, orgId);
    if (!row) throw fail(c, 404, PAYMENT_ERRORS.organizationNotFound);
    return { ...row, cashBalances: await payments.cashBalances(orgId) };
  }

  app.get(
    '/payment-customer',
    describeRoute({
      tags: ['super admin'],
      summary: 'Payment customers (organisations) with their cash balances',
    }),
    guard('superAdmin.customer.read'),
    validate('query', CustomerSearch),
    async (c) => {
      const rows = await searchCustomers(c.get('auth').db, c.req.valid('query').search);
      const items = await Promise.all(
        rows.map(async (r) => ({ ...r, cashBalances: await payments.cashBalances(r.organizationId) })),
      );
      return c.json(wholeList('customers', items));
    },
  );

  app.get(
    '/organization/:orgId/stripe-customer',
    describeRoute({ tags: ['super admin'], summary: 'One organisation’s payment customer and cash balance' }),
    guard('superAdmin.customer.read'),
    validate('param', OrgParam),
    async (c) => c.json(await customer(c, c.req.valid('param').orgId)),
  );

  app.post(
    '/test_helper/organization/:orgId/fund_cash_balance',
    describeRoute({
      tags: ['super admin'],
      summary: 'Simulate a bank transfer into an organisation’s cash balance',
    }),
    guard('superAdmin.customer.fund'),
    validate('param', OrgParam),
    validate('json', FundCashBalanceInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { orgId } = c.req.valid('param');
      const { currency, amount } = c.req.valid('json');
      await customer(c, orgId);
      const reference = key(c);
      await payments.fundCashBalance({ organizationId: orgId, currency, amountMinor: amount, reference });
      await audit(db, {
        organizationId: orgId,
        action: 'CASH_BALANCE_FUNDED',
        actorId: principal!.personId,
        subjectId: reference,
        amountMinor: amount,
        currency,
      });
      await recordAudit(db, principal!, {
        action: 'CASH_BALANCE_FUND',
        targetType: 'ORGANIZATION',
        targetId: orgId,
        details: { amount, currency },
      });
      return c.json(await customer(c, orgId));
    },
  );

  app.post(
    '/organization/:orgId/balance-transfer/currency/:currency',
    describeRoute({ tags: ['super admin'], summary: 'Charge the cash balance into the club’s balance' }),
    guard('superAdmin.customer.charge'),
    validate('param', ChargeParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { orgId, currency } = c.req.valid('param');
      await customer(c, orgId);
      const reference = key(c);
      const topUp = await payments.chargeCashBalance({ organizationId: orgId, currency, reference });
      if (!topUp) throw fail(c, 409, PAYMENT_ERRORS.noCashBalance, 'currency');
      await audit(db, {
        organizationId: orgId,
        action: 'CASH_BALANCE_CHARGED',
        actorId: principal!.personId,
        subjectId: topUp.id,
        amountMinor: topUp.amountMinor,
        currency,
      });
      await recordAudit(db, principal!, {
        action: 'CASH_BALANCE_CHARGE',
        targetType: 'ORGANIZATION',
        targetId: orgId,
        details: { amount: topUp.amountMinor, currency, topUpId: topUp.id },
      });
      return c.json({ topUp, customer: await customer(c, orgId) });
    },
  );

  app.get(
    '/fx-rates',
    describeRoute({ tags: ['super admin'], summary: 'Exchange rates, by status then newest change' }),
    guard('superAdmin.exchangeRate.list'),
    validate('query', RateQuery),
    async (c) => {
      const { page, size } = c.req.valid('query');
      const { items, total } = await listRates(c.get('auth').db, page, size);
      return c.json(listBody('fxRates', items, total, page, size));
    },
  );

  app.post(
    '/fx-rates',
    describeRoute({ tags: ['super admin'], summary: 'Add an exchange rate' }),
    guard('superAdmin.exchangeRate.write'),
    validate('json', ExchangeRateInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const input = c.req.valid('json');
      const row = await insertRate(db, input, principal!.personId);
      if (row)
        await recordAudit(db, principal!, {
          action: 'EXCHANGE_RATE_CREATE',
          targetType: 'EXCHANGE_RATE',
          targetId: row.id,
          details: { ...input },
        });
      if (!row) throw fail(c, 409, PAYMENT_ERRORS.exchangeRateActive, 'destinationCurrency');
      return c.json(row, 201);
    },
  );

  app.patch(
    '/fx-rates/:id',
    describeRoute({ tags: ['super admin'], summary: 'Change an exchange rate or its status' }),
    guard('superAdmin.exchangeRate.write'),
    validate('param', RateParam),
    validate('json', ExchangeRateUpdateInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const r = await updateRate(db, id, input, principal!.personId);
      if (typeof r === 'object')
        await recordAudit(db, principal!, {
          action: 'EXCHANGE_RATE_UPDATE',
          targetType: 'EXCHANGE_RATE',
          targetId: id,
          details: { ...input },
        });
      if (r === 'missing') throw fail(c, 404, PAYMENT_ERRORS.exchangeRateNotFound, 'id');
      if (r === 'conflict') throw fail(c, 409, PAYMENT_ERRORS.exchangeRateActive, 'status');
      return c.json(r);
    },
  );
  return app;
}
