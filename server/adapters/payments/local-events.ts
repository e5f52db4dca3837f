/**
 * The local provider's events: stored in the same transaction as the state they report, signed like
 * Stripe's (signature.ts) with a secret kept in the database, and delivered by HTTP POST to this server's own
 * webhook route; an event not yet delivered is retried by `deliverPending`, up to MAX_DELIVERY_ATTEMPTS.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentEvent, serverSecret } from '../../db/schema/index.ts';
import { normalizeEvent } from './events.ts';
import { PaymentEventSignatureError, type PaymentEvent } from './provider.ts';
import { signPayload, verifySignature } from './signature.ts';

export const LOCAL_SIGNATURE_HEADER = 'pairc-signature';
const SECRET_NAME = 'payments.local.webhookSecret';
const MAX_DELIVERY_ATTEMPTS = 10;

/** An id in the style of a card processor's test mode (`cs_test_…`, `pi_test_…`). */
export const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('base64url')}`;

export class LocalEvents {
  private secret: string | undefined;

  constructor(
    private readonly db: Db,
    private readonly webhookUrl: string,
    private readonly now: () => Date,
  ) {}

  /** The signing secret, made on first use and shared by every process through the database. */
  async webhookSecret(): Promise<string> {
    if (this.secret) return this.secret;
    await this.db
      .insert(serverSecret)
      .values({ name: SECRET_NAME, value: `whsec_${randomBytes(24).toString('base64url')}` })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(serverSecret).where(eq(serverSecret.name, SECRET_NAME));
    this.secret = row!.value as string;
    return this.secret;
  }

  /** Stores an event in the caller's transaction, beside the state it reports; answers its id. */
  async record(tx: Db, type: string, object: Record<string, unknown>): Promise<string> {
    const id = newId('evt');
    await tx.insert(paymentEvent).values({ id, type, payload: { object } });
    return id;
  }

  async parse(rawBody: string, signature: string | undefined): Promise<PaymentEvent | null> {
    verifySignature(rawBody, signature, await this.webhookSecret());
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      throw new PaymentEventSignatureError('The event is not JSON');
    }
    return normalizeEvent(parsed as Parameters<typeof normalizeEvent>[0]);
  }

  /** POSTs one stored event, signed, to the webhook; marks it delivered on a 2xx answer. */
  async deliver(eventId: string): Promise<boolean> {
    const [event] = await this.db.select().from(paymentEvent).where(eq(paymentEvent.id, eventId));
    if (!event || event.deliveredAt) return true;
    const body = JSON.stringify({
      id: event.id,
      object: 'event',
      type: event.type,
      created: Math.floor(event.createdAt.getTime() / 1000),
      data: event.payload,
    });
    let ok: boolean;
    try {
      const res = await fetch(this.webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [LOCAL_SIGNATURE_HEADER]: signPayload(body, await this.webhookSecret()),
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      ok = res.ok;
    } catch {
      ok = false;
    }
    await this.db
      .update(paymentEvent)
      .set({ attempts: sql`${paymentEvent.attempts} + 1`, ...(ok ? { deliveredAt: this.now() } : {}) })
      .where(eq(paymentEvent.id, eventId));
    return ok;
  }

  /** Retries events not yet delivered (the payment job calls it). */
  async deliverPending(): Promise<number> {
    const rows = await this.db
      .select({ id: paymentEvent.id })
      .from(paymentEvent)
      .where(and(isNull(paymentEvent.deliveredAt), lt(paymentEvent.attempts, MAX_DELIVERY_ATTEMPTS)))
      .orderBy(paymentEvent.createdAt);
    let n = 0;
    for (const { id } of rows) if (await this.deliver(id)) n++;
    return n;
  }
}
