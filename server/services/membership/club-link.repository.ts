/**
 * The person–club link that follows memberships (issue 53; the rules are domain/membership/club-link.ts).
 * Every path that makes a membership count — the card payment's event, a free checkout, the first
 * instalment, the club marking a pay-later order paid, the club's approval, the county membership fees
 * panel — calls `joinClubs` in the same transaction, so the person is a member of the club the moment the
 * membership is; revoking or refunding calls `leaveLapsedClubs`. A link written here moves the account's
 * principal_version (the trigger of migration 0011), so every device's next request sees the change.
 */
import { and, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import {
  lapsesWithMembership,
  linkAfterJoining,
  MEMBER_MAKING_STATUSES,
  type MembershipForLink,
} from '../../../domain/membership/club-link.ts';
import type { Db } from '../../db/client.ts';
import { membership, membershipOption, person, personOrganization } from '../../db/schema/index.ts';

/** The memberships a change touched: those of one order, or some by id. */
export type MembershipScope = { orderId: string } | { membershipIds: readonly string[] };

type Pair = { personId: string; organizationId: string };
const key = (p: Pair) => `${p.personId}\u0000${p.organizationId}`;

const inScope = (scope: MembershipScope): SQL =>
  'orderId' in scope
    ? eq(membership.orderId, scope.orderId)
    : inArray(membership.id, scope.membershipIds.length ? [...scope.membershipIds] : ['']);

/** A membership that makes its person a member on `today`: counting, not refunded, not yet ended. */
const counts = (today: string) =>
  and(
    inArray(membership.membershipStatus, [...MEMBER_MAKING_STATUSES]),
    eq(membership.refunded, false),
    isNull(membership.deletedAt),
    gte(membership.validTo, today),
  );

/** Whether the person has a membership of the club that makes them a member today. */
export async function hasCountingMembership(tx: Db, personId: string, orgId: string, now = new Date()) {
  const rows = await tx
    .select({ id: membership.id })
    .from(membership)
    .where(
      and(
        eq(membership.personId, personId),
        eq(membership.organizationId, orgId),
        counts(todayInDublin(now)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

const pairsIn = (pairs: readonly Pair[]) =>
  sql`(${personOrganization.personId}, ${personOrganization.organizationId}) in (${sql.join(
    pairs.map((p) => sql`(${p.personId}, ${p.organizationId})`),
    sql`, `,
  )})`;

/** The links of these (person, club) pairs, locked for the change. */
async function lockedLinks(tx: Db, pairs: readonly Pair[]) {
  const rows = await tx.select().from(personOrganization).where(pairsIn(pairs)).for('update');
  return new Map(rows.map((r) => [key(r), r]));
}

/**
 * Makes the person of each counting membership in `scope` an ACTIVE member of its club, with the labels its
 * option gives (a new link, a PENDING or HIBERNATED one activated, a removed one restored). Answers how many
 * links it wrote; a link that already is what the memberships make is left alone (no version moves).
 */
export async function joinClubs(tx: Db, scope: MembershipScope, now = new Date()): Promise<number> {
  const rows = await tx
    .select({
      personId: membership.personId,
      organizationId: membership.organizationId,
      season: membership.season,
      birthDate: person.birthDate,
      playerType: membershipOption.playerType,
      membershipType: membershipOption.membershipType,
    })
    .from(membership)
    .innerJoin(person, eq(person.id, membership.personId))
    .leftJoin(membershipOption, eq(membershipOption.id, membership.optionId))
    .where(and(inScope(scope), counts(todayInDublin(now))));
  if (rows.length === 0) return 0;
  const byPair = new Map<string, { pair: Pair; memberships: MembershipForLink[] }>();
  for (const r of rows) {
    const entry = byPair.get(key(r)) ?? {
      pair: { personId: r.personId, organizationId: r.organizationId },
      memberships: [],
    };
    entry.memberships.push(r);
    byPair.set(key(r), entry);
  }
  const links = await lockedLinks(
    tx,
    [...byPair.values()].map((e) => e.pair),
  );
  const writes = [...byPair.entries()].flatMap(([k, { pair, memberships }]) => {
    const link = links.get(k);
    const next = linkAfterJoining(link && { ...link, deleted: link.deletedAt !== null }, memberships);
    return next ? [{ ...pair, status: 'ACTIVE', ...next }] : [];
  });
  if (writes.length === 0) return 0;
  await tx
    .insert(personOrganization)
    .values(writes)
    .onConflictDoUpdate({
      target: [personOrganization.personId, personOrganization.organizationId],
      set: {
        status: 'ACTIVE',
        labels: sql`excluded.labels`,
        additionalType: sql`excluded.additional_type`,
        hibernateReason: null,
        hibernatedOn: null,
        deletedAt: null,
        updatedAt: now,
        version: sql`${personOrganization.version} + 1`,
      },
    });
  return writes.length;
}

/**
 * After memberships in `scope` were revoked or refunded: a plain member (domain `lapsesWithMembership`) who no
 * longer holds any counting membership of that club goes back to PENDING. Answers how many links it moved.
 */
export async function leaveLapsedClubs(tx: Db, scope: MembershipScope, now = new Date()): Promise<number> {
  const pairs = await tx
    .selectDistinct({ personId: membership.personId, organizationId: membership.organizationId })
    .from(membership)
    .where(inScope(scope));
  if (pairs.length === 0) return 0;
  const links = await lockedLinks(tx, pairs);
  const still = await tx
    .selectDistinct({ personId: membership.personId, organizationId: membership.organizationId })
    .from(membership)
    .where(
      and(
        inArray(membership.personId, [...new Set(pairs.map((p) => p.personId))]),
        inArray(membership.organizationId, [...new Set(pairs.map((p) => p.organizationId))]),
        counts(todayInDublin(now)),
      ),
    );
  const member = new Set(still.map(key));
  const lapsed = pairs.filter((p) => {
    const link = links.get(key(p));
    return (
      !member.has(key(p)) &&
      link?.status === 'ACTIVE' &&
      link.deletedAt === null &&
      lapsesWithMembership(link)
    );
  });
  if (lapsed.length === 0) return 0;
  await tx
    .update(personOrganization)
    .set({ status: 'PENDING', updatedAt: now, version: sql`${personOrganization.version} + 1` })
    .where(pairsIn(lapsed));
  return lapsed.length;
}
