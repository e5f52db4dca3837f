/**
 * The super admin's "Accounts" (seed 3 §2 "Super admin" tabs, §3 "Customer organisation payment account with
 * a cash balance and currency", §6, §7 super admin endpoints): payment customers (organisations, searched by
 * name), their cash balance per currency; a simulated bank transfer funds it (the local provider's test
 * helper, like Stripe's `fund_cash_balance`); charging it moves it into the club's balance as a bank-transfer
 * top-up, which clears by the fund clearing rules. Amounts are integer minor units.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';
import { requiredString, strictObject } from '../lib/schema-helpers.ts';

export const CashCurrency = v.pipe(requiredString(), v.regex(/^[A-Z]{3}$/, M.paymentCurrency.id));

/** POST /super-admin/test_helper/organization/{id}/fund_cash_balance: at most 1,000,000 in major units. */
export const FundCashBalanceInput = strictObject({
  currency: CashCurrency,
  amount: v.pipe(
    v.number(M.invalid.id),
    v.integer(M.paymentAmountPositive.id),
    v.minValue(1, M.paymentAmountPositive.id),
    v.maxValue(100_000_000, M.paymentAmountPositive.id),
  ),
});
export type FundCashBalanceInput = v.InferOutput<typeof FundCashBalanceInput>;

export const CustomerSearch = v.strictObject({
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, M.tooLong.id)), ''),
});

export interface CashBalanceView {
  currency: string;
  amountMinor: number;
}

export interface PaymentCustomerView {
  organizationId: string;
  name: string;
  /** The club's payment account status at the provider (null: none). */
  hasPaymentAccount: boolean;
  payoutsFrozen: boolean;
  cashBalances: CashBalanceView[];
}
