/**
 * Pull: GET /api/sync/pull per collection from its checkpoint, page after page. Each page is stored in one
 * transaction together with its new checkpoint, so a checkpoint never moves past documents that were not
 * stored. A pulled document never overwrites one that still has outbox entries (storeServerDocument keeps
 * the queued changes on top and refreshes only the server copy). A page marked `reset` (the caller's scope
 * changed) first drops the collection's documents that have no queued change.
 */
import type { PullResponse, SyncCollection } from '../../domain/sync/protocol';
import { checkpointKey, db, getMeta, LAST_SYNCED_KEY, type Checkpoint } from './db';
import { storeServerDocuments, type FlushDeps } from './flush';

export const PULL_PAGE = 500;

/**
 * The server started a collection again (the caller's scope changed): forget every document of it that has
 * no queued change; the pages that follow bring back what the caller may still hold.
 */
async function dropServerCopies(collection: SyncCollection): Promise<void> {
  const table = db.collectionTable(collection);
  const queued = new Set(
    (await db.outbox.filter((e) => e.collection === collection).toArray()).map((e) => e.entityId),
  );
  const ids = await table.toCollection().primaryKeys();
  await table.bulkDelete(ids.filter((id) => !queued.has(id)));
}

export async function pullCollections(
  collections: readonly SyncCollection[],
  deps: FlushDeps,
  limit = PULL_PAGE,
): Promise<number> {
  const f = deps.fetch ?? fetch;
  let stored = 0;
  for (const collection of collections) {
    for (;;) {
      const token = await deps.getToken();
      if (!token) return stored;
      const checkpoint = (await getMeta<Checkpoint | null>(checkpointKey(collection))) ?? null;
      const params = new URLSearchParams({
        collections: collection,
        checkpoints: JSON.stringify({ [collection]: checkpoint }),
        limit: String(limit),
      });
      let res = await f(`/api/sync/pull?${params.toString()}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      if (res.status === 401) {
        const fresh = await deps.refresh();
        if (!fresh) return stored;
        res = await f(`/api/sync/pull?${params.toString()}`, {
          headers: { Authorization: `Bearer ${fresh}` },
        });
      }
      if (!res.ok) throw new Error(`pull ${collection}: ${res.status}`);
      const body = (await res.json()) as PullResponse;
      const page = body.collections[collection];
      if (!page) break;
      const table = db.collectionTable(collection);
      await db.transaction('rw', [table, db.outbox, db.meta], async () => {
        if (page.reset) await dropServerCopies(collection);
        await storeServerDocuments(
          collection,
          page.documents.map((doc) => ({ entityId: doc.id, document: doc })),
        );
        if (page.checkpoint) await db.meta.put({ key: checkpointKey(collection), value: page.checkpoint });
        else if (page.reset) await db.meta.delete(checkpointKey(collection));
        await db.meta.put({ key: LAST_SYNCED_KEY, value: new Date().toISOString() });
      });
      stored += page.documents.length;
      if (!page.hasMore || page.documents.length === 0) break;
    }
  }
  return stored;
}
