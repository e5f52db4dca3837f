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
  PUSH_BATCH_MAX,
  SYNC_PROTOCOL_VERSION,
  type PushErrorBody,
  type PushResponse,
  type PushResult,
  type SyncedDocument,
} from '../../domain/sync/protocol';
import type { Table } from 'dexie';
import { replay } from './local-actions';
import { db, LAST_SYNCED_KEY, setMeta, type LocalDoc, type OutboxEntry } from './db';

export const FLUSH_LOCK = 'pairc-outbox-flush';
/**
 * Mutations a push carries: the protocol's maximum. A batch costs the server a fixed number of statements
 * (issue 50), so what is left per batch is the request itself — token, body, validation, hashes — and the
 * device's one transaction for its answers: fewer, larger batches drain a queue faster.
 */
export const BATCH_SIZE = PUSH_BATCH_MAX;
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

/**
 * The oldest pending entries, at most one batch: an index's equal keys are in primary-key order, and entry ids
 * are time-ordered (uuidv7), so this is the queue's order without reading or sorting the whole queue.
 */
async function pendingEntries(): Promise<OutboxEntry[]> {
  return db.outbox.where('state').equals('pending').limit(BATCH_SIZE).toArray();
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
    const batch = entries;
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
  await storeServerDocuments(entry.collection, [{ entityId: entry.entityId, document: serverDoc }]);
}

/**
 * Stores server documents of one collection (a pull's page, a batch's answers) under the same rule, with one
 * read of the outbox for all of them and one bulk write: a document with queued changes is the server's copy
 * with those changes replayed on top; a deleted one goes unless changes are queued for it.
 */
export async function storeServerDocuments(
  collection: OutboxEntry['collection'],
  docs: { entityId: string; document: SyncedDocument | null }[],
) {
  if (docs.length === 0) return;
  const table = db.collectionTable(collection);
  const queued = new Map<string, OutboxEntry[]>();
  const keys = [...new Set(docs.map((d) => d.entityId))].map((id) => [collection, id]);
  for (const e of await db.outbox.where('[collection+entityId]').anyOf(keys).toArray()) {
    queued.set(e.entityId, [...(queued.get(e.entityId) ?? []), e]);
  }
  const puts = new Map<string, unknown>();
  const deletes = new Set<string>();
  for (const { entityId, document } of docs) {
    const remaining = (queued.get(entityId) ?? []).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    puts.delete(entityId);
    deletes.delete(entityId);
    if (!document || document.deleted) {
      if (remaining.length === 0) deletes.add(entityId);
      continue;
    }
    const { _pending: _p, _server: _s, ...clean } = document as LocalDoc<SyncedDocument>;
    puts.set(
      entityId,
      remaining.length === 0
        ? clean
        : { ...replay(clean, remaining), _pending: remaining.length, _server: clean },
    );
  }
  if (deletes.size) await table.bulkDelete([...deletes]);
  if (puts.size) await (table as unknown as Table<unknown, string>).bulkPut([...puts.values()]);
}

/**
 * A batch's answers in one transaction, so the page's live queries see the batch once (not once per entry).
 * Each entity's document is stored once, from the last answer that carries one: the server applied the batch
 * in order, so that is its newest version.
 */
async function applyResults(answered: { entry: OutboxEntry; result: PushResult }[]): Promise<void> {
  const tables = [...new Set(answered.map(({ entry }) => db.collectionTable(entry.collection)))];
  await db.transaction('rw', [...tables, db.outbox, db.conflicts], async () => {
    const rejected: { entry: OutboxEntry; result: Extract<PushResult, { status: 'rejected' }> }[] = [];
    const done: { entry: OutboxEntry; result: Exclude<PushResult, { status: 'rejected' }> }[] = [];
    for (const { entry, result } of answered) {
      if (result.status === 'rejected') rejected.push({ entry, result });
      else done.push({ entry, result });
    }
    if (rejected.length) {
      await db.outbox.bulkUpdate(
        rejected.map(({ entry, result }) => ({
          key: entry.id,
          changes: {
            state: 'failed',
            error: result.error,
            attempts: entry.attempts + 1,
          },
        })),
      );
    }
    await db.outbox.bulkDelete(done.map(({ entry }) => entry.id));
    const conflicts = done.flatMap(({ entry, result }) =>
      result.status === 'conflict'
        ? [
            {
              id: entry.id,
              op: entry.op,
              collection: entry.collection,
              entityId: entry.entityId,
              reason: result.reason,
              payload: entry.payload,
              createdAt: new Date().toISOString(),
              acknowledged: 0 as const,
            },
          ]
        : [],
    );
    if (conflicts.length) await db.conflicts.bulkAdd(conflicts);
    // Per collection, each entity's newest answer (the server applied the batch in order).
    const byCollection = new Map<OutboxEntry['collection'], Map<string, SyncedDocument | null>>();
    for (const { entry, result } of done) {
      const latest = byCollection.get(entry.collection) ?? new Map<string, SyncedDocument | null>();
      latest.set(entry.entityId, result.document);
      byCollection.set(entry.collection, latest);
    }
    for (const [collection, latest] of byCollection) {
      await storeServerDocuments(
        collection,
        [...latest].map(([entityId, document]) => ({ entityId, document })),
      );
    }
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
