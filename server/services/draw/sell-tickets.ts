/**
 * `draw.sellTicket` for a whole sync batch at once (issue 50): the rule of draw-tickets.ts `sellPaperTicket`
 * — the `draw.sellTicket` policy (the club's draw officers or admins, or the draw's organisation's admins,
 * up the organisation tree), the ticket must exist, the draw be active and the club neither declared nor
 * withdrawn, and the first sale wins (a ticket no longer ALLOCATED is a conflict with the winner's ticket) —
 * decided from the tickets locked in one statement and one query for the organisation tree, then written in
 * one statement; documents from the rows written.
 */
import type { PaperSaleInput } from '../../../domain/draw/draw.ts';
import { DRAW_ERRORS } from '../../../domain/draw/messages.ts';
import { isSuperAdmin } from '../../auth/access.ts';
import { orgsWhere, type Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { Checked, MutationOutcome } from '../../sync/operation.ts';
import { orgLineage } from '../competition/competition.policy.ts';
import { lockTicketRecords, writeSales, type LockedTicket } from './draw-batch.repository.ts';
import { drawError } from './draw-errors.ts';
import { drawOfficerOrgs } from './draw.policy.ts';
import { toTicketDoc } from './draw.repository.ts';

export async function sellTickets(
  tx: Db,
  principal: Principal,
  items: Checked<PaperSaleInput>[],
): Promise<MutationOutcome[]> {
  const locked = new Map(
    (
      await lockTicketRecords(
        tx,
        items.map((i) => i.m.entityId),
      )
    ).map((r) => [r.ticket.id, r]),
  );
  const officerOf = drawOfficerOrgs(principal);
  const adminOf = orgsWhere(principal, 'admin');
  const superAdmin = isSuperAdmin(principal);
  const lineage = await orgLineage(
    tx,
    [...locked.values()].flatMap((r) => [r.ticket.organizationId, r.drawOrganizationId]),
  );
  const under = (org: string, adminOrgs: string[]) =>
    (lineage.get(org) ?? [org]).some((o) => adminOrgs.includes(o));
  // The policy (draw.policy.ts mayHandleTicket): an unknown ticket passes, to be answered 404.
  const mayHandle = (r: LockedTicket | undefined) =>
    r
      ? under(r.ticket.organizationId, officerOf) || superAdmin || under(r.drawOrganizationId, adminOf)
      : officerOf.length > 0 || superAdmin;

  const outcomes: (MutationOutcome | string)[] = [];
  const sales: (PaperSaleInput & { id: string })[] = [];
  for (const { m, input } of items) {
    const r = locked.get(m.entityId);
    if (!mayHandle(r)) outcomes.push({ kind: 'rejected', error: forbidden() });
    else if (!r || r.ticket.deletedAt) {
      outcomes.push({ kind: 'rejected', error: notFound('This ticket no longer exists') });
    } else if (r.drawStatus !== 'ACTIVE') {
      outcomes.push({ kind: 'rejected', error: drawError(409, DRAW_ERRORS.drawClosed) });
    } else if (r.declaredAt) {
      outcomes.push({ kind: 'rejected', error: drawError(409, DRAW_ERRORS.declared) });
    } else if (r.participationStatus === 'DELETED') {
      outcomes.push({ kind: 'rejected', error: drawError(409, DRAW_ERRORS.notAccepting) });
    } else if (r.ticket.status !== 'ALLOCATED') {
      outcomes.push({ kind: 'conflict', reason: 'alreadySold', doc: toTicketDoc(r) });
    } else {
      sales.push({ ...input, id: m.entityId });
      outcomes.push(m.entityId);
    }
  }
  const written = new Map((await writeSales(tx, sales, principal.personId)).map((t) => [t.id, t]));
  return outcomes.map((o) =>
    typeof o === 'string'
      ? { kind: 'applied', doc: toTicketDoc({ ...locked.get(o)!, ticket: written.get(o)! }) }
      : o,
  );
}
