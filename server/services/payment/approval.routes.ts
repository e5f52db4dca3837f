/**
 * Top-up and payout requests awaiting a second finance administrator (seed 3 §4, §5, §7), under
 * /api/payment-account/{orgId}/approval:
 * - GET ?status=CREATED&page=&size= (default size 40): the club's requests, newest first;
 * - POST: a request (TOP_UP or PAYOUT), answered 201 with status CREATED;
 * - PATCH /{id}: approve, or reject with a reason (never one's own request: 403);
 * - DELETE /{id}: the requester cancels.
 * Policy payment.read (list) and payment.move (the rest), payment.policy.ts; use cases in approval.ts; SQL in
 * payment.repository.ts. Outside the request transaction (they call the provider; route-rules.ts), so an
 * Idempotency-Key replays the first answer.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  APPROVAL_STATUSES,
  ApprovalDecisionInput,
  ApprovalRequestInput,
} from '../../../domain/payment/approval.ts';
import { listQuery } from '../../../domain/lib/list-query.ts';
import type { PaymentsProvider } from '../../adapters/payments/provider.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { validate } from '../../http/validate.ts';
import { cancelMovement, decideMovement, requestMovement, type Caller } from './approval.ts';
import { OrgParam } from './payment-account.routes.ts';
import { approvals, approvalView } from './payment.repository.ts';
import type { Context } from 'hono';

const ApprovalParam = v.object({
  ...OrgParam.entries,
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});
const ApprovalQuery = v.object({
  ...listQuery({ maxSize: 100, defaultSize: 40 }).entries,
  status: v.optional(v.picklist(APPROVAL_STATUSES)),
});

export function caller(c: Context<AppEnv>): Caller {
  const { db, principal } = c.get('auth');
  return { db, personId: principal!.personId!, lang: c.req.header('accept-language') };
}

export function approvalRoutes(payments: PaymentsProvider) {
  const app = new Hono<AppEnv>();
  const orgOf = (c: Context<AppEnv>) => c.req.param('orgId');

  app.get(
    '/:orgId/approval',
    describeRoute({ tags: ['payment'], summary: 'A club’s top-up and payout requests' }),
    guard('payment.read', orgOf),
    validate('param', OrgParam),
    validate('query', ApprovalQuery),
    async (c) => {
      const { db } = c.get('auth');
      const q = c.req.valid('query');
      const { rows, total } = await approvals(db, c.req.valid('param').orgId, q.status, q.page, q.size);
      const items = await Promise.all(rows.map((r) => approvalView(db, r)));
      return c.json(listBody('approvals', items, total, q.page, q.size));
    },
  );

  app.post(
    '/:orgId/approval',
    describeRoute({
      tags: ['payment'],
      summary: 'Request a top-up or payout (a second finance admin approves)',
    }),
    guard('payment.move', orgOf),
    validate('param', OrgParam),
    validate('json', ApprovalRequestInput),
    async (c) => {
      const who = caller(c);
      const row = await requestMovement(payments, who, c.req.valid('param').orgId, c.req.valid('json'));
      return c.json(await approvalView(who.db, row), 201);
    },
  );

  app.patch(
    '/:orgId/approval/:id',
    describeRoute({
      tags: ['payment'],
      summary: 'Approve, or reject with a reason, another admin’s request',
    }),
    guard('payment.move', orgOf),
    validate('param', ApprovalParam),
    validate('json', ApprovalDecisionInput),
    async (c) => {
      const who = caller(c);
      const { orgId, id } = c.req.valid('param');
      const row = await decideMovement(payments, who, orgId, id, c.req.valid('json'));
      return c.json(await approvalView(who.db, row));
    },
  );

  app.delete(
    '/:orgId/approval/:id',
    describeRoute({ tags: ['payment'], summary: 'Cancel one’s own request' }),
    guard('payment.move', orgOf),
    validate('param', ApprovalParam),
    async (c) => {
      const who = caller(c);
      const { orgId, id } = c.req.valid('param');
      return c.json(await approvalView(who.db, await cancelMovement(who, orgId, id)));
    },
  );
  return app;
}
