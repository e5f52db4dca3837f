/**
 * Local actions: a feature declares a mutation once — its input schema (from domain/), its optimistic effect
 * on the local document, its sync operation name and its conflict rule — and `runAction` does the rest.
 * Every declared action is listed in the one client registry, local-actions.ts, which the flush (page and
 * service worker alike) uses to re-apply queued changes on top of a fresher server document.
 *
 * One user action is one Dexie transaction: the document change and its outbox entry are written together or
 * not at all (a throwing effect leaves no outbox entry). Ids are uuidv7, made on the device.
 */
import * as v from 'valibot';
import { uuidv7 } from 'uuidv7';
import type { ConflictReason, SyncCollection } from '../../domain/sync/protocol';
import { db, type LocalDoc, type OutboxEntry } from './db';
import { noteSavedOnDevice } from './saved-signal';
import { afterLocalWrite } from './triggers';

export interface LocalAction<Input, Doc extends { id: string; version: number }, Op extends string = string> {
  /** The sync operation, also the server's policy action (e.g. 'fixture.recordScore'). */
  op: Op;
  collection: SyncCollection;
  schema: v.GenericSchema<unknown, Input>;
  /** The optimistic change to the local document (pure). */
  apply(doc: Doc, input: Input): Doc;
  /**
   * Makes the document when it is not on the device (a record created offline). Its outbox entry has no base
   * version, and discarding it removes the document. Without `create`, a missing document is refused.
   */
  create?(id: string, input: Input): Doc;
  /**
   * What the device does when the server answers `conflict`: 'server' keeps the server's document (the
   * change is recorded as a conflict for the person to see). Every rule today is server-wins; the hook is
   * here so a rule such as "re-apply on top" can be declared per action.
   */
  onConflict?: (reason: ConflictReason) => 'server';
}

/** Declares an action (typed, keeping its operation name); list it in local-actions.ts. */
export function defineAction<Input, Doc extends { id: string; version: number }, const Op extends string>(
  action: LocalAction<Input, Doc, Op>,
): LocalAction<Input, Doc, Op> {
  return action;
}

/** The User Timing name of each local action's duration. */
export const ACTION_MEASURE = 'pairc:runAction';

export type ActionResult =
  | { ok: true; entryId: string }
  | { ok: false; issues: v.BaseIssue<unknown>[] }
  | { ok: false; missing: true };

/**
 * The version a new change is based on: the server's, plus one for each change still queued before it — each
 * applied change moves the server's version by one, so a second offline edit is based on the first, not
 * stale against it. A document made on the device (`_server: null`) counts from 0; its creation has none.
 */
function baseVersionOf<Doc extends { version: number }>(current: LocalDoc<Doc> | undefined): number | null {
  if (!current) return null;
  const queued = current._pending ?? 0;
  if (queued === 0) return current.version;
  return (current._server?.version ?? 0) + queued;
}

export async function runAction<Input, Doc extends { id: string; version: number }>(
  action: LocalAction<Input, Doc>,
  entityId: string,
  rawInput: unknown,
): Promise<ActionResult> {
  const started = performance.now();
  const parsed = v.safeParse(action.schema, rawInput);
  if (!parsed.success) return { ok: false, issues: parsed.issues };
  const input = parsed.output;
  const table = db.collectionTable(action.collection);
  const entryId = uuidv7();
  const found = await db.transaction('rw', [table, db.outbox], async () => {
    const current = (await table.get(entityId)) as LocalDoc<Doc> | undefined;
    let next: LocalDoc<Doc>;
    if (current) {
      const { _pending, _server, ...serverShape } = current;
      next = action.apply(current, input);
      next._pending = (_pending ?? 0) + 1;
      next._server = _pending ? _server : (serverShape as unknown as Doc);
    } else if (action.create) {
      next = { ...action.create(entityId, input), _pending: 1, _server: null };
    } else {
      return false;
    }
    const entry: OutboxEntry = {
      id: entryId,
      idempotencyKey: uuidv7(),
      op: action.op,
      collection: action.collection,
      entityId,
      baseVersion: baseVersionOf(current),
      payload: input,
      createdAt: new Date().toISOString(),
      attempts: 0,
      state: 'pending',
    };
    // Both writes requested at once: IndexedDB runs them in order within the transaction, with one wait
    // for the two instead of one each (issue 49: the save path).
    await Promise.all([table.put(next as never), db.outbox.add(entry)]);
    return true;
  });
  // The local action's own time (validation and its one transaction), for the browser bench (bench/browser.ts).
  performance.measure(ACTION_MEASURE, { start: started });
  if (!found) return { ok: false, missing: true };
  // Saved on the device: the screens' indicators show it now, before the live queries and the sync catch up.
  noteSavedOnDevice();
  afterLocalWrite();
  return { ok: true, entryId };
}
