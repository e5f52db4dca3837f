/**
 * The rules of a club's tickets (seed 2 §4 Draw), shared by the REST routes and the sync push, so a sale
 * recorded offline meets exactly the checks of one recorded online. Call each inside a transaction.
 *
 * Transitions, enforced here and nowhere else: ALLOCATED → SOLD (a paper sale); ALLOCATED → PENDING_PAYMENT
 * → SOLD / FAILED / EXPIRED (online, draw-online.ts); SOLD → REFUNDED (a whole online order). A declared
 * club's tickets take no sale, edit or allocation; an archived draw takes none either.
 *
 * Conflict rule: a ticket sold twice belongs to the first sale to reach the server. The ticket row is locked
 * first, so of two concurrent sales one waits and then finds the ticket SOLD: it is answered as a conflict
 * with the winner's details, and nothing is written.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AllocationInput, PaperSaleInput, Ticket } from '../../../domain/draw/draw.ts';
import { DRAW_ERRORS } from '../../../domain/draw/messages.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { drawAllocation, drawOrganization, drawTicket, organization } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { drawError } from './draw-errors.ts';
import { findDraw, findParticipation, lockTicket, ticketChange, ticketDoc } from './draw.repository.ts';

export type SaleOutcome =
  { kind: 'applied'; doc: Ticket } | { kind: 'conflict'; reason: 'alreadySold'; doc: Ticket };

/** Refuses when the draw is archived or the club has declared (or left) the draw. */
export async function assertOpenForClub(
  tx: Db,
  drawId: string,
  organizationId: string,
  lang?: string | null,
): Promise<void> {
  const d = await findDraw(tx, drawId);
  if (!d) throw drawError(404, DRAW_ERRORS.drawNotFound, lang);
  if (d.status !== 'ACTIVE') throw drawError(409, DRAW_ERRORS.drawClosed, lang);
  const part = await findParticipation(tx, drawId, organizationId);
  if (part?.declaredAt) throw drawError(409, DRAW_ERRORS.declared, lang);
  if (part?.status === 'DELETED') throw drawError(409, DRAW_ERRORS.notAccepting, lang);
}

export async function sellPaperTicket(
  tx: Db,
  principal: Principal | null,
  ticketId: string,
  input: PaperSaleInput,
  lang?: string | null,
): Promise<SaleOutcome> {
  const row = await lockTicket(tx, ticketId);
  if (!row || row.deletedAt) throw notFound('This ticket no longer exists');
  await assertOpenForClub(tx, row.drawId, row.organizationId, lang);
  if (row.status !== 'ALLOCATED') {
    return { kind: 'conflict', reason: 'alreadySold', doc: (await ticketDoc(tx, ticketId))! };
  }
  await tx
    .update(drawTicket)
    .set({
      status: 'SOLD',
      name: input.name,
      address: input.address,
      phone: input.phone,
      saleDate: input.date,
      soldAt: new Date(),
      soldBy: principal?.personId ?? null,
      ...ticketChange(),
    })
    .where(eq(drawTicket.id, ticketId));
  return { kind: 'applied', doc: (await ticketDoc(tx, ticketId))! };
}

/** Edits the buyer's details of a sold paper ticket. */
export async function editTicket(
  tx: Db,
  ticketId: string,
  input: PaperSaleInput,
  lang?: string | null,
): Promise<Ticket> {
  const row = await lockTicket(tx, ticketId);
  if (!row || row.deletedAt) throw notFound('This ticket no longer exists');
  await assertOpenForClub(tx, row.drawId, row.organizationId, lang);
  if (row.status !== 'SOLD' || row.ticketType === 'ONLINE') throw drawError(409, DRAW_ERRORS.notSold, lang);
  await tx
    .update(drawTicket)
    .set({
      name: input.name,
      address: input.address,
      phone: input.phone,
      saleDate: input.date,
      ...ticketChange(),
    })
    .where(eq(drawTicket.id, ticketId));
  return (await ticketDoc(tx, ticketId))!;
}

/**
 * Allocates a range of ticket numbers to a club. Overlap with any live ticket of the draw is refused; the
 * partial unique index (schema/draw.ts) backs the check against a concurrent allocation.
 */
/** An organisation named in a request exists ("Error updating organization" otherwise, not a foreign-key 500). */
async function assertOrganization(tx: Db, organizationId: string, lang?: string | null) {
  const [org] = await tx
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.id, organizationId));
  if (!org) throw drawError(404, DRAW_ERRORS.organization, lang);
}

