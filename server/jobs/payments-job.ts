/**
 * The local test-mode provider's clock: expires open checkout sessions past their time and retries events
 * not yet delivered, every `min(60 s, session TTL)`. Stripe expires its own sessions and delivers its own
 * events, so with Stripe this does nothing. Several processes may run it: expiry is one conditional update
 * per session, and the draw's event handling acts only on orders still pending.
 */
import type { Logger } from 'pino';
import { LocalPaymentsProvider } from '../adapters/payments/local-provider.ts';
import type { PaymentsProvider } from '../adapters/payments/provider.ts';

export function startPaymentsJob(
  payments: PaymentsProvider,
  log: Logger,
  ttlSeconds: number,
): { stop(): void } {
  if (!(payments instanceof LocalPaymentsProvider)) return { stop: () => undefined };
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const expired = await payments.expireDueSessions();
      const delivered = await payments.deliverPending();
      if (expired + delivered > 0)
        log.info({ expired, delivered }, 'payments: sessions expired, events delivered');
    } catch (err) {
      log.warn({ err }, 'payments job failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), Math.min(60, Math.max(1, ttlSeconds)) * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
