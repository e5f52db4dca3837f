/**
 * The SQL of the super admin's organisation and member tools (organization.routes.ts beside this file).
 * Organisation search: by id, slug (current or historical) or name words, over every organisation, deleted
 * ones too (the trigram index organization_search_all_trgm of migration 0034); member search: by name
 * (person_name_trgm), e-mail (person_email_lower_idx), username (account_username_lower) or membership number
 * (person_membership_number_idx). Both paged, newest rules of seed 3 §9 (page from 0).
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  OrganizationSearchQuery,
  SuperAdminMember,
  SuperAdminOrganization,
} from '../../../domain/super-admin/organization.ts';
import { foldSearchText } from '../../../domain/organization/search-text.ts';
import type { Db } from '../../db/client.ts';
import {
  account,
  executivePosition,
  organization,
  organizationParent,
  organizationSlugHistory,
  person,
  personOrganization,
} from '../../db/schema/index.ts';
import { escapeLike } from '../../http/list.ts';

const PADDED = sql`(' ' || ${organization.searchText} || ' ')`;

export async function searchOrganizations(
  db: Db,
  q: OrganizationSearchQuery,
): Promise<{ rows: SuperAdminOrganization[]; total: number }> {
  const conds: SQL[] = [];
  const text = q.search?.trim();
  if (text) {
    const words = foldSearchText(text).split(' ').filter(Boolean);
    const byName = words.length
      ? and(...words.map((w) => sql`${PADDED} like ${'% ' + escapeLike(w) + '%'}`))
      : undefined;
    const lower = text.toLowerCase();
    const bySlug = or(
      eq(organization.slug, lower),
      inArray(
        organization.id,
        db
          .select({ id: organizationSlugHistory.organizationId })
          .from(organizationSlugHistory)
          .where(eq(organizationSlugHistory.slug, lower)),
      ),
    );
    conds.push(or(eq(organization.id, text), bySlug, ...(byName ? [byName] : []))!);
  }
  if (q.status === 'DELETED') conds.push(isNotNull(organization.deletedAt));
  if (q.status === 'FROZEN')
    conds.push(and(isNotNull(organization.frozenAt), isNull(organization.deletedAt))!);
  if (q.status === 'ACTIVE') conds.push(and(isNull(organization.frozenAt), isNull(organization.deletedAt))!);
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(organization)
      .where(where)
      .orderBy(asc(organization.name), asc(organization.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(organization).where(where),
  ]);
  const parents = rows.length
    ? await db
        .select({
          organizationId: organizationParent.organizationId,
          association: organizationParent.association,
          name: organization.name,
        })
        .from(organizationParent)
        .innerJoin(organization, eq(organization.id, organizationParent.parentId))
        .where(
          inArray(
            organizationParent.organizationId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return {
    total: totalRow?.n ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      additionalType: r.additionalType,
      status: r.status,
      frozen: r.frozenAt != null,
      frozenAt: r.frozenAt?.toISOString() ?? null,
      deleted: r.deletedAt != null,
      deletedAt: r.deletedAt?.toISOString() ?? null,
      deletedReason: r.deletedReason,
      parents: parents
        .filter((p) => p.organizationId === r.id)
        .map((p) => ({ association: p.association, name: p.name })),
    })),
  };
}

/** Any organisation by id, deleted or not (the super admin's actions reach deleted ones too). */
export async function anyOrganization(db: Db, id: string) {
  const [row] = await db.select().from(organization).where(eq(organization.id, id)).limit(1);
  return row;
}

/** Freeze (a time) or unfreeze (null); bumps the version so devices pull the change. */
export async function setFrozen(db: Db, id: string, at: Date | null) {
  await db
    .update(organization)
    .set({ frozenAt: at, updatedAt: new Date(), version: sql`${organization.version} + 1` })
    .where(eq(organization.id, id));
}

/** Soft delete: the row and everything that points at it stay; the tombstone reaches devices on their pull. */
export async function softDelete(db: Db, id: string, reason: string) {
  const now = new Date();
  await db
    .update(organization)
    .set({ deletedAt: now, deletedReason: reason, updatedAt: now, version: sql`${organization.version} + 1` })
    .where(eq(organization.id, id));
}

export async function searchMembers(
  db: Db,
  search: string,
  page: number,
  size: number,
): Promise<{ rows: SuperAdminMember[]; total: number }> {
  const lower = search.toLowerCase();
  const words = search
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => sql`(${person.givenName} || ' ' || ${person.familyName}) ilike ${'%' + escapeLike(w) + '%'}`);
  // The username's person is looked up first: a sub-select inside the OR would make PostgreSQL read every
  // person (a hashed sub-plan per row) instead of or-ing the name, e-mail and number indexes (bench/admin-lists.ts).
  const [byUsername] = await db
    .select({ id: account.personId })
    .from(account)
    .where(sql`${account.username} = ${lower}`)
    .limit(1);
  const where = and(
    isNull(person.deletedAt),
    or(
      and(...words),
      sql`lower(${person.email}) = ${lower}`,
      eq(person.membershipNumber, search),
      byUsername?.id ? eq(person.id, byUsername.id) : undefined,
    ),
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: person.id,
        givenName: person.givenName,
        familyName: person.familyName,
        birthDate: person.birthDate,
        address: person.address,
        email: person.email,
        gender: person.gender,
        username: account.username,
        globalRoles: account.globalRoles,
      })
      .from(person)
      .leftJoin(account, eq(account.personId, person.id))
      .where(where)
      .orderBy(asc(person.familyName), asc(person.givenName), asc(person.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(person).where(where),
  ]);
  const ids = rows.map((r) => r.id);
  const [links, positions] = ids.length
    ? await Promise.all([
        db
          .select({
            personId: personOrganization.personId,
            organizationId: personOrganization.organizationId,
            name: organization.name,
            privileges: personOrganization.privileges,
          })
          .from(personOrganization)
          .innerJoin(organization, eq(organization.id, personOrganization.organizationId))
          .where(
            and(
              inArray(personOrganization.personId, ids),
              isNull(personOrganization.deletedAt),
              sql`cardinality(${personOrganization.privileges}) > 0`,
            ),
          ),
        db
          .select({
            personId: executivePosition.personId,
            organizationId: executivePosition.organizationId,
            name: organization.name,
            position: sql<string>`coalesce(${executivePosition.title}, ${executivePosition.name}, '')`,
          })
          .from(executivePosition)
          .innerJoin(organization, eq(organization.id, executivePosition.organizationId))
          .where(and(inArray(executivePosition.personId, ids), isNull(executivePosition.deletedAt))),
      ])
    : [[], []];
  return {
    total: totalRow?.n ?? 0,
    rows: rows.map((r) => ({
      personId: r.id,
      name: `${r.givenName} ${r.familyName}`.trim(),
      birthDate: r.birthDate,
      county: r.address.addressRegion ?? null,
      email: r.email,
      username: r.username,
      gender: r.gender,
      permissions: {
        globalRoles: r.globalRoles ?? [],
        clubs: links
          .filter((l) => l.personId === r.id)
          .map((l) => ({ organizationId: l.organizationId, name: l.name, privileges: l.privileges })),
      },
      executiveCommitteeRoles: positions
        .filter((p) => p.personId === r.id)
        .map((p) => ({ organizationId: p.organizationId, name: p.name, position: p.position })),
    })),
  };
}
