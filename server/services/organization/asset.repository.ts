/** SQL of the asset register (organization_asset): one row per item, its fields in `data`. */
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AssetKind } from '../../../domain/organization/asset.ts';
import type { Db } from '../../db/client.ts';
import { organizationAsset } from '../../db/schema/index.ts';

export type AssetRow = typeof organizationAsset.$inferSelect;

export function toAssetDto(row: AssetRow) {
  return {
    ...row.data,
    id: row.id,
    organizationId: row.organizationId,
    kind: row.kind,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findAsset(db: Db, id: string, kind?: AssetKind): Promise<AssetRow | undefined> {
  const [row] = await db
    .select()
    .from(organizationAsset)
    .where(
      and(
        eq(organizationAsset.id, id),
        isNull(organizationAsset.deletedAt),
        kind ? eq(organizationAsset.kind, kind) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function assetsOf(db: Db, organizationId: string, kind?: AssetKind) {
  return db
    .select()
    .from(organizationAsset)
    .where(
      and(
        eq(organizationAsset.organizationId, organizationId),
        isNull(organizationAsset.deletedAt),
        kind ? eq(organizationAsset.kind, kind) : undefined,
      ),
    )
    .orderBy(asc(organizationAsset.kind), asc(organizationAsset.name), asc(organizationAsset.id))
    .limit(1000);
}

/** The club's live locations by type, leaving out `exceptId`. */
export async function locationTypes(db: Db, organizationId: string, exceptId?: string) {
  const rows = await db
    .select({ type: organizationAsset.locationType })
    .from(organizationAsset)
    .where(
      and(
        eq(organizationAsset.organizationId, organizationId),
        eq(organizationAsset.kind, 'LOCATION'),
        isNull(organizationAsset.deletedAt),
        exceptId ? ne(organizationAsset.id, exceptId) : undefined,
      ),
    );
  return rows.map((r) => r.type);
}

export async function insertAsset(
  db: Db,
  row: {
    id: string;
    organizationId: string;
    kind: AssetKind;
    name: string;
    locationType: string | null;
    data: Record<string, unknown>;
  },
) {
  await db.insert(organizationAsset).values(row);
}

export async function updateAsset(
  db: Db,
  id: string,
  set: { name: string; locationType: string | null; data: Record<string, unknown> },
) {
  await db
    .update(organizationAsset)
    .set({ ...set, updatedAt: new Date(), version: sql`${organizationAsset.version} + 1` })
    .where(eq(organizationAsset.id, id));
}

export async function deleteAsset(db: Db, id: string) {
  await db
    .update(organizationAsset)
    .set({ deletedAt: new Date(), updatedAt: new Date(), version: sql`${organizationAsset.version} + 1` })
    .where(eq(organizationAsset.id, id));
}
