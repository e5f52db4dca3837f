/**
 * Draw tickets on the officer's device: the pull of the `drawTickets` collection (tickets of the clubs whose
 * draw sales the caller runs) and the `draw.sellTicket` operation, which goes through the same rule as
 * `POST /api/draw/ticket/{id}/sale` (draw-tickets.ts). The first sale to reach the server wins; a later one
 * is a conflict answered with the winner's ticket. A declared club's queued sales are rejected with the
 * reason, and the device keeps them visible.
 */
import { PaperSaleInput } from '../../domain/draw/draw.ts';
import type { SyncedDocument } from '../../domain/sync/protocol.ts';
import { sellPaperTicket } from '../services/draw/draw-tickets.ts';
import { drawOfficerOrgs } from '../services/draw/draw.policy.ts';
import { isLiveOnDevice, ticketsChangedSince, toTicketDoc } from '../services/draw/draw.repository.ts';
import { operation, type SyncOperation } from './operations.ts';
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

export const DRAW_OPERATIONS: Record<'draw.sellTicket', SyncOperation> = {
  'draw.sellTicket': operation({
    action: 'draw.sellTicket',
    input: PaperSaleInput,
    apply: (tx, principal, m, input) => sellPaperTicket(tx, principal, m.entityId, input),
  }),
};
