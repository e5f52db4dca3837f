/**
 * Matrix rows: club payments (server/services/payment/) — the club's own finance admins (the demo `officer`
 * holds FINANCE on the main club) read the account, its movements, methods, audit log, approvals and history
 * and request, decide and cancel top-ups and payouts; super admins read them too and alone freeze payouts.
 * Nobody else — not the club's coach or children's officer, nor the association's fee desk (FINANCE on the
 * national unit, above the club) — reaches any of it.
 */
import type { BolaCase } from './bola.rows.ts';
import { paymentAccountApi } from '../../../domain/payment/payment-account.contract.ts';
import { probeOf, REFUSED, type Row } from './matrix.ts';
import { DEMO_CLUBS, MAIN_CLUB_KEY } from '../../../server/db/seed/clubs.ts';
import { orgId } from '../../../server/db/seed/geography.ts';
import { DEMO_TRANSFER_INVOICES } from '../../../server/db/seed/payments.ts';

const READERS = ['officer', 'super-admin'] as const;
const FINANCE = ['officer'] as const;
const account = (ids: { mainClub: string }) => `/api/payment-account/${ids.mainClub}`;
const OTHER_CLUB = orgId.club(DEMO_CLUBS.find((c) => c.key !== MAIN_CLUB_KEY)!.key);

