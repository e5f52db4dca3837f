/**
 * Draw admin and club routes under /api/draw (seed 2 §2 Draws; seed 2 §7 gives no paths, so these are
 * ours). Each route: guard first, then validation, then the rule in draw-tickets.ts / draw-online.ts.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import QRCode from 'qrcode';
import * as v from 'valibot';
import {
  AllocationInput,
  DeallocateInput,
  PaperSaleInput,
  ParticipationInput,
  TicketListQuery,
} from '../../../domain/draw/draw.ts';
import { CONFLICT_MESSAGES } from '../../../domain/messages.ts';
import { isSuperAdmin } from '../../auth/access.ts';
import { cardFee, REFUND_BANK_FEE_MINOR, type PaymentsProvider } from '../../adapters/payments/provider.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { ConflictError } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { validate } from '../../http/validate.ts';
import { ticketsCsv, uploadPaperSales } from './draw-csv.ts';
import { paperRequestRoutes } from './draw-paper-request.ts';
import { refundAvailability, refundOrder } from './draw-online.ts';
import {
  allocate,
  deallocate,
  declare,
  editTicket,
  sellPaperTicket,
  setParticipation,
} from './draw-tickets.ts';
import { drawOfficerOrgs, mayRunDraw } from './draw.policy.ts';
import {
  allDraws,
  findDraw,
  listTickets,
  ordersOf,
  participations,
  ticketSummary,
} from './draw.repository.ts';

const DrawParam = v.object({ id: v.pipe(v.string(), v.maxLength(64)) });
const ClubParam = v.object({
  id: v.pipe(v.string(), v.maxLength(64)),
  orgId: v.pipe(v.string(), v.maxLength(64)),
});
const TicketParam = v.object({ ticketId: v.pipe(v.string(), v.maxLength(64)) });

const lang = (c: Context<AppEnv>) => c.req.header('accept-language');
const club = (c: Context<AppEnv>) => ({ drawId: c.req.param('id'), organizationId: c.req.param('orgId') });

/** The public share link of a club's online sales. */
export const shareLink = (publicUrl: string, drawId: string, orgId: string) =>
  `${publicUrl}/draw-entry/${encodeURIComponent(drawId)}?club=${encodeURIComponent(orgId)}`;

