/**
 * The one rule for creating or updating an injury record, used by `POST /api/injury`, `PUT /api/injury/{id}`
 * and the sync push's `injury.save` operation (drafts made offline), so a record saved on a device meets
 * exactly the checks of one saved online. Call it inside a transaction with a validated InjuryRecordInput.
 *
 * Order: access to the record (update) or to create records; then the target — the player and team the
 * caller may record for; then optimistic concurrency (`baseVersion`, when given, must be the current
 * version; a creation replayed onto an existing record is stale). Private notes are written only by injury
 * specialists: anyone else's save keeps the stored private notes, whatever the payload says.
 */
import type { InjuryRecord, InjuryRecordInput } from '../../../domain/injury/injury-record.ts';
import { M, messageText } from '../../../domain/messages.ts';
import { requireAccess, type AuthContext } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { INVALID_INPUT } from '../../http/validate.ts';
import { toInjuryDoc } from './injury.dto.ts';
import { mayReadPrivateNotes, mayRecordFor } from './injury.policy.ts';
import {
  findInjuryRecord,
  insertInjuryRecord,
  lockInjuryRecord,
  updateInjuryRecord,
} from './injury.repository.ts';

export type SaveInjuryOutcome =
  | { kind: 'applied'; doc: InjuryRecord; created: boolean }
  | { kind: 'conflict'; reason: 'stale'; doc: InjuryRecord | null };

export async function injuryDoc(db: Db, principal: Principal | null, id: string) {
  const row = await findInjuryRecord(db, id);
  return row ? toInjuryDoc(row, { privateNotes: mayReadPrivateNotes(principal) }) : null;
}

async function checkTarget(auth: AuthContext, p: Principal, input: InjuryRecordInput) {
  const allowed = await mayRecordFor(auth, p, input);
  if (allowed === null) {
    throw badRequest(INVALID_INPUT, [
      { field: 'groupId', message: messageText(M.invalidOption.id), code: M.invalidOption.id },
    ]);
  }
  if (!allowed) throw forbidden('You may not record injuries for this player and team');
}

export async function saveInjury(
  tx: Db,
  principal: Principal,
  id: string,
  input: InjuryRecordInput,
  /** The version the change is based on; null: a creation (sync); undefined: not checked (REST without If-Match). */
  baseVersion: number | null | undefined,
): Promise<SaveInjuryOutcome> {
  const auth = { principal, db: tx };
  const existing = await lockInjuryRecord(tx, id);
  if (existing?.deletedAt) throw notFound('This injury record was deleted');
  const current = async () => (await injuryDoc(tx, principal, id))!;
  const specialist = mayReadPrivateNotes(principal);
  if (!existing) {
    await requireAccess(auth, 'injury.create');
    await checkTarget(auth, principal, input);
    await insertInjuryRecord(
      tx,
      id,
      { ...input, privateNotes: specialist ? (input.privateNotes ?? '') : '' },
      principal.personId,
    );
    return { kind: 'applied', doc: await current(), created: true };
  }
  await requireAccess(auth, 'injury.update', id);
  if (baseVersion !== undefined && baseVersion !== existing.version) {
    // A creation replayed onto a record that exists, or a change based on an older version.
    return { kind: 'conflict', reason: 'stale', doc: await current() };
  }
  if (input.personId !== existing.personId || input.groupId !== existing.groupId) {
    await checkTarget(auth, principal, input);
  }
  const privateNotes = specialist ? (input.privateNotes ?? existing.privateNotes) : existing.privateNotes;
  await updateInjuryRecord(tx, id, { ...input, privateNotes });
  return { kind: 'applied', doc: await current(), created: false };
}
