/**
 * Draws, participation and tickets in the database. Every change to a ticket moves its `updated_at`
 * strictly forward (`ticketBumpedAt`) and its `version` up, so the officer's device pulls it again.
 */
import { and, asc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Ticket } from '../../../domain/draw/draw.ts';
import type { TicketStatus, TicketType } from '../../../domain/draw/enums.ts';
import type { Checkpoint } from '../../../domain/sync/protocol.ts';
import type { Db } from '../../db/client.ts';
import { draw, drawOrder, drawOrganization, drawTicket, organization } from '../../db/schema/index.ts';
import { containsPattern } from '../../http/list.ts';

export const ticketBumpedAt = sql`greatest(clock_timestamp(), ${drawTicket.updatedAt} + interval '1 millisecond')`;
/** Columns a ticket change always sets. */
export const ticketChange = () => ({ version: sql`${drawTicket.version} + 1`, updatedAt: ticketBumpedAt });

export type TicketRow = typeof drawTicket.$inferSelect;
export type DrawRow = typeof draw.$inferSelect;

export interface TicketRecord {
  ticket: TicketRow;
  drawName: string;
  drawStatus: string;
  declaredAt: Date | null;
}

const recordFields = {
  ticket: drawTicket,
  drawName: draw.name,
  drawStatus: draw.status,
  declaredAt: drawOrganization.declaredAt,
};

function recordQuery(db: Db) {
  return db
    .select(recordFields)
    .from(drawTicket)
    .innerJoin(draw, eq(draw.id, drawTicket.drawId))
    .leftJoin(
      drawOrganization,
      and(
        eq(drawOrganization.drawId, drawTicket.drawId),
        eq(drawOrganization.organizationId, drawTicket.organizationId),
      ),
    );
}

export function toTicketDoc(r: TicketRecord): Ticket {
  const t = r.ticket;
  return {
    id: t.id,
    version: t.version,
    updatedAt: t.updatedAt.toISOString(),
    ...(t.deletedAt ? { deleted: true } : {}),
    drawId: t.drawId,
    drawName: r.drawName,
    number: t.number,
    county: t.county,
    organizationId: t.organizationId,
    status: t.status as TicketStatus,
    ticketType: t.ticketType as TicketType,
    name: t.name,
    address: t.address,
    phone: t.phone,
    saleDate: t.saleDate,
    soldAt: t.soldAt?.toISOString() ?? null,
    orderId: t.orderId,
    declared: r.declaredAt !== null,
  };
}

export async function findDraw(db: Db, id: string): Promise<DrawRow | null> {
  const [row] = await db.select().from(draw).where(eq(draw.id, id));
  return row ?? null;
}

export async function findParticipation(db: Db, drawId: string, organizationId: string) {
  const [row] = await db
    .select()
    .from(drawOrganization)
    .where(and(eq(drawOrganization.drawId, drawId), eq(drawOrganization.organizationId, organizationId)));
  return row ?? null;
}

/** The ticket, locked for the rest of the transaction. */
export async function lockTicket(tx: Db, id: string): Promise<TicketRow | null> {
  const [row] = await tx.select().from(drawTicket).where(eq(drawTicket.id, id)).for('update');
  return row ?? null;
}

export async function ticketRecord(db: Db, id: string): Promise<TicketRecord | null> {
  const [row] = await recordQuery(db).where(eq(drawTicket.id, id));
  return row ?? null;
}

export async function ticketDoc(db: Db, id: string): Promise<Ticket | null> {
  const r = await ticketRecord(db, id);
  return r ? toTicketDoc(r) : null;
}

export interface TicketFilter {
  drawId: string;
  organizationIds?: string[];
  status?: string;
  ticketType?: string;
  search?: string;
  numberFrom?: number;
  numberTo?: number;
}

