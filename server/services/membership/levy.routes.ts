/**
 * Annual levies (seed 1 §3 Annual levy, §7; seed 3 §7): `GET /annual-levy?organizationId=&hidePaid=` lists an
 * organisation's levies for its admins; `POST /annual-levy/{id}/pay` with the organisation pays one from that
 * organisation's available balance through the payments adapter. An unpaid levy blocks registering members
 * with its association (basket.ts), so paying it opens registration again.
 *
 * Paying is two steps outside the request transaction (app.ts OUTSIDE_REQUEST_TRANSACTION): the debit, once
 * per levy (its id is the debit's reference, so a retry or a second click cannot pay twice), then the levy is
 * marked paid.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { MEMBERSHIP_ERRORS } from '../../../domain/membership/messages.ts';
import { LevyPayInput } from '../../../domain/membership/registration.ts';
import { BalanceDebitError, type PaymentsProvider } from '../../adapters/payments/provider.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { guard } from '../../http/guard.ts';
import { wholeList } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import { findLevy, leviesOf, markLevyPaid, type LevyRow } from './levy.repository.ts';
import { membershipError } from './membership-errors.ts';

const LevyQuery = v.object({
  organizationId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  hidePaid: v.optional(v.picklist(['true', 'false'])),
});

const levyDto = (r: LevyRow) => ({ ...r, createdAt: r.createdAt.toISOString() });

export function annualLevyRoutes(payments: PaymentsProvider) {
  const app = new Hono<AppEnv>();
  app.get(
    '/',
    describeRoute({ tags: ['membership'], summary: 'A club’s annual levies' }),
    guard('membership.clubAdmin', (c) => c.req.query('organizationId')),
    validate('query', LevyQuery),
    async (c) => {
      const { db } = c.get('auth');
      const q = c.req.valid('query');
      const rows = await leviesOf(db, q.organizationId, q.hidePaid === 'true');
      const items = rows.map(levyDto);
      return c.json(wholeList('annualLevies', items));
    },
  );

  app.post(
    '/:id/pay',
    describeRoute({ tags: ['membership'], summary: 'Pay an annual levy from the organisation’s balance' }),
    guard('membership.levyPay', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', LevyPayInput),
    async (c) => {
      const { db } = c.get('auth');
      const lang = c.req.header('accept-language');
      const { id } = c.req.valid('param');
      const levy = await findLevy(db, id);
      if (!levy) throw membershipError(404, MEMBERSHIP_ERRORS.notFound, lang);
      if (levy.organizationId !== c.req.valid('json').organizationId) {
        throw membershipError(409, MEMBERSHIP_ERRORS.levyOtherOrganization, lang, 'organizationId');
      }
      if (levy.paid) throw membershipError(409, MEMBERSHIP_ERRORS.levyAlreadyPaid, lang);
      try {
        await payments.debitBalance({
          accountId: levy.organizationId,
          amountMinor: levy.amountMinor,
          currency: levy.currency,
          description: `Annual levy ${levy.association} ${levy.season}`,
          reference: `annual-levy:${levy.id}`,
        });
      } catch (e) {
        if (!(e instanceof BalanceDebitError)) throw e;
        const message =
          e.reason === 'no_account' ? MEMBERSHIP_ERRORS.levyNoAccount : MEMBERSHIP_ERRORS.levyNoBalance;
        throw membershipError(409, message, lang);
      }
      return c.json(levyDto(await markLevyPaid(db, id)));
    },
  );
  return app;
}
