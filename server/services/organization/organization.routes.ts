/**
 * GET /api/organization and GET /api/organization/{id}: organisation lists and details.
 * Any signed-in user: `organization.list`, `organization.read` (organization.policy.ts).
 * No use case beyond reading: SQL in organization.repository.ts, the answer's shape in organization.dto.ts.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { ListQuery } from '../../../domain/lib/list-query.ts';
import { notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { findOrganization, listOrganizations, parentsOf } from './organization.repository.ts';
import { organizationPage, toKeyData, toOrganizationDto } from './organization.dto.ts';
import { orgQuery } from './list-params.ts';

const OrgListQuery = v.strictObject({
  ...ListQuery.entries,
  format: v.optional(v.picklist(['FULL', 'KEYDATA'])),
});

/** GET /api/organization (size up to 1000, format KEYDATA for descendants) and GET /api/organization/{id}. */
export function organizationRoutes(publicUrl: string) {
  const app = new Hono<AppEnv>();
  const href = (id: string) => `${publicUrl}/api/organization/${id}`;

  app.get(
    '/',
    describeRoute({
      tags: ['organization'],
      summary:
        'Organisations (list conventions; filter descendantOf, association, additionalType, status, id, name, parent)',
    }),
    guard('organization.list'),
    validate('query', OrgListQuery),
    async (c) => {
      const q = c.req.valid('query');
      const query = orgQuery(q, 1000);
      const { rows, total } = await listOrganizations(c.get('auth').db, query);
      if (q.format === 'KEYDATA')
        return c.json(listBody('organizations', rows.map(toKeyData), total, query.page, query.size));
      return c.json(await organizationPage(c.get('auth').db, { rows, total }, query, href));
    },
  );

  app.get(
    '/:id',
    describeRoute({ tags: ['organization'], summary: 'An organisation' }),
    guard('organization.read'),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const row = await findOrganization(db, c.req.valid('param').id);
      if (!row) throw notFound('Organisation not found');
      return c.json(toOrganizationDto(row, await parentsOf(db, [row.id]), href(row.id)));
    },
  );

  return app;
}
