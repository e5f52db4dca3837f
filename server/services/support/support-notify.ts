/**
 * The mails a submitted support query sends, through the notification outbox inside the submission's
 * transaction: an acknowledgement to the submitter in their language with the reference, and the query to
 * the support desk (SUPPORT_EMAIL) in English, with the whole query and a link to it on the desk's screen;
 * when the desk closes the case, a note to the submitter in their language. The dedupe keys name the query,
 * so nothing is queued twice for one query.
 *
 * The acknowledgement goes to an address nobody has verified (anyone may type any address into the form), so
 * it is a fixed text: the reference and links built from PUBLIC_URL, never a word the visitor typed — else
 * the form relays whatever a stranger writes to whomever they name (issue 48, finding 1). The visitor's text
 * goes only to the desk. When the address has had its share of acknowledgements (`acknowledge` false, the
 * route's per-recipient limit), the query is still stored and sent to the desk, which is told none went.
 */
import type { SupportQuery } from '../../../domain/support/support-query.ts';
import {
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_MAIL,
  SUPPORT_ROLE_LABELS,
  SUPPORT_SUBCATEGORY_LABELS,
} from '../../../domain/support/labels.ts';
import { appLink } from '../../../domain/comms/delivery.ts';
import { localNotifications } from '../../adapters/notifications/notifications.ts';
import type { Db } from '../../db/client.ts';
import { translate, translateMessage, type Locale } from '../../i18n.ts';

export async function notifySupportQuery(
  db: Db,
  q: SupportQuery & { id: string; reference: string; personId: string | null },
  locale: Locale,
  deskAddress: string,
  attachment: string | null,
  acknowledge: boolean,
): Promise<void> {
  if (acknowledge)
    await localNotifications.send(db, {
      channel: 'EMAIL',
      recipientPersonId: q.personId,
      address: q.email,
      subject: `${translate(SUPPORT_MAIL.ackSubject.id, locale, SUPPORT_MAIL.ackSubject.message)} (${q.reference})`,
      body: [
        translateMessage(SUPPORT_MAIL.ackBody, locale, { reference: q.reference }),
        '',
        translate(SUPPORT_MAIL.ackNotYou.id, locale, SUPPORT_MAIL.ackNotYou.message),
        '',
        translateMessage(SUPPORT_MAIL.ackAgain, locale, { link: appLink('/contact-form') }),
      ].join('\n'),
      dedupeKey: `support:${q.id}:ack`,
    });
  const en = (d: { id: string; message: string }) => translate(d.id, 'en', d.message);
  const lines = [
    `${en(SUPPORT_MAIL.from)} ${q.name} <${q.email}>${q.username ? ` (${q.username})` : ''}, ${en(SUPPORT_ROLE_LABELS[q.role])}`,
    `${q.association}, ${q.county}, ${q.club}`,
    `${en(SUPPORT_MAIL.about)} ${en(SUPPORT_CATEGORY_LABELS[q.category])} / ${en(SUPPORT_SUBCATEGORY_LABELS[q.subcategory])}`,
  ];
  if (q.previousReference) lines.push(`PAIRC: ${q.previousReference}`);
  if (q.relatedPerson)
    lines.push(
      `${q.relatedPerson.name}${q.relatedPerson.membershipId ? ` #${q.relatedPerson.membershipId}` : ''}${q.relatedPerson.email ? ` <${q.relatedPerson.email}>` : ''}`,
    );
  if (q.clubs?.length) lines.push(q.clubs.join(', '));
  if (attachment) lines.push(`${en(SUPPORT_MAIL.attachment)} ${attachment}`);
  if (!acknowledge) lines.push(en(SUPPORT_MAIL.ackWithheld));
  lines.push(
    '',
    q.message,
    '',
    `${en(SUPPORT_MAIL.open)} ${appLink(`/administration/support?query=${q.id}`)}`,
  );
  await localNotifications.send(db, {
    channel: 'EMAIL',
    recipientPersonId: null,
    address: deskAddress,
    subject: `${en(SUPPORT_MAIL.deskSubject)} ${q.reference}: ${q.subject}`,
    body: lines.join('\n'),
    dedupeKey: `support:${q.id}:desk`,
  });
}

/** The case was closed by the desk: the submitter hears it, in the language they wrote in, once per query. */
export async function notifySupportClosed(
  db: Db,
  q: { id: string; reference: string; email: string; personId: string | null; language: string },
): Promise<void> {
  const locale: Locale = q.language === 'ga' ? 'ga' : 'en';
  await localNotifications.send(db, {
    channel: 'EMAIL',
    recipientPersonId: q.personId,
    address: q.email,
    subject: `${translate(SUPPORT_MAIL.closedSubject.id, locale, SUPPORT_MAIL.closedSubject.message)} (${q.reference})`,
    body: translateMessage(SUPPORT_MAIL.closedBody, locale, { reference: q.reference }),
    dedupeKey: `support:${q.id}:closed`,
  });
}
