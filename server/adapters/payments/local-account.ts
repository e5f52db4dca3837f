/**
 * The local provider's accounts (Stripe's Connect accounts in test mode): none until an organisation opens
 * one; onboarding is a page this server serves (/pay/onboarding/{id}, local-test.routes.ts) whose one button
 * completes the setup, as Stripe's hosted onboarding does with test data, reached only by a signed link
 * (local-onboarding-links.ts).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAccount } from '../../db/schema/index.ts';
import type { PaymentMethodView } from '../../../domain/payment/method.ts';
import { ownerMethods } from './local-methods.ts';
import type { PaymentAccountStatus } from '../../../domain/payment/account.ts';
import type { ProviderAccount } from './provider.ts';

type Row = typeof paymentAccount.$inferSelect;

function toAccount(r: Row): ProviderAccount {
  const complete = r.status === 'SETUP_COMPLETE' || r.status === 'REQUIRES_EVENTUAL_ATTENTION';
  return {
    id: r.id,
    name: r.name,
    country: r.country,
    defaultCurrency: r.defaultCurrency,
    status: r.status as PaymentAccountStatus,
    canAcceptOnlinePayments: complete,
    canReceivePayouts: complete,
  };
}

export async function findAccount(db: Db, id: string): Promise<ProviderAccount | null> {
  const [row] = await db.select().from(paymentAccount).where(eq(paymentAccount.id, id));
  return row ? toAccount(row) : null;
}

export async function openAccount(
  db: Db,
  id: string,
  d: { name: string; country: string; currency: string },
): Promise<ProviderAccount> {
  await db
    .insert(paymentAccount)
    .values({
      id,
      name: d.name,
      country: d.country,
      defaultCurrency: d.currency,
      status: 'REQUIRES_IMMEDIATE_ATTENTION',
    })
    .onConflictDoNothing();
  return (await findAccount(db, id))!;
}

export async function completeOnboarding(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(paymentAccount)
    .set({ status: 'SETUP_COMPLETE' })
    .where(eq(paymentAccount.id, id))
    .returning({ id: paymentAccount.id });
  return rows.length > 0;
}

/**
 * The organisation's own methods: active ones with a description (seed 3 §5: required). Cards payers saved
 * for instalments are kept under the club's account too, without one, and are never listed to it.
 */
export function accountMethods(db: Db, accountId: string): Promise<PaymentMethodView[]> {
  return ownerMethods(db, { kind: 'ORGANIZATION', id: accountId });
}
