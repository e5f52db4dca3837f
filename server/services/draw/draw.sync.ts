/**
 * The draw context's part of sync.
 * - Pull, `drawTickets`: the tickets of the clubs whose draw sales the caller runs. Tickets no longer live on
 *   a device (deallocated, FAILED/EXPIRED history rows, archived draw) come as tombstones.
 * - Push, `draw.sellTicket`: through the same rule as `POST /api/draw/ticket/{id}/sale` (draw-tickets.ts).
 *   The first sale to reach the server wins; a later one is a conflict answered with the winner's ticket. A
 *   declared club's queued sales are rejected with the reason, and the device keeps them visible.
 */
import { PaperSaleInput } from '../../../domain/draw/draw.ts';
import type { SyncCollection, SyncedDocument, SyncOperationName } from '../../../domain/sync/protocol.ts';
import { setOperation, type Puller, type SyncOperation } from '../../sync/operation.ts';
import { sellTickets } from './sell-tickets.ts';
import { drawOfficerOrgs } from './draw.policy.ts';
import { isLiveOnDevice, ticketsChangedSince, toTicketDoc } from './draw.repository.ts';

export const DRAW_OPERATIONS = {
  // Set-based (sell-tickets.ts): a draw officer's paper tickets, three statements a batch.
  'draw.sellTicket': setOperation({
    action: 'draw.sellTicket',
    input: PaperSaleInput,
    applyAll: sellTickets,
  }),
} satisfies Partial<Record<SyncOperationName, SyncOperation>>;

const pullDrawTickets: Puller = async (db, p, after, limit) => {
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

export const DRAW_PULLERS = {
  drawTickets: pullDrawTickets,
} satisfies Partial<Record<SyncCollection, Puller>>;
