/**
 * The payments adapter: the one interface the draws (and later membership, levies and invoices) use for
 * money. Two implementations: the local test-mode provider (default; local-provider.ts) and Stripe
 * (stripe-provider.ts), chosen by PAYMENTS_PROVIDER (select-provider.ts).
 *
 * Invariants:
 * - Card numbers never reach the PWA or the API: payment happens on the provider's hosted checkout page
 *   (the local provider's is served by this server at /pay/checkout/{id}; Stripe's by Stripe).
 * - Goods are issued only on a signed event (`parseEvent` verifies the signature and timestamp first), never
 *   on the browser's return to the success URL.
 * - Amounts are integer minor units with a currency code; a refund is always of the whole payment.
 */

import type {
  MoneyMovementView,
  PaymentAccountStatus,
  PaymentMethodType,
} from '../../../domain/payment/account.ts';
import type { HistoryType, PaymentHistoryItem } from '../../../domain/payment/history.ts';
import type { PaymentMethodInput, PaymentMethodView } from '../../../domain/payment/method.ts';
import type {
  TerminalLocationInput,
  TerminalLocationView,
  TerminalPaymentView,
  TerminalReaderView,
} from '../../../domain/payment/terminal.ts';

/** Seed 3 §9: card payments cost 1.35 %. */
export const CARD_FEE_PERCENT = 1.35;

export function cardFee(amountMinor: number): number {
  return Math.round((amountMinor * CARD_FEE_PERCENT) / 100);
}

/** The separate banking refund fee (seed 3 §4: "amount not shown"): ours, in minor units. */
export const REFUND_BANK_FEE_MINOR = 25;

export interface CheckoutSessionInput {
  /** The organisation the money is for (its balance in the local provider). */
  accountId: string;
  amountMinor: number;
  currency: string;
  description: string;
  /** Copied to the session and its payment intent, and returned in every event about them. */
  metadata: Record<string, string>;
  /** `{CHECKOUT_SESSION_ID}` is replaced with the session id, as Stripe does. */
  successUrl: string;
  cancelUrl: string;
  /** Save the card for later off-session charges (`chargeSaved`): instalment plans. */
  saveCard?: boolean;
}

export interface CheckoutSession {
  id: string;
  url: string;
  status: 'open' | 'complete' | 'expired';
  paymentIntentId: string | null;
  expiresAt: Date;
  metadata: Record<string, string>;
  /** The saved card of a paid `saveCard` session, for `chargeSaved`. */
  paymentMethodId: string | null;
  /**
   * What the page confirms the card payment with, in page (seed 1 §7: a 402 answer carries it); absent or null
   * when the provider offers only its hosted page (`url`), which stays the fallback.
   */
  clientSecret?: string | null;
}

export interface SavedCharge {
  /** From a paid `saveCard` checkout session. */
  paymentMethodId: string;
  accountId: string;
  amountMinor: number;
  currency: string;
  description: string;
  metadata: Record<string, string>;
}

/** The outcome of an off-session charge: it is decided at once, with no event to wait for. */
export interface SavedChargeResult {
  paymentIntentId: string;
  status: 'succeeded' | 'failed';
}

export interface Refund {
  id: string;
  paymentIntentId: string;
  amountMinor: number;
}

export interface Balance {
  currency: string;
  available: number;
  /** Held back from the available balance (payouts on their way). */
  reserved: number;
  /** Charges not yet cleared. */
  pending: number;
}

/** Money out of an organisation's available balance (an annual levy), once per `reference`. */
export interface BalanceDebit {
  accountId: string;
  amountMinor: number;
  currency: string;
  description: string;
  reference: string;
}

/** The account cannot pay from its balance: none is held for it, or it holds too little. */
export class BalanceDebitError extends Error {
  override name = 'BalanceDebitError';
  constructor(readonly reason: 'no_account' | 'insufficient') {
    super(reason === 'no_account' ? 'No payment account' : 'The available balance is too low');
  }
}

/** A payout out of the available balance, once per `reference` (the caller's idempotency key). */
export interface PayoutInput {
  accountId: string;
  amountMinor: number;
  currency: string;
  description: string;
  reference: string;
}

/**
 * Money from one organisation's available balance to another's (a transfer invoice paid), once per
 * `reference`; throws BalanceDebitError when the payer has no account or too little available.
 */
export interface TransferInput {
  accountId: string;
  destinationAccountId: string;
  amountMinor: number;
  currency: string;
  description: string;
  reference: string;
}

/** A top-up from the organisation's bank (seed 3 §4 Fund clearing), once per `reference`. */
export interface TopUpInput {
  accountId: string;
  paymentMethodId: string;
  amountMinor: number;
  currency: string;
  description: string;
  reference: string;
}

