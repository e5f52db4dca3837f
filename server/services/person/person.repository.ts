import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../http/list.ts';
import { account, organization, person, personOrganization } from '../../db/schema/index.ts';

export type PersonRow = typeof person.$inferSelect;

/** A person whose full name ("given family") contains `search`, case-insensitively and literally (`%` is a `%`). */
export const personNameContains = (search: string) =>
  sql`(${person.givenName} || ' ' || ${person.familyName}) ilike ${containsPattern(search)}`;

export async function findPerson(db: Db, id: string): Promise<PersonRow | undefined> {
  const rows = await db
    .select()
    .from(person)
    .where(and(eq(person.id, id), sql`${person.deletedAt} is null`));
  return rows[0];
}

/** A person's link to an organisation as the API answers it (the profile, the links list). */
export const organizationLinkColumns = {
  organization: {
    id: organization.id,
    name: organization.name,
    logo: organization.logo,
    additionalType: organization.additionalType,
  },
  status: personOrganization.status,
  labels: personOrganization.labels,
  privileges: personOrganization.privileges,
  additionalType: personOrganization.additionalType,
};

export async function organizationLinks(db: Db, personId: string) {
  return db
    .select(organizationLinkColumns)
    .from(personOrganization)
    .innerJoin(organization, eq(organization.id, personOrganization.organizationId))
    .where(eq(personOrganization.personId, personId));
}

export async function uniqueIdTaken(db: Db, uniqueId: string, exceptPersonId: string): Promise<boolean> {
  const rows = await db
    .select({ id: person.id })
    .from(person)
    .where(and(eq(person.uniqueId, uniqueId), ne(person.id, exceptPersonId)))
    .limit(1);
  return rows.length > 0;
}

/** Whether the person of another sign-in account than `exceptAccountId` has this e-mail (either case). */
export async function emailTakenByOtherAccount(
  db: Db,
  email: string,
  exceptAccountId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: person.id })
    .from(person)
    .innerJoin(account, eq(account.personId, person.id))
    .where(and(sql`lower(${person.email}) = lower(${email})`, ne(account.id, exceptAccountId)))
    .limit(1);
  return rows.length > 0;
}

export async function updatePerson(
  db: Db,
  id: string,
  values: Partial<typeof person.$inferInsert>,
): Promise<PersonRow> {
  const rows = await db
    .update(person)
    .set({ ...values, updatedAt: new Date(), version: sql`${person.version} + 1` })
    .where(eq(person.id, id))
    .returning();
  return rows[0]!;
}

export async function personsByIds(db: Db, ids: string[]) {
  return ids.length ? db.select().from(person).where(inArray(person.id, ids)) : [];
}