export async function allocate(tx: Db, drawId: string, input: AllocationInput, lang?: string | null) {
  await assertOrganization(tx, input.organizationId, lang);
  await assertOpenForClub(tx, drawId, input.organizationId, lang);
  const end = input.startTicketNumber + input.numberOfTickets - 1;
  // Serialise allocations of one draw: the overlap check and the insert must see each other.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`draw-allocate:${drawId}`}))`);
  const [overlap] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(drawTicket)
    .where(
      and(
        eq(drawTicket.drawId, drawId),
        isNull(drawTicket.deletedAt),
        sql`${drawTicket.status} not in ('FAILED', 'EXPIRED')`,
        sql`${drawTicket.number} between ${input.startTicketNumber} and ${end}`,
      ),
    );
  if (overlap!.n > 0) throw drawError(409, DRAW_ERRORS.overlap, lang, 'startTicketNumber');
  await tx
    .insert(drawOrganization)
    .values({ id: uuidv7(), drawId, organizationId: input.organizationId })
    .onConflictDoNothing();
  const allocationId = uuidv7();
  await tx.insert(drawAllocation).values({ id: allocationId, drawId, ...input });
  const rows = Array.from({ length: input.numberOfTickets }, (_, i) => ({
    id: uuidv7(),
    drawId,
    allocationId,
    number: input.startTicketNumber + i,
    county: input.county,
    organizationId: input.organizationId,
    status: 'ALLOCATED',
    ticketType: input.ticketType,
  }));
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(drawTicket).values(rows.slice(i, i + 1000));
  return { id: allocationId, ...input, drawId };
}

/** Deallocates tickets that are still ALLOCATED (soft delete: devices receive tombstones). */
export async function deallocate(
  tx: Db,
  drawId: string,
  ticketIds: string[],
  lang?: string | null,
): Promise<number> {
  const rows = await tx
    .select()
    .from(drawTicket)
    .where(
      and(eq(drawTicket.drawId, drawId), inArray(drawTicket.id, ticketIds), isNull(drawTicket.deletedAt)),
    )
    .for('update');
  if (rows.length !== new Set(ticketIds).size) throw drawError(404, DRAW_ERRORS.deallocateFailed, lang);
  for (const org of new Set(rows.map((r) => r.organizationId)))
    await assertOpenForClub(tx, drawId, org, lang);
  if (rows.some((r) => r.status !== 'ALLOCATED')) throw drawError(409, DRAW_ERRORS.notAllocated, lang);
  await tx
    .update(drawTicket)
    .set({ deletedAt: new Date(), ...ticketChange() })
    .where(inArray(drawTicket.id, ticketIds));
  return rows.length;
}

export async function setParticipation(
  tx: Db,
  drawId: string,
  organizationId: string,
  status: 'ENABLED' | 'DELETED',
  lang?: string | null,
) {
  const d = await findDraw(tx, drawId);
  if (!d) throw drawError(404, DRAW_ERRORS.drawNotFound, lang);
  await assertOrganization(tx, organizationId, lang);
  const part = await findParticipation(tx, drawId, organizationId);
  if (part?.declaredAt) throw drawError(409, DRAW_ERRORS.declared, lang);
  await tx
    .insert(drawOrganization)
    .values({ id: uuidv7(), drawId, organizationId, status })
    .onConflictDoUpdate({
      target: [drawOrganization.drawId, drawOrganization.organizationId],
      set: { status },
    });
  return { drawId, organizationId, status };
}

/**
 * Declares a club's sold tickets: irreversible. Afterwards the club's tickets take no sale or edit and the
 * club no allocation; its tickets are bumped so devices learn of the declaration on their next pull.
 */
export async function declare(
  tx: Db,
  principal: Principal,
  drawId: string,
  organizationId: string,
  lang?: string | null,
) {
  await assertOpenForClub(tx, drawId, organizationId, lang);
  const [part] = await tx
    .update(drawOrganization)
    .set({ declaredAt: new Date(), declaredBy: principal.personId })
    .where(
      and(
        eq(drawOrganization.drawId, drawId),
        eq(drawOrganization.organizationId, organizationId),
        isNull(drawOrganization.declaredAt),
      ),
    )
    .returning();
  if (!part) throw drawError(409, DRAW_ERRORS.declareFailed, lang);
  await tx
    .update(drawTicket)
    .set(ticketChange())
    .where(and(eq(drawTicket.drawId, drawId), eq(drawTicket.organizationId, organizationId)));
  const [sold] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(drawTicket)
    .where(
      and(
        eq(drawTicket.drawId, drawId),
        eq(drawTicket.organizationId, organizationId),
        eq(drawTicket.status, 'SOLD'),
        isNull(drawTicket.deletedAt),
      ),
    );
  return { drawId, organizationId, declaredAt: part.declaredAt!.toISOString(), soldTickets: sold!.n };
}
