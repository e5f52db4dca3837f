/**
 * The officials' rules' reads and writes of appointments (officials.ts). Appointing and removing an official,
 * and the officials a fixture document lists, are in fixture.repository.ts beside the fixture they touch.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OfficialRef, SetAvailabilityInput } from '../../../domain/competition/officials.ts';
import type { Db } from '../../db/client.ts';
import { fixtureOfficial, person } from '../../db/schema/index.ts';

/** The current appointment of one person in one role on a fixture. */
const appointment = (fixtureId: string, ref: OfficialRef) =>
  and(
    eq(fixtureOfficial.fixtureId, fixtureId),
    eq(fixtureOfficial.personId, ref.personId),
    eq(fixtureOfficial.type, ref.type),
    isNull(fixtureOfficial.deletedAt),
  );

/** Which of `personIds` hold a current role (any) on the fixture. */
export async function appointedAmong(db: Db, fixtureId: string, personIds: string[]): Promise<string[]> {
  const rows = await db
    .select({ personId: fixtureOfficial.personId })
    .from(fixtureOfficial)
    .where(
      and(
        eq(fixtureOfficial.fixtureId, fixtureId),
        inArray(fixtureOfficial.personId, personIds),
        isNull(fixtureOfficial.deletedAt),
      ),
    );
  return rows.map((r) => r.personId);
}

/** Which of `ids` are people in the database. */
export async function existingPersonIds(db: Db, ids: string[]): Promise<string[]> {
  const rows = await db.select({ id: person.id }).from(person).where(inArray(person.id, ids));
  return rows.map((r) => r.id);
}

export async function isAppointed(db: Db, fixtureId: string, ref: OfficialRef): Promise<boolean> {
  const [row] = await db
    .select({ id: fixtureOfficial.id })
    .from(fixtureOfficial)
    .where(appointment(fixtureId, ref));
  return row !== undefined;
}

/** Sets an appointed official's availability; false when there is no such appointment. */
export async function writeAvailability(
  db: Db,
  fixtureId: string,
  input: SetAvailabilityInput,
): Promise<boolean> {
  const updated = await db
    .update(fixtureOfficial)
    .set({
      availability: input.availability,
      version: sql`${fixtureOfficial.version} + 1`,
      updatedAt: sql`clock_timestamp()`,
    })
    .where(appointment(fixtureId, input))
    .returning({ id: fixtureOfficial.id });
  return updated.length > 0;
}
