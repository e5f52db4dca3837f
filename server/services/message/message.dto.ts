/** Message documents: a recipient's copy (the inbox and the `messages` collection) and a sent message. */
import type { EventCategory } from '../../../domain/enums.ts';
import type { InboxMessageDoc, MessageState, SentMessageDoc } from '../../../domain/message/message.ts';
import { groupDisplayName } from '../../../domain/team/group.ts';
import type { Db } from '../../db/client.ts';
import { groupsOf, type CopyRecord, type MessageRow } from './message.repository.ts';

/** Display names of the groups the given messages went to. */
export async function groupNames(db: Db, messages: MessageRow[]): Promise<Map<string, string>> {
  const groups = await groupsOf(db, [...new Set(messages.flatMap((m) => m.groupIds))]);
  return new Map(groups.map((g) => [g.id, groupDisplayName(g)]));
}

const namesOf = (m: MessageRow, names: Map<string, string>) =>
  m.groupIds.flatMap((id) => (names.has(id) ? [names.get(id)!] : []));

export function toInboxDoc(r: CopyRecord, names: Map<string, string>): InboxMessageDoc {
  return {
    id: r.copy.id,
    version: r.copy.version,
    updatedAt: r.copy.updatedAt.toISOString(),
    messageId: r.message.id,
    personId: r.copy.personId,
    personName: `${r.personGiven} ${r.personFamily}`,
    organizationId: r.message.organizationId,
    organizationName: r.organizationName,
    senderName: r.sender,
    groupNames: namesOf(r.message, names),
    categories: r.message.categories as EventCategory[],
    place: r.place?.id ? { id: r.place.id, name: r.place.name } : null,
    subject: r.message.subject,
    message: r.message.message,
    sentAt: r.message.sentAt.toISOString(),
    state: r.copy.state as MessageState,
    readAt: r.copy.readAt?.toISOString() ?? null,
  };
}

/** Inbox documents of the given copies, in their order. */
export async function inboxDocs(db: Db, rows: CopyRecord[]): Promise<InboxMessageDoc[]> {
  const names = await groupNames(
    db,
    rows.map((r) => r.message),
  );
  return rows.map((r) => toInboxDoc(r, names));
}

export function toSentDoc(
  r: { message: MessageRow; recipientCount: number; readCount: number },
  names: Map<string, string>,
): SentMessageDoc {
  return {
    id: r.message.id,
    organizationId: r.message.organizationId,
    toEveryone: r.message.toEveryone,
    groupNames: namesOf(r.message, names),
    categories: r.message.categories as EventCategory[],
    subject: r.message.subject,
    message: r.message.message,
    sentAt: r.message.sentAt.toISOString(),
    recipientCount: r.recipientCount,
    readCount: r.readCount,
  };
}
