/**
 * The SQL of a club merge (merge.routes.ts), every statement in the caller's one transaction: the sources'
 * members (a person already in the target keeps the target's link), memberships, teams (a team whose kind the
 * target already has takes the source's name as its suffix, so the unique kind index holds), fixtures they own,
 * places, and slugs (moveSlugsInto: the old address answers 301 to the target); then each source is marked
 * MERGED and tombstoned. Draws, invoices, transfers and other records stay with the source as history.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MergeResult } from '../../../domain/super-admin/merge.ts';
import type { Db } from '../../db/client.ts';
import { fixture, membership, organization, personOrganization, place, team } from '../../db/schema/index.ts';
import { moveSlugsInto } from '../organization/organization-slug.ts';

/** The clubs among `ids` that may take part in a merge (existing, live, clubs), with their names. */
export async function liveClubs(db: Db, ids: string[]) {
  return db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(
      and(
        inArray(organization.id, ids),
        eq(organization.additionalType, 'Club'),
        isNull(organization.deletedAt),
        sql`${organization.status} <> 'MERGED'`,
      ),
    );
}

export async function mergeInto(
  db: Db,
  targetId: string,
  sources: { id: string; name: string }[],
): Promise<MergeResult['moved']> {
  const moved = { members: 0, teams: 0, fixtures: 0, places: 0, memberships: 0 };
  const now = sql`clock_timestamp()`;
  for (const source of sources) {
    // Members: a person already linked to the target keeps that link; the source's is tombstoned below.
    const members = await db.execute(sql`
      update ${personOrganization} p set organization_id = ${targetId}, updated_at = ${now}, version = p.version + 1
      where p.organization_id = ${source.id}
        and not exists (select 1 from ${personOrganization} t where t.organization_id = ${targetId} and t.person_id = p.person_id)`);
    moved.members += rowCount(members);
    await db
      .update(personOrganization)
      .set({ deletedAt: now, updatedAt: now, version: sql`${personOrganization.version} + 1` })
      .where(and(eq(personOrganization.organizationId, source.id), isNull(personOrganization.deletedAt)));

    moved.memberships += (
      await db
        .update(membership)
        .set({ organizationId: targetId })
        .where(eq(membership.organizationId, source.id))
        .returning({ id: membership.id })
    ).length;

    // Teams whose kind the target already has are told apart by the source's name as their suffix.
    const suffix = source.name.slice(0, 60);
    await db.execute(sql`
      update ${team} s set suffix = trim(coalesce(s.suffix || ' ', '') || ${suffix})
      where s.organization_id = ${source.id} and s.additional_type = 'Team' and s.deleted_at is null
        and exists (select 1 from ${team} t where t.organization_id = ${targetId} and t.additional_type = 'Team'
          and t.deleted_at is null and t.activity = s.activity and t.age_level = s.age_level
          and coalesce(t.suffix, '') = coalesce(s.suffix, ''))`);
    moved.teams += (
      await db
        .update(team)
        .set({ organizationId: targetId, updatedAt: now, version: sql`${team.version} + 1` })
        .where(eq(team.organizationId, source.id))
        .returning({ id: team.id })
    ).length;

    moved.fixtures += (
      await db
        .update(fixture)
        .set({ ownerId: targetId, updatedAt: now, version: sql`${fixture.version} + 1` })
        .where(eq(fixture.ownerId, source.id))
        .returning({ id: fixture.id })
    ).length;
    moved.places += (
      await db
        .update(place)
        .set({ organizationId: targetId })
        .where(eq(place.organizationId, source.id))
        .returning({ id: place.id })
    ).length;

    await moveSlugsInto(db, source.id, targetId);
    await db
      .update(organization)
      .set({ status: 'MERGED', deletedAt: now, updatedAt: now, version: sql`${organization.version} + 1` })
      .where(eq(organization.id, source.id));
  }
  return moved;
}

const rowCount = (res: unknown): number =>
  (res as { affectedRows?: number; rowCount?: number }).affectedRows ??
  (res as { rowCount?: number }).rowCount ??
  0;
