/**
 * The local test-mode payments provider: a real, persistent implementation in the database that behaves like
 * a card processor's test mode (the default provider; docs/adr/0005-payments-adapter.md).
 *
 * The parts: checkout sessions and card payments (local-checkout-sessions.ts), events and their delivery
 * (local-events.ts), the ledger and its balances (local-balance.ts), top-ups and payouts (local-money.ts),
 * accounts, onboarding and payment methods (local-account.ts), the test clock (local-clock.ts), the card
 * terminal and its simulated reader (local-terminal.ts); saved-card
 * charges and refunds here.
 *
 * Invariants:
 * - Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0025 0000 3155 requires
 *   authentication (a second step on the hosted page that the payer completes or fails); 4000 0000 0000 0341
 *   succeeds and, in a `saveCard` session, saves a card whose later off-session charges are declined. Any
 *   other number is refused as incorrect, and nothing is stored.
 * - A saved card's off-session charge (`chargeSaved`) is decided at once by the card's `failCharges` switch;
 *   a success is a payment like any other in the ledger, a decline records a failed intent and no money.
 * - A session is open until it is paid, the payment fails, or it expires (`sessionTtlSeconds`); each end is
 *   one transaction that writes the state and its event, so no event is lost or doubled.
 * - Events are signed like Stripe's (signature.ts) with a secret kept in the database, and delivered by HTTP
 *   POST to this server's own webhook route; undelivered events are retried by `deliverPending`.
 * - Balances are sums of the append-only ledger, never stored: a charge adds its amount less the 1.35 % card
 *   fee to pending, available once cleared (`CLEARING_MS`); a top-up clears by its method's rule; a refund
 *   takes the net amount and the banking refund fee; a payout moves from available to reserved until it
 *   arrives. Money movements and balances read the test clock (`clock`), which tests move forward.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { MoneyMovementView } from '../../../domain/payment/account.ts';
import type { Db } from '../../db/client.ts';
import { paymentIntent, paymentMethod, paymentRefund } from '../../db/schema/index.ts';
import { accountMethods, findAccount, openAccount } from './local-account.ts';
import { OnboardingLinks } from './local-onboarding-links.ts';
import { debitLedger, ledgerBalance, ledgerCurrencies } from './local-balance.ts';
import { LocalClock } from './local-clock.ts';
import { historyPage } from './local-history.ts';
import { cashBalances, chargeCash, fundCash } from './local-cash.ts';
import {
  addOwnerMethod,
  ownerCard,
  ownerMethods,
  removeOwnerMethod,
  updateOwnerMethod,
} from './local-methods.ts';
import { createPayout, createTopUp, createTransfer, listMovements } from './local-money.ts';
import { CLEARING_MS, LocalCheckoutSessions, type PayOutcome } from './local-checkout-sessions.ts';
import { LOCAL_SIGNATURE_HEADER, LocalEvents, newId } from './local-events.ts';
import { LocalTerminal } from './local-terminal.ts';
import {
  cardFee,
  REFUND_BANK_FEE_MINOR,
  PaymentsError,
  type Balance,
  type BalanceDebit,
  type CheckoutSession,
  type CheckoutSessionInput,
  type PaymentEvent,
  type AddPaymentMethodInput,
  type CashMovementInput,
  type MethodOwner,
  type HistoryPage,
  type HistoryRequest,
  type PayoutInput,
  type TransferInput,
  type ProviderAccount,
  type TopUpInput,
  type PaymentsProvider,
  type SavedCharge,
  type SavedChargeResult,
} from './provider.ts';

export { CLEARING_MS, TEST_CARDS, type PayOutcome } from './local-checkout-sessions.ts';
export { LOCAL_SIGNATURE_HEADER } from './local-events.ts';

export interface LocalProviderOptions {
  publicUrl: string;
  sessionTtlSeconds: number;
  /** Where events are POSTed; defaults to `${publicUrl}/api/payments/webhook`. */
  webhookUrl?: string;
  now?: () => Date;
}

export class LocalPaymentsProvider implements PaymentsProvider {
  readonly name = 'local';
  readonly signatureHeader = LOCAL_SIGNATURE_HEADER;
  private readonly now: () => Date;
  private readonly events: LocalEvents;
  private readonly sessions: LocalCheckoutSessions;
  /** The test clock of money movements and balances (local-clock.ts). */
  readonly clock: LocalClock;
  /** The card terminal and its simulated reader (local-terminal.ts). */
  readonly terminal: LocalTerminal;
  /** Signed, short-lived onboarding links (local-onboarding-links.ts). */
  readonly onboarding: OnboardingLinks;

