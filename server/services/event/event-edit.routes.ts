/**
 * A sent event after sending, registered against its contracts (domain/message/message-edit.contract.ts):
 * PATCH /message/{id} (edit, the recipients told what changed), POST /message/{id}/recipient (recipients
 * added later) and GET /message/{id}/recipient/{rid}/content (one recipient's copy). Each write runs in the
 * request's one transaction (request-transaction.ts): the change and the queued mail commit together.
 */
import { Hono, type Context } from 'hono';
import type { EventCategory } from '../../../domain/event/event.ts';
import {
  messageEditApi,
  type EventEditField,
  type EventPatch,
} from '../../../domain/message/message-edit.contract.ts';
import { groupDisplayName } from '../../../domain/team/group.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { route } from '../../http/contract.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { INVALID_INPUT } from '../../http/validate.ts';
import type { Db } from '../../db/client.ts';
import { eventDocs, viewerOf } from './event-docs.ts';
import { sendEventChangeNotice, type EventChanges } from './event-notices.ts';
import {
  activeMembersOf,
  addEventRecipients,
  findRecipient,
  organizationName,
  personName,
  placeName,
  updateEventFields,
} from './event-edit.repository.ts';
import { eventsWithGroup, findEvent, placeExists, type EventRow } from './event.repository.ts';

const eventId = (c: Context<AppEnv>) => c.req.param('id');

/** A live, not cancelled event to change (locked for the transaction). */
async function changeableEvent(db: Db, id: string): Promise<EventRow> {
  const e = await findEvent(db, id, true);
  if (!e || e.deletedAt) throw notFound('Event not found');
  if (e.status === 'CANCELLED') throw conflict('A cancelled event cannot be changed');
  return e;
}

/** What the patch really changes (a field sent with its present value changes nothing). */
async function changesOf(db: Db, e: EventRow, patch: EventPatch) {
  const changed: EventEditField[] = [];
  const changes: EventChanges = {};
  if (patch.subject !== undefined && patch.subject !== e.subject) {
    changed.push('subject');
    changes.subject = { old: e.subject };
  }
  if (patch.message !== undefined && patch.message !== e.message) {
    changed.push('message');
    changes.message = { new: patch.message };
  }
  if (patch.startDate !== undefined && new Date(patch.startDate).getTime() !== e.startDate.getTime()) {
    changed.push('startDate');
    changes.start = { old: e.startDate, new: new Date(patch.startDate) };
  }
  if (patch.duration !== undefined && patch.duration !== e.duration) {
    changed.push('duration');
    changes.duration = { old: e.duration, new: patch.duration };
  }
  if (patch.placeId !== undefined && (patch.placeId || null) !== e.placeId) {
    changed.push('place');
    changes.place = { old: await placeName(db, e.placeId), new: await placeName(db, patch.placeId || null) };
  }
  return { changed, changes };
}

export function eventEditRoutes() {
  const app = new Hono<AppEnv>();

  route(app, messageEditApi.edit, {
    resource: eventId,
    handler: async (c, { params, body }) => {
      const { db, principal } = c.get('auth');
      const e = await changeableEvent(db, params.id);
      if (body.placeId && !(await placeExists(db, body.placeId))) {
        throw badRequest(INVALID_INPUT, [{ field: 'placeId', message: 'No such place' }]);
      }
      const { changed, changes } = await changesOf(db, e, body);
      let notified = 0;
      if (changed.length > 0) {
        const placeId = body.placeId === undefined ? {} : { placeId: body.placeId || null };
        const version = await updateEventFields(db, e.id, { ...body, ...placeId });
        notified = await sendEventChangeNotice(db, e.id, version, changes);
      }
      const [doc] = await eventDocs(db, await viewerOf(db, principal!), [e.id]);
      return { event: doc!, changed, notified };
    },
  });

  route(app, messageEditApi.addRecipients, {
    resource: eventId,
    handler: async (c, { params, body }) => {
      const { db, principal } = c.get('auth');
      const e = await changeableEvent(db, params.id);
      const ids = [...new Set(body.personIds)];
      const members = await activeMembersOf(db, e.organizationId, ids);
      if (members.size !== ids.length) {
        throw badRequest(INVALID_INPUT, [
          { field: 'personIds', message: 'Every person must be a member of the club the event is from' },
        ]);
      }
      const added = await addEventRecipients(db, e.id, ids);
      const [doc] = await eventDocs(db, await viewerOf(db, principal!), [e.id]);
      return { added, alreadyRecipients: ids.length - added, event: doc! };
    },
  });

  route(app, messageEditApi.recipientContent, {
    resource: (c) => ({ id: c.req.param('id'), rid: c.req.param('rid') }),
    handler: async (c, { params }) => {
      const { db } = c.get('auth');
      const [row] = await eventsWithGroup(db, [params.id]);
      if (!row || row.event.deletedAt) throw notFound('Event not found');
      const r = await findRecipient(db, params.id, params.rid);
      if (!r) throw notFound('Recipient not found');
      const e = row.event;
      return {
        eventId: e.id,
        recipientId: r.recipient.id,
        personId: r.recipient.personId,
        personName: `${r.givenName} ${r.familyName}`,
        organizationName: await organizationName(db, e.organizationId),
        groupName: groupDisplayName({ name: row.groupName, suffix: row.groupSuffix }),
        senderName: await personName(db, e.senderPersonId),
        category: e.category as EventCategory,
        subject: e.subject,
        message: e.message,
        startDate: e.startDate.toISOString(),
        duration: e.duration,
        place: row.place?.id ? row.place : null,
        status: e.status === 'CANCELLED' ? ('CANCELLED' as const) : ('ACTIVE' as const),
        cancelReason: e.cancelReason,
        response: r.recipient.response as 'GOING' | 'NOT_GOING' | 'AWAITING_ACTION',
        attendance: r.recipient.attendance as 'ATTENDED' | 'ABSENT' | null,
      };
    },
  });
  return app;
}
