/**
 * SQL of places (seed 3 §3 Place, §7 "/place", "/place/{id}/organization"): a club's own places, the places
 * other clubs share with it, and the sharing itself. Deleted places keep their row (fixtures point at them)
 * with `deleted_at` set.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PlaceInput } from '../../../domain/organization/place.ts';
import type { Db } from '../../db/client.ts';
import { organization, place, placeOrganization } from '../../db/schema/index.ts';

export type PlaceRow = typeof place.$inferSelect;

export async function findPlace(db: Db, id: string): Promise<PlaceRow | undefined> {
  const [row] = await db
    .select()
    .from(place)
    .where(and(eq(place.id, id), isNull(place.deletedAt)))
    .limit(1);
  return row;
}

export async function sharedWith(db: Db, placeIds: string[]) {
  if (placeIds.length === 0) return [];
  return db
    .select({ placeId: placeOrganization.placeId, id: organization.id, name: organization.name })
    .from(placeOrganization)
    .innerJoin(organization, eq(organization.id, placeOrganization.organizationId))
    .where(inArray(placeOrganization.placeId, placeIds))
    .orderBy(asc(organization.name));
}

/** The place as the places tab shows it, with the clubs it is shared with. */
export function toPlaceDto(
  row: PlaceRow,
  shares: { placeId: string; id: string; name: string }[],
  ownerName?: string,
) {
  return {
    id: row.id,
    name: row.name,
    additionalType: row.additionalType,
    description: row.description ?? '',
    legacyId: row.legacyId ?? '',
    address: row.address,
    location:
      row.latitude != null && row.longitude != null
        ? { latitude: row.latitude, longitude: row.longitude }
        : null,
    isInternalOnly: row.isInternalOnly,
    officialFixtures: row.officialFixtures,
    organizationId: row.organizationId,
    ownerName,
    sharedWith: shares.filter((s) => s.placeId === row.id).map(({ id, name }) => ({ id, name })),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A club's own places and the places shared with it (`shared: true`), by name. */
export async function placesOfClub(db: Db, organizationId: string) {
  const rows = await db
    .select({ place, ownerName: organization.name })
    .from(place)
    .leftJoin(organization, eq(organization.id, place.organizationId))
    .where(
      and(
        isNull(place.deletedAt),
        sql`(${place.organizationId} = ${organizationId} or ${place.id} in (select place_id from place_organization where organization_id = ${organizationId}))`,
      ),
    )
    .orderBy(asc(place.name))
    .limit(1000);
  const shares = await sharedWith(
    db,
    rows.map((r) => r.place.id),
  );
  return rows.map((r) => ({
    ...toPlaceDto(r.place, shares, r.ownerName ?? undefined),
    shared: r.place.organizationId !== organizationId,
  }));
}

const columns = (input: PlaceInput) => ({
  name: input.name,
  additionalType: input.additionalType,
  description: input.description || null,
  legacyId: input.legacyId || null,
  address: Object.fromEntries(Object.entries(input.address).filter(([, v]) => v)) as Record<string, string>,
  latitude: input.location.latitude,
  longitude: input.location.longitude,
  isInternalOnly: input.isInternalOnly ?? false,
});

export async function insertPlace(db: Db, id: string, organizationId: string, input: PlaceInput) {
  await db
    .insert(place)
    .values({ id, organizationId, ...columns(input), officialFixtures: input.officialFixtures ?? false });
}

export async function updatePlace(db: Db, id: string, input: PlaceInput, officialFixtures: boolean) {
  await db
    .update(place)
    .set({ ...columns(input), officialFixtures, updatedAt: new Date(), version: sql`${place.version} + 1` })
    .where(eq(place.id, id));
}

export async function deletePlace(db: Db, id: string) {
  await db
    .update(place)
    .set({ deletedAt: new Date(), updatedAt: new Date(), version: sql`${place.version} + 1` })
    .where(eq(place.id, id));
}

export async function sharePlace(db: Db, placeId: string, organizationId: string) {
  await db.insert(placeOrganization).values({ placeId, organizationId }).onConflictDoNothing();
}

export async function unsharePlace(db: Db, placeId: string, organizationId: string) {
  const gone = await db
    .delete(placeOrganization)
    .where(and(eq(placeOrganization.placeId, placeId), eq(placeOrganization.organizationId, organizationId)))
    .returning({ id: placeOrganization.placeId });
  return gone.length > 0;
}
