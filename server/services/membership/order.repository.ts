/** Orders and memberships as the API answers them (the checkout return page, lists, the profile's history). */
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  membership,
  membershipInstalment,
  membershipOption,
  membershipOrder,
  person,
  personOrganization,
} from '../../db/schema/index.ts';
import { receiptsOf } from './receipts.ts';
import { personNameContains } from '../person/person.repository.ts';

const membershipColumns = {
  id: membership.id,
  personId: membership.personId,
  organizationId: membership.organizationId,
  orderId: membership.orderId,
  association: membership.association,
  season: membership.season,
  membershipStatus: membership.membershipStatus,
  paymentStatus: membership.paymentStatus,
  paymentMethod: membership.paymentMethod,
  validFrom: membership.validFrom,
  validTo: membership.validTo,
  registeredOn: membership.registeredOn,
  feesPaidOn: membership.feesPaidOn,
  refunded: membership.refunded,
  optionId: membership.optionId,
  optionName: membershipOption.name,
  givenName: person.givenName,
  familyName: person.familyName,
};

/** What the club's list also shows of the registration order, for the admin's order actions. */
const orderColumns = {
  orderStatus: membershipOrder.status,
  orderPaymentType: membershipOrder.paymentType,
  orderPlanCancelled: membershipOrder.planCancelled,
  /** The member's link to the club: ACTIVE, PENDING or HIBERNATED (null: no longer linked). */
  memberStatus: personOrganization.status,
  /** An upgrade waiting for the club to mark it paid (or cancel it). */
  upgradeOrderId: sql<
    string | null
  >`(select o.id from membership_order o where o.membership_id = ${membership.id}
    and o.kind = 'UPGRADE' and o.status = 'payment_due' limit 1)`,
};

export interface MembershipListFilter {
  organizationId?: string;
  personIds?: string[];
  orderId?: string;
  statuses?: string[];
  paymentStatuses?: string[];
  season?: number;
  /** Part of the member's given or family name (case-insensitive). */
  search?: string;
}

export async function listMemberships(db: Db, where: MembershipListFilter, page: number, size: number) {
  const conds: SQL[] = [isNull(membership.deletedAt)];
  if (where.organizationId) conds.push(eq(membership.organizationId, where.organizationId));
  if (where.personIds)
    conds.push(inArray(membership.personId, where.personIds.length ? where.personIds : ['']));
  if (where.orderId) conds.push(eq(membership.orderId, where.orderId));
  if (where.statuses?.length) conds.push(inArray(membership.membershipStatus, where.statuses));
  if (where.paymentStatuses?.length) conds.push(inArray(membership.paymentStatus, where.paymentStatuses));
  if (where.season !== undefined) conds.push(eq(membership.season, where.season));
  if (where.search) conds.push(personNameContains(where.search));
  const cond = and(...conds);
  const rows = await selectMemberships(db)
    .where(cond)
    .orderBy(desc(membership.season), asc(person.familyName), asc(person.givenName), asc(membership.id))
    .limit(size)
    .offset(page * size);
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(membership)
    .innerJoin(person, eq(person.id, membership.personId))
    .where(cond)) as [{ n: number }];
  return { items: rows.map(membershipDto), total: n };
}

/** Memberships with their person, option, registration order and the member's link to the club. */
function selectMemberships(db: Db) {
  return db
    .select({ ...membershipColumns, ...orderColumns })
    .from(membership)
    .innerJoin(person, eq(person.id, membership.personId))
    .leftJoin(membershipOption, eq(membershipOption.id, membership.optionId))
    .leftJoin(membershipOrder, eq(membershipOrder.id, membership.orderId))
    .leftJoin(
      personOrganization,
      and(
        eq(personOrganization.personId, membership.personId),
        eq(personOrganization.organizationId, membership.organizationId),
      ),
    );
}

export function membershipDto<T extends { givenName: string; familyName: string }>(r: T) {
  const { givenName, familyName, ...rest } = r;
  return { ...rest, name: `${givenName} ${familyName}` };
}

/** One membership with its receipts: its registration order's and its upgrades'. */
export async function findMembership(db: Db, id: string) {
  const [row] = await selectMemberships(db).where(eq(membership.id, id));
  if (!row) return null;
  const upgrades = await db
    .select({ id: membershipOrder.id })
    .from(membershipOrder)
    .where(eq(membershipOrder.membershipId, id));
  const orderIds = [...(row.orderId ? [row.orderId] : []), ...upgrades.map((u) => u.id)];
  return { ...membershipDto(row), receipts: await receiptsOf(db, orderIds) };
}

export async function orderDto(db: Db, orderId: string) {
  const [o] = await db.select().from(membershipOrder).where(eq(membershipOrder.id, orderId));
  if (!o) return null;
  const instalments = await db
    .select({
      seq: membershipInstalment.seq,
      dueDate: membershipInstalment.dueDate,
      amountMinor: membershipInstalment.amountMinor,
      status: membershipInstalment.status,
      attempts: membershipInstalment.attempts,
    })
    .from(membershipInstalment)
    .where(eq(membershipInstalment.orderId, orderId))
    .orderBy(asc(membershipInstalment.seq));
  // An upgrade order is for one membership, which keeps pointing at its registration order.
  const upgraded = o.kind === 'UPGRADE' && o.membershipId ? await findMembership(db, o.membershipId) : null;
  const items = upgraded ? [upgraded] : (await listMemberships(db, { orderId }, 0, 1000)).items;
  return {
    id: o.id,
    person: { id: o.personId },
    organizationId: o.organizationId,
    status: o.status,
    paymentType: o.paymentType,
    amountMinor: o.amountMinor,
    paidMinor: o.paidMinor,
    currency: o.currency,
    planCancelled: o.planCancelled,
    kind: o.kind,
    createdAt: o.createdAt.toISOString(),
    instalments,
    memberships: items,
    receipts: await receiptsOf(db, [o.id]),
  };
}

/** Orders newest first, without their plans (`GET /order/{id}` has those). */
export async function listOrders(
  db: Db,
  where: { organizationId?: string; payerId?: string; statuses: string[]; kinds: string[] },
  page: number,
  size: number,
) {
  const conds: SQL[] = [isNull(membershipOrder.deletedAt)];
  if (where.organizationId) conds.push(eq(membershipOrder.organizationId, where.organizationId));
  if (where.payerId !== undefined) conds.push(eq(membershipOrder.personId, where.payerId));
  if (where.statuses.length) conds.push(inArray(membershipOrder.status, where.statuses));
  if (where.kinds.length) conds.push(inArray(membershipOrder.kind, where.kinds));
  const cond = and(...conds);
  const rows = await db
    .select({ o: membershipOrder, givenName: person.givenName, familyName: person.familyName })
    .from(membershipOrder)
    .innerJoin(person, eq(person.id, membershipOrder.personId))
    .where(cond)
    .orderBy(desc(membershipOrder.createdAt), desc(membershipOrder.id))
    .limit(size)
    .offset(page * size);
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(membershipOrder)
    .where(cond)) as [{ n: number }];
  const items = rows.map(({ o, givenName, familyName }) => ({
    id: o.id,
    person: { id: o.personId, name: `${givenName} ${familyName}` },
    organizationId: o.organizationId,
    status: o.status,
    paymentType: o.paymentType,
    kind: o.kind,
    amountMinor: o.amountMinor,
    paidMinor: o.paidMinor,
    currency: o.currency,
    planCancelled: o.planCancelled,
    createdAt: o.createdAt.toISOString(),
  }));
  return { items, total: n };
}
