/**
 * The local provider's clock: the wall clock (or the one a test injects) plus an offset kept in the database
 * (payment_clock), so every process of the server reads the same time. Tests move it forward (`advance`, or
 * the test-only route POST /pay/test/clock/advance in local-test.routes.ts) to watch money clear; it never
 * goes back. Money movements and balances read `current()`; checkout sessions keep the wall clock.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentClock } from '../../db/schema/index.ts';

const ROW = 'clock';
/** At most a year at a time: a test clock, not a time machine. */
export const MAX_ADVANCE_MS = 366 * 24 * 3600 * 1000;

export class LocalClock {
  constructor(
    private readonly db: Db,
    private readonly wall: () => Date,
  ) {}

  async offsetMs(): Promise<number> {
    const [row] = await this.db
      .select({ offsetMs: paymentClock.offsetMs })
      .from(paymentClock)
      .where(eq(paymentClock.id, ROW));
    return row?.offsetMs ?? 0;
  }

  async current(): Promise<Date> {
    return new Date(this.wall().getTime() + (await this.offsetMs()));
  }

  /** Moves the clock forward by `ms` (a positive whole number, at most MAX_ADVANCE_MS); answers the new time. */
  async advance(ms: number): Promise<Date> {
    if (!Number.isInteger(ms) || ms <= 0 || ms > MAX_ADVANCE_MS) {
      throw new RangeError('The clock moves forward by 1 ms to a year');
    }
    await this.db
      .insert(paymentClock)
      .values({ id: ROW, offsetMs: ms })
      .onConflictDoUpdate({
        target: paymentClock.id,
        set: { offsetMs: sql`${paymentClock.offsetMs} + ${ms}` },
      });
    return this.current();
  }
}
