/**
 * The payout freeze (seed 3 §4, §6 "freeze payouts"): PUT /api/super-admin/organization/{orgId}/payout-freeze
 * `{frozen, reason?}` — super admins only (payment.freeze, payment.policy.ts); audited. While frozen, payout requests
 * and approvals are refused (approval.ts). The super admin screens call it.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { PayoutFreezeInput } from '../../../domain/payment/approval.ts';
import { organization } from '../../db/schema/index.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { HttpError } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { validate } from '../../http/validate.ts';
import { OrgParam } from './payment-account.routes.ts';
import { audit, setPayoutsFrozen } from './payment.repository.ts';
import { recordAudit } from '../super-admin/audit.repository.ts';

export function payoutFreezeRoutes() {
  const app = new Hono<AppEnv>();
  app.put(
    '/organization/:orgId/payout-freeze',
    describeRoute({ tags: ['payment'], summary: 'Freeze or unfreeze a club’s payouts (super admin)' }),
    guard('payment.freeze'),
    validate('param', OrgParam),
    validate('json', PayoutFreezeInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { orgId } = c.req.valid('param');
      const { frozen, reason } = c.req.valid('json');
      const [org] = await db
        .select({ id: organization.id })
        .from(organization)
        .where(eq(organization.id, orgId));
      if (!org) throw new HttpError(404, 'No such organisation');
      await setPayoutsFrozen(db, orgId, frozen, principal!.accountId);
      await audit(db, {
        organizationId: orgId,
        action: frozen ? 'PAYOUTS_FROZEN' : 'PAYOUTS_UNFROZEN',
        actorId: principal!.personId,
        detail: reason || null,
      });
      await recordAudit(db, principal!, {
        action: frozen ? 'PAYOUT_FREEZE' : 'PAYOUT_UNFREEZE',
        targetType: 'ORGANIZATION',
        targetId: orgId,
        reason: reason || null,
      });
      return c.json({ organizationId: orgId, payoutsFrozen: frozen });
    },
  );
  return app;
}
