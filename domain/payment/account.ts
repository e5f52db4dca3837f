/**
 * The payment account of an organisation (seed 3 §3 Payment account, §4 Payment account status): its status,
 * capabilities and balances as the PWA shows them. Amounts are integer minor units with a currency code.
 */
import * as v from 'valibot';

export const PAYMENT_ACCOUNT_STATUSES = [
  'SETUP_NOT_STARTED',
  'REQUIRES_IMMEDIATE_ATTENTION',
  'REQUIRES_EVENTUAL_ATTENTION',
  'SETUP_COMPLETE',
  'UNABLE_TO_DETERMINE',
] as const;
export type PaymentAccountStatus = (typeof PAYMENT_ACCOUNT_STATUSES)[number];

/** Seed 3 §3 Payment method types. */
export const PAYMENT_METHOD_TYPES = [
  'CARD',
  'EU_BANK_TRANSFER',
  'BACS_DEBIT',
  'SEPA_DEBIT',
  'US_BANK_ACCOUNT',
  'AU_BECS_DEBIT',
] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** The placeholder in an onboarding link that the PWA replaces with the page to come back to (seed 3 §7). */
export const RETURN_URL_PLACEHOLDER = '{RETURN_URL}';

export function onboardingLinkFor(link: string, returnUrl: string): string {
  return link.split(RETURN_URL_PLACEHOLDER).join(encodeURIComponent(returnUrl));
}

/** A balance in one currency, in minor units (the one shape: the view type is read from it). */
export const BalanceDoc = v.object({
  currency: v.string(),
  available: v.number(),
  reserved: v.number(),
  pending: v.number(),
});
export type BalanceView = v.InferOutput<typeof BalanceDoc>;

/** The balances an account shows: the provider's, or a zero in the account's currency before it has any. */
export const balancesShown = (balances: BalanceView[], defaultCurrency: string): BalanceView[] =>
  balances.length ? balances : [{ currency: defaultCurrency, available: 0, pending: 0, reserved: 0 }];

export interface PaymentAccountView {
  organizationId: string;
  paymentAccountStatus: PaymentAccountStatus;
  name: string | null;
  country: string | null;
  defaultCurrency: string;
  canAcceptOnlinePayments: boolean;
  canReceivePayouts: boolean;
  /** The provider's onboarding (or login) link with RETURN_URL_PLACEHOLDER; null when there is none. */
  onboardingLink: string | null;
  balances: BalanceView[];
  payoutsFrozen: boolean;
}

/** A top-up or payout as the provider reports it (the overview's table). */
export interface MoneyMovementView {
  id: string;
  kind: 'TOP_UP' | 'PAYOUT';
  amountMinor: number;
  feeMinor: number;
  currency: string;
  status: 'pending' | 'available' | 'in_transit' | 'paid';
  description: string;
  createdAt: string;
  /** When a top-up becomes available, or a payout arrives. */
  settlesAt: string;
}

/** Seed 3 §3 audit event kinds, plus ours for every money action (requests, decisions, freezes). */
export const PAYMENT_AUDIT_ACTIONS = [
  'ACCOUNT_CREATED',
  'ACCOUNT_SETUP_COMPLETED',
  'TOP_UP_REQUESTED',
  'PAYOUT_REQUESTED',
  'REQUEST_APPROVED',
  'REQUEST_REJECTED',
  'REQUEST_CANCELLED',
  'REQUEST_FAILED',
  'PAYOUTS_FROZEN',
  'PAYOUTS_UNFROZEN',
  'PAYMENT_METHOD_ADDED',
  'PAYMENT_METHOD_UPDATED',
  'PAYMENT_METHOD_REMOVED',
  'CASH_BALANCE_FUNDED',
  'CASH_BALANCE_CHARGED',
  // The card terminal (issue 23 item 5).
  'TERMINAL_LOCATION_CREATED',
  'TERMINAL_LOCATION_DELETED',
  'TERMINAL_READER_REGISTERED',
  'TERMINAL_READER_DELETED',
  'TERMINAL_PAYMENT_CREATED',
  'TERMINAL_PAYMENT_SUCCEEDED',
  'TERMINAL_PAYMENT_DECLINED',
  'TERMINAL_PAYMENT_CANCELLED',
  'TRANSFER_INVOICE_PAID',
  'TRANSFER_INVOICE_REJECTED',
  'TRANSFER_RECEIVED',
] as const;
export type PaymentAuditAction = (typeof PAYMENT_AUDIT_ACTIONS)[number];

export interface PaymentAuditView {
  id: string;
  action: PaymentAuditAction;
  actorId: string | null;
  actorName: string | null;
  subjectId: string | null;
  amountMinor: number | null;
  currency: string | null;
  detail: string | null;
  createDate: string;
}
