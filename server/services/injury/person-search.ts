/**
 * "Search player" (seed 2 §2 Injury history): the people the caller may record an injury for, each with the
 * teams — what the injury form needs to pick a player and the activity-for group. Injury specialists search
 * everyone, with the teams of their clubs; coaches the members of the teams they coach, with those teams.
 */
import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { InjuryPerson } from '../../../domain/injury/injury-record.ts';
import { SEARCH_MAX } from '../../../domain/lib/list-query.ts';
import { M } from '../../../domain/messages.ts';
import type { Db } from '../../db/client.ts';
import { groupMember, person, personOrganization, team } from '../../db/schema/index.ts';
import { guard } from '../../http/guard.ts';
import { validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { coachedTeamIds, isInjurySpecialist } from './injury.policy.ts';
import { personNameContains } from '../person/person.repository.ts';

export const PERSON_SEARCH_LIMIT = 20;

const SearchQuery = v.object({
  search: v.pipe(
    v.string(M.required.id),
    v.trim(),
    v.minLength(2, M.required.id),
    v.maxLength(SEARCH_MAX, M.searchMax.id),
  ),
});

const teamName = (t: { name: string; suffix: string | null }) =>
  t.suffix ? `${t.name} ${t.suffix}` : t.name;

/** Everyone (a specialist), with the teams of their clubs. */
async function searchEveryone(db: Db, name: SQL): Promise<InjuryPerson[]> {
  const people = await db
    .selectDistinct({ id: person.id, givenName: person.givenName, familyName: person.familyName })
    .from(person)
    .innerJoin(personOrganization, eq(personOrganization.personId, person.id))
    .where(name)
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
      ),
    )
    .orderBy(asc(team.name));
  return withTeams(people, teamRows);
}

/** The members of the coach's teams, each with the coached teams they are on. */
async function searchTeams(db: Db, name: SQL, teamIds: string[]): Promise<InjuryPerson[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .select({
      personId: person.id,
      givenName: person.givenName,
      familyName: person.familyName,
      id: team.id,
      name: team.name,
      suffix: team.suffix,
    })
    .from(groupMember)
    .innerJoin(person, eq(person.id, groupMember.personId))
    .innerJoin(team, eq(team.id, groupMember.groupId))
    .where(and(name, inArray(groupMember.groupId, teamIds), isNull(groupMember.deletedAt)))
    .orderBy(asc(person.familyName), asc(person.givenName), asc(person.id), asc(team.name));
  const people = [
    ...new Map(
      rows.map((r) => [r.personId, { id: r.personId, givenName: r.givenName, familyName: r.familyName }]),
    ).values(),
  ];
  return withTeams(people.slice(0, PERSON_SEARCH_LIMIT), rows);
}

function withTeams(
  people: { id: string; givenName: string; familyName: string }[],
  teams: { personId: string; id: string; name: string; suffix: string | null }[],
): InjuryPerson[] {
  return people.map((p) => ({
    id: p.id,
    name: `${p.givenName} ${p.familyName}`,
    teams: teams.filter((t) => t.personId === p.id).map((t) => ({ id: t.id, name: teamName(t) })),
  }));
}

export async function searchPeople(
  db: Db,
  q: string,
  scope: 'all' | { teamIds: string[] },
): Promise<InjuryPerson[]> {
  const name = personNameContains(q);
  return scope === 'all' ? searchEveryone(db, name) : searchTeams(db, name, scope.teamIds);
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
      const scope = isInjurySpecialist(principal!)
        ? 'all'
        : { teamIds: await coachedTeamIds(db, principal!.personId) };
      return c.json({ people: await searchPeople(db, c.req.valid('query').search, scope) });
    },
  );
}
