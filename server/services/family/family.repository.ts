import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { family, familyMember, person, personOrganization } from '../../db/schema/index.ts';

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
