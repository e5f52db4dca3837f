/**
 * The match events of a fixture (issue 52; schema `match_event`). The device's event id is the primary key:
 * inserting an event twice stores it once (`on conflict do nothing`), which is what makes an event exactly-once
 * whatever the outbox or the network repeat.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  MatchEvent,
  MatchEventInput,
  MatchResult,
  MatchState,
} from '../../../domain/competition/match-event.ts';
import { MATCH_EVENT_KINDS, MATCH_SIDES, toMatchEvent } from '../../../domain/competition/match-event.ts';
import type { Db } from '../../db/client.ts';
import { fixture, matchEvent } from '../../db/schema/index.ts';
import { bumpedAt } from './fixture.repository.ts';

/** Stores the event; false when an event with its id was already stored (a replay). */
export async function insertMatchEvent(
  db: Db,
  fixtureId: string,
  e: MatchEventInput,
  recordedBy: string | null,
): Promise<boolean> {
  const rows = await db
    .insert(matchEvent)
    .values({ ...toMatchEvent(e), fixtureId, recordedBy })
    .onConflictDoNothing({ target: matchEvent.id })
    .returning({ id: matchEvent.id });
  return rows.length > 0;
}

const kindOf = (k: string) => MATCH_EVENT_KINDS.find((x) => x === k) ?? 'SCORE';
const sideOf = (s: string | null) => MATCH_SIDES.find((x) => x === s) ?? null;

/** A fixture's events, in match order (minute, then id). */
export async function matchEventsOf(db: Db, fixtureId: string): Promise<MatchEvent[]> {
  return (await matchEventsByFixture(db, [fixtureId])).get(fixtureId) ?? [];
}

/** The events of several fixtures in one query, by fixture (fixtures without events are absent). */
export async function matchEventsByFixture(db: Db, fixtureIds: string[]): Promise<Map<string, MatchEvent[]>> {
  const byFixture = new Map<string, MatchEvent[]>();
  if (fixtureIds.length === 0) return byFixture;
  const rows = await db
    .select()
    .from(matchEvent)
    .where(inArray(matchEvent.fixtureId, fixtureIds))
    .orderBy(asc(matchEvent.minute), asc(matchEvent.id));
  for (const r of rows) {
    const list = byFixture.get(r.fixtureId) ?? [];
    list.push(toEvent(r));
    byFixture.set(r.fixtureId, list);
  }
  return byFixture;
}

function toEvent(r: typeof matchEvent.$inferSelect): MatchEvent {
  return {
    id: r.id,
    kind: kindOf(r.kind),
    minute: r.minute,
    side: sideOf(r.side),
    goals: r.goals,
    points: r.points,
    corrects: r.corrects,
  };
}

/**
 * The fixture's score as its events make it: the score columns, a result once full-time is recorded, and a
 * new version and `updated_at` (devices pull the change; the `fixture` public read version moves by trigger, so
 * cached public answers and live streams see it in the same transaction).
 */
export async function writeMatchScore(
  db: Db,
  fixtureId: string,
  state: MatchState,
  enteredBy: string | null,
): Promise<void> {
  await db
    .update(fixture)
    .set({
      homeGoals: state.home.goals,
      homePoints: state.home.points,
      awayGoals: state.away.goals,
      awayPoints: state.away.points,
      isResult: state.phase === 'FULL_TIME',
      resultEnteredBy: enteredBy,
      version: sql`${fixture.version} + 1`,
      updatedAt: bumpedAt,
    })
    .where(eq(fixture.id, fixtureId));
}

/** The fixture's result columns, or null when there is no such fixture (or it was deleted). */
/** Which of `ids` name a fixture that exists (not deleted), in the order given. */
export async function existingFixtureIds(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: fixture.id })
    .from(fixture)
    .where(and(inArray(fixture.id, ids), isNull(fixture.deletedAt)));
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => found.has(id));
}

export async function matchResultOf(db: Db, fixtureId: string): Promise<MatchResult | null> {
  const rows = await db
    .select({
      homeGoals: fixture.homeGoals,
      homePoints: fixture.homePoints,
      awayGoals: fixture.awayGoals,
      awayPoints: fixture.awayPoints,
      isResult: fixture.isResult,
      confirmed: fixture.resultConfirmed,
      deletedAt: fixture.deletedAt,
    })
    .from(fixture)
    .where(eq(fixture.id, fixtureId));
  const r = rows[0];
  if (!r || r.deletedAt) return null;
  const side = (goals: number | null, points: number | null) =>
    goals === null || points === null ? null : { goals, points };
  return {
    home: side(r.homeGoals, r.homePoints),
    away: side(r.awayGoals, r.awayPoints),
    isResult: r.isResult,
    confirmed: r.confirmed,
  };
}
