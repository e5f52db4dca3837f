/**
 * The browser's card reader client (seed 3 §4 Card payment acceptance): one interface with the method shapes
 * of Stripe Terminal's `Terminal` object, so the take-payment page is the same whichever provider the server
 * runs (`/api/config` paymentsProvider):
 * - Stripe: @stripe/terminal-js (`loadStripeTerminal`, its sdk from js.stripe.com), the simulated reader in
 *   test mode (terminal-client-stripe.ts);
 * - local: the local provider's simulated reader on this server (terminal-client-local.ts).
 * Every answer is the value or `{ error }`, never a throw, as Stripe's. The connection token comes from
 * GET /api/terminal/connection-token for the location payments are taken at.
 */
export interface ReaderError {
  code?: string;
  decline_code?: string;
  message: string;
}
export type Failure = { error: ReaderError };

export interface ClientReader {
  id: string;
  label: string;
  device_type: string;
  serial_number: string;
  status: string | null;
}

/** The payment intent as the reader answers it: enough to process it and to show the card. */
export interface ClientPaymentIntent {
  id: string;
  status: string;
  client_secret: string;
  last4: string | null;
}

export interface ReaderClient {
  discoverReaders(): Promise<{ discoveredReaders: ClientReader[] } | Failure>;
  connectReader(reader: ClientReader): Promise<{ reader: ClientReader } | Failure>;
  /** The simulated reader's test card (Stripe's `setSimulatorConfiguration({ testCardNumber })`). */
  setSimulatorConfiguration(config: { testCardNumber?: string }): void;
  collectPaymentMethod(clientSecret: string): Promise<{ paymentIntent: ClientPaymentIntent } | Failure>;
  processPayment(
    paymentIntent: ClientPaymentIntent,
  ): Promise<{ paymentIntent: ClientPaymentIntent } | Failure>;
  cancelCollectPaymentMethod(): Promise<Record<string, never> | Failure>;
}

export const failed = <T extends object>(r: T | Failure): r is Failure => 'error' in r;

export interface ReaderClientOptions {
  provider: 'local' | 'stripe';
  /** Stripe's publishable key: a pk_test_ key means test mode and the simulated reader. */
  publishableKey: string | null;
  locationId: string;
  fetchConnectionToken: () => Promise<string>;
}

/** The client for the server's provider; Stripe's code is loaded only when it is the one. */
export async function createReaderClient(o: ReaderClientOptions): Promise<ReaderClient> {
  if (o.provider === 'stripe') {
    const { stripeReaderClient } = await import('./terminal-client-stripe');
    return stripeReaderClient(o);
  }
  const { LocalReaderClient } = await import('./terminal-client-local');
  return new LocalReaderClient(o.fetchConnectionToken);
}
