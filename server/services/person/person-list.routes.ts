/**
 * `GET /person` (domain/person/club-link/person-list.contract.ts; SQL in person-list.repository.ts). Any signed-in person
 * may ask (`person.list`); what they get is scoped by the filter, checked before anything is read: their own
 * families, or an organisation they administer (or one under an organisation they administer).
 */
import { Hono } from 'hono';
import { parseFilter } from '../../../domain/lib/list-query.ts';
import {
  PERSON_LIST_ERRORS as E,
  PERSON_LIST_FILTERS,
  personListApi,
  type PersonListRow,
} from '../../../domain/person/club-link/person-list.contract.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { route } from '../../http/contract.ts';
import { HttpError } from '../../http/errors.ts';
import { listBody } from '../../http/list.ts';
import { translateMessage, pickLocale } from '../../i18n.ts';
import { administersClub } from '../membership/membership.policy.ts';
import { listPeople, type PersonScope } from './person-list.repository.ts';

export function personListRoutes() {
  const app = new Hono<AppEnv>();

  route(app, personListApi.list, {
    handler: async (c, { query }) => {
      const auth = c.get('auth');
      const p = auth.principal!;
      const locale = pickLocale(c.req.header('accept-language'));
      const refuse = (m: { id: string; message: string }) =>
        new HttpError(400, translateMessage(m, locale), [
          { field: 'filter', message: translateMessage(m, locale), code: m.id },
        ]);
      const parsed = parseFilter(query.filter ?? '', PERSON_LIST_FILTERS);
      if (!parsed.ok) throw new HttpError(400, 'Invalid filter', parsed.errors);
      const values = (key: string) => parsed.clauses.filter((c) => c.key === key).map((c) => c.value);
      const [family] = values('family.id');
      const [org] = values('organization.id');
      const [ancestor] = values('ancestorOrganization.id');
      let scope: PersonScope;
      if (family !== undefined) {
        if (family !== 'myOwn') throw refuse(E.myOwn);
        if (!p.personId) throw new HttpError(403, 'Forbidden');
        scope = { kind: 'family', personId: p.personId };
      } else if (org !== undefined || ancestor !== undefined) {
        const orgId = (org ?? ancestor)!;
        if (!(await administersClub(auth, p, orgId))) throw new HttpError(403, 'Forbidden');
        scope = { kind: 'organization', orgId, descendants: org === undefined };
      } else throw refuse(E.scope);
      const { rows, total } = await listPeople(auth.db, {
        scope,
        linkStatuses: values('orgPerson.status'),
        membershipStatuses: values('membership.status'),
        search: query.search,
        page: query.page,
        size: query.size,
      });
      const full = query.format === 'FULL';
      const out: PersonListRow[] = rows.map(({ birthDate, gender, ...r }) =>
        full ? { ...r, birthDate, gender } : r,
      );
      return listBody('persons', out, total, query.page, query.size);
    },
  });

  return app;
}
