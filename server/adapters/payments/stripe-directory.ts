/** Each organisation's Stripe Connect account id, kept in payment_account_setting.provider_account_id. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAccountSetting } from '../../db/schema/index.ts';
import type { StripeAccountDirectory } from './stripe-accounts.ts';

export function stripeDirectory(db: Db): StripeAccountDirectory {
  return {
    async accountIdFor(organizationId) {
      const [row] = await db
        .select({ id: paymentAccountSetting.providerAccountId })
        .from(paymentAccountSetting)
        .where(eq(paymentAccountSetting.organizationId, organizationId));
      return row?.id ?? null;
    },
    async remember(organizationId, accountId) {
      await db
        .insert(paymentAccountSetting)
        .values({ organizationId, providerAccountId: accountId })
        .onConflictDoUpdate({
          target: paymentAccountSetting.organizationId,
          set: { providerAccountId: accountId },
        });
    },
  };
}
