/**
 * The local provider's accounts (Stripe's Connect accounts in test mode): none until an organisation opens
 * one; onboarding is a page this server serves (/pay/onboarding/{id}, local-test.routes.ts) whose one button
 * completes the setup, as Stripe's hosted onboarding does with test data.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAccount, paymentMethod } from '../../db/schema/index.ts';
import {
  RETURN_URL_PLACEHOLDER,
  type PaymentAccountStatus,
  type PaymentMethodType,
} from '../../../domain/payment/account.ts';
import type { ProviderAccount, ProviderPaymentMethod } from './provider.ts';

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

export function localOnboardingLink(publicUrl: string, id: string): string {
  return `${publicUrl}/pay/onboarding/${encodeURIComponent(id)}?return_url=${RETURN_URL_PLACEHOLDER}`;
}

/**
 * The organisation's own methods: those with a description (seed 3 §5: required). Cards payers saved for
 * instalments are kept under the club's account too, without one, and are never listed to it.
 */
export async function accountMethods(db: Db, accountId: string): Promise<ProviderPaymentMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethod)
    .where(and(eq(paymentMethod.accountId, accountId), isNotNull(paymentMethod.description)))
    .orderBy(paymentMethod.createdAt);
  return rows.map((m) => ({
    id: m.id,
    type: m.type as PaymentMethodType,
    description: m.description,
    currency: m.currency,
    last4: m.cardLast4,
  }));
}
