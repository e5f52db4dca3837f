/**
 * A reconnect storm's pushes: D devices each bring M injury records made offline (`injury.save`, one
 * idempotency key each) in one `/api/sync/push` body, as the injury specialist. Every record's public notes
 * start with `marker`, so a run can count (and delete) exactly what it made. Used by the load bench and by the
 * test of several server processes (tests/server/processes.test.ts).
 */
import { count, like } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { addDays } from '../domain/lib/days.ts';
import { todayInDublin } from '../domain/lib/dates.ts';
import type { Db } from '../server/db/client.ts';
import { injuryRecord } from '../server/db/schema/index.ts';
import { personId } from '../server/db/seed/people.ts';
import { COACH_TEAMS } from '../server/db/seed/teams.ts';

/** The demo account whose devices push (it may record injuries for the coach's senior team). */
export const STORM_ACCOUNT = 'injury-specialist';

export function stormPushBodies(devices: number, perDevice: number, marker: string): string[] {
  const today = todayInDublin();
  return Array.from({ length: devices }, (_, d) =>
    JSON.stringify({
      protocol: 1,
      mutations: Array.from({ length: perDevice }, (_, i) => ({
        id: uuidv7(),
        idempotencyKey: `${marker}-${d}-${i}`,
        op: 'injury.save',
        entityId: uuidv7(),
        baseVersion: null,
        payload: {
          personId: personId('demo:member'),
          groupId: COACH_TEAMS.senior,
          status: 'COMPLETE',
          injuryDate: addDays(today, -1),
          additionalType: 'MUSCLE',
          activityType: 'TRAINING',
          mechanism: 'STRETCH',
          availability: 'RESTRICTED',
          injuryDetails: [{ side: 'LEFT', area: 'CALF', diagnosis: 'CALF.STRAIN', grade: '1' }],
          publicNotes: `${marker} ${d}/${i}`,
          privateNotes: '',
        },
      })),
    }),
  );
}

/** How many injury records a storm marked `marker` left in the database. */
export async function stormRecordCount(db: Db, marker: string): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(injuryRecord)
    .where(like(injuryRecord.publicNotes, `${marker} %`));
  return r!.n;
}

export function deleteStormRecords(db: Db, marker: string) {
  return db.delete(injuryRecord).where(like(injuryRecord.publicNotes, `${marker} %`));
}
