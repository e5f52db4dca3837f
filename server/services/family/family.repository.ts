/** Families and their members in the database: every query the family routes make. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AddChildInput, FamilyInput } from '../../../domain/family/family.ts';
import type { Db } from '../../db/client.ts';
import {
  account,
  family,
  familyInvite,
  familyMember,
  person,
  personOrganization,
} from '../../db/schema/index.ts';

export type FamilyRow = typeof family.$inferSelect;

export async function findFamily(db: Db, id: string): Promise<FamilyRow | undefined> {
  const [row] = await db
    .select()
    .from(family)
    .where(and(eq(family.id, id), isNull(family.deletedAt)));
  return row;
}

export async function familyIdsOf(db: Db, personId: string): Promise<string[]> {
  const rows = await db
    .select({ familyId: familyMember.familyId })
    .from(familyMember)
    .innerJoin(family, eq(family.id, familyMember.familyId))
    .where(
      and(
        eq(familyMember.personId, personId),
        inArray(familyMember.status, ['ACTIVE', 'INVITED']),
        isNull(family.deletedAt),
      ),
    );
  return rows.map((r) => r.familyId);
}

export async function membersOf(db: Db, familyId: string) {
  return db
    .select({ member: familyMember, person })
    .from(familyMember)
    .innerJoin(person, eq(person.id, familyMember.personId))
    .where(eq(familyMember.familyId, familyId))
    .orderBy(familyMember.position, person.birthDate);
}

export async function findMember(db: Db, familyId: string, memberId: string) {
  const [row] = await db
    .select()
    .from(familyMember)
    .where(and(eq(familyMember.id, memberId), eq(familyMember.familyId, familyId)));
  return row;
}

export async function memberByPerson(db: Db, familyId: string, personId: string) {
  const [row] = await db
    .select()
    .from(familyMember)
    .where(and(eq(familyMember.familyId, familyId), eq(familyMember.personId, personId)));
  return row;
}

export async function orgIdsOf(db: Db, personIds: string[]): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  if (personIds.length === 0) return out;
  const rows = await db
    .select({ personId: personOrganization.personId, orgId: personOrganization.organizationId })
    .from(personOrganization)
    .where(inArray(personOrganization.personId, personIds));
  for (const r of rows) {
    const set = out.get(r.personId) ?? new Set<string>();
    set.add(r.orgId);
    out.set(r.personId, set);
  }
  return out;
}

export async function updateMember(
  db: Db,
  id: string,
  values: Partial<typeof familyMember.$inferInsert>,
): Promise<void> {
  await db
    .update(familyMember)
    .set({ ...values, updatedAt: new Date(), version: sql`${familyMember.version} + 1` })
    .where(eq(familyMember.id, id));
}

export async function touchFamily(db: Db, id: string, values: Partial<typeof family.$inferInsert> = {}) {
  await db
    .update(family)
    .set({ ...values, updatedAt: new Date(), version: sql`${family.version} + 1` })
    .where(eq(family.id, id));
}

/** A new family with `primaryPersonId` as its primary member (call inside a transaction). */
export async function insertFamily(tx: Db, id: string, input: FamilyInput, primaryPersonId: string) {
  await tx.insert(family).values({ id, name: input.name, description: input.description || null });
  await tx.insert(familyMember).values({
    id: uuidv7(),
    familyId: id,
    personId: primaryPersonId,
    position: 'PRIMARY',
    status: 'ACTIVE',
  });
}

export async function addressOf(db: Db, personId: string) {
  const [row] = await db.select({ address: person.address }).from(person).where(eq(person.id, personId));
  return row?.address;
}

/**
 * A child person in the family, a dependant member, and a pending member of each of `organizationIds` (the
 * parent's clubs, so club admins see the new member). Call inside a transaction.
 */
export async function insertChild(
  tx: Db,
  child: { id: string; familyId: string; input: AddChildInput; address: unknown },
  organizationIds: Iterable<string>,
) {
  const { id, familyId, input } = child;
  await tx.insert(person).values({
    id,
    ...input,
    alternateGivenName: input.alternateGivenName || null,
    alternateFamilyName: input.alternateFamilyName || null,
    familyId,
    personType: 'PLAYER',
    address: child.address ?? {},
  });
  await tx.insert(familyMember).values({
    id: uuidv7(),
    familyId,
    personId: id,
    position: 'DEPENDENT',
    status: 'ACTIVE',
  });
  for (const organizationId of organizationIds) {
    await tx.insert(personOrganization).values({
      personId: id,
      organizationId,
      status: 'PENDING',
      labels: ['Youth'],
      additionalType: 'MEMBER',
    });
  }
}

