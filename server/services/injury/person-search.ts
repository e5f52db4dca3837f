/**
 * "Search player" (seed 2 §2 Injury history): the people the caller may record an injury for, each with the
 * teams of their clubs — what the injury form needs to pick a player and the activity-for group. Injury
 * specialists search everyone; coaches the members of the clubs they coach.
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { InjuryPerson } from '../../../domain/injury/injury-record.ts';
import { SEARCH_MAX } from '../../../domain/lib/list-query.ts';
import { M } from '../../../domain/messages.ts';
import type { Db } from '../../db/client.ts';
import { person, personOrganization, team } from '../../db/schema/index.ts';
import { guard } from '../../http/guard.ts';
import { validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { coachScope, isInjurySpecialist } from './injury.policy.ts';

export const PERSON_SEARCH_LIMIT = 20;

const SearchQuery = v.object({
  search: v.pipe(
    v.string(M.required.id),
    v.trim(),
    v.minLength(2, M.required.id),
    v.maxLength(SEARCH_MAX, M.searchMax.id),
  ),
});

export async function searchPeople(db: Db, q: string, orgIds: string[] | 'all'): Promise<InjuryPerson[]> {
  const like = `%${q.replace(/[%_\\]/g, '\\$&')}%`;
  const conds: SQL[] = [sql`(${person.givenName} || ' ' || ${person.familyName}) ilike ${like}`];
  if (orgIds !== 'all') {
    if (orgIds.length === 0) return [];
    conds.push(inArray(personOrganization.organizationId, orgIds));
  }
  const people = await db
    .selectDistinct({ id: person.id, givenName: person.givenName, familyName: person.familyName })
    .from(person)
    .innerJoin(personOrganization, eq(personOrganization.personId, person.id))
    .where(and(...conds))
    .orderBy(asc(person.familyName), asc(person.givenName), asc(person.id))
    .limit(PERSON_SEARCH_LIMIT);
  if (people.length === 0) return [];
  const teamRows = await db
    .select({ personId: personOrganization.personId, id: team.id, name: team.name, suffix: team.suffix })
    .from(personOrganization)
    .innerJoin(team, eq(team.organizationId, personOrganization.organizationId))
    .where(
      and(
        inArray(
          personOrganization.personId,
          people.map((p) => p.id),
        ),
        isNull(team.deletedAt),
        orgIds === 'all' ? undefined : inArray(personOrganization.organizationId, orgIds),
      ),
    )
    .orderBy(asc(team.name));
  return people.map((p) => ({
    id: p.id,
    name: `${p.givenName} ${p.familyName}`,
    teams: teamRows
      .filter((t) => t.personId === p.id)
      .map((t) => ({ id: t.id, name: t.suffix ? `${t.name} ${t.suffix}` : t.name })),
  }));
}

/** GET /api/injury/person-search?search= (at least 2 characters; at most 20 people). */
export function personSearchRoute(app: Hono<AppEnv>) {
  app.get(
    '/person-search',
    describeRoute({
      tags: ['injury'],
      summary: 'Players the caller may record an injury for, with the teams of their clubs',
    }),
    guard('injury.people'),
    validate('query', SearchQuery),
    async (c) => {
      const { db, principal } = c.get('auth');
      const scope = isInjurySpecialist(principal!) ? 'all' : coachScope(principal!);
      return c.json({ people: await searchPeople(db, c.req.valid('query').search, scope) });
    },
  );
}
