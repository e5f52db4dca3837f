/**
 * Current and historical slugs (seed 3 §3 "slug and historical slugs", §5 "unique"). A slug belongs to at
 * most one organisation, as its current slug or as a historical one (`organization_slug_history`), so an
 * old address never starts leading to a different club. Changing a slug keeps the old one; merging clubs
 * (super admin) moves the sources' slugs into the target's history. SQL for both lives here.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organization, organizationSlugHistory } from '../../db/schema/index.ts';
import { fieldError } from '../../http/field-error.ts';

/** The organisation a historical slug now leads to (undefined when the slug was never retired). */
export async function organizationIdForOldSlug(db: Db, slug: string): Promise<string | undefined> {
  const rows = await db
    .select({ id: organizationSlugHistory.organizationId })
    .from(organizationSlugHistory)
    .where(eq(organizationSlugHistory.slug, slug.toLowerCase()))
    .limit(1);
  return rows[0]?.id;
}

/** True when another organisation holds `slug`, as its current slug or a historical one. */
export async function slugTakenByOther(db: Db, organizationId: string, slug: string): Promise<boolean> {
  const [current, old] = await Promise.all([
    db
      .select({ id: organization.id })
      .from(organization)
      .where(and(eq(organization.slug, slug), ne(organization.id, organizationId)))
      .limit(1),
    db
      .select({ id: organizationSlugHistory.organizationId })
      .from(organizationSlugHistory)
      .where(
        and(
          eq(organizationSlugHistory.slug, slug),
          ne(organizationSlugHistory.organizationId, organizationId),
        ),
      )
      .limit(1),
  ]);
  return current.length > 0 || old.length > 0;
}

/**
 * Give an organisation a new slug (already validated by `Slug`), keeping its old one as historical. Taking
 * back one of its own old slugs removes that from the history. Call inside the caller's transaction.
 */
export async function changeSlug(
  db: Db,
  organizationId: string,
  slug: string,
  acceptLanguage?: string | null,
) {
  if (await slugTakenByOther(db, organizationId, slug))
    throw fieldError('slug', 'validation.organization.slugTaken', acceptLanguage, 409);
  const [row] = await db
    .select({ slug: organization.slug })
    .from(organization)
    .where(eq(organization.id, organizationId))
    .limit(1);
  if (!row || row.slug === slug) return;
  if (row.slug)
    await db.insert(organizationSlugHistory).values({ slug: row.slug, organizationId }).onConflictDoNothing();
  await db
    .delete(organizationSlugHistory)
    .where(
      and(eq(organizationSlugHistory.slug, slug), eq(organizationSlugHistory.organizationId, organizationId)),
    );
  await db
    .update(organization)
    .set({ slug, updatedAt: new Date() })
    .where(eq(organization.id, organizationId));
}

/**
 * A merge (super admin): the source's current slug and its history now lead to the target; the source keeps
 * no slug. Call inside the merge's transaction.
 */
export async function moveSlugsInto(db: Db, sourceId: string, targetId: string) {
  await db
    .update(organizationSlugHistory)
    .set({ organizationId: targetId })
    .where(eq(organizationSlugHistory.organizationId, sourceId));
  const [row] = await db
    .select({ slug: organization.slug })
    .from(organization)
    .where(eq(organization.id, sourceId))
    .limit(1);
  if (!row?.slug) return;
  await db
    .update(organization)
    .set({ slug: null, updatedAt: new Date() })
    .where(eq(organization.id, sourceId));
  await db
    .insert(organizationSlugHistory)
    .values({ slug: row.slug, organizationId: targetId })
    .onConflictDoNothing();
}
