/** Chooses the payments provider from the configuration: Stripe when asked for, else the local test mode. */
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { LocalPaymentsProvider } from './local-provider.ts';
import type { PaymentsProvider } from './provider.ts';
import { stripeDirectory } from './stripe-directory.ts';
import { StripePaymentsProvider } from './stripe-provider.ts';

export function createPaymentsProvider(env: Env, db: Db): PaymentsProvider {
  if (env.PAYMENTS_PROVIDER === 'stripe') {
    return new StripePaymentsProvider({
      secretKey: env.STRIPE_SECRET_KEY!,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
      sessionTtlSeconds: env.PAYMENTS_SESSION_TTL_SECONDS,
      directory: stripeDirectory(db),
      publicUrl: env.PUBLIC_URL,
    });
  }
  return new LocalPaymentsProvider(db, {
    publicUrl: env.PUBLIC_URL,
    sessionTtlSeconds: env.PAYMENTS_SESSION_TTL_SECONDS,
  });
}