export const PAYMENT_ROWS: Row[] = [
  {
    ...probeOf(paymentAccountApi.balance, (ids) => ({ params: { orgId: ids.mainClub } })),
    allow: READERS,
    why: 'the club’s balances: its finance admins and super admins (seed 3 §6)',
  },
  {
    ...probeOf(paymentAccountApi.payout, (ids) => ({ params: { orgId: ids.mainClub } })),
    body: REFUSED,
    allow: FINANCE,
    ok: 400,
    why: 'a finance admin of the club requests a payout (seed 3 §4); super admins do not move club money',
  },
  {
    ...probeOf(paymentAccountApi.topup, (ids) => ({ params: { orgId: ids.mainClub } })),
    body: REFUSED,
    allow: FINANCE,
    ok: 400,
    why: 'a finance admin of the club requests a top-up (seed 3 §4); super admins do not move club money',
  },
  {
    route: 'GET /api/payment-account/:orgId',
    path: account,
    allow: READERS,
    why: 'the club’s finance admins (and super admins) see its account, status and balances (seed 3 §6)',
  },
  {
    route: 'POST /api/payment-account/:orgId',
    path: account,
    body: { country: 'not a country' },
    allow: FINANCE,
    ok: 400,
    why: 'the club’s finance admins open its payment account',
  },
  {
    route: 'GET /api/payment-account/:orgId/movement',
    path: (ids) => `${account(ids)}/movement`,
    allow: READERS,
    why: 'payouts and top-ups: the club’s finance admins and super admins',
  },
  {
    route: 'GET /api/payment-account/:orgId/payment-method',
    path: (ids) => `${account(ids)}/payment-method`,
    allow: READERS,
    why: 'the club’s bank accounts and cards: its finance admins and super admins',
  },
  {
    route: 'GET /api/payment-account/:orgId/audit-log',
    path: (ids) => `${account(ids)}/audit-log`,
    allow: READERS,
    why: 'the audit of money actions: the club’s finance admins and super admins',
  },
  {
    route: 'GET /api/payment-account/:orgId/approval',
    path: (ids) => `${account(ids)}/approval?status=CREATED`,
    allow: READERS,
    why: 'requests awaiting a second finance admin',
  },
  {
    route: 'POST /api/payment-account/:orgId/approval',
    path: (ids) => `${account(ids)}/approval`,
    body: REFUSED,
    allow: FINANCE,
    ok: 400,
    why: 'a finance admin of the club requests a top-up or payout (seed 3 §4); super admins do not move club money',
  },
  {
    route: 'PATCH /api/payment-account/:orgId/approval/:id',
    path: (ids) => `${account(ids)}/approval/none`,
    body: REFUSED,
    allow: FINANCE,
    ok: 400,
    why: 'a second finance admin of the club approves or rejects',
  },
  {
    route: 'DELETE /api/payment-account/:orgId/approval/:id',
    path: (ids) => `${account(ids)}/approval/none`,
    allow: FINANCE,
    ok: 404,
    why: 'the requester (a finance admin of the club) cancels',
  },
  {
    route: 'GET /api/payment-account/:orgId/transfer',
    path: (ids) => `${account(ids)}/transfer?status=DUE`,
    allow: READERS,
    why: 'the club’s transfer invoices (seed 3 §2): its finance admins and super admins',
  },
  {
    route: 'GET /api/payment-account/:orgId/transfer/:id',
    path: (ids) => `${account(ids)}/transfer/none`,
    allow: READERS,
    ok: 404,
    why: 'one transfer invoice: the same readers',
  },
  {
    route: 'POST /api/payment-account/:orgId/transfer/:id/action',
    path: (ids) => `${account(ids)}/transfer/none/action`,
    body: REFUSED,
    allow: FINANCE,
    ok: 400,
    why: 'a finance admin of the paying club pays or rejects a transfer invoice; super admins do not move club money',
  },
  {
    route: 'GET /api/payment-history',
    path: (ids) => `/api/payment-history?orgId=${ids.mainClub}`,
    allow: READERS,
    why: 'the club’s payment history: its finance admins and super admins',
  },
  {
    route: 'GET /api/payment-history/csv',
    path: (ids) => `/api/payment-history/csv?orgId=${ids.mainClub}`,
    allow: READERS,
    why: 'the history as CSV: the same readers',
  },
  {
    route: 'PUT /api/super-admin/organization/:orgId/payout-freeze',
    path: (ids) => `/api/super-admin/organization/${ids.mainClub}/payout-freeze`,
    body: REFUSED,
    allow: ['super-admin'],
    ok: 400,
    why: 'super admins freeze or unfreeze a club’s payouts (seed 3 §6)',
  },
  {
    route: 'POST /api/payment-account/:orgId/payment-method',
    path: (ids) => `${account(ids)}/payment-method`,
    body: REFUSED,
    allow: FINANCE,
    ok: 400,
    why: 'the club’s finance admins add its bank accounts and cards (seed 3 §2 manage payment methods)',
  },
  {
    route: 'PATCH /api/payment-account/:orgId/payment-method/:id',
    path: (ids) => `${account(ids)}/payment-method/none`,
    body: REFUSED,
    allow: FINANCE,
    ok: 400,
    why: 'the club’s finance admins change a method’s description',
  },
  {
    route: 'DELETE /api/payment-account/:orgId/payment-method/:id',
    path: (ids) => `${account(ids)}/payment-method/none`,
    allow: FINANCE,
    ok: 404,
    why: 'the club’s finance admins delete its methods',
  },
  {
    route: 'GET /api/payment-account/:orgId/refund-quote',
    path: (ids) => `${account(ids)}/refund-quote?amount=1000`,
    allow: READERS,
    why: 'what a card refund would cost the club: its finance admins and super admins',
  },
  {
    route: 'GET /api/payment-method',
    path: () => '/api/payment-method',
    allow: 'signed-in',
    why: 'everyone signed in sees their own payment methods (only their own: scoped to the caller)',
  },
  {
    route: 'POST /api/payment-method',
    path: () => '/api/payment-method',
    body: REFUSED,
    allow: 'signed-in',
    ok: 400,
    why: 'everyone signed in adds their own payment methods',
  },
  {
    route: 'PATCH /api/payment-method/:id',
    path: () => '/api/payment-method/none',
    body: REFUSED,
    allow: 'signed-in',
    ok: 400,
    why: 'everyone signed in describes their own methods',
  },
  {
    route: 'DELETE /api/payment-method/:id',
    path: () => '/api/payment-method/none',
    allow: 'signed-in',
    ok: 404,
    why: 'everyone signed in deletes their own methods; another person’s answers 404',
  },
  {
    route: 'GET /api/subscription',
    path: () => '/api/subscription',
    allow: 'signed-in',
    why: 'everyone signed in sees their own subscription plans (instalment orders they pay)',
  },
  {
    route: 'PATCH /api/subscription/:id',
    path: () => '/api/subscription/none',
    body: REFUSED,
    allow: 'signed-in',
    ok: 400,
    why: 'the payer moves their plan to another of their cards',
  },
  {
    route: 'DELETE /api/subscription/:id/customer/:personId',
    path: () => '/api/subscription/none/customer/none',
    allow: 'signed-in',
    ok: 404,
    why: 'the payer cancels their own plan; another’s answers 404',
  },
  {
    route: 'GET /api/super-admin/payment-customer',
    path: () => '/api/super-admin/payment-customer?search=a',
    allow: ['super-admin'],
    why: 'payment customers and cash balances: super admins (seed 3 §6)',
  },
  {
    route: 'GET /api/super-admin/organization/:orgId/stripe-customer',
    path: (ids) => `/api/super-admin/organization/${ids.mainClub}/stripe-customer`,
    allow: ['super-admin'],
    why: 'one payment customer: super admins',
  },
  {
    route: 'POST /api/super-admin/test_helper/organization/:orgId/fund_cash_balance',
    path: (ids) => `/api/super-admin/test_helper/organization/${ids.mainClub}/fund_cash_balance`,
    body: REFUSED,
    allow: ['super-admin'],
    ok: 400,
    why: 'super admins simulate a bank transfer (seed 3 §6)',
  },
  {
    route: 'POST /api/super-admin/organization/:orgId/balance-transfer/currency/:currency',
    path: (ids) => `/api/super-admin/organization/${ids.mainClub}/balance-transfer/currency/XXX`,
    allow: ['super-admin'],
    ok: 409,
    why: 'super admins charge a cash balance (none in XXX: 409)',
  },
  {
    route: 'GET /api/super-admin/fx-rates',
    path: () => '/api/super-admin/fx-rates',
    allow: ['super-admin'],
    why: 'exchange rates: super admins (seed 3 §6)',
  },
  {
    route: 'POST /api/super-admin/fx-rates',
    path: () => '/api/super-admin/fx-rates',
    body: REFUSED,
    allow: ['super-admin'],
    ok: 400,
    why: 'super admins add exchange rates',
  },
  {
    route: 'PATCH /api/super-admin/fx-rates/:id',
    path: () => '/api/super-admin/fx-rates/none',
    body: REFUSED,
    allow: ['super-admin'],
    ok: 400,
    why: 'super admins change exchange rates',
  },
];

