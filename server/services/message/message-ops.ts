/**
 * A copy's change (archive, restore, read), shared by PATCH /inbox/{id} and the sync push operation
 * `message.setState`, so an offline archive meets exactly the checks of an online one. Last write wins:
 * a copy has one reader and its parents, and both archive and read are idempotent.
 */
import type { InboxMessageDoc, InboxPatch } from '../../../domain/message/message.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { inboxDocs } from './message.dto.ts';
import { copiesByIds, updateCopy } from './message.repository.ts';

export async function setCopy(db: Db, copyId: string, patch: InboxPatch): Promise<InboxMessageDoc> {
  if ((await copiesByIds(db, [copyId])).length === 0) throw notFound('Message not found');
  await updateCopy(db, copyId, patch);
  return (await inboxDocs(db, await copiesByIds(db, [copyId])))[0]!;
}
