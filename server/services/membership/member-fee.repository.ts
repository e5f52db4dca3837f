/**
 * Membership fees between organisations in the database: the association's price list for a season, where a
 * club stands with each organisation above it (memberships pending and active, per association), the fees
 * paid, and recording a payment (fee rows, the memberships covered, and those memberships REGISTERED) in
 * the caller's transaction (the payment route, outside the request transaction, opens one after the debit).
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MemberFeeLine } from '../../../domain/membership/member-fee.ts';
import type { Db } from '../../db/client.ts';
import {
  memberFee,
  memberFeeMembership,
  memberFeeRate,
  membership,
  organization,
  organizationParent,
} from '../../db/schema/index.ts';
import { joinClubs } from './club-link.repository.ts';

export type MemberFeeRow = typeof memberFee.$inferSelect;
export type FeeRateRow = typeof memberFeeRate.$inferSelect;

/** Which side of the fee a list is for: the club that pays, or the organisation paid. */
export type FeeSide = { sourceId: string } | { destinationId: string };

/** Statuses in which a membership makes its club active in the season (so affiliation is due). */
const ACTIVE_STATUSES = ['REGISTERED', 'ASSOCIATION_FEES_PENDING', 'ASSOCIATION_APPROVAL_PENDING'];
const PENDING = 'ASSOCIATION_FEES_PENDING';

export async function feeRates(db: Db, season: number): Promise<FeeRateRow[]> {
  return db.select().from(memberFeeRate).where(eq(memberFeeRate.season, season));
}

export interface StandingRow {
  sourceId: string;
  destinationId: string;
  association: string;
  pendingCount: number;
  activeCount: number;
}

/**
 * Per club, destination and association: the season's pending and active memberships. The destination of a
 * membership is its club's parent for the membership's association (organization_parent).
 */
export async function feeStandings(
  db: Db,
  season: number,
  side: FeeSide,
  destinationId?: string,
): Promise<StandingRow[]> {
  const where: SQL[] = [
    eq(membership.season, season),
    sql`${membership.deletedAt} is null`,
    inArray(membership.membershipStatus, ACTIVE_STATUSES),
    'sourceId' in side
      ? eq(membership.organizationId, side.sourceId)
      : eq(organizationParent.parentId, side.destinationId),
  ];
  if (destinationId) where.push(eq(organizationParent.parentId, destinationId));
  const rows = await db
    .select({
      sourceId: membership.organizationId,
      destinationId: organizationParent.parentId,
      association: membership.association,
      pendingCount: sql<number>`(count(*) filter (where ${membership.membershipStatus} = ${PENDING}))::int`,
      activeCount: sql<number>`count(*)::int`,
    })
    .from(membership)
    .innerJoin(
      organizationParent,
      and(
        eq(organizationParent.organizationId, membership.organizationId),
        eq(organizationParent.association, membership.association),
      ),
    )
    .where(and(...where))
    .groupBy(membership.organizationId, organizationParent.parentId, membership.association);
  return rows.map((r) => ({
    ...r,
    pendingCount: Number(r.pendingCount),
    activeCount: Number(r.activeCount),
  }));
}

/** The club's memberships of the season waiting for the destination's fees, by association (ids sorted). */
export async function pendingMemberships(
  db: Db,
  season: number,
  sourceId: string,
  destinationId: string,
): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ id: membership.id, association: membership.association })
    .from(membership)
    .innerJoin(
      organizationParent,
      and(
        eq(organizationParent.organizationId, membership.organizationId),
        eq(organizationParent.association, membership.association),
      ),
    )
    .where(
      and(
        eq(membership.organizationId, sourceId),
        eq(organizationParent.parentId, destinationId),
        eq(membership.season, season),
        eq(membership.membershipStatus, PENDING),
        sql`${membership.deletedAt} is null`,
      ),
    )
    .orderBy(asc(membership.id));
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.association, [...(out.get(r.association) ?? []), r.id]);
  return out;
}

/** The fees paid in the season, from the club's side or the destination's. */
export async function paidFees(db: Db, season: number, side: FeeSide): Promise<MemberFeeRow[]> {
  return db
    .select()
    .from(memberFee)
    .where(
      and(
        eq(memberFee.season, season),
        'sourceId' in side
          ? eq(memberFee.sourceOrganizationId, side.sourceId)
          : eq(memberFee.feeDestinationOrganizationId, side.destinationId),
      ),
    )
    .orderBy(asc(memberFee.createdAt), asc(memberFee.id));
}

/** The club's affiliations paid for the season: `association` values. */
export async function affiliatedAssociations(db: Db, season: number, sourceId: string): Promise<Set<string>> {
  const rows = await db
    .select({ association: memberFee.association })
    .from(memberFee)
    .where(
      and(
        eq(memberFee.season, season),
        eq(memberFee.sourceOrganizationId, sourceId),
        eq(memberFee.kind, 'AFFILIATION'),
      ),
    );
  return new Set(rows.map((r) => r.association));
}

export async function organizationNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(inArray(organization.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export interface FeePayment {
  sourceId: string;
  destinationId: string;
  season: number;
  reference: string;
  paidOn: string;
  /** Each line with its fee id and, for REGISTRATION, the memberships it covers. */
  lines: (MemberFeeLine & { id: string; membershipIds: string[] })[];
}

/**
 * Records a payment the adapter has taken, in the caller's transaction: the fee rows (PAID), the memberships each
 * covers, and those memberships moved from ASSOCIATION_FEES_PENDING to REGISTERED (fees paid today; a
 * membership never registered before is registered today). Ids are the payment's, so recording the same
 * payment again (a retry after the debit) adds nothing. Answers the fee rows and how many memberships moved.
 */
export async function recordFeePayment(
  db: Db,
  p: FeePayment,
): Promise<{ fees: MemberFeeRow[]; registered: number }> {
  await db
    .insert(memberFee)
    .values(
      p.lines.map((l) => ({
        id: l.id,
        sourceOrganizationId: p.sourceId,
        feeDestinationOrganizationId: p.destinationId,
        association: l.association,
        season: p.season,
        kind: l.kind,
        status: 'PAID',
        memberCount: l.memberCount,
        unitAmountMinor: l.unitAmountMinor,
        amountMinor: l.amountMinor,
        currency: l.currency,
        paidOn: p.paidOn,
        paymentReference: p.reference,
      })),
    )
    .onConflictDoNothing();
  const covered = p.lines.flatMap((l) =>
    l.membershipIds.map((membershipId) => ({ feeId: l.id, membershipId })),
  );
  let registered = 0;
  if (covered.length > 0) {
    await db.insert(memberFeeMembership).values(covered).onConflictDoNothing();
    const moved = await db
      .update(membership)
      .set({
        membershipStatus: 'REGISTERED',
        feesPaidOn: p.paidOn,
        registeredOn: sql`coalesce(${membership.registeredOn}, ${p.paidOn})`,
        updatedAt: new Date(),
        version: sql`${membership.version} + 1`,
      })
      .where(
        and(
          inArray(
            membership.id,
            covered.map((c) => c.membershipId),
          ),
          eq(membership.membershipStatus, PENDING),
        ),
      )
      .returning({ id: membership.id });
    registered = moved.length;
    // The fees were the last step: each member is an ACTIVE member of the club (if not already).
    await joinClubs(db, { membershipIds: covered.map((c) => c.membershipId) });
  }
  const fees = await db.select().from(memberFee).where(eq(memberFee.paymentReference, p.reference));
  return { fees, registered };
}
