import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { ListQuery } from '../../../domain/lib/list-query.ts';
import { visibleExecutiveCommittee } from '../../../domain/organization/organization.ts';
import { notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import {
  executiveCommittee,
  findOrganization,
  listOrganizations,
  parentsOf,
} from '../organization/organization.repository.ts';
import { organizationPage, toOrganizationDto } from '../organization/organization.dto.ts';
import { orgQuery } from '../organization/list-params.ts';

/** The public open-data service (no token): club search and the public club view. */
export function openDataRoutes(publicUrl: string) {
  const app = new Hono<AppEnv>();
  const href = (id: string) => `${publicUrl}/api/v1/organization/${id}`;

  app.get(
    '/organization',
    describeRoute({
      tags: ['open data'],
      summary: 'Search clubs by name (Irish or English; fadas and Naomh/St folded)',
    }),
    guard('opendata.organization.search'),
    validate('query', v.strictObject(ListQuery.entries)),
    async (c) => {
      const query = orgQuery(c.req.valid('query'), 100);
      const { rows, total } = await listOrganizations(c.get('auth').db, query);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json(await organizationPage(c.get('auth').db, { rows, total }, query, href));
    },
  );

  app.get(
    '/organization/:id',
    describeRoute({ tags: ['open data'], summary: 'A club, public view' }),
    guard('opendata.organization.read'),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const row = await findOrganization(db, c.req.valid('param').id);
      if (!row) throw notFound('Organisation not found');
      const committee = await executiveCommittee(db, row.id);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({
        ...toOrganizationDto(row, await parentsOf(db, [row.id]), href(row.id)),
        members: {
          // The domain's rule: named positions only, by rank.
          executiveCommittee: visibleExecutiveCommittee(
            committee.map((m) => ({
              position: { name: m.name ?? undefined, title: m.title ?? undefined, rank: m.rank },
              person: m.givenName
                ? { givenName: m.givenName, familyName: m.familyName ?? undefined }
                : undefined,
            })),
          ),
        },
      });
    },
  );

  return app;
}
