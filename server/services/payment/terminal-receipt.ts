/**
 * The card terminal's receipt (seed 3 §4): e-mailed through the notification outbox once a payment has
 * succeeded, once per payment, in the language it was taken in.
 */
import { eq } from 'drizzle-orm';
import { formatDisplayDate } from '../../../domain/lib/dates.ts';
import { formatMoney } from '../../../domain/lib/money.ts';
import { TERMINAL_RECEIPT_TEXT, type TerminalPaymentView } from '../../../domain/payment/terminal.ts';
import { localNotifications } from '../../adapters/notifications/notifications.ts';
import type { Db } from '../../db/client.ts';
import { organization } from '../../db/schema/index.ts';
import { pickLocale, translateMessage } from '../../i18n.ts';

async function clubName(db: Db, orgId: string): Promise<string> {
  const [org] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, orgId));
  return org?.name ?? '';
}

/** The receipt, once per payment (the outbox's dedupe key), in the language the payment was taken in. */
export async function sendReceipt(db: Db, orgId: string, p: TerminalPaymentView) {
  const to = p.receiptEmail;
  if (!to) return;
  const locale = pickLocale(p.language);
  const values = {
    club: await clubName(db, orgId),
    description: p.description,
    amount: formatMoney(p.amount, p.currency, locale),
    last4: p.cardLast4 ?? '····',
    date: formatDisplayDate(new Date().toISOString().slice(0, 10)),
    reference: p.id,
  };
  await localNotifications.send(db, {
    channel: 'EMAIL',
    recipientPersonId: null,
    address: to,
    subject: translateMessage(TERMINAL_RECEIPT_TEXT.subject, locale, values),
    body: translateMessage(TERMINAL_RECEIPT_TEXT.body, locale, values),
    dedupeKey: `terminal-receipt:${p.id}`,
  });
}
