/**
 * Completion of a player transfer in memberships (seed 2 §4: "completion moves or adds memberships in one
 * transaction"), inside the caller's transaction; and a sanction's return date ending the added membership.
 */
import { and, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import { membership, personOrganization } from '../../db/schema/index.ts';
import type { TransferRow } from './transfer.repository.ts';

const MEMBERSHIP_ASSOCIATION: Record<string, string> = { GAA: 'GAA', LGFA: 'LGFA', Camogie: 'CAMOGIE' };
const dayBefore = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * Completion's membership change, inside the caller's transaction: a permanent transfer ends the leaving
 * club's memberships of the association the day before the start and makes the player a member of the
 * joining club for the season (the leaving club's link is hibernated: MOVED_CLUB); a sanction or permit adds a
 * membership of the joining club from the start to the end date. The new membership's orderId names the
 * transfer (`transfer:<id>`), so a return date can end it.
 */
export async function moveMemberships(db: Db, row: TransferRow, permanent: boolean, today: string) {
  const association = MEMBERSHIP_ASSOCIATION[row.association] ?? row.association;
  const now = new Date();
  const season = Number(row.startDate.slice(0, 4));
  if (permanent) {
    await db
      .update(membership)
      .set({ validTo: dayBefore(row.startDate), updatedAt: now, version: sql`${membership.version} + 1` })
      .where(
        and(
          eq(membership.personId, row.personId),
          eq(membership.organizationId, row.originOrganizationId),
          eq(membership.association, association),
          sql`${membership.validTo} >= ${row.startDate}`,
        ),
      );
    await db
      .update(personOrganization)
      .set({ status: 'HIBERNATED', hibernateReason: 'MOVED_CLUB', hibernatedOn: today, updatedAt: now })
      .where(
        and(
          eq(personOrganization.personId, row.personId),
          eq(personOrganization.organizationId, row.originOrganizationId),
        ),
      );
  }
  await db.insert(membership).values({
    id: uuidv7(),
    personId: row.personId,
    organizationId: row.destinationOrganizationId,
    orderId: `transfer:${row.id}`,
    association,
    season,
    membershipStatus: 'REGISTERED',
    validFrom: row.startDate,
    validTo: permanent ? `${season}-12-31` : row.endDate!,
    registeredOn: today,
  });
  await db
    .insert(personOrganization)
    .values({
      personId: row.personId,
      organizationId: row.destinationOrganizationId,
      status: 'ACTIVE',
      labels: ['Player'],
      additionalType: 'MEMBER',
    })
    .onConflictDoUpdate({
      target: [personOrganization.personId, personOrganization.organizationId],
      set: { status: 'ACTIVE', updatedAt: now },
    });
}

/** A sanction's or permit's membership ends on the return date. */
export async function endTemporaryMembership(db: Db, transferId: string, returnDate: string) {
  await db
    .update(membership)
    .set({ validTo: returnDate, updatedAt: new Date(), version: sql`${membership.version} + 1` })
    .where(eq(membership.orderId, `transfer:${transferId}`));
}
