/**
 * Who may do what with memberships (seed 1 §6): club administrators (ORG_ADMIN or ADMIN_CLUB of the club or
 * of an organisation above it) and super admins manage the club's packages, options, orders and memberships;
 * a person registers themself and the dependants they are parent or guardian of, and only they see their
 * basket and orders. Any signed-in person reads a club's active packages. Resources are ids; an unknown id
 * is let through to someone who administers somewhere, so the handler answers 404 rather than 403.
 */
import { eq } from 'drizzle-orm';
import { isSuperAdmin, type AuthContext, type Policy } from '../../auth/access.ts';
import { orgsWhere, type Principal } from '../../auth/principal.ts';
import { annualLevy, basket, membership, membershipOrder, membershipPackage } from '../../db/schema/index.ts';
import { isOrgOrAncestorIn } from '../competition/competition.policy.ts';
import { isGuardianOf } from '../person/person.policy.ts';

export const administersAnywhere = (p: Principal) => isSuperAdmin(p) || orgsWhere(p, 'admin').length > 0;

export async function administersClub(auth: AuthContext, p: Principal, orgId: string): Promise<boolean> {
  return isSuperAdmin(p) || isOrgOrAncestorIn(auth.db, orgsWhere(p, 'admin'), orgId);
}

/** The person themself, or their parent or guardian. */
export async function actsFor(auth: AuthContext, p: Principal, personId: string): Promise<boolean> {
  return p.personId === personId || isGuardianOf(auth, p, personId);
}

async function packageOrg(auth: AuthContext, id: string) {
  const [row] = await auth.db
    .select({ org: membershipPackage.organizationId })
    .from(membershipPackage)
    .where(eq(membershipPackage.id, id));
  return row?.org ?? null;
}

async function mayEditPackage(auth: AuthContext, p: Principal, id: unknown) {
  const org = typeof id === 'string' ? await packageOrg(auth, id) : null;
  return org ? administersClub(auth, p, org) : administersAnywhere(p);
}

async function mayUseBasket(auth: AuthContext, p: Principal, basketId: unknown) {
  if (typeof basketId !== 'string') return false;
  const [row] = await auth.db
    .select({ personId: basket.personId })
    .from(basket)
    .where(eq(basket.id, basketId));
  return !!row && row.personId === p.personId;
}

async function mayEditBasket(auth: AuthContext, p: Principal, basketId: unknown) {
  if (typeof basketId !== 'string') return false;
  const [row] = await auth.db
    .select({ personId: basket.personId })
    .from(basket)
    .where(eq(basket.id, basketId));
  return !!row && actsFor(auth, p, row.personId);
}

async function orderOf(auth: AuthContext, id: unknown) {
  if (typeof id !== 'string') return null;
  const [row] = await auth.db
    .select({ org: membershipOrder.organizationId, payer: membershipOrder.personId })
    .from(membershipOrder)
    .where(eq(membershipOrder.id, id));
  return row ?? null;
}

async function mayAdministerMembership(auth: AuthContext, p: Principal, id: unknown) {
  if (typeof id !== 'string') return false;
  const [row] = await auth.db
    .select({ org: membership.organizationId })
    .from(membership)
    .where(eq(membership.id, id));
  return row ? administersClub(auth, p, row.org) : administersAnywhere(p);
}

async function mayPayLevy(auth: AuthContext, p: Principal, id: unknown) {
  if (typeof id !== 'string') return false;
  const [row] = await auth.db
    .select({ org: annualLevy.organizationId })
    .from(annualLevy)
    .where(eq(annualLevy.id, id));
  return row ? administersClub(auth, p, row.org) : administersAnywhere(p);
}

/**
 * Finance admins (membership fees between organisations, member-fee.routes.ts): a club admin (ORG_ADMIN,
 * ADMIN_CLUB) or its finance officer (FINANCE, ADMIN_FINANCE); a hibernated member holds no office.
 */
