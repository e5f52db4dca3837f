/**
 * The injury fund eligibility check (seed 2 §7 Injuries: `GET /external/pif/check` with the person's unique
 * ID, the club and the injury date; `GET /external/pif/invoice/{id}`), for the global role
 * pif_claim_checker only. The check is pif-check.ts (rules in `domain/injury/pif-eligibility.ts`).
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { PifCheckQuery } from '../../../domain/injury/pif-eligibility.ts';
import { hasGlobalRole, type Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale } from '../../i18n.ts';
import { checkPifEligibility } from './pif-check.ts';
import { invoiceWithClub } from './pif-check.repository.ts';

export const PIF_CLAIM_CHECKER_ROLE = 'pif_claim_checker';

const isClaimChecker = (p: Principal) => hasGlobalRole(p, PIF_CLAIM_CHECKER_ROLE);

export const pifCheckPolicy = {
  'pif.check': isClaimChecker,
  'pif.invoice': isClaimChecker,
  /** The caller's own cover on the dashboard (`/me/injury-fund`): anyone with a person record. */
  'pif.ownCover': (p: Principal) => p.personId !== null,
} satisfies Policy;

export function pifCheckRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/check',
    describeRoute({
      tags: ['injury'],
      summary: 'Injury fund eligibility of a person (unique ID) at a club on an injury date',
      responses: {
        200: { description: 'The eligibility report' },
        404: { description: 'Unable to find person' },
      },
    }),
    guard('pif.check'),
    validate('query', PifCheckQuery),
    async (c) => {
      const locale = pickLocale(c.req.header('accept-language'));
      return c.json(await checkPifEligibility(c.get('auth').db, c.req.valid('query'), locale));
    },
  );
  app.get(
    '/invoice/:id',
    describeRoute({ tags: ['injury'], summary: "A club's injury fund invoice" }),
    guard('pif.invoice'),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const row = await invoiceWithClub(db, c.req.valid('param').id);
      if (!row) throw notFound('Invoice not found');
      const { organizationId, organizationName, organizationEmail, ...invoice } = row;
      return c.json({
        ...invoice,
        organization: { id: organizationId, name: organizationName, email: organizationEmail },
      });
    },
  );
  return app;
}
