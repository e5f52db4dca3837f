/**
 * The local test-mode provider's clock: expires open checkout sessions past their time and retries events
 * not yet delivered, every `min(60 s, session TTL)`. Stripe expires its own sessions and delivers its own
 * events, so with Stripe this does nothing. Several processes may run it: expiry is one conditional update
 * per session, and the draw's event handling acts only on orders still pending.
 */
import type { Logger } from 'pino';
import { LocalPaymentsProvider } from '../adapters/payments/local-provider.ts';
import type { PaymentsProvider } from '../adapters/payments/provider.ts';
import type { Db } from '../db/client.ts';
import { reconcileApprovals } from '../services/payment/approval.ts';
import { every, type RunningJob } from './interval.ts';

export function startPaymentsJob(payments: PaymentsProvider, log: Logger, ttlSeconds: number): RunningJob {
  if (!(payments instanceof LocalPaymentsProvider)) return { stop: () => undefined };
  return every(
    Math.min(60, Math.max(1, ttlSeconds)) * 1000,
    async () => {
      const expired = await payments.expireDueSessions();
      const delivered = await payments.deliverPending();
      if (expired + delivered > 0)
        log.info({ expired, delivered }, 'payments: sessions expired, events delivered');
    },
    log,
    'payments job failed',
    { atStart: false },
  );
}

/**
 * Every minute, with either provider: top-ups and payouts approved but interrupted before the provider
 * answered are carried out again, once (server/services/payment/approval.ts reconcileApprovals).
 */
export function startApprovalReconciler(payments: PaymentsProvider, db: Db, log: Logger): RunningJob {
  return every(
    60_000,
    async () => {
      const settled = await reconcileApprovals(payments, db);
      if (settled > 0) log.info({ settled }, 'payments: interrupted approvals carried out');
    },
    log,
    'approval reconciliation failed',
    { atStart: false },
  );
}
