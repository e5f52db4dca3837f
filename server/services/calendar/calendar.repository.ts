/** The calendar feed secrets (stored hashed) and the teams whose fixtures a person's calendar shows. */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarFeed, groupMember, person } from '../../db/schema/index.ts';

/** The live groups (teams among them) the given people belong to. */
export async function teamIdsOf(db: Db, personIds: string[]): Promise<string[]> {
  if (personIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ groupId: groupMember.groupId })
    .from(groupMember)
    .where(and(inArray(groupMember.personId, personIds), isNull(groupMember.deletedAt)));
  return rows.map((r) => r.groupId).sort();
}

export async function feedOf(db: Db, personId: string) {
  const [row] = await db
    .select({ createdAt: calendarFeed.createdAt })
    .from(calendarFeed)
    .where(eq(calendarFeed.personId, personId));
  return row;
}

/** Replaces the person's secret (the old URL stops working at once). */
export async function putFeed(db: Db, personId: string, tokenHash: string): Promise<Date> {
  const createdAt = new Date();
  await db
    .insert(calendarFeed)
    .values({ personId, tokenHash, createdAt })
    .onConflictDoUpdate({ target: calendarFeed.personId, set: { tokenHash, createdAt } });
  return createdAt;
}

export async function deleteFeed(db: Db, personId: string): Promise<boolean> {
  const rows = await db
    .delete(calendarFeed)
    .where(eq(calendarFeed.personId, personId))
    .returning({ personId: calendarFeed.personId });
  return rows.length > 0;
}

export async function feedOwner(db: Db, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ personId: calendarFeed.personId })
    .from(calendarFeed)
    .where(eq(calendarFeed.tokenHash, tokenHash));
  return row?.personId;
}

export async function personName(db: Db, personId: string): Promise<string> {
  const [p] = await db
    .select({ given: person.givenName, family: person.familyName })
    .from(person)
    .where(eq(person.id, personId));
  return p ? `${p.given} ${p.family}` : '';
}
