/**
 * The Stripe side of payment methods and customer cash balances. Each owner (an organisation or a person) is
 * a Stripe Customer on the platform account, found by its metadata (`pairc_owner` = `KIND:id`, customers
 * search) and made on first use with an idempotency key. Cards are PaymentMethods attached to it (a pm_…
 * from Stripe.js, or a test token such as `pm_card_visa`); an organisation's bank accounts are external
 * accounts of its Connect account (where payouts go and top-ups come from); a person's debits are
 * PaymentMethods of their type. The description lives in metadata. Every update and removal first checks the
 * method belongs to that owner. Cash balances are the customer's: funded by Stripe's test helper, charged by a
 * customer_balance PaymentIntent whose money is transferred to the club's Connect account.
 * Untested against Stripe itself (no network here); typed by the SDK.
 */
import type Stripe from 'stripe';
import type { MoneyMovementView, PaymentMethodType } from '../../../domain/payment/account.ts';
import type { PaymentMethodView } from '../../../domain/payment/method.ts';
import type { StripeAccountDirectory } from './stripe-accounts.ts';
import {
  PaymentMethodRefusedError,
  PaymentsError,
  type AddPaymentMethodInput,
  type CashBalance,
  type CashMovementInput,
  type MethodOwner,
  type PaymentMethodsAndCash,
} from './provider.ts';

const TYPE_OF: Record<string, PaymentMethodType> = {
  card: 'CARD',
  sepa_debit: 'SEPA_DEBIT',
  bacs_debit: 'BACS_DEBIT',
  us_bank_account: 'US_BANK_ACCOUNT',
  au_becs_debit: 'AU_BECS_DEBIT',
};

function pmView(pm: Stripe.PaymentMethod): PaymentMethodView {
  const bank = pm.sepa_debit ?? pm.bacs_debit ?? pm.us_bank_account ?? pm.au_becs_debit ?? null;
  return {
    id: pm.id,
    type: TYPE_OF[pm.type] ?? 'CARD',
    description: pm.metadata?.description ?? null,
    status: 'active',
    cardType: pm.card?.brand ?? null,
    last4: pm.card?.last4 ?? bank?.last4 ?? '',
    routingNumber: pm.bacs_debit?.sort_code ?? pm.us_bank_account?.routing_number ?? null,
    country: pm.card?.country ?? pm.sepa_debit?.country ?? null,
    currency: (pm.metadata?.currency ?? 'EUR').toUpperCase(),
  };
}

function bankView(x: Stripe.BankAccount): PaymentMethodView {
  return {
    id: x.id,
    type: (x.metadata?.type as PaymentMethodType | undefined) ?? 'EU_BANK_TRANSFER',
    description: x.metadata?.description ?? x.bank_name ?? null,
    status: 'active',
    cardType: null,
    last4: x.last4,
    routingNumber: x.routing_number ?? null,
    country: x.country,
    currency: x.currency.toUpperCase(),
  };
}

export class StripeMethods implements PaymentMethodsAndCash {
  constructor(
    private readonly stripe: Stripe,
    private readonly directory: StripeAccountDirectory,
  ) {}

  private async call<T>(what: string, f: () => Promise<T>): Promise<T> {
    try {
      return await f();
    } catch (e) {
      if (e instanceof PaymentsError) throw e;
      const card = typeof e === 'object' && e !== null && (e as { type?: string }).type;
      const message = `Stripe ${what} failed: ${e instanceof Error ? e.message : String(e)}`;
      throw card === 'StripeCardError' || card === 'StripeInvalidRequestError'
        ? new PaymentMethodRefusedError(message)
        : new PaymentsError(message);
    }
  }

  private async customer(owner: MethodOwner, create = true): Promise<string | null> {
    const key = `${owner.kind}:${owner.id}`;
    const found = await this.call('customer search', () =>
      this.stripe.customers.search({ query: `metadata['pairc_owner']:'${key}'`, limit: 1 }),
    );
    if (found.data[0]) return found.data[0].id;
    if (!create) return null;
    const c = await this.call('customer', () =>
      this.stripe.customers.create({ metadata: { pairc_owner: key } }, { idempotencyKey: `customer:${key}` }),
    );
    return c.id;
  }

