/**
 * The shapes a context declares its part of sync with (in its `<context>.sync.ts`): a push operation made by
 * `operation()`, and a pull collection's `Puller`. A leaf: it imports no context and no registry, so a
 * context's sync file can be loaded on its own (the registries in operations.ts and pull.ts import the
 * contexts, never the other way round).
 */
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
