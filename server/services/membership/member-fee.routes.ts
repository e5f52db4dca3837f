/**
 * Membership fees between organisations (seed 3 §3 Season and fees, last bullet; §3 Payment statuses; §7
 * Membership service): `GET /membership/fee/outbound?sourceOrganization.id=&season=` (what a club owes and has
 * paid upward), `GET /membership/fee/inbound?feeDestinationOrganization.id=&season=` (what an organisation
 * receives from the clubs under it), `POST /membership/fee/quote` and `POST /membership/fee/pay` (body
 * domain/membership/member-fee.ts). Use cases in member-fee.ts, SQL in member-fee.repository.ts, tables in
 * db/schema/member-fee.ts, policies `membership.fee*` in membership.policy.ts.
 *
 * Decisions (the spec names the calls and the two lists, nothing more):
 * - Who owes whom: a membership is owed for to its club's parent for the membership's association
 *   (organization_parent: a club's GAA county board, LGFA county, …). The club is the source, the parent the
 *   fee destination. `season` is the membership's calendar year; absent, the current year (Dublin).
 * - Kinds (seed 3 §3 "Additional fee kinds"): REGISTRATION, per membership the club registered that is
 *   waiting in ASSOCIATION_FEES_PENDING; AFFILIATION, once per club, association and season, due as soon as
 *   the club has an active membership of the association that season (registered or pending). The annual
 *   levy, the third kind, is the existing /annual-levy.
 * - Prices: the association's price list per season, `member_fee_rate` (association, season, kind → amount
 *   and currency), seeded for the demo (seed/member-fee.ts). No price for a kind → nothing due of that kind.
 *   The pure rule is domain `memberFeeLines` / `memberFeeQuote`.
 * - Statuses: DUE rows are not stored; they are worked out at read time from the pending memberships and
 *   the price list, so a list never shows a stale amount. PAID rows are stored (`member_fee`) with the
 *   memberships they covered (`member_fee_membership`). FAILED, PART_PAID and OVERPAID do not arise: a
 *   payment is one debit of the whole quote, taken or refused.
 * - Quote: one club to one destination for one season; empty lines and total 0 when nothing is due.
 * - Pay: the body repeats the quote's and adds the total the admin confirmed; a different total now is a
 *   409 (quote again) rather than a larger charge. The whole quote is taken from the club's available
 *   balance through the payments adapter's `debitBalance` — once per reference, like the annual levy: the
 *   reference hashes club, destination, season, lines and the memberships covered, so a retry, a replay or a
 *   second click cannot charge twice. Then one transaction writes the fee rows PAID and moves the covered
 *   memberships from ASSOCIATION_FEES_PENDING to REGISTERED (feesPaidOn today; registeredOn today if it was
 *   unset). The member's own paymentStatus (what they paid the club) is left as it is. Paying again when all
 *   is paid is a 409 "nothing due". No payment account, too little balance: 409 with the message in the
 *   caller's language. Known limit: two payments racing with different quotes of the same club (a member
 *   joined between them) can both pay the affiliation; the second's row is not recorded (unique index).
 * - Who: outbound and quote, the finance admins (ORG_ADMIN, FINANCE, ADMIN_CLUB, ADMIN_FINANCE) of the club
 *   or of an organisation above it, and super admins; pay, only the club's own finance admins and super
 *   admins (the organisation paid cannot take money from the club's balance); inbound, the finance admins
 *   of the destination or above it, and super admins. Everyone else: 403.
 * - Pay runs outside the request transaction (route-rules.ts OUTSIDE_REQUEST_TRANSACTION), as the debit
 *   must not be rolled back with it.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import {
  MemberFeeInboundQuery,
  MemberFeeOutboundQuery,
  MemberFeePayInput,
  MemberFeeQuoteInput,
} from '../../../domain/membership/member-fee.ts';
import { MEMBERSHIP_ERRORS } from '../../../domain/membership/messages.ts';
import { BalanceDebitError, type PaymentsProvider } from '../../adapters/payments/provider.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { bodyText, guard, guardBody } from '../../http/guard.ts';
import { wholeList } from '../../http/list.ts';
import { validate } from '../../http/validate.ts';
import { memberFeeList, paidView, paymentOf, quoteMemberFees } from './member-fee.ts';
import { recordFeePayment } from './member-fee.repository.ts';
import { membershipError } from './membership-errors.ts';

const seasonOf = (text: string | undefined) => (text ? Number(text) : Number(todayInDublin().slice(0, 4)));

const list = (items: unknown[]) => wholeList('memberFees', items);

export function memberFeeRoutes(payments: PaymentsProvider) {
  const app = new Hono<AppEnv>();

  app.get(
    '/outbound',
    describeRoute({
      tags: ['membership'],
      summary: 'Membership fees a club owes and paid upward, per season',
    }),
    guard('membership.feeSource', (c) => c.req.query('sourceOrganization.id')),
    validate('query', MemberFeeOutboundQuery),
    async (c) => {
      const q = c.req.valid('query');
      const sourceId = q['sourceOrganization.id'];
      return c.json(list(await memberFeeList(c.get('auth').db, seasonOf(q.season), { sourceId })));
    },
  );

  app.get(
    '/inbound',
    describeRoute({ tags: ['membership'], summary: 'Membership fees an organisation receives, per season' }),
    guard('membership.feeDestination', (c) => c.req.query('feeDestinationOrganization.id')),
    validate('query', MemberFeeInboundQuery),
    async (c) => {
      const q = c.req.valid('query');
      const destinationId = q['feeDestinationOrganization.id'];
      return c.json(list(await memberFeeList(c.get('auth').db, seasonOf(q.season), { destinationId })));
    },
  );

  app.post(
    '/quote',
    describeRoute({ tags: ['membership'], summary: 'What a club owes an organisation above it this season' }),
    guardBody('membership.feeSource', (b) => bodyText(b, 'sourceOrganizationId')),
    validate('json', MemberFeeQuoteInput),
    async (c) => {
      const b = c.req.valid('json');
      const work = await quoteMemberFees(
        c.get('auth').db,
        b.sourceOrganizationId,
        b.feeDestinationOrganizationId,
        b.season,
      );
      return c.json(work.view);
    },
  );

  app.post(
    '/pay',
    describeRoute({ tags: ['membership'], summary: 'Pay a quote from the club’s balance' }),
    guardBody('membership.feePay', (b) => bodyText(b, 'sourceOrganizationId')),
    validate('json', MemberFeePayInput),
    async (c) => {
      const { db } = c.get('auth');
      const lang = c.req.header('accept-language');
      const b = c.req.valid('json');
      const work = await quoteMemberFees(
        db,
        b.sourceOrganizationId,
        b.feeDestinationOrganizationId,
        b.season,
      );
      const { view } = work;
      if (view.lines.length === 0 || !view.currency) {
        throw membershipError(409, MEMBERSHIP_ERRORS.memberFeeNothingDue, lang);
      }
      if (view.totalMinor !== b.amountMinor) {
        throw membershipError(409, MEMBERSHIP_ERRORS.memberFeeAmountChanged, lang, 'amountMinor');
      }
      const payment = paymentOf(work);
      try {
        await payments.debitBalance({
          accountId: payment.sourceId,
          amountMinor: view.totalMinor,
          currency: view.currency,
          description: `Membership fees ${view.season} to ${view.feeDestinationOrganization.name}`,
          reference: payment.reference,
        });
      } catch (e) {
        if (!(e instanceof BalanceDebitError)) throw e;
        const message =
          e.reason === 'no_account'
            ? MEMBERSHIP_ERRORS.memberFeeNoAccount
            : MEMBERSHIP_ERRORS.memberFeeNoBalance;
        throw membershipError(409, message, lang);
      }
      // Outside the request transaction (the debit is the provider's): the record is one of its own.
      const recorded = await db.transaction((tx) => recordFeePayment(tx, payment));
      return c.json({
        memberFees: recorded.fees.map((f) => paidView(f, work.names)),
        registeredCount: recorded.registered,
        totalMinor: view.totalMinor,
        currency: view.currency,
      });
    },
  );
  return app;
}
