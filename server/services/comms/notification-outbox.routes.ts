/**
 * GET /api/dev/notifications: the local notification adapter's outbox, for the development mail/SMS page.
 * Super admins only: `notification.outbox`, the policy declared in this file (notificationPolicy).
 * The query is the adapter's (server/adapters/notifications/notifications.ts, recentNotifications).
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { isSuperAdmin, type Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { recentNotifications } from '../../adapters/notifications/notifications.ts';
import { guard } from '../../http/guard.ts';
import type { AppEnv } from '../../http/app-env.ts';

export const notificationPolicy = {
  'notification.outbox': (p: Principal) => isSuperAdmin(p),
} satisfies Policy;

/**
 * GET /api/dev/notifications: the local notification adapter's outbox (mail and SMS that would have been
 * sent), newest first — the development mail/SMS page. Super admins only: messages name people.
 */
export function notificationOutboxRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/notifications',
    describeRoute({ tags: ['dev'], summary: 'Mail and SMS stored by the local notification adapter' }),
    guard('notification.outbox'),
    async (c) => {
      const rows = await recentNotifications(c.get('auth').db);
      return c.json(rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })));
    },
  );
  return app;
}
