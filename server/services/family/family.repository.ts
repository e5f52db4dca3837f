/** Families and their members in the database: every query the family routes make. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AddChildInput, FamilyInput } from '../../../domain/family/family.ts';
import type { Db } from '../../db/client.ts';
import { account, family, familyMember, person, personOrganization } from '../../db/schema/index.ts';

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

/** The person an invite names: by username or e-mail (either case), or by person id. */
export async function findInvitee(db: Db, who: string) {
  const [target] = await db
    .select({ personId: person.id, email: person.email, givenName: person.givenName })
    .from(account)
    .innerJoin(person, eq(person.id, account.personId))
    .where(
      sql`lower(${account.username}) = lower(${who}) or lower(${person.email}) = lower(${who}) or ${person.id} = ${who}`,
    )
    .limit(1);
  return target;
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
