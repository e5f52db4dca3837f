/**
 * The people an admin can appoint to fixtures or put in match-official pools (issue 21).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { listQuery } from '../../../domain/lib/list-query.ts';
import { requireAccess } from '../../auth/access.ts';
import { person, personOrganization } from '../../db/schema/index.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { fieldError } from '../../http/field-error.ts';
import { guard } from '../../http/guard.ts';
import { eqFilter, listBody } from '../../http/list.ts';
import { validate } from '../../http/validate.ts';
import { personNameContains } from '../person/person.repository.ts';
import { withDescendantsSql } from './fixture.repository.ts';

const lang = (c: Context<AppEnv>) => c.req.header('accept-language');
const AreaListQuery = listQuery({ maxSize: 100, defaultSize: 100 });

/**
 * GET /admin/match-official: people an admin can appoint or put in a match-official pool — those holding
 * the MATCH_OFFICIAL label at the organisation named (filter `organization`, required) or under it; name
 * search; by family name. Only for callers with a competition role over that organisation.
 */
export function officialCandidateRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/match-official',
    describeRoute({
      tags: ['competition admin'],
      summary:
        'Match officials under an organisation (filter organization:<id>, search by name), to appoint or pool',
    }),
    guard('competition.area'),
    validate('query', AreaListQuery),
    async (c) => {
      const q = c.req.valid('query');
      const orgId = eqFilter(q.filter, ['organization'])('organization')[0];
      if (!orgId) throw fieldError('filter', 'validation.required', lang(c));
      await requireAccess(c.get('auth'), 'competition.officials', orgId);
      const db = c.get('auth').db;
      const where = and(
        sql`${personOrganization.organizationId} in ${withDescendantsSql([orgId])}`,
        sql`'MATCH_OFFICIAL' = any(${personOrganization.labels})`,
        q.search ? personNameContains(q.search) : undefined,
      );
      const rows = await db
        .selectDistinct({ id: person.id, givenName: person.givenName, familyName: person.familyName })
        .from(personOrganization)
        .innerJoin(person, eq(person.id, personOrganization.personId))
        .where(where)
        .orderBy(asc(person.familyName), asc(person.givenName), asc(person.id))
        .limit(q.size)
        .offset(q.page * q.size);
      const [n] = await db
        .select({ n: sql<number>`count(distinct ${person.id})`.mapWith(Number) })
        .from(personOrganization)
        .innerJoin(person, eq(person.id, personOrganization.personId))
        .where(where);
      const people = rows.map((r) => ({ id: r.id, name: `${r.givenName} ${r.familyName}` }));
      return c.json(listBody('people', people, n?.n ?? 0, q.page, q.size));
    },
  );
  return app;
}
