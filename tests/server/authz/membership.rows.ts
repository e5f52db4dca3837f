/**
 * Matrix rows: membership packages and options, the basket and checkout, orders, memberships, levies and the
 * membership fees between organisations.
 */
import { uuidv7 } from 'uuidv7';
import { membershipOrder } from '../../../server/db/schema/index.ts';
import { DEMO_PACKAGE_IDS } from '../../../server/db/seed/membership.ts';
import { personId } from '../../../server/db/seed/people.ts';
import { seedId } from '../../../server/db/seed/random.ts';
import { basketFor } from '../../../server/services/membership/basket.ts';
import { REFUSED, type Caller, type Ids, type ProbeContext, type Role, type Row } from './matrix.ts';
import type { BolaCase } from './bola.rows.ts';
import { DEMO_CLUBS, MAIN_CLUB_KEY } from '../../../server/db/seed/clubs.ts';
import { orgId } from '../../../server/db/seed/geography.ts';

/** The main club's admins: its ORG_ADMIN (the officer) and super admins. */
const CLUB = ['officer', 'super-admin'] as const;
const PKG = DEMO_PACKAGE_IDS.adult;
const parentBasket = (ids: Ids, ctx: ProbeContext) => basketFor(ctx.s.database.db, ids.me.parent);

/** A pay-later order of the parent's at the main club, made once per run. */
/**
 * One unpaid order of the parent's per database. Keyed by the database, not held in a module variable: server
 * test files share this module (vitest `isolate: false`) but each has its own database.
 */
const orders = new WeakMap<object, string>();
async function parentOrder(ids: Ids, ctx: ProbeContext): Promise<string> {
  const { db } = ctx.s.database;
  let order = orders.get(db);
  if (!order) {
    order = uuidv7();
    await db.insert(membershipOrder).values({
      id: order,
      personId: ids.me.parent,
      organizationId: ids.mainClub,
      status: 'payment_due',
      paymentType: 'OFFLINE',
      amountMinor: 5000,
      currency: 'EUR',
    });
    orders.set(db, order);
  }
  return order;
}

/** The parent's order a checkout probe names in its body (set by the row's path, read by its body). */
const orderInBody = new WeakMap<Ids, string>();

const memberMembership = (ids: Ids) =>
  `/api/membership/${seedId('membership', `${ids.me.member}:${ids.mainClub}:${new Date().getUTCFullYear()}`)}`;

