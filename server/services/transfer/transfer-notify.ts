/**
 * Every decision on a transfer notifies the applicant side (who made the application, and the player) and,
 * when the chain moved on, the reviewers of the unit whose turn it now is — through the notification outbox
 * (adapters/notifications), inside the decision's transaction, each in the recipient's language, with a link to
 * the application (PUBLIC_URL, put in at delivery). The
 * dedupe key names the audit entry, so a replayed request sends nothing twice.
 */
import { inArray } from 'drizzle-orm';
import { appLink } from '../../../domain/comms/delivery.ts';
import { OPEN_IN_APP } from '../../../domain/comms/messages.ts';
import type { ApprovalStep } from '../../../domain/transfer/approval.ts';
import type { TransferStatus, TransferType } from '../../../domain/transfer/enums.ts';
import {
  TRANSFER_MAIL,
  TRANSFER_STATUS_LABELS,
  TRANSFER_TYPE_LABELS,
} from '../../../domain/transfer/labels.ts';
import { localNotifications } from '../../adapters/notifications/notifications.ts';
import type { Db } from '../../db/client.ts';
import { person } from '../../db/schema/index.ts';
import { officersOf } from '../organization/officers.ts';
import { pickLocale, translate, translateMessage } from '../../i18n.ts';
import { REVIEWER_LABELS } from './transfer.policy.ts';

export async function notifyDecision(
  db: Db,
  t: { id: string; personId: string; applicantPersonId: string; additionalType: string },
  outcome: { status: TransferStatus; next: ApprovalStep | null; reason?: string | null },
  key: string,
) {
  const applicants = [...new Set([t.applicantPersonId, t.personId])];
  const unit = outcome.next ? await officersOf(db, outcome.next.organizationId, REVIEWER_LABELS) : [];
  const ids = [...new Set([...applicants, ...unit])];
  if (ids.length === 0) return;
  const people = await db
    .select({ id: person.id, email: person.email, language: person.preferredLanguage })
    .from(person)
    .where(inArray(person.id, ids));
  for (const p of people) {
    const locale = pickLocale(p.language ?? 'en');
    const tr = (d: { id: string; message: string }) => translate(d.id, locale, d.message);
    const lines = [`${tr(TRANSFER_MAIL.statusNow)} ${tr(TRANSFER_STATUS_LABELS[outcome.status])}.`];
    if (outcome.reason) lines.push(`${tr(TRANSFER_MAIL.reason)} ${outcome.reason}`);
    if (unit.includes(p.id)) lines.push(tr(TRANSFER_MAIL.yourTurn));
    lines.push('', translateMessage(OPEN_IN_APP, locale, { link: appLink(`/player-transfer/${t.id}`) }));
    await localNotifications.send(db, {
      channel: 'EMAIL',
      recipientPersonId: p.id,
      address: p.email,
      subject: `${tr(TRANSFER_MAIL.subject)}: ${tr(TRANSFER_TYPE_LABELS[t.additionalType as TransferType])}`,
      body: lines.join('\n'),
      dedupeKey: `transfer:${t.id}:${key}`,
    });
  }
}
