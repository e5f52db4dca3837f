/**
 * A batch of paper sales for the sync push (sell-tickets.ts): the tickets locked in one statement with their
 * draw and club participation, and the sales written in one statement.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PaperSaleInput } from '../../../domain/draw/draw.ts';
import type { Db } from '../../db/client.ts';
import { draw, drawOrganization, drawTicket } from '../../db/schema/index.ts';
import { ticketBumpedAt, type TicketRecord, type TicketRow } from './draw.repository.ts';

export type LockedTicket = TicketRecord & {
  drawOrganizationId: string;
  participationStatus: string | null;
};

/** The tickets (deleted ones too), locked for the rest of the transaction in id order. */
export async function lockTicketRecords(db: Db, ids: string[]): Promise<LockedTicket[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      ticket: drawTicket,
      drawName: draw.name,
      drawStatus: draw.status,
      declaredAt: drawOrganization.declaredAt,
      drawOrganizationId: draw.organizationId,
      participationStatus: drawOrganization.status,
    })
    .from(drawTicket)
    .innerJoin(draw, eq(draw.id, drawTicket.drawId))
    .leftJoin(
      drawOrganization,
      and(
        eq(drawOrganization.drawId, drawTicket.drawId),
        eq(drawOrganization.organizationId, drawTicket.organizationId),
      ),
    )
    .where(inArray(drawTicket.id, ids))
    .orderBy(asc(drawTicket.id))
    .for('update', { of: drawTicket });
}

/** Paper sales of ALLOCATED tickets, one statement: each ticket SOLD with its buyer, version up by one. */
export async function writeSales(
  db: Db,
  sales: (PaperSaleInput & { id: string })[],
  soldBy: string | null,
): Promise<TicketRow[]> {
  if (sales.length === 0) return [];
  return db
    .update(drawTicket)
    .set({
      status: 'SOLD',
      name: sql`v.name`,
      address: sql`v.address`,
      phone: sql`v.phone`,
      saleDate: sql`v.date`,
      soldAt: new Date(),
      soldBy,
      version: sql`${drawTicket.version} + 1`,
      updatedAt: ticketBumpedAt,
    })
    .from(
      sql`jsonb_to_recordset(${JSON.stringify(sales)}::jsonb) as v(id text, name text, address text, phone text, date text)`,
    )
    .where(sql`${drawTicket.id} = v.id`)
    .returning();
}
