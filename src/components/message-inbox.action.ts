/**
 * Archiving, restoring or reading a message in the inbox, declared once for the offline engine: works with
 * no signal and syncs later (`message.setState`); the server applies the same patch (last write wins).
 * Here, not in a feature, because two features show the inbox (/messages and the match-official area).
 */
import { applyInboxPatch, InboxPatch, type InboxMessageDoc } from '../../domain/message/message';
import { defineAction } from '../offline/actions';

export const setMessageState = defineAction({
  op: 'message.setState',
  collection: 'messages',
  schema: InboxPatch,
  apply: (doc: InboxMessageDoc, input: InboxPatch) => applyInboxPatch(doc, input),
});
