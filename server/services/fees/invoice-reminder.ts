/**
 * Invoice reminders (seed 3 §4 Invoice, §6 "Club secretary receives invoice reminders"): one e-mail per
 * club secretary through the notification outbox, in the secretary's language. The secretary is whoever holds
 * the EXEC_SECRETARY label on the club (with an e-mail); with none, the club's secretary mailbox. Rate
 * limited: one reminder per invoice per day (a second one the same day is skipped, not sent again), and
 * only for invoices still taking money (DUE, PART_PAID).
 */
import { and, arrayContains, eq, isNotNull } from 'drizzle-orm';
import { FEE_REMINDER as REMINDER_TEXT } from '../../../domain/fees/messages.ts';
import { INVOICE_OPEN_STATUSES } from '../../../domain/fees/season.ts';
import { formatDisplayDate, todayInDublin } from '../../../domain/lib/dates.ts';
import { formatMoney } from '../../../domain/lib/money.ts';
import { localNotifications, type NotificationAdapter } from '../../adapters/notifications/notifications.ts';
import type { Db } from '../../db/client.ts';
import { organization, person, personOrganization } from '../../db/schema/index.ts';
import { pickLocale, translateMessage } from '../../i18n.ts';
import { updateInvoice, type InvoiceRow } from './invoice.repository.ts';

interface Recipient {
  personId: string | null;
  address: string;
  language: string;
}

async function secretaries(db: Db, clubId: string): Promise<Recipient[]> {
  const people = await db
    .select({ id: person.id, email: person.email, language: person.preferredLanguage })
    .from(personOrganization)
    .innerJoin(person, eq(person.id, personOrganization.personId))
    .where(
      and(
        eq(personOrganization.organizationId, clubId),
        eq(personOrganization.status, 'ACTIVE'),
        arrayContains(personOrganization.labels, ['EXEC_SECRETARY']),
        isNotNull(person.email),
      ),
    );
  if (people.length > 0) {
    return people.map((p) => ({ personId: p.id, address: p.email!, language: p.language }));
  }
  const [club] = await db
    .select({ email: organization.email })
    .from(organization)
    .where(eq(organization.id, clubId));
  const mailboxes = Object.values(club?.email.secretary ?? {}).filter((a) => a.includes('@'));
  return [...new Set(mailboxes)].map((address) => ({ personId: null, address, language: 'en' }));
}

export type ReminderOutcome = 'SENT' | 'ALREADY_REMINDED_TODAY' | 'NOT_DUE' | 'NO_SECRETARY';

export async function remindInvoice(
  db: Db,
  invoice: InvoiceRow,
  now = new Date(),
  notify: NotificationAdapter = localNotifications,
): Promise<ReminderOutcome> {
  if (!(INVOICE_OPEN_STATUSES as readonly string[]).includes(invoice.status)) return 'NOT_DUE';
  const today = todayInDublin(now);
  if (invoice.remindedOn === today) return 'ALREADY_REMINDED_TODAY';
  const to = await secretaries(db, invoice.organizationId);
  if (to.length === 0) return 'NO_SECRETARY';
  for (const r of to) {
    const locale = pickLocale(r.language);
    const values = {
      club: invoice.organizationName,
      season: String(invoice.season),
      status: translateMessage(
        invoice.status === 'PART_PAID' ? REMINDER_TEXT.partPaid : REMINDER_TEXT.due,
        locale,
      ),
      due: formatMoney(invoice.totalCost - invoice.amountPaid, invoice.currency, locale),
      date: formatDisplayDate(today),
    };
    await notify.send(db, {
      channel: 'EMAIL',
      recipientPersonId: r.personId,
      address: r.address,
      subject: translateMessage(REMINDER_TEXT.subject, locale, values),
      body: translateMessage(REMINDER_TEXT.body, locale, values),
      dedupeKey: `pif-reminder:${invoice.id}:${today}`,
    });
  }
  await updateInvoice(db, invoice.id, { remindedOn: today });
  return 'SENT';
}
