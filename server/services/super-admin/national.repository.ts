/**
 * The SQL of national administration (national.routes.ts; domain/super-admin/national.ts), every statement in
 * the request's one transaction. Parents live in organization_parent only: the recursive reads (descendantOf,
 * scopes, public search) walk it, so a move is seen by them as soon as it commits, and its trigger moves the
 * public read version in the same transaction (migration 0014).
 */
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { NationalOrganization } from '../../../domain/super-admin/national.ts';
import { organizationSearchText } from '../../../domain/organization/search-text.ts';
import { slugFromName } from '../../../domain/organization/slug.ts';
import type { Db } from '../../db/client.ts';
import {
  fixture,
  membership,
  organization,
  organizationParent,
  personOrganization,
  place,
  team,
} from '../../db/schema/index.ts';
import { freeSlug } from './bulk-upload.repository.ts';

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

/** A live (not deleted) organisation with its parents, or undefined. */
export async function nationalOrganization(db: Db, id: string): Promise<NationalOrganization | undefined> {
  const [row] = await db
    .select()
    .from(organization)
    .where(and(eq(organization.id, id), isNull(organization.deletedAt)))
    .limit(1);
  if (!row) return undefined;
  const parents = await db
    .select({
      association: organizationParent.association,
      parentId: organizationParent.parentId,
      name: organization.name,
    })
    .from(organizationParent)
    .innerJoin(organization, eq(organization.id, organizationParent.parentId))
    .where(eq(organizationParent.organizationId, id))
    .orderBy(organizationParent.association);
  return {
    id: row.id,
    name: row.name,
    alternateName: row.alternateName,
    additionalType: row.additionalType,
    slug: row.slug,
    associations: row.associations,
    parents,
  };
}

/** Which of `ids` are live organisations. */
export async function liveOrganizationIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: organization.id })
    .from(organization)
    .where(and(inArray(organization.id, ids), isNull(organization.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

export async function slugFor(db: Db, id: string, name: string): Promise<string> {
  return freeSlug(db, id, slugFromName(name));
}

export async function insertOrganization(
  db: Db,
  o: {
    id: string;
    name: string;
    alternateName: string | null;
    additionalType: string;
    associations: string[];
    slug: string;
    parentId: string;
  },
) {
  await db.insert(organization).values({
    id: o.id,
    name: o.name,
    alternateName: o.alternateName,
    additionalType: o.additionalType,
    associations: o.associations,
    slug: o.slug,
    searchText: organizationSearchText(o.name, o.alternateName ?? undefined),
  });
  await db
    .insert(organizationParent)
    .values(
      o.associations.map((association) => ({ organizationId: o.id, association, parentId: o.parentId })),
    );
}

export async function replaceOrganization(
  db: Db,
  id: string,
  o: { name: string; alternateName: string | null; additionalType: string },
) {
  await db
    .update(organization)
    .set({
      name: o.name,
      alternateName: o.alternateName,
      additionalType: o.additionalType,
      searchText: organizationSearchText(o.name, o.alternateName ?? undefined),
      updatedAt: new Date(),
      version: sql`${organization.version} + 1`,
    })
    .where(eq(organization.id, id));
}

/** Live members and live units directly below: what keeps an organisation from being deleted. */
export async function dependents(db: Db, id: string): Promise<{ members: number; children: number }> {
  const [m] = await db
    .select({ n: count() })
    .from(personOrganization)
    .where(and(eq(personOrganization.organizationId, id), isNull(personOrganization.deletedAt)));
  const [c] = await db
    .select({ n: count() })
    .from(organizationParent)
    .innerJoin(organization, eq(organization.id, organizationParent.organizationId))
    .where(and(eq(organizationParent.parentId, id), isNull(organization.deletedAt)));
  return { members: m?.n ?? 0, children: c?.n ?? 0 };
}

/** Every unit below `id`, at any depth. */
export async function descendantsOf(db: Db, id: string): Promise<Set<string>> {
  const res = await db.execute(sql`
    with recursive d(id) as (
      select organization_id from organization_parent where parent_id = ${id}
      union select p.organization_id from organization_parent p join d on p.parent_id = d.id
    ) select id from d`);
  return new Set(rowsOf<{ id: string }>(res).map((r) => r.id));
}

/** The organisation's parents replaced, and its associations made theirs. */
export async function setParents(db: Db, id: string, parents: { association: string; parentId: string }[]) {
  await db.delete(organizationParent).where(eq(organizationParent.organizationId, id));
  await db.insert(organizationParent).values(parents.map((p) => ({ organizationId: id, ...p })));
  await db
    .update(organization)
    .set({
      associations: parents.map((p) => p.association),
      updatedAt: new Date(),
      version: sql`${organization.version} + 1`,
    })
    .where(eq(organization.id, id));
}

/** What a merge of `sourceId` into a target would move (the counts mergeInto answers), nothing written. */
export async function mergeMoves(db: Db, sourceId: string, targetId: string) {
  const one = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  const members = await one(
    db
      .select({ n: count() })
      .from(personOrganization)
      .where(
        and(
          eq(personOrganization.organizationId, sourceId),
          sql`not exists (select 1 from person_organization t where t.organization_id = ${targetId} and t.person_id = ${personOrganization.personId})`,
        ),
      ),
  );
  return {
    members,
    memberships: await one(
      db.select({ n: count() }).from(membership).where(eq(membership.organizationId, sourceId)),
    ),
    teams: await one(db.select({ n: count() }).from(team).where(eq(team.organizationId, sourceId))),
    fixtures: await one(db.select({ n: count() }).from(fixture).where(eq(fixture.ownerId, sourceId))),
    places: await one(db.select({ n: count() }).from(place).where(eq(place.organizationId, sourceId))),
  };
}

/** The parent graph checked: links to deleted parents removed, organisations that are their own ancestor. */
export async function checkAncestors(db: Db) {
  const removed = await db.execute(sql`
    delete from organization_parent p using organization o
    where o.id = p.parent_id and o.deleted_at is not null
      and exists (select 1 from organization c where c.id = p.organization_id and c.deleted_at is null)
    returning p.organization_id`);
  const cycles = await db.execute(sql`
    with recursive a(org, anc) as (
      select organization_id, parent_id from organization_parent
      union select a.org, p.parent_id from organization_parent p join a on p.organization_id = a.anc
    ) select distinct org from a where org = anc order by org limit 100`);
  const [orgs] = await db.select({ n: count() }).from(organization).where(isNull(organization.deletedAt));
  const [rels] = await db.select({ n: count() }).from(organizationParent);
  return {
    organizations: orgs?.n ?? 0,
    relations: rels?.n ?? 0,
    removedLinksToDeleted: rowsOf(removed).length,
    cycles: rowsOf<{ org: string }>(cycles).map((r) => r.org),
  };
}

/** Both public read versions moved: every process drops its kept public answers at its next check. */
export async function publishAll(db: Db) {
  const res = await db.execute(sql`
    update public_read_version set version = version + 1
    where scope in ('organization', 'fixture') returning scope, version::text as v`);
  const rows = rowsOf<{ scope: string; v: string }>(res);
  const of = (scope: string) => rows.find((r) => r.scope === scope)?.v ?? '0';
  return { organizationVersion: of('organization'), fixtureVersion: of('fixture') };
}

export const newOrganizationId = () => uuidv7();
