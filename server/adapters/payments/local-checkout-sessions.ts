/**
 * The local provider's checkout sessions and card payments: the hosted page's test cards, the
 * authentication step, and a session's end (paid, failed or expired), each one transaction that writes the
 * state and its event (local-events.ts), so no event is lost or doubled. A session saved with `saveCard`
 * keeps the card for later off-session charges (local-provider.ts `chargeSaved`).
 */
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentCheckoutSession, paymentIntent, paymentMethod } from '../../db/schema/index.ts';
import type { LocalEvents } from './local-events.ts';
import { newId } from './local-events.ts';
import { cardFee, PaymentsError, type CheckoutSession, type CheckoutSessionInput } from './provider.ts';

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  authentication: '4000002500003155',
  failsLater: '4000000000000341',
} as const;

/** Card charges clear after two days (seed 3 §4 gives card clearing no figure; two days is Stripe's). */
export const CLEARING_MS = 2 * 24 * 3600_000;

export type PayOutcome =
  | { kind: 'succeeded'; redirect: string }
  | { kind: 'declined'; redirect: string }
  | { kind: 'requiresAction'; paymentIntentId: string }
  | { kind: 'incorrectNumber' }
  | { kind: 'closed'; redirect: string };

export type SessionRow = typeof paymentCheckoutSession.$inferSelect;

export class LocalCheckoutSessions {
  constructor(
    private readonly db: Db,
    private readonly opts: { publicUrl: string; sessionTtlSeconds: number },
    private readonly now: () => Date,
    private readonly events: LocalEvents,
    /** The test clock (local-clock.ts): when a charge clears. Read before a transaction, never inside one. */
    private readonly ledgerNow: () => Promise<Date> = () => Promise.resolve(now()),
  ) {}

  private async availableAt(): Promise<Date> {
    return new Date((await this.ledgerNow()).getTime() + CLEARING_MS);
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

  async create(input: CheckoutSessionInput): Promise<CheckoutSession> {
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

  async find(id: string): Promise<SessionRow | null> {
    const [row] = await this.db
      .select()
      .from(paymentCheckoutSession)
      .where(eq(paymentCheckoutSession.id, id));
    return row ?? null;
  }

  async retrieve(id: string): Promise<CheckoutSession> {
    const row = await this.find(id);
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

  /** Ends an open session as expired (with its event); false if it was no longer open. */
  private async expire(id: string): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(paymentCheckoutSession)
        .set({ status: 'expired' })
        .where(and(eq(paymentCheckoutSession.id, id), eq(paymentCheckoutSession.status, 'open')))
        .returning();
      if (!row) return null;
      return this.events.record(tx, 'checkout.session.expired', this.sessionObject(row, 'expired', null));
    });
  }

  async expireSession(id: string): Promise<void> {
    const eventId = await this.expire(id);
    if (eventId) await this.events.deliver(eventId);
  }

  /** Expires every open session past its time; answers how many. A job and a test route call it. */
  async expireDue(): Promise<number> {
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
        await this.events.deliver(eventId);
      }
    }
    return n;
  }

  /** The hosted page's submit: charges the session with a test card. */
  async pay(sessionId: string, cardNumber: string): Promise<PayOutcome> {
    const digits = cardNumber.replace(/[\s-]/g, '');
    const session = await this.find(sessionId);
    if (!session) throw new PaymentsError(`No checkout session ${sessionId}`);
    if (session.status !== 'open' || session.expiresAt <= this.now()) {
      if (session.status === 'open') await this.expireSession(sessionId);
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
        availableAt: await this.availableAt(),
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
    const session = (await this.find(intent.checkoutSessionId))!;
    if (session.status !== 'open') return { kind: 'closed', redirect: session.cancelUrl };
    return this.settle(session, approve ? 'succeeded' : 'failed', intent.cardLast4 ?? '', intent.id);
  }

  private async settle(
    session: SessionRow,
    outcome: 'succeeded' | 'failed',
    card: string,
    existingIntentId?: string,
  ): Promise<PayOutcome> {
    const availableAt = await this.availableAt();
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
        availableAt,
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
        ? this.events.record(tx, 'checkout.session.completed', this.sessionObject(open, 'complete', intentId))
        : this.events.record(tx, 'payment_intent.payment_failed', {
            id: intentId,
            object: 'payment_intent',
            status: 'requires_payment_method',
            metadata: session.metadata,
          });
    });
    if (!eventId) return { kind: 'closed', redirect: session.cancelUrl };
    await this.events.deliver(eventId);
    return outcome === 'succeeded'
      ? { kind: 'succeeded', redirect: session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id) }
      : { kind: 'declined', redirect: session.cancelUrl };
  }
}
