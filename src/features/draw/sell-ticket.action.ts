/** A paper-ticket sale, declared once for the offline engine (seed 2 §4: ALLOCATED → SOLD). */
import { PaperSaleInput, type Ticket } from '../../../domain/draw/draw';
import { defineAction } from '../../offline/actions';

export const sellTicket = defineAction({
  op: 'draw.sellTicket',
  collection: 'drawTickets',
  schema: PaperSaleInput,
  apply: (doc: Ticket, s: PaperSaleInput): Ticket => ({
    ...doc,
    status: 'SOLD',
    name: s.name,
    address: s.address,
    phone: s.phone,
    saleDate: s.date,
  }),
  // A ticket sold twice belongs to the first sale to reach the server: the server's ticket stays and the
  // seller is shown the winner's details, with the buyer kept to sell another ticket.
  onConflict: () => 'server',
});
