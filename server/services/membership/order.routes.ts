/**
 * Orders and memberships (seed 1 §7 Membership service): `GET /order` (a club's, for its admins, or the
 * caller's own; filter organization.id, person.id, status, kind; newest first), `GET /order/{id}` (its payer
 * or the club's admins),
 * `PATCH /order/{id}` (mark paid, cancel), `POST /order/{id}/refund`, `POST /order/{id}/cancel-plan`;
 * `GET /membership` (filters organization.id, personId, orderId, membershipStatus), `GET|PATCH
 * /membership/{id}` (approve, revoke), `GET|POST /membership/{id}/upgrade`. Club lists also filter by season
 * and paymentStatus and search names. Annual levies are in levy.routes.ts.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { listQuery } from '../../../domain/lib/list-query.ts';
import { M } from '../../../domain/messages.ts';
import { MEMBERSHIP_ERRORS } from '../../../domain/membership/messages.ts';
import { MembershipPatch, OrderPatch, UpgradeInput } from '../../../domain/membership/registration.ts';
import { requireAccess } from '../../auth/access.ts';
import type { PaymentsProvider } from '../../adapters/payments/provider.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { HttpError } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { eqFilter, listBody, wholeList } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import { cancelPlan, patchOrder, refundOrder, setMembershipStatus } from './lifecycle.ts';
import { membershipError } from './membership-errors.ts';
import { dependantIds } from '../family/guardianship.ts';
import { actsFor, administersClub } from './membership.policy.ts';
import { findMembership, listMemberships, listOrders, orderDto } from './order.repository.ts';
import { upgradeCandidates, upgradeMembership } from './upgrade.ts';

const FILTER_KEYS = [
  'organization.id',
  'personId',
  'orderId',
  'membershipStatus',
  'paymentStatus',
  'season',
] as const;
const ORDER_FILTER_KEYS = ['organization.id', 'person.id', 'status', 'kind'] as const;

export function orderRoutes(payments: PaymentsProvider) {
  const app = new Hono<AppEnv>();
  const lang = (c: { req: { header(n: string): string | undefined } }) => c.req.header('accept-language');

  app.get(
    '/',
    describeRoute({ tags: ['membership'], summary: 'Orders: a club’s (its admins) or the caller’s own' }),
    guard('membership.list'),
    validate('query', listQuery()),
    async (c) => {
      const auth = c.get('auth');
      const q = c.req.valid('query');
      const value = eqFilter(q.filter, ORDER_FILTER_KEYS);
      const organizationId = value('organization.id')[0];
      if (organizationId) await requireAccess(auth, 'membership.clubAdmin', organizationId);
      const { items, total } = await listOrders(
        auth.db,
        {
          organizationId,
          // Without a club: only the orders the caller paid for.
          payerId: organizationId ? value('person.id')[0] : (auth.principal!.personId ?? ''),
          statuses: value('status'),
          kinds: value('kind'),
        },
        q.page,
        q.size,
      );
      c.header('Cache-Control', 'no-store');
      return c.json(listBody('orders', items, total, q.page, q.size));
    },
  );

  app.get(
    '/:id',
    describeRoute({ tags: ['membership'], summary: 'An order with its plan and memberships' }),
    guard('membership.orderRead', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const o = await orderDto(c.get('auth').db, c.req.valid('param').id);
      if (!o) throw membershipError(404, MEMBERSHIP_ERRORS.notFound, lang(c));
      c.header('Cache-Control', 'no-store');
      return c.json(o);
    },
  );

  app.patch(
    '/:id',
    describeRoute({
      tags: ['membership'],
      summary: 'Mark a pay-later order paid, or cancel an unpaid order',
    }),
    guard('membership.orderAdmin', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', OrderPatch),
    async (c) => {
      const { db } = c.get('auth');
      const { id } = c.req.valid('param');
      await patchOrder(db, id, c.req.valid('json').status, lang(c));
      return c.json(await orderDto(db, id));
    },
  );

  app.post(
    '/:id/refund',
    describeRoute({ tags: ['membership'], summary: 'Refund an order (revokes its memberships)' }),
    guard('membership.orderAdmin', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const { id } = c.req.valid('param');
      await refundOrder(db, payments, id, lang(c));
      return c.json(await orderDto(db, id));
    },
  );

  app.post(
    '/:id/cancel-plan',
    describeRoute({ tags: ['membership'], summary: 'Cancel an instalment plan' }),
    guard('membership.orderAdmin', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const { id } = c.req.valid('param');
      await cancelPlan(db, id, lang(c));
      return c.json(await orderDto(db, id));
    },
  );
  return app;
}

export function membershipRoutes() {
  const app = new Hono<AppEnv>();

  app.get(
    '/',
    describeRoute({ tags: ['membership'], summary: 'Memberships: a club’s (its admins) or a family’s' }),
    guard('membership.list'),
    validate('query', listQuery()),
    async (c) => {
      const auth = c.get('auth');
      const p = auth.principal!;
      const q = c.req.valid('query');
      const value = eqFilter(q.filter, FILTER_KEYS);
      const organizationId = value('organization.id')[0];
      const statuses = value('membershipStatus');
      const orderId = value('orderId')[0];
      const paymentStatuses = value('paymentStatus');
      const season = value('season')[0];
      if (season !== undefined && !/^\d{4}$/.test(season)) {
        throw new HttpError(400, 'The filter is not valid', [
          { field: 'filter', message: M.invalidFilter.id },
        ]);
      }
      let personIds: string[] | undefined = value('personId');
      if (organizationId) {
        await requireAccess(auth, 'membership.clubAdmin', organizationId);
        if (personIds.length === 0) personIds = undefined;
      } else {
        // Without a club: the caller's own and their dependants' memberships only.
        const mine = p.personId ? [p.personId, ...(await dependantIds(auth.db, p.personId))] : [];
        personIds = personIds.length ? personIds.filter((id) => mine.includes(id)) : mine;
      }
      const { items, total } = await listMemberships(
        auth.db,
        {
          organizationId,
          personIds,
          orderId,
          statuses,
          paymentStatuses,
          season: season === undefined ? undefined : Number(season),
          search: q.search?.trim() || undefined,
        },
        q.page,
        q.size,
      );
      return c.json(listBody('memberships', items, total, q.page, q.size));
    },
  );

  app.get(
    '/:id',
    describeRoute({ tags: ['membership'], summary: 'A membership' }),
    guard('membership.list'),
    validate('param', IdParam),
    async (c) => {
      const auth = c.get('auth');
      const m = await findMembership(auth.db, c.req.valid('param').id);
      const visible =
        m &&
        ((await actsFor(auth, auth.principal!, m.personId)) ||
          (await administersClub(auth, auth.principal!, m.organizationId)));
      if (!m || !visible)
        throw membershipError(404, MEMBERSHIP_ERRORS.notFound, c.req.header('accept-language'));
      return c.json(m);
    },
  );

  app.patch(
    '/:id',
    describeRoute({ tags: ['membership'], summary: 'Approve (REGISTERED) or revoke (REVOKED) a membership' }),
    guard('membership.admin', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', MembershipPatch),
    async (c) => {
      const { db } = c.get('auth');
      const { id } = c.req.valid('param');
      await setMembershipStatus(
        db,
        id,
        c.req.valid('json').membershipStatus,
        c.req.header('accept-language'),
      );
      return c.json(await findMembership(db, id));
    },
  );
  upgradeRoutes(app);
  return app;
}

/** `GET|POST /membership/{id}/upgrade`: the options it may move to; the move, with the difference due. */
function upgradeRoutes(app: Hono<AppEnv>) {
  app.get(
    '/:id/upgrade',
    describeRoute({ tags: ['membership'], summary: 'The options a membership may be upgraded to' }),
    guard('membership.admin', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const options = await upgradeCandidates(c.get('auth').db, c.req.valid('param').id);
      if (!options) throw membershipError(404, MEMBERSHIP_ERRORS.notFound, c.req.header('accept-language'));
      return c.json(wholeList('options', options));
    },
  );
  app.post(
    '/:id/upgrade',
    describeRoute({
      tags: ['membership'],
      summary: 'Upgrade a membership to a dearer option (an UPGRADE order for the difference, due offline)',
    }),
    guard('membership.admin', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', UpgradeInput),
    async (c) => {
      const { db } = c.get('auth');
      const { id } = c.req.valid('param');
      const orderId = await upgradeMembership(
        db,
        id,
        c.req.valid('json').optionId,
        c.req.header('accept-language'),
      );
      return c.json({ membership: await findMembership(db, id), order: await orderDto(db, orderId) }, 201);
    },
  );
}
