/**
 * The local test-mode provider's card terminal, kept in the database as Stripe Terminal keeps it in test mode:
 * locations of an organisation's account, readers registered at a location, connection tokens, and card-present
 * payment intents (payment_intent rows, so a succeeded one posts its charge and card fee to the ledger by the
 * same trigger as every other card payment, and clears after CLEARING_MS on the test clock).
 *
 * The simulated reader (`discover`, `collect`, `process`, `cancelCollect`) is what the browser's local reader
 * client calls (local-terminal.routes.ts), each with a connection token bound to one location:
 * - a payment intent is created requires_payment_method; `collect` reads the simulated card
 *   (requires_confirmation); `process` charges it: succeeded, or declined — back to requires_payment_method
 *   with the decline code, waiting for another card, as Stripe does;
 * - declines follow Stripe's simulated reader: the test cards 4000 0000 0000 0002 (card_declined) and
 *   4000 0000 0000 9995 (insufficient_funds), and any amount ending in 05 (e.g. €10.05);
 * - `cancelCollect` lets a read card go (back to requires_payment_method); the server cancels the payment
 *   itself (`cancelTerminalPayment`: canceled), unless it already succeeded.
 * Registration codes: `simulated-wpe` registers a simulated WisePOS E; any other code of three words joined
 * by hyphens (as real readers show, e.g. `apple-banana-cherry`) a bbpos_wisepos_e; anything else is refused.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  paymentIntent,
  paymentTerminalLocation as loc,
  paymentTerminalReader as rdr,
  paymentTerminalToken,
} from '../../db/schema/index.ts';
import {
  SIMULATED_CARDS,
  simulatedDecline,
  type TerminalLocationInput,
  type TerminalLocationView,
  type TerminalPaymentStatus,
  type TerminalPaymentView,
  type TerminalReaderView,
} from '../../../domain/payment/terminal.ts';
import { findAccount } from './local-account.ts';
import { CLEARING_MS } from './local-checkout-sessions.ts';
import { newId } from './local-events.ts';
import {
  BalanceDebitError,
  cardFee,
  PaymentsError,
  TerminalRegistrationError,
  type SplashScreen,
  type TerminalPaymentInput,
  type TerminalProvider,
} from './provider.ts';

export const SIMULATED_REGISTRATION_CODE = 'simulated-wpe';
const REAL_CODE = /^[a-z]+-[a-z]+-[a-z]+$/;
const TOKEN_TTL_MS = 15 * 60_000;

type LocationRow = typeof loc.$inferSelect;
type ReaderRow = typeof rdr.$inferSelect;
type IntentRow = typeof paymentIntent.$inferSelect;

const locationView = (r: LocationRow): TerminalLocationView => ({
  id: r.id,
  name: r.name,
  streetAddress: r.streetAddress,
  addressLocality: r.addressLocality,
  postalCode: r.postalCode,
});

const readerView = (r: ReaderRow): TerminalReaderView => ({
  id: r.id,
  name: r.label,
  locationId: r.locationId,
  deviceType: r.deviceType,
  serialNumber: r.serialNumber,
  status: 'online',
});

export const paymentView = (r: IntentRow): TerminalPaymentView => ({
  id: r.id,
  status: r.status as TerminalPaymentStatus,
  amount: r.amountMinor,
  currency: r.currency,
  description: r.metadata.description ?? '',
  clientSecret: r.clientSecret ?? '',
  cardLast4: r.cardLast4,
  lastError: r.lastError,
  category: r.metadata.category ?? null,
  receiptEmail: r.metadata.receiptEmail ?? null,
  language: r.metadata.lang ?? null,
});

/** What the simulated reader answers the browser: the intent, or Stripe's error shape. */
export type ReaderResult =
  | { paymentIntent: TerminalPaymentView }
  | { error: { code: string; message: string; decline_code?: string } };

export class LocalTerminal implements TerminalProvider {
  constructor(
    private readonly db: Db,
    /** The test clock (local-clock.ts): when a charge clears. */
    private readonly ledgerNow: () => Promise<Date>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async location(accountId: string, id: string): Promise<LocationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(loc)
      .where(and(eq(loc.id, id), eq(loc.accountId, accountId)));
    return row;
  }

  async terminalLocations(accountId: string): Promise<TerminalLocationView[]> {
    const rows = await this.db.select().from(loc).where(eq(loc.accountId, accountId)).orderBy(loc.createdAt);
    return rows.map(locationView);
  }

  async createTerminalLocation(accountId: string, input: TerminalLocationInput) {
    // As at Stripe, terminal objects live under the organisation's account: none, none of these.
    if (!(await findAccount(this.db, accountId))) throw new BalanceDebitError('no_account');
    const [row] = await this.db
      .insert(loc)
      .values({ id: newId('tml'), accountId, ...input })
      .returning();
    return locationView(row!);
  }

  async updateTerminalLocation(accountId: string, id: string, input: TerminalLocationInput) {
    const [row] = await this.db
      .update(loc)
      .set(input)
      .where(and(eq(loc.id, id), eq(loc.accountId, accountId)))
      .returning();
    return row ? locationView(row) : null;
  }

