/**
 * /api/player-injury-notification: GET, POST; GET, PUT, PATCH, DELETE /{id}; /groups, /export, documents.
 * Policy: notification.policy.ts (`injuryNotification.*`).
 * Rules in notification-rules.ts, documents in notification-documents.ts; SQL in notification.repository.ts.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { uuidv7 } from 'uuidv7';
import * as v from 'valibot';
import { INJURY_NOTIFICATION_STATUSES } from '../../../domain/injury/enums.ts';
import {
  InjuryNotificationInput,
  mayApprove,
  nextNotificationStatus,
  NotificationStatusChange,
} from '../../../domain/injury/injury-notification.ts';
import { listQuery } from '../../../domain/lib/list-query.ts';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import { M, messageText } from '../../../domain/messages.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { toCsv } from '../../http/csv.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { fieldErrors, IdParam, INVALID_INPUT, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { documentRoutes } from './notification-documents.ts';
import { isOversight, secretaryOf } from './notification.policy.ts';
import { sendNotificationNotice } from './notification-notices.ts';
import {
  deleteNotification,
  documentsOf,
  findNotification,
  insertNotification,
  listNotifications,
  setNotificationStatus,
  teamsOfClubsOf,
  toNotificationDoc,
  updateNotification,
} from './notification.repository.ts';
import { checkClaimantAge, checkNotificationTarget } from './notification-rules.ts';

const NotificationListQuery = v.object({
  ...listQuery({ maxSize: 300, defaultSize: 100 }).entries,
  status: v.optional(v.picklist(INJURY_NOTIFICATION_STATUSES, M.invalidOption.id)),
});

async function docOf(db: Db, id: string) {
  const row = await findNotification(db, id);
  if (!row) throw notFound('Injury notification not found');
  return toNotificationDoc(row, await documentsOf(db, [id]));
}

const scopeOf = (p: Principal) => ({ all: isOversight(p), personId: p.personId, orgIds: secretaryOf(p) });
const lang = (c: Context<AppEnv>) => c.req.header('accept-language');

/**
 * Seed 2 §7: GET and POST /player-injury-notification; GET, PUT, PATCH, DELETE /{id}; GET /groups and
 * /export; documents under /{id}/document (notification-documents.ts).
 */
