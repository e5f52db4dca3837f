/**
 * /api/super-admin (seed 3 §2 "Super admin", §6; paths ours, the spec shows none): GET /audit-log — every super
 * admin action, newest first, paged (seed 3 §9: page from 0, default size 100). SUPER_ADMIN only
 * (super-admin.policy.ts); SQL in audit.repository.ts.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { PageParam, pageSizeParam } from '../../../domain/lib/list-query.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { listAudit } from './audit.repository.ts';

const AuditQuery = v.strictObject({ page: PageParam, size: pageSizeParam(200, 100) });

export function superAdminRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/audit-log',
    describeRoute({ tags: ['super admin'], summary: 'The super admin audit log, newest first' }),
    guard('superAdmin.audit.list'),
    validate('query', AuditQuery),
    async (c) => {
      const { page, size } = c.req.valid('query');
      const { rows, total } = await listAudit(c.get('auth').db, page, size);
      return c.json(listBody('auditLog', rows, total, page, size));
    },
  );
  return app;
}
