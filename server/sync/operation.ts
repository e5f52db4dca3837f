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
import type { PolicyAction } from '../auth/policy-actions.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { fieldErrors, INVALID_INPUT } from '../http/validate.ts';

export type OperationOutcome =
  | { kind: 'applied'; doc: SyncedDocument }
  | { kind: 'conflict'; reason: ConflictReason; doc: SyncedDocument | null };

export interface SyncOperation {
  /** The policy action, checked on `entityId` before the payload is looked at. */
  action: PolicyAction;
  /** Validates the payload (400 with field errors, as the REST route would answer), then applies it. */
  run(tx: Db, principal: Principal, m: Mutation, acceptLanguage?: string): Promise<OperationOutcome>;
}

export function operation<I>(def: {
  action: PolicyAction;
  input: StandardSchemaV1<unknown, I>;
  apply(tx: Db, principal: Principal, m: Mutation, input: I): Promise<OperationOutcome>;
}): SyncOperation {
  return {
    action: def.action,
    async run(tx, principal, m, acceptLanguage) {
      const result = await def.input['~standard'].validate(m.payload);
      if (result.issues) throw new HttpError(400, INVALID_INPUT, fieldErrors(result.issues, acceptLanguage));
      return def.apply(tx, principal, m, result.value);
    },
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