export interface HistoryRequest {
  type?: HistoryType;
  direction?: 'IN' | 'OUT';
  /** yyyy-MM-dd, inclusive. */
  from?: string;
  to?: string;
  ascending?: boolean;
  size: number;
  /** From the previous page's `next`. */
  cursor?: string;
}

export interface HistoryPage {
  items: PaymentHistoryItem[];
  next: string | null;
}

/** The organisation's account at the provider (Stripe: its Connect account). */
export interface ProviderAccount {
  id: string;
  name: string;
  country: string;
  defaultCurrency: string;
  status: PaymentAccountStatus;
  canAcceptOnlinePayments: boolean;
  canReceivePayouts: boolean;
}

export interface ProviderPaymentMethod {
  id: string;
  type: PaymentMethodType;
  description: string | null;
  currency: string;
  last4: string;
}

export type PaymentEventType =
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'payment_intent.payment_failed'
  | 'charge.refunded';

/** A verified event, reduced to what the server acts on. */
export interface PaymentEvent {
  id: string;
  type: PaymentEventType;
  checkoutSessionId: string | null;
  paymentIntentId: string | null;
  metadata: Record<string, string>;
}

export class PaymentsError extends Error {
  override name = 'PaymentsError';
}

/** The signature did not verify, was too old, or the body is not an event. */
export class PaymentEventSignatureError extends PaymentsError {
  override name = 'PaymentEventSignatureError';
}

// ---- Card terminal (issue 23 item 5; seed 3 §3 Card terminal, §4 Card payment acceptance) -------------------
// Stripe Terminal's objects, each under the organisation's account (`accountId`): a lookup of another
// organisation's location, reader or payment answers null, never the object. local-terminal.ts,
// stripe-terminal.ts.

export interface TerminalPaymentInput {
  accountId: string;
  locationId: string;
  amountMinor: number;
  currency: string;
  description: string;
  /** Copied to the payment intent (category, receipt e-mail, the page's language). */
  metadata: Record<string, string>;
  /** The caller's idempotency key: a retry with it answers the first payment intent. */
  reference: string;
}

/** A splash screen image as stored, or to store. */
export interface SplashScreen {
  contentType: string;
  data: Buffer;
}

export interface TerminalProvider {
  terminalLocations(accountId: string): Promise<TerminalLocationView[]>;
  createTerminalLocation(accountId: string, input: TerminalLocationInput): Promise<TerminalLocationView>;
  updateTerminalLocation(
    accountId: string,
    id: string,
    input: TerminalLocationInput,
  ): Promise<TerminalLocationView | null>;
  /** Deletes the location and its readers; false when the account has no such location. */
  deleteTerminalLocation(accountId: string, id: string): Promise<boolean>;
  /** The bbpos wisepos e splash screen of a location: null when none (a 404, not an error). */
  terminalSplashScreen(accountId: string, locationId: string): Promise<SplashScreen | null>;
  setTerminalSplashScreen(accountId: string, locationId: string, image: SplashScreen): Promise<boolean>;
  terminalReaders(accountId: string, locationId?: string): Promise<TerminalReaderView[]>;
  /** Registers a reader by the code it shows; throws TerminalRegistrationError when the code is refused. */
  registerTerminalReader(
    accountId: string,
    input: { locationId: string; name: string; registrationCode: string },
  ): Promise<TerminalReaderView | null>;
  renameTerminalReader(accountId: string, id: string, name: string): Promise<TerminalReaderView | null>;
  deleteTerminalReader(accountId: string, id: string): Promise<boolean>;
  /** A connection token for the browser's reader client, bound to one location; null when not the account's. */
  terminalConnectionToken(accountId: string, locationId: string): Promise<string | null>;
  /** A card-present payment intent waiting for the reader (requires_payment_method). */
  createTerminalPayment(input: TerminalPaymentInput): Promise<TerminalPaymentView>;
  terminalPayment(accountId: string, id: string): Promise<TerminalPaymentView | null>;
  /** Cancels a payment not yet succeeded; answers it (canceled), or null when not the account's. */
  cancelTerminalPayment(accountId: string, id: string): Promise<TerminalPaymentView | null>;
}

/** The provider refused the reader's registration code. */
export class TerminalRegistrationError extends PaymentsError {
  override name = 'TerminalRegistrationError';
}
// ---- End of card terminal ---------------------------------------------------------------------------------

