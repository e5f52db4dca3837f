/**
 * API keys and their credentials in the database (server/db/schema/super-admin.ts). A key has at most one
 * working credential: regenerating revokes the old one and adds a new one in the caller's transaction, so the
 * old secret stops working the moment the change commits; revoking the key revokes its credential too.
 * The open-data check reads a credential by the hash of the secret (its unique index), one row.
 */
import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type {
  ApiKey,
  ApiKeyCredential,
  ApiKeyValues,
  CompetitionFilters,
} from '../../../domain/super-admin/api-key.ts';
import type { Db } from '../../db/client.ts';
import { apiKey, apiKeyCredential, apiKeyUsage } from '../../db/schema/index.ts';

type KeyRow = typeof apiKey.$inferSelect;
type CredentialRow = typeof apiKeyCredential.$inferSelect;

const credentialDto = (c: CredentialRow): ApiKeyCredential => ({
  id: c.id,
  prefix: c.prefix,
  createdAt: c.createdAt.toISOString(),
  revokedAt: c.revokedAt?.toISOString() ?? null,
});

function toDto(k: KeyRow, credential: CredentialRow | undefined): ApiKey {
  return {
    id: k.id,
    contactEmail: k.contactEmail,
    personId: k.personId,
    description: k.description,
    competitionFilters: k.competitionFilters,
    createdAt: k.createdAt.toISOString(),
    revokedAt: k.revokedAt?.toISOString() ?? null,
    credential: credential ? credentialDto(credential) : null,
  };
}

async function liveCredentials(db: Db, keyIds: string[]): Promise<Map<string, CredentialRow>> {
  if (keyIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(apiKeyCredential)
    .where(and(inArray(apiKeyCredential.apiKeyId, keyIds), isNull(apiKeyCredential.revokedAt)));
  return new Map(rows.map((r) => [r.apiKeyId, r]));
}

export async function findApiKey(db: Db, id: string): Promise<ApiKey | undefined> {
  const [row] = await db.select().from(apiKey).where(eq(apiKey.id, id));
  if (!row) return undefined;
  return toDto(row, (await liveCredentials(db, [row.id])).get(row.id));
}

export async function listApiKeys(db: Db, page: number, size: number) {
  const rows = await db
    .select()
    .from(apiKey)
    .orderBy(desc(apiKey.createdAt), desc(apiKey.id))
    .limit(size)
    .offset(page * size);
  const creds = await liveCredentials(
    db,
    rows.map((r) => r.id),
  );
  const total =
    page === 0 && rows.length < size
      ? rows.length
      : ((await db.select({ n: count() }).from(apiKey))[0]?.n ?? 0);
  return { items: rows.map((r) => toDto(r, creds.get(r.id))), total };
}

export async function insertApiKey(
  db: Db,
  values: ApiKeyValues,
  createdBy: string | null,
  secret: { hash: string; prefix: string },
): Promise<ApiKey> {
  const id = uuidv7();
  await db.insert(apiKey).values({
    id,
    contactEmail: values.contactEmail,
    personId: values.personId.toLowerCase(),
    description: values.description,
    competitionFilters: values.competitionFilters,
    createdBy,
  });
  await insertCredential(db, id, secret);
  return (await findApiKey(db, id))!;
}

async function insertCredential(db: Db, apiKeyId: string, secret: { hash: string; prefix: string }) {
  const id = uuidv7();
  await db.insert(apiKeyCredential).values({ id, apiKeyId, secretHash: secret.hash, prefix: secret.prefix });
  return id;
}

/** Revokes the credential and adds a new one; false when the credential is not the key's working one. */
export async function regenerateCredential(
  db: Db,
  apiKeyId: string,
  credentialId: string,
  secret: { hash: string; prefix: string },
): Promise<boolean> {
  const revoked = await db
    .update(apiKeyCredential)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(apiKeyCredential.id, credentialId),
        eq(apiKeyCredential.apiKeyId, apiKeyId),
        isNull(apiKeyCredential.revokedAt),
      ),
    )
    .returning({ id: apiKeyCredential.id });
  if (revoked.length === 0) return false;
  await insertCredential(db, apiKeyId, secret);
  return true;
}

export async function revokeApiKey(db: Db, id: string): Promise<void> {
  await db
    .update(apiKeyCredential)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeyCredential.apiKeyId, id), isNull(apiKeyCredential.revokedAt)));
  await db
    .update(apiKey)
    .set({ revokedAt: sql`now()` })
    .where(eq(apiKey.id, id));
}

/** The live key a secret's hash belongs to, with its filters; undefined for an unknown or revoked secret. */
export async function keyForSecretHash(
  db: Db,
  hash: string,
): Promise<{ id: string; filters: CompetitionFilters } | undefined> {
  const [row] = await db
    .select({ id: apiKey.id, filters: apiKey.competitionFilters })
    .from(apiKeyCredential)
    .innerJoin(apiKey, eq(apiKey.id, apiKeyCredential.apiKeyId))
    .where(
      and(
        eq(apiKeyCredential.secretHash, hash),
        isNull(apiKeyCredential.revokedAt),
        isNull(apiKey.revokedAt),
      ),
    );
  return row;
}

/**
 * Counts one request of a key in the current minute (one upsert, shared by every process) and answers the
 * count so far, with the minute's start.
 */
export async function countRequest(db: Db, apiKeyId: string, now = new Date()) {
  const windowStart = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const [row] = await db
    .insert(apiKeyUsage)
    .values({ apiKeyId, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [apiKeyUsage.apiKeyId, apiKeyUsage.windowStart],
      set: { count: sql`${apiKeyUsage.count} + 1` },
    })
    .returning({ count: apiKeyUsage.count });
  // The first request of a minute clears the key's earlier minutes: the table holds one row a key.
  if (row?.count === 1)
    await db
      .delete(apiKeyUsage)
      .where(and(eq(apiKeyUsage.apiKeyId, apiKeyId), lt(apiKeyUsage.windowStart, windowStart)));
  return { count: row?.count ?? 1, windowStart };
}

/**
 * A key's description and competition filters changed (either may be left out). The open-data check reads the
 * filters with the credential on every request (keyForSecretHash), so the key's next request reads with these.
 */
export async function updateApiKey(
  db: Db,
  id: string,
  change: { description?: string; competitionFilters?: CompetitionFilters },
): Promise<void> {
  const set: Partial<typeof apiKey.$inferInsert> = {};
  if (change.description !== undefined) set.description = change.description;
  if (change.competitionFilters !== undefined) set.competitionFilters = change.competitionFilters;
  if (Object.keys(set).length === 0) return;
  await db.update(apiKey).set(set).where(eq(apiKey.id, id));
}
