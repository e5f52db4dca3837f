/**
 * The payment account's calls that the spec names on their own (seed 3 §7: `/account/{id}/balance`,
 * `/account/{id}/payout`, `/account/{org}/topup`), registered from their contracts
 * (domain/payment/payment-account.contract.ts). A payout or top-up here is the same request as
 * `POST /account/{club}/approval` with that `additionalType` (approval.ts): it waits for a second finance
 * admin. Outside the request transaction like the rest of the account (route-rules.ts): they call the provider.
 */
import { Hono, type Context } from 'hono';
import { balancesShown } from '../../../domain/payment/account.ts';
import { paymentAccountApi } from '../../../domain/payment/payment-account.contract.ts';
import type { PaymentsProvider } from '../../adapters/payments/provider.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { route } from '../../http/contract.ts';
import { caller } from './approval.routes.ts';
import { requestMovement } from './approval.ts';
import { approvalView } from './payment.repository.ts';

const orgOf = (c: Context<AppEnv>) => c.req.param('orgId');

export function accountSpecRoutes(payments: PaymentsProvider) {
  const app = new Hono<AppEnv>();

  route(app, paymentAccountApi.balance, {
    resource: orgOf,
    handler: async (_c, { params }) => {
      const account = await payments.account(params.orgId);
      if (!account) return { balances: [] };
      return { balances: balancesShown(await payments.balances(params.orgId), account.defaultCurrency) };
    },
  });

  for (const contract of [paymentAccountApi.payout, paymentAccountApi.topup]) {
    route(app, contract, {
      resource: orgOf,
      handler: async (c, { params, body }) => {
        const who = caller(c);
        const row = await requestMovement(payments, who, params.orgId, body);
        return approvalView(who.db, row);
      },
    });
  }
  return app;
}