  async deleteTerminalLocation(accountId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(loc)
      .where(and(eq(loc.id, id), eq(loc.accountId, accountId)))
      .returning({ id: loc.id });
    return rows.length > 0;
  }

  async terminalSplashScreen(accountId: string, locationId: string): Promise<SplashScreen | null> {
    const row = await this.location(accountId, locationId);
    return row?.splashScreen && row.splashScreenType
      ? { contentType: row.splashScreenType, data: row.splashScreen }
      : null;
  }

  async setTerminalSplashScreen(accountId: string, locationId: string, image: SplashScreen) {
    const rows = await this.db
      .update(loc)
      .set({ splashScreen: image.data, splashScreenType: image.contentType })
      .where(and(eq(loc.id, locationId), eq(loc.accountId, accountId)))
      .returning({ id: loc.id });
    return rows.length > 0;
  }

  async terminalReaders(accountId: string, locationId?: string): Promise<TerminalReaderView[]> {
    const where = locationId
      ? and(eq(rdr.accountId, accountId), eq(rdr.locationId, locationId))
      : eq(rdr.accountId, accountId);
    const rows = await this.db.select().from(rdr).where(where).orderBy(rdr.createdAt);
    return rows.map(readerView);
  }

  async registerTerminalReader(
    accountId: string,
    input: { locationId: string; name: string; registrationCode: string },
  ): Promise<TerminalReaderView | null> {
    if (!(await this.location(accountId, input.locationId))) return null;
    const code = input.registrationCode.trim().toLowerCase();
    const simulated = code === SIMULATED_REGISTRATION_CODE;
    if (!simulated && !REAL_CODE.test(code)) {
      throw new TerminalRegistrationError('The registration code is not valid');
    }
    const [row] = await this.db
      .insert(rdr)
      .values({
        id: newId('tmr'),
        accountId,
        locationId: input.locationId,
        label: input.name,
        deviceType: simulated ? 'simulated_wisepos_e' : 'bbpos_wisepos_e',
        serialNumber: `WSC513${randomBytes(5).toString('hex').toUpperCase()}`,
      })
      .returning();
    return readerView(row!);
  }

  async renameTerminalReader(accountId: string, id: string, name: string) {
    const [row] = await this.db
      .update(rdr)
      .set({ label: name })
      .where(and(eq(rdr.id, id), eq(rdr.accountId, accountId)))
      .returning();
    return row ? readerView(row) : null;
  }

  async deleteTerminalReader(accountId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(rdr)
      .where(and(eq(rdr.id, id), eq(rdr.accountId, accountId)))
      .returning({ id: rdr.id });
    return rows.length > 0;
  }

  async terminalConnectionToken(accountId: string, locationId: string): Promise<string | null> {
    if (!(await this.location(accountId, locationId))) return null;
    const id = `pst_test_${randomBytes(24).toString('base64url')}`;
    await this.db.insert(paymentTerminalToken).values({
      id,
      accountId,
      locationId,
      expiresAt: new Date(this.now().getTime() + TOKEN_TTL_MS),
    });
    return id;
  }

