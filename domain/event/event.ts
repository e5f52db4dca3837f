/**
 * Events (seed 2 §3 Event, §5 Events; seed 1 §3 Messages and calendar): the create input, the form's input
 * (date and time typed dd/mm/yyyy hh:mm, Dublin wall time), the event document a device holds, attendance
 * and responses.
 *
 * The offline conflict rule (docs/adr/0004-attendance-conflict-rule.md): a recipient's RSVP (`response`:
 * going / not going / awaiting action, set by the member or their parent) and the attendance mark
 * (`attendance`: attended / absent, set by the coach) are separate fields, and each operation writes only
 * its own field of one recipient. So a coach's offline marks never undo a member's "going" made meanwhile,
 * and the reverse. Two writes of the same field: the one the server applies last wins (server order), with
 * no version check — attendance is a fact the last person pitch-side knows best, and a stale-version refusal
 * would cost a coach twenty re-taps for nothing.
 */
import * as v from 'valibot';
import { EventCategory } from '../enums.ts';
import { M } from '../messages.ts';
import { dublinParts } from '../lib/dates.ts';
import { object, optionalText, requiredString, strictObject } from '../lib/schema-helpers.ts';
import { TEAM_MESSAGES as TM } from '../team/messages.ts';

// One list of categories for events and messages: domain/enums.ts.
export { EVENT_CATEGORIES, EventCategory } from '../enums.ts';

export const RESPONSES = ['GOING', 'NOT_GOING', 'AWAITING_ACTION'] as const;
export const EventResponse = v.picklist(RESPONSES, M.invalidOption.id);
export type EventResponse = v.InferOutput<typeof EventResponse>;

export const ATTENDANCE = ['ATTENDED', 'ABSENT'] as const;
export const Attendance = v.picklist(ATTENDANCE, M.invalidOption.id);
export type Attendance = v.InferOutput<typeof Attendance>;

export const EVENT_SUBJECT_MAX = 255;
export const EVENT_MESSAGE_MAX = 1000;
export const EVENT_DURATION_MIN = 15;
export const EVENT_DURATION_MAX = 300;
export const CANCEL_REASON_MAX = 500;
/** The device holds events starting from the start of yesterday onwards; the schedule shows 7 days. */
export const SCHEDULE_DAYS = 7;
/** Seed 2 §7: 10 per event list, 500 recipients. */
export const EVENT_PAGE_SIZE = 10;
export const RECIPIENT_PAGE_MAX = 500;

/** 15 to 300 minutes (seed 2 §5). */
export const Duration = v.pipe(
  v.number(M.required.id),
  v.integer(M.integer.id),
  v.minValue(EVENT_DURATION_MIN, TM.eventDuration.id),
  v.maxValue(EVENT_DURATION_MAX, TM.eventDuration.id),
);

const eventEntries = {
  toGroupId: requiredString(),
  placeId: v.optional(v.nullable(v.string())),
  category: EventCategory,
  subject: v.pipe(requiredString(), v.maxLength(EVENT_SUBJECT_MAX, TM.eventSubjectMax.id)),
  message: v.pipe(requiredString(), v.maxLength(EVENT_MESSAGE_MAX, TM.eventMessageMax.id)),
  duration: Duration,
  requestResponse: v.boolean(M.required.id),
  viewOtherRecipientsNames: v.boolean(M.required.id),
  /** Non-essential message: only to those who consented to additional club communications. */
  commsConsentAdditionalClub: v.boolean(M.required.id),
  /** A reminder 1 hour before. */
  sendNotificationReminder: v.boolean(M.required.id),
};

/** POST /api/message with an event: the wire shape (startDate an ISO instant). */
export const EventInput = strictObject({
  ...eventEntries,
  startDate: v.pipe(requiredString(), v.isoTimestamp(TM.eventDateTime.id)),
});
export type EventInput = v.InferOutput<typeof EventInput>;

const DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/;

/** `dd/mm/yyyy hh:mm` (Dublin wall time) → ISO instant, or null when it is not a real date and time. */
export function parseEventDateTime(text: string): string | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [day, month, year, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  return dublinInstant(year, month, day, hour, minute).toISOString();
}

/** The instant of a Dublin wall-clock time. */
export function dublinInstant(year: number, month: number, day: number, hour: number, minute: number): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const p = dublinParts(new Date(asUtc));
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute);
  return new Date(asUtc - (wall - asUtc));
}

