/**
 * flushOutbox(): sends queued mutations to POST /api/sync/push. Shared by the page and the service worker.
 *
 * Invariants:
 * - Exactly one flush runs at a time across tabs and the worker (Web Lock FLUSH_LOCK); a second caller waits
 *   and then finds only what is still queued, so reconnecting with two tabs and Background Sync sends each
 *   mutation once. Idempotency keys make a resend after a lost response harmless anyway.
 * - Entries go oldest first (uuidv7 order), in batches.
 * - applied → entry removed, server document stored (queued later changes re-applied on top);
 *   conflict → server document stored, conflict recorded for the person; rejected → entry kept as failed,
 *   with the server's message, until the person retries or discards it. Never dropped silently.
 * - Network errors, 5xx and 429 back off exponentially with jitter; 401 refreshes the token once, and with
 *   no usable token the entries wait (they do not fail) until the person signs in again.
 */
import {
  SYNC_PROTOCOL_VERSION,
  type PushErrorBody,
  type PushResponse,
  type PushResult,
  type SyncedDocument,
} from '../../domain/sync/protocol';
import { replay } from './local-actions';
import { db, LAST_SYNCED_KEY, setMeta, type LocalDoc, type OutboxEntry } from './db';

export const FLUSH_LOCK = 'pairc-outbox-flush';
export const BATCH_SIZE = 25;
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 5 * 60 * 1000;

export interface FlushDeps {
  /** The current access token, or null when there is none worth sending. */
  getToken(): Promise<string | null>;
  /** A fresh token after a 401, or null when the session cannot be refreshed (the person must sign in). */
  refresh(): Promise<string | null>;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
}

export interface FlushOutcome {
  applied: number;
  conflicts: number;
  rejected: number;
  stopped?: 'network' | 'auth' | 'backoff' | 'server';
}

export function backoffDelay(attempts: number, random = Math.random): number {
  const exp = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  // Full jitter in [exp/2, exp): devices that lost signal together do not all return together.
  return Math.floor(exp / 2 + (random() * exp) / 2);
}

export async function flushOutbox(deps: FlushDeps): Promise<FlushOutcome> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) return locks.request(FLUSH_LOCK, () => flushLocked(deps));
  return flushLocked(deps);
}

async function pendingEntries(): Promise<OutboxEntry[]> {
  return db.outbox.where('state').equals('pending').sortBy('id');
}

async function postBatch(deps: FlushDeps, token: string, batch: OutboxEntry[]): Promise<Response> {
  const f = deps.fetch ?? fetch;
  return f('/api/sync/push', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      protocol: SYNC_PROTOCOL_VERSION,
      mutations: batch.map((e) => ({
        id: e.id,
        idempotencyKey: e.idempotencyKey,
        op: e.op,
        entityId: e.entityId,
        baseVersion: e.baseVersion,
        payload: e.payload,
        createdAt: e.createdAt,
      })),
    }),
  });
}

/** One delay for the whole batch (one request failed, so the batch waits as one). */
async function backOff(batch: OutboxEntry[], deps: FlushDeps): Promise<void> {
  const now = (deps.now ?? Date.now)();
  const attempts = Math.max(...batch.map((e) => e.attempts)) + 1;
  const nextAttemptAt = now + backoffDelay(attempts, deps.random);
  await db.outbox.bulkUpdate(
    batch.map((e) => ({ key: e.id, changes: { attempts: e.attempts + 1, nextAttemptAt } })),
  );
}

/**
 * When the next flush may send: the oldest pending entry's backoff (entries go oldest first, so a newer one
 * never overtakes it). Undefined when nothing waits for a backoff.
 */
export async function nextAttemptAt(): Promise<number | undefined> {
  // An index keeps equal keys in primary-key order: the first pending entry is the oldest (uuidv7 ids).
  return (await db.outbox.where('state').equals('pending').first())?.nextAttemptAt;
}

