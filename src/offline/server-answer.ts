/**
 * keepServerDocument: an online call's answer kept on the device, for features that write or read past the
 * outbox (cancel an event, open an event that was never pulled). One local transaction over the collection
 * and the outbox, under the pull's rule: changes still queued for the document stay on top of it, and a
 * document they still need is not deleted. Components call feature functions that use it; they never open
 * a local transaction themselves.
 */
import type { SyncCollection, SyncedDocument } from '../../domain/sync/protocol';
import { db } from './db';
import { storeServerDocument } from './flush';

/** Stores `doc` as the server's copy of `entityId` (null: the server no longer has it). */
export async function keepServerDocument(
  collection: SyncCollection,
  entityId: string,
  doc: SyncedDocument | null,
): Promise<void> {
  const table = db.collectionTable(collection);
  await db.transaction('rw', [table, db.outbox], () => storeServerDocument({ collection, entityId }, doc));
}