/** `yyyy-MM-dd` and `HH:mm` on Dublin's wall clock → the instant (validated inputs only). */
export function dublinAt(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return dublinInstant(y, m, d, hh, mm);
}

/** An instant as Dublin's `dd/mm/yyyy hh:mm`. */
export function formatEventDateTime(iso: string): string {
  const p = dublinParts(new Date(iso));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** The create-event form: as EventInput, with the date and time typed dd/mm/yyyy hh:mm; outputs EventInput. */
export const EventForm = v.pipe(
  strictObject({
    ...eventEntries,
    startDate: v.pipe(
      requiredString(),
      v.check((s) => parseEventDateTime(s) !== null, TM.eventDateTime.id),
    ),
  }),
  v.transform((f): EventInput => ({ ...f, startDate: parseEventDateTime(f.startDate)! })),
);

/** Not an error: the form warns when the event would start in the past (seed 2 §5). */
export function isInPast(startIso: string, now: Date = new Date()): boolean {
  return new Date(startIso).getTime() < now.getTime();
}

export const EventRecipientDoc = v.object({
  id: v.string(),
  personId: v.string(),
  givenName: v.string(),
  familyName: v.string(),
  response: EventResponse,
  attendance: v.nullable(Attendance),
});
export type EventRecipientDoc = v.InferOutput<typeof EventRecipientDoc>;

/** An event (REST answer and the `events` sync collection). */
export const EventDoc = v.object({
  id: v.string(),
  version: v.number(),
  updatedAt: v.string(),
  deleted: v.optional(v.boolean()),
  toGroupId: v.string(),
  groupName: v.string(),
  organizationId: v.string(),
  category: EventCategory,
  subject: v.string(),
  message: v.string(),
  startDate: v.string(),
  duration: v.number(),
  place: v.nullable(v.object({ id: v.string(), name: v.string() })),
  requestResponse: v.boolean(),
  viewOtherRecipientsNames: v.boolean(),
  commsConsentAdditionalClub: v.boolean(),
  sendNotificationReminder: v.boolean(),
  status: v.picklist(['ACTIVE', 'CANCELLED']),
  cancelReason: v.nullable(v.string()),
  /** The caller may take attendance (the group's coach or sender, or a club admin). */
  canManage: v.boolean(),
  /** Everyone for those who manage or when names are shared; otherwise only the caller's own (and dependants'). */
  recipients: v.array(EventRecipientDoc),
});
export type EventDoc = v.InferOutput<typeof EventDoc>;

/** Coach's mark for one recipient (sync op `event.markAttendance`, PATCH …/recipient/{rid}). */
export const AttendanceInput = strictObject({ personId: requiredString(), attendance: Attendance });
export type AttendanceInput = v.InferOutput<typeof AttendanceInput>;

/** A member's own answer, or a parent's for a dependant (sync op `event.respond`). */
export const RespondInput = strictObject({ personId: requiredString(), response: EventResponse });
export type RespondInput = v.InferOutput<typeof RespondInput>;

/** PATCH /message/{id}/recipient/{rid}: one of the two fields. */
export const RecipientPatch = v.union([
  strictObject({ attendance: Attendance }),
  strictObject({ response: EventResponse }),
]);
export type RecipientPatch = v.InferOutput<typeof RecipientPatch>;

/** DELETE /message/{id}?…: cancel (kept, marked cancelled) or delete, optionally notifying with a reason. */
export const DeleteEventQuery = object({
  mode: v.optional(v.picklist(['cancel', 'delete'], M.invalidOption.id), 'cancel'),
  notify: v.optional(v.picklist(['true', 'false'], M.invalidOption.id), 'false'),
  reason: optionalText(CANCEL_REASON_MAX, TM.eventReasonMax.id),
});
export type DeleteEventQuery = v.InferOutput<typeof DeleteEventQuery>;

/** The one field each operation writes (the conflict rule above); pure, used by server and device alike. */
export function setAttendance(doc: EventDoc, input: AttendanceInput): EventDoc {
  return {
    ...doc,
    recipients: doc.recipients.map((r) =>
      r.personId === input.personId ? { ...r, attendance: input.attendance } : r,
    ),
  };
}

export function setResponse(doc: EventDoc, input: RespondInput): EventDoc {
  return {
    ...doc,
    recipients: doc.recipients.map((r) =>
      r.personId === input.personId ? { ...r, response: input.response } : r,
    ),
  };
}
