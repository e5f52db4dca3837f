/**
 * `GET /person` (domain/person/club-link/person-list.contract.ts): the route only calls the use case
 * (person-list.ts), which scopes the list to what the caller may see.
 */
import { Hono } from 'hono';
import { personListApi } from '../../../domain/person/club-link/person-list.contract.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { route } from '../../http/contract.ts';
import { listBody } from '../../http/list.ts';
import { pickLocale } from '../../i18n.ts';
import { listPersons } from './person-list.ts';

export function personListRoutes() {
  const app = new Hono<AppEnv>();

  route(app, personListApi.list, {
    handler: async (c, { query }) => {
      const { rows, total } = await listPersons(
        c.get('auth'),
        query,
        pickLocale(c.req.header('accept-language')),
      );
      return listBody('persons', rows, total, query.page, query.size);
    },
  });

  return app;
}