/**
 * The person an invite names, by username or e-mail (either case); undefined when nobody has it. Never by
 * person id: an id would tell an inviter who they reached (issue 48).
 */
export async function findInvitee(db: Db, who: string) {
  const [target] = await db
    .select({ personId: person.id, email: person.email, givenName: person.givenName })
    .from(account)
    .innerJoin(person, eq(person.id, account.personId))
    .where(sql`lower(${account.username}) = lower(${who}) or lower(${person.email}) = lower(${who})`)
    .limit(1);
  return target;
}

/** The family's pending invites as the family sees them: what was typed, and when; oldest first. */
export async function pendingInvites(db: Db, familyId: string) {
  const rows = await db
    .select({ id: familyInvite.id, invitee: familyInvite.invitee, createdAt: familyInvite.createdAt })
    .from(familyInvite)
    .where(and(eq(familyInvite.familyId, familyId), eq(familyInvite.status, 'PENDING')))
    .orderBy(familyInvite.createdAt, familyInvite.id);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** The pending invite of `familyId` to what `typed` names (either case). */
export async function pendingInviteTo(db: Db, familyId: string, typed: string) {
  const [row] = await db
    .select()
    .from(familyInvite)
    .where(
      and(
        eq(familyInvite.familyId, familyId),
        eq(familyInvite.status, 'PENDING'),
        sql`lower(${familyInvite.invitee}) = lower(${typed})`,
      ),
    );
  return row;
}

/** A new pending invite, or the person a pending one reaches now (a name can be taken after the invite). */
export async function saveInvite(
  tx: Db,
  invite: { id: string; familyId: string; invitee: string; personId: string | null; invitedBy: string },
  existing: boolean,
) {
  if (!existing) await tx.insert(familyInvite).values(invite).onConflictDoNothing();
  else
    await tx
      .update(familyInvite)
      .set({ personId: invite.personId, updatedAt: new Date(), version: sql`${familyInvite.version} + 1` })
      .where(eq(familyInvite.id, invite.id));
}

/** Marks the pending invites of `familyId` that reached `personId` with `status` (ACCEPTED or WITHDRAWN). */
export async function closeInvitesOf(tx: Db, familyId: string, personId: string, status: string) {
  await tx
    .update(familyInvite)
    .set({ status, updatedAt: new Date(), version: sql`${familyInvite.version} + 1` })
    .where(
      and(
        eq(familyInvite.familyId, familyId),
        eq(familyInvite.personId, personId),
        eq(familyInvite.status, 'PENDING'),
      ),
    );
}

/** True when a pending invite of `familyId` reaches `personId`. */
export async function hasPendingInvite(db: Db, familyId: string, personId: string): Promise<boolean> {
  const rows = await db
    .select({ id: familyInvite.id })
    .from(familyInvite)
    .where(
      and(
        eq(familyInvite.familyId, familyId),
        eq(familyInvite.personId, personId),
        eq(familyInvite.status, 'PENDING'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Withdraws one pending invite of the family; answers it (with the person it reached), or undefined. */
export async function withdrawInvite(tx: Db, familyId: string, inviteId: string) {
  const [row] = await tx
    .update(familyInvite)
    .set({ status: 'WITHDRAWN', updatedAt: new Date(), version: sql`${familyInvite.version} + 1` })
    .where(
      and(
        eq(familyInvite.id, inviteId),
        eq(familyInvite.familyId, familyId),
        eq(familyInvite.status, 'PENDING'),
      ),
    )
    .returning();
  return row;
}

/** An INVITED GUARDIAN member: a fresh invite, or an inactive member invited again. */
export async function inviteMember(
  tx: Db,
  invite: { id: string; familyId: string; personId: string; existing: boolean },
) {
  if (invite.existing) await updateMember(tx, invite.id, { status: 'INVITED', position: 'GUARDIAN' });
  else
    await tx.insert(familyMember).values({
      id: invite.id,
      familyId: invite.familyId,
      personId: invite.personId,
      position: 'GUARDIAN',
      status: 'INVITED',
    });
}
