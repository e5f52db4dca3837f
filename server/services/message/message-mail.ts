/**
 * A club's message by e-mail as well as in the inbox (seed 1 §7 Comms; issue 28 item 3): each recipient with
 * an address gets it in their language's frame (the sender's words as written), a child through their parents
 * and guardians, saying for whom (family/letters.ts). Non-essential mail: it carries the unsubscribe link and
 * the per-address hourly limit applies (server/jobs/delivery.ts). Queued in the sending transaction, once per
 * (message, person, child).
 */
import { eq } from 'drizzle-orm';
import { appLink } from '../../../domain/comms/delivery.ts';
import { CLUB_MESSAGE_TEXT, EVENT_NOTICE_TEXT, OPEN_IN_APP } from '../../../domain/comms/messages.ts';
import type { MessageInput } from '../../../domain/message/message.ts';
import {
  localNotifications,
  type NotificationAdapter,
  type OutgoingNotification,
} from '../../adapters/notifications/notifications.ts';
import type { Db } from '../../db/client.ts';
import { organization } from '../../db/schema/index.ts';
import { pickLocale, translateMessage } from '../../i18n.ts';
import { lettersTo } from '../family/letters.ts';

export async function mailClubMessage(
  db: Db,
  messageId: string,
  input: Pick<MessageInput, 'organizationId' | 'subject' | 'message'>,
  recipients: string[],
  notify: NotificationAdapter = localNotifications,
): Promise<number> {
  if (recipients.length === 0) return 0;
  const [club] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, input.organizationId));
  const letters = await lettersTo(db, recipients);
  const mails = letters.map((l): OutgoingNotification => {
    const lang = pickLocale(l.language);
    const values = {
      club: club?.name ?? '',
      subject: input.subject,
      name: l.child?.name ?? '',
      link: appLink('/messages'),
    };
    const lines = [input.message, '', translateMessage(CLUB_MESSAGE_TEXT.sentBy, lang, values)];
    if (l.child) lines.push(translateMessage(EVENT_NOTICE_TEXT.forDependant, lang, values));
    lines.push(translateMessage(OPEN_IN_APP, lang, values));
    return {
      channel: 'EMAIL',
      recipientPersonId: l.to,
      address: l.address,
      subject: translateMessage(CLUB_MESSAGE_TEXT.subject, lang, values),
      body: lines.join('\n'),
      dedupeKey: `club-message:${messageId}${l.child ? `:for:${l.child.id}` : ''}`,
      essential: false,
    };
  });
  return notify.sendMany(db, mails);
}
