/**
 * The reader client on Stripe: @stripe/terminal-js (`loadStripeTerminal` loads Stripe's sdk from
 * js.stripe.com; the server's CSP allows it with PAYMENTS_PROVIDER=stripe), readers discovered at the
 * location — Stripe's simulated reader with a test-mode key — and every call passed to Stripe's Terminal
 * object, whose shapes terminal-client.ts copies.
 */
import { t } from '@lingui/core/macro';
import { loadStripeTerminal, type SdkPaymentIntent, type SdkReader } from './stripe-terminal-sdk.js';
import type { ClientPaymentIntent, ClientReader, ReaderClient, ReaderClientOptions } from './terminal-client';

const reader = (r: SdkReader): ClientReader => ({
  id: r.id,
  label: r.label,
  device_type: r.device_type,
  serial_number: r.serial_number,
  status: r.status,
});

export async function stripeReaderClient(o: ReaderClientOptions): Promise<ReaderClient> {
  const sdk = await loadStripeTerminal();
  if (!sdk) throw new Error(t`Stripe Terminal could not be loaded`);
  const terminal = sdk.create({ onFetchConnectionToken: o.fetchConnectionToken });
  const simulated = (o.publishableKey ?? '').startsWith('pk_test_');
  // The sdk's own intents, kept so processPayment is handed back exactly what collectPaymentMethod gave.
  const collected = new Map<string, SdkPaymentIntent>();
  const stripeReaders = new Map<string, SdkReader>();
  const view = (pi: SdkPaymentIntent, last4: string | null) => ({
    id: pi.id,
    status: pi.status,
    client_secret: pi.client_secret ?? '',
    last4,
  });
  return {
    async discoverReaders() {
      const r = await terminal.discoverReaders({ simulated, location: o.locationId });
      if ('error' in r) return r;
      for (const x of r.discoveredReaders) stripeReaders.set(x.id, x);
      return { discoveredReaders: r.discoveredReaders.map(reader) };
    },
    async connectReader(r: ClientReader) {
      const found = stripeReaders.get(r.id);
      if (!found) return { error: { message: t`Discover the reader first` } };
      const res = await terminal.connectReader(found);
      return 'error' in res ? res : { reader: reader(res.reader) };
    },
    setSimulatorConfiguration(config) {
      if (simulated) terminal.setSimulatorConfiguration(config);
    },
    async collectPaymentMethod(clientSecret: string) {
      const r = await terminal.collectPaymentMethod(clientSecret);
      if ('error' in r) return r;
      collected.set(r.paymentIntent.id, r.paymentIntent);
      const card = r.paymentIntent.payment_method;
      const last4 = typeof card === 'object' && card ? (card.card_present?.last4 ?? null) : null;
      return { paymentIntent: view(r.paymentIntent, last4) };
    },
    async processPayment(pi: ClientPaymentIntent) {
      const sdkIntent = collected.get(pi.id);
      if (!sdkIntent) return { error: { message: t`Collect the card first` } };
      const r = await terminal.processPayment(sdkIntent);
      if ('error' in r) return r;
      collected.delete(pi.id);
      return { paymentIntent: view(r.paymentIntent, pi.last4) };
    },
    async cancelCollectPaymentMethod() {
      const r = await terminal.cancelCollectPaymentMethod();
      return 'error' in r ? r : {};
    },
  };
}