  private async owns(owner: MethodOwner, id: string): Promise<boolean> {
    const customer = await this.customer(owner, false);
    if (!customer) return false;
    const pm = await this.call('payment method', () => this.stripe.paymentMethods.retrieve(id));
    const of = typeof pm.customer === 'string' ? pm.customer : pm.customer?.id;
    return of === customer;
  }

  async listMethods(owner: MethodOwner): Promise<PaymentMethodView[]> {
    const customer = await this.customer(owner, false);
    const pms = customer
      ? (
          await this.call('payment methods', () =>
            this.stripe.customers.listPaymentMethods(customer, { limit: 100 }),
          )
        ).data
      : [];
    const acct = owner.kind === 'ORGANIZATION' ? await this.directory.accountIdFor(owner.id) : null;
    const banks = acct
      ? (
          await this.call('external accounts', () =>
            this.stripe.accounts.listExternalAccounts(acct, { object: 'bank_account', limit: 100 }),
          )
        ).data.filter((x): x is Stripe.BankAccount => x.object === 'bank_account')
      : [];
    return [...banks.map(bankView), ...pms.map(pmView)];
  }

  async addMethod(input: AddPaymentMethodInput): Promise<PaymentMethodView> {
    const metadata = { description: input.description, currency: input.currency, type: input.type };
    const idempotencyKey = `method:${input.owner.kind}:${input.owner.id}:${input.reference}`;
    if (input.type !== 'CARD' && input.owner.kind === 'ORGANIZATION') {
      const acct = await this.directory.accountIdFor(input.owner.id);
      if (!acct) throw new PaymentMethodRefusedError('The organisation has no payment account yet');
      const x = await this.call('external account', () =>
        this.stripe.accounts.createExternalAccount(
          acct,
          {
            external_account: {
              object: 'bank_account',
              country: input.country,
              currency: input.currency.toLowerCase(),
              account_number: input.accountNumber,
              ...(input.routingNumber ? { routing_number: input.routingNumber.replace(/\D/g, '') } : {}),
            },
            metadata,
          },
          { idempotencyKey },
        ),
      );
      if (x.object !== 'bank_account') throw new PaymentMethodRefusedError('Not a bank account');
      return bankView(x);
    }
    const customer = (await this.customer(input.owner))!;
    let id: string;
    if (input.type === 'CARD') {
      id = input.token;
    } else {
      const routing = input.routingNumber?.replace(/\D/g, '') ?? '';
      const details: Stripe.PaymentMethodCreateParams =
        input.type === 'SEPA_DEBIT'
          ? { type: 'sepa_debit', sepa_debit: { iban: input.accountNumber } }
          : input.type === 'BACS_DEBIT'
            ? { type: 'bacs_debit', bacs_debit: { account_number: input.accountNumber, sort_code: routing } }
            : input.type === 'AU_BECS_DEBIT'
              ? {
                  type: 'au_becs_debit',
                  au_becs_debit: { account_number: input.accountNumber, bsb_number: routing },
                }
              : input.type === 'US_BANK_ACCOUNT'
                ? {
                    type: 'us_bank_account',
                    us_bank_account: {
                      account_number: input.accountNumber,
                      routing_number: routing,
                      account_holder_type: 'individual',
                    },
                  }
                : (() => {
                    throw new PaymentMethodRefusedError('A person cannot keep a bank transfer method');
                  })();
      const pm = await this.call('payment method', () =>
        this.stripe.paymentMethods.create(
          { ...details, billing_details: { name: input.description } },
          { idempotencyKey: `${idempotencyKey}:create` },
        ),
      );
      id = pm.id;
    }
    await this.call('attach', () =>
      this.stripe.paymentMethods.attach(id, { customer }, { idempotencyKey: `${idempotencyKey}:attach` }),
    );
    return pmView(await this.call('describe', () => this.stripe.paymentMethods.update(id, { metadata })));
  }