export const MEMBERSHIP_ROWS: Row[] = [
  {
    route: 'GET /api/package',
    path: () => '/api/package',
    allow: 'signed-in',
    why: 'active packages to anyone',
  },
  {
    route: 'POST /api/package',
    path: () => '/api/package',
    body: REFUSED,
    allow: [...CLUB],
    ok: 400,
    why: 'club admins (the body’s club is checked again)',
  },
  {
    route: 'POST /api/package/clone',
    path: () => `/api/package/clone?fromPackageId=${PKG}`,
    allow: [...CLUB],
    ok: 201,
    why: 'the package’s club admins',
  },
  {
    route: 'GET /api/package/:id',
    path: () => `/api/package/${PKG}`,
    allow: 'signed-in',
    why: 'an active package',
  },
  {
    route: 'PUT /api/package/:id',
    path: () => `/api/package/${PKG}`,
    body: REFUSED,
    allow: [...CLUB],
    ok: 400,
    why: 'the package’s club admins',
  },
  {
    route: 'DELETE /api/package/:id',
    path: () => `/api/package/${uuidv7()}`,
    allow: [...CLUB],
    ok: 404,
    why: 'club admins (an unknown package is 404 to them)',
  },
  {
    route: 'POST /api/package/:id/migrate',
    path: () => `/api/package/${PKG}/migrate`,
    body: REFUSED,
    allow: [...CLUB],
    ok: 400,
    why: 'the package’s club admins',
  },
  {
    route: 'POST /api/package/:id/option',
    path: () => `/api/package/${PKG}/option`,
    body: REFUSED,
    allow: [...CLUB],
    ok: 400,
    why: 'the package’s club admins',
  },
  {
    route: 'PUT /api/package/:id/option/:optionId',
    path: () => `/api/package/${PKG}/option/${seedId('membership-option', 'adult:0')}`,
    body: REFUSED,
    allow: [...CLUB],
    ok: 400,
    why: 'the package’s club admins',
  },
  {
    route: 'DELETE /api/package/:id/option/:optionId',
    path: () => `/api/package/${PKG}/option/${uuidv7()}`,
    allow: [...CLUB],
    ok: 404,
    why: 'the package’s club admins (an unknown option is 404)',
  },
  {
    route: 'GET /api/organization-package-options/:id/options',
    path: () => `/api/organization-package-options/${PKG}/options`,
    allow: 'signed-in',
    why: 'the options of an active package',
  },
  {
    route: 'GET /api/basket',
    path: (ids: Ids, _ctx: ProbeContext, caller: Caller) =>
      `/api/basket?person.id=${ids.me[caller as Role] ?? personId('demo:member')}`,
    allow: 'signed-in',
    why: 'everyone’s own basket',
  },
  {
    route: 'GET /api/basket/:id',
    path: async (ids, ctx) => `/api/basket/${await parentBasket(ids, ctx)}`,
    allow: ['parent'],
    why: 'the basket’s owner only',
  },
  {
    route: 'POST /api/basket/:id/item',
    path: async (ids, ctx) => `/api/basket/${await parentBasket(ids, ctx)}/item`,
    body: REFUSED,
    allow: ['parent'],
    ok: 400,
    why: 'the basket’s owner only',
  },
  {
    route: 'DELETE /api/basket/:id/item/:itemId',
    path: async (ids, ctx) => `/api/basket/${await parentBasket(ids, ctx)}/item/${uuidv7()}`,
    allow: ['parent'],
    ok: 404,
    why: 'the basket’s owner only (an unknown item is 404)',
  },
  {
    route: 'POST /api/basket/:id/checkout',
    path: async (ids, ctx) => `/api/basket/${await parentBasket(ids, ctx)}/checkout`,
    body: REFUSED,
    allow: ['parent'],
    ok: 400,
    why: 'the basket’s owner only',
  },
  {
    route: 'PATCH /api/basket/:id',
    path: async (ids, ctx) => `/api/basket/${await parentBasket(ids, ctx)}`,
    body: REFUSED,
    allow: ['parent'],
    ok: 400,
    why: 'the basket’s owner or their parent or guardian',
  },
  {
    route: 'DELETE /api/basket/:id',
    path: async (ids, ctx) => `/api/basket/${await parentBasket(ids, ctx)}`,
    allow: ['parent'],
    why: 'the basket’s owner or their parent or guardian (emptying an empty basket answers it)',
  },
  {
    route: 'GET /api/basket/:id/item/:itemId',
    path: async (ids, ctx) => `/api/basket/${await parentBasket(ids, ctx)}/item/${uuidv7()}`,
    allow: ['parent'],
    ok: 404,
    why: 'the basket’s owner or their parent or guardian (an unknown item is 404)',
  },
  {
    route: 'PATCH /api/basket/:id/item/:itemId',
    path: async (ids, ctx) => `/api/basket/${await parentBasket(ids, ctx)}/item/${uuidv7()}`,
    body: REFUSED,
    allow: ['parent'],
    ok: 400,
    why: 'the basket’s owner or their parent or guardian',
  },
  {
    route: 'POST /api/checkout/membership-order',
    path: async (ids, ctx) => {
      orderInBody.set(ids, await parentOrder(ids, ctx));
      return '/api/checkout/membership-order';
    },
    body: (ids: Ids) => ({ orderId: orderInBody.get(ids), ...REFUSED }),
    allow: ['parent'],
    ok: 400,
    why: 'the order’s payer or their parent or guardian',
  },
  {
    route: 'POST /api/checkout/instalment-order',
    path: async (ids, ctx) => {
      orderInBody.set(ids, await parentOrder(ids, ctx));
      return '/api/checkout/instalment-order';
    },
    body: (ids: Ids) => ({ orderId: orderInBody.get(ids), ...REFUSED }),
    allow: ['parent'],
    ok: 400,
    why: 'the plan’s payer or their parent or guardian',
  },
  {
    route: 'POST /api/order',
    path: () => '/api/order',
    body: (ids: Ids) => ({ organizationId: ids.mainClub, ...REFUSED }),
    allow: [...CLUB],
    ok: 400,
    why: 'the club’s admins make an order for a member',
  },
  {
    route: 'GET /api/order',
    path: () => '/api/order',
    allow: 'signed-in',
    why: 'the caller’s own orders (a club’s need its admin)',
  },
  {
    route: 'GET /api/order/:id',
    path: async (ids, ctx) => `/api/order/${await parentOrder(ids, ctx)}`,
    allow: ['parent', ...CLUB],
    why: 'the payer and the club’s admins',
  },
  {
    route: 'PATCH /api/order/:id',
    path: async (ids, ctx) => `/api/order/${await parentOrder(ids, ctx)}`,
    body: REFUSED,
    allow: [...CLUB],
    ok: 400,
    why: 'the club’s admins mark paid or cancel',
  },
  {
    route: 'POST /api/order/:id/refund',
    path: async (ids, ctx) => `/api/order/${await parentOrder(ids, ctx)}/refund`,
    allow: [...CLUB],
    ok: 409,
    why: 'the club’s admins (nothing paid yet: 409)',
  },
  {
    route: 'POST /api/order/:id/cancel-plan',
    path: async (ids, ctx) => `/api/order/${await parentOrder(ids, ctx)}/cancel-plan`,
    allow: [...CLUB],
    ok: 409,
    why: 'the club’s admins (a pay-later order has no plan: 409)',
  },
  {
    route: 'GET /api/membership',
    path: () => '/api/membership',
    allow: 'signed-in',
    why: 'own and dependants’ memberships (a club’s need its admin)',
  },
  {
    route: 'GET /api/membership/:id',
    path: memberMembership,
    allow: ['member', ...CLUB],
    denied: 404,
    why: 'the member, their guardians and the club’s admins; hidden from others',
  },
  {
    route: 'PATCH /api/membership/:id',
    path: memberMembership,
    body: REFUSED,
    allow: [...CLUB],
    ok: 400,
    why: 'the club’s admins approve and revoke',
  },
  {
    route: 'GET /api/membership/:id/upgrade',
    path: (ids) => `${memberMembership(ids)}/upgrade`,
    allow: [...CLUB],
    why: 'the club’s admins see what a membership may be upgraded to',
  },
  {
    route: 'POST /api/membership/:id/upgrade',
    path: (ids) => `${memberMembership(ids)}/upgrade`,
    body: REFUSED,
    allow: [...CLUB],
    ok: 400,
    why: 'the club’s admins upgrade',
  },
  {
    route: 'POST /api/annual-levy/:id/pay',
    path: (ids) =>
      `/api/annual-levy/${seedId('annual-levy', `${ids.mainClub}:${new Date().getUTCFullYear()}`)}/pay`,
    body: REFUSED,
    allow: [...CLUB],
    ok: 400,
    why: 'the admins of the organisation the levy is for',
  },
  {
    route: 'POST /api/organization/:id/bulk-upload',
    path: (ids) => `/api/organization/${ids.mainClub}/bulk-upload`,
    body: REFUSED,
    allow: [...CLUB],
    ok: 400,
    why: 'the club’s admins upload its members (tests/server/bulk-members.test.ts uploads real files)',
  },
  {
    route: 'GET /api/organization/:id/bulk-retrieve',
    path: (ids) => `/api/organization/${ids.mainClub}/bulk-retrieve`,
    allow: [...CLUB],
    why: 'the club’s members with their contact details: its admins',
  },
  {
    route: 'GET /api/annual-levy',
    path: (ids) => `/api/annual-levy?organizationId=${ids.mainClub}`,
    allow: [...CLUB],
    why: 'the club’s admins',
  },
  {
    route: 'GET /api/membership/fee/outbound',
    path: (ids) => `/api/membership/fee/outbound?sourceOrganization.id=${ids.mainClub}`,
    // The association's fee administrator holds FINANCE on the national unit, above every club.
    allow: [...CLUB, 'fees-officer'],
    why: 'the club’s finance admins (and those above it) see what it owes upward',
  },
  {
    route: 'GET /api/membership/fee/inbound',
    path: (ids) => `/api/membership/fee/inbound?feeDestinationOrganization.id=${ids.countyBoard}`,
    allow: ['super-admin', 'fees-officer'],
    why: 'the county board’s finance admins and those above it (the national unit’s) see what its clubs owe it',
  },
  {
    route: 'POST /api/membership/fee/quote',
    path: () => '/api/membership/fee/quote',
    body: (ids: Ids) => ({ sourceOrganizationId: ids.mainClub, ...REFUSED }),
    allow: [...CLUB, 'fees-officer'],
    ok: 400,
    why: 'the club’s finance admins and those above it (the body names the club)',
  },
  {
    route: 'POST /api/membership/fee/pay',
    path: () => '/api/membership/fee/pay',
    body: (ids: Ids) => ({ sourceOrganizationId: ids.mainClub, ...REFUSED }),
    allow: [...CLUB],
    ok: 400,
    why: 'the club’s own finance admins pay from its balance',
  },
];

/** A club that is not the officer's: the officer is admin and draw officer of the main club only. */
const OTHER_CLUB = orgId.club(DEMO_CLUBS.find((c) => c.key !== MAIN_CLUB_KEY)!.key);

export const MEMBERSHIP_BOLA_CASES: BolaCase[] = [
  {
    object: 'club members',
    name: 'a club’s admin downloads another club’s members',
    as: 'officer',
    method: 'GET',
    path: () => `/api/organization/${OTHER_CLUB}/bulk-retrieve`,
    status: 403,
  },
  {
    object: 'club members',
    name: 'a club’s admin uploads members into another club',
    as: 'officer',
    method: 'POST',
    path: () => `/api/organization/${OTHER_CLUB}/bulk-upload`,
    body: () => ({}),
    status: 403,
  },
];