export interface PaymentsProvider extends PaymentMethodsAndCash {
  /** The card terminal's locations, readers and payments (local-terminal.ts, stripe-terminal.ts). */
  readonly terminal: TerminalProvider;
  /** The organisation's account, or null when the provider has none (a 404 there is not an error). */
  account(accountId: string): Promise<ProviderAccount | null>;
  /** Opens an account for the organisation (its onboarding follows through `onboardingLink`). */
  createAccount(
    accountId: string,
    details: { name: string; country: string; currency: string },
  ): Promise<ProviderAccount>;
  /** Where the organisation completes its setup, with RETURN_URL_PLACEHOLDER for the page to come back to. */
  onboardingLink(accountId: string): Promise<string>;
  /** One balance per currency the account holds. */
  balances(accountId: string): Promise<Balance[]>;
  /** Top-ups and payouts, newest first. */
  movements(accountId: string): Promise<MoneyMovementView[]>;
  /** The organisation's payment methods (bank accounts and cards it tops up from). */
  paymentMethods(accountId: string): Promise<ProviderPaymentMethod[]>;
  topUp(input: TopUpInput): Promise<MoneyMovementView>;
  /** The account's payment history, one page (processed-on order) at a time. */
  history(accountId: string, request: HistoryRequest): Promise<HistoryPage>;
  /** Pays out of the available balance; throws BalanceDebitError('insufficient') when it does not cover it. */
  payout(input: PayoutInput): Promise<MoneyMovementView>;
  /** Moves money from the payer's available balance to another organisation's; answers the transfer's id. */
  transfer(input: TransferInput): Promise<{ id: string }>;
  readonly name: 'local' | 'stripe';
  /** The header the provider signs events in. */
  readonly signatureHeader: string;
  createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession>;
  retrieveCheckoutSession(id: string): Promise<CheckoutSession>;
  /** Ends an open session; its event follows (checkout.session.expired). */
  expireCheckoutSession(id: string): Promise<void>;
  /** Charges a saved card off-session (later instalments); a decline answers `failed`, not an error. */
  chargeSaved(input: SavedCharge): Promise<SavedChargeResult>;
  /** Refunds the whole payment. */
  refund(paymentIntentId: string): Promise<Refund>;
  balance(accountId: string, currency: string): Promise<Balance>;
  /** Takes the amount out of the available balance; throws BalanceDebitError when it cannot. */
  debitBalance(input: BalanceDebit): Promise<{ id: string }>;
  /** Verifies the signature (HMAC-SHA256 over `timestamp.body`, at most 5 minutes old), then parses. */
  parseEvent(rawBody: string, signature: string | undefined): Promise<PaymentEvent | null>;
}

// ==== BEGIN paymore: payment methods (person and organisation) and customer cash balances ====
// Issue 23 item 4 (payment methods), issue 27 item 4 (super admin accounts). Local: local-methods.ts,
// local-cash.ts; Stripe: stripe-methods.ts.

/** Whose payment methods: an organisation's (its account id) or a person's own. */
export interface MethodOwner {
  kind: 'ORGANIZATION' | 'PERSON';
  id: string;
}

/** Adds a method once per `reference` (the caller's idempotency key). */
export type AddPaymentMethodInput = PaymentMethodInput & { owner: MethodOwner; reference: string };

/** A customer's cash balance in one currency (seed 3 §3), integer minor units. */
export interface CashBalance {
  currency: string;
  amountMinor: number;
}

export interface CashMovementInput {
  organizationId: string;
  currency: string;
  reference: string;
}

/** The provider refused the method (an unknown token, a bank account it cannot take). */
export class PaymentMethodRefusedError extends PaymentsError {
  override name = 'PaymentMethodRefusedError';
}

export interface PaymentMethodsAndCash {
  /** The owner's active methods, oldest first (an organisation's: those with a description). */
  listMethods(owner: MethodOwner): Promise<PaymentMethodView[]>;
  addMethod(input: AddPaymentMethodInput): Promise<PaymentMethodView>;
  /** Null when the owner has no such method. */
  updateMethod(owner: MethodOwner, id: string, description: string): Promise<PaymentMethodView | null>;
  /** False when the owner has no such method. */
  removeMethod(owner: MethodOwner, id: string): Promise<boolean>;
  /** The organisation's customer cash balance, per currency. */
  cashBalances(organizationId: string): Promise<CashBalance[]>;
  /** A simulated bank transfer into the cash balance (a test helper; Stripe's test mode only). */
  fundCashBalance(input: CashMovementInput & { amountMinor: number }): Promise<CashBalance>;
  /**
   * Moves the whole cash balance in `currency` into the club's balance as a bank-transfer top-up, which
   * clears by the fund clearing rules; null when there is nothing to charge. Once per `reference`.
   */
  chargeCashBalance(input: CashMovementInput): Promise<MoneyMovementView | null>;
  /**
   * The id `chargeSaved` takes for one of the owner's own cards (a subscription's new payment method), or null
   * when the owner has no such card.
   */
  chargeableCard(owner: MethodOwner, id: string): Promise<string | null>;
}
// ==== END paymore ====
