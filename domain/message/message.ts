/**
 * Plain messages (seed 1 §3 "Message: recipients, content, categories"; seed 2 §2 message inbox, §7 Messages
 * and calendar): a club's COMMS senders write to everyone in the club, a team's coaches and senders to their
 * teams and groups. Sending snapshots the recipients (like an event); each recipient's copy has its own
 * state — ACTIVE or ARCHIVED, read or not — so a parent archiving a child's copy leaves the other copies be.
 *
 * The inbox (GET /api/inbox, the `messages` sync collection) lists copies: one per recipient, for the person
 * and their dependants, newest first, 20 a page.
 */
import * as v from 'valibot';
import { EventCategory } from '../enums.ts';
import { M } from '../messages.ts';
import { requiredString, strictObject } from '../lib/schema-helpers.ts';
import { TEAM_MESSAGES as TM } from '../team/messages.ts';
import { EVENT_MESSAGE_MAX, EVENT_SUBJECT_MAX } from '../event/event.ts';

/** Seed 2 §7: 20 a page in the inbox. */
export const INBOX_PAGE_SIZE = 20;
export const MESSAGE_GROUPS_MAX = 50;
/** How far back a device keeps the inbox (the server keeps everything). */
export const INBOX_DEVICE_DAYS = 365;

export const MESSAGE_STATES = ['ACTIVE', 'ARCHIVED'] as const;
export const MessageState = v.picklist(MESSAGE_STATES, M.invalidOption.id);
export type MessageState = v.InferOutput<typeof MessageState>;

/** POST /api/comms/message: to everyone in the club, or to some of its teams and groups. */
export const MessageInput = v.pipe(
  strictObject({
    organizationId: requiredString(),
    toEveryone: v.boolean(M.required.id),
    toGroupIds: v.pipe(
      v.array(v.pipe(v.string(M.invalid.id), v.minLength(1, M.required.id), v.maxLength(64, M.invalid.id))),
      v.maxLength(MESSAGE_GROUPS_MAX, M.tooLong.id),
    ),
    categories: v.pipe(
      v.array(EventCategory),
      v.minLength(1, TM.messageCategories.id),
      v.maxLength(10, M.tooLong.id),
    ),
    placeId: v.optional(v.nullable(v.pipe(v.string(M.invalid.id), v.maxLength(64, M.invalid.id)))),
    subject: v.pipe(requiredString(), v.maxLength(EVENT_SUBJECT_MAX, TM.eventSubjectMax.id)),
    message: v.pipe(requiredString(), v.maxLength(EVENT_MESSAGE_MAX, TM.eventMessageMax.id)),
    /** Non-essential: only to those who consented to additional club communications. */
    commsConsentAdditionalClub: v.boolean(M.required.id),
  }),
  v.forward(
    v.check((m) => m.toEveryone !== m.toGroupIds.length > 0, TM.messageRecipients.id),
    ['toGroupIds'],
  ),
);
export type MessageInput = v.InferOutput<typeof MessageInput>;

/** One recipient's copy: the inbox document (REST and the `messages` sync collection; id = the copy's id). */
export const InboxMessageDoc = v.object({
  id: v.string(),
  version: v.number(),
  updatedAt: v.string(),
  deleted: v.optional(v.boolean()),
  messageId: v.string(),
  /** Whose copy: the person or one of their dependants. */
  personId: v.string(),
  personName: v.string(),
  organizationId: v.string(),
  organizationName: v.string(),
  senderName: v.nullable(v.string()),
  /** The teams and groups it went to; empty when it went to everyone in the club. */
  groupNames: v.array(v.string()),
  categories: v.array(EventCategory),
  place: v.nullable(v.object({ id: v.string(), name: v.string() })),
  subject: v.string(),
  message: v.string(),
  sentAt: v.string(),
  state: MessageState,
  readAt: v.nullable(v.string()),
});
export type InboxMessageDoc = v.InferOutput<typeof InboxMessageDoc>;

/** PATCH /api/inbox/{id}: archive or restore a copy, or mark it read. */
export const InboxPatch = v.union([
  strictObject({ state: MessageState }),
  strictObject({ read: v.literal(true) }),
]);
export type InboxPatch = v.InferOutput<typeof InboxPatch>;

/** A sent message as its senders see it (GET /api/comms/message). */
export const SentMessageDoc = v.object({
  id: v.string(),
  organizationId: v.string(),
  toEveryone: v.boolean(),
  groupNames: v.array(v.string()),
  categories: v.array(EventCategory),
  subject: v.string(),
  message: v.string(),
  sentAt: v.string(),
  recipientCount: v.number(),
  readCount: v.number(),
});
export type SentMessageDoc = v.InferOutput<typeof SentMessageDoc>;

/** GET /api/comms/message/{id}/recipient: per-recipient state. */
export const MessageRecipientDoc = v.object({
  id: v.string(),
  personId: v.string(),
  givenName: v.string(),
  familyName: v.string(),
  state: MessageState,
  readAt: v.nullable(v.string()),
});
export type MessageRecipientDoc = v.InferOutput<typeof MessageRecipientDoc>;

/** The inbox's page of copies on a device: state and person filter, newest first, 20 a page. */
export function inboxPage(
  docs: readonly InboxMessageDoc[],
  q: { state: MessageState; personId?: string; page: number },
): { items: InboxMessageDoc[]; totalPages: number } {
  const shown = docs
    .filter((d) => !d.deleted && d.state === q.state && (!q.personId || d.personId === q.personId))
    .sort((a, b) => b.sentAt.localeCompare(a.sentAt) || b.id.localeCompare(a.id));
  const totalPages = Math.max(1, Math.ceil(shown.length / INBOX_PAGE_SIZE));
  return { items: shown.slice(q.page * INBOX_PAGE_SIZE, (q.page + 1) * INBOX_PAGE_SIZE), totalPages };
}

/** A copy with the patch applied (device and server alike): the state, or read once (the first time stays). */
export function applyInboxPatch(
  doc: InboxMessageDoc,
  patch: InboxPatch,
  now: Date = new Date(),
): InboxMessageDoc {
  if ('state' in patch) return { ...doc, state: patch.state };
  return { ...doc, readAt: doc.readAt ?? now.toISOString() };
}
