/**
 * The local test-mode payments provider: a real, persistent implementation in the database that behaves like
 * a card processor's test mode (the default provider; docs/adr/0005-payments-adapter.md).
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
 * - Balances are derived from the ledger, never stored: a charge adds its amount less the 1.35 % card fee
 *   to pending, available once cleared (`CLEARING_MS`); a refund takes the net amount and the banking
 *   refund fee; a payout is reserved until it arrives.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  paymentCheckoutSession,
  paymentEvent,
  paymentIntent,
  paymentMethod,
  paymentPayout,
  paymentRefund,
  serverSecret,
} from '../../db/schema/index.ts';
import { normalizeEvent } from './events.ts';
import { debitLedger, ledgerBalance } from './local-balance.ts';
import {
  cardFee,
  REFUND_BANK_FEE_MINOR,
  PaymentEventSignatureError,
  PaymentsError,
  type Balance,
  type BalanceDebit,
  type CheckoutSession,
  type CheckoutSessionInput,
  type PaymentEvent,
  type PaymentsProvider,
  type SavedCharge,
  type SavedChargeResult,
} from './provider.ts';
import { signPayload, verifySignature } from './signature.ts';

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  authentication: '4000002500003155',
  failsLater: '4000000000000341',
} as const;

/** Card charges clear after two days (seed 3 §4 gives card clearing no figure; two days is Stripe's). */
export const CLEARING_MS = 2 * 24 * 3600_000;
export const LOCAL_SIGNATURE_HEADER = 'pairc-signature';
const SECRET_NAME = 'payments.local.webhookSecret';
const MAX_DELIVERY_ATTEMPTS = 10;

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('base64url')}`;

export type PayOutcome =
  | { kind: 'succeeded'; redirect: string }
  | { kind: 'declined'; redirect: string }
  | { kind: 'requiresAction'; paymentIntentId: string }
  | { kind: 'incorrectNumber' }
  | { kind: 'closed'; redirect: string };

export interface LocalProviderOptions {
  publicUrl: string;
  sessionTtlSeconds: number;
  /** Where events are POSTed; defaults to `${publicUrl}/api/payments/webhook`. */
  webhookUrl?: string;
  now?: () => Date;
}

type SessionRow = typeof paymentCheckoutSession.$inferSelect;

export class LocalPaymentsProvider implements PaymentsProvider {
  readonly name = 'local';
  readonly signatureHeader = LOCAL_SIGNATURE_HEADER;
  private secret: string | undefined;
  private readonly webhookUrl: string;
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly opts: LocalProviderOptions,
  ) {
    this.webhookUrl = opts.webhookUrl ?? `${opts.publicUrl}/api/payments/webhook`;
    this.now = opts.now ?? (() => new Date());
  }

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

  private toSession(row: SessionRow): CheckoutSession {
    return {
      id: row.id,
      url: `${this.opts.publicUrl}/pay/checkout/${row.id}`,
      status: row.status as CheckoutSession['status'],
      paymentIntentId: row.paymentIntentId,
      expiresAt: row.expiresAt,
      metadata: row.metadata,
      paymentMethodId: row.paymentMethodId,
    };
  }

  async createCheckoutSession(input: CheckoutSessionInput): Promise<CheckoutSession> {
    if (!Number.isInteger(input.amountMinor) || input.amountMinor <= 0) {
      throw new PaymentsError('The amount must be a positive whole number of minor units');
    }
    const [row] = await this.db
      .insert(paymentCheckoutSession)
      .values({
        id: newId('cs'),
        accountId: input.accountId,
        amountMinor: input.amountMinor,
        currency: input.currency,
        description: input.description,
        metadata: input.metadata,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        saveCard: input.saveCard ?? false,
        expiresAt: new Date(this.now().getTime() + this.opts.sessionTtlSeconds * 1000),
      })
      .returning();
    return this.toSession(row!);
  }

  async findSession(id: string): Promise<SessionRow | null> {
    const [row] = await this.db
      .select()
      .from(paymentCheckoutSession)
      .where(eq(paymentCheckoutSession.id, id));
    return row ?? null;
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSession> {
    const row = await this.findSession(id);
    if (!row) throw new PaymentsError(`No checkout session ${id}`);
    return this.toSession(row);
  }

  private sessionObject(row: SessionRow, status: string, paymentIntentId: string | null) {
    return {
      id: row.id,
      object: 'checkout.session',
      status,
      payment_status: status === 'complete' ? 'paid' : 'unpaid',
      amount_total: row.amountMinor,
      currency: row.currency.toLowerCase(),
      payment_intent: paymentIntentId,
      metadata: row.metadata,
    };
  }

  private async recordEvent(tx: Db, type: string, object: Record<string, unknown>): Promise<string> {
    const id = newId('evt');
    await tx.insert(paymentEvent).values({ id, type, payload: { object } });
    return id;
  }

  /** Ends an open session as expired (with its event); false if it was no longer open. */
  private async expire(id: string): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(paymentCheckoutSession)
        .set({ status: 'expired' })
        .where(and(eq(paymentCheckoutSession.id, id), eq(paymentCheckoutSession.status, 'open')))
        .returning();
      if (!row) return null;
      return this.recordEvent(tx, 'checkout.session.expired', this.sessionObject(row, 'expired', null));
    });
  }

  async expireCheckoutSession(id: string): Promise<void> {
    const eventId = await this.expire(id);
    if (eventId) await this.deliver(eventId);
  }

  /** Expires every open session past its time; answers how many. A job and a test route call it. */
  async expireDueSessions(): Promise<number> {
    const due = await this.db
      .select({ id: paymentCheckoutSession.id })
      .from(paymentCheckoutSession)
      .where(
        and(eq(paymentCheckoutSession.status, 'open'), lte(paymentCheckoutSession.expiresAt, this.now())),
      );
    let n = 0;
    for (const { id } of due) {
      const eventId = await this.expire(id);
      if (eventId) {
        n++;
        await this.deliver(eventId);
      }
    }
    return n;
  }

  /** The hosted page's submit: charges the session with a test card. */
  async pay(sessionId: string, cardNumber: string): Promise<PayOutcome> {
    const digits = cardNumber.replace(/[\s-]/g, '');
    const session = await this.findSession(sessionId);
    if (!session) throw new PaymentsError(`No checkout session ${sessionId}`);
    if (session.status !== 'open' || session.expiresAt <= this.now()) {
      if (session.status === 'open') await this.expireCheckoutSession(sessionId);
      return { kind: 'closed', redirect: session.cancelUrl };
    }
    if (digits === TEST_CARDS.success || digits === TEST_CARDS.failsLater) {
      return this.settle(session, 'succeeded', digits);
    }
    if (digits === TEST_CARDS.declined) return this.settle(session, 'failed', digits);
    if (digits === TEST_CARDS.authentication) {
      const id = newId('pi');
      await this.db.insert(paymentIntent).values({
        id,
        accountId: session.accountId,
        checkoutSessionId: session.id,
        amountMinor: session.amountMinor,
        feeMinor: cardFee(session.amountMinor),
        currency: session.currency,
        status: 'requires_action',
        cardLast4: digits.slice(-4),
        availableAt: new Date(this.now().getTime() + CLEARING_MS),
        metadata: session.metadata,
      });
      return { kind: 'requiresAction', paymentIntentId: id };
    }
    return { kind: 'incorrectNumber' };
  }

  /** The authentication step of a 3-D Secure test card: the payer completes it or fails it. */
  async authenticate(paymentIntentId: string, approve: boolean): Promise<PayOutcome> {
    const [intent] = await this.db.select().from(paymentIntent).where(eq(paymentIntent.id, paymentIntentId));
    if (!intent?.checkoutSessionId || intent.status !== 'requires_action') {
      throw new PaymentsError(`No payment ${paymentIntentId} awaiting authentication`);
    }
    const session = (await this.findSession(intent.checkoutSessionId))!;
    if (session.status !== 'open') return { kind: 'closed', redirect: session.cancelUrl };
    return this.settle(session, approve ? 'succeeded' : 'failed', intent.cardLast4 ?? '', intent.id);
  }

  private async settle(
    session: SessionRow,
    outcome: 'succeeded' | 'failed',
    card: string,
    existingIntentId?: string,
  ): Promise<PayOutcome> {
    const eventId = await this.db.transaction(async (tx) => {
      const [open] = await tx
        .update(paymentCheckoutSession)
        .set({ status: outcome === 'succeeded' ? 'complete' : 'expired' })
        .where(and(eq(paymentCheckoutSession.id, session.id), eq(paymentCheckoutSession.status, 'open')))
        .returning();
      if (!open) return null;
      const intentId = existingIntentId ?? newId('pi');
      const values = {
        accountId: session.accountId,
        checkoutSessionId: session.id,
        amountMinor: session.amountMinor,
        feeMinor: outcome === 'succeeded' ? cardFee(session.amountMinor) : 0,
        currency: session.currency,
        status: outcome,
        cardLast4: card.slice(-4),
        availableAt: new Date(this.now().getTime() + CLEARING_MS),
        metadata: session.metadata,
      };
      if (existingIntentId) {
        await tx.update(paymentIntent).set(values).where(eq(paymentIntent.id, existingIntentId));
      } else {
        await tx.insert(paymentIntent).values({ id: intentId, ...values });
      }
      let paymentMethodId: string | null = null;
      if (outcome === 'succeeded' && session.saveCard) {
        paymentMethodId = newId('pm');
        await tx.insert(paymentMethod).values({
          id: paymentMethodId,
          accountId: session.accountId,
          cardLast4: card.slice(-4),
          failCharges: card === TEST_CARDS.failsLater,
        });
      }
      await tx
        .update(paymentCheckoutSession)
        .set({ paymentIntentId: intentId, paymentMethodId })
        .where(eq(paymentCheckoutSession.id, session.id));
      return outcome === 'succeeded'
        ? this.recordEvent(tx, 'checkout.session.completed', this.sessionObject(open, 'complete', intentId))
        : this.recordEvent(tx, 'payment_intent.payment_failed', {
            id: intentId,
            object: 'payment_intent',
            status: 'requires_payment_method',
            metadata: session.metadata,
          });
    });
    if (!eventId) return { kind: 'closed', redirect: session.cancelUrl };
    await this.deliver(eventId);
    return outcome === 'succeeded'
      ? { kind: 'succeeded', redirect: session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) }
      : { kind: 'declined', redirect: session.cancelUrl };
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
      availableAt: new Date(this.now().getTime() + CLEARING_MS),
      metadata: input.metadata,
    });
    return { paymentIntentId: id, status };
  }

  /** The payer updates a saved card: `failCharges` false makes its later charges succeed (and true fail). */
  async updateSavedCard(paymentMethodId: string, failCharges: boolean): Promise<void> {
    await this.db.update(paymentMethod).set({ failCharges }).where(eq(paymentMethod.id, paymentMethodId));
  }

  async refund(paymentIntentId: string) {
    const result = await this.db.transaction(async (tx) => {
      const [intent] = await tx
        .select()
        .from(paymentIntent)
        .where(eq(paymentIntent.id, paymentIntentId))
        .for('update');
      if (!intent || intent.status !== 'succeeded') throw new PaymentsError('No such successful payment');
      if (intent.refundedMinor > 0) throw new PaymentsError('This payment was already refunded');
      const balance = await ledgerBalance(tx, intent.accountId, intent.currency, this.now());
      const cost = intent.amountMinor - intent.feeMinor + REFUND_BANK_FEE_MINOR;
      if (balance.available + balance.pending - balance.reserved < cost) {
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
      const eventId = await this.recordEvent(tx, 'charge.refunded', {
        id: newId('ch'),
        object: 'charge',
        payment_intent: paymentIntentId,
        amount_refunded: intent.amountMinor,
        metadata: intent.metadata,
      });
      return { id, amountMinor: intent.amountMinor, eventId };
    });
    await this.deliver(result.eventId);
    return { id: result.id, paymentIntentId, amountMinor: result.amountMinor };
  }

  balance(accountId: string, currency: string): Promise<Balance> {
    return ledgerBalance(this.db, accountId, currency, this.now());
  }

  async createPayout(accountId: string, amountMinor: number, currency: string) {
    return this.db.transaction(async (tx) => {
      const balance = await ledgerBalance(tx, accountId, currency, this.now());
      if (amountMinor <= 0 || amountMinor > balance.available) {
        throw new PaymentsError('The available balance does not cover this payout');
      }
      const id = newId('po');
      await tx.insert(paymentPayout).values({
        id,
        accountId,
        amountMinor,
        currency,
        status: 'pending',
        arrivalAt: new Date(this.now().getTime() + CLEARING_MS),
      });
      return { id, amountMinor, status: 'pending' };
    });
  }

  debitBalance(input: BalanceDebit) {
    return debitLedger(this.db, input, this.now());
  }

  async parseEvent(rawBody: string, signature: string | undefined): Promise<PaymentEvent | null> {
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
