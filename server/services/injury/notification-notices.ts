/**
 * An injury notification's changes of status as mail, through the notification outbox inside the change's
 * transaction (adapters/notifications): submitted, the club's secretaries (and admins) are told one waits for
 * them; approved, rejected or completed, the claimant is told. Each in the recipient's language, with a link
 * to the notifications page built from PUBLIC_URL at delivery (domain/comms/delivery.ts appLink). Once per
 * (notification, status, person): a replayed request sends nothing twice.
 */
import { inArray } from 'drizzle-orm';
import { appLink } from '../../../domain/comms/delivery.ts';
import { OPEN_IN_APP } from '../../../domain/comms/messages.ts';
import { formatDisplayDate } from '../../../domain/lib/dates.ts';
import {
  INJURY_NOTIFICATION_MAIL,
  type InjuryNoticeStatus,
} from '../../../domain/injury/notification-mail.ts';
import { localNotifications, type NotificationAdapter } from '../../adapters/notifications/notifications.ts';
import type { Db } from '../../db/client.ts';
import { person } from '../../db/schema/index.ts';
import { officersOf } from '../organization/officers.ts';
import { pickLocale, translateMessage } from '../../i18n.ts';
import { SECRETARY_LABELS } from './notification.policy.ts';

export async function sendNotificationNotice(
  db: Db,
  n: { id: string; claimantPersonId: string; personId: string; organizationId: string; injuryDate: string },
  status: string,
  notify: NotificationAdapter = localNotifications,
): Promise<number> {
  if (!(status in INJURY_NOTIFICATION_MAIL.byStatus)) return 0;
  const line = INJURY_NOTIFICATION_MAIL.byStatus[status as InjuryNoticeStatus];
  const to =
    status === 'AWAITING_APPROVAL'
      ? (await officersOf(db, n.organizationId, SECRETARY_LABELS)).filter((id) => id !== n.claimantPersonId)
      : [n.claimantPersonId];
  if (to.length === 0) return 0;
  const people = await db
    .select({
      id: person.id,
      email: person.email,
      language: person.preferredLanguage,
      givenName: person.givenName,
      familyName: person.familyName,
    })
    .from(person)
    .where(inArray(person.id, [...new Set([...to, n.personId])]));
  const injured = people.find((p) => p.id === n.personId);
  const values = {
    name: injured ? `${injured.givenName} ${injured.familyName}` : '',
    date: formatDisplayDate(n.injuryDate),
    link: appLink('/player-injury'),
  };
  let sent = 0;
  for (const p of people.filter((x) => to.includes(x.id))) {
    const lang = pickLocale(p.language ?? 'en');
    const fresh = await notify.send(db, {
      channel: 'EMAIL',
      recipientPersonId: p.id,
      address: p.email,
      subject: translateMessage(INJURY_NOTIFICATION_MAIL.subject, lang, values),
      body: [translateMessage(line, lang, values), '', translateMessage(OPEN_IN_APP, lang, values)].join(
        '\n',
      ),
      dedupeKey: `injury-notification:${n.id}:${status}`,
    });
    if (fresh) sent++;
  }
  return sent;
}