  constructor(
    private readonly db: Db,
    private readonly opts: LocalProviderOptions,
  ) {
    this.now = opts.now ?? (() => new Date());
    this.clock = new LocalClock(db, this.now);
    this.events = new LocalEvents(db, opts.webhookUrl ?? `${opts.publicUrl}/api/payments/webhook`, this.now);
    this.sessions = new LocalCheckoutSessions(db, opts, this.now, this.events, () => this.clock.current());
    this.terminal = new LocalTerminal(db, () => this.clock.current(), this.now);
    this.onboarding = new OnboardingLinks(db, opts.publicUrl);
  }

  /** The provider's database (its test pages read and write the accounts through it). */
  get database(): Db {
    return this.db;
  }

  /** The signing secret, made on first use and shared by every process through the database. */
  webhookSecret(): Promise<string> {
    return this.events.webhookSecret();
  }

  async createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession> {
    const session = await this.sessions.create(input);
    return { ...session, clientSecret: await this.clientSecretOf(session.id) };
  }

  /** `{session id}_secret_{HMAC of the id}`: the page confirms the session's payment with it (confirmInPage). */
  private async clientSecretOf(sessionId: string): Promise<string> {
    const mac = createHmac('sha256', await this.webhookSecret())
      .update(`client-secret:${sessionId}`)
      .digest('base64url');
    return `${sessionId}_secret_${mac}`;
  }

  /**
   * The in-page confirmation of a checkout session's card payment (Stripe's confirmCardPayment with a client
   * secret): the test card decides, as on the hosted page. Null when the secret is not one of ours.
   */
  async confirmInPage(clientSecret: string, cardNumber: string): Promise<PayOutcome | null> {
    const at = clientSecret.indexOf('_secret_');
    if (at <= 0) return null;
    const sessionId = clientSecret.slice(0, at);
    const expected = Buffer.from(await this.clientSecretOf(sessionId));
    const given = Buffer.from(clientSecret);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    if (!(await this.sessions.find(sessionId))) return null;
    return this.sessions.pay(sessionId, cardNumber);
  }

  /** The page gave up the in-page payment: the session ends (its expired event abandons the order). */
  async cancelInPage(clientSecret: string): Promise<boolean> {
    const at = clientSecret.indexOf('_secret_');
    if (at <= 0) return false;
    const sessionId = clientSecret.slice(0, at);
    const expected = Buffer.from(await this.clientSecretOf(sessionId));
    const given = Buffer.from(clientSecret);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    await this.sessions.expireSession(sessionId);
    return true;
  }

  findSession(id: string) {
    return this.sessions.find(id);
  }

  retrieveCheckoutSession(id: string): Promise<CheckoutSession> {
    return this.sessions.retrieve(id);
  }

  expireCheckoutSession(id: string): Promise<void> {
    return this.sessions.expireSession(id);
  }

  /** Expires every open session past its time; answers how many. A job and a test route call it. */
  expireDueSessions(): Promise<number> {
    return this.sessions.expireDue();
  }

  /** The hosted page's submit: charges the session with a test card. */
  pay(sessionId: string, cardNumber: string): Promise<PayOutcome> {
    return this.sessions.pay(sessionId, cardNumber);
  }

  /** The authentication step of a 3-D Secure test card: the payer completes it or fails it. */
  authenticate(paymentIntentId: string, approve: boolean): Promise<PayOutcome> {
    return this.sessions.authenticate(paymentIntentId, approve);
  }

  async chargeSaved(input: SavedCharge): Promise<SavedChargeResult> {
    if (!Number.isInteger(input.amountMinor) || input.amountMinor <= 0) {
      throw new PaymentsError('The amount must be a positive whole number of minor units');
    }
    const [method] = await this.db
      .select()
      .from(paymentMethod)
      .where(eq(paymentMethod.id, input.paymentMethodId));
    if (!method) throw new PaymentsError(`No saved card ${input.paymentMethodId}`);
    const status = method.failCharges ? 'failed' : 'succeeded';
    const id = newId('pi');
    await this.db.insert(paymentIntent).values({
      id,
      accountId: input.accountId,
      amountMinor: input.amountMinor,
      feeMinor: status === 'succeeded' ? cardFee(input.amountMinor) : 0,
      currency: input.currency,
      status,
      cardLast4: method.cardLast4,
      availableAt: new Date((await this.clock.current()).getTime() + CLEARING_MS),
      metadata: input.metadata,
    });
    return { paymentIntentId: id, status };
  }

  /** The payer updates a saved card: `failCharges` false makes its later charges succeed (and true fail). */
  async updateSavedCard(paymentMethodId: string, failCharges: boolean): Promise<void> {
    await this.db.update(paymentMethod).set({ failCharges }).where(eq(paymentMethod.id, paymentMethodId));
  }

