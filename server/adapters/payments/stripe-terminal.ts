/**
 * The Stripe side of the card terminal (Stripe Terminal, stripe SDK): every object lives under the club's
 * Connect account (`Stripe-Account`: stripe-accounts.ts's directory), so another club's location, reader or
 * payment is simply not found there (null). Locations carry the club's address; readers are registered by
 * the code they show (`simulated-wpe` makes Stripe's simulated WisePOS E in test mode); the bbpos wisepos e
 * splash screen is a file (purpose terminal_reader_splashscreen) in a reader configuration that the location
 * overrides with. Payments are card_present payment intents captured automatically; the browser collects and
 * processes them with @stripe/terminal-js and a connection token made here for the location. Untested against
 * Stripe itself (no network here); tests/server/stripe-terminal.test.ts drives the SDK against a local stub.
 */
import type Stripe from 'stripe';
import type {
  TerminalLocationInput,
  TerminalLocationView,
  TerminalPaymentStatus,
  TerminalPaymentView,
  TerminalReaderView,
} from '../../../domain/payment/terminal.ts';
import type { StripeAccountDirectory } from './stripe-accounts.ts';
import {
  BalanceDebitError,
  PaymentsError,
  TerminalRegistrationError,
  type SplashScreen,
  type TerminalPaymentInput,
  type TerminalProvider,
} from './provider.ts';

const notFound = (e: unknown) =>
  typeof e === 'object' && e !== null && (e as { statusCode?: number }).statusCode === 404;

const locationView = (l: Stripe.Terminal.Location): TerminalLocationView => ({
  id: l.id,
  name: l.display_name,
  streetAddress: l.address.line1 ?? '',
  addressLocality: l.address.city ?? '',
  postalCode: l.address.postal_code ?? '',
});

const readerView = (r: Stripe.Terminal.Reader): TerminalReaderView => ({
  id: r.id,
  name: r.label,
  locationId: typeof r.location === 'string' ? r.location : (r.location?.id ?? ''),
  deviceType: r.device_type,
  serialNumber: r.serial_number,
  status: r.status === 'online' ? 'online' : 'offline',
});

function paymentView(pi: Stripe.PaymentIntent): TerminalPaymentView {
  const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
  const status: TerminalPaymentStatus =
    pi.status === 'requires_action' ? 'processing' : (pi.status as TerminalPaymentStatus);
  return {
    id: pi.id,
    status,
    amount: pi.amount,
    currency: pi.currency.toUpperCase(),
    description: pi.description ?? '',
    clientSecret: pi.client_secret ?? '',
    cardLast4: charge?.payment_method_details?.card_present?.last4 ?? null,
    lastError: pi.last_payment_error?.decline_code ?? pi.last_payment_error?.code ?? null,
    category: pi.metadata?.category ?? null,
    receiptEmail: pi.metadata?.receiptEmail ?? null,
    language: pi.metadata?.lang ?? null,
  };
}

export class StripeTerminal implements TerminalProvider {
  constructor(
    private readonly stripe: Stripe,
    private readonly directory: StripeAccountDirectory,
    /** Reads a Stripe file's contents (files.stripe.com, with the secret key). */
    private readonly fileContents: (url: string) => Promise<Buffer>,
  ) {}

  private async account(orgId: string): Promise<{ stripeAccount: string }> {
    const id = await this.directory.accountIdFor(orgId);
    if (!id) throw new BalanceDebitError('no_account');
    return { stripeAccount: id };
  }