export function drawRoutes(payments: PaymentsProvider, publicUrl: string) {
  const app = new Hono<AppEnv>();

  app.get(
    '/',
    describeRoute({ tags: ['draw'], summary: 'Draws with the caller’s clubs taking part' }),
    guard('draw.list'),
    async (c) => {
      const { db, principal } = c.get('auth');
      const p = principal!;
      const draws = await allDraws(db);
      const parts = await participations(db, isSuperAdmin(p) ? 'all' : drawOfficerOrgs(p));
      const runs = await Promise.all(draws.map((d) => mayRunDraw(c.get('auth'), p, d.id)));
      const docs = draws.map((d, i) => ({
        id: d.id,
        /** Whether the caller runs this draw (allocation, participation). */
        admin: runs[i]!,
        name: d.name,
        status: d.status,
        organizationId: d.organizationId,
        ticketPriceMinor: d.ticketPriceMinor,
        currency: d.currency,
        drawDate: d.drawDate,
        clubs: parts
          .filter((x) => x.part.drawId === d.id)
          .map((x) => ({
            organizationId: x.part.organizationId,
            name: x.name,
            status: x.part.status,
            declaredAt: x.part.declaredAt?.toISOString() ?? null,
            shareLink: shareLink(publicUrl, d.id, x.part.organizationId),
          })),
      }));
      return c.json(listBody('draws', docs, docs.length, 0, Math.max(docs.length, 1)));
    },
  );

  app.post(
    '/:id/allocation',
    describeRoute({ tags: ['draw'], summary: 'Allocate a range of tickets to a club (overlaps refused)' }),
    guard('draw.admin', (c) => c.req.param('id')),
    validate('param', DrawParam),
    validate('json', AllocationInput),
    async (c) => {
      const { db } = c.get('auth');
      const out = await allocate(db, c.req.valid('param').id, c.req.valid('json'), lang(c));
      return c.json(out, 201);
    },
  );

  app.post(
    '/:id/deallocate',
    describeRoute({ tags: ['draw'], summary: 'Deallocate selected tickets (only ALLOCATED ones)' }),
    guard('draw.admin', (c) => c.req.param('id')),
    validate('param', DrawParam),
    validate('json', DeallocateInput),
    async (c) => {
      const { db } = c.get('auth');
      const n = await deallocate(db, c.req.valid('param').id, c.req.valid('json').ticketIds, lang(c));
      return c.json({ deallocated: n });
    },
  );

  app.put(
    '/:id/participation',
    describeRoute({ tags: ['draw'], summary: 'A club takes part (ENABLED) or not (DELETED)' }),
    guard('draw.admin', (c) => c.req.param('id')),
    validate('param', DrawParam),
    validate('json', ParticipationInput),
    async (c) => {
      const { db } = c.get('auth');
      const { organizationId, status } = c.req.valid('json');
      const out = await setParticipation(db, c.req.valid('param').id, organizationId, status, lang(c));
      return c.json(out);
    },
  );

  app.get(
    '/:id/organization/:orgId/ticket',
    describeRoute({
      tags: ['draw'],
      summary: 'A club’s tickets (filters status, ticketType, search) with summary',
    }),
    guard('draw.club', club),
    validate('param', ClubParam),
    validate('query', TicketListQuery),
    async (c) => {
      const { db } = c.get('auth');
      const { id, orgId } = c.req.valid('param');
      const q = c.req.valid('query');
      const filter = {
        drawId: id,
        organizationIds: [orgId],
        status: q.status,
        ticketType: q.ticketType,
        search: q.search,
        numberFrom: q.numberFrom,
        numberTo: q.numberTo,
      };
      const { docs, total } = await listTickets(db, filter, q.page, q.size);
      const body = listBody('tickets', docs, total, q.page, q.size);
      return c.json({ ...body, summary: await ticketSummary(db, { drawId: id, organizationIds: [orgId] }) });
    },
  );

  app.get(
    '/:id/organization/:orgId/order',
    describeRoute({ tags: ['draw'], summary: 'A club’s online orders, with whether refunds are possible' }),
    guard('draw.club', club),
    validate('param', ClubParam),
    async (c) => {
      const { db } = c.get('auth');
      const { id, orgId } = c.req.valid('param');
      const d = await findDraw(db, id);
      const orders = await ordersOf(db, id, orgId);
      const refund = await refundAvailability(payments, orgId, d?.currency ?? 'EUR');
      return c.json({
        orders: orders.map((o) => ({
          id: o.id,
          status: o.status,
          quantity: o.quantity,
          amountMinor: o.amountMinor,
          currency: o.currency,
          entrants: o.entrants,
          createdAt: o.createdAt.toISOString(),
          /** What refunding it costs the club: the bank's refund fee and the card fee not returned. */
          refundFeeMinor: REFUND_BANK_FEE_MINOR + cardFee(o.amountMinor),
        })),
        refund: { enabled: refund.enabled, refundFeeMinor: refund.refundFeeMinor, balance: refund.balance },
      });
    },
  );

  app.post(
    '/:id/organization/:orgId/order/:orderId/refund',
    describeRoute({ tags: ['draw'], summary: 'Refund a whole online order (its tickets become REFUNDED)' }),
    guard('draw.club', club),
    async (c) => {
      const { db } = c.get('auth');
      const { id, orgId, orderId } = c.req.param();
      const order = await refundOrder(db, payments, id, orderId, lang(c), orgId);
      return c.json({ id: order.id, status: order.status });
    },
  );

  app.post(
    '/:id/organization/:orgId/declare',
    describeRoute({ tags: ['draw'], summary: 'Declare the club’s sold tickets (irreversible)' }),
    guard('draw.club', club),
    validate('param', ClubParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id, orgId } = c.req.valid('param');
      return c.json(await declare(db, principal!, id, orgId, lang(c)));
    },
  );

  app.get(
    '/:id/organization/:orgId/export.csv',
    describeRoute({ tags: ['draw'], summary: 'The club’s tickets as CSV' }),
    guard('draw.club', club),
    validate('param', ClubParam),
    async (c) => {
      const { db } = c.get('auth');
      const { id, orgId } = c.req.valid('param');
      const { docs } = await listTickets(db, { drawId: id, organizationIds: [orgId] }, 0, 100_000);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="tickets-${id}.csv"`);
      return c.body(ticketsCsv(docs));
    },
  );

  app.post(
    '/:id/organization/:orgId/upload',
    describeRoute({ tags: ['draw'], summary: 'Bulk upload of paper sales (CSV body)' }),
    guard('draw.club', club),
    validate('param', ClubParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id, orgId } = c.req.valid('param');
      return c.json(await uploadPaperSales(db, principal!, id, orgId, await c.req.text(), lang(c)));
    },
  );

  app.get(
    '/:id/organization/:orgId/qr.png',
    describeRoute({ tags: ['draw'], summary: 'QR code (PNG) of the club’s online-sales share link' }),
    guard('draw.club', club),
    validate('param', ClubParam),
    async (c) => {
      const { id, orgId } = c.req.valid('param');
      const png = await QRCode.toBuffer(shareLink(publicUrl, id, orgId), {
        type: 'png',
        width: 512,
        margin: 2,
      });
      c.header('Content-Type', 'image/png');
      c.header('Content-Disposition', `attachment; filename="draw-${orgId}.png"`);
      return c.body(new Uint8Array(png));
    },
  );

  paperRequestRoutes(app);

  app.post(
    '/ticket/:ticketId/sale',
    describeRoute({
      tags: ['draw'],
      summary: 'Sell a paper ticket; 409 with reason alreadySold and the winning sale when it was sold first',
    }),
    guard('draw.sellTicket', (c) => c.req.param('ticketId')),
    validate('param', TicketParam),
    validate('json', PaperSaleInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const out = await sellPaperTicket(
        db,
        principal,
        c.req.valid('param').ticketId,
        c.req.valid('json'),
        lang(c),
      );
      if (out.kind === 'applied') return c.json(out.doc);
      throw new ConflictError(CONFLICT_MESSAGES.alreadySold, { reason: out.reason, document: out.doc });
    },
  );

  app.patch(
    '/ticket/:ticketId',
    describeRoute({ tags: ['draw'], summary: 'Edit the buyer of a sold paper ticket' }),
    guard('draw.editTicket', (c) => c.req.param('ticketId')),
    validate('param', TicketParam),
    validate('json', PaperSaleInput),
    async (c) => {
      const { db } = c.get('auth');
      const doc = await editTicket(db, c.req.valid('param').ticketId, c.req.valid('json'), lang(c));
      return c.json(doc);
    },
  );

  return app;
}
