/**
 * Tells every finance administrator of a club (and the person it is about) of each step of a change to the
 * FINANCE privilege (issue 48, finding 3): requested, approved, rejected, withdrawn, or made directly by a
 * county administrator or a super admin. Through the notification outbox, inside the change's transaction,
 * each recipient in their language, with a link (PUBLIC_URL put in at delivery) to where they see it: the
 * admins tab for the club's admins, the club's payments for its finance administrators. The dedupe key
 * names the step, so a replayed request sends nothing twice.
 */
import { inArray } from 'drizzle-orm';
import { appLink } from '../../../domain/comms/delivery.ts';
import { OPEN_IN_APP } from '../../../domain/comms/messages.ts';
import type { PrivilegeChangeAction } from '../../../domain/organization/privilege-change.ts';
import { FINANCE_MAIL } from '../../../domain/organization/privilege-mail.ts';
import { localNotifications } from '../../adapters/notifications/notifications.ts';
import type { Db } from '../../db/client.ts';
import { person } from '../../db/schema/index.ts';
import { pickLocale, translateMessage } from '../../i18n.ts';
import { financeHolders } from './privilege-change.repository.ts';

export type FinanceStep = 'requested' | 'approved' | 'rejected' | 'cancelled' | 'direct';

export interface FinanceNotice {
  organizationId: string;
  clubName: string;
  step: FinanceStep;
  action: PrivilegeChangeAction;
  /** The person whose FINANCE changes. */
  personId: string;
  actorId: string;
  reason?: string | null;
  /** Names the step once: the change's id and step, or the audit entry of a direct change. */
  dedupeKey: string;
}

const BODY = {
  requested: (a: PrivilegeChangeAction) => FINANCE_MAIL[`requested${a}`],
  approved: (a: PrivilegeChangeAction) => FINANCE_MAIL[`approved${a}`],
  rejected: () => FINANCE_MAIL.rejected,
  cancelled: () => FINANCE_MAIL.cancelled,
  direct: (a: PrivilegeChangeAction) => FINANCE_MAIL[`direct${a}`],
} as const;

/** Queues the mails: to the club's finance administrators as they are now, and the person it is about. */
export async function notifyFinanceChange(db: Db, n: FinanceNotice): Promise<void> {
  const holders = await financeHolders(db, n.organizationId);
  const recipients = new Map(holders.map((h) => [h.personId, h.administers]));
  if (!recipients.has(n.personId)) recipients.set(n.personId, false);
  const people = await db
    .select({
      id: person.id,
      email: person.email,
      language: person.preferredLanguage,
      givenName: person.givenName,
      familyName: person.familyName,
    })
    .from(person)
    .where(inArray(person.id, [...new Set([...recipients.keys(), n.actorId])]));
  const nameOf = (id: string) => {
    const p = people.find((x) => x.id === id);
    return p ? `${p.givenName} ${p.familyName}` : '—';
  };
  const values = { actor: nameOf(n.actorId), person: nameOf(n.personId), club: n.clubName };
  for (const p of people) {
    if (!recipients.has(p.id)) continue;
    const locale = pickLocale(p.language ?? 'en');
    const lines = [translateMessage(BODY[n.step](n.action), locale, values)];
    if (n.reason) lines.push(translateMessage(FINANCE_MAIL.reason, locale, { reason: n.reason }));
    const path = recipients.get(p.id) ? '/organizations?tab=admins' : '/clubs';
    lines.push('', translateMessage(OPEN_IN_APP, locale, { link: appLink(path) }));
    await localNotifications.send(db, {
      channel: 'EMAIL',
      recipientPersonId: p.id,
      address: p.email,
      subject: translateMessage(FINANCE_MAIL.subject, locale, values),
      body: lines.join('\n'),
      dedupeKey: n.dedupeKey,
    });
  }
}