async function flushLocked(deps: FlushDeps): Promise<FlushOutcome> {
  const outcome: FlushOutcome = { applied: 0, conflicts: 0, rejected: 0 };
  const now = deps.now ?? Date.now;
  for (;;) {
    const entries = await pendingEntries();
    if (entries.length === 0) {
      await setMeta(LAST_SYNCED_KEY, new Date(now()).toISOString());
      return outcome;
    }
    if ((entries[0]!.nextAttemptAt ?? 0) > now()) return { ...outcome, stopped: 'backoff' };
    const batch = entries.slice(0, BATCH_SIZE);
    let token = await deps.getToken();
    if (!token) return { ...outcome, stopped: 'auth' };
    let res: Response;
    try {
      res = await postBatch(deps, token, batch);
      if (res.status === 401) {
        token = await deps.refresh();
        if (!token) return { ...outcome, stopped: 'auth' };
        res = await postBatch(deps, token, batch);
      }
    } catch {
      await backOff(batch, deps);
      return { ...outcome, stopped: 'network' };
    }
    if (res.status === 401) return { ...outcome, stopped: 'auth' };
    if (res.status >= 500 || res.status === 429 || res.status === 408) {
      await backOff(batch, deps);
      return { ...outcome, stopped: 'server' };
    }
    if (!res.ok) {
      // The whole batch was refused (e.g. an incompatible protocol): keep every entry, visibly failed.
      const error = (await res.json().catch(() => null)) as PushErrorBody | null;
      await markFailed(
        batch,
        error ?? { status: res.status, summary: String(res.status), message: String(res.status) },
      );
      outcome.rejected += batch.length;
      continue;
    }
    const body = (await res.json()) as PushResponse;
    const byId = new Map(body.results.map((r) => [r.id, r]));
    const answered = batch.flatMap((entry) => {
      const result = byId.get(entry.id);
      return result ? [{ entry, result }] : []; // not answered: stays pending, goes in the next round
    });
    if (answered.length === 0) return { ...outcome, stopped: 'server' };
    await applyResults(answered);
    for (const { result } of answered) {
      if (result.status === 'applied') outcome.applied++;
      else if (result.status === 'conflict') outcome.conflicts++;
      else outcome.rejected++;
    }
  }
}

async function markFailed(batch: OutboxEntry[], error: PushErrorBody): Promise<void> {
  await db.outbox.bulkUpdate(
    batch.map((e) => ({ key: e.id, changes: { state: 'failed', error, attempts: e.attempts + 1 } })),
  );
}

/** Stores a server document under the rule "queued changes stay on top of it". */
export async function storeServerDocument(
  entry: Pick<OutboxEntry, 'collection' | 'entityId'>,
  serverDoc: SyncedDocument | null,
) {
  const table = db.collectionTable(entry.collection);
  const remaining = await db.outbox
    .where('[collection+entityId]')
    .equals([entry.collection, entry.entityId])
    .sortBy('id');
  if (!serverDoc || serverDoc.deleted) {
    if (remaining.length === 0) await table.delete(entry.entityId);
    return;
  }
  const { _pending: _p, _server: _s, ...clean } = serverDoc as LocalDoc<SyncedDocument>;
  if (remaining.length === 0) {
    await table.put(clean as never);
    return;
  }
  const local = replay(clean, remaining);
  await table.put({ ...local, _pending: remaining.length, _server: clean } as never);
}

/**
 * A batch's answers in one transaction, so the page's live queries see the batch once (not once per entry).
 * Each entity's document is stored once, from the last answer that carries one: the server applied the batch
 * in order, so that is its newest version.
 */
async function applyResults(answered: { entry: OutboxEntry; result: PushResult }[]): Promise<void> {
  const tables = [...new Set(answered.map(({ entry }) => db.collectionTable(entry.collection)))];
  await db.transaction('rw', [...tables, db.outbox, db.conflicts], async () => {
    const latest = new Map<string, { entry: OutboxEntry; document: SyncedDocument | null }>();
    for (const { entry, result } of answered) {
      if (result.status === 'rejected') {
        await db.outbox.update(entry.id, {
          state: 'failed',
          error: result.error,
          attempts: entry.attempts + 1,
        });
        continue;
      }
      await db.outbox.delete(entry.id);
      if (result.status === 'conflict') {
        await db.conflicts.add({
          id: entry.id,
          op: entry.op,
          collection: entry.collection,
          entityId: entry.entityId,
          reason: result.reason,
          payload: entry.payload,
          createdAt: new Date().toISOString(),
          acknowledged: 0,
        });
      }
      latest.set(`${entry.collection}/${entry.entityId}`, { entry, document: result.document });
    }
    for (const { entry, document } of latest.values()) await storeServerDocument(entry, document);
  });
}

/** The person gives up a failed change: the document returns to the server's version (plus other queued changes). */
export async function discardEntry(id: string): Promise<void> {
  const entry = await db.outbox.get(id);
  if (!entry) return;
  const table = db.collectionTable(entry.collection);
  await db.transaction('rw', [table, db.outbox], async () => {
    const local = (await table.get(entry.entityId)) as LocalDoc<SyncedDocument> | undefined;
    await db.outbox.delete(id);
    // `_server: null` marks a document made on the device: discarding its creation removes it.
    await storeServerDocument(entry, local && local._server !== undefined ? local._server : (local ?? null));
  });
}

/** Signal is back: forget the backoff so queued entries go now. */
export async function resetBackoff(): Promise<void> {
  await db.outbox.toCollection().modify((e) => {
    delete e.nextAttemptAt;
  });
}

/** The person asks to try a failed change again. */
export async function retryEntry(id: string): Promise<void> {
  await db.outbox.update(id, { state: 'pending', error: undefined, nextAttemptAt: undefined });
}
