/**
 * A sent event after sending (seed 1 §7 and seed 2 §7 "PATCH /message/{id}", "a write to
 * /message/{id}/recipient", "GET /message/{id}/recipient/{rid}/content"; issue 53 item 6), each declared once
 * (docs/adr/0022-route-contracts.md), registered by server/services/event/event-edit.routes.ts:
 *
 * - PATCH /message/{id}: its subject, message, time (start and duration) and place are edited by those who
 *   manage the group (its COACH and SENDER members, club admins); each recipient is told what changed, in
 *   their language, old → new for the time and the place;
 * - POST /message/{id}/recipient: people of the club added later get it as if it was sent now (nobody twice);
 * - GET /message/{id}/recipient/{rid}/content: what that recipient received, for the recipient, their parents
 *   and guardians, and those who manage the group — nobody else.
 */
import * as v from 'valibot';
import { EventCategory } from '../enums.ts';
import { M } from '../messages.ts';
import { defineRoute } from '../lib/contract.ts';
import { requiredString, strictObject } from '../lib/schema-helpers.ts';
import { TEAM_MESSAGES as TM } from '../team/messages.ts';
import {
  Attendance,
  Duration,
  EVENT_MESSAGE_MAX,
  EVENT_SUBJECT_MAX,
  EventDoc,
  EventResponse,
  RECIPIENT_PAGE_MAX,
} from '../event/event.ts';

const Key = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const tag = 'message';

/** What may change after sending: at least one field; the rules are the create form's (seed 2 §5). */
export const EventPatch = v.pipe(
  strictObject({
    subject: v.optional(v.pipe(requiredString(), v.maxLength(EVENT_SUBJECT_MAX, TM.eventSubjectMax.id))),
    message: v.optional(v.pipe(requiredString(), v.maxLength(EVENT_MESSAGE_MAX, TM.eventMessageMax.id))),
    startDate: v.optional(v.pipe(requiredString(), v.isoTimestamp(TM.eventDateTime.id))),
    duration: v.optional(Duration),
    placeId: v.optional(v.nullable(v.pipe(v.string(M.invalid.id), v.maxLength(64, M.invalid.id)))),
  }),
  v.check((p) => Object.values(p).some((x) => x !== undefined), M.required.id),
);
export type EventPatch = v.InferOutput<typeof EventPatch>;

/** The fields an edit changed, as the recipients are told (old → new). */
export const EVENT_EDIT_FIELDS = ['subject', 'message', 'startDate', 'duration', 'place'] as const;
export type EventEditField = (typeof EVENT_EDIT_FIELDS)[number];

/** The edited event, and what changed (empty when the patch changed nothing, and nobody was told). */
export const EventEditAnswer = v.object({
  event: EventDoc,
  changed: v.array(v.picklist(EVENT_EDIT_FIELDS)),
  /** Mails queued to the recipients (or their parents and guardians). */
  notified: v.number(),
});
export type EventEditAnswer = v.InferOutput<typeof EventEditAnswer>;

/** People of the event's club to add: at most 500 at a time. */
export const AddRecipientsInput = strictObject({
  personIds: v.pipe(
    v.array(v.pipe(v.string(M.invalid.id), v.minLength(1, M.required.id), v.maxLength(64, M.invalid.id))),
    v.minLength(1, M.required.id),
    v.maxLength(RECIPIENT_PAGE_MAX, M.tooLong.id),
  ),
});
export type AddRecipientsInput = v.InferOutput<typeof AddRecipientsInput>;

export const AddRecipientsAnswer = v.object({
  /** Newly added; those already recipients are left as they were. */
  added: v.number(),
  alreadyRecipients: v.number(),
  event: EventDoc,
});
export type AddRecipientsAnswer = v.InferOutput<typeof AddRecipientsAnswer>;

/** The event as one recipient received it (as it reads now, with their own answer). */
export const RecipientContentDoc = v.object({
  eventId: v.string(),
  recipientId: v.string(),
  personId: v.string(),
  personName: v.string(),
  organizationName: v.string(),
  groupName: v.string(),
  senderName: v.nullable(v.string()),
  category: EventCategory,
  subject: v.string(),
  message: v.string(),
  startDate: v.string(),
  duration: v.number(),
  place: v.nullable(v.object({ id: v.string(), name: v.string() })),
  status: v.picklist(['ACTIVE', 'CANCELLED']),
  cancelReason: v.nullable(v.string()),
  response: EventResponse,
  attendance: v.nullable(Attendance),
});
export type RecipientContentDoc = v.InferOutput<typeof RecipientContentDoc>;

export const messageEditApi = {
  edit: defineRoute({
    method: 'PATCH',
    path: '/message/:id',
    tag,
    summary:
      'Edit a sent event (subject, message, start, duration, place); its recipients are told what changed',
    policy: 'event.edit',
    params: v.object({ id: Key }),
    body: EventPatch,
    response: EventEditAnswer,
  }),
  addRecipients: defineRoute({
    method: 'POST',
    path: '/message/:id/recipient',
    tag,
    summary: 'Add people of the club as recipients of a sent event (those already recipients are skipped)',
    policy: 'event.edit',
    params: v.object({ id: Key }),
    body: AddRecipientsInput,
    response: AddRecipientsAnswer,
  }),
  recipientContent: defineRoute({
    method: 'GET',
    path: '/message/:id/recipient/:rid/content',
    tag,
    summary:
      'The event as one recipient received it: the recipient, their parents and guardians, and its managers',
    policy: 'event.readRecipientContent',
    params: v.object({ id: Key, rid: Key }),
    response: RecipientContentDoc,
  }),
} as const;