const FINANCE = { privileges: ['ORG_ADMIN', 'FINANCE'], labels: ['ADMIN_CLUB', 'ADMIN_FINANCE'] };
const financeOrgs = (p: Principal) =>
  p.links
    .filter(
      (l) =>
        l.status !== 'HIBERNATED' &&
        (l.privileges.some((x) => FINANCE.privileges.includes(x)) ||
          l.labels.some((x) => FINANCE.labels.includes(x))),
    )
    .map((l) => l.organizationId);

/** A finance admin of the organisation or of one above it, or a super admin. */
async function handlesFinanceOf(auth: AuthContext, p: Principal, orgId: unknown): Promise<boolean> {
  if (typeof orgId !== 'string' || orgId === '') return false;
  return isSuperAdmin(p) || isOrgOrAncestorIn(auth.db, financeOrgs(p), orgId);
}

export const membershipPolicy = {
  'membership.packageRead': () => true,
  /** Creating: the club in the body is checked again in the handler (`membership.packageAdmin`). */
  'membership.packageCreate': (p: Principal) => administersAnywhere(p),
  'membership.packageAdmin': (p: Principal, orgId: string, auth) => administersClub(auth, p, orgId),
  'membership.packageEdit': (p: Principal, id: string, auth) => mayEditPackage(auth, p, id),
  /** The basket of `person.id`: only their own (a parent registers children into their own basket). */
  'membership.basket': (p: Principal, personId: unknown) =>
    typeof personId === 'string' && p.personId === personId,
  'membership.basketItem': (p: Principal, basketId: string, auth) => mayUseBasket(auth, p, basketId),
  'membership.actFor': (p: Principal, personId: string, auth) => actsFor(auth, p, personId),
  /** Editing a basket (issue 53 item 5): its owner, or their parent or guardian. */
  'membership.basketEdit': (p: Principal, basketId: unknown, auth) => mayEditBasket(auth, p, basketId),
  /** Paying an order by card: its payer, or their parent or guardian (unknown: 404 to the signed-in). */
  'membership.orderPay': async (p: Principal, id: unknown, auth) => {
    if (typeof id !== 'string' || id === '') return false;
    const o = await orderOf(auth, id);
    return !o || actsFor(auth, p, o.payer);
  },
  /** An order: its payer, their parent or guardian, or an admin of its club (unknown: 404 to the signed-in). */
  'membership.orderRead': async (p: Principal, id: string, auth) => {
    const o = await orderOf(auth, id);
    return !o || (await actsFor(auth, p, o.payer)) || administersClub(auth, p, o.org);
  },
  'membership.orderAdmin': async (p: Principal, id: string, auth) => {
    const o = await orderOf(auth, id);
    return o ? administersClub(auth, p, o.org) : administersAnywhere(p);
  },
  /** Lists are filtered in the handler: own and dependants', or a club the caller administers. */
  'membership.list': () => true,
  'membership.admin': (p: Principal, id: string, auth) => mayAdministerMembership(auth, p, id),
  /** A levy is paid by the admins of the organisation it is for. */
  'membership.levyPay': (p: Principal, id: string, auth) => mayPayLevy(auth, p, id),
  /** Membership fees a club owes upward (outbound, quote): its finance admins, those above it, super admins. */
  'membership.feeSource': (p: Principal, orgId: unknown, auth) => handlesFinanceOf(auth, p, orgId),
  /** Paying them from the club's balance: the club's own finance admins and super admins only. */
  'membership.feePay': (p: Principal, orgId: unknown) =>
    typeof orgId === 'string' && (isSuperAdmin(p) || financeOrgs(p).includes(orgId)),
  /** Membership fees an organisation receives (inbound): its finance admins, those above it, super admins. */
  'membership.feeDestination': (p: Principal, orgId: unknown, auth) => handlesFinanceOf(auth, p, orgId),
  'membership.clubAdmin': (p: Principal, orgId: unknown, auth) =>
    typeof orgId === 'string' && administersClub(auth, p, orgId),
} satisfies Policy;
