/**
 * Paying a PIF invoice online (seed 3 §4 Invoice: "paid by a club officer"), through the one payments
 * adapter: a hosted checkout of what is still due (the total, less any part paid), the money going to the
 * association's national unit. The invoice becomes PAID only on the provider's signed
 * `checkout.session.completed` event (never on the browser's return), and only while it is still DUE or
 * PART_PAID, so a replayed event changes nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { INVOICE_OPEN_STATUSES } from '../../../domain/fees/season.ts';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import type { PaymentEvent, PaymentsProvider } from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import { organization, pifInvoice } from '../../db/schema/index.ts';
import type { InvoiceRow } from './invoice.repository.ts';

export const PIF_INVOICE_PAYMENT_PURPOSE = 'pif-invoice';

/** The association's account the fund's money is paid into: its national unit. */
async function associationAccount(db: Db): Promise<string> {
  const [root] = await db
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.additionalType, 'Root'))
    .limit(1);
  return root?.id ?? 'association';
}

export async function startInvoicePayment(
  db: Db,
  payments: PaymentsProvider,
  invoice: InvoiceRow,
  publicUrl: string,
): Promise<{ checkoutUrl: string }> {
  const back = `${publicUrl}/clubs?invoice=${invoice.id}`;
  const session = await payments.createCheckoutSession({
    accountId: await associationAccount(db),
    amountMinor: invoice.totalCost - invoice.amountPaid,
    currency: invoice.currency,
    description: `Player injury fund ${invoice.season}: ${invoice.organizationName}`.slice(0, 200),
    metadata: { purpose: PIF_INVOICE_PAYMENT_PURPOSE, invoiceId: invoice.id },
    successUrl: `${back}&paid=1`,
    cancelUrl: `${back}&cancelled=1`,
  });
  return { checkoutUrl: session.url };
}

/** Acts on a verified payment event about an invoice: completed → PAID; anything else leaves it due. */
export async function handleInvoicePaymentEvent(db: Db, event: PaymentEvent, now = new Date()) {
  const id = event.metadata.invoiceId;
  if (!id || event.type !== 'checkout.session.completed') return;
  const [row] = await db.select().from(pifInvoice).where(eq(pifInvoice.id, id));
  if (!row) return;
  await db
    .update(pifInvoice)
    .set({
      status: 'PAID',
      amountPaid: row.totalCost,
      paidDate: todayInDublin(now),
      paymentIntentId: event.paymentIntentId,
      updatedAt: now,
      version: row.version + 1,
    })
    .where(and(eq(pifInvoice.id, id), inArray(pifInvoice.status, [...INVOICE_OPEN_STATUSES])));
}
