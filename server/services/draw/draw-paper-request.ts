/**
 * Requests for additional paper tickets (seed 2 §2 "request additional paper tickets" dialog): a club's
 * admins or draw officer ask, the draw's runners read the requests beside the allocation form. A request
 * counts as answered once the club has an allocation made after it; nothing else changes state.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { uuidv7 } from 'uuidv7';
import * as v from 'valibot';
import { PaperTicketRequestInput } from '../../../domain/draw/draw.ts';
import { drawAllocation, drawPaperRequest, organization } from '../../db/schema/index.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { guard } from '../../http/guard.ts';
import { validate } from '../../http/validate.ts';
import { assertOpenForClub } from './draw-tickets.ts';

const DrawParam = v.object({ id: v.pipe(v.string(), v.maxLength(64)) });
const ClubParam = v.object({
  id: v.pipe(v.string(), v.maxLength(64)),
  orgId: v.pipe(v.string(), v.maxLength(64)),
});

export function paperRequestRoutes(app: Hono<AppEnv>) {
  app.post(
    '/:id/organization/:orgId/paper-request',
    describeRoute({ tags: ['draw'], summary: 'Ask the draw’s runners for more paper tickets' }),
    guard('draw.club', (c) => ({ drawId: c.req.param('id'), organizationId: c.req.param('orgId') })),
    validate('param', ClubParam),
    validate('json', PaperTicketRequestInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id, orgId } = c.req.valid('param');
      const input = c.req.valid('json');
      await assertOpenForClub(db, id, orgId, c.req.header('accept-language'));
      const [row] = await db
        .insert(drawPaperRequest)
        .values({
          id: uuidv7(),
          drawId: id,
          organizationId: orgId,
          numberOfTickets: input.numberOfTickets,
          note: input.note || null,
          requestedBy: principal?.personId ?? null,
        })
        .returning();
      return c.json(
        { id: row!.id, numberOfTickets: row!.numberOfTickets, createdAt: row!.createdAt.toISOString() },
        201,
      );
    },
  );

  app.get(
    '/:id/paper-request',
    describeRoute({ tags: ['draw'], summary: 'Clubs’ requests for more paper tickets, newest first' }),
    guard('draw.admin', (c) => c.req.param('id')),
    validate('param', DrawParam),
    async (c) => {
      const { db } = c.get('auth');
      const { id } = c.req.valid('param');
      const answered = sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(drawAllocation)
        .where(
          and(
            eq(drawAllocation.drawId, drawPaperRequest.drawId),
            eq(drawAllocation.organizationId, drawPaperRequest.organizationId),
            gt(drawAllocation.createdAt, drawPaperRequest.createdAt),
          ),
        )})`;
      const rows = await db
        .select({ r: drawPaperRequest, clubName: organization.name, answered })
        .from(drawPaperRequest)
        .innerJoin(organization, eq(organization.id, drawPaperRequest.organizationId))
        .where(eq(drawPaperRequest.drawId, id))
        .orderBy(desc(drawPaperRequest.createdAt))
        .limit(200);
      return c.json({
        requests: rows.map(({ r, clubName, answered: done }) => ({
          id: r.id,
          organizationId: r.organizationId,
          clubName,
          numberOfTickets: r.numberOfTickets,
          note: r.note,
          createdAt: r.createdAt.toISOString(),
          answered: done,
        })),
      });
    },
  );
}
