/**
 * The notification outbox for admins (issue 28 item 3): GET /api/dev/notifications, the mail and SMS the server
 * queued, sent, suppressed or gave up on (newest first; `filter=status:DEAD,channel:EMAIL`, `search=` address
 * or subject, pages of 50), and POST /api/dev/notifications/{id}/retry, a dead letter queued for another round.
 * Super admins only (messages name people): `notification.outbox`, the policy declared here.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { OUTBOX_FILTER_KEYS, OutboxQuery, resolveAppLinks } from '../../../domain/comms/delivery.ts';
import { OUTBOX_TEXT } from '../../../domain/comms/messages.ts';
import { parseFilter } from '../../../domain/lib/list-query.ts';
import { isSuperAdmin, type Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { badRequest, ConflictError, notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { IdParam, INVALID_INPUT, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { requeue } from '../../jobs/delivery.ts';
import { listOutbox } from './outbox.repository.ts';

export const notificationPolicy = {
  'notification.outbox': (p: Principal) => isSuperAdmin(p),
} satisfies Policy;

export function notificationOutboxRoutes(publicUrl: string) {
  const app = new Hono<AppEnv>();
  app.get(
    '/notifications',
    describeRoute({
      tags: ['dev'],
      summary: 'The notification outbox, newest first (filter status:, channel:; search address or subject)',
    }),
    guard('notification.outbox'),
    validate('query', OutboxQuery),
    async (c) => {
      const q = c.req.valid('query');
      const parsed = parseFilter(q.filter ?? '', OUTBOX_FILTER_KEYS);
      if (!parsed.ok) throw badRequest(INVALID_INPUT, parsed.errors);
      const pick = (key: string) => parsed.clauses.find((cl) => cl.key === key && cl.op === 'eq')?.value;
      const { rows, total, counts } = await listOutbox(c.get('auth').db, {
        status: pick('status'),
        channel: pick('channel'),
        search: q.search,
        page: q.page,
        size: q.size,
      });
      const items = rows.map((r) => ({
        ...r,
        // As it is (or will be) sent: the links with this server's public address.
        body: resolveAppLinks(r.body, publicUrl),
        createdAt: r.createdAt.toISOString(),
        nextAttemptAt: r.nextAttemptAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
      }));
      return c.json({ ...listBody('notifications', items, total, q.page, q.size), counts });
    },
  );
  app.post(
    '/notifications/:id/retry',
    describeRoute({ tags: ['dev'], summary: 'Queue a dead letter again for a new round of tries' }),
    guard('notification.outbox'),
    validate('param', IdParam),
    async (c) => {
      const outcome = await requeue(c.get('auth').db, c.req.valid('param').id);
      if (outcome === 'NOT_FOUND') throw notFound('Notification not found');
      if (outcome === 'NOT_DEAD') throw new ConflictError(OUTBOX_TEXT.notDead);
      return c.body(null, 204);
    },
  );
  return app;
}
