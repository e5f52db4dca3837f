/**
 * The Stripe side of club payment accounts: each organisation is a Connect account (its acct_… id kept by
 * the app, `accountIdFor`), and its balances, top-ups, payouts and bank accounts are read and moved with the
 * `Stripe-Account` header. A 404 on the account lookup is "no account yet" (SETUP_NOT_STARTED), not an
 * error. Money movements pass the caller's reference as Stripe's idempotency key. Untested against Stripe
 * itself (no network here); tests/server/stripe-provider.test.ts drives the SDK against a local stub.
 */
import type Stripe from 'stripe';
import type { MoneyMovementView, PaymentAccountStatus } from '../../../domain/payment/account.ts';
import type { PaymentHistoryItem } from '../../../domain/payment/history.ts';
import {
  BalanceDebitError,
  PaymentsError,
  type Balance,
  type HistoryPage,
  type HistoryRequest,
  type PayoutInput,
  type ProviderAccount,
  type ProviderPaymentMethod,
  type TopUpInput,
  type TransferInput,
} from './provider.ts';

export interface StripeAccountDirectory {
  /** The organisation's Connect account id, or null when it has none. */
  accountIdFor(organizationId: string): Promise<string | null>;
  remember(organizationId: string, accountId: string): Promise<void>;
}

const notFound = (e: unknown) =>
  typeof e === 'object' && e !== null && (e as { statusCode?: number }).statusCode === 404;

export function statusOf(a: Stripe.Account): PaymentAccountStatus {
  const r = a.requirements;
  if (!a.details_submitted && !a.charges_enabled) return 'REQUIRES_IMMEDIATE_ATTENTION';
  if ((r?.past_due?.length ?? 0) > 0 || (r?.currently_due?.length ?? 0) > 0)
    return 'REQUIRES_IMMEDIATE_ATTENTION';
  if ((r?.eventually_due?.length ?? 0) > 0) return 'REQUIRES_EVENTUAL_ATTENTION';
  if (a.charges_enabled && a.payouts_enabled) return 'SETUP_COMPLETE';
  return 'UNABLE_TO_DETERMINE';
}

function toAccount(a: Stripe.Account): ProviderAccount {
  return {
    id: a.id,
    name: a.business_profile?.name ?? a.settings?.dashboard?.display_name ?? '',
    country: a.country ?? '',
    defaultCurrency: (a.default_currency ?? 'eur').toUpperCase(),
    status: statusOf(a),
    canAcceptOnlinePayments: !!a.charges_enabled,
    canReceivePayouts: !!a.payouts_enabled,
  };
}

const iso = (unix: number) => new Date(unix * 1000).toISOString();

export class StripeAccounts {
  constructor(
    private readonly stripe: Stripe,
    private readonly directory: StripeAccountDirectory,
    private readonly publicUrl: string,
  ) {}

  private async connected(organizationId: string): Promise<string> {
    const id = await this.directory.accountIdFor(organizationId);
    if (!id) throw new BalanceDebitError('no_account');
    return id;
  }

