/**
 * The SQL of club invitations and of a person's removal from a club (club-invitation.ts holds the rules).
 */
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { ClubInvitationStatus } from '../../../domain/person/club-link/club-invitation.ts';
import type { Db } from '../../db/client.ts';
import { clubInvitation, organization, person, personOrganization } from '../../db/schema/index.ts';

const invitationFields = {
  id: clubInvitation.id,
  personId: clubInvitation.personId,
  status: clubInvitation.status,
  invitedBy: clubInvitation.invitedBy,
  createdAt: clubInvitation.createdAt,
  expiresAt: clubInvitation.expiresAt,
  organization: { id: organization.id, name: organization.name },
};

/** The person named by their id or their 7-digit unique id (not a removed one). */
export async function findByReference(db: Db, ref: string, byUniqueId: boolean) {
  const [row] = await db
    .select({
      id: person.id,
      uniqueId: person.uniqueId,
      givenName: person.givenName,
      familyName: person.familyName,
      email: person.email,
      language: person.preferredLanguage,
    })
    .from(person)
    .where(
      and(
        byUniqueId ? or(eq(person.id, ref), eq(person.uniqueId, ref)) : eq(person.id, ref),
        isNull(person.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function findOrganization(db: Db, orgId: string) {
  const [row] = await db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(and(eq(organization.id, orgId), isNull(organization.deletedAt)));
  return row;
}

/** The person's live link to the club, locked for the change. */
export async function lockedLink(tx: Db, personId: string, orgId: string) {
  const [row] = await tx
    .select()
    .from(personOrganization)
    .where(and(eq(personOrganization.personId, personId), eq(personOrganization.organizationId, orgId)))
    .for('update');
  return row;
}

/** Invitations past their day stop being open (so a new one may be made). */
export async function expireInvitations(tx: Db, personId: string, now: Date) {
  await tx
    .update(clubInvitation)
    .set({ status: 'EXPIRED' })
    .where(
      and(
        eq(clubInvitation.personId, personId),
        eq(clubInvitation.status, 'PENDING'),
        lte(clubInvitation.expiresAt, now),
      ),
    );
}

/** The person's open invitations (one club's when `orgId` is given), newest first. */
export async function openInvitations(db: Db, personId: string, now: Date, orgId?: string) {
  return db
    .select(invitationFields)
    .from(clubInvitation)
    .innerJoin(organization, eq(organization.id, clubInvitation.organizationId))
    .where(
      and(
        eq(clubInvitation.personId, personId),
        eq(clubInvitation.status, 'PENDING'),
        gt(clubInvitation.expiresAt, now),
        orgId ? eq(clubInvitation.organizationId, orgId) : undefined,
      ),
    )
    .orderBy(sql`${clubInvitation.createdAt} desc`, clubInvitation.id);
}
export type InvitationRow = Awaited<ReturnType<typeof openInvitations>>[number];

export async function insertInvitation(tx: Db, values: typeof clubInvitation.$inferInsert) {
  await tx.insert(clubInvitation).values(values);
}

/** One invitation of the person, locked for its answer. */
export async function lockedInvitation(tx: Db, personId: string, invitationId: string) {
  const [row] = await tx
    .select()
    .from(clubInvitation)
    .where(and(eq(clubInvitation.id, invitationId), eq(clubInvitation.personId, personId)))
    .for('update');
  return row;
}

export async function invitationById(db: Db, invitationId: string) {
  const [row] = await db
    .select(invitationFields)
    .from(clubInvitation)
    .innerJoin(organization, eq(organization.id, clubInvitation.organizationId))
    .where(eq(clubInvitation.id, invitationId));
  return row;
}

export async function closeInvitation(
  tx: Db,
  id: string,
  status: Exclude<ClubInvitationStatus, 'PENDING' | 'EXPIRED'>,
  answeredBy: string | null,
  now: Date,
) {
  await tx
    .update(clubInvitation)
    .set({ status, answeredBy, answeredAt: now })
    .where(eq(clubInvitation.id, id));
}

/** Withdraws the person's open invitations to the club; answers how many there were. */
export async function withdrawInvitations(
  tx: Db,
  personId: string,
  orgId: string,
  actor: string | null,
  now: Date,
) {
  const rows = await tx
    .update(clubInvitation)
    .set({ status: 'WITHDRAWN', answeredBy: actor, answeredAt: now })
    .where(
      and(
        eq(clubInvitation.personId, personId),
        eq(clubInvitation.organizationId, orgId),
        eq(clubInvitation.status, 'PENDING'),
      ),
    )
    .returning({ id: clubInvitation.id });
  return rows.length;
}

/**
 * Makes the person an ACTIVE member of the club: a new link (an associate member, no labels), or a PENDING or
 * removed one made ACTIVE again (its member type kept). Moves the link's version, and so the principal's.
 */
export async function activateLink(
  tx: Db,
  personId: string,
  orgId: string,
  existing: { version: number } | undefined,
  now: Date,
) {
  if (!existing) {
    await tx.insert(personOrganization).values({
      personId,
      organizationId: orgId,
      status: 'ACTIVE',
      additionalType: 'ASSOCIATE_MEMBER',
      updatedAt: now,
    });
    return;
  }
  await tx
    .update(personOrganization)
    .set({
      status: 'ACTIVE',
      deletedAt: null,
      additionalType: sql`coalesce(${personOrganization.additionalType}, 'ASSOCIATE_MEMBER')`,
      updatedAt: now,
      version: sql`${personOrganization.version} + 1`,
    })
    .where(and(eq(personOrganization.personId, personId), eq(personOrganization.organizationId, orgId)));
}

/** Removes the link (soft: kept for history; the person no longer belongs to the club). */
export async function removeLink(tx: Db, personId: string, orgId: string, now: Date) {
  await tx
    .update(personOrganization)
    .set({ deletedAt: now, updatedAt: now, version: sql`${personOrganization.version} + 1` })
    .where(and(eq(personOrganization.personId, personId), eq(personOrganization.organizationId, orgId)));
}
