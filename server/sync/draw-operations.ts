/**
 * The `draw.sellTicket` sync operation, through the same rule as `POST /api/draw/ticket/{id}/sale`
 * (draw-tickets.ts). The first sale to reach the server wins; a later one is a conflict answered with the
 * winner's ticket. A declared club's queued sales are rejected with the reason, and the device keeps them
 * visible.
 */
import { PaperSaleInput } from '../../domain/draw/draw.ts';
import { sellPaperTicket } from '../services/draw/draw-tickets.ts';
import { operation, type SyncOperation } from './operations.ts';

export const DRAW_OPERATIONS: Record<'draw.sellTicket', SyncOperation> = {
  'draw.sellTicket': operation({
    action: 'draw.sellTicket',
    input: PaperSaleInput,
    apply: (tx, principal, m, input) => sellPaperTicket(tx, principal, m.entityId, input),
  }),
};
