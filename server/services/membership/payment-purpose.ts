/**
 * A membership payment's checkout session at the provider, and the `purpose` its metadata carries so the
 * payment event reaches the membership handler (checkout.ts). Its own module: the checkouts of a basket
 * (checkout.ts) and of an existing order or instalment (order-checkout.ts) all open one, and checkout.ts calls
 * order-checkout.ts back.
 */
import { MEMBERSHIP_ERRORS } from '../../../domain/membership/messages.ts';
import { PaymentsError, type PaymentsProvider } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import { membershipOrder } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { membershipError } from './membership-errors.ts';

export const MEMBERSHIP_PAYMENT_PURPOSE = 'membership';

export interface MembershipCheckoutStarted {
  orderId: string;
  checkoutUrl: string;
  clientSecret: string | null;
}

/**
 * Opens the provider's checkout session for an order (outside any transaction: route-rules.ts
 * OUTSIDE_REQUEST_TRANSACTION). `{ORDER_ID}` in the return URLs becomes the order's id. The session's id is kept
 * on the order unless `instalmentId` is given (an instalment's payment is matched by its metadata). A provider
 * failure runs `undo` (nothing was charged: the order goes back to payable) and answers 502.
 */
export async function openMembershipCheckout(
  db: Db,
  payments: PaymentsProvider,
  p: {
    orderId: string;
    accountId: string;
    amountMinor: number;
    currency: string;
    description: string;
    urls: { success: string; cancel: string };
    instalmentId?: string;
    saveCard?: boolean;
  },
  lang: string | null | undefined,
  undo?: () => Promise<void>,
): Promise<MembershipCheckoutStarted> {
  const { orderId, instalmentId } = p;
  try {
    const session = await payments.createCheckoutSession({
      accountId: p.accountId,
      amountMinor: p.amountMinor,
      currency: p.currency,
      description: p.description,
      metadata: { purpose: MEMBERSHIP_PAYMENT_PURPOSE, orderId, ...(instalmentId ? { instalmentId } : {}) },
      successUrl: p.urls.success.replace('{ORDER_ID}', orderId),
      cancelUrl: p.urls.cancel.replace('{ORDER_ID}', orderId),
      ...(p.saveCard === undefined ? {} : { saveCard: p.saveCard }),
    });
    if (!instalmentId)
      await db
        .update(membershipOrder)
        .set({ checkoutSessionId: session.id })
        .where(eq(membershipOrder.id, orderId));
    return { orderId, checkoutUrl: session.url, clientSecret: session.clientSecret ?? null };
  } catch (e) {
    if (!(e instanceof PaymentsError)) throw e;
    await undo?.();
    throw membershipError(502, MEMBERSHIP_ERRORS.checkoutFailed, lang);
  }
}