  async refund(paymentIntentId: string) {
    const now = await this.clock.current();
    const result = await this.db.transaction(async (tx) => {
      const [intent] = await tx
        .select()
        .from(paymentIntent)
        .where(eq(paymentIntent.id, paymentIntentId))
        .for('update');
      if (!intent || intent.status !== 'succeeded') throw new PaymentsError('No such successful payment');
      if (intent.refundedMinor > 0) throw new PaymentsError('This payment was already refunded');
      const balance = await ledgerBalance(tx, intent.accountId, intent.currency, now);
      const cost = intent.amountMinor - intent.feeMinor + REFUND_BANK_FEE_MINOR;
      if (balance.available + balance.pending < cost) {
        throw new PaymentsError('The balance does not cover this refund');
      }
      const id = newId('re');
      await tx.insert(paymentRefund).values({
        id,
        paymentIntentId,
        accountId: intent.accountId,
        amountMinor: intent.amountMinor,
        feeMinor: REFUND_BANK_FEE_MINOR,
      });
      await tx
        .update(paymentIntent)
        .set({ refundedMinor: intent.amountMinor })
        .where(eq(paymentIntent.id, paymentIntentId));
      const eventId = await this.events.record(tx, 'charge.refunded', {
        id: newId('ch'),
        object: 'charge',
        payment_intent: paymentIntentId,
        amount_refunded: intent.amountMinor,
        metadata: intent.metadata,
      });
      return { id, amountMinor: intent.amountMinor, eventId };
    });
    await this.events.deliver(result.eventId);
    return { id: result.id, paymentIntentId, amountMinor: result.amountMinor };
  }

  async balance(accountId: string, currency: string): Promise<Balance> {
    return ledgerBalance(this.db, accountId, currency, await this.clock.current());
  }

  async balances(accountId: string): Promise<Balance[]> {
    const now = await this.clock.current();
    const currencies = await ledgerCurrencies(this.db, accountId);
    return Promise.all(currencies.map((c) => ledgerBalance(this.db, accountId, c, now)));
  }

  account(accountId: string): Promise<ProviderAccount | null> {
    return findAccount(this.db, accountId);
  }

  createAccount(accountId: string, details: { name: string; country: string; currency: string }) {
    return openAccount(this.db, accountId, details);
  }

  onboardingLink(accountId: string): Promise<string> {
    return this.onboarding.link(accountId);
  }

  paymentMethods(accountId: string) {
    return accountMethods(this.db, accountId);
  }

  async movements(accountId: string): Promise<MoneyMovementView[]> {
    return listMovements(this.db, accountId, await this.clock.current());
  }

  async history(accountId: string, request: HistoryRequest): Promise<HistoryPage> {
    return historyPage(this.db, accountId, request, await this.clock.current());
  }

  async topUp(input: TopUpInput): Promise<MoneyMovementView> {
    return createTopUp(this.db, input, await this.clock.current());
  }

  async payout(input: PayoutInput): Promise<MoneyMovementView> {
    return createPayout(this.db, input, await this.clock.current());
  }

  async transfer(input: TransferInput): Promise<{ id: string }> {
    return createTransfer(this.db, input, await this.clock.current());
  }

  async debitBalance(input: BalanceDebit) {
    return debitLedger(this.db, input, await this.clock.current());
  }

  parseEvent(rawBody: string, signature: string | undefined): Promise<PaymentEvent | null> {
    return this.events.parse(rawBody, signature);
  }

  // ==== BEGIN paymore: payment methods and customer cash balances (local-methods.ts, local-cash.ts) ====
  listMethods(owner: MethodOwner) {
    return ownerMethods(this.db, owner);
  }

  addMethod(input: AddPaymentMethodInput) {
    return addOwnerMethod(this.db, input);
  }

  updateMethod(owner: MethodOwner, id: string, description: string) {
    return updateOwnerMethod(this.db, owner, id, description);
  }

  removeMethod(owner: MethodOwner, id: string) {
    return removeOwnerMethod(this.db, owner, id);
  }

  cashBalances(organizationId: string) {
    return cashBalances(this.db, organizationId);
  }

  async fundCashBalance(input: CashMovementInput & { amountMinor: number }) {
    return fundCash(this.db, input, await this.clock.current());
  }

  async chargeCashBalance(input: CashMovementInput) {
    return chargeCash(this.db, input, await this.clock.current());
  }

  chargeableCard(owner: MethodOwner, id: string) {
    return ownerCard(this.db, owner, id);
  }
  // ==== END paymore ====

  /** POSTs one stored event, signed, to the webhook; marks it delivered on a 2xx answer. */
  deliver(eventId: string): Promise<boolean> {
    return this.events.deliver(eventId);
  }

  /** Retries events not yet delivered (the payment job calls it). */
  deliverPending(): Promise<number> {
    return this.events.deliverPending();
  }
}
