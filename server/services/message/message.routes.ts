/**
 * Plain messages (seed 1 §7 Comms; seed 2 §2 message inbox, §7 Messages and calendar). Events stay at
 * /message (event.routes.ts); messages without a date are sent and read here:
 * - /comms/message: POST sends (message.send), GET lists what the caller sent or sends for (20 a page),
 *   GET /comms/message/{id}/recipient lists the copies with their state (message.readRecipients);
 * - /inbox: GET the caller's and their dependants' copies (filter state:ACTIVE|ARCHIVED, recipient:me|
 *   myDependants|{personId}; 20 a page), GET /inbox/{id}, PATCH /inbox/{id} (archive, restore, read).
 * Policies in message.policy.ts; SQL in message.repository.ts; documents in message.dto.ts.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { listQuery } from '../../../domain/lib/list-query.ts';
import {
  INBOX_PAGE_SIZE,
  InboxPatch,
  MessageInput,
  type MessageState,
} from '../../../domain/message/message.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { guard, guardBody } from '../../http/guard.ts';
import { eqFilter, listBody } from '../../http/list.ts';
import { IdParam, INVALID_INPUT, validate } from '../../http/validate.ts';
import { viewerOf } from '../event/event-docs.ts';
import { placeExists } from '../event/event.repository.ts';
import { groupNames, inboxDocs, toSentDoc } from './message.dto.ts';
import { setCopy } from './message-ops.ts';
import { mailClubMessage } from './message-mail.ts';
import { commsOrgs } from './message.policy.ts';
import {
  copiesByIds,
  groupsOf,
  inboxPage,
  insertMessage,
  recipientsOf,
  sentPage,
  findMessage,
} from './message.repository.ts';

const InboxQuery = listQuery({ maxSize: 100, defaultSize: INBOX_PAGE_SIZE });
const RECIPIENTS_MAX = 500;
const id = (c: Context<AppEnv>) => c.req.param('id');

export function commsRoutes() {
  const app = new Hono<AppEnv>();
  app.post(
    '/message',
    describeRoute({
      tags: ['message'],
      summary:
        'Send a message to everyone in a club (its COMMS senders) or to teams and groups (their managers)',
    }),
    guardBody('message.send', (body) => body),
    validate('json', MessageInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const input = c.req.valid('json');
      const groups = await groupsOf(db, input.toGroupIds);
      if (groups.length !== new Set(input.toGroupIds).size || groups.some((g) => g.deletedAt)) {
        throw notFound('Group not found');
      }
      if (groups.some((g) => g.organizationId !== input.organizationId)) {
        throw badRequest(INVALID_INPUT, [
          { field: 'toGroupIds', message: 'Every group must belong to the club the message is from' },
        ]);
      }
      if (input.placeId && !(await placeExists(db, input.placeId))) {
        throw badRequest(INVALID_INPUT, [{ field: 'placeId', message: 'No such place' }]);
      }
      const { id, people } = await insertMessage(db, input, principal!.personId);
      await mailClubMessage(db, id, input, people);
      const sent = { id, recipients: people.length };
      return c.json(sent, 201);
    },
  );

  app.get(
    '/message',
    describeRoute({
      tags: ['message'],
      summary: 'Messages the caller sent, or sent from clubs where they write to everyone (newest first)',
    }),
    guard('message.listSent'),
    validate('query', InboxQuery),
    async (c) => {
      const { db, principal } = c.get('auth');
      const q = c.req.valid('query');
      const { rows, total } = await sentPage(db, {
        senderPersonId: principal!.personId,
        organizationIds: commsOrgs(principal!),
        page: q.page,
        size: q.size,
      });
      const names = await groupNames(
        db,
        rows.map((r) => r.message),
      );
      const docs = rows.map((r) => toSentDoc(r, names));
      return c.json(listBody('messages', docs, total, q.page, q.size));
    },
  );

  app.get(
    '/message/:id/recipient',
    describeRoute({ tags: ['message'], summary: 'Recipients of a sent message with their state, by name' }),
    guard('message.readRecipients', id),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const messageId = c.req.valid('param').id;
      if (!(await findMessage(db, messageId))) throw notFound('Message not found');
      const rows = await recipientsOf(db, messageId, RECIPIENTS_MAX);
      const docs = rows.map((r) => ({
        ...r,
        state: r.state as MessageState,
        readAt: r.readAt?.toISOString() ?? null,
      }));
      return c.json(listBody('recipients', docs, docs.length, 0, RECIPIENTS_MAX));
    },
  );
  return app;
}

export function inboxRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/',
    describeRoute({
      tags: ['message'],
      summary:
        'The inbox of the caller and their dependants (filter state:ACTIVE|ARCHIVED, recipient:me|myDependants|{personId}; 20 a page)',
    }),
    guard('inbox.list'),
    validate('query', InboxQuery),
    async (c) => {
      const { db, principal } = c.get('auth');
      const q = c.req.valid('query');
      const f = eqFilter(q.filter, ['state', 'recipient']);
      const state = f('state')[0] ?? 'ACTIVE';
      if (state !== 'ACTIVE' && state !== 'ARCHIVED') {
        throw badRequest(INVALID_INPUT, [{ field: 'filter', message: 'state is ACTIVE or ARCHIVED' }]);
      }
      const viewer = await viewerOf(db, principal!);
      const recipient = f('recipient')[0];
      const personIds =
        recipient === undefined
          ? viewer.personIds
          : recipient === 'me'
            ? viewer.personIds.slice(0, 1)
            : recipient === 'myDependants'
              ? viewer.personIds.slice(1)
              : viewer.personIds.filter((p) => p === recipient);
      const { rows, total } = await inboxPage(db, { personIds, state, page: q.page, size: q.size });
      return c.json(listBody('messages', await inboxDocs(db, rows), total, q.page, q.size));
    },
  );

  app.get(
    '/:id',
    describeRoute({
      tags: ['message'],
      summary: 'One message in the inbox (the caller’s or a dependant’s copy)',
    }),
    guard('inbox.read', id),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const [doc] = await inboxDocs(db, await copiesByIds(db, [c.req.valid('param').id]));
      if (!doc) throw notFound('Message not found');
      return c.json(doc);
    },
  );

  app.patch(
    '/:id',
    describeRoute({
      tags: ['message'],
      summary: 'Archive or restore a message ({state: ARCHIVED|ACTIVE}) or mark it read ({read: true})',
    }),
    guard('inbox.update', id),
    validate('param', IdParam),
    validate('json', InboxPatch),
    async (c) => {
      const { db } = c.get('auth');
      return c.json(await setCopy(db, c.req.valid('param').id, c.req.valid('json')));
    },
  );
  return app;
}
