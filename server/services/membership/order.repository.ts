/** Orders and memberships as the API answers them (the checkout return page, lists, the profile's history). */
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  membership,
  membershipInstalment,
  membershipOption,
  membershipOrder,
  person,
} from '../../db/schema/index.ts';

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
  optionName: membershipOption.name,
  givenName: person.givenName,
  familyName: person.familyName,
};

export async function listMemberships(
  db: Db,
  where: { organizationId?: string; personIds?: string[]; orderId?: string; statuses?: string[] },
  page: number,
  size: number,
) {
  const conds: SQL[] = [isNull(membership.deletedAt)];
  if (where.organizationId) conds.push(eq(membership.organizationId, where.organizationId));
  if (where.personIds)
    conds.push(inArray(membership.personId, where.personIds.length ? where.personIds : ['']));
  if (where.orderId) conds.push(eq(membership.orderId, where.orderId));
  if (where.statuses?.length) conds.push(inArray(membership.membershipStatus, where.statuses));
  const cond = and(...conds);
  const rows = await db
    .select(membershipColumns)
    .from(membership)
    .innerJoin(person, eq(person.id, membership.personId))
    .leftJoin(membershipOption, eq(membershipOption.id, membership.optionId))
    .where(cond)
    .orderBy(desc(membership.season), asc(person.familyName), asc(person.givenName), asc(membership.id))
    .limit(size)
    .offset(page * size);
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(membership)
    .where(cond)) as [{ n: number }];
  return { items: rows.map(membershipDto), total: n };
}

export function membershipDto<T extends { givenName: string; familyName: string }>(r: T) {
  const { givenName, familyName, ...rest } = r;
  return { ...rest, name: `${givenName} ${familyName}` };
}

export async function findMembership(db: Db, id: string) {
  const [row] = await db
    .select(membershipColumns)
    .from(membership)
    .innerJoin(person, eq(person.id, membership.personId))
    .leftJoin(membershipOption, eq(membershipOption.id, membership.optionId))
    .where(eq(membership.id, id));
  return row ? membershipDto(row) : null;
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
  const { items } = await listMemberships(db, { orderId }, 0, 1000);
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
    createdAt: o.createdAt.toISOString(),
    instalments,
    memberships: items,
  };
}
