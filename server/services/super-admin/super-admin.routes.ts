/**
 * /api/super-admin (seed 3 §2 "Super admin", §6; paths ours, the spec shows none): GET /audit-log — every super
 * admin action, newest first, paged (seed 3 §9: page from 0, default size 100); POST /organization/merge — merge
 * source clubs into a target in one transaction (domain/super-admin/merge.ts; SQL in merge.repository.ts),
 * audited. SUPER_ADMIN only (super-admin.policy.ts); SQL in audit.repository.ts.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { PageParam, pageSizeParam } from '../../../domain/lib/list-query.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { M, messageText } from '../../../domain/messages.ts';
import { MergeInput, type MergeResult } from '../../../domain/super-admin/merge.ts';
import type { Principal } from '../../auth/principal.ts';
import { badRequest } from '../../http/errors.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { listAudit, recordAudit } from './audit.repository.ts';
import { liveClubs, mergeInto } from './merge.repository.ts';

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

  app.post(
    '/organization/merge',
    describeRoute({
      tags: ['super admin'],
      summary:
        'Merge source clubs into a target (members, memberships, teams, fixtures, places, slugs), in one transaction',
    }),
    guard('superAdmin.organization.merge'),
    validate('json', MergeInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { targetId, sourceIds } = c.req.valid('json');
      const lang = pickLocale(c.req.header('accept-language'));
      const clubs = await liveClubs(db, [targetId, ...sourceIds]);
      const missing = [targetId, ...sourceIds].filter((id) => !clubs.some((x) => x.id === id));
      if (missing.length)
        throw badRequest(translate(M.mergeNotClub.id, lang, messageText(M.mergeNotClub.id)), [
          {
            field: missing.includes(targetId) ? 'targetId' : 'sourceIds',
            message: translate(M.mergeNotClub.id, lang, messageText(M.mergeNotClub.id)),
            code: M.mergeNotClub.id,
          },
        ]);
      const sources = sourceIds.map((id) => clubs.find((x) => x.id === id)!);
      const moved = await mergeInto(db, targetId, sources);
      const target = clubs.find((x) => x.id === targetId)!;
      await recordAudit(db, principal as Principal, {
        action: 'ORGANIZATION_MERGE',
        targetType: 'ORGANIZATION',
        targetId,
        details: { name: target.name, sources: sources.map((x) => ({ id: x.id, name: x.name })), moved },
      });
      const result = { targetId, sourceIds, moved } satisfies MergeResult;
      return c.json(result);
    },
  );
  return app;
}
