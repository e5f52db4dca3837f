/**
 * The instalment job (seed 1 §9: "failed instalments are retried automatically"): charges every due
 * instalment of a live plan to the card saved at checkout, and retries failed ones every RETRY_DAYS days up
 * to MAX_ATTEMPTS attempts. Tests drive time by passing `now`.
 *
 * Invariants:
 * - Claiming is one short transaction (`for update skip locked`) that leases the instalment by pushing its
 *   next attempt an hour on, so several processes never charge the same instalment, and the provider is
 *   never called inside a transaction (PGlite is one connection).
 * - A success marks that instalment PAID and adds to the order's paid amount; the last one makes the order
 *   paid and its memberships PAID; otherwise the memberships are PART_PAID. A failure marks it FAILED with
 *   its next attempt, and the memberships' payment FAILED until a retry succeeds.
 */
import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { todayInDublin } from '../../domain/lib/dates.ts';
import { MAX_ATTEMPTS, nextRetry } from '../../domain/membership/instalments.ts';
import type { PaymentsProvider } from '../adapters/payments/provider.ts';
import type { Db } from '../db/client.ts';
import { membership, membershipInstalment, membershipOrder } from '../db/schema/index.ts';
import { MEMBERSHIP_PAYMENT_PURPOSE } from '../services/membership/checkout.ts';
import { addReceipt } from '../services/membership/receipts.ts';
import { every, type RunningJob } from './interval.ts';

const LEASE_MS = 3600_000;
export const INSTALMENT_INTERVAL_MS = 60_000;

async function claim(db: Db, now: Date) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ i: membershipInstalment, o: membershipOrder })
      .from(membershipInstalment)
      .innerJoin(membershipOrder, eq(membershipOrder.id, membershipInstalment.orderId))
      .where(
        and(
          inArray(membershipInstalment.status, ['DUE', 'FAILED']),
          lte(membershipInstalment.nextAttemptAt, now),
          lt(membershipInstalment.attempts, MAX_ATTEMPTS),
          eq(membershipOrder.status, 'payment_processing'),
          eq(membershipOrder.planCancelled, false),
          sql`${membershipOrder.paymentMethodId} is not null`,
        ),
      )
      .orderBy(membershipInstalment.nextAttemptAt)
      .limit(20)
      .for('update', { of: membershipInstalment, skipLocked: true });
    if (due.length) {
      await tx
        .update(membershipInstalment)
        .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
        .where(
          inArray(
            membershipInstalment.id,
            due.map((d) => d.i.id),
          ),
        );
    }
    return due;
  });
}

/** Charges the instalments due at `now`; answers how many were paid and how many failed. */
export async function runDueInstalments(db: Db, payments: PaymentsProvider, now: Date) {
  let paid = 0;
  let failed = 0;
  for (const { i, o } of await claim(db, now)) {
    const result = await payments
      .chargeSaved({
        paymentMethodId: o.paymentMethodId!,
        accountId: o.organizationId,
        amountMinor: i.amountMinor,
        currency: o.currency,
        description: `Instalment ${i.seq}`,
        metadata: { purpose: MEMBERSHIP_PAYMENT_PURPOSE, orderId: o.id, instalment: String(i.seq) },
      })
      .catch(() => ({ paymentIntentId: null, status: 'failed' as const }));
    await db.transaction(async (tx) => {
      if (result.status === 'failed') {
        failed++;
        await tx
          .update(membershipInstalment)
          .set({ status: 'FAILED', attempts: i.attempts + 1, nextAttemptAt: nextRetry(now) })
          .where(eq(membershipInstalment.id, i.id));
        await tx
          .update(membership)
          .set({ paymentStatus: 'FAILED', updatedAt: now })
          .where(and(eq(membership.orderId, o.id), eq(membership.membershipStatus, 'REGISTERED')));
        return;
      }
      paid++;
      await tx
        .update(membershipInstalment)
        .set({
          status: 'PAID',
          attempts: i.attempts + 1,
          paymentIntentId: result.paymentIntentId,
          paidAt: now,
          nextAttemptAt: null,
        })
        .where(eq(membershipInstalment.id, i.id));
      const [order] = await tx
        .update(membershipOrder)
        .set({ paidMinor: sql`${membershipOrder.paidMinor} + ${i.amountMinor}`, updatedAt: now })
        .where(eq(membershipOrder.id, o.id))
        .returning();
      await addReceipt(tx, {
        orderId: o.id,
        amountMinor: i.amountMinor,
        currency: order!.currency,
        method: 'CARD',
        paymentIntentId: result.paymentIntentId,
        paidAt: now,
      });
      const done = order!.paidMinor >= order!.amountMinor;
      if (done) await tx.update(membershipOrder).set({ status: 'paid' }).where(eq(membershipOrder.id, o.id));
      await tx
        .update(membership)
        .set({
          paymentStatus: done ? 'PAID' : 'PART_PAID',
          ...(done ? { feesPaidOn: todayInDublin(now) } : {}),
          updatedAt: now,
        })
        .where(and(eq(membership.orderId, o.id), eq(membership.membershipStatus, 'REGISTERED')));
    });
  }
  return { paid, failed };
}

export function startInstalmentRunner(db: Db, payments: PaymentsProvider, log: Logger): RunningJob {
  return every(
    INSTALMENT_INTERVAL_MS,
    async () => {
      const r = await runDueInstalments(db, payments, new Date());
      if (r.paid + r.failed > 0) log.info(r, 'membership instalments charged');
    },
    log,
    'membership instalment run failed',
    { atStart: false },
  );
}
