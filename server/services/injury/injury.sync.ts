/**
 * The injury records' part of sync: the `injuries` pull collection (records the caller may read, private
 * notes only for injury specialists, deleted ones as tombstones) and the `injury.save` / `injury.delete`
 * push operations (drafts made and changed offline), through the same rule as REST (save-injury.ts).
 */
import type * as v from 'valibot';
import { InjuryRecordInput } from '../../../domain/injury/injury-record.ts';
import type { Checkpoint, Mutation, PullPage } from '../../../domain/sync/protocol.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { toInjuryDoc, toInjuryTombstone } from './injury.dto.ts';
import { mayReadPrivateNotes } from './injury.policy.ts';
import { deleteInjuryRecord, injuriesChangedSince, lockInjuryRecord } from './injury.repository.ts';
import { injuryScope } from './injury.routes.ts';
import { injuryDoc, saveInjury } from './save-injury.ts';

export async function pullInjuries(
  db: Db,
  p: Principal,
  after: Checkpoint | null,
  limit: number,
): Promise<PullPage> {
  const rows = await injuriesChangedSince(db, injuryScope(p), after, limit + 1);
  const page = rows.slice(0, limit);
  const privateNotes = mayReadPrivateNotes(p);
  const documents = page.map((r) =>
    r.record.deletedAt ? toInjuryTombstone(r) : toInjuryDoc(r, { privateNotes }),
  );
  const last = documents.at(-1);
  return {
    documents,
    checkpoint: last ? { updatedAt: last.updatedAt, id: last.id } : after,
    hasMore: rows.length > limit,
  };
}

export const injurySaveOperation = {
  action: 'injury.save',
  input: InjuryRecordInput,
  apply: (tx: Db, principal: Principal, m: Mutation, input: v.InferOutput<typeof InjuryRecordInput>) =>
    saveInjury(tx, principal, m.entityId, input, m.baseVersion),
};

/** Deleting offline: with a stale base version the server keeps the record and answers it. */
export async function applyInjuryDelete(tx: Db, principal: Principal, m: Mutation) {
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