  async createTerminalPayment(input: TerminalPaymentInput): Promise<TerminalPaymentView> {
    if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
      throw new PaymentsError('The amount must be a positive whole number of minor units');
    }
    if (!(await this.location(input.accountId, input.locationId))) {
      throw new PaymentsError(`No terminal location ${input.locationId} on this account`);
    }
    const [done] = await this.db
      .select()
      .from(paymentIntent)
      .where(
        and(
          eq(paymentIntent.accountId, input.accountId),
          sql`${paymentIntent.metadata}->>'reference' = ${input.reference}`,
          sql`${paymentIntent.metadata}->>'purpose' = 'terminal'`,
        ),
      );
    if (done) return paymentView(done);
    const id = newId('pi');
    const [row] = await this.db
      .insert(paymentIntent)
      .values({
        id,
        accountId: input.accountId,
        amountMinor: input.amountMinor,
        feeMinor: 0,
        currency: input.currency,
        status: 'requires_payment_method',
        availableAt: new Date((await this.ledgerNow()).getTime() + CLEARING_MS),
        clientSecret: `${id}_secret_${randomBytes(18).toString('base64url')}`,
        metadata: {
          ...input.metadata,
          purpose: 'terminal',
          description: input.description,
          locationId: input.locationId,
          reference: input.reference,
        },
      })
      .returning();
    return paymentView(row!);
  }

  private async intent(accountId: string, id: string): Promise<IntentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(paymentIntent)
      .where(
        and(
          eq(paymentIntent.id, id),
          eq(paymentIntent.accountId, accountId),
          sql`${paymentIntent.metadata}->>'purpose' = 'terminal'`,
        ),
      );
    return row;
  }

  async terminalPayment(accountId: string, id: string): Promise<TerminalPaymentView | null> {
    const row = await this.intent(accountId, id);
    return row ? paymentView(row) : null;
  }

  async cancelTerminalPayment(accountId: string, id: string): Promise<TerminalPaymentView | null> {
    const row = await this.intent(accountId, id);
    if (!row) return null;
    const [done] = await this.db
      .update(paymentIntent)
      .set({ status: 'canceled' })
      .where(and(eq(paymentIntent.id, id), sql`${paymentIntent.status} not in ('succeeded', 'canceled')`))
      .returning();
    if (!done && row.status === 'succeeded')
      throw new PaymentsError('A succeeded payment cannot be cancelled');
    return paymentView(done ?? row);
  }

  // ---- The simulated reader, as the browser's local reader client reaches it ------------------------------

  /** The token's account and location, or null when it is unknown or expired. */
  async session(token: string): Promise<{ accountId: string; locationId: string } | null> {
    const [row] = await this.db
      .select()
      .from(paymentTerminalToken)
      .where(and(eq(paymentTerminalToken.id, token), gt(paymentTerminalToken.expiresAt, this.now())));
    return row ? { accountId: row.accountId, locationId: row.locationId } : null;
  }

  /** The readers at the token's location (all online: they are simulated). */
  async discover(token: string): Promise<TerminalReaderView[] | null> {
    const s = await this.session(token);
    return s ? this.terminalReaders(s.accountId, s.locationId) : null;
  }

  async connect(token: string, readerId: string): Promise<TerminalReaderView | null> {
    const s = await this.session(token);
    if (!s) return null;
    const [row] = await this.db
      .select()
      .from(rdr)
      .where(and(eq(rdr.id, readerId), eq(rdr.accountId, s.accountId), eq(rdr.locationId, s.locationId)));
    return row ? readerView(row) : null;
  }

  private async bySecret(token: string, clientSecret: string): Promise<IntentRow | null> {
    const s = await this.session(token);
    if (!s) return null;
    const [row] = await this.db
      .select()
      .from(paymentIntent)
      .where(and(eq(paymentIntent.clientSecret, clientSecret), eq(paymentIntent.accountId, s.accountId)))
      .orderBy(desc(paymentIntent.createdAt));
    return row ?? null;
  }

  private unexpected(row: IntentRow): ReaderResult {
    return {
      error: {
        code: 'payment_intent_unexpected_state',
        message: `The payment is ${row.status}`,
      },
    };
  }

  /** The reader reads the (simulated) card: requires_payment_method → requires_confirmation. */
  async collect(
    token: string,
    clientSecret: string,
    readerId: string,
    testCardNumber?: string,
  ): Promise<ReaderResult | null> {
    const row = await this.bySecret(token, clientSecret);
    if (!row) return null;
    const card = testCardNumber && /^\d{16}$/.test(testCardNumber) ? testCardNumber : SIMULATED_CARDS.visa;
    const [done] = await this.db
      .update(paymentIntent)
      .set({
        status: 'requires_confirmation',
        readerId,
        cardLast4: card.slice(-4),
        lastError: null,
        metadata: sql`${paymentIntent.metadata} || ${JSON.stringify({ simulatedCard: card })}::jsonb`,
      })
      .where(and(eq(paymentIntent.id, row.id), eq(paymentIntent.status, 'requires_payment_method')))
      .returning();
    return done ? { paymentIntent: paymentView(done) } : this.unexpected(row);
  }

  /** Charges the collected card: succeeded (into the ledger), or declined back to requires_payment_method. */
  async process(token: string, clientSecret: string): Promise<ReaderResult | null> {
    const row = await this.bySecret(token, clientSecret);
    if (!row) return null;
    if (row.status !== 'requires_confirmation') return this.unexpected(row);
    const decline = simulatedDecline(row.amountMinor, row.metadata.simulatedCard);
    const availableAt = new Date((await this.ledgerNow()).getTime() + CLEARING_MS);
    const [done] = await this.db
      .update(paymentIntent)
      .set(
        decline
          ? { status: 'requires_payment_method', lastError: decline, cardLast4: null }
          : { status: 'succeeded', feeMinor: cardFee(row.amountMinor), availableAt },
      )
      .where(and(eq(paymentIntent.id, row.id), eq(paymentIntent.status, 'requires_confirmation')))
      .returning();
    if (!done) return this.unexpected(row);
    if (decline) {
      return {
        error: {
          code: 'card_declined',
          decline_code: decline,
          message: 'Your card was declined.',
        },
      };
    }
    return { paymentIntent: paymentView(done) };
  }

  /**
   * The reader stops collecting (Stripe's cancelCollectPaymentMethod): a card read but not charged is let go
   * and the payment waits for a card again; cancelling the payment itself is the server's (DELETE).
   */
  async cancelCollect(token: string, clientSecret: string): Promise<ReaderResult | null> {
    const row = await this.bySecret(token, clientSecret);
    if (!row) return null;
    const [done] = await this.db
      .update(paymentIntent)
      .set({ status: 'requires_payment_method', cardLast4: null })
      .where(and(eq(paymentIntent.id, row.id), eq(paymentIntent.status, 'requires_confirmation')))
      .returning();
    return { paymentIntent: paymentView(done ?? row) };
  }
}
