/**
 * `injury.save` for a whole sync batch at once (issue 50): the same rule as save-injury.ts — the `injury.save`
 * policy (a live record: the caller may write it; otherwise: the caller may create records), a deleted record
 * is not found, a creation's (and a moved record's) player and team are checked, a stale base version is a
 * conflict with the current document, and private notes are written only by injury specialists — decided for
 * every mutation from one lock statement and one query, then written in one multi-row statement. The answer
 * documents are built from the rows written and the names already read.
 */
import type { InjuryRecordInput } from '../../../domain/injury/injury-record.ts';
import { M, messageText } from '../../../domain/messages.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { INVALID_INPUT } from '../../http/validate.ts';
import type { Checked, MutationOutcome } from '../../sync/operation.ts';
import { toInjuryDoc } from './injury.dto.ts';
import {
  injuryTargets,
  lockInjuryRecords,
  upsertInjuryRecords,
  type InjuryTargets,
  type InjuryWrite,
} from './injury-batch.repository.ts';
import { isInjurySpecialist } from './injury.policy.ts';
import { recordColumns, type InjuryRow } from './injury.repository.ts';

const unknownTeam = () =>
  badRequest(INVALID_INPUT, [
    { field: 'groupId', message: messageText(M.invalidOption.id), code: M.invalidOption.id },
  ]);
const notYourPlayer = () => forbidden('You may not record injuries for this player and team');

/** The target check of save-injury.ts (`checkTarget`) against what was read for the set. */
function targetRefusal(t: InjuryTargets, specialist: boolean, input: InjuryRecordInput) {
  if (!t.teams.has(input.groupId)) return unknownTeam();
  if (specialist || t.pairs.has(`${input.personId}|${input.groupId}`)) return null;
  return notYourPlayer();
}

function doc(t: InjuryTargets, row: InjuryRow, specialist: boolean) {
  const p = t.people.get(row.personId);
  const g = t.teams.get(row.groupId);
  // Names of a player or a team deleted since: the document still names what the record points at.
  return toInjuryDoc(
    {
      record: row,
      person: p ?? { id: row.personId, givenName: '', familyName: '' },
      group: g ?? { id: row.groupId, name: '', suffix: null, organizationId: '' },
    },
    { privateNotes: specialist },
  );
}

export async function saveInjuries(
  tx: Db,
  principal: Principal,
  items: Checked<InjuryRecordInput>[],
): Promise<MutationOutcome[]> {
  const specialist = isInjurySpecialist(principal);
  const locked = new Map(
    (
      await lockInjuryRecords(
        tx,
        items.map((i) => i.m.entityId),
      )
    ).map((r) => [r.id, r]),
  );
  const personIds = new Set<string>();
  const teamIds = new Set<string>();
  for (const { m, input } of items) {
    personIds.add(input.personId);
    teamIds.add(input.groupId);
    const row = locked.get(m.entityId);
    if (row) {
      personIds.add(row.personId);
      teamIds.add(row.groupId);
    }
  }
  const t = await injuryTargets(tx, specialist ? null : principal.personId, [...personIds], [...teamIds]);

  const outcomes: (MutationOutcome | number)[] = [];
  const writes: InjuryWrite[] = [];
  for (const { m, input } of items) {
    const existing = locked.get(m.entityId);
    const live = existing && !existing.deletedAt;
    // The `injury.save` policy: write a live record (its player coached), or create (coaching any team).
    if (!(specialist || (live ? t.players.has(existing.personId) : t.coachesAny))) {
      outcomes.push({ kind: 'rejected', error: forbidden() });
      continue;
    }
    if (existing?.deletedAt) {
      outcomes.push({ kind: 'rejected', error: notFound('This injury record was deleted') });
      continue;
    }
    if (!existing) {
      const refusal = targetRefusal(t, specialist, input);
      if (refusal) {
        outcomes.push({ kind: 'rejected', error: refusal });
        continue;
      }
      const privateNotes = specialist ? (input.privateNotes ?? '') : '';
      outcomes.push(
        writes.push({
          ...recordColumns({ ...input, privateNotes }),
          id: m.entityId,
          createdBy: principal.personId,
        }) - 1,
      );
      continue;
    }
    if (m.baseVersion !== existing.version) {
      // A creation replayed onto a record that exists, or a change based on an older version.
      outcomes.push({ kind: 'conflict', reason: 'stale', doc: doc(t, existing, specialist) });
      continue;
    }
    if (input.personId !== existing.personId || input.groupId !== existing.groupId) {
      const refusal = targetRefusal(t, specialist, input);
      if (refusal) {
        outcomes.push({ kind: 'rejected', error: refusal });
        continue;
      }
    }
    const privateNotes = specialist ? (input.privateNotes ?? existing.privateNotes) : existing.privateNotes;
    outcomes.push(
      writes.push({
        ...recordColumns({ ...input, privateNotes }),
        id: m.entityId,
        createdBy: existing.createdBy,
      }) - 1,
    );
  }
  const written = await upsertInjuryRecords(tx, writes, [...locked.keys()]);
  const byId = new Map(written.map((r) => [r.id, r]));
  return outcomes.map((o) => {
    if (typeof o !== 'number') return o;
    const row = byId.get(writes[o]!.id);
    // A record made with the same id by a concurrent request since the lock: this creation is refused.
    if (!row) throw conflict('An injury record with this id was created meanwhile');
    return { kind: 'applied', doc: doc(t, row, specialist) };
  });
}
