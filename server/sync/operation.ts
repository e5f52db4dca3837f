/**
 * The shapes a context declares its part of sync with (in its `<context>.sync.ts`): a push operation made by
 * `operation()`, and a pull collection's `Puller`. A leaf: it imports no context and no registry, so a
 * context's sync file can be loaded on its own (the registries in operations.ts and pull.ts import the
 * contexts, never the other way round).
 */
import { createHash } from 'node:crypto';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type {
  Checkpoint,
  ConflictReason,
  Mutation,
  PullPage,
  SyncedDocument,
} from '../../domain/sync/protocol.ts';
import { requireAccess } from '../auth/access.ts';
import type { PolicyAction } from '../auth/policy-actions.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { fieldErrors, INVALID_INPUT } from '../http/validate.ts';

export type OperationOutcome =
  | { kind: 'applied'; doc: SyncedDocument }
  | { kind: 'conflict'; reason: ConflictReason; doc: SyncedDocument | null };

/** What a batch apply answers for one of its mutations: applied, a conflict, or refused with the REST error. */
export type MutationOutcome = OperationOutcome | { kind: 'rejected'; error: HttpError };

/** A mutation of the batch with its payload checked (`input`, the domain schema's output). */
export interface Checked<I> {
  m: Mutation;
  input: I;
}

/**
 * One operation a sync push can carry. The push (push.ts) calls `run` once per mutation, in batch order,
 * before anything is applied; then it hands all of a batch's mutations of this operation (on distinct
 * entities: `orderKey`) to `applyAll` at once, in one savepoint of the batch's transaction.
 *
 * `applyAll` answers one outcome per item, in order. A set-based one (`setOperation`) resolves access for
 * the whole set in one query, locks its targets in one statement, writes in multi-row statements and builds
 * the answer documents from the rows it wrote: a fixed number of round trips, whatever the batch's size. It
 * decides every refusal (`rejected`, `conflict`) before it writes; a thrown error means the set could not be
 * applied as a whole, and the push applies the items again one at a time to answer the failing one alone.
 */
export interface SyncOperation<I = unknown> {
  /** The policy action the REST route checks (documentation for set-based operations, which check it in SQL). */
  action: PolicyAction;
  /** Checks one mutation's payload: its typed input, or a 400 with field errors (as REST answers). No I/O. */
  run(m: Mutation, acceptLanguage?: string): Promise<I>;
  /** What orders mutations within a batch: two with the same key are applied one after the other. */
  orderKey(m: Mutation, input: I): string;
  /** Applies the items (distinct order keys) and answers one outcome per item, in order. */
  applyAll(tx: Db, principal: Principal, items: Checked<I>[]): Promise<MutationOutcome[]>;
}

async function check<I>(schema: StandardSchemaV1<unknown, I>, m: Mutation, acceptLanguage?: string) {
  const result = await schema['~standard'].validate(m.payload);
  if (result.issues) throw new HttpError(400, INVALID_INPUT, fieldErrors(result.issues, acceptLanguage));
  return result.value;
}

/** A refusal the REST route would answer (a 4xx HttpError), as an outcome; anything else is rethrown. */
export function refusal(e: unknown): MutationOutcome {
  if (e instanceof HttpError && e.status < 500) return { kind: 'rejected', error: e };
  throw e;
}

/**
 * An operation applied one mutation at a time, each in its own savepoint: `requireAccess` on the entity, then
 * `apply` (the same function the REST route calls). For operations that field devices rarely queue in bulk;
 * the hot ones are set-based (`setOperation`).
 */
export function operation<I>(def: {
  action: PolicyAction;
  input: StandardSchemaV1<unknown, I>;
  apply(tx: Db, principal: Principal, m: Mutation, input: I): Promise<OperationOutcome>;
}): SyncOperation<I> {
  return {
    action: def.action,
    run: (m, acceptLanguage) => check(def.input, m, acceptLanguage),
    orderKey: (m) => m.entityId,
    async applyAll(tx, principal, items) {
      const outcomes: MutationOutcome[] = [];
      for (const { m, input } of items) {
        outcomes.push(
          await tx
            .transaction(async (sp) => {
              await requireAccess({ principal, db: sp }, def.action, m.entityId);
              return def.apply(sp, principal, m, input);
            })
            .catch(refusal),
        );
      }
      return outcomes;
    },
  };
}

/** A set-based operation (see SyncOperation): the context's `applyAll` takes the whole set. */
export function setOperation<I>(def: {
  action: PolicyAction;
  input: StandardSchemaV1<unknown, I>;
  orderKey?: (m: Mutation, input: I) => string;
  applyAll(tx: Db, principal: Principal, items: Checked<I>[]): Promise<MutationOutcome[]>;
}): SyncOperation<I> {
  return {
    action: def.action,
    run: (m, acceptLanguage) => check(def.input, m, acceptLanguage),
    orderKey: def.orderKey ?? ((m) => m.entityId),
    applyAll: (tx, principal, items) => def.applyAll(tx, principal, items),
  };
}

/** One page of a pull collection, from the caller's checkpoint (same checkpoint rules as pull.ts). */
export type Puller = (db: Db, p: Principal, after: Checkpoint | null, limit: number) => Promise<PullPage>;

/** The page for `documents` (one more row than the limit was read when `more`). */
export function pageOf(documents: SyncedDocument[], after: Checkpoint | null, more: boolean): PullPage {
  const last = documents.at(-1);
  return { documents, checkpoint: last ? { updatedAt: last.updatedAt, id: last.id } : after, hasMore: more };
}

/** A checkpoint scope: a short fingerprint of sorted ids (who or what a device may hold). */
export function scopeOf(ids: readonly string[]): string {
  return createHash('sha256')
    .update([...ids].sort().join(','))
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Where a scoped collection reads from: the caller's checkpoint, or the beginning (`reset`) when the caller's
 * scope changed since it (the device then drops what it held of the collection).
 */
export function scopedStart(after: Checkpoint | null, scope: string) {
  const reset = after !== null && after.scope !== scope;
  return { reset, from: reset ? null : after };
}

/** The page of a scoped collection: its checkpoint carries the scope, and `reset` when it starts again. */
export function scopedPageOf(
  documents: SyncedDocument[],
  start: { reset: boolean; from: Checkpoint | null },
  more: boolean,
  scope: string,
): PullPage {
  const last = documents.at(-1);
  const checkpoint = last
    ? { updatedAt: last.updatedAt, id: last.id, scope }
    : start.from && { ...start.from, scope };
  return { documents, checkpoint, hasMore: more, ...(start.reset ? { reset: true } : {}) };
}
