/**
 * The Stripe implementation of the payments adapter (stripe SDK), selected by PAYMENTS_PROVIDER=stripe with
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET. Checkout runs on Stripe's hosted page; events are verified
 * with the SDK (`constructEventAsync`, which checks the HMAC and the timestamp tolerance).
 *
 * Balances and payouts are the platform account's: organisations are told apart by metadata
 * (`accountId`), not by connected accounts (docs/adr/0005-payments-adapter.md).
 */
import Stripe from 'stripe';
import { normalizeEvent } from './events.ts';
import { StripeAccounts, type StripeAccountDirectory } from './stripe-accounts.ts';
import { StripeMethods } from './stripe-methods.ts';
import { StripeTerminal } from './stripe-terminal.ts';
import {
  BalanceDebitError,
  PaymentEventSignatureError,
  PaymentsError,
  type Balance,
  type BalanceDebit,
  type CheckoutSession,
  type CheckoutSessionInput,
  type PaymentEvent,
  type PaymentsProvider,
  type AddPaymentMethodInput,
  type CashMovementInput,
  type MethodOwner,
  type HistoryRequest,
  type PayoutInput,
  type TransferInput,
  type TopUpInput,
  type SavedCharge,
  type SavedChargeResult,
} from './provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Stripe's minimum is 30 minutes. */
  sessionTtlSeconds: number;
  /** Where each organisation's Connect account id is kept (the app's payment_account_setting). */
  directory?: StripeAccountDirectory;
  publicUrl?: string;
  /** A local stub in tests: `{host, port, protocol: 'http'}`. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

const STRIPE_MIN_TTL_SECONDS = 30 * 60;

export class StripePaymentsProvider implements PaymentsProvider {
  readonly name = 'stripe';
  readonly signatureHeader = 'stripe-signature';
  readonly stripe: Stripe;
  private readonly accounts: StripeAccounts;
  private readonly methods: StripeMethods;
  /** The card terminal (stripe-terminal.ts). */
  /** The card terminal's objects (Stripe Terminal). */
  readonly terminal: StripeTerminal;

  constructor(private readonly opts: StripeProviderOptions) {
    this.stripe = new Stripe(opts.secretKey, {
      maxNetworkRetries: 1,
      ...(opts.host ? { host: opts.host, port: opts.port, protocol: opts.protocol ?? 'https' } : {}),
    });
    const none: StripeAccountDirectory = {
      accountIdFor: () => Promise.resolve(null),
      remember: () => Promise.resolve(),
    };
    this.accounts = new StripeAccounts(this.stripe, opts.directory ?? none, opts.publicUrl ?? '');
    this.methods = new StripeMethods(this.stripe, opts.directory ?? none);
    this.terminal = new StripeTerminal(this.stripe, opts.directory ?? none, async (url) => {
      const res = await fetch(url, { headers: { Authorization: `Bearer ${opts.secretKey}` } });
      if (!res.ok) throw new PaymentsError(`Stripe file download failed: ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    });
  }

  private toSession(s: Stripe.Checkout.Session): CheckoutSession {
    const pi = s.payment_intent;
    const pm = typeof pi === 'object' && pi ? pi.payment_method : null;
    const customer = typeof s.customer === 'string' ? s.customer : (s.customer?.id ?? null);
    const pmId = typeof pm === 'string' ? pm : (pm?.id ?? null);
    return {
      id: s.id,
      url: s.url ?? '',
      status: (s.status ?? 'open') as CheckoutSession['status'],
      paymentIntentId: typeof pi === 'string' ? pi : (pi?.id ?? null),
      expiresAt: new Date(s.expires_at * 1000),
      metadata: s.metadata ?? {},
      // Off-session charges need the customer the card was saved to: both travel in one id.
      paymentMethodId: pmId && customer ? `${customer}/${pmId}` : null,
    };
  }

  private async call<T>(what: string, f: () => Promise<T>): Promise<T> {
    try {
      return await f();
    } catch (e) {
      throw new PaymentsError(`Stripe ${what} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  async createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession> {
    const metadata = { ...input.metadata, accountId: input.accountId };
    const ttl = Math.max(this.opts.sessionTtlSeconds, STRIPE_MIN_TTL_SECONDS);
    const session = await this.call('checkout session', () =>
      this.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: input.amountMinor,
              product_data: { name: input.description },
            },
          },
        ],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata,
        payment_intent_data: {
          metadata,
          ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
        },
        ...(input.saveCard ? { customer_creation: 'always' as const } : {}),
        expires_at: Math.floor(Date.now() / 1000) + ttl,
      }),
    );
    return this.toSession(session);
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSession> {
    return this.toSession(
      await this.call('session lookup', () =>
        this.stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent'] }),
      ),
    );
  }

  async expireCheckoutSession(id: string): Promise<void> {
    await this.call('session expiry', () => this.stripe.checkout.sessions.expire(id));
  }

  async chargeSaved(input: SavedCharge): Promise<SavedChargeResult> {
    const [customer, paymentMethod] = input.paymentMethodId.split('/');
    if (!customer || !paymentMethod) throw new PaymentsError('Not a saved card of this provider');
    const metadata = { ...input.metadata, accountId: input.accountId };
    try {
      const pi = await this.stripe.paymentIntents.create({
        amount: input.amountMinor,
        currency: input.currency.toLowerCase(),
        customer,
        payment_method: paymentMethod,
        off_session: true,
        confirm: true,
        description: input.description,
        metadata,
      });
      return { paymentIntentId: pi.id, status: pi.status === 'succeeded' ? 'succeeded' : 'failed' };
    } catch (e) {
      // A declined off-session charge is a card error carrying the failed payment intent.
      if (e instanceof Stripe.errors.StripeCardError) {
        return { paymentIntentId: e.payment_intent?.id ?? '', status: 'failed' };
      }
      throw new PaymentsError(`Stripe charge failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  async refund(paymentIntentId: string) {
    const refund = await this.call('refund', () =>
      this.stripe.refunds.create({ payment_intent: paymentIntentId }),
    );
    return { id: refund.id, paymentIntentId, amountMinor: refund.amount };
  }

  async balance(_accountId: string, currency: string): Promise<Balance> {
    const b = await this.call('balance', () => this.stripe.balance.retrieve());
    const sum = (list: { amount: number; currency: string }[] | undefined) =>
      (list ?? []).filter((x) => x.currency === currency.toLowerCase()).reduce((n, x) => n + x.amount, 0);
    return {
      currency,
      available: sum(b.available),
      pending: sum(b.pending),
      reserved: sum(b.connect_reserved),
    };
  }

  /**
   * Levies are paid from a club's own balance, and on Stripe there is none: the platform account holds every
   * club's money (ADR 0005), so no club has a payment account to debit until connected accounts exist.
   */
  debitBalance(_input: BalanceDebit): Promise<{ id: string }> {
    return Promise.reject(new BalanceDebitError('no_account'));
  }

  account(id: string) {
    return this.accounts.account(id);
  }

  createAccount(id: string, details: { name: string; country: string; currency: string }) {
    return this.accounts.createAccount(id, details);
  }

  onboardingLink(id: string) {
    return this.accounts.onboardingLink(id);
  }

  balances(id: string) {
    return this.accounts.balances(id);
  }

  movements(id: string) {
    return this.accounts.movements(id);
  }

  paymentMethods(id: string) {
    return this.accounts.paymentMethods(id);
  }

  history(id: string, request: HistoryRequest) {
    return this.accounts.history(id, request);
  }

  topUp(input: TopUpInput) {
    return this.accounts.topUp(input);
  }

  payout(input: PayoutInput) {
    return this.accounts.payout(input);
  }

  transfer(input: TransferInput) {
    return this.accounts.transfer(input);
  }

  // ==== BEGIN paymore: payment methods and customer cash balances (stripe-methods.ts) ====
  listMethods(owner: MethodOwner) {
    return this.methods.listMethods(owner);
  }

  addMethod(input: AddPaymentMethodInput) {
    return this.methods.addMethod(input);
  }

  updateMethod(owner: MethodOwner, id: string, description: string) {
    return this.methods.updateMethod(owner, id, description);
  }

  removeMethod(owner: MethodOwner, id: string) {
    return this.methods.removeMethod(owner, id);
  }

  cashBalances(organizationId: string) {
    return this.methods.cashBalances(organizationId);
  }

  fundCashBalance(input: CashMovementInput & { amountMinor: number }) {
    return this.methods.fundCashBalance(input);
  }

  chargeCashBalance(input: CashMovementInput) {
    return this.methods.chargeCashBalance(input);
  }

  chargeableCard(owner: MethodOwner, id: string) {
    return this.methods.chargeableCard(owner, id);
  }
  // ==== END paymore ====

  async parseEvent(rawBody: string, signature: string | undefined): Promise<PaymentEvent | null> {
    if (!signature) throw new PaymentEventSignatureError('No signature header');
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(rawBody, signature, this.opts.webhookSecret);
    } catch (e) {
      throw new PaymentEventSignatureError(e instanceof Error ? e.message : 'Signature does not match');
    }
    // A declined card on Stripe's page leaves the session open for another card: the order ends only with
    // the session (completed or expired), never on payment_intent.payment_failed.
    if (event.type === 'payment_intent.payment_failed') return null;
    return normalizeEvent(event as unknown as Parameters<typeof normalizeEvent>[0]);
  }
}