  async updateMethod(owner: MethodOwner, id: string, description: string): Promise<PaymentMethodView | null> {
    if (id.startsWith('ba_') && owner.kind === 'ORGANIZATION') {
      const acct = await this.directory.accountIdFor(owner.id);
      if (!acct) return null;
      const x = await this.call('external account', () =>
        this.stripe.accounts.updateExternalAccount(acct, id, { metadata: { description } }),
      );
      return x.object === 'bank_account' ? bankView(x) : null;
    }
    if (!id.startsWith('pm_') || !(await this.owns(owner, id))) return null;
    return pmView(
      await this.call('describe', () => this.stripe.paymentMethods.update(id, { metadata: { description } })),
    );
  }

  async removeMethod(owner: MethodOwner, id: string): Promise<boolean> {
    if (id.startsWith('ba_') && owner.kind === 'ORGANIZATION') {
      const acct = await this.directory.accountIdFor(owner.id);
      if (!acct) return false;
      await this.call('external account', () => this.stripe.accounts.deleteExternalAccount(acct, id));
      return true;
    }
    if (!id.startsWith('pm_') || !(await this.owns(owner, id))) return false;
    await this.call('detach', () => this.stripe.paymentMethods.detach(id));
    return true;
  }

  /** `customer/pm`, the form `chargeSaved` takes (stripe-provider.ts), when the card is the owner's. */
  async chargeableCard(owner: MethodOwner, id: string): Promise<string | null> {
    if (!id.startsWith('pm_') || !(await this.owns(owner, id))) return null;
    const customer = await this.customer(owner, false);
    return customer ? `${customer}/${id}` : null;
  }

  async cashBalances(organizationId: string): Promise<CashBalance[]> {
    const customer = await this.customer({ kind: 'ORGANIZATION', id: organizationId }, false);
    if (!customer) return [];
    const b = await this.call('cash balance', () => this.stripe.customers.retrieveCashBalance(customer));
    return Object.entries(b.available ?? {}).map(([c, n]) => ({ currency: c.toUpperCase(), amountMinor: n }));
  }

  async fundCashBalance(input: CashMovementInput & { amountMinor: number }): Promise<CashBalance> {
    const customer = (await this.customer({ kind: 'ORGANIZATION', id: input.organizationId }))!;
    await this.call('fund cash balance', () =>
      this.stripe.testHelpers.customers.fundCashBalance(
        customer,
        { amount: input.amountMinor, currency: input.currency.toLowerCase() },
        { idempotencyKey: `fund:${input.organizationId}:${input.reference}` },
      ),
    );
    const all = await this.cashBalances(input.organizationId);
    return all.find((b) => b.currency === input.currency) ?? { currency: input.currency, amountMinor: 0 };
  }

  async chargeCashBalance(input: CashMovementInput): Promise<MoneyMovementView | null> {
    const customer = await this.customer({ kind: 'ORGANIZATION', id: input.organizationId }, false);
    const acct = await this.directory.accountIdFor(input.organizationId);
    if (!customer || !acct) return null;
    const amount =
      (await this.cashBalances(input.organizationId)).find((b) => b.currency === input.currency)
        ?.amountMinor ?? 0;
    if (amount <= 0) return null;
    const pi = await this.call('charge cash balance', () =>
      this.stripe.paymentIntents.create(
        {
          amount,
          currency: input.currency.toLowerCase(),
          customer,
          allowed_payment_method_types: ['customer_balance'],
          payment_method_data: { type: 'customer_balance' },
          payment_method_options: {
            customer_balance: {
              funding_type: 'bank_transfer',
              bank_transfer: { type: 'eu_bank_transfer', eu_bank_transfer: { country: 'IE' } },
            },
          },
          confirm: true,
          transfer_data: { destination: acct },
          description: 'Cash balance (bank transfer)',
        },
        { idempotencyKey: `charge:${input.organizationId}:${input.reference}` },
      ),
    );
    const at = new Date(pi.created * 1000).toISOString();
    return {
      id: pi.id,
      kind: 'TOP_UP',
      amountMinor: pi.amount,
      feeMinor: 0,
      currency: pi.currency.toUpperCase(),
      status: 'pending',
      description: pi.description ?? '',
      createdAt: at,
      settlesAt: at,
    };
  }
}