  /** Runs a Stripe call: a 404 is null (not this account's), any other failure a PaymentsError. */
  private async call<T>(what: string, f: () => Promise<T>): Promise<T | null> {
    try {
      return await f();
    } catch (e) {
      if (notFound(e)) return null;
      if (e instanceof BalanceDebitError) throw e;
      throw new PaymentsError(`Stripe ${what} failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  private async location(orgId: string, id: string): Promise<Stripe.Terminal.Location | null> {
    const opts = await this.account(orgId);
    const l = await this.call('location', () => this.stripe.terminal.locations.retrieve(id, {}, opts));
    return l && !('deleted' in l && l.deleted) ? l : null;
  }

  async terminalLocations(orgId: string) {
    const opts = await this.account(orgId);
    const list = await this.call('locations', () =>
      this.stripe.terminal.locations.list({ limit: 100 }, opts),
    );
    return (list?.data ?? []).map(locationView);
  }

  private address(input: TerminalLocationInput, country: string) {
    return {
      line1: input.streetAddress,
      city: input.addressLocality,
      postal_code: input.postalCode,
      country,
    };
  }

  async createTerminalLocation(orgId: string, input: TerminalLocationInput) {
    const opts = await this.account(orgId);
    const acct = await this.call('account', () => this.stripe.accounts.retrieve(opts.stripeAccount));
    const l = await this.call('location', () =>
      this.stripe.terminal.locations.create(
        { display_name: input.name, address: this.address(input, acct?.country ?? 'IE') },
        opts,
      ),
    );
    if (!l) throw new PaymentsError('Stripe location failed');
    return locationView(l);
  }

  async updateTerminalLocation(orgId: string, id: string, input: TerminalLocationInput) {
    const before = await this.location(orgId, id);
    if (!before) return null;
    const opts = await this.account(orgId);
    const l = await this.call('location', () =>
      this.stripe.terminal.locations.update(
        id,
        { display_name: input.name, address: this.address(input, before.address.country ?? 'IE') },
        opts,
      ),
    );
    return l && !('deleted' in l && l.deleted) ? locationView(l) : null;
  }

  async deleteTerminalLocation(orgId: string, id: string) {
    const opts = await this.account(orgId);
    for (const r of await this.terminalReaders(orgId, id)) {
      await this.call('reader', () => this.stripe.terminal.readers.del(r.id, {}, opts));
    }
    const d = await this.call('location', () => this.stripe.terminal.locations.del(id, {}, opts));
    return !!d?.deleted;
  }

  async terminalSplashScreen(orgId: string, locationId: string): Promise<SplashScreen | null> {
    const l = await this.location(orgId, locationId);
    if (!l?.configuration_overrides) return null;
    const opts = await this.account(orgId);
    const config = await this.call('configuration', () =>
      this.stripe.terminal.configurations.retrieve(l.configuration_overrides!, {}, opts),
    );
    const splash =
      config && !('deleted' in config && config.deleted)
        ? (config as Stripe.Terminal.Configuration).bbpos_wisepos_e?.splashscreen
        : null;
    if (!splash) return null;
    const fileId = typeof splash === 'string' ? splash : splash.id;
    const file = await this.call('file', () => this.stripe.files.retrieve(fileId, {}, opts));
    if (!file?.url) return null;
    return { contentType: `image/${file.type ?? 'png'}`, data: await this.fileContents(file.url) };
  }

  async setTerminalSplashScreen(orgId: string, locationId: string, image: SplashScreen) {
    const l = await this.location(orgId, locationId);
    if (!l) return false;
    const opts = await this.account(orgId);
    const file = await this.call('file upload', () =>
      this.stripe.files.create(
        {
          purpose: 'terminal_reader_splashscreen',
          file: { data: image.data, name: 'splash', type: image.contentType },
        },
        opts,
      ),
    );
    if (!file) return false;
    const config = await this.call('configuration', () =>
      this.stripe.terminal.configurations.create({ bbpos_wisepos_e: { splashscreen: file.id } }, opts),
    );
    if (!config) return false;
    await this.call('location', () =>
      this.stripe.terminal.locations.update(locationId, { configuration_overrides: config.id }, opts),
    );
    return true;
  }

  async terminalReaders(orgId: string, locationId?: string) {
    const opts = await this.account(orgId);
    const list = await this.call('readers', () =>
      this.stripe.terminal.readers.list(
        { limit: 100, ...(locationId ? { location: locationId } : {}) },
        opts,
      ),
    );
    return (list?.data ?? []).map(readerView);
  }

  async registerTerminalReader(
    orgId: string,
    input: { locationId: string; name: string; registrationCode: string },
  ) {
    if (!(await this.location(orgId, input.locationId))) return null;
    const opts = await this.account(orgId);
    try {
      const r = await this.stripe.terminal.readers.create(
        { registration_code: input.registrationCode, label: input.name, location: input.locationId },
        opts,
      );
      return readerView(r);
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code === 'resource_missing' || (e as { statusCode?: number }).statusCode === 400) {
        throw new TerminalRegistrationError(e instanceof Error ? e.message : 'Registration refused');
      }
      throw new PaymentsError(`Stripe reader failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  async renameTerminalReader(orgId: string, id: string, name: string) {
    const opts = await this.account(orgId);
    const r = await this.call('reader', () => this.stripe.terminal.readers.update(id, { label: name }, opts));
    return r && !('deleted' in r && r.deleted) ? readerView(r) : null;
  }

  async deleteTerminalReader(orgId: string, id: string) {
    const opts = await this.account(orgId);
    const d = await this.call('reader', () => this.stripe.terminal.readers.del(id, {}, opts));
    return !!d?.deleted;
  }

  async terminalConnectionToken(orgId: string, locationId: string) {
    if (!(await this.location(orgId, locationId))) return null;
    const opts = await this.account(orgId);
    const t = await this.call('connection token', () =>
      this.stripe.terminal.connectionTokens.create({ location: locationId }, opts),
    );
    return t?.secret ?? null;
  }

  async createTerminalPayment(input: TerminalPaymentInput) {
    const opts = await this.account(input.accountId);
    const pi = await this.call('payment intent', () =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountMinor,
          currency: input.currency.toLowerCase(),
          allowed_payment_method_types: ['card_present'],
          capture_method: 'automatic',
          description: input.description,
          metadata: {
            ...input.metadata,
            purpose: 'terminal',
            locationId: input.locationId,
            organizationId: input.accountId,
          },
        },
        { ...opts, idempotencyKey: `terminal-payment:${input.accountId}:${input.reference}` },
      ),
    );
    if (!pi) throw new PaymentsError('Stripe payment intent failed');
    return paymentView(pi);
  }

  async terminalPayment(orgId: string, id: string) {
    const opts = await this.account(orgId);
    const pi = await this.call('payment intent', () =>
      this.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }, opts),
    );
    return pi && pi.metadata?.purpose === 'terminal' ? paymentView(pi) : null;
  }

  async cancelTerminalPayment(orgId: string, id: string) {
    const current = await this.terminalPayment(orgId, id);
    if (!current) return null;
    if (current.status === 'canceled') return current;
    if (current.status === 'succeeded') throw new PaymentsError('A succeeded payment cannot be cancelled');
    const opts = await this.account(orgId);
    const pi = await this.call('cancel', () => this.stripe.paymentIntents.cancel(id, {}, opts));
    return pi ? paymentView(pi) : null;
  }
}
