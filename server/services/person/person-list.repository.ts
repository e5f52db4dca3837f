/**
 * The SQL of the person list (domain/person/club-link/person-list.contract.ts): one page of people in name order, with the
 * total, scoped to the caller's families or to one organisation (or every organisation under it). The
 * organisation's people are read through `person_organization_org_idx`, the family's through
 * `family_member_person_idx` and `family_member_unique`.
 */
import { and, asc, count, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { familyMember, membership, person, personOrganization } from '../../db/schema/index.ts';

export type PersonScope =
  { kind: 'family'; personId: string } | { kind: 'organization'; orgId: string; descendants: boolean };

export interface PersonListFilter {
  scope: PersonScope;
  linkStatuses: string[];
  membershipStatuses: string[];
  search?: string;
  page: number;
  size: number;
}

/** The organisation and (with `descendants`) every one under it, as a subquery of ids. */
const orgsOf = (orgId: string, descendants: boolean): SQL =>
  descendants
    ? sql`(with recursive d(id) as (
        select ${orgId}::text
        union select p.organization_id from organization_parent p join d on p.parent_id = d.id
      ) select id from d)`
    : sql`(select ${orgId}::text)`;

export async function listPeople(db: Db, f: PersonListFilter) {
  const name = f.search?.trim()
    ? or(ilike(person.givenName, `%${f.search.trim()}%`), ilike(person.familyName, `%${f.search.trim()}%`))
    : undefined;
  const alive = isNull(person.deletedAt);
  if (f.scope.kind === 'family') {
    const mine = alias(familyMember, 'mine');
    const where = and(
      alive,
      name,
      isNull(familyMember.deletedAt),
      eq(familyMember.status, 'ACTIVE'),
      exists(
        db
          .select({ one: sql`1` })
          .from(mine)
          .where(
            and(
              eq(mine.familyId, familyMember.familyId),
              eq(mine.personId, f.scope.personId),
              eq(mine.status, 'ACTIVE'),
              isNull(mine.deletedAt),
            ),
          ),
      ),
    );
    const people = db
      .selectDistinct({
        id: person.id,
        uniqueId: person.uniqueId,
        givenName: person.givenName,
        familyName: person.familyName,
        birthDate: person.birthDate,
        gender: person.gender,
      })
      .from(familyMember)
      .innerJoin(person, eq(person.id, familyMember.personId))
      .where(where);
    const [rows, [total]] = await Promise.all([
      people
        .orderBy(asc(person.familyName), asc(person.givenName), asc(person.id))
        .limit(f.size)
        .offset(f.page * f.size),
      db
        .select({ n: sql<number>`count(distinct ${person.id})::int` })
        .from(familyMember)
        .innerJoin(person, eq(person.id, familyMember.personId))
        .where(where),
    ]);
    return { rows: rows.map((r) => ({ ...r, orgPerson: undefined })), total: total?.n ?? 0 };
  }
  const { orgId, descendants } = f.scope;
  const where = and(
    alive,
    name,
    isNull(personOrganization.deletedAt),
    sql`${personOrganization.organizationId} in ${orgsOf(orgId, descendants)}`,
    f.linkStatuses.length ? inArray(personOrganization.status, f.linkStatuses) : undefined,
    f.membershipStatuses.length
      ? exists(
          db
            .select({ one: sql`1` })
            .from(membership)
            .where(
              and(
                eq(membership.personId, personOrganization.personId),
                eq(membership.organizationId, personOrganization.organizationId),
                inArray(membership.membershipStatus, f.membershipStatuses),
                isNull(membership.deletedAt),
              ),
            ),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: person.id,
        uniqueId: person.uniqueId,
        givenName: person.givenName,
        familyName: person.familyName,
        birthDate: person.birthDate,
        gender: person.gender,
        organizationId: personOrganization.organizationId,
        status: personOrganization.status,
      })
      .from(personOrganization)
      .innerJoin(person, eq(person.id, personOrganization.personId))
      .where(where)
      .orderBy(
        asc(person.familyName),
        asc(person.givenName),
        asc(person.id),
        asc(personOrganization.organizationId),
      )
      .limit(f.size)
      .offset(f.page * f.size),
    db
      .select({ n: count() })
      .from(personOrganization)
      .innerJoin(person, eq(person.id, personOrganization.personId))
      .where(where),
  ]);
  return {
    rows: rows.map(({ organizationId, status, ...r }) => ({ ...r, orgPerson: { organizationId, status } })),
    total: total?.n ?? 0,
  };
}
