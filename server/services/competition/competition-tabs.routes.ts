/**
 * The competitions area's Communications and Managed Leagues tabs (issue 54 item 2; contracts in
 * domain/competition/competition-tabs.contract.ts):
 * - GET /admin/fixture-notification?organization=: the organisation's fixture notification history, a page
 *   at a time (policy `competition.orgRead`); the sends are recorded by POST /admin/fixture/{id}/notification
 *   (fixture-admin.ts) in the same transaction as the mail;
 * - GET /admin/managed-league?organization=: the divisions it hands out and those it runs (`competition.orgRead`);
 * - POST /admin/division/{id}/managed-league and POST /admin/managed-league/{id}/end: hand a division over,
 *   end it — the owner's side only (`division.handOver`, `managedLeague.end`).
 * Use cases in managed-league.ts; SQL in competition-tabs.repository.ts. The division's communication
 * settings are edited with the division (PUT /admin/division/{id}, competition-admin.routes.ts).
 */
import { Hono, type Context } from 'hono';
import { competitionTabsApi as api } from '../../../domain/competition/competition-tabs.contract.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { route } from '../../http/contract.ts';
import { notificationPage } from './competition-tabs.repository.ts';
import { endManagedLeague, handOverDivision, managedLeaguesOf } from './managed-league.ts';

const lang = (c: Context<AppEnv>) => c.req.header('accept-language');
const me = (c: Context<AppEnv>) => c.get('auth').principal?.personId ?? null;

export function competitionTabsRoutes() {
  const app = new Hono<AppEnv>();
  route(app, api.notificationHistory, {
    resource: (c) => c.req.query('organization'),
    handler: async (c, { query }) => {
      const { rows, more } = await notificationPage(
        c.get('auth').db,
        query.organization,
        query.page,
        query.size,
      );
      // No count: the page says whether another follows (one more row was read to know).
      const seen = query.page * query.size + rows.length + (more ? 1 : 0);
      return {
        _embedded: { notifications: rows },
        page: {
          number: query.page,
          size: query.size,
          totalElements: seen,
          totalPages: Math.ceil(seen / query.size),
        },
      };
    },
  });
  route(app, api.managedLeagues, {
    resource: (c) => c.req.query('organization'),
    handler: (c, { query }) => managedLeaguesOf(c.get('auth').db, query.organization),
  });
  route(app, api.createManagedLeague, {
    resource: (c) => c.req.param('id'),
    handler: (c, { params, body }) =>
      handOverDivision(c.get('auth').db, params.id, body.organizationId, me(c), lang(c)),
  });
  route(app, api.endManagedLeague, {
    resource: (c) => c.req.param('id'),
    handler: (c, { params }) => endManagedLeague(c.get('auth').db, params.id, me(c), lang(c)),
  });
  return app;
}
