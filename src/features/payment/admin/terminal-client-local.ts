/**
 * The reader client of the local test provider: its simulated reader on this server (POST /pay/terminal/…,
 * server/adapters/payments/local-terminal.routes.ts), reached with the connection token like Stripe's; an
 * expired token is fetched again once. Method shapes are Stripe Terminal's (terminal-client.ts).
 */
import { t } from '@lingui/core/macro';
import type { ClientPaymentIntent, ClientReader, Failure, ReaderClient } from './terminal-client';

type ServerReader = { id: string; name: string; deviceType: string; serialNumber: string; status: string };
type ServerIntent = { id: string; status: string; clientSecret: string; cardLast4: string | null };

const reader = (r: ServerReader): ClientReader => ({
  id: r.id,
  label: r.name,
  device_type: r.deviceType,
  serial_number: r.serialNumber,
  status: r.status,
});
const intent = (p: ServerIntent): ClientPaymentIntent => ({
  id: p.id,
  status: p.status,
  client_secret: p.clientSecret,
  last4: p.cardLast4,
});
const fail = (message: string, code?: string): Failure => ({ error: { message, code } });

export class LocalReaderClient implements ReaderClient {
  private token: string | null = null;
  private connected: ClientReader | null = null;
  private testCardNumber: string | undefined;
  /** The client secret of the payment being collected, for cancelCollectPaymentMethod. */
  private collecting: string | null = null;

  constructor(
    private readonly fetchConnectionToken: () => Promise<string>,
    private readonly fetchImpl: typeof fetch = (...a) => fetch(...a),
  ) {}

  private async post<T>(path: string, body: unknown): Promise<T | Failure> {
    for (let attempt = 0; attempt < 2; attempt++) {
      this.token ??= await this.fetchConnectionToken();
      let res: Response;
      try {
        res = await this.fetchImpl(`/pay/terminal/${path}`, {
          method: 'POST',
          // eslint-disable-next-line lingui/no-unlocalized-strings -- HTTP headers, not text
          headers: { Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      } catch {
        return fail(t`The reader cannot be reached`, 'network_error');
      }
      if (res.status === 401 && attempt === 0) {
        this.token = null;
        continue;
      }
      const json = (await res.json().catch(() => null)) as T | Failure | null;
      if (!json) return fail(t`The reader answered ${res.status}`);
      return json;
    }
    return fail(t`The connection token was refused`, 'invalid_connection_token');
  }

  async discoverReaders() {
    const r = await this.post<{ discoveredReaders: ServerReader[] }>('discover', {});
    return 'error' in r ? r : { discoveredReaders: r.discoveredReaders.map(reader) };
  }

  async connectReader(r: ClientReader) {
    const res = await this.post<{ reader: ServerReader }>('connect', { readerId: r.id });
    if ('error' in res) return res;
    this.connected = reader(res.reader);
    return { reader: this.connected };
  }

  setSimulatorConfiguration(config: { testCardNumber?: string }) {
    this.testCardNumber = config.testCardNumber;
  }

  async collectPaymentMethod(clientSecret: string) {
    if (!this.connected) return fail(t`No reader is connected`, 'no_reader_connected');
    this.collecting = clientSecret;
    const r = await this.post<{ paymentIntent: ServerIntent }>('collect', {
      clientSecret,
      readerId: this.connected.id,
      ...(this.testCardNumber ? { testCardNumber: this.testCardNumber } : {}),
    });
    return 'error' in r ? r : { paymentIntent: intent(r.paymentIntent) };
  }

  async processPayment(pi: ClientPaymentIntent) {
    const r = await this.post<{ paymentIntent: ServerIntent }>('process', { clientSecret: pi.client_secret });
    if (!('error' in r)) this.collecting = null;
    return 'error' in r ? r : { paymentIntent: intent(r.paymentIntent) };
  }

  async cancelCollectPaymentMethod() {
    if (!this.collecting) return {};
    const r = await this.post<{ paymentIntent: ServerIntent }>('cancel-collect', {
      clientSecret: this.collecting,
    });
    this.collecting = null;
    return 'error' in r ? r : {};
  }
}
