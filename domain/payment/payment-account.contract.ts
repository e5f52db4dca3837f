/**
 * A club's payment account at the spec's paths (seed 3 §7 Payment service: `/account/{id}…`), each call
 * declared once (docs/adr/0022-route-contracts.md): the balances, and a payout or top-up request as its own
 * call. Registered by server/services/payment/account-spec.routes.ts. The rest of the account family answers
 * at both `/account/{id}…` and the project's earlier `/payment-account/{id}…` (server/http/api-routes.ts).
 */
import * as v from 'valibot';
import { defineRoute } from '../lib/contract.ts';
import { object } from '../lib/schema-helpers.ts';
import { BalanceDoc } from './account.ts';
import { ApprovalDoc, PayoutRequestInput, TopUpRequestInput } from './approval.ts';

const Key = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const OrgParam = v.object({ orgId: Key });
const tag = 'payment';

export const paymentAccountApi = {
  balance: defineRoute({
    method: 'GET',
    path: '/account/:orgId/balance',
    tag,
    summary: 'A club’s balances by currency (available, pending, reserved; minor units)',
    policy: 'payment.read',
    params: OrgParam,
    response: v.object({ balances: v.array(BalanceDoc) }),
  }),
  payout: defineRoute({
    method: 'POST',
    path: '/account/:orgId/payout',
    tag,
    summary: 'Request a payout to the club’s bank account (a second finance admin approves)',
    policy: 'payment.move',
    params: OrgParam,
    body: object({
      ...PayoutRequestInput.entries,
      additionalType: v.optional(v.literal('PAYOUT'), 'PAYOUT'),
    }),
    response: ApprovalDoc,
    status: 201,
  }),
  topup: defineRoute({
    method: 'POST',
    path: '/account/:orgId/topup',
    tag,
    summary: 'Request a top-up from one of the club’s payment methods (a second finance admin approves)',
    policy: 'payment.move',
    params: OrgParam,
    body: object({
      ...TopUpRequestInput.entries,
      additionalType: v.optional(v.literal('TOP_UP'), 'TOP_UP'),
    }),
    response: ApprovalDoc,
    status: 201,
  }),
};
