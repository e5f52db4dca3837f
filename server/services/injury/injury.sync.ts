/**
 * The injury records' part of sync: the `injuries` pull collection (records the caller may read, private
 * notes only for injury specialists, deleted ones as tombstones) and the `injury.save` / `injury.delete`
 * push operations (drafts made and changed offline), through the same rule as REST (save-injury.ts; for
 * a batch, set-based in save-injuries.ts).
 */
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { InjuryRecordInput } from '../../../domain/injury/injury-record.ts';
import type {
  Checkpoint,
  Mutation,
  PullPage,
  SyncCollection,
  SyncOperationName,
} from '../../../domain/sync/protocol.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import {
  operation,
  setOperation,
  type OperationOutcome,
  type Puller,
  type SyncOperation,
} from '../../sync/operation.ts';
import { toInjuryDoc, toInjuryTombstone } from './injury.dto.ts';
import { mayReadPrivateNotes, membersOf } from './injury.policy.ts';
import {
  deleteInjuryRecord,
  injuriesChangedSince,
  lockInjuryRecord,
  type InjuryScope,
} from './injury.repository.ts';
import { injuryScope } from './injury.routes.ts';
import { injuryDoc } from './save-injury.ts';
import { saveInjuries } from './save-injuries.ts';

/**
 * A fingerprint of what a coach may hold: the teams they coach and the people on them. A specialist's scope
 * is everything; a player's is their own records, which never changes.
 */
async function scopeKey(db: Db, scope: InjuryScope): Promise<string> {
  if (scope.all) return 'all';
  const people =
    scope.coachTeamIds.length === 0
      ? []
      : (await membersOf(db, scope.coachTeamIds)).map((r) => r.personId).sort();
  const hash = createHash('sha256');
  hash.update(`${scope.personId ?? ''}|${scope.coachTeamIds.join(',')}|${people.join(',')}`);
  return hash.digest('base64url').slice(0, 22);
}

/**
 * Records the caller may read, from their checkpoint. When the caller's scope changed since that checkpoint
 * (a player left or joined the coach's team, the coach left one), the collection starts again from the
 * beginning with `reset`: records the device held but may no longer see are dropped there, and records newly
 * in scope arrive, whatever their age.
 */
async function pullInjuries(
  db: Db,
  p: Principal,
  after: Checkpoint | null,
  limit: number,
): Promise<PullPage> {
  const scope = await injuryScope(db, p);
  const key = await scopeKey(db, scope);
  const reset = after !== null && after.scope !== key;
  const from = reset ? null : after;
  const rows = await injuriesChangedSince(db, scope, from, limit + 1);
  const page = rows.slice(0, limit);
  const privateNotes = mayReadPrivateNotes(p);
  const documents = page.map((r) =>
    r.record.deletedAt ? toInjuryTombstone(r) : toInjuryDoc(r, { privateNotes }),
  );
  const last = documents.at(-1);
  const checkpoint = last
    ? { updatedAt: last.updatedAt, id: last.id, scope: key }
    : from && { ...from, scope: key };
  return { documents, checkpoint, hasMore: rows.length > limit, ...(reset ? { reset } : {}) };
}

/** Deleting offline: with a stale base version the server keeps the record and answers it. */
async function applyInjuryDelete(tx: Db, principal: Principal, m: Mutation): Promise<OperationOutcome> {
  const row = await lockInjuryRecord(tx, m.entityId);
  if (!row || row.deletedAt) throw notFound('Injury record not found');
  if (m.baseVersion !== null && m.baseVersion !== row.version) {
    return {
      kind: 'conflict' as const,
      reason: 'stale' as const,
      doc: await injuryDoc(tx, principal, m.entityId),
    };
  }
  await deleteInjuryRecord(tx, m.entityId);
  const after = (await lockInjuryRecord(tx, m.entityId))!;
  return {
    kind: 'applied' as const,
    doc: { id: m.entityId, version: after.version, updatedAt: after.updatedAt.toISOString(), deleted: true },
  };
}

export const INJURY_OPERATIONS = {
  // Set-based (save-injuries.ts): a reconnect storm's drafts, three statements a batch.
  'injury.save': setOperation({
    action: 'injury.save',
    input: InjuryRecordInput,
    applyAll: saveInjuries,
  }),
  'injury.delete': operation({
    action: 'injury.delete',
    input: v.unknown(),
    apply: (tx, principal, m) => applyInjuryDelete(tx, principal, m),
  }),
} satisfies Partial<Record<SyncOperationName, SyncOperation>>;

export const INJURY_PULLERS = {
  injuries: pullInjuries,
} satisfies Partial<Record<SyncCollection, Puller>>;
