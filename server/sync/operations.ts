/**
 * The operations a sync push can carry, by name (domain/sync/protocol.ts SYNC_OPERATIONS): each names the
 * policy action checked first, the domain schema its payload must pass, and the function that applies it —
 * the same function the REST route calls, so the rules cannot drift apart.
 */
import type { StandardSchemaV1 } from '@standard-schema/spec';
import * as v from 'valibot';
import { RefereeScoreInput } from '../../domain/competition/fixture.ts';
import type {
  ConflictReason,
  Mutation,
  SyncedDocument,
  SyncOperationName,
} from '../../domain/sync/protocol.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { fieldErrors, INVALID_INPUT } from '../http/validate.ts';
import { recordScore } from '../services/competition/record-score.ts';
import { OFFICIAL_OPERATIONS } from '../services/competition/official-operations.ts';
import { EVENT_OPERATIONS } from './event-operations.ts';
import { DRAW_OPERATIONS } from './draw-operations.ts';
import { applyInjuryDelete, injurySaveOperation } from '../services/injury/injury.sync.ts';

export type OperationOutcome =
  | { kind: 'applied'; doc: SyncedDocument }
  | { kind: 'conflict'; reason: ConflictReason; doc: SyncedDocument | null };

export interface SyncOperation {
  /** The policy action, checked on `entityId` before the payload is looked at. */
  action: string;
  /** Validates the payload (400 with field errors, as the REST route would answer), then applies it. */
  run(tx: Db, principal: Principal, m: Mutation, acceptLanguage?: string): Promise<OperationOutcome>;
}

export function operation<I>(def: {
  action: string;
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

export const OPERATIONS: Record<SyncOperationName, SyncOperation> = {
  'fixture.recordScore': operation({
    action: 'fixture.recordScore',
    input: RefereeScoreInput,
    apply: (tx, principal, m, input) => recordScore(tx, principal, m.entityId, input, m.baseVersion),
  }),
  ...OFFICIAL_OPERATIONS,
  ...EVENT_OPERATIONS,
  ...DRAW_OPERATIONS,
  'injury.save': operation(injurySaveOperation),
  'injury.delete': operation({
    action: 'injury.delete',
    input: v.unknown(),
    apply: (tx, principal, m) => applyInjuryDelete(tx, principal, m),
  }),
};

export function operationFor(name: string): SyncOperation | undefined {
  return Object.hasOwn(OPERATIONS, name) ? OPERATIONS[name as SyncOperationName] : undefined;
}
