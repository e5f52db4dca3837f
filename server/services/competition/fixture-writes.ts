/**
 * Writes to fixtures and their appointments: each moves the fixture's `updated_at` strictly forward
 * (`bumpedAt`, fixture.repository.ts) so devices pulling by checkpoint see the change.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { OfficialAvailability, OfficialType } from '../../../domain/competition/enums.ts';
import type { RefereeScoreInput } from '../../../domain/competition/fixture.ts';
import type { Db } from '../../db/client.ts';
import { fixture, fixtureOfficial, followUpJob } from '../../db/schema/index.ts';
import { bumpedAt, type FixtureRow } from './fixture.repository.ts';

/** The fixture row, locked for the rest of the transaction (PostgreSQL; PGlite is one connection anyway). */
export async function lockFixture(db: Db, id: string): Promise<FixtureRow | undefined> {
  const rows = await db.select().from(fixture).where(eq(fixture.id, id)).for('update');
  return rows[0];
}

export async function writeScore(
  db: Db,
  id: string,
  score: RefereeScoreInput,
  enteredBy: string | null,
): Promise<void> {
  await db
    .update(fixture)
    .set({
      homeGoals: score.homeGoals,
      homePoints: score.homePoints,
      awayGoals: score.awayGoals,
      awayPoints: score.awayPoints,
      isResult: true,
      resultEnteredBy: enteredBy,
      version: sql`${fixture.version} + 1`,
      updatedAt: bumpedAt,
    })
    .where(eq(fixture.id, id));
}

/**
 * A batch's scores in one statement (the sync push, record-scores.ts): each fixture's version up by one and
 * its `updated_at` strictly forward, as `writeScore`; their scheduled follow-ups cancelled in the same
 * statement (cancelFollowUps). Answers the fixture rows as written.
 */
export async function writeScores(
  db: Db,
  scores: (RefereeScoreInput & { id: string })[],
  enteredBy: string | null,
): Promise<FixtureRow[]> {
  if (scores.length === 0) return [];
  const v = sql`jsonb_to_recordset(${JSON.stringify(scores)}::jsonb) as v(id text, "homeGoals" int, "homePoints" int, "awayGoals" int, "awayPoints" int)`;
  return db
    .with(
      db.$with('cancelled').as(
        db
          .update(followUpJob)
          .set({ state: 'CANCELLED', finishedAt: new Date() })
          .where(
            and(sql`${followUpJob.fixtureId} in (select id from ${v})`, eq(followUpJob.state, 'SCHEDULED')),
          )
          .returning({ id: followUpJob.id }),
      ),
    )
    .update(fixture)
    .set({
      homeGoals: sql`v."homeGoals"`,
      homePoints: sql`v."homePoints"`,
      awayGoals: sql`v."awayGoals"`,
      awayPoints: sql`v."awayPoints"`,
      isResult: true,
      resultEnteredBy: enteredBy,
      version: sql`${fixture.version} + 1`,
      updatedAt: bumpedAt,
    })
    .from(v)
    .where(sql`${fixture.id} = v.id`)
    .returning();
}

/**
 * Appointments move the fixture's `updated_at` (its document lists the officials, and a removed official's
 * device must receive a tombstone) but not its `version`: the version guards the fixture's own fields, so a
 * new linesperson does not make a referee's offline score a stale conflict.
 */
export async function touchFixture(db: Db, id: string): Promise<void> {
  await db.update(fixture).set({ updatedAt: bumpedAt }).where(eq(fixture.id, id));
}

export async function appointOfficial(
  db: Db,
  a: { fixtureId: string; personId: string; type: OfficialType; availability?: OfficialAvailability },
): Promise<void> {
  await db
    .insert(fixtureOfficial)
    .values({
      id: uuidv7(),
      fixtureId: a.fixtureId,
      personId: a.personId,
      type: a.type,
      availability: a.availability ?? 'PENDING',
    })
    .onConflictDoUpdate({
      target: [fixtureOfficial.fixtureId, fixtureOfficial.personId, fixtureOfficial.type],
      set: {
        deletedAt: null,
        availability: a.availability ?? 'PENDING',
        version: sql`${fixtureOfficial.version} + 1`,
        updatedAt: sql`clock_timestamp()`,
      },
    });
  await touchFixture(db, a.fixtureId);
}

export async function removeOfficial(
  db: Db,
  a: { fixtureId: string; personId: string; type: OfficialType },
): Promise<void> {
  await db
    .update(fixtureOfficial)
    .set({
      deletedAt: sql`clock_timestamp()`,
      version: sql`${fixtureOfficial.version} + 1`,
      updatedAt: sql`clock_timestamp()`,
    })
    .where(
      and(
        eq(fixtureOfficial.fixtureId, a.fixtureId),
        eq(fixtureOfficial.personId, a.personId),
        eq(fixtureOfficial.type, a.type),
        isNull(fixtureOfficial.deletedAt),
      ),
    );
  await touchFixture(db, a.fixtureId);
}

/** A soft delete of the fixture itself: devices that hold it receive a tombstone. */
export async function deleteFixture(db: Db, id: string): Promise<void> {
  await db
    .update(fixture)
    .set({ deletedAt: sql`clock_timestamp()`, version: sql`${fixture.version} + 1`, updatedAt: bumpedAt })
    .where(eq(fixture.id, id));
}