/** Another club's transfer invoice through the treasurer's own club: not found (its existence not revealed). */
export const TRANSFER_INVOICE_BOLA_CASES: BolaCase[] = [
  {
    object: 'transfer invoice',
    name: 'a club treasurer reads another club’s transfer invoice through their own club',
    as: 'officer',
    method: 'GET',
    path: (ids) => `${account(ids)}/transfer/${DEMO_TRANSFER_INVOICES.otherClub}`,
    status: 404,
  },
  {
    object: 'transfer invoice',
    name: 'a club treasurer pays another club’s transfer invoice through their own club',
    as: 'officer',
    method: 'POST',
    path: (ids) => `${account(ids)}/transfer/${DEMO_TRANSFER_INVOICES.otherClub}/action`,
    body: () => ({ status: 'PAID' }),
    status: 404,
  },
];

/** One club's finance admin reaches nothing of another club's money. */
export const PAYMENT_BOLA_CASES: BolaCase[] = [
  ['GET', `/api/payment-account/${OTHER_CLUB}`, 'reads another club’s payment account'],
  ['GET', `/api/payment-account/${OTHER_CLUB}/movement`, 'reads another club’s payouts and top-ups'],
  ['GET', `/api/payment-account/${OTHER_CLUB}/payment-method`, 'reads another club’s payment methods'],
  ['GET', `/api/payment-account/${OTHER_CLUB}/audit-log`, 'reads another club’s payment audit log'],
  ['GET', `/api/payment-account/${OTHER_CLUB}/approval`, 'reads another club’s approvals'],
  ['GET', `/api/payment-history?orgId=${OTHER_CLUB}`, 'reads another club’s payment history'],
  ['GET', `/api/payment-history/csv?orgId=${OTHER_CLUB}`, 'downloads another club’s payment history'],
  ['POST', `/api/payment-account/${OTHER_CLUB}/approval`, 'requests a payout from another club’s account'],
  ['POST', `/api/payment-account/${OTHER_CLUB}/payment-method`, 'adds a payment method to another club'],
  ['DELETE', `/api/payment-account/${OTHER_CLUB}/payment-method/x`, 'deletes another club’s payment method'],
  ['PATCH', `/api/payment-account/${OTHER_CLUB}/payment-method/x`, 'renames another club’s payment method'],
  ['GET', `/api/payment-account/${OTHER_CLUB}/refund-quote?amount=100`, 'reads another club’s refund quote'],
  ['GET', `/api/payment-account/${OTHER_CLUB}/transfer`, 'reads another club’s transfer invoices'],
  ['GET', `/api/payment-account/${OTHER_CLUB}/transfer/x`, 'reads another club’s transfer invoice'],
  ['POST', `/api/payment-account/${OTHER_CLUB}/transfer/x/action`, 'pays another club’s transfer invoice'],
  // At the spec's paths (seed 3 §7): the same account family, and the calls only they have.
  ['GET', `/api/account/${OTHER_CLUB}`, 'reads another club’s payment account at the spec’s path'],
  ['GET', `/api/account/${OTHER_CLUB}/balance`, 'reads another club’s balances'],
  ['GET', `/api/account/${OTHER_CLUB}/approval`, 'reads another club’s approvals at the spec’s path'],
  ['POST', `/api/account/${OTHER_CLUB}/payout`, 'requests a payout from another club’s account'],
  ['POST', `/api/account/${OTHER_CLUB}/topup`, 'requests a top-up of another club’s account'],
  ['GET', `/api/account/${OTHER_CLUB}/terminal/location`, 'reads another club’s terminal locations'],
].map(([method, path, name]) => ({
  object: 'payment account',
  name: `a club treasurer ${name!}`,
  as: 'officer' as const,
  method: method as 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: () => path!,
  ...(method === 'POST'
    ? {
        body: () =>
          path!.endsWith('/action')
            ? { status: 'PAID' }
            : { additionalType: 'PAYOUT', amount: 100, currency: 'EUR', description: 'x' },
      }
    : method === 'PATCH'
      ? { body: () => ({ description: 'x' }) }
      : {}),
  status: 403,
}));

/**
 * The account family answers at the spec's `/api/account/{id}…` (seed 3 §7) as at `/api/payment-account/…`:
 * each row of the earlier path, probed again at the spec's, must give every caller the same answer.
 */
export function atSpecAccountPath(rows: Row[]): Row[] {
  const EARLIER = '/api/payment-account/';
  return rows
    .filter((r) => r.route.includes(` ${EARLIER}`))
    .map((r) => ({
      ...r,
      route: r.route.replace(EARLIER, '/api/account/'),
      path: async (...a: Parameters<Row['path']>) => (await r.path(...a)).replace(EARLIER, '/api/account/'),
      why: `${r.why} (at the spec’s path)`,
    }));
}
