/**
 * The competitions area's read-only overviews (contracts: domain/competition/overview/): GET
 * /api/admin/organization/{orgId}/competition-view (Competitions View tab) and …/pool-usage (Pools tab).
 * Policy `competition.overview`: competition roles over the organisation or above it. SQL in
 * overview.repository.ts.
 */
import { Hono, type Context } from 'hono';
import { COMPETITION_STATUSES, POOL_KINDS } from '../../../domain/competition/enums.ts';
import { overviewApi as api } from '../../../domain/competition/overview/overview.contract.ts';
import { listBody, eqFilter } from '../../http/list.ts';
import { route } from '../../http/contract.ts';
import { fieldError } from '../../http/field-error.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { competitionView, poolUsage } from './overview.repository.ts';

const lang = (c: Context<AppEnv>) => c.req.header('accept-language');

/** One value of a filter key, or undefined; a value not among `allowed` (when given) is a 400. */
function oneOf(c: Context<AppEnv>, values: string[], allowed: (v: string) => boolean): string | undefined {
  const [value] = values;
  if (value === undefined) return undefined;
  if (values.length > 1 || !allowed(value)) throw fieldError('filter', 'validation.option.invalid', lang(c));
  return value;
}

export function overviewRoutes() {
  const app = new Hono<AppEnv>();

  route(app, api.competitionView, {
    resource: (c) => c.req.param('orgId'),
    handler: async (c, { params, query }) => {
      const f = eqFilter(query.filter, ['season', 'status']);
      const season = oneOf(c, f('season'), (v) => /^\d{4}$/.test(v));
      const status = oneOf(c, f('status'), (v) => (COMPETITION_STATUSES as readonly string[]).includes(v));
      const { rows, total } = await competitionView(c.get('auth').db, {
        organizationId: params.orgId,
        season: season === undefined ? undefined : Number(season),
        status,
        now: new Date(),
        page: query.page,
        size: query.size,
      });
      return listBody('competitions', rows, total, query.page, query.size);
    },
  });

  route(app, api.poolUsage, {
    resource: (c) => c.req.param('orgId'),
    handler: async (c, { params, query }) => {
      const f = eqFilter(query.filter, ['kind']);
      const kind = oneOf(c, f('kind'), (v) => (POOL_KINDS as readonly string[]).includes(v));
      const { rows, total } = await poolUsage(c.get('auth').db, {
        organizationId: params.orgId,
        kind,
        page: query.page,
        size: query.size,
      });
      return listBody('pools', rows, total, query.page, query.size);
    },
  });

  return app;
}
