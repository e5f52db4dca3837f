/**
 * Saving an injury record, declared once for the offline engine: a draft or a complete record, created or
 * changed on the device and sent by the outbox (`injury.save`), checked by the server with the same schema.
 * The player's and team's names are not part of the input: a record made offline shows them from the local
 * people cache until the server's document arrives.
 */
import * as v from 'valibot';
import { InjuryRecordInput, type InjuryRecord } from '../../../domain/injury/injury-record';
import { defineAction } from '../../offline/actions';

function named(prev: { id: string; name: string } | undefined, id: string) {
  return prev?.id === id ? prev : { id, name: '' };
}

export const saveInjury = defineAction({
  op: 'injury.save',
  collection: 'injuries',
  schema: InjuryRecordInput,
  apply: (doc: InjuryRecord, input: InjuryRecordInput): InjuryRecord => {
    const { privateNotes, ...rest } = input;
    return {
      ...doc,
      ...rest,
      // Only a specialist's device holds private notes; elsewhere the field stays absent.
      ...(privateNotes !== undefined && doc.privateNotes !== undefined ? { privateNotes } : {}),
      person: named(doc.person, input.personId),
      group: named(doc.group, input.groupId),
    };
  },
  create: (id: string, input: InjuryRecordInput): InjuryRecord => {
    const { privateNotes, ...rest } = input;
    return {
      ...rest,
      ...(privateNotes !== undefined ? { privateNotes } : {}),
      id,
      version: 0,
      updatedAt: new Date().toISOString(),
      person: { id: input.personId, name: '' },
      group: { id: input.groupId, name: '' },
    };
  },
  onConflict: () => 'server',
});

/** Deleting a record: gone from the device at once, from the server when the outbox is sent. */
export const deleteInjury = defineAction({
  op: 'injury.delete',
  collection: 'injuries',
  schema: v.null(),
  apply: (doc: InjuryRecord): InjuryRecord => ({ ...doc, deleted: true }),
  onConflict: () => 'server',
});