  private async call<T>(what: string, f: () => Promise<T>): Promise<T> {
    try {
      return await f();
    } catch (e) {
      if (e instanceof BalanceDebitError) throw e;
      throw new PaymentsError(`Stripe ${what} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  async account(organizationId: string): Promise<ProviderAccount | null> {
    const id = await this.directory.accountIdFor(organizationId);
    if (!id) return null;
    try {
      return toAccount(await this.stripe.accounts.retrieve(id));
    } catch (e) {
      if (notFound(e)) return null;
      throw new PaymentsError(`Stripe account lookup failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  async createAccount(organizationId: string, d: { name: string; country: string; currency: string }) {
    const existing = await this.account(organizationId);
    if (existing) return existing;
    const a = await this.call('account', () =>
      this.stripe.accounts.create(
        {
          type: 'express',
          country: d.country,
          default_currency: d.currency.toLowerCase(),
          business_profile: { name: d.name },
          metadata: { organizationId },
        },
        { idempotencyKey: `account:${organizationId}` },
      ),
    );
    await this.directory.remember(organizationId, a.id);
    return toAccount(a);
  }

  /** Stripe's hosted onboarding; it returns to the clubs page (Stripe's link carries no placeholder). */
  async onboardingLink(organizationId: string): Promise<string> {
    const account = await this.connected(organizationId);
    const link = await this.call('account link', () =>
      this.stripe.accountLinks.create({
        account,
        type: 'account_onboarding',
        refresh_url: `${this.publicUrl}/clubs`,
        return_url: `${this.publicUrl}/clubs`,
      }),
    );
    return link.url;
  }

  async balances(organizationId: string): Promise<Balance[]> {
    const id = await this.directory.accountIdFor(organizationId);
    if (!id) return [];
    const b = await this.call('balance', () => this.stripe.balance.retrieve({}, { stripeAccount: id }));
    const currencies = new Set([...b.available, ...b.pending].map((x) => x.currency));
    const sum = (list: { amount: number; currency: string }[] | undefined, c: string) =>
      (list ?? []).filter((x) => x.currency === c).reduce((n, x) => n + x.amount, 0);
    return [...currencies].map((c) => ({
      currency: c.toUpperCase(),
      available: sum(b.available, c),
      pending: sum(b.pending, c),
      reserved: sum(b.connect_reserved, c),
    }));
  }

  async movements(organizationId: string): Promise<MoneyMovementView[]> {
    const id = await this.directory.accountIdFor(organizationId);
    if (!id) return [];
    const [topups, payouts] = await Promise.all([
      this.call('top-up list', () => this.stripe.topups.list({ limit: 100 }, { stripeAccount: id })),
      this.call('payout list', () => this.stripe.payouts.list({ limit: 100 }, { stripeAccount: id })),
    ]);
    const t: MoneyMovementView[] = topups.data.map((x) => ({
      id: x.id,
      kind: 'TOP_UP',
      amountMinor: x.amount,
      feeMinor: 0,
      currency: x.currency.toUpperCase(),
      status: x.status === 'succeeded' ? 'available' : 'pending',
      description: x.description ?? '',
      createdAt: iso(x.created),
      settlesAt: iso(x.expected_availability_date ?? x.created),
    }));
    const p: MoneyMovementView[] = payouts.data.map((x) => ({
      id: x.id,
      kind: 'PAYOUT',
      amountMinor: x.amount,
      feeMinor: 0,
      currency: x.currency.toUpperCase(),
      status: x.status === 'paid' ? 'paid' : 'in_transit',
      description: x.description ?? '',
      createdAt: iso(x.created),
      settlesAt: iso(x.arrival_date),
    }));
    return [...t, ...p].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  async paymentMethods(organizationId: string): Promise<ProviderPaymentMethod[]> {
    const id = await this.directory.accountIdFor(organizationId);
    if (!id) return [];
    const list = await this.call('external accounts', () =>
      this.stripe.accounts.listExternalAccounts(id, { object: 'bank_account', limit: 100 }),
    );
    return list.data.map((x) => ({
      id: x.id,
      type: 'EU_BANK_TRANSFER' as const,
      description: ('bank_name' in x ? x.bank_name : null) ?? null,
      currency: (x.currency ?? 'eur').toUpperCase(),
      last4: x.last4,
    }));
  }

  /**
   * Balance transactions of the Connect account, newest first (Stripe pages by `starting_after`, our cursor);
   * type, direction and date filters are applied to each page (Stripe filters only by type and created).
   */
  async history(organizationId: string, q: HistoryRequest): Promise<HistoryPage> {
    const id = await this.directory.accountIdFor(organizationId);
    if (!id) return { items: [], next: null };
    const created = {
      ...(q.from ? { gte: Math.floor(Date.parse(q.from) / 1000) } : {}),
      ...(q.to ? { lt: Math.floor(Date.parse(q.to) / 1000) + 86_400 } : {}),
    };
    const list = await this.call('balance transactions', () =>
      this.stripe.balanceTransactions.list(
        {
          limit: Math.min(q.size, 100),
          ...(q.cursor ? { starting_after: q.cursor } : {}),
          ...(q.from || q.to ? { created } : {}),
        },
        { stripeAccount: id },
      ),
    );
    const typeOf = (t: string): PaymentHistoryItem['type'] =>
      t === 'payout' ? 'PAYOUT' : t === 'topup' ? 'TOPUP' : t === 'refund' ? 'REFUND' : 'OTHER';
    const items = list.data
      .map((t): PaymentHistoryItem => ({
        id: t.id,
        name: t.description ?? t.type,
        type: typeOf(t.type),
        direction: t.net < 0 ? 'OUT' : 'IN',
        amount: Math.abs(t.amount),
        totalFees: t.fee,
        amountCredited: t.net,
        currency: t.currency.toUpperCase(),
        status: t.status,
        processedOn: iso(t.created),
        completionDate: iso(t.available_on),
      }))
      .filter((i) => (!q.type || i.type === q.type) && (!q.direction || i.direction === q.direction));
    const last = list.data[list.data.length - 1];
    return { items, next: list.has_more && last ? last.id : null };
  }

  async topUp(input: TopUpInput): Promise<MoneyMovementView> {
    const stripeAccount = await this.connected(input.accountId);
    const t = await this.call('top-up', () =>
      this.stripe.topups.create(
        {
          amount: input.amountMinor,
          currency: input.currency.toLowerCase(),
          description: input.description,
          source: input.paymentMethodId,
        },
        { stripeAccount, idempotencyKey: `topup:${input.reference}` },
      ),
    );
    return {
      id: t.id,
      kind: 'TOP_UP',
      amountMinor: t.amount,
      feeMinor: 0,
      currency: t.currency.toUpperCase(),
      status: 'pending',
      description: t.description ?? '',
      createdAt: iso(t.created),
      settlesAt: iso(t.expected_availability_date ?? t.created),
    };
  }

  async payout(input: PayoutInput): Promise<MoneyMovementView> {
    const stripeAccount = await this.connected(input.accountId);
    const balance = (await this.balances(input.accountId)).find((b) => b.currency === input.currency);
    if (!balance || input.amountMinor > balance.available) throw new BalanceDebitError('insufficient');
    const p = await this.call('payout', () =>
      this.stripe.payouts.create(
        { amount: input.amountMinor, currency: input.currency.toLowerCase(), description: input.description },
        { stripeAccount, idempotencyKey: `payout:${input.reference}` },
      ),
    );
    return {
      id: p.id,
      kind: 'PAYOUT',
      amountMinor: p.amount,
      feeMinor: 0,
      currency: p.currency.toUpperCase(),
      status: p.status === 'paid' ? 'paid' : 'in_transit',
      description: p.description ?? '',
      createdAt: iso(p.created),
      settlesAt: iso(p.arrival_date),
    };
  }

  /**
   * A transfer invoice paid: Stripe moves money between connected accounts through the platform, so the
   * payer's account is debited (an account debit: a charge with the connected account as its source) and the
   * same amount is transferred on to the destination's account, tied to that charge. Both carry the
   * reference in their idempotency keys, so a retry makes neither twice.
   */
  async transfer(input: TransferInput): Promise<{ id: string }> {
    const payer = await this.connected(input.accountId);
    const destination = await this.connected(input.destinationAccountId);
    const balance = (await this.balances(input.accountId)).find((b) => b.currency === input.currency);
    if (!balance || input.amountMinor > balance.available) throw new BalanceDebitError('insufficient');
    const currency = input.currency.toLowerCase();
    const debit = await this.call('account debit', () =>
      this.stripe.charges.create(
        { amount: input.amountMinor, currency, source: payer, description: input.description },
        { idempotencyKey: `transfer-debit:${input.reference}` },
      ),
    );
    const t = await this.call('transfer', () =>
      this.stripe.transfers.create(
        {
          amount: input.amountMinor,
          currency,
          destination,
          source_transaction: debit.id,
          description: input.description,
          metadata: { reference: input.reference, payer: input.accountId },
        },
        { idempotencyKey: `transfer:${input.reference}` },
      ),
    );
    return { id: t.id };
  }
}
