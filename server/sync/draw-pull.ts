/**
 * Pull of the `drawTickets` collection: the tickets of the clubs whose draw sales the caller runs. Tickets
 * no longer live on a device (deallocated, FAILED/EXPIRED history rows, archived draw) come as tombstones.
 */
import type { SyncedDocument } from '../../domain/sync/protocol.ts';
import { drawOfficerOrgs } from '../services/draw/draw.policy.ts';
import { isLiveOnDevice, ticketsChangedSince, toTicketDoc } from '../services/draw/draw.repository.ts';
import type { Puller } from './pull.ts';

export const pullDrawTickets: Puller = async (db, p, after, limit) => {
  const rows = await ticketsChangedSince(db, drawOfficerOrgs(p), after, limit + 1);
  const page = rows.slice(0, limit);
  const documents: SyncedDocument[] = page.map((r) =>
    isLiveOnDevice(r)
      ? toTicketDoc(r)
      : {
          id: r.ticket.id,
          version: r.ticket.version,
          updatedAt: r.ticket.updatedAt.toISOString(),
          deleted: true,
        },
  );
  const last = documents.at(-1);
  return {
    documents,
    checkpoint: last ? { updatedAt: last.updatedAt, id: last.id } : after,
    hasMore: rows.length > limit,
  };
};
