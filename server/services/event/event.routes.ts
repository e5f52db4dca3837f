/**
 * Seed 1 §7 Comms and seed 2 §7 Messages and calendar, for events: GET/POST /message, GET/DELETE
 * /message/{id}, GET /message/{id}/recipient, PATCH /message/{id}/recipient/{rid}; GET /calendar;
 * GET /place?filter=canCreateMessage:true. requireAccess first (event.policy.ts), then validation.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  DeleteEventQuery,
  EVENT_PAGE_SIZE,
  dublinInstant,
  EventInput,
  RecipientPatch,
} from '../../../domain/event/event.ts';
import { TransportDate } from '../../../domain/lib/dates.ts';
import { listQuery, parseFilter } from '../../../domain/lib/list-query.ts';
import { requireAccess } from '../../auth/access.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { IdParam, INVALID_INPUT, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { eventDocs, viewerOf } from './event-docs.ts';
import { sendEventNotices } from './event-notices.ts';
import { markAttendance, respond } from './event-ops.ts';
import {
  cancelEvent,
  findEvent,
  groupOrganizationId,
  insertEvent,
  listEventIds,
  placeExists,
  placesOf,
  recipientPersonId,
} from './event.repository.ts';

const EventListQuery = listQuery({ maxSize: 100, defaultSize: EVENT_PAGE_SIZE });
const FILTER_KEYS = ['recipient', 'type', 'from', 'until', 'group', 'category', 'place'] as const;
const RecipientParam = v.object({ ...IdParam.entries, rid: v.pipe(v.string(), v.maxLength(64)) });
const eventId = (c: Context<AppEnv>) => c.req.param('id');

function dublinDay(date: string): Date {
  if (!v.is(TransportDate, date))
    throw badRequest(INVALID_INPUT, [{ field: 'filter', message: 'from and until are yyyy-MM-dd' }]);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return dublinInstant(y, m, d, 0, 0);
}

async function answerList(c: Context<AppEnv>, q: v.InferOutput<typeof EventListQuery>) {
  const { db, principal } = c.get('auth');
  const parsed = q.filter ? parseFilter(q.filter, FILTER_KEYS) : { ok: true as const, clauses: [] };
  if (!parsed.ok) throw badRequest(INVALID_INPUT, parsed.errors);
  const f = Object.fromEntries(parsed.clauses.map((cl) => [cl.key, cl.value]));
  const viewer = await viewerOf(db, principal!);
  const personIds =
    f.recipient === 'me'
      ? viewer.personIds.slice(0, 1)
      : f.recipient === 'myDependants'
        ? viewer.personIds.slice(1)
        : viewer.personIds;
  const sortDir = q.sort[0]?.direction ?? 'asc';
  const { ids, total } = await listEventIds(db, {
    page: q.page,
    size: q.size,
    personIds,
    managedGroupIds: f.recipient ? [] : [...viewer.managed],
    groupId: f.group,
    category: f.category,
    from: f.from ? (f.from.includes('T') ? new Date(f.from) : dublinDay(f.from)) : undefined,
    until: f.until ? (f.until.includes('T') ? new Date(f.until) : dublinDay(f.until)) : undefined,
    direction: sortDir,
  });
  return c.json(listBody('messages', await eventDocs(db, viewer, ids), total, q.page, q.size));
}

export function messageRoutes() {
  const app = new Hono<AppEnv>();
  const listRoute = describeRoute({
    tags: ['message'],
    summary:
      'Events (filters recipient:me|myDependants, type:EVENT, from, until (ISO instant or yyyy-MM-dd), group, category; sort startDate,asc|desc; size 10 by default)',
  });
  app.get('/', listRoute, guard('event.list'), validate('query', EventListQuery), (c) =>
    answerList(c, c.req.valid('query')),
  );

  app.post(
    '/',
    describeRoute({
      tags: ['message'],
      summary: 'Create an event for a group: its members become recipients',
    }),
    async (c, next) => {
      const body = (await c.req.json().catch(() => null)) as { toGroupId?: unknown } | null;
      await requireAccess(
        c.get('auth'),
        'event.create',
        typeof body?.toGroupId === 'string' ? body.toGroupId : '',
      );
      await next();
    },
    validate('json', EventInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const input = c.req.valid('json');
      const organizationId = await groupOrganizationId(db, input.toGroupId);
      if (organizationId === undefined) throw notFound('Group not found');
      if (input.placeId && !(await placeExists(db, input.placeId))) {
        throw badRequest(INVALID_INPUT, [{ field: 'placeId', message: 'No such place' }]);
      }
      const id = await insertEvent(db, input, organizationId, principal!.personId);
      const viewer = await viewerOf(db, principal!);
      return c.json((await eventDocs(db, viewer, [id]))[0], 201);
    },
  );

  app.get(
    '/:id',
    describeRoute({ tags: ['message'], summary: 'An event with its recipients' }),
    guard('event.read', eventId),
    validate('param', IdParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const [doc] = await eventDocs(db, await viewerOf(db, principal!), [c.req.valid('param').id]);
      if (!doc) throw notFound('Event not found');
      return c.json(doc);
    },
  );

  app.delete(
    '/:id',
    describeRoute({
      tags: ['message'],
      summary: 'Cancel (mode=cancel) or delete (mode=delete) an event; notify=true with an optional reason',
    }),
    guard('event.delete', eventId),
    validate('param', IdParam),
    validate('query', DeleteEventQuery),
    async (c) => {
      const { db } = c.get('auth');
      const id = c.req.valid('param').id;
      const q = c.req.valid('query');
      const e = await findEvent(db, id);
      if (!e || e.deletedAt) throw notFound('Event not found');
      await cancelEvent(db, id, q.reason || null, q.mode === 'delete');
      if (q.notify === 'true') await sendEventNotices(db, id, q.mode, q.reason || null);
      return c.body(null, 204);
    },
  );

  app.get(
    '/:id/recipient',
    describeRoute({ tags: ['message'], summary: 'Recipients of an event, by name (page 0, size up to 500)' }),
    guard('event.read', eventId),
    validate('param', IdParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const [doc] = await eventDocs(db, await viewerOf(db, principal!), [c.req.valid('param').id]);
      if (!doc) throw notFound('Event not found');
      return c.json(listBody('recipients', doc.recipients, doc.recipients.length, 0, 500));
    },
  );

  app.patch(
    '/:id/recipient/:rid',
    describeRoute({
      tags: ['message'],
      summary:
        "A recipient's attendance (coach: ATTENDED, ABSENT) or response (the member: GOING, NOT_GOING, AWAITING_ACTION)",
    }),
    async (c, next) => {
      const body = (await c.req.json().catch(() => null)) as { attendance?: unknown } | null;
      const action =
        body && typeof body === 'object' && 'attendance' in body ? 'event.markAttendance' : 'event.respond';
      await requireAccess(c.get('auth'), action, c.req.param('id'));
      await next();
    },
    validate('param', RecipientParam),
    validate('json', RecipientPatch),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id, rid } = c.req.valid('param');
      const personId = await recipientPersonId(db, id, rid);
      if (personId === undefined) throw notFound('Recipient not found');
      const patch = c.req.valid('json');
      const outcome =
        'attendance' in patch
          ? await markAttendance(db, principal!, id, { personId, attendance: patch.attendance })
          : await respond(db, principal!, id, { personId, response: patch.response });
      return c.json(outcome.doc);
    },
  );
  return app;
}

/** GET /calendar: events by group and date range, as /message lists them (100 per page). */
export function calendarRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/',
    describeRoute({
      tags: ['message'],
      summary: 'Calendar events (filters group, from, until, type EVENT, category, place)',
    }),
    guard('event.list'),
    validate('query', listQuery({ maxSize: 100, defaultSize: 100 })),
    (c) => answerList(c, c.req.valid('query')),
  );
  return app;
}

/** GET /place?filter=canCreateMessage:true&size=100: the grounds of the caller's clubs. */
export function placeRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/',
    describeRoute({
      tags: ['message'],
      summary: 'Places an event can be at (filter canCreateMessage:true; size up to 1000)',
    }),
    guard('place.list'),
    validate('query', listQuery({ maxSize: 1000, defaultSize: 100 })),
    async (c) => {
      const { db, principal } = c.get('auth');
      const q = c.req.valid('query');
      const parsed = q.filter
        ? parseFilter(q.filter, ['canCreateMessage'])
        : { ok: true as const, clauses: [] };
      if (!parsed.ok) throw badRequest(INVALID_INPUT, parsed.errors);
      const orgs = principal!.links.map((l) => l.organizationId);
      const rows = await placesOf(db, orgs, q.size);
      return c.json(listBody('places', rows, rows.length, 0, q.size));
    },
  );
  return app;
}
