/**
 * Injury record rows → the domain's InjuryRecord document, as REST answers it and devices store it.
 * `privateNotes` is included only when the reader may see it (injury specialists): every read path — the
 * REST list and item, the sync pull, push results — goes through here with that decision.
 */
import type { InjuryDetail, InjuryRecord } from '../../../domain/injury/injury-record.ts';
import type { SyncedDocument } from '../../../domain/sync/protocol.ts';
import type { InjuryRecordRow } from './injury.repository.ts';

const iso = (d: string | Date | null): string | null =>
  d === null ? null : typeof d === 'string' ? d : d.toISOString().slice(0, 10);

export function toInjuryDoc(r: InjuryRecordRow, opts: { privateNotes: boolean }): InjuryRecord {
  const x = r.record;
  const doc: InjuryRecord = {
    id: x.id,
    version: x.version,
    updatedAt: x.updatedAt.toISOString(),
    createdAt: x.createdAt.toISOString(),
    person: { id: r.person.id, name: `${r.person.givenName} ${r.person.familyName}` },
    group: { id: r.group.id, name: r.group.suffix ? `${r.group.name} ${r.group.suffix}` : r.group.name },
    personId: x.personId,
    groupId: x.groupId,
    status: x.status as InjuryRecord['status'],
    injuryDate: iso(x.injuryDate)!,
    partialReturnDate: iso(x.partialReturnDate),
    fullReturnDate: iso(x.fullReturnDate),
    additionalType: x.additionalType as InjuryRecord['additionalType'],
    activityType: x.activityType as InjuryRecord['activityType'],
    surface: x.surface as InjuryRecord['surface'],
    injuryOnset: x.injuryOnset as InjuryRecord['injuryOnset'],
    mechanism: x.mechanism as InjuryRecord['mechanism'],
    injuryHistory: x.injuryHistory as InjuryRecord['injuryHistory'],
    injuryDetails: x.injuryDetails satisfies InjuryDetail[],
    availability: x.availability as InjuryRecord['availability'],
    severity: x.severity as InjuryRecord['severity'],
    publicNotes: x.publicNotes,
  };
  if (opts.privateNotes) doc.privateNotes = x.privateNotes;
  return doc;
}

export function toInjuryTombstone(r: InjuryRecordRow): SyncedDocument {
  return {
    id: r.record.id,
    version: r.record.version,
    updatedAt: r.record.updatedAt.toISOString(),
    deleted: true,
  };
}