export function notificationRoutes() {
  const app = new Hono<AppEnv>();

  app.get(
    '/groups',
    describeRoute({ tags: ['injury'], summary: "Teams of the caller's clubs, to notify an injury for" }),
    guard('injuryNotification.groups'),
    async (c) => {
      const { db, principal } = c.get('auth');
      const rows = await teamsOfClubsOf(db, principal!.personId ?? '');
      return c.json({ groups: rows });
    },
  );

  app.get(
    '/export',
    describeRoute({ tags: ['injury'], summary: 'The notifications the caller may read, as CSV' }),
    guard('injuryNotification.export'),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { rows } = await listNotifications(db, scopeOf(principal!), { page: 0, size: 10_000 });
      const csv = toCsv(
        [
          'id',
          'status',
          'injuryDate',
          'organizationId',
          'groupId',
          'personId',
          'submittedOn',
          'area',
          'severity',
        ],
        rows.map((r) => [
          r.id,
          r.status,
          r.injuryDate,
          r.organizationId,
          r.groupId,
          r.personId,
          r.submittedOn,
          typeof r.details.area === 'string' ? r.details.area : '',
          typeof r.details.severity === 'string' ? r.details.severity : '',
        ]),
      );
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="injury-notifications.csv"',
      });
    },
  );

  app.get(
    '/',
    describeRoute({ tags: ['injury'], summary: 'Injury notifications the caller may read (status filter)' }),
    guard('injuryNotification.list'),
    validate('query', NotificationListQuery),
    async (c) => {
      const { db, principal } = c.get('auth');
      const q = c.req.valid('query');
      const { rows, total } = await listNotifications(db, scopeOf(principal!), q);
      const docs = await documentsOf(
        db,
        rows.map((r) => r.id),
      );
      return c.json(
        listBody(
          'notifications',
          rows.map((r) => toNotificationDoc(r, docs)),
          total,
          q.page,
          q.size,
        ),
      );
    },
  );

  app.post(
    '/',
    describeRoute({ tags: ['injury'], summary: 'Start an injury notification (DRAFT)' }),
    guard('injuryNotification.create'),
    validate('json', InjuryNotificationInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const input = c.req.valid('json');
      await checkClaimantAge(db, principal!, lang(c));
      await checkNotificationTarget(db, principal!, input, lang(c));
      const id = uuidv7();
      await insertNotification(db, id, principal!.personId!, input);
      return c.json(await docOf(db, id), 201);
    },
  );

  app.get(
    '/:id',
    describeRoute({ tags: ['injury'], summary: 'An injury notification' }),
    guard('injuryNotification.read', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => c.json(await docOf(c.get('auth').db, c.req.valid('param').id)),
  );

  app.put(
    '/:id',
    describeRoute({ tags: ['injury'], summary: 'Change a draft notification (claimant)' }),
    guard('injuryNotification.update', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', InjuryNotificationInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const row = await findNotification(db, id);
      if (row?.status !== 'DRAFT') throw conflict('Only a draft notification can be changed');
      await checkNotificationTarget(db, principal!, input, lang(c));
      await updateNotification(db, id, input);
      return c.json(await docOf(db, id));
    },
  );

  app.patch(
    '/:id',
    describeRoute({
      tags: ['injury'],
      summary:
        'Change the status: submit (claimant), approve with {confirmed: true} and a document, reject, complete (unit secretary)',
    }),
    guard('injuryNotification.status', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', NotificationStatusChange),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id } = c.req.valid('param');
      const change = c.req.valid('json');
      const row = await findNotification(db, id);
      if (!row) throw notFound('Injury notification not found');
      const claimant = row.claimantPersonId === principal!.personId;
      const secretary = secretaryOf(principal!).includes(row.organizationId);
      if (change.action === 'submit' ? !claimant : !secretary || claimant) throw forbidden();
      const next = nextNotificationStatus(
        row.status as (typeof INJURY_NOTIFICATION_STATUSES)[number],
        change.action,
      );
      if (!next) throw conflict(`A ${row.status} notification cannot be changed that way`);
      if (change.action === 'submit') {
        // The window and the age are checked again on the day the notification is made.
        const stored = await InjuryNotificationInput['~standard'].validate({
          ...row.details,
          personId: row.personId,
          organizationId: row.organizationId,
          groupId: row.groupId,
          injuryDate: row.injuryDate,
        });
        if (stored.issues) throw badRequest(INVALID_INPUT, fieldErrors(stored.issues, lang(c)));
        await checkClaimantAge(db, principal!, lang(c));
        await setNotificationStatus(db, id, next, { submittedOn: todayInDublin() });
        await sendNotificationNotice(db, row, next);
        return c.json(await docOf(db, id));
      }
      if (change.action === 'approve') {
        const docs = await documentsOf(db, [id]);
        if (!mayApprove(docs.length, change.confirmed)) {
          const message = translate(
            M.approveSummary.id,
            pickLocale(lang(c)),
            messageText(M.approveSummary.id),
          );
          throw new HttpError(400, message, [{ field: 'confirmed', message, code: M.approveSummary.id }]);
        }
      }
      await setNotificationStatus(db, id, next, {
        decidedBy: principal!.personId,
        ...(change.action === 'approve' ? { approvalConfirmed: true } : {}),
      });
      await sendNotificationNotice(db, row, next);
      return c.json(await docOf(db, id));
    },
  );

  app.delete(
    '/:id',
    describeRoute({ tags: ['injury'], summary: 'Delete a draft notification (claimant)' }),
    guard('injuryNotification.delete', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const { id } = c.req.valid('param');
      const row = await findNotification(db, id);
      if (row?.status !== 'DRAFT') throw conflict('Only a draft notification can be deleted');
      await deleteNotification(db, id);
      return c.body(null, 204);
    },
  );

  documentRoutes(app);
  return app;
}