export function ticketWhere(f: TicketFilter): SQL {
  const conds: (SQL | undefined)[] = [eq(drawTicket.drawId, f.drawId), isNull(drawTicket.deletedAt)];
  if (f.organizationIds) conds.push(inArray(drawTicket.organizationId, f.organizationIds));
  if (f.status) conds.push(eq(drawTicket.status, f.status));
  if (f.ticketType) conds.push(eq(drawTicket.ticketType, f.ticketType));
  if (f.numberFrom !== undefined) conds.push(gte(drawTicket.number, f.numberFrom));
  if (f.numberTo !== undefined) conds.push(lte(drawTicket.number, f.numberTo));
  if (f.search) {
    const like = containsPattern(f.search);
    conds.push(or(sql`${drawTicket.number}::text = ${f.search}`, sql`${drawTicket.name} ilike ${like}`));
  }
  return and(...conds)!;
}

export async function listTickets(db: Db, f: TicketFilter, page: number, size: number) {
  const rows = await recordQuery(db)
    .where(ticketWhere(f))
    .orderBy(asc(drawTicket.number), asc(drawTicket.createdAt))
    .limit(size)
    .offset(page * size);
  const [{ total }] = (await db
    .select({ total: sql<number>`count(*)::int` })
    .from(drawTicket)
    .where(ticketWhere(f))) as [{ total: number }];
  return { docs: rows.map(toTicketDoc), total };
}

/** Counts per status for the ticket summary. */
export async function ticketSummary(db: Db, f: TicketFilter): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: drawTicket.status, n: sql<number>`count(*)::int` })
    .from(drawTicket)
    .where(ticketWhere(f))
    .groupBy(drawTicket.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/**
 * Tickets changed after the checkpoint for the clubs in `organizationIds` (the officer's device), in
 * (updated_at, id) order; the caller sends those no longer live (`isLiveOnDevice`) as tombstones.
 */
export async function ticketsChangedSince(
  db: Db,
  organizationIds: string[],
  after: Checkpoint | null,
  limit: number,
): Promise<TicketRecord[]> {
  if (organizationIds.length === 0) return [];
  const conds: (SQL | undefined)[] = [inArray(drawTicket.organizationId, organizationIds)];
  if (after) {
    const at = new Date(after.updatedAt);
    conds.push(
      or(gt(drawTicket.updatedAt, at), and(eq(drawTicket.updatedAt, at), gt(drawTicket.id, after.id))),
    );
  }
  return recordQuery(db)
    .where(and(...conds))
    .orderBy(asc(drawTicket.updatedAt), asc(drawTicket.id))
    .limit(limit);
}

/** Whether a device keeps the ticket: not deallocated, not a FAILED/EXPIRED history row, draw still active. */
export function isLiveOnDevice(r: TicketRecord): boolean {
  return !r.ticket.deletedAt && r.drawStatus === 'ACTIVE' && !['FAILED', 'EXPIRED'].includes(r.ticket.status);
}

export async function allDraws(db: Db): Promise<DrawRow[]> {
  return db.select().from(draw).orderBy(draw.createdAt);
}

/** The clubs taking part in draws, with their names: all of them, or only `organizationIds`'. */
export async function participations(db: Db, organizationIds: string[] | 'all') {
  return db
    .select({ part: drawOrganization, name: organization.name })
    .from(drawOrganization)
    .innerJoin(organization, eq(organization.id, drawOrganization.organizationId))
    .where(
      organizationIds === 'all'
        ? undefined
        : inArray(drawOrganization.organizationId, organizationIds.length ? organizationIds : ['-']),
    );
}

/** The clubs a draw is open to online (participation ENABLED), by name, with their addresses. */
export async function enabledClubs(db: Db, drawId: string) {
  return db
    .select({ id: organization.id, name: organization.name, address: organization.address })
    .from(drawOrganization)
    .innerJoin(organization, eq(organization.id, drawOrganization.organizationId))
    .where(and(eq(drawOrganization.drawId, drawId), eq(drawOrganization.status, 'ENABLED')))
    .orderBy(organization.name);
}

/** A club's online orders in a draw, oldest first. */
export async function ordersOf(db: Db, drawId: string, organizationId: string) {
  return db
    .select()
    .from(drawOrder)
    .where(and(eq(drawOrder.drawId, drawId), eq(drawOrder.organizationId, organizationId)))
    .orderBy(drawOrder.createdAt);
}
