/**
 * The message context's part of sync: the `messages` pull collection — the copies of the caller and their
 * dependants sent in the last INBOX_DEVICE_DAYS, so the inbox reads with no signal — and the push operation
 * `message.setState` (archive, restore, read), through the same function as PATCH /inbox/{id}.
 *
 * Scope: whose copies a device holds depends on the caller's dependants, so the checkpoint carries a
 * fingerprint of the person ids; when a dependant joins or leaves, the collection starts again with
 * `reset` and the device drops what it may no longer hold.
 */
import { INBOX_DEVICE_DAYS, InboxPatch } from '../../../domain/message/message.ts';
import type { SyncCollection, SyncOperationName } from '../../../domain/sync/protocol.ts';
import {
  operation,
  scopedPageOf,
  scopedStart,
  scopeOf,
  type Puller,
  type SyncOperation,
} from '../../sync/operation.ts';
import { viewerOf } from '../event/event-docs.ts';
import { inboxDocs } from './message.dto.ts';
import { setCopy } from './message-ops.ts';
import { copiesChangedSince } from './message.repository.ts';

export const MESSAGE_OPERATIONS = {
  'message.setState': operation({
    action: 'inbox.update',
    input: InboxPatch,
    apply: async (tx, _principal, m, input) => ({
      kind: 'applied',
      doc: await setCopy(tx, m.entityId, input),
    }),
  }),
} satisfies Partial<Record<SyncOperationName, SyncOperation>>;

const pullMessages: Puller = async (db, p, after, limit) => {
  const viewer = await viewerOf(db, p);
  const scope = scopeOf(viewer.personIds);
  const start = scopedStart(after, scope);
  const since = new Date(Date.now() - INBOX_DEVICE_DAYS * 86_400_000);
  const rows = await copiesChangedSince(db, viewer.personIds, since, start.from, limit + 1);
  return scopedPageOf(await inboxDocs(db, rows.slice(0, limit)), start, rows.length > limit, scope);
};

export const MESSAGE_PULLERS = {
  messages: pullMessages,
} satisfies Partial<Record<SyncCollection, Puller>>;
