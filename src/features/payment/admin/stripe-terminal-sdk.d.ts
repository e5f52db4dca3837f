/** The part of @stripe/terminal-js the reader client uses (see stripe-terminal-sdk.js for why not its types). */
export interface SdkError {
  code?: string;
  decline_code?: string;
  message: string;
}
export interface SdkReader {
  id: string;
  label: string;
  device_type: string;
  serial_number: string;
  status: string | null;
}
export interface SdkPaymentIntent {
  id: string;
  status: string;
  client_secret?: string | null;
  payment_method?: { card_present?: { last4?: string | null } | null } | string | null;
}
export interface SdkTerminal {
  discoverReaders(config: {
    simulated?: boolean;
    location?: string;
  }): Promise<{ discoveredReaders: SdkReader[] } | { error: SdkError }>;
  connectReader(reader: SdkReader): Promise<{ reader: SdkReader } | { error: SdkError }>;
  setSimulatorConfiguration(config: { testCardNumber?: string }): void;
  collectPaymentMethod(
    clientSecret: string,
  ): Promise<{ paymentIntent: SdkPaymentIntent } | { error: SdkError }>;
  processPayment(
    intent: SdkPaymentIntent,
  ): Promise<{ paymentIntent: SdkPaymentIntent } | { error: SdkError }>;
  cancelCollectPaymentMethod(): Promise<Record<string, never> | { error: SdkError }>;
}
export interface SdkStripeTerminal {
  create(props: { onFetchConnectionToken: () => Promise<string> }): SdkTerminal;
}
export function loadStripeTerminal(): Promise<SdkStripeTerminal | null>;
